import { readFileSync } from "node:fs";
import type { NutritionTable } from "../src/food/nutrition.ts";
import { estimateNutrition, isFoodLine, type SkipReason } from "../src/recipe/nutrition.ts";
import { understandRecipe } from "../src/recipe/understand.ts";

/**
 * Lines counted over the reader's open recipe corpus (tests/fixtures/recipes/: an 1896 cookbook, three openly
 * licensed collections by many cooks, model-shaped replies), not over the nutrition benchmark: recipes in general,
 * in their authors' words. Each open collection's held-out third (`heldOut: true` in its expected.json) is
 * reported apart, and its lines are never printed. `npx tsx bench/nutrition-corpus.ts` prints the non-held-out part's
 * figure (`--lines <reason>`: its lines skipped for that reason); `--held-out` adds the held-out part's figure, which
 * is looked at once, after tuning.
 */
const root = new URL("../tests/fixtures/recipes/", import.meta.url);
const COLLECTIONS = ["people", "models", "butlerx-recipes", "fossrecipes", "wikibooks-cookbook"] as const;

export interface CorpusLines {
  /** Food lines (kitchen equipment is none). */
  readonly lines: number;
  readonly counted: number;
  /** The lines not counted, by the reason the estimate gives. */
  readonly skipped: ReadonlyMap<SkipReason, readonly string[]>;
}

/** Every ingredient line of every recipe of the corpus's non-held-out part, or of its held-out part, estimated as the page does. */
export function corpusLines(table: NutritionTable, heldOut: boolean): CorpusLines {
  const skipped = new Map<SkipReason, string[]>();
  let lines = 0;
  let counted = 0;
  for (const collection of COLLECTIONS) {
    const expected = JSON.parse(readFileSync(new URL(`${collection}/expected.json`, root), "utf8")) as { file: string; heldOut?: boolean }[];
    for (const entry of expected) {
      if ((entry.heldOut ?? false) !== heldOut) continue;
      const recipe = understandRecipe(readFileSync(new URL(`${collection}/${entry.file}`, root), "utf8"));
      if (recipe === null) continue;
      for (const line of estimateNutrition(recipe, table, recipe.servings ?? 1).lines) {
        if (!isFoodLine(line)) continue;
        lines++;
        if (line.kind === "counted") counted++;
        else skipped.set(line.reason, [...(skipped.get(line.reason) ?? []), line.text]);
      }
    }
  }
  return { lines, counted, skipped };
}

/**
 * Each recipe's ingredient lines, as written, in the open collections that record every line (butlerx-recipes,
 * fossrecipes, wikibooks-cookbook: recipes by many cooks, none written for this project), their non-held-out part:
 * what recipes in general ask a kitchen for (the star check's everyday items, src/cookbook/star-check.ts). The 1896
 * book's expected.json records only the first line, and models/ are this project's own replies.
 */
export function openCorpusIngredientLines(): string[][] {
  return ["butlerx-recipes", "fossrecipes", "wikibooks-cookbook"].flatMap((collection) =>
    (JSON.parse(readFileSync(new URL(`${collection}/expected.json`, root), "utf8")) as { recipe: boolean; heldOut?: boolean; ingredients?: { text: string }[] }[])
      .filter((entry) => entry.recipe && entry.heldOut !== true && entry.ingredients !== undefined)
      .map((entry) => (entry.ingredients ?? []).map((line) => line.text)),
  );
}

/** "1,912/2,225 (85.9 %); no-amount 250, to-taste 28, …": a part's figure and its reasons, most first. */
export function describeCorpusLines({ lines, counted, skipped }: CorpusLines): string {
  const reasons = [...skipped].sort((a, b) => b[1].length - a[1].length).map(([reason, texts]) => `${reason} ${texts.length}`);
  return `${counted}/${lines} (${((counted / lines) * 100).toFixed(1)} %)${reasons.length > 0 ? `; not counted: ${reasons.join(", ")}` : ""}`;
}

/** `npm run bench -- nutrition`'s rows: lines counted over the corpus, non-held-out and held-out apart. */
export function benchCorpusLines(table: NutritionTable): string[][] {
  return [
    ["open recipe corpus, lines counted, not held out", describeCorpusLines(corpusLines(table, false))],
    ["open recipe corpus, lines counted, held-out thirds", describeCorpusLines(corpusLines(table, true))],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = JSON.parse(readFileSync(new URL("../src/food/nutrition.generated.json", import.meta.url), "utf8")) as NutritionTable;
  const tuning = corpusLines(table, false);
  console.log(`not held out: ${describeCorpusLines(tuning)}`);
  // The held-out thirds' figure only: their lines are never printed.
  if (process.argv.includes("--held-out")) console.log(`held out: ${describeCorpusLines(corpusLines(table, true))}`);
  const reason = process.argv[process.argv.indexOf("--lines") + 1];
  if (process.argv.includes("--lines")) for (const text of tuning.skipped.get(reason as SkipReason) ?? []) console.log(`  ${reason}: ${text}`);
}
