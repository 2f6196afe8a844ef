import fc from "fast-check";
import { expect, test } from "vitest";
import { readLine, table, usdaOf } from "../../tests/nutrition-lines.ts";
import { formatRecipeMarkdown } from "../cookbook/format.ts";
import { allRecipes } from "../cookbook/recipe.ts";
import { normaliseIngredient } from "../food/ingredient-names.ts";
import { nutritionInformation } from "../food/nutrition.ts";
import { adaptRecipe, scaleIngredientLine } from "./adapt.ts";
import { estimateLine, estimateNutrition, isFoodLine, type LineEstimate } from "./nutrition.ts";
import type { IngredientLine, UnderstoodRecipe } from "./recipe-model.ts";
import { understandRecipe } from "./understand.ts";

function grams(text: string): number {
  const estimate: LineEstimate = estimateLine(readLine(text), table);
  if (estimate.kind !== "counted") throw new Error(`${text}: not counted (${estimate.reason})`);
  return Math.round(estimate.grams);
}

test("grams from cups and spoons, by each food's own density", () => {
  expect(grams("1 cup flour")).toBe(125);
  expect(grams("2 tbsp olive oil")).toBe(27);
  expect(grams("1 tsp salt")).toBe(6);
  expect(grams("250 ml milk")).toBe(258);
  // A weight written beside the volume is the recipe's own: it wins over the density.
  expect(grams("1 cup (120 g) flour")).toBe(120);
  expect(grams("2 cups/240g flour")).toBe(240);
  expect(grams("1 cup (240 ml) milk")).toBe(244);
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
  // A size before the piece: the grammar counts "small bunch", the bunch is weighed.
  expect(grams("1 small bunch of cilantro")).toBe(102);
  expect(grams("a thumb-sized piece of ginger")).toBe(5);
  // A food weighed by the head is counted in heads.
  expect(grams("1 cabbage, shredded")).toBe(908);
  expect(grams("2-inch piece ginger")).toBe(10);
  expect(grams("2 (6 oz) salmon fillets")).toBe(340);
  expect(grams("1 8-ounce can tomato sauce")).toBe(227);
});

test("grams from tins, cans and jars: the size written, drained where the line says so", () => {
  expect(grams("1 (400 g) tin chickpeas")).toBe(400);
  expect(grams("1 (400 g) tin chickpeas, drained")).toBe(240);
  expect(grams("2 cans (14½ oz each) no-salt-added diced tomatoes")).toBe(822);
  expect(grams("1 can coconut milk")).toBe(400);
  // A weight in two units is their sum, as US cans are labelled.
  expect(grams("1 can (1 lb, 13 oz) hominy")).toBe(822);
  expect(grams("1 (1 lb 13 oz) can hominy")).toBe(822);
  expect(grams("2 lb 3 oz potatoes")).toBe(992);
  expect(grams("1 kg 500 g potatoes")).toBe(1500);
  expect(grams("1 lb 4 oz ground beef")).toBe(567);
  expect(grams("1 pound 4 ounces ground beef")).toBe(567);
  expect(grams("1 cup 2 tbsp flour")).toBe(grams("1 cup plus 2 tablespoons flour"));
  // A piece with a measure added: the whole is counted, the stick and the spoons.
  expect(grams("1 stick plus 2 tbsp butter")).toBe(grams("1 stick butter") + grams("2 tbsp butter"));
  expect(grams("2 sticks + 1 tablespoon unsalted butter, softened")).toBe(grams("2 sticks unsalted butter") + grams("1 tablespoon unsalted butter"));
});

test("a range counts at its midpoint", () => {
  expect(grams("2-3 cloves garlic")).toBe(8);
  expect(grams("1–2 tbsp olive oil")).toBe(20);
});

test("lines it cannot count are reported with the reason, never guessed", () => {
  const reason = (text: string) => {
    const estimate = estimateLine(readLine(text), table);
    return estimate.kind === "skipped" ? estimate.reason : "counted";
  };
  expect(reason("salt and pepper to taste")).toBe("to-taste");
  expect(reason("2 tbsp unobtainium dust")).toBe("unknown-food");
  expect(reason("1 Tbsp sesame seeds (optional)")).toBe("optional");
  expect(reason("3 slices mango")).toBe("unknown-weight");
  expect(reason("2 bay leaves (discarded)")).toBe("discarded");
  expect(reason("1 cup marinade, to discard")).toBe("discarded");
  expect(reason("½ C coconut milk (or use a spoon to discard visible layer of fat off the top)")).toBe("counted");
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
const UNIT_WORDS = ["g", "cups", "tbsp", "tsp", "oz", "ml", "lb", ""] as const;

/** A recipe written out and read by the reader, every amount `factor` times its own. */
function written(items: readonly { food: string; unit: string; quantity: number }[], factor: number, servings: number): UnderstoodRecipe {
  const lines = items.map(({ food, unit, quantity }) => `- ${(quantity * factor).toFixed(4)} ${unit} ${food}`.replace(/ {2,}/g, " "));
  const recipe = understandRecipe(`# Test\n\nServes ${servings}\n\n## Ingredients\n\n${lines.join("\n")}\n\n## Method\n\n1. Cook.\n`);
  if (recipe === null || recipe.ingredients.length !== items.length) throw new Error("not read line by line");
  return recipe;
}

test("scaling a recipe scales its whole-recipe totals by the same factor and leaves per serving equal", () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ food: fc.constantFrom(...FOODS), unit: fc.constantFrom(...UNIT_WORDS), quantity: fc.double({ min: 0.25, max: 500, noNaN: true }) }), { minLength: 1, maxLength: 12 }),
      fc.integer({ min: 1, max: 8 }),
      fc.constantFrom(0.25, 0.5, 1.5, 2, 3, 8),
      (items, servings, factor) => {
        const base = estimateNutrition(written(items, 1, servings), table, servings);
        const scaled = estimateNutrition(written(items, factor, servings), table, servings * factor);
        expect(scaled.lines.map((l) => l.kind)).toEqual(base.lines.map((l) => l.kind));
        base.total.forEach((value, index) => {
          // Amounts are written to four decimals: a relative error of at most 1e-4 / 0.25.
          expect(Math.abs((scaled.total[index] ?? 0) - value * factor)).toBeLessThanOrEqual(value * factor * 1e-3 + 1e-6);
          expect(Math.abs((scaled.perServing[index] ?? 0) - (base.perServing[index] ?? 0))).toBeLessThanOrEqual((base.perServing[index] ?? 0) * 1e-3 + 1e-6);
        });
      },
    ),
    { numRuns: 60 },
  );
});

// Every cookbook recipe as the product writes it, read once each; scaled by the page's own adapt.
const cookbook = allRecipes.map((recipe) => {
  const markdown = formatRecipeMarkdown(recipe, [], []);
  const understood = understandRecipe(markdown);
  if (understood === null) throw new Error(`${recipe.id}: not read as a recipe`);
  return { id: recipe.id, markdown, understood };
});

test("over the whole cookbook: every line counted or said why, totals finite, per serving the total over the servings", () => {
  let lines = 0;
  let counted = 0;
  let optional = 0;
  for (const { id, understood } of cookbook) {
    const servings = understood.servings ?? 2;
    const estimate = estimateNutrition(understood, table, servings);
    expect(estimate.lines.length, id).toBe(understood.ingredients.length);
    for (const line of estimate.lines) {
      lines++;
      if (line.kind === "skipped" && line.reason === "optional") optional++;
      if (line.kind === "counted") {
        counted++;
        expect(Number.isFinite(line.grams) && line.grams >= 0, `${id}: ${line.text}`).toBe(true);
      }
    }
    estimate.total.forEach((value, index) => {
      expect(Number.isFinite(value) && value >= 0, id).toBe(true);
      expect(estimate.perServing[index] ?? Number.NaN, id).toBeCloseTo(value / servings, 6);
    });
    expect(estimate.total[0], id).toBeGreaterThan(0);
  }
  // Every cookbook food is in the table (src/food/nutrition.test.ts); an optional garnish is never counted, and what is
  // left is "to taste", "a few leaves" and pieces with no weight of their own.
  expect(counted / (lines - optional)).toBeGreaterThanOrEqual(0.95);
});

