import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { buildNutrition } from "../../scripts/build-nutrition.ts";
import type { IngredientLine, UnderstoodRecipe } from "../recipe/recipe-model.ts";
import { parseIngredientLine } from "../recipe/ingredient-line.ts";
import { understandRecipe } from "../recipe/understand.ts";
import { estimateLine, estimateNutrition, findFood, nutritionInformation, type LineEstimate } from "./nutrition.ts";
import { nutritionFoodsSchema } from "./nutrition-schema.ts";

const { table, problems } = buildNutrition();

function line(text: string): IngredientLine {
  const read = parseIngredientLine(text);
  return { text, quantity: read.quantity, quantityUpper: read.quantityUpper, unit: read.unit, name: read.name, note: read.note, group: null, amountSpan: null, countedSpan: null, span: { start: 0, end: 0 } };
}

function grams(text: string): number {
  const estimate: LineEstimate = estimateLine(line(text), table);
  if (estimate.kind !== "counted") throw new Error(`${text}: not counted (${estimate.reason})`);
  return Math.round(estimate.grams);
}

test("the food list is valid, every name canonical and every SR28 number present", () => {
  expect(nutritionFoodsSchema.safeParse(JSON.parse(readFileSync("data/nutrition-foods.json", "utf8"))).success).toBe(true);
  expect(problems).toEqual([]);
  expect(Object.keys(table.names).length).toBeGreaterThan(200);
  // Per 100 g from SR28 itself: raw onion is 40 kcal, olive oil 884.
  const kcalOf = (name: string) => table.foods[table.names[name]?.food ?? ""]?.per100g[0];
  expect(kcalOf("onion")).toBe(40);
  expect(kcalOf("olive oil")).toBe(884);
});

test("grams from cups and spoons, by each food's own density", () => {
  expect(grams("1 cup flour")).toBe(125);
  expect(grams("2 tbsp olive oil")).toBe(27);
  expect(grams("1 tsp salt")).toBe(6);
  expect(grams("250 ml milk")).toBe(258);
});

test("grams from pieces, sizes and named units", () => {
  expect(grams("1 medium onion")).toBe(110);
  expect(grams("2 large onions, sliced")).toBe(300);
  expect(grams("3 cloves garlic")).toBe(9);
  expect(grams("4 beef top sirloin steaks, lean (3 oz each)")).toBe(340);
  expect(grams("16 large sea scallops (about 1 lb)")).toBe(454);
  expect(grams("1 bunch spinach")).toBe(340);
  expect(grams("a handful of spinach")).toBe(30);
  expect(grams("a pinch of salt")).toBe(0);
});

test("grams from tins, cans and jars: the size written, drained where the line says so", () => {
  expect(grams("1 (400 g) tin chickpeas")).toBe(400);
  expect(grams("1 (400 g) tin chickpeas, drained")).toBe(240);
  expect(grams("2 cans (14½ oz each) no-salt-added diced tomatoes")).toBe(822);
  expect(grams("1 can coconut milk")).toBe(400);
});

test("a range counts at its midpoint", () => {
  expect(grams("2-3 cloves garlic")).toBe(8);
  expect(grams("1–2 tbsp olive oil")).toBe(20);
});

test("lines it cannot count are reported with the reason, never guessed", () => {
  const reason = (text: string) => {
    const estimate = estimateLine(line(text), table);
    return estimate.kind === "skipped" ? estimate.reason : "counted";
  };
  expect(reason("salt and pepper to taste")).toBe("to-taste");
  expect(reason("2 tbsp unobtainium dust")).toBe("unknown-food");
  expect(reason("1 Tbsp sesame seeds (optional)")).toBe("optional");
  expect(reason("3 slices mango")).toBe("unknown-weight");
});

test("a whole recipe: per serving is the total over the servings it is written for", () => {
  const recipe = understandRecipe("# Porridge\n\nServes 2\n\n## Ingredients\n- 80 g oats\n- 500 ml milk\n- salt to taste\n\n## Method\n1. Simmer.\n");
  if (!recipe) throw new Error("not a recipe");
  const estimate = estimateNutrition(recipe, table, 2);
  expect(estimate.lines.map((l) => l.kind)).toEqual(["counted", "counted", "skipped"]);
  expect(estimate.perServing[0]).toBeCloseTo(estimate.total[0] / 2);
  expect(Math.round(estimate.total[0])).toBe(Math.round(0.8 * 379 + 5.16 * 61));
  expect(nutritionInformation(estimate.perServing)).toMatchObject({ "@type": "NutritionInformation", servingSize: "1 serving", calories: expect.stringMatching(/^\d+ kcal$/), sodiumContent: expect.stringMatching(/^\d+ mg$/) });
});

