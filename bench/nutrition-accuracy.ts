import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { estimateNutrition, type NutritionEstimate, type NutritionTable } from "../src/food/nutrition.ts";
import { understandRecipe } from "../src/recipe/understand.ts";

/**
 * The nutrition benchmark (issue 22): each recipe of tests/fixtures/nutrition/nhlbi-dinners.txt rendered as
 * markdown, read by the recipe reader, estimated, and compared with the per-serving figures its authors
 * published. The tuning part and the held-aside part (split.json, committed before any tuning) are
 * reported apart. `npx tsx bench/nutrition-accuracy.ts` prints both.
 */
const folder = new URL("../tests/fixtures/nutrition/", import.meta.url);

export interface PublishedRecipe {
  readonly id: string;
  readonly page: number;
  readonly title: string;
  readonly servings: number;
  /** Per serving: kcal, fat, saturated fat, sodium mg, fibre, protein, carbohydrate. */
  readonly published: { kcal: number; fat: number; saturatedFat: number; sodiumMg: number; fibre: number; protein: number; carbohydrate: number };
  readonly lines: readonly string[];
  readonly markdown: string;
}

export function readBenchmarkRecipes(): PublishedRecipe[] {
  const text = readFileSync(new URL("nhlbi-dinners.txt", folder), "utf8");
  return text
    .split(/^@ /m)
    .slice(1)
    .map((block) => {
      const [header = "", ...rest] = block.trim().split("\n");
      const [id = "", page = "", title = "", servings = "", figures = ""] = header.split("|").map((part) => part.trim());
      const [kcal, fat, saturatedFat, sodiumMg, fibre, protein, carbohydrate] = figures.split(/\s+/).map(Number);
      const lines = rest.map((line) => line.trim()).filter((line) => line !== "");
      const body = lines.map((line) => (line.endsWith(":") ? `\n**${line}**\n` : `- ${line}`)).join("\n");
      const markdown = `# ${title}\n\nServes ${servings}\n\n## Ingredients\n\n${body}\n\n## Method\n\n1. Prepare as the book's method says.\n`;
      return {
        id,
        page: Number(page),
        title,
        servings: Number(servings),
        published: { kcal: kcal ?? 0, fat: fat ?? 0, saturatedFat: saturatedFat ?? 0, sodiumMg: sodiumMg ?? 0, fibre: fibre ?? 0, protein: protein ?? 0, carbohydrate: carbohydrate ?? 0 },
        lines: lines.filter((line) => !line.endsWith(":")),
        markdown,
      };
    });
}

export function readSplit(): { tuning: Set<string>; heldAside: Set<string> } {
  const split = JSON.parse(readFileSync(new URL("split.json", folder), "utf8")) as { tuning: string[]; heldAside: string[] };
  return { tuning: new Set(split.tuning), heldAside: new Set(split.heldAside) };
}

export interface RecipeResult {
  readonly recipe: PublishedRecipe;
  readonly estimate: NutritionEstimate | null;
  /** Absolute percentage error per measure; null when the published figure is 0. */
  readonly errors: { kcal: number | null; protein: number | null; fat: number | null; carbohydrate: number | null };
}

function percentError(estimated: number, published: number): number | null {
  return published === 0 ? null : (Math.abs(estimated - published) / published) * 100;
}