test("over the whole cookbook: after the page's scaling (x2, x1/3) each line counts the same food, its grams in proportion to its amount as now written", () => {
  const BASE = 6;
  const amountOf = (line: IngredientLine) => (line.quantityUpper === null ? (line.quantity ?? 0) : ((line.quantity ?? 0) + line.quantityUpper) / 2);
  for (const { id, markdown, understood } of cookbook) {
    const base = estimateNutrition(understood, table, BASE);
    for (const factor of [2, 1 / 3]) {
      const adapted = adaptRecipe(markdown, understood, { servings: BASE * factor, units: "as-written", baseServings: BASE });
      const again = understandRecipe(adapted.markdown);
      if (again === null) throw new Error(`${id} x${factor}: not read again`);
      const scaled = estimateNutrition(again, table, BASE * factor);
      expect(scaled.lines.map((l) => l.kind), `${id} x${factor}`).toEqual(base.lines.map((l) => l.kind));
      base.lines.forEach((line, index) => {
        const other = scaled.lines[index];
        const before = understood.ingredients[index];
        const after = again.ingredients[index];
        if (line.kind !== "counted" || other?.kind !== "counted" || before === undefined || after === undefined || before.quantity === null) return;
        expect(other.usda, `${id} x${factor}: ${other.text}`).toBe(line.usda);
        expect(other.retained, `${id} x${factor}: ${other.text}`).toBe(line.retained);
        // A coating or frying oil counts a share of the food it is used on, whose amounts the kitchen rounds apart.
        if (line.retained !== undefined && table.retained[line.retained].of === "food") return;
        // The amount as written after kitchen rounding (½ lemon stays ½ lemon at x½) decides, or a weight written beside
        // it ("½ head of broccoli (about 115 g)"), which scales exactly: the estimate is linear in one of them.
        const ratios = [amountOf(after) / amountOf(before)];
        const [weightBefore, weightAfter] = [before.parsed.equivalents[0], after.parsed.equivalents[0]];
        if (weightBefore !== undefined && weightAfter !== undefined) ratios.push(weightAfter.quantity / weightBefore.quantity);
        // "115 g plus 1 tbsp": each part is rounded apart, so the grams lie between the smallest and largest part's ratio.
        if (before.parsed.plus.length > 0) {
          const parts = [ratios[0] ?? 1, ...before.parsed.plus.map((measure, at) => (after.parsed.plus[at]?.quantity ?? Number.NaN) / measure.quantity)];
          expect(other.grams, `${id} x${factor}: ${other.text}`).toBeGreaterThanOrEqual(line.grams * Math.min(...parts) - 1e-6);
          expect(other.grams, `${id} x${factor}: ${other.text}`).toBeLessThanOrEqual(line.grams * Math.max(...parts) + 1e-6);
          return;
        }
        const nearest = Math.min(...ratios.map((ratio) => Math.abs(other.grams - line.grams * ratio)));
        expect(nearest, `${id} x${factor}: ${line.text} → ${other.text}`).toBeLessThan(1e-6 * Math.max(1, line.grams));
      });
    }
  }
});

test("a line's form picks that form's food: dried figs, cooked rice, lemon juice, a can of tomatoes", () => {
  expect(usdaOf("100 g figs")).toBe(table.names.fig?.food);
  expect(usdaOf("100 g dried figs")).toBe(table.names.fig?.forms?.dried);
  expect(usdaOf("2 cups cooked rice")).toBe(table.names.rice?.forms?.cooked);
  expect(usdaOf("1 cup uncooked rice")).toBe(table.names.rice?.food);
  expect(usdaOf("2 tbsp lemon juice")).toBe(table.names.lemon?.forms?.juice);
  expect(usdaOf("1 can (400 g) chopped tomatoes")).toBe(table.names.tomato?.forms?.canned);
  // Every grain, noodle and dry pulse SR28 also has cooked lists that food as its cooked form.
  expect(usdaOf("8 oz soba noodles, cooked")).toBe("20115");
  expect(usdaOf("2 cups cooked pearl barley")).toBe("20006");
  expect(usdaOf("1 cup cooked black-eyed peas")).toBe("16063");
  // Washing a herb is not drying it.
  expect(usdaOf("2 tsp fresh cilantro, rinsed, dried, and chopped")).toBe(table.names.cilantro?.food);
});

test("a lighter or less salted kind the line names is counted, though the shared names fold it away: skim milk, light sour cream, low-sodium broth", () => {
  const milk = table.names.milk;
  // The cookbook, the have/need marks and the allergy marks still see milk: only the estimate reads the kind.
  expect(normaliseIngredient("skim milk")).toBe("milk");
  expect(normaliseIngredient("light sour cream")).toBe("sour cream");
  expect(usdaOf("1 cup milk")).toBe(milk?.food);
  for (const text of ["1 cup skim milk", "1 cup fat-free milk", "1 cup nonfat milk", "1 cup milk, skimmed"]) expect(usdaOf(text)).toBe(milk?.variants?.["fat free"]);
  expect(usdaOf("1 cup lowfat (1%) milk")).toBe(milk?.variants?.["low fat"]);
  expect(usdaOf("1 cup 2% milk")).toBe(milk?.variants?.["reduced fat"]);
  expect(usdaOf("300 ml semi-skimmed milk")).toBe(milk?.variants?.["reduced fat"]);
  const sourCream = table.names["sour cream"];
  expect(usdaOf("½ cup light sour cream")).toBe(sourCream?.variants?.light);
  expect(usdaOf("1 C fat-free sour cream")).toBe(sourCream?.variants?.["fat free"]);
  // No low-fat kind in SR28: the nearest lighter one, not the full-fat one.
  expect(usdaOf("½ cup low-fat sour cream")).toBe(sourCream?.variants?.light);
  expect(usdaOf("4 ounces reduced-fat cream cheese (Neufchatel)")).toBe(table.names["cream cheese"]?.variants?.["reduced fat"]);
  expect(usdaOf("1 cup part-skim ricotta")).toBe(table.names.ricotta?.variants?.["reduced fat"]);
  expect(usdaOf("2 cups low-sodium chicken broth")).toBe(table.names["chicken stock"]?.variants?.["low sodium"]);
  expect(usdaOf("2 cups chicken broth")).toBe(table.names["chicken stock"]?.food);
  expect(usdaOf("1 tablespoon soy sauce, reduced sodium")).toBe(table.names["soy sauce"]?.variants?.["low sodium"]);
  expect(usdaOf("2 tbsp unsalted butter")).toBe(table.names.butter?.variants?.["low sodium"]);
  // A lighter kind weighs as its food when SR28 gives it no cup or spoon of its own.
  expect(table.foods[table.names.mozzarella?.variants?.["reduced fat"] ?? ""]?.density).toBeNull();
  expect(grams("1 cup shredded part-skim mozzarella cheese")).toBe(grams("1 cup shredded mozzarella cheese"));
  expect(usdaOf("2 tbsp light mayonnaise")).toBe(table.names.mayonnaise?.variants?.light);
  // A salt-free seasoning is not salt.
  const sodium = (text: string) => table.foods[String(usdaOf(text))]?.per100g[7] ?? Number.NaN;
  expect(sodium("1 tsp salt-free seasoning blend")).toBeLessThan(100);
  expect(sodium("1 tsp salt")).toBeGreaterThan(30000);
  // A form wins: nonfat dry milk is the dried milk, already nonfat. Words that name no kind of this food change nothing.
  expect(usdaOf("1 cup nonfat dry milk")).toBe(milk?.forms?.dried);
  expect(usdaOf("2 tbsp light brown sugar")).toBe(table.names["brown sugar"]?.food);
  expect(usdaOf("1 tbsp light soy sauce")).toBe(table.names["soy sauce"]?.food);
  const kcal = (text: string) => table.foods[String(usdaOf(text))]?.per100g[0] ?? Number.NaN;
  expect(kcal("1 cup skim milk")).toBeLessThan(kcal("1 cup milk"));
  // One mechanism for every lighter kind, whichever words stand between the fat and the food.
  const cheddar = table.names.cheddar;
  expect(usdaOf("¼ C reduced-fat shredded cheddar cheese")).toBe(cheddar?.variants?.["reduced fat"]);
  expect(usdaOf("1¼ C (4 oz) low-fat sharp cheddar cheese, finely shredded")).toBe(cheddar?.variants?.["low fat"]);
  expect(usdaOf("1 cup shredded cheddar cheese")).toBe(cheddar?.food);
  expect(usdaOf("40g reduced-fat cheese, grated")).toBe(table.names.cheese?.variants?.["reduced fat"]);
  expect(usdaOf("1 C low-fat cottage cheese")).toBe(table.names["cottage cheese"]?.variants?.["low fat"]);
  expect(usdaOf("1 Tbsp lite soy sauce")).toBe(table.names["soy sauce"]?.variants?.["low sodium"]);
  expect(usdaOf("1 cup low-sodium chicken stock")).toBe(usdaOf("1 cup low-sodium chicken broth"));
  expect(usdaOf("1 can (12 oz) evaporated skim milk")).toBe(table.names["evaporated milk"]?.variants?.["fat free"]);
  // A cup entered by hand weighs the kind SR28 weighs by the slice only: a cup of shredded cheese, 113 g.
  expect(grams("1 cup reduced-fat shredded cheddar cheese")).toBe(113);
});