const FOODS = ["onion", "flour", "olive oil", "chicken", "rice", "carrot", "butter", "milk", "garlic", "tomato"] as const;
const UNITS = ["g", "cup", "tbsp", "tsp", "oz", null] as const;

test("scaling a recipe scales its whole-recipe totals by the same factor and leaves per serving equal", () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ food: fc.constantFrom(...FOODS), unit: fc.constantFrom(...UNITS), quantity: fc.double({ min: 0.25, max: 500, noNaN: true }) }), { minLength: 1, maxLength: 12 }),
      fc.integer({ min: 1, max: 8 }),
      fc.double({ min: 0.25, max: 8, noNaN: true }),
      (items, servings, factor) => {
        const make = (k: number): UnderstoodRecipe => ({
          title: null,
          servings: null,
          prepMinutes: null,
          cookMinutes: null,
          totalMinutes: null,
          steps: [],
          ingredients: items.map(({ food, unit, quantity }) => ({ ...line(`${quantity} ${unit ?? ""} ${food}`), quantity: quantity * k, unit, name: food })),
        });
        const base = estimateNutrition(make(1), table, servings);
        const scaled = estimateNutrition(make(factor), table, servings * factor);
        base.total.forEach((value, index) => {
          expect(scaled.total[index]).toBeCloseTo(value * factor, 6);
          expect(scaled.perServing[index]).toBeCloseTo(base.perServing[index] ?? 0, 6);
        });
      },
    ),
  );
});

test("the table covers at least 1,000 canonical ingredient names, each with a reviewed SR28 food", () => {
  const data = nutritionFoodsSchema.parse(JSON.parse(readFileSync("data/nutrition-foods.json", "utf8")));
  expect(Object.keys(table.names).length).toBeGreaterThanOrEqual(1000);
  // Every name resolves to a food the table carries, in each of its forms.
  for (const [name, named] of Object.entries(table.names)) {
    expect(table.foods[named.food], name).toBeDefined();
    for (const usda of Object.values(named.forms ?? {})) expect(table.foods[usda], `${name} (a form)`).toBeDefined();
  }
  // A stand-in (a food SR28 lacks, counted as a near one) says why.
  const standIns = data.foods.filter((food) => food.note !== undefined);
  expect(standIns.every((food) => (food.note ?? "").length > 10)).toBe(true);
});

test("every ingredient the cookbook names is in the table", () => {
  const folder = "cookbook/recipes/";
  const names = new Set(
    readdirSync(folder).flatMap((file) => (JSON.parse(readFileSync(`${folder}${file}`, "utf8")) as { ingredients: { name: string }[] }).ingredients.map((ingredient) => ingredient.name)),
  );
  expect(names.size).toBeGreaterThan(250);
  expect([...names].filter((name) => findFood(table, name) === null)).toEqual([]);
});

test("a line's form picks that form's food: dried figs, cooked rice, lemon juice, a can of tomatoes", () => {
  const usdaOf = (text: string) => {
    const estimate = estimateLine(line(text), table);
    return estimate.kind === "counted" ? estimate.usda : estimate.reason;
  };
  expect(usdaOf("100 g figs")).toBe(table.names.fig?.food);
  expect(usdaOf("100 g dried figs")).toBe(table.names.fig?.forms?.dried);
  expect(usdaOf("2 cups cooked rice")).toBe(table.names.rice?.forms?.cooked);
  expect(usdaOf("1 cup uncooked rice")).toBe(table.names.rice?.food);
  expect(usdaOf("2 tbsp lemon juice")).toBe(table.names.lemon?.forms?.juice);
  expect(usdaOf("1 can (400 g) chopped tomatoes")).toBe(table.names.tomato?.forms?.canned);
  // Washing a herb is not drying it.
  expect(usdaOf("2 tsp fresh cilantro, rinsed, dried, and chopped")).toBe(table.names.cilantro?.food);
});
