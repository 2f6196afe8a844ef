import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { expect, test } from "vitest";
import { isWellFormed, kitchenTolerance } from "../../tests/kitchen-rounding.ts";
import { formatRecipeMarkdown } from "../cookbook/format.ts";
import { allRecipes } from "../cookbook/recipe.ts";
import { scaleIngredientLine } from "./adapt.ts";
import { isEachOne } from "./amount.ts";
import { parseIngredientLine } from "./ingredient-line.ts";
import { understandRecipe } from "./understand.ts";
import { UNITS, type Unit } from "./vocabulary.ts";

/**
 * An amount written in two units of one kind ("1 lb 4 oz", "1 cup 2 tbsp", "1 kg 200 g", "1 gal 1 qt"):
 * one amount, their sum, read, scaled, converted and weighed as one (decision 016, addendum of 2026-11-29).
 */

function unit(name: string): Unit {
  const found = UNITS.get(name);
  if (found === undefined) throw new Error(name);
  return found;
}

/** The amount a line reads, in grams or millilitres. */
function base(line: string): number {
  const read = parseIngredientLine(line);
  if (read.quantity === null || read.unit === null) return Number.NaN;
  return read.quantity * unit(read.unit).baseFactor;
}

test.each([
  ["1 lb 4 oz ground beef", 1.25, "lb", "ground beef"],
  ["1 pound 4 ounces ground beef", 1.25, "lb", "ground beef"],
  ["1lb 4oz ground beef", 1.25, "lb", "ground beef"],
  ["1 lb. 4 oz. ground beef", 1.25, "lb", "ground beef"],
  ["2 lbs 8 ozs potatoes", 2.5, "lb", "potatoes"],
  ["1 cup 2 tbsp flour", 1.125, "cup", "flour"],
  ["¾ cup 2 tbsp sugar", 0.875, "cup", "sugar"],
  ["3 qts 2 cups water", 3.5, "quart", "water"],
  ["1 gal 1 qt milk", 1.25, "gallon", "milk"],
  ["1 kg 200 g flour", 1.2, "kg", "flour"],
  ["1 tbsp 1 tsp olive oil", 4 / 3, "tbsp", "olive oil"],
  ["1 l 250 ml stock", 1.25, "l", "stock"],
  // A weight as US cans are labelled: a comma, or "and", between.
  ["1 lb, 4 oz ground beef", 1.25, "lb", "ground beef"],
  ["1 lb and 4 oz ground beef", 1.25, "lb", "ground beef"],
])("%j is one amount, the sum of its parts", (line, quantity, unitName, name) => {
  const read = parseIngredientLine(line);
  expect(read.quantity).toBeCloseTo(quantity, 6);
  expect(read.unit).toBe(unitName);
  expect(read.name).toBe(name);
  expect(read.plus).toEqual([]);
});

test.each([
  // Not one kind, not smaller after larger, not one system, not a count: two things, or the first amount only.
  ["2 eggs 1 cup milk", 2, null],
  ["2 cups 1 cup water", 2, "cup"],
  ["100 g 2 tbsp butter", 100, "g"],
  ["4 oz 1 lb beef", 4, "oz"],
  ["1 kg 4 oz flour", 1, "kg"],
  ["1 lb 100 g flour", 1, "lb"],
  ["1-2 lb 4 oz beef", 1, "lb"],
  // A comma between volumes is a list, not one amount.
  ["1 cup, 2 tbsp reserved", 1, "cup"],
])("%j is not one amount in two units", (line, quantity, unitName) => {
  const read = parseIngredientLine(line);
  expect(read.quantity).toBe(quantity);
  expect(read.unit).toBe(unitName);
  expect(read.amount?.parts ?? []).toEqual([]);
});