test("a kind the shared names fold away but SR28 keeps apart: Greek yogurt, a fresh tuna steak", () => {
  const yogurt = table.names.yogurt;
  expect(normaliseIngredient("greek yogurt")).toBe("yogurt");
  expect(usdaOf("1 cup plain yogurt")).toBe(yogurt?.food);
  expect(usdaOf("1 cup plain Greek yogurt")).toBe(yogurt?.variants?.greek);
  expect(usdaOf("4 tablespoons 0%-fat Greek yoghurt")).toBe(yogurt?.variants?.["greek fat free"]);
  expect(usdaOf("1 cup nonfat plain Greek yogurt")).toBe(yogurt?.variants?.["greek fat free"]);
  expect(usdaOf("1 cup low-fat Greek yogurt")).toBe(yogurt?.variants?.["greek low fat"]);
  expect(usdaOf("1 cup fat-free plain yogurt")).toBe(yogurt?.variants?.["fat free"]);
  const protein = (text: string) => table.foods[String(usdaOf(text))]?.per100g[1] ?? Number.NaN;
  expect(protein("1 cup nonfat Greek yogurt")).toBeGreaterThan(protein("1 cup nonfat yogurt") * 1.5);
  // "tuna" is SR28's canned tuna; a steak, a fillet or fresh tuna is SR28's raw yellowfin.
  const tuna = table.names.tuna;
  expect(usdaOf("1 can (5 oz) tuna in water, drained")).toBe(tuna?.food);
  expect(usdaOf("200g canned tuna in springwater, drained")).toBe(tuna?.food);
  for (const text of ["12 oz tuna steaks, cut into 4 portions (3 oz each)", "1 lb fresh tuna", "1 lb ahi tuna, cubed"]) expect(usdaOf(text)).toBe(tuna?.variants?.fresh);
});

test("a food used by a usual amount counts it when the line gives none: water nothing, cooking spray one spray", () => {
  const counted = (text: string) => {
    const estimate = estimateLine(readLine(text), table);
    return estimate.kind === "counted" ? { food: estimate.food, grams: estimate.grams } : estimate.reason;
  };
  expect(counted("Cooking spray")).toEqual({ food: "cooking spray", grams: 0.3 });
  expect(counted("Nonstick cooking spray")).toEqual({ food: "cooking spray", grams: 0.3 });
  expect(counted("Water")).toEqual({ food: "water", grams: 0 });
  // Any other food without an amount is not guessed.
  expect(counted("Olive oil")).toBe("no-amount");
  expect(counted("Salt, to taste")).toBe("to-taste");
});

test("a piece SR28 weighs in its own household weights counts, where no weight was entered by hand: a muffin, a chayote, a container", () => {
  // SR28: "1 muffin" 57 g, "1 chayote (5-3/4\")" 203 g, "1 container (6 oz)" 170 g.
  expect(grams("2 english muffins")).toBe(2 * (table.names["english muffin"]?.pieces?.muffin ?? Number.NaN));
  expect(table.names["english muffin"]?.pieces?.muffin).toBeGreaterThan(50);
  expect(grams("1 medium chayote, chopped")).toBe(203);
  expect(grams("1 container nonfat yogurt")).toBe(170);
  // A weight entered by hand still wins, and a weight SR28 gives of a large one is not any one: "4 new potatoes" are new potatoes.
  expect(grams("4 new (red) potatoes")).toBe(4 * (table.names.potato?.pieces?.new ?? Number.NaN));
  expect(table.names.potato?.pieces?.potato).toBeUndefined();
});

test("a \"divided\" line is counted once: a later line taking the remaining or reserved share of it is counted above", () => {
  const recipe = understandRecipe(
    "# Oil twice\n\nServes 2\n\n## Ingredients\n\n- 2 tablespoons olive oil, divided\n- 1 cup sugar\n\n**For the topping:**\n\n- the remaining olive oil\n- 1 tablespoon of the reserved oil\n- ½ cup of the sugar mixture\n- 1 tablespoon olive oil\n- the juice of 1 lemon\n\n## Method\n\n1. Cook.\n",
  );
  if (recipe === null) throw new Error("not read as a recipe");
  const lines = estimateNutrition(recipe, table, 2).lines;
  expect(lines.map((estimate) => (estimate.kind === "counted" ? estimate.food : estimate.reason))).toEqual(["olive oil", "sugar", "counted-above", "counted-above", "counted-above", "olive oil", "lemon"]);
});

test("dry or cooked as the line says: pulses sold canned have their dry and cooked foods; a food the cook is told to cook is measured as bought", () => {
  const counted = (text: string) => {
    const estimate = estimateLine(readLine(text), table);
    if (estimate.kind !== "counted") throw new Error(`${text}: not counted`);
    return { usda: estimate.usda, kcal: ((table.foods[estimate.usda]?.per100g[0] ?? Number.NaN) * estimate.grams) / 100 };
  };
  for (const name of ["black bean", "pinto bean", "kidney bean", "chickpea", "cannellini bean"]) {
    const forms = table.names[name]?.forms;
    expect(forms?.dried, name).toBeDefined();
    expect(forms?.cooked, name).toBeDefined();
  }
  expect(counted("1 cup dried black beans, soaked").usda).toBe(table.names["black bean"]?.forms?.dried);
  expect(counted("1 lb dry chickpeas").usda).toBe(table.names.chickpea?.forms?.dried);
  expect(counted("2 cups cooked kidney beans, drained").usda).toBe(table.names["kidney bean"]?.forms?.cooked);
  // A cup of dry beans swells to about two and a half cooked: it holds more than twice the energy of a cup of canned.
  expect(counted("1 cup dried pinto beans").kcal).toBeGreaterThan(2 * counted("1 cup canned pinto beans").kcal);
  // "cooked according to the package" tells the cook what to do with what the amount measures: the rice as bought.
  expect(counted("1 cup long-grain rice, cooked according to package directions").usda).toBe(table.names.rice?.food);
  expect(counted("8 oz spaghetti, cooked as directed on the package").usda).toBe(table.names.pasta?.food);
  expect(counted("3 cups cooked rice").usda).toBe(table.names.rice?.forms?.cooked);
});