export function measure(recipes: readonly PublishedRecipe[], table: NutritionTable): RecipeResult[] {
  return recipes.map((recipe) => {
    const understood = understandRecipe(recipe.markdown);
    const estimate = understood ? estimateNutrition(understood, table, understood.servings ?? recipe.servings) : null;
    const per = estimate?.perServing;
    return {
      recipe,
      estimate,
      errors: {
        kcal: per ? percentError(per[0], recipe.published.kcal) : null,
        protein: per ? percentError(per[1], recipe.published.protein) : null,
        fat: per ? percentError(per[2], recipe.published.fat) : null,
        carbohydrate: per ? percentError(per[4], recipe.published.carbohydrate) : null,
      },
    };
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface Summary {
  readonly recipes: number;
  readonly medianKcal: number;
  readonly medianProtein: number;
  readonly medianFat: number;
  readonly medianCarbohydrate: number;
  readonly within20: number;
  readonly linesCounted: number;
  readonly lines: number;
}

export function summarise(results: readonly RecipeResult[]): Summary {
  const pick = (key: keyof RecipeResult["errors"]) => results.map((r) => r.errors[key]).filter((value): value is number => value !== null);
  const lines = results.flatMap((r) => r.estimate?.lines ?? []);
  return {
    recipes: results.length,
    medianKcal: median(pick("kcal")),
    medianProtein: median(pick("protein")),
    medianFat: median(pick("fat")),
    medianCarbohydrate: median(pick("carbohydrate")),
    within20: results.filter((r) => r.errors.kcal !== null && r.errors.kcal <= 20).length / results.length,
    linesCounted: lines.filter((line) => line.kind === "counted").length,
    lines: results.reduce((sum, r) => sum + r.recipe.lines.length, 0),
  };
}

async function main(): Promise<void> {
  const table = JSON.parse(readFileSync(new URL("../src/food/nutrition.generated.json", import.meta.url), "utf8")) as NutritionTable;
  const recipes = readBenchmarkRecipes();
  const split = readSplit();
  const verbose = process.argv.includes("--lines");
  for (const [label, ids] of [["tuning", split.tuning], ["held aside", split.heldAside]] as const) {
    if (label === "held aside" && !process.argv.includes("--held-aside")) continue;
    const results = measure(recipes.filter((recipe) => ids.has(recipe.id)), table);
    const s = summarise(results);
    console.log(`${label}: ${s.recipes} recipes; median abs % error kcal ${s.medianKcal.toFixed(1)}, protein ${s.medianProtein.toFixed(1)}, fat ${s.medianFat.toFixed(1)}, carbohydrate ${s.medianCarbohydrate.toFixed(1)}; within 20 % (kcal) ${(s.within20 * 100).toFixed(0)} %; lines counted ${s.linesCounted}/${s.lines} (${((s.linesCounted / s.lines) * 100).toFixed(1)} %)`);
    if (label === "tuning" && verbose) {
      for (const r of results) {
        console.log(`${r.recipe.id} ${r.recipe.title}: ${r.estimate?.perServing[0].toFixed(0)} vs ${r.recipe.published.kcal} kcal (${r.errors.kcal?.toFixed(0)} %)`);
        for (const line of r.estimate?.lines ?? []) console.log(`   ${line.kind === "counted" ? `${line.food} ${line.grams.toFixed(0)} g` : `SKIP ${line.reason}`} ← ${line.text}`);
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

/** `npm run bench -- nutrition`: both parts of the accuracy benchmark and the time of one estimate of a 20-line recipe. */
export function benchNutrition(table: NutritionTable): { rows: string[][] } {
  const recipes = readBenchmarkRecipes();
  const split = readSplit();
  const rows: string[][] = [];
  for (const [label, ids] of [["tuning (41)", split.tuning], ["held aside (20)", split.heldAside]] as const) {
    const s = summarise(measure(recipes.filter((recipe) => ids.has(recipe.id)), table));
    rows.push([
      label,
      `${s.medianKcal.toFixed(1)} %`,
      `${s.medianProtein.toFixed(1)} / ${s.medianFat.toFixed(1)} / ${s.medianCarbohydrate.toFixed(1)} %`,
      `${(s.within20 * 100).toFixed(0)} %`,
      `${((s.linesCounted / s.lines) * 100).toFixed(1)} % (${s.linesCounted}/${s.lines})`,
    ]);
  }
  const twenty = recipes.find((recipe) => recipe.lines.length >= 14) ?? recipes[0];
  const lines = [...(twenty?.lines ?? []), "2 cups flour", "1 medium onion", "3 cloves garlic", "1 (400 g) tin chickpeas, drained", "a handful of spinach", "2 tbsp olive oil"].slice(0, 20);
  const understood = understandRecipe(`# Twenty\n\nServes 4\n\n## Ingredients\n\n${lines.map((line) => `- ${line}`).join("\n")}\n\n## Method\n\n1. Cook.\n`);
  if (understood === null || understood.ingredients.length !== 20) throw new Error("the 20-line recipe is not read as 20 lines");
  const timings: number[] = [];
  for (let i = 0; i < 50; i++) estimateNutrition(understood, table, 4);
  for (let i = 0; i < 300; i++) {
    const start = performance.now();
    estimateNutrition(understood, table, 4);
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  rows.push(["estimate of a 20-line recipe, warm (median / p95)", `${(timings[150] ?? 0).toFixed(3)} / ${(timings[284] ?? 0).toFixed(3)} ms`, "", "", "goal < 5 ms"]);
  return { rows };
}
