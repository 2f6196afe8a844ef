import { existsSync, readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { TIMEOUTS } from "../../tests/timeouts.ts";
import { isWellFormed, kitchenTolerance } from "../../tests/kitchen-rounding.ts";
import { formatRecipeMarkdown } from "../cookbook/format.ts";
import { allRecipes } from "../cookbook/recipe.ts";
import { adaptRecipe } from "./adapt.ts";
import { understandRecipe } from "./understand.ts";
import { UNITS } from "./vocabulary.ts";

/**
 * Every line, not the first: for every ingredient line with an amount in every corpus recipe (people's,
 * models', the cookbook's, the open collections; their held-out thirds counted apart and their misses
 * never printed), scale the recipe by 2, ½, 3 and ⅓, read the rewritten recipe again with the same
 * reader, and require k × the original amount within kitchen rounding, the same unit, and well-formed text.
 * A folder with a `files.json` (royal-cook-book) is checked on every file it lists, not only the hand-checked ones.
 */
const FACTORS = [2, 1 / 2, 3, 1 / 3] as const;
// An even base, so that each factor gives whole servings.
const BASE = 6;

interface Tally {
  readonly name: string;
  readonly heldOut: boolean;
  lines: number;
  right: number;
  readonly misses: string[];
}

const root = new URL("../../tests/fixtures/recipes/", import.meta.url);

function corpus(): { collection: string; heldOut: boolean; name: string; markdown: string }[] {
  const found: { collection: string; heldOut: boolean; name: string; markdown: string }[] = [];
  for (const collection of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    // A folder whose every file is listed in `files.json` (with its own held-out third) is checked whole; else its hand-checked files.
    const list = existsSync(new URL(`${collection}/files.json`, root)) ? "files.json" : "expected.json";
    const expected = JSON.parse(readFileSync(new URL(`${collection}/${list}`, root), "utf8")) as { file: string; heldOut?: boolean }[];
    for (const entry of expected) found.push({ collection, heldOut: entry.heldOut === true, name: entry.file, markdown: readFileSync(new URL(`${collection}/${entry.file}`, root), "utf8") });
  }
  for (const recipe of allRecipes) found.push({ collection: "cookbook", heldOut: false, name: recipe.id, markdown: formatRecipeMarkdown(recipe, [], []) });
  return found;
}

/** `quantity` of `from` in `to`, when both are of one kind (weight, volume), else null. */
function sameKind(quantity: number, from: string | null, to: string | null): number | null {
  const a = from === null ? undefined : UNITS.get(from);
  const b = to === null ? undefined : UNITS.get(to);
  return a?.convertible && b?.convertible && a.type === b.type ? (quantity * a.baseFactor) / b.baseFactor : null;
}

function check(markdown: string, tally: Tally, name: string): void {
  const recipe = understandRecipe(markdown);
  if (recipe === null) return;
  for (const factor of FACTORS) {
    const adapted = adaptRecipe(markdown, recipe, { servings: BASE * factor, units: "as-written", baseServings: BASE });
    const again = understandRecipe(adapted.markdown);
    recipe.ingredients.forEach((line, index) => {
      if (line.quantity === null) return;
      tally.lines++;
      const read = again?.ingredients[index];
      const amount = adapted.amounts[index] ?? "";
      const wanted = line.quantity * factor;
      // An amount in two units may lose its larger part ("1 lb 4 oz" halved is "10 oz"): compared in the amount's own unit.
      const inOwnUnit = read?.quantity != null && read.unit !== line.unit && line.parsed.amount?.parts.length ? sameKind(read.quantity, read.unit, line.unit) : (read?.quantity ?? null);
      const unitRead = inOwnUnit !== read?.quantity ? line.unit : read?.unit;
      const problems = [
        read === undefined && "line lost",
        read && (inOwnUnit === null || Math.abs(inOwnUnit - wanted) > kitchenTolerance(wanted, line.unit)) && `${read.quantity} ≠ ${wanted.toFixed(3)}`,
        // A range whose ends round alike is written as one number ("1-2 chillies" × ⅓ is "½ chilli").
        read && line.quantityUpper !== null && Math.abs((read.quantityUpper ?? read.quantity ?? Number.NaN) - line.quantityUpper * factor) > kitchenTolerance(line.quantityUpper * factor, line.unit) && `upper ${read.quantityUpper} ≠ ${(line.quantityUpper * factor).toFixed(3)}`,
        read && unitRead !== line.unit && `unit ${read.unit} ≠ ${line.unit}`,
        !isWellFormed(amount) && `"${amount}" is not well formed`,
      ].filter(Boolean);
      if (problems.length === 0) tally.right++;
      else tally.misses.push(`${name} × ${factor.toFixed(2)}: "${line.text}" → "${adapted.ingredientTexts[index]}": ${problems.join(", ")}`);
    });
  }
}

test("every amount line of every corpus recipe scales by 2, ½, 3 and ⅓ and reads back as k × the amount", () => {
  const tallies = new Map<string, Tally>();
  for (const { collection, heldOut, name, markdown } of corpus()) {
    const key = `${collection}${heldOut ? " (held out)" : ""}`;
    const tally = tallies.get(key) ?? { name: key, heldOut, lines: 0, right: 0, misses: [] };
    tallies.set(key, tally);
    check(markdown, tally, name);
  }
  for (const tally of tallies.values()) {
    console.log(`scaling, ${tally.name}: ${tally.right}/${tally.lines} scaled lines read back right (${((tally.right / Math.max(tally.lines, 1)) * 100).toFixed(1)} %)`);
    if (!tally.heldOut) for (const miss of tally.misses) console.log(`  miss: ${miss}`);
  }
  const tuning = [...tallies.values()].filter((tally) => !tally.heldOut);
  expect(tuning.map((tally) => tally.name)).toEqual(expect.arrayContaining(["people", "models", "cookbook", "butlerx-recipes", "fossrecipes", "wikibooks-cookbook", "royal-cook-book"]));
  for (const tally of tuning) expect(tally.right / tally.lines, tally.name).toBeGreaterThanOrEqual(0.99);
}, TIMEOUTS.heavyTest);