test("a can of beans counts its liquid unless the line drains it; drained, the can's share that stays is SR28's drained beans", () => {
  const counted = (text: string) => {
    const estimate = estimateLine(readLine(text), table);
    if (estimate.kind !== "counted") throw new Error(`${text}: not counted`);
    return { usda: estimate.usda, grams: Math.round(estimate.grams) };
  };
  for (const name of ["black bean", "kidney bean", "pinto bean", "chickpea"]) {
    const named = table.names[name];
    const asSold = table.foods[named?.food ?? ""];
    const drained = table.foods[named?.forms?.drained ?? ""];
    // Beans without their liquid hold more per 100 g than the can's beans and liquid together.
    expect(drained?.per100g[0], name).toBeGreaterThan((asSold?.per100g[0] ?? Number.NaN) * 1.2);
  }
  expect(counted("1 can (15 oz) black beans")).toEqual({ usda: table.names["black bean"]?.food, grams: 425 });
  expect(counted("1 can (15 oz) black beans, drained and rinsed")).toEqual({ usda: table.names["black bean"]?.forms?.drained, grams: 255 });
  // Rinsed beans have been drained.
  expect(counted("1 can (15 oz) chickpeas, rinsed")).toEqual({ usda: table.names.chickpea?.forms?.drained, grams: 255 });
});

test("a name after a comma is the food when the words before it only describe it", () => {
  const food = (text: string) => {
    const estimate = estimateLine(readLine(text), table);
    return estimate.kind === "counted" ? estimate.food : estimate.reason;
  };
  expect(food("12 oz boneless, skinless chicken breast, cut into thin strips")).toBe("chicken");
  expect(food("4 boneless, skinless chicken breasts (3 oz each)")).toBe("chicken");
});

/** A recipe's counted grams by line text, as the whole-recipe estimate counts them. */
function recipeGrams(markdown: string): Map<string, number> {
  const recipe = understandRecipe(markdown);
  if (recipe === null) throw new Error("not a recipe");
  const estimate = estimateNutrition(recipe, table, 4);
  return new Map(estimate.lines.map((l) => [l.text, l.kind === "counted" ? Math.round(l.grams * 10) / 10 : Number.NaN]));
}

const KEPT = table.retained;

test("a marinade the method discards counts its retained share; one boiled into a sauce counts whole", () => {
  const recipe = (method: string) =>
    recipeGrams(`# Chicken\n\nServes 4\n\n## Ingredients\n\n**For the marinade:**\n\n- 4 tbsp olive oil\n- 2 tbsp honey\n\n**For the chicken:**\n\n- 500 g chicken breast\n\n## Method\n\n${method}\n`);
  const discarded = recipe("1. Marinate the chicken for an hour.\n2. Lift it out of the marinade and grill it.");
  expect(discarded.get("4 tbsp olive oil")).toBeCloseTo(54 * KEPT.marinade.share, 0);
  expect(discarded.get("2 tbsp honey")).toBeCloseTo(42 * KEPT.marinade.share, 0);
  expect(discarded.get("500 g chicken breast")).toBe(500);
  const kept = recipe("1. Marinate the chicken for an hour.\n2. Boil the marinade for 5 minutes and spoon it over.");
  expect(kept.get("4 tbsp olive oil")).toBeCloseTo(54, 0);
  // No label: a step that discards the marinade names the lines it was made of.
  const named = recipeGrams(
    "# Chicken\n\nServes 4\n\n## Ingredients\n\n- 60 ml soy sauce\n- 2 tbsp honey\n- 500 g chicken breast\n- 1 cup cooked rice\n\n## Method\n\n1. Mix the soy sauce and honey, add the chicken and marinate overnight.\n2. Lift out the chicken, discard the marinade and grill it. Serve with the rice.\n",
  );
  expect(named.get("60 ml soy sauce")).toBeCloseTo(64 * KEPT.marinade.share, 0);
  expect(named.get("500 g chicken breast")).toBe(500);
  expect(named.get("1 cup cooked rice")).toBeGreaterThan(150);
});

test("a marinade's group is read whatever its label says: 'Marinade ingredients:' and 'Ingredients for the marinade' discard as 'For the marinade:' does", () => {
  const grams = (marinade: string, chicken: string) =>
    recipeGrams(`# Chicken\n\nServes 4\n\n${marinade}\n\n- 4 tbsp olive oil\n- 2 tbsp honey\n\n${chicken}\n\n- 500 g chicken breast\n\n## Method\n\n1. Marinate the chicken for an hour.\n2. Lift it out of the marinade and grill it.\n`);
  const labelled = grams("## Ingredients\n\n**For the marinade:**", "**For the chicken:**");
  expect(labelled.get("4 tbsp olive oil")).toBeCloseTo(54 * KEPT.marinade.share, 0);
  for (const [marinade, chicken] of [
    ["**Marinade ingredients:**", "**Chicken ingredients:**"],
    ["## Ingredients\n\n### Marinade ingredients", "### Ingredients for the chicken"],
    ["Ingredients for the marinade:", "Ingredients for the chicken:"],
  ] as const) {
    expect(grams(marinade, chicken)).toEqual(labelled);
  }
});

test("a coating shaken off counts what stays on: its share of the coated food's weight, split over its lines", () => {
  const grams = recipeGrams(
    "# Schnitzel\n\nServes 4\n\n## Ingredients\n\n- 500 g pork loin\n- 1 cup flour\n- 2 eggs\n- 1 cup breadcrumbs\n- 1 lemon\n\n## Method\n\n1. Dredge the pork in the flour, dip it in the eggs, then roll it in the breadcrumbs, shaking off the excess.\n2. Bake and serve with the lemon.\n",
  );
  const coating = (grams.get("1 cup flour") ?? 0) + (grams.get("2 eggs") ?? 0) + (grams.get("1 cup breadcrumbs") ?? 0);
  expect(coating).toBeCloseTo(500 * KEPT.coating.share, 0);
  expect(grams.get("500 g pork loin")).toBe(500);
  expect(grams.get("1 lemon")).toBe(58);
  // The line can say it too; never more than the line holds.
  const byLine = recipeGrams("# Chops\n\nServes 4\n\n## Ingredients\n\n- 500 g pork loin\n- 1 cup flour, for dredging\n- 1 tbsp flour, for dusting\n\n## Method\n\n1. Cook.\n");
  expect((byLine.get("1 cup flour, for dredging") ?? 0) + (byLine.get("1 tbsp flour, for dusting") ?? 0)).toBeCloseTo(Math.min(133, 500 * KEPT.coating.share), 0);
});

test("a line that names kitchen equipment is no food: neither counted nor listed as not counted, however it is written", () => {
  const equipment = table.equipment;
  expect(equipment.length).toBeGreaterThan(10);
  const shapes = (thing: string) => [thing, `4 ${thing}s`, `8 wooden ${thing}s, soaked in water`, `${thing}, for lining`, `1 roll ${thing}`];
  // Every phrase of the list in every shape, not a sample: the list is short.
  const counted: string[] = [];
  for (const text of equipment.flatMap(shapes)) {
    const recipe = understandRecipe(`# Kebabs\n\nServes 4\n\n## Ingredients\n\n- 500 g lamb\n- ${text}\n\n## Method\n\n1. Thread and grill.\n`);
    if (recipe === null) throw new Error("not a recipe");
    const estimate = estimateNutrition(recipe, table, 4);
    counted.push(...estimate.lines.filter(isFoodLine).flatMap((l) => (l.text === "500 g lamb" ? [] : [l.text])));
  }
  expect(counted).toEqual([]);
  // A food with an equipment word in its name is food: "rice paper", "string beans", "paper-thin slices of beef".
  for (const food of ["4 sheets rice paper", "200 g string beans", "200 g beef, sliced paper-thin", "1 tbsp foil-wrapped garlic butter"]) {
    expect(isFoodLine(estimateLine(readLine(food), table))).toBe(true);
  }
});