/** Pairs a recipe writes an amount in: the larger unit, then the smaller, in one system, each as one and as many. */
const PAIRS: readonly (readonly [readonly [string, string], readonly [string, string], number])[] = [
  // [larger, smaller, smaller units in one larger]
  [["lb", "lb"], ["oz", "oz"], 16],
  [["pound", "pounds"], ["ounce", "ounces"], 16],
  [["kg", "kg"], ["g", "g"], 1000],
  [["cup", "cups"], ["tbsp", "tbsp"], 16],
  [["cup", "cups"], ["tablespoon", "tablespoons"], 16],
  [["gal", "gal"], ["qt", "qt"], 4],
  [["qt", "qts"], ["cup", "cups"], 4],
  [["tbsp", "tbsp"], ["tsp", "tsp"], 3],
  [["l", "l"], ["ml", "ml"], 1000],
];

const compounds = fc
  .record({
    pair: fc.constantFrom(...PAIRS),
    large: fc.integer({ min: 1, max: 9 }),
    share: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    food: fc.constantFrom("flour", "ground beef", "milk", "water", "sugar"),
  })
  .map(({ pair: [larger, smaller, within], large, share, food }) => {
    // Whole smaller units below one larger ("1 lb 4 oz", "1 kg 250 g", "1 gal 3 qt").
    const small = Math.max(1, Math.min(within - 1, Math.round(share * within)));
    const largeUnit = parseIngredientLine(`1 ${larger[0]} x`).unit ?? "";
    const smallUnit = parseIngredientLine(`1 ${smaller[0]} x`).unit ?? "";
    const grams = large * unit(largeUnit).baseFactor + small * unit(smallUnit).baseFactor;
    const text = `${large} ${larger[large > 1 ? 1 : 0]} ${small} ${smaller[small > 1 ? 1 : 0]} ${food}`;
    return { text, grams, smallUnit, food };
  });

/** How far a written amount may be from the exact one, in grams or millilitres: the smaller unit's kitchen rounding. */
function tolerance(grams: number, smallUnit: string): number {
  const factor = unit(smallUnit).baseFactor;
  // The unit tables disagree in the ninth figure (16 oz is 453.592368 g, a pound 453.59237 g).
  return kitchenTolerance(grams / factor, smallUnit) * factor * (1 + 1e-6);
}

test("an amount in two units reads as the sum of its parts in grams or millilitres", () => {
  fc.assert(
    fc.property(compounds, ({ text, grams, food }) => {
      expect(base(text), text).toBeCloseTo(grams, 6);
      expect(parseIngredientLine(text).name).toBe(food);
    }),
    { numRuns: 1000 },
  );
});

test("scaled by k it reads back as k × the sum, well formed, and scaled back by 1/k as the sum again", () => {
  fc.assert(
    fc.property(compounds, fc.constantFrom(2, 3, 4, 0.5, 1 / 3, 1.5), ({ text, grams, smallUnit, food }, factor) => {
      const scaled = scaleIngredientLine(text, factor);
      const read = parseIngredientLine(scaled);
      const written = read.amount ? scaled.slice(read.amount.start, read.amount.end) : "";
      expect(isWellFormed(written), `${text} × ${factor} → ${scaled}`).toBe(true);
      expect(read.name, scaled).toBe(food);
      expect(Math.abs(base(scaled) - grams * factor), `${text} × ${factor} → ${scaled}`).toBeLessThanOrEqual(tolerance(grams * factor, smallUnit));
      const back = scaleIngredientLine(scaled, 1 / factor);
      // Two roundings, there and back; written there in one unit ("2 ¼ cups", "5 lb"), back it rounds as that unit does.
      const there = parseIngredientLine(scaled);
      const again = there.amount?.parts.length === 0 && there.unit !== null ? tolerance(grams, there.unit) : tolerance(grams, smallUnit);
      expect(Math.abs(base(back) - grams), `${text} × ${factor} → ${scaled} → ${back}`).toBeLessThanOrEqual(tolerance(grams, smallUnit) + again);
    }),
    { numRuns: 2000 },
  );
});

