import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { buildNutrition } from "../../scripts/build-nutrition.ts";
import { findFood } from "./nutrition.ts";
import { nutritionFoodsSchema } from "./nutrition-schema.ts";

const { table, problems } = buildNutrition();

test("the food list is valid, every name canonical and every SR28 number present", () => {
  expect(nutritionFoodsSchema.safeParse(JSON.parse(readFileSync("data/nutrition-foods.json", "utf8"))).success).toBe(true);
  expect(problems).toEqual([]);
  expect(Object.keys(table.names).length).toBeGreaterThan(200);
  // Per 100 g from SR28 itself: raw onion is 40 kcal, olive oil 884.
  const kcalOf = (name: string) => table.foods[table.names[name]?.food ?? ""]?.per100g[0];
  expect(kcalOf("onion")).toBe(40);
  expect(kcalOf("olive oil")).toBe(884);
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



test("a food named with what is in it is that food: \"tomatoes with basil\" are tomatoes", () => {
  const tomatoes = findFood(table, "no-salt-added diced tomatoes");
  expect(tomatoes).not.toBeNull();
  expect(findFood(table, "no-salt-added diced tomatoes with basil", "garlic, and oregano")).toBe(tomatoes);
  expect(findFood(table, "chicken breast with skin")).toBe(findFood(table, "chicken breast"));
  // Without "with", nothing changes.
  expect(findFood(table, "basil")).toBe("basil");
});

test("tofu is firm tofu as sold, and a frozen stir-fry mix is not SR28's corn-and-lima-bean mixed vegetables", () => {
  const kcalOf = (name: string) => table.foods[table.names[name]?.food ?? ""]?.per100g[0] ?? Number.NaN;
  // SR28's packaged firm tofus are 74–85 kcal/100 g; its pressed "raw, firm" tofu is 144.
  expect(kcalOf("tofu")).toBeGreaterThan(70);
  expect(kcalOf("tofu")).toBeLessThan(90);
  // SR28's "Vegetables, mixed, frozen" (corn, lima beans, peas) is 72 kcal/100 g.
  expect(kcalOf("stir fry")).toBeLessThan(40);
});

test("a lighter kind is one mechanism: the plain food's name, whose kind the estimate reads from the line's words", () => {
  // No name in the table is a lighter kind of another ("low fat cheddar", "lite soy sauce"): those are `variants`.
  const lighter = /\b(?:low fat|reduced fat|nonfat|fat free|skim|part skim|lite|light|low sodium|greek)\b/;
  expect(Object.keys(table.names).filter((name) => lighter.test(name))).toEqual([]);
  expect(findFood(table, "reduced-fat shredded cheddar cheese")).toBe("cheddar");
  expect(findFood(table, "low-fat sharp cheddar cheese")).toBe("cheddar");
  expect(findFood(table, "low-fat cottage cheese")).toBe("cottage cheese");
  expect(findFood(table, "reduced-fat cream cheese")).toBe("cream cheese");
  expect(findFood(table, "lite soy sauce")).toBe("soy sauce");
  expect(findFood(table, "shredded cheddar cheese")).toBe("cheddar");
});