test("salt for the cooking water counts what the boiled food keeps of it, however the line says so; salt in the dish counts whole", () => {
  const PURPOSES = ["for the pasta water", "for boiling", "(for the cooking water)", "for the water", "for salting the water", "to salt the water", "for boiling the potatoes", "for cooking the pasta", "for the boiling water"];
  const SALTS = ["salt", "kosher salt", "sea salt", "table salt"];
  fc.assert(
    fc.property(fc.constantFrom(...PURPOSES), fc.constantFrom(...SALTS), fc.integer({ min: 1, max: 4 }), (purpose, salt, tablespoons) => {
      const recipe = (saltLine: string) =>
        recipeGrams(`# Pasta\n\nServes 4\n\n## Ingredients\n\n- 450 g spaghetti\n- ${saltLine}\n- 2 tbsp olive oil\n\n## Method\n\n1. Boil the spaghetti, drain and toss with the oil.\n`);
      const written = `${tablespoons} tbsp ${salt}, ${purpose}`.replace(", (", " (");
      const whole = recipe(`${tablespoons} tbsp ${salt}`).get(`${tablespoons} tbsp ${salt}`) ?? Number.NaN;
      expect(whole).toBeGreaterThan(0);
      expect(recipe(written).get(written)).toBeCloseTo(whole * KEPT.boiling.share, 0);
    }),
  );
});

test("a frying bath counts the oil the fried food takes up: its share of the food's weight with its coating", () => {
  const chips = recipeGrams("# Chips\n\nServes 4\n\n## Ingredients\n\n- 1 litre vegetable oil, for deep-frying\n- 500 g potatoes\n\n## Method\n\n1. Fry.\n");
  expect(chips.get("1 litre vegetable oil, for deep-frying")).toBeCloseTo(500 * KEPT.frying.share, 0);
  // A deep-frying step heats the largest oil; the oil for the sauce counts whole.
  const fish = recipeGrams(
    "# Fish\n\nServes 4\n\n## Ingredients\n\n- 1 litre vegetable oil\n- 2 tbsp olive oil\n- 500 g cod\n- 1 cup flour\n\n## Method\n\n1. Toss the cod in the flour and shake off the excess.\n2. Heat the vegetable oil in a deep fryer to 180°C and fry the fish.\n3. Drizzle with the olive oil.\n",
  );
  const coating = 500 * KEPT.coating.share;
  expect(fish.get("1 cup flour")).toBeCloseTo(coating, 0);
  expect(fish.get("1 litre vegetable oil")).toBeCloseTo((500 + coating) * KEPT.frying.share, 0);
  expect(fish.get("2 tbsp olive oil")).toBeCloseTo(27, 0);
  // Oil inches or centimetres deep is a bath, however the step heats it.
  for (const heat of ["Heat 2 inches of oil in a heavy pot to 180°C and fry the cod.", "Heat 4 cm of vegetable oil in a wok and fry the cod.", "Pour 3 in of oil into a saucepan, heat it and fry the cod."]) {
    const bath = recipeGrams(`# Fish\n\nServes 4\n\n## Ingredients\n\n- 1 litre vegetable oil\n- 500 g cod\n\n## Method\n\n1. ${heat}\n`);
    expect(bath.get("1 litre vegetable oil"), heat).toBeCloseTo(500 * KEPT.frying.share, 0);
  }
  // The bath a line's extra is for is not counted, and that line's own amount is the dish's (found over the cookbook: churros).
  const dough = recipeGrams("# Churros\n\nServes 4\n\n## Ingredients\n\n- 250 ml water\n- 2 tbsp vegetable oil, plus more for frying\n- 150 g flour\n\n## Method\n\n1. Bring the water and oil to the boil and beat in the flour.\n2. Heat 4 cm of oil and fry the dough.\n");
  expect(dough.get("2 tbsp vegetable oil, plus more for frying")).toBeCloseTo(27, 0);
});

test("the extra a line adds for dusting or frying is not its amount, and a deep frying pan is no frying bath", () => {
  const grams = recipeGrams(
    "# Cakes\n\nServes 4\n\n## Ingredients\n\n- 85 g sugar, plus extra for dusting\n- 2 tbsp vegetable oil, plus more for frying\n- 500 g ground beef\n\n## Method\n\n1. Brown the beef in the oil in a deep frying pan.\n",
  );
  expect(grams.get("85 g sugar, plus extra for dusting")).toBe(85);
  expect(grams.get("2 tbsp vegetable oil, plus more for frying")).toBeCloseTo(27, 0);
});

test("a cut SR28 weighs with its bone counts its edible share by weight; a piece is already edible; boneless is not trimmed", () => {
  const edible = (text: string, name: string) => {
    const food = table.foods[table.names[name]?.food ?? ""];
    if (food?.bone !== true) throw new Error(`${name}: not weighed with its bone in SR28`);
    const estimate = estimateLine(readLine(text), table);
    if (estimate.kind !== "counted") throw new Error(`${text}: not counted`);
    return Math.round(estimate.grams / (1 - food.refuse));
  };
  expect(edible("2 lb pork chops", "pork chop")).toBe(907);
  expect(edible("1 whole chicken (about 3 lb)", "whole chicken")).toBe(1361);
  expect(edible("1 kg chicken wings", "chicken wing")).toBe(1000);
  expect(grams("4 pork chops")).toBe(4 * 178);
  // A skinless cut counts the meat-only food, its bone still left out of a weight as bought.
  const legs = estimateLine(readLine("1 lb skinless chicken legs"), table);
  expect(legs.kind === "counted" && legs.usda).toBe(table.names["chicken leg"]?.forms?.skinless);
  expect(legs.kind === "counted" && Math.round(legs.grams)).toBe(Math.round(453.6 * (1 - (table.foods[table.names["chicken leg"]?.food ?? ""]?.refuse ?? 0))));
  expect(grams("1 lb boneless pork chops")).toBe(454);
  // A cut SR28 weighs without bone is trimmed only when the line says it is on the bone.
  expect(grams("500 g chicken thighs")).toBe(500);
});

test("finer names count their own SR28 food: chicken thigh is not breast, brown rice is not white, snapper is not cod", () => {
  expect(usdaOf("500 g boneless, skinless chicken thighs")).toBe("05096");
  expect(usdaOf("500 g chicken breasts")).toBe("05062");
  expect(usdaOf("1 cup brown rice")).toBe("20036");
  expect(usdaOf("2 cups cooked brown rice")).toBe("20037");
  expect(usdaOf("1 cup basmati rice")).toBe("20044");
  // White fish SR28 holds apart: the first of the alternatives named is the one counted.
  expect(usdaOf("12 oz red snapper, bass, or tilapia fillets")).toBe("15101");
  expect(usdaOf("500 g cod fillets")).toBe("15015");
  expect(usdaOf("500 g haddock")).toBe("15033");
  expect(usdaOf("500 g sea bream")).toBe(table.names["white fish"]?.food);
});