test("written as one amount, each part is less than one of the unit before it", () => {
  fc.assert(
    fc.property(compounds, fc.constantFrom(2, 3, 4, 0.5, 1 / 3, 1.5, 2.5), ({ text }, factor) => {
      const scaled = scaleIngredientLine(text, factor);
      const parts = parseIngredientLine(scaled).amount?.parts ?? [];
      for (const [index, part] of parts.entries()) {
        const before = parts[index - 1];
        if (before?.unit && part.unit) expect(part.quantity * part.unit.baseFactor, `${text} × ${factor} → ${scaled}`).toBeLessThan(before.unit.baseFactor);
      }
    }),
    { numRuns: 1000 },
  );
});

const root = new URL("../../tests/fixtures/recipes/", import.meta.url);

/** Every recipe the recipe tests read (the open collections' tuning parts, people's and models' replies) and the cookbook's. */
function corpus(): string[] {
  const found: string[] = [];
  for (const collection of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    const expected = JSON.parse(readFileSync(new URL(`${collection}/expected.json`, root), "utf8")) as { file: string; heldOut?: boolean }[];
    for (const entry of expected) if (entry.heldOut !== true) found.push(readFileSync(new URL(`${collection}/${entry.file}`, root), "utf8"));
  }
  return [...found, ...allRecipes.map((recipe) => formatRecipeMarkdown(recipe, [], []))];
}

/** Each measure a line reads, in grams or millilitres, in order: the amount, what is added, what is written beside it. */
function measuresOf(text: string): { grams: number; kind: string; parts: number }[] {
  const read = parseIngredientLine(text);
  const measures = [read.amount, ...read.plus, ...(read.amount?.equivalents ?? []), ...read.equivalents.filter((measure) => !isEachOne(text, measure))];
  return measures.flatMap((measure) => (measure?.unit?.convertible ? [{ grams: measure.quantity * measure.unit.baseFactor, kind: measure.unit.type, parts: measure.parts.length }] : []));
}

test("every line of every corpus with an amount in two units reads as their sum and scales by 2, ½, 3 and ⅓ as one", () => {
  let lines = 0;
  for (const markdown of corpus()) {
    for (const line of understandRecipe(markdown)?.ingredients ?? []) {
      const read = parseIngredientLine(line.text);
      const measures = [read.amount, ...read.plus, ...(read.amount?.equivalents ?? []), ...read.equivalents];
      if (!measures.some((measure) => (measure?.parts.length ?? 0) > 1)) continue;
      lines++;
      for (const measure of measures) {
        if (!measure || measure.parts.length < 2) continue;
        const sum = measure.parts.reduce((grams, part) => grams + part.quantity * (part.unit?.baseFactor ?? Number.NaN), 0);
        expect(measure.quantity * (measure.unit?.baseFactor ?? Number.NaN), line.text).toBeCloseTo(sum, 6);
      }
      const before = measuresOf(line.text);
      for (const factor of [2, 0.5, 3, 1 / 3]) {
        const scaled = scaleIngredientLine(line.text, factor);
        const after = measuresOf(scaled);
        expect(after.map((measure) => measure.kind), `${line.text} × ${factor} → ${scaled}`).toEqual(before.map((measure) => measure.kind));
        before.forEach((measure, index) => {
          const grams = after[index]?.grams ?? Number.NaN;
          // Within the coarsest kitchen step that can write it: an eighth of a cup or pound, a scale's step.
          expect(Math.abs(grams - measure.grams * factor), `${line.text} × ${factor} → ${scaled}`).toBeLessThanOrEqual(Math.max(0.06 * measure.grams * factor, 15));
        });
      }
    }
  }
  console.log(`amounts in two units in the corpora (tuning parts and the cookbook): ${lines} lines, each read as one and scaled by 2, ½, 3, ⅓`);
  expect(lines).toBeGreaterThan(0);
});