test("an amount read in words or in parts counts as written: \"quarter of a cucumber\", \"1 tbsp plus 1 tsp\", and an extra for the tin is not the dish's", () => {
  const cucumber = estimateLine(readLine("1 cucumber"), table);
  const whole = cucumber.kind === "counted" ? cucumber.grams : Number.NaN;
  expect(grams("quarter of a cucumber, sliced")).toBe(Math.round(whole / 4));
  expect(grams("a third of a cucumber")).toBe(Math.round(whole / 3));
  // 1 tbsp is 14.8 ml and 1 tsp 4.9 ml of olive oil at SR28's 0.912 g/ml.
  const exact = (text: string) => {
    const estimate = estimateLine(readLine(text), table);
    return estimate.kind === "counted" ? estimate.grams : Number.NaN;
  };
  expect(exact("1 tbsp plus 1 tsp olive oil")).toBeCloseTo(exact("1 tbsp olive oil") + exact("1 tsp olive oil"), 6);
  expect(exact("1 cup plus 2 tablespoons flour")).toBeCloseTo(exact("1 cup flour") + exact("2 tablespoons flour"), 6);
  expect(grams("1 tbsp, plus 75 g for coating flour")).toBe(grams("1 tbsp flour"));
  // The page scales every part: the estimate of the scaled line is twice the estimate.
  expect(scaleIngredientLine("1 tbsp plus 1 tsp olive oil", 2)).toBe("2 tbsp plus 2 tsp olive oil");
});

test("foods by class: a name the table lacks counts as its family, and a cup of a food SR28 weighs no cup of is measured as its kind", () => {
  expect(estimateLine(readLine("1 cup porcini, sliced"), table)).toMatchObject({ kind: "counted", food: "mushroom" });
  // A meat or fish by the cup is SR28's cup of diced cooked chicken, 140 g; a cheese as the table's cheese.
  expect(grams("1 cup diced ham")).toBe(140);
  expect(grams("1 cup cooked shrimp")).toBe(140);
  expect(grams("1 cup grated gruyere")).toBe(grams("1 cup grated cheese"));
  expect(grams("1 cup diced gruyere")).toBe(grams("1 cup cheese"));
  // SR28's own piece ("1 fruit", "1 pepper") is one of the food; a food SR28 weighs only large is counted as that.
  expect(grams("2 clementines")).toBe(2 * (table.names.clementine?.pieces?.fruit ?? Number.NaN));
  expect(grams("1 poblano")).toBe(table.names.poblano?.pieces?.pepper);
  expect(grams("1 yellow bell pepper")).toBe(table.names["yellow bell pepper"]?.pieces?.large);
  // Unless FNDDS 2.0 weighs the size written (a turnip: SR28 only large, 183 g; FNDDS medium 122 g).
  expect(grams("1 turnip")).toBe(122);
  // The food names the vocabulary learnt from SR28 are counted as the SR28 food each was read from.
  expect(estimateLine(readLine("200 g beechnuts"), table)).toMatchObject({ kind: "counted", usda: "12077" });
});

test("kinds the shared names fold away: US chili sauce is the tomato one, light coconut milk is coconut milk with water, broth is stock", () => {
  expect(usdaOf("1 cup chili sauce")).toBe("06972");
  // A hot, Asian or British chilli sauce is a thick chile sauce (SR28's sriracha), not the thin pepper sauce "hot sauce" is.
  expect(usdaOf("1 tbsp Asian hot chili sauce")).toBe(table.names["hot sauce"]?.variants?.thick);
  expect(usdaOf("1 tsp chilli sauce")).toBe(table.names["hot sauce"]?.variants?.thick);
  expect(usdaOf("1 tsp hot sauce")).toBe("06168");
  const light = table.foods[usdaOf("1 can light coconut milk")];
  const full = table.foods[usdaOf("1 can coconut milk")];
  expect(light?.per100g[2]).toBeCloseTo((full?.per100g[2] ?? Number.NaN) / 2, 2);
  expect(usdaOf("2 cups broth")).toBe(table.names.stock?.food);
  expect(usdaOf("five spice, to taste")).toBe("to-taste");
});

test("chilli pastes and crisps are not all hot sauce: each counts the SR28 food nearest to what it is, however the line writes it", () => {
  const LINES: Readonly<Record<string, readonly string[]>> = {
    "sambal oelek": ["2 tbsp sambal oelek", "1 tsp sambal", "1 tbsp sambal ulek (chilli paste)", "2 teaspoons Sambal Oelek, or to taste"],
    "chilli garlic sauce": ["1 tbsp chili-garlic sauce", "2 tsp chilli garlic sauce", "1 tablespoon Huy Fong chile garlic sauce", "1 tbsp garlic chili sauce"],
    gochujang: ["2 tbsp gochujang", "1 tbsp gochujang paste", "3 tbsp Korean chilli paste (gochujang)"],
    harissa: ["2 tbsp harissa", "1 tbsp rose harissa", "2 tsp harissa paste", "1 heaped tbsp harissa"],
    "chilli crisp": ["1 tbsp chili crisp", "2 tsp chilli crisp", "1 tbsp crispy chilli oil", "2 tbsp chile crisp, plus more to serve"],
  };
  for (const [name, lines] of Object.entries(LINES)) {
    const food = table.names[name]?.food;
    expect(food, name).toBeDefined();
    for (const text of lines) {
      const estimate = estimateLine(readLine(text), table);
      expect(estimate.kind === "counted" && [estimate.food, estimate.usda], text).toEqual([name, food]);
    }
  }
  // None is the thin vinegar pepper sauce a plain hot sauce is, nor a raw chilli or a dry spice.
  const notThese = new Set([table.names["hot sauce"]?.food, table.names.chilli?.food, table.names.cayenne?.food]);
  expect(Object.keys(LINES).filter((name) => notThese.has(table.names[name]?.food))).toEqual([]);
  // A paste weighs as a paste: a spoon of it is heavier than a spoon of powder.
  expect(grams("1 tbsp harissa")).toBeGreaterThan(grams("1 tbsp chilli powder"));
});

test("a cut the shared names fold into its meat counts SR28's own cut, its bone left out of a weight as bought, however the line names it", () => {
  // Chilli powder's "cuts" are the whole dried chillies a count of its name means, not cuts sold by weight or with a bone
  // (src/recipe/nutrition-reading.test.ts tests them).
  const withCuts = Object.entries(table.names)
    .filter(([name]) => name !== "chilli powder")
    .flatMap(([name, named]) => Object.entries(named.cuts ?? {}).map(([cut, usda]) => ({ name, cut, usda })));
  expect(withCuts.length).toBeGreaterThan(8);
  for (const { name, cut, usda } of withCuts) {
    const food = table.foods[usda];
    if (food === undefined) throw new Error(`${name} ${cut}: no SR28 food ${usda}`);
    // A cut sold with or without its bone ("lamb shoulder") loses it only when the line says bone-in.
    const asBought = food.bone === true && table.names[name]?.boneWhenSaid?.includes(cut) !== true;
    const shapes = [
      [`2 lb ${name} ${cut}s`, 907.2, asBought],
      [`1 kg ${cut} of ${name}`, 1000, asBought],
      [`1.5 kg bone-in ${name} ${cut}, trimmed`, 1500, true],
      [`1 kg boneless ${name} ${cut}`, 1000, false],
    ] as const;
    for (const [text, weight, trimmed] of shapes) {
      const estimate = estimateLine(readLine(text), table);
      expect(estimate.kind === "counted" && [estimate.food, estimate.usda], text).toEqual([name, usda]);
      expect(estimate.kind === "counted" && Math.round(estimate.grams), text).toBe(Math.round(weight * (trimmed ? 1 - food.refuse : 1)));
    }
  }
  // A bone-in cut really loses its bone: the lamb shank SR28 weighs is half bone.
  expect(grams("1 kg lamb shanks")).toBeLessThan(600);
  expect(grams("600 g lamb shoulder, diced")).toBe(600);
  expect(usdaOf("500 g lamb, diced")).toBe(table.names.lamb?.food);
  // Ribs however a cook names them are pork's ribs (the shared names fold them into pork).
  for (const text of ["2 racks baby back ribs (about 4 lbs total)", "3 lb spare ribs", "2 lb spareribs", "1.5 kg pork ribs"]) {
    const estimate = estimateLine(readLine(text), table);
    expect(estimate.kind === "counted" && estimate.usda, text).toBe(text.includes("back") ? table.names.pork?.cuts?.["back rib"] : table.names.pork?.cuts?.["spare rib"]);
  }
  // A part is not weighed as the whole SR28 weighs its food by: two duck breasts are not two half ducks (606 g each).
  const breasts = estimateLine(readLine("2 duck breasts"), table);
  expect(breasts.kind === "counted" ? breasts.grams < 800 : breasts.reason).toBe(breasts.kind === "counted" ? true : "unknown-weight");
  // Of alternatives, the first cut named is counted.
  expect(usdaOf("600 g pork (belly or shoulder)")).toBe(table.names.pork?.cuts?.belly);
  expect(usdaOf("600 g pork (shoulder or belly)")).toBe(table.names.pork?.cuts?.shoulder);
});

test("the animal itself, counted with no part named, is the whole animal; a weight or a part is the meat", () => {
  const animals = Object.entries(table.names).flatMap(([name, named]) => (named.whole === undefined ? [] : [{ name, whole: named.whole }]));
  expect(animals.map((animal) => animal.name)).toContain("chicken");
  for (const { name, whole } of animals) {
    for (const text of [`1 (3 lb) ${name}`, `1 ${name} (about 1.5 kg)`, `2 ${name}s`, `1 large free-range ${name}`, `1 ${name}, cut into 8 pieces`]) {
      const estimate = estimateLine(readLine(text), table);
      expect(estimate.kind === "counted" && estimate.food, text).toBe(whole);
    }
    for (const text of [`3 lb ${name}`, `500 g ${name}, diced`, `8 pieces of ${name}`]) {
      const estimate = estimateLine(readLine(text), table);
      expect(estimate.kind === "counted" && estimate.food, text).toBe(name);
    }
  }
  expect(usdaOf("4 chicken breasts")).toBe(table.names.chicken?.food);
  expect(usdaOf("2 (6 oz) chicken breasts")).toBe(table.names.chicken?.food);
  // "1 (3 lb) chicken" is the bird as bought: its bones are left out.
  const bird = table.foods[table.names["whole chicken"]?.food ?? ""];
  expect(grams("1 (3 lb) chicken")).toBe(Math.round(1360.8 * (1 - (bird?.refuse ?? 0))));
});

test("a step that takes the skin off counts the meat without it, however it says so; skin kept or another food's skin changes nothing", () => {
  const chicken = table.names["whole chicken"];
  const withSkin = table.foods[chicken?.food ?? ""];
  const meat = table.foods[chicken?.forms?.skinless ?? ""];
  if (withSkin === undefined || meat === undefined) throw new Error("whole chicken: no skinless form");
  const bird = (method: string) => {
    const recipe = understandRecipe(`# Chicken\n\nServes 4\n\n## Ingredients\n\n- 1 (3 lb) chicken\n- 2 red peppers\n\n## Method\n\n1. Roast the chicken and the peppers.\n2. ${method}\n`);
    if (recipe === null) throw new Error("not a recipe");
    const first = estimateNutrition(recipe, table, 4).lines[0];
    return first?.kind === "counted" ? [first.usda, Math.round(first.grams)] : null;
  };
  const skinned = [chicken?.forms?.skinless, Math.round(1360.8 * (1 - meat.refuse))];
  for (const method of ["Remove and discard the skin and bones, and shred the meat.", "Pull off the skin before serving.", "Skin the chicken and carve it.", "Serve the chicken without the skin.", "Take the skin off the chicken."]) {
    expect(bird(method), method).toEqual(skinned);
  }
  const kept = [chicken?.food, Math.round(1360.8 * (1 - withSkin.refuse))];
  for (const method of ["Carve the chicken, skin side up, and serve.", "Peel the skin off the peppers.", "Serve with crisp skin."]) {
    expect(bird(method), method).toEqual(kept);
  }
});

test("salt a recipe's steps use only for the cooking water counts what the boiled food keeps; salt the steps also season with counts whole", () => {
  const FOR_WATER = [
    "Cook the spaghetti in a large pot of boiling salted water until al dente, then drain.",
    "Bring a large pot of water to a boil and add the salt. Cook the spaghetti and drain.",
    "Salt the pasta water generously and cook the spaghetti in it. Drain.",
    "Boil the spaghetti in well salted water; drain.",
  ];
  const SEASONING = [
    "Cook the spaghetti in salted water. Drain and season with salt and pepper.",
    "Boil the spaghetti, drain, and toss with the oil and the salt.",
    "Cook the spaghetti in boiling water. Drain and sprinkle with the salt.",
    // Water that stays with the food: a dough, a pot of rice, a pickling liquid (found over the cookbook).
    "Bring the water and salt to the boil, then beat in the spaghetti.",
    "Add the salt to the boiling water with the spaghetti and simmer until the water is absorbed.",
  ];
  const SALTS = ["1 tbsp salt", "2 tsp kosher salt", "1 tablespoon sea salt"];
  const saltOf = (saltLine: string, method: string) =>
    recipeGrams(`# Pasta\n\nServes 4\n\n## Ingredients\n\n- 450 g spaghetti\n- ${saltLine}\n- 2 tbsp olive oil\n\n## Method\n\n1. ${method}\n2. Toss with the olive oil.\n`).get(saltLine) ?? Number.NaN;
  for (const salt of SALTS) {
    const whole = grams(salt);
    for (const method of FOR_WATER) expect(saltOf(salt, method), `${salt} / ${method}`).toBeCloseTo(whole * KEPT.boiling.share, 0);
    for (const method of SEASONING) expect(saltOf(salt, method), `${salt} / ${method}`).toBeCloseTo(whole, 0);
    // A line that says what else it is for, or that it is shared out, is not only the water's.
    expect(saltOf(`${salt}, divided`, FOR_WATER[0] ?? "")).toBeCloseTo(whole, 0);
  }
});

test("oil for the cooking water counts what stays on the drained food, however the line says so; oil in the dish counts whole", () => {
  for (const text of ["1 tbsp olive oil, for the pasta water", "2 tbsp vegetable oil (for the cooking water)", "1 tsp oil, for boiling", "1 tbsp olive oil, to add to the boiling water"]) {
    const written = recipeGrams(`# Pasta\n\nServes 4\n\n## Ingredients\n\n- 450 g spaghetti\n- ${text}\n\n## Method\n\n1. Boil the spaghetti and drain.\n`);
    const whole = grams(text.replace(/,? ?\(?(?:for|to add).*$/, ""));
    expect(written.get(text), text).toBeCloseTo(whole * KEPT.boilingOil.share, 0);
  }
  expect(recipeGrams("# Pasta\n\nServes 4\n\n## Ingredients\n\n- 450 g spaghetti\n- 2 tbsp olive oil\n\n## Method\n\n1. Boil the spaghetti, drain and toss with the oil.\n").get("2 tbsp olive oil")).toBeCloseTo(27, 0);
});

test("a marinade the meat is lifted out of counts its retained share, however the step says so; one kept for basting counts whole", () => {
  const recipe = (lift: string) =>
    recipeGrams(`# Chicken\n\nServes 4\n\n## Ingredients\n\n- 500 g chicken thighs\n- 120 ml soy sauce\n- 60 ml olive oil\n\n## Method\n\n1. Marinate the chicken in the soy sauce and olive oil for 2 hours.\n2. ${lift}\n3. Grill until cooked through.\n`);
  const [soy, oil] = [grams("120 ml soy sauce"), grams("60 ml olive oil")];
  for (const lift of ["Remove the chicken from the marinade and pat dry.", "Lift the chicken out of the marinade.", "Take the chicken out of its marinade.", "Drain the chicken from the marinade."]) {
    const grams = recipe(lift);
    expect(grams.get("120 ml soy sauce"), lift).toBeCloseTo(soy * KEPT.marinade.share, 0);
    expect(grams.get("60 ml olive oil"), lift).toBeCloseTo(oil * KEPT.marinade.share, 0);
    expect(grams.get("500 g chicken thighs"), lift).toBe(500);
  }
  for (const keep of ["Remove the chicken from the marinade, reserving the marinade for basting.", "Remove the chicken and boil the marinade for 5 minutes to make a sauce."]) {
    expect(recipe(keep).get("120 ml soy sauce"), keep).toBeCloseTo(soy, 0);
  }
});

test("a dredge or a breading counts what stays on though no step says the excess is shaken off; a toss in oil counts whole", () => {
  const recipe = (method: string) =>
    recipeGrams(`# Cutlets\n\nServes 4\n\n## Ingredients\n\n- 500 g chicken breasts\n- 1 cup flour\n- 2 eggs\n- 1 cup breadcrumbs\n- 2 tbsp olive oil\n\n## Method\n\n1. ${method}\n2. Bake until golden.\n`);
  for (const method of [
    "Dredge the chicken in the flour, dip it in the eggs, then coat it in the breadcrumbs.",
    "Dip the chicken in the flour, then the eggs, then roll in the breadcrumbs.",
    "Bread the chicken with the flour, eggs and breadcrumbs.",
  ]) {
    const grams = recipe(method);
    const coating = (grams.get("1 cup flour") ?? 0) + (grams.get("2 eggs") ?? 0) + (grams.get("1 cup breadcrumbs") ?? 0);
    expect(coating, method).toBeCloseTo(500 * KEPT.coating.share, 0);
    expect(grams.get("2 tbsp olive oil"), method).toBeCloseTo(27, 0);
  }
  // A step may name a food by one word of its line: "coat in the panko" names "1 cup panko breadcrumbs".
  const panko = recipeGrams(
    "# Shrimp\n\nServes 4\n\n## Ingredients\n\n- 500 g shrimp\n- 1 cup flour\n- 2 eggs\n- 1 cup panko breadcrumbs\n\n## Method\n\n1. Dredge the shrimp in the flour, dip in the eggs, then coat in the panko.\n",
  );
  expect((panko.get("1 cup flour") ?? 0) + (panko.get("2 eggs") ?? 0) + (panko.get("1 cup panko breadcrumbs") ?? 0)).toBeCloseTo(500 * KEPT.coating.share, 0);
  // Tossing or coating alone keeps all of it.
  const tossed = recipe("Toss the chicken in the olive oil and coat it with the flour, eggs and breadcrumbs.");
  expect(tossed.get("2 tbsp olive oil")).toBeCloseTo(27, 0);
  expect(tossed.get("1 cup flour")).toBeGreaterThan(100);
});

test("the salt of a brine counts what the food takes up, however the line, its group or a step says so; its sugar counts a marinade's share", () => {
  const brined = (ingredients: string, method: string) =>
    recipeGrams(`# Chops\n\nServes 4\n\n## Ingredients\n\n- 900 g pork chops\n${ingredients}\n- 1 tbsp salt\n- 1 tsp black pepper\n\n## Method\n\n1. ${method}\n2. Pat dry, season with the salt and pepper and grill.\n`);
  const kept = (salt: string) => Math.min(grams(salt), 900 * (1 - (table.foods[table.names["pork chop"]?.food ?? ""]?.refuse ?? 0)) * KEPT.brine.share);
  const cases = [
    ["- 1/4 cup salt, for the brine", "Soak the chops for an hour.", "1/4 cup salt, for the brine"],
    ["- 1/2 cup kosher salt (for brining)", "Soak the chops for an hour.", "1/2 cup kosher salt (for brining)"],
    ["\n**For the brine:**\n\n- 1/4 cup salt\n- 2 litres water\n\n**For the chops:**\n", "Soak the chops for an hour.", "1/4 cup salt"],
    ["- 1/4 cup sea salt", "Brine the chops in the sea salt and 2 litres of water for an hour.", "1/4 cup sea salt"],
    ["- 1/3 cup kosher salt", "Dissolve the kosher salt in 2 litres of water and soak the chops in the brine for an hour.", "1/3 cup kosher salt"],
  ] as const;
  for (const [ingredients, method, saltLine] of cases) {
    const grams = brined(ingredients, method);
    expect(grams.get(saltLine), `${saltLine} / ${method}`).toBeCloseTo(kept(saltLine), 1);
    // The salt to season is the dish's.
    expect(grams.get("1 tbsp salt"), `${saltLine} / ${method}`).toBeCloseTo(18, 0);
  }
  const sugar = brined("- 1/4 cup salt\n- 1/4 cup sugar", "Dissolve the salt and sugar in 2 litres of water and brine the chops for an hour.");
  expect(sugar.get("1/4 cup sugar")).toBeCloseTo(grams("1/4 cup sugar") * KEPT.marinade.share, 0);
  // Vegetables pickled in a brine stay in it: its salt counts whole.
  const pickle = recipeGrams("# Pickles\n\nServes 4\n\n## Ingredients\n\n- 10 jalapenos\n- 250 ml vinegar\n- 1 tbsp salt\n\n## Method\n\n1. Bring the vinegar and salt to the boil, stirring to dissolve.\n2. Pour the hot brine over the jalapenos.\n");
  expect(pickle.get("1 tbsp salt")).toBeCloseTo(18, 0);
  expect(pickle.get("250 ml vinegar")).toBeGreaterThan(200);
  // No brine: salt counts whole.
  expect(brined("- 1/4 cup salt", "Rub the chops with the salt.").get("1/4 cup salt")).toBeCloseTo(grams("1/4 cup salt"), 0);
});

test("a skin-on cut counts its food with skin, its bone left out by weight when bone-in; a step that takes the skin off counts less", () => {
  const skinned = Object.entries(table.names).flatMap(([name, named]) => (named.forms?.skin === undefined ? [] : [{ name, usda: named.forms.skin }]));
  expect(skinned.map((entry) => entry.name)).toEqual(expect.arrayContaining(["chicken", "chicken thigh"]));
  for (const { name, usda } of skinned) {
    const food = table.foods[usda];
    if (food === undefined) throw new Error(`${name}: no SR28 food ${usda}`);
    const word = name === "chicken" ? "chicken breasts" : `${name}s`;
    for (const [text, weight] of [
      [`2 lb bone-in, skin-on ${word}`, 907.2 * (1 - food.refuse)],
      [`1 kg bone-in skin-on ${word}`, 1000 * (1 - food.refuse)],
      [`1 lb boneless, skin-on ${word}`, 453.6],
      [`500 g ${word} with the skin`, food.bone === true ? 500 * (1 - food.refuse) : 500],
    ] as const) {
      const estimate = estimateLine(readLine(text), table);
      expect(estimate.kind === "counted" && [estimate.usda, Math.round(estimate.grams)], text).toEqual([usda, Math.round(weight)]);
    }
    // Not said: the name's own food.
    expect(usdaOf(`4 ${word}`)).toBe(table.names[name]?.food);
  }
  const thighs = (method: string) => recipeGrams(`# Thighs\n\nServes 4\n\n## Ingredients\n\n- 2 lb bone-in, skin-on chicken thighs\n\n## Method\n\n1. ${method}\n`).get("2 lb bone-in, skin-on chicken thighs") ?? Number.NaN;
  expect(thighs("Brown the thighs, then remove and discard the skin.")).toBeLessThan(thighs("Roast the thighs skin side up until crisp."));
});
