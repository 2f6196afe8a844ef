import type { IngredientLine, UnderstoodRecipe } from "../recipe/recipe-model.ts";
import { normaliseIngredient } from "./ingredient-names.ts";

/**
 * Nutrition per serving estimated from a recipe's ingredient lines as read, with USDA SR28 figures
 * (src/food/nutrition.generated.json, built by scripts/build-nutrition.ts). Pure: the table is passed in.
 * A line is counted only when both the food and its weight are known; every other line is reported with
 * the reason, never guessed. See docs/decisions/016-nutrition-from-usda-sr28.md.
 */

/** [kcal, protein g, fat g, saturated fat g, carbohydrate g, sugars g, fibre g, sodium mg]. */
export type Nutrients = readonly [number, number, number, number, number, number, number, number];

/** One SR28 food, as the build reads it from the package. */
export interface UsdaFood {
  /** Per 100 g of the edible part. */
  readonly per100g: Nutrients;
  /** Grams per millilitre, or null when SR28 gives no volume weight. */
  readonly density: number | null;
  /** Share of the weight as bought that is bone, skin or peel (SR28's refuse). */
  readonly refuse: number;
}

/** The forms a line can name that change which SR28 food it is ("dried figs", "cooked rice", "lemon juice"). */
export const FORMS = ["juice", "zest", "dried", "cooked", "canned", "ground"] as const;
export type Form = (typeof FORMS)[number];

/** How an ingredient name is counted: its SR28 food, its piece weights, and the foods of its other forms. */
export interface NamedFood {
  /** The SR28 NDB number. */
  readonly food: string;
  readonly pieces?: Readonly<Record<string, number>>;
  readonly drained?: number;
  readonly forms?: Readonly<Partial<Record<Form, string>>>;
}

/** A name resolved to the SR28 food a line counts. */
export interface NutritionFood extends UsdaFood {
  readonly usda: string;
  readonly pieces?: Readonly<Record<string, number>>;
  readonly drained?: number;
}

export interface NutritionTable {
  readonly units: Readonly<Record<string, number>>;
  /** SR28 foods by NDB number. */
  readonly foods: Readonly<Record<string, UsdaFood>>;
  /** Canonical ingredient names (src/food/ingredient-names.ts) and how each is counted. */
  readonly names: Readonly<Record<string, NamedFood>>;
}

export type SkipReason = "no-amount" | "to-taste" | "optional" | "unknown-food" | "unknown-weight";

export type LineEstimate =
  | { readonly kind: "counted"; readonly text: string; readonly food: string; readonly usda: string; readonly grams: number; readonly note: string | null }
  | { readonly kind: "skipped"; readonly text: string; readonly reason: SkipReason };

export interface NutritionEstimate {
  /** The whole recipe as written (its base servings). */
  readonly total: Nutrients;
  readonly perServing: Nutrients;
  readonly baseServings: number;
  readonly lines: readonly LineEstimate[];
}

export const ZERO: Nutrients = [0, 0, 0, 0, 0, 0, 0, 0];

const GRAMS_PER: Readonly<Record<string, number>> = { g: 1, kg: 1000, mg: 0.001, oz: 28.3495, lb: 453.592 };
const ML_PER: Readonly<Record<string, number>> = {
  ml: 1,
  l: 1000,
  dl: 100,
  cl: 10,
  tsp: 4.929,
  tbsp: 14.787,
  cup: 236.588,
  "fl oz": 29.574,
  pint: 473.176,
  quart: 946.353,
  gallon: 3785.41,
};
const CONTAINERS = new Set(["can", "tin", "jar", "bag", "package", "packet", "carton", "box", "bottle", "block", "tub", "pouch", "pkg"]);
const SIZES = /\b(extra[- ]large|jumbo|large|medium|small)\b/i;
// "(14½ oz)", "(400 g)", "(3 oz each)", "(about 2 lb)": a weight written beside a count or a container.
const WRITTEN_WEIGHT = /\(\s*(?:about\s+)?(\d+(?:[.,]\d+)?(?:\s*[½¼¾⅓⅔⅛])?|[½¼¾⅓⅔⅛])\s*-?\s*(oz|ounces?|g|grams?|kg|lbs?|pounds?|ml|l)\b[^)]*\)/i;
const FRACTION_GLYPHS: Readonly<Record<string, number>> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125 };
const UNIT_OF_WORD: Readonly<Record<string, string>> = { ounce: "oz", ounces: "oz", gram: "g", grams: "g", lbs: "lb", pound: "lb", pounds: "lb" };

// "1 8-ounce can tomato sauce", "2 15-oz cans black beans": a container's size written before it, unbracketed.
const SIZED_CONTAINER = /\b(\d+(?:[.,]\d+)?)\s*-?\s*(oz|ounces?|g|grams?|ml|lbs?|pounds?)\.?\s*-?\s*(?:can|tin|jar|package|pkg|bag|box|carton|bottle|pouch|tub)s?\b/i;

function sizedContainer(text: string): number | null {
  const match = SIZED_CONTAINER.exec(text);
  if (!match) return null;
  const number = Number.parseFloat((match[1] ?? "").replace(",", "."));
  const word = (match[2] ?? "").toLowerCase();
  const unit = UNIT_OF_WORD[word] ?? (word === "ounce" ? "oz" : word);
  if (unit === "ml") return number;
  const per = GRAMS_PER[unit];
  return per === undefined || !(number > 0) ? null : number * per;
}

/** A piece weight the line names by its own word ("pork chops", "chicken breasts", "new potatoes", "8 pieces"). */
function namedPiece(text: string, pieces: Readonly<Record<string, number>>): number | null {
  const words = new Set(text.toLowerCase().split(/[^a-z]+/).flatMap((word) => [word, word.replace(/(?:es|s)$/, ""), word.replace(/s$/, "")]));
  const key = Object.keys(pieces).find((piece) => piece !== "each" && !SIZES.test(piece) && words.has(piece));
  return key === undefined ? null : (pieces[key] ?? null);
}

function writtenWeight(text: string): number | null {
  const match = WRITTEN_WEIGHT.exec(text);
  if (!match) return null;
  const raw = (match[1] ?? "").replace(",", ".");
  const glyph = /[½¼¾⅓⅔⅛]/.exec(raw)?.[0];
  const number = (Number.parseFloat(raw) || 0) + (glyph ? (FRACTION_GLYPHS[glyph] ?? 0) : 0);
  const word = (match[2] ?? "").toLowerCase();
  const unit = UNIT_OF_WORD[word] ?? word;
  if (unit === "ml" || unit === "l") return number * (ML_PER[unit] ?? 1);
  const per = GRAMS_PER[unit];
  return per === undefined || number <= 0 ? null : number * per;
}

/** The canonical names worth trying for a line's name, most specific first. */
export function candidateNames(name: string): string[] {
  const tried = new Set<string>();
  const add = (phrase: string) => {
    const canonical = normaliseIngredient(phrase);
    if (canonical !== "") tried.add(canonical);
  };
  const alternatives = name.split(/\s+or\s+/i);
  const first = alternatives[0] ?? name;
  // "peanut or vegetable oil" → "peanut oil": the first alternative takes the last one's head word.
  const secondWords = (alternatives[1] ?? "").trim().split(/\s+/);
  const head = secondWords[secondWords.length - 1] ?? "";
  // "olive or canola oil": the first alternative with the last one's head word comes before the bare word.
  if (alternatives.length > 1 && !first.trim().includes(" ") && head !== "") add(`${first} ${head}`);
  add(first);
  for (const phrase of [...tried]) {
    const words = phrase.split(" ");
    for (let start = 1; start < words.length; start++) add(words.slice(start).join(" "));
    // "shiitake mushroom caps", "beef tenderloin roast": the food without its cut or part.
    for (let end = words.length - 1; end > 0; end--) add(words.slice(0, end).join(" "));
  }
  return [...tried];
}

export function findFood(table: NutritionTable, name: string, note: string | null = null): string | null {
  const known = (phrase: string) => candidateNames(phrase).find((candidate) => table.names[candidate] !== undefined) ?? null;
  // "greens (mustard, turnip, or kale)": the food is named before the brackets, which only say which kinds.
  const bracket = name.indexOf("(");
  const before = bracket > 0 ? name.slice(0, bracket).trim() : name;
  // "12 oz boneless, skinless chicken breast": the food is named after the comma.
  return known(before) ?? (bracket > 0 ? known(name) : null) ?? (note === null ? null : known(`${before} ${note.split(/[,;(]/)[0] ?? ""}`));
}

// "uncooked rice" and "dry pasta" are the food as bought; "juice of", "zest", "peel" and "rind" name a part.
const FORM_WORDS: readonly (readonly [Form, RegExp])[] = [
  ["juice", /\bjuice\b|\bjuiced\b/i],
  ["zest", /\bzest(?:ed)?\b|\bpeel\b|\brind\b/i],
  ["dried", /\bdried\b|\bdry\b(?! (?:white|red) wine)/i],
  ["cooked", /(?<!un)\b(?:cooked|boiled|steamed|roasted|leftover)\b/i],
  ["canned", /\bcanned\b|\btinned\b|\bcans?\b|\btins?\b/i],
  ["ground", /\bground\b/i],
];

/** The SR28 food a line counts for `name`: the form its words name, when the name has one, else the name's own. */
export function resolveFood(table: NutritionTable, name: string, text: string): NutritionFood | null {
  const named = table.names[name];
  if (!named) return null;
  // "rinsed, dried, and chopped" is how the herb is washed, not a dried herb.
  const words = text.replace(/\b(?:rinsed|washed|patted|pat|towel)(?:,| and)? (?:and )?dr(?:ied|y)\b/gi, "");
  const form = FORM_WORDS.find(([key, pattern]) => named.forms?.[key] !== undefined && pattern.test(words))?.[0];
  const usda = form ? (named.forms?.[form] ?? named.food) : named.food;
  const food = table.foods[usda];
  if (!food) return null;
  // Piece weights belong to the food as bought; a dried fig or a cooked cup of rice weighs otherwise.
  const pieces = form === undefined || form === "juice" || form === "zest" ? named.pieces : undefined;
  return { ...food, usda, ...(pieces ? { pieces } : {}), ...(named.drained !== undefined ? { drained: named.drained } : {}) };
}

function isOptional(line: IngredientLine): boolean {
  return /\boptional\b/i.test(line.text);
}

function isToTaste(line: IngredientLine): boolean {
  return /\b(?:to taste|as needed|for serving|for garnish|to serve)\b/i.test(line.text);
}

/** The amount a line asks for: a range counts at its midpoint. */
function amountOf(line: IngredientLine): number | null {
  if (line.quantity === null) return null;
  return line.quantityUpper === null ? line.quantity : (line.quantity + line.quantityUpper) / 2;
}

/** g/ml from a hand-entered volume weight ("cup": 245) when SR28's abbreviated file has none. */
function densityFromPieces(pieces: Readonly<Record<string, number>>): number | null {
  for (const unit of ["cup", "tbsp", "tsp"]) {
    const grams = pieces[unit];
    if (grams !== undefined) return grams / (ML_PER[unit] ?? 1);
  }
  return null;
}

/** Grams of food the line puts in the dish, or why it cannot say. */
export function gramsOf(line: IngredientLine, food: NutritionFood, units: NutritionTable["units"]): { grams: number; note: string | null } | null {
  const amount = amountOf(line);
  if (amount === null || amount <= 0) return null;
  const unit = line.unit;
  const pieces = food.pieces ?? {};
  let grams: number | null = null;
  let note: string | null = null;
  if (unit !== null && GRAMS_PER[unit] !== undefined) {
    grams = amount * GRAMS_PER[unit];
    if (food.refuse > 0 && /\bbone[- ]in\b|\bon the bone\b|\bwith (?:the )?bones?\b/i.test(line.text)) {
      grams *= 1 - food.refuse;
      note = "bones and trimmings left out";
    }
  } else if (unit !== null && ML_PER[unit] !== undefined) {
    const density = food.density ?? densityFromPieces(pieces);
    if (density !== null) grams = amount * ML_PER[unit] * density;
  } else if (unit !== null && CONTAINERS.has(unit)) {
    const size = writtenWeight(line.text) ?? pieces[unit] ?? pieces.can ?? units[unit] ?? null;
    if (size !== null) {
      grams = amount * size;
      if (food.drained !== undefined && /\bdrained\b/i.test(line.text)) {
        grams *= food.drained;
        note = "drained";
      }
    }
  } else if (unit === null && sizedContainer(line.name) !== null) {
    grams = amount * (sizedContainer(line.name) ?? 0);
    if (food.drained !== undefined && /\bdrained\b/i.test(line.text)) {
      grams *= food.drained;
      note = "drained";
    }
  } else if (unit === null) {
    const written = writtenWeight(line.text);
    const size = SIZES.exec(line.text)?.[1]?.toLowerCase().replace(/-/, " ");
    if (written !== null && amount > 1 && !/\beach\b/i.test(line.text)) {
      // "16 large sea scallops (about 1 lb)": the weight written is the whole amount's.
      grams = written;
    } else {
      const sized = size !== undefined ? pieces[size] : undefined;
      const each = written ?? namedPiece(`${line.name} ${line.note ?? ""}`, pieces) ?? sized ?? pieces.each ?? pieces.medium ?? null;
      if (each !== null) grams = amount * each;
    }
  } else {
    const each = pieces[unit] ?? units[unit] ?? null;
    if (each !== null) grams = amount * each;
  }
  return grams === null ? null : { grams, note };
}

export function estimateLine(line: IngredientLine, table: NutritionTable): LineEstimate {
  const text = line.text;
  if (isOptional(line)) return { kind: "skipped", text, reason: "optional" };
  const name = findFood(table, line.name, line.note);
  if (line.quantity === null) {
    if (name === "water") return { kind: "counted", text, food: name, usda: table.names.water?.food ?? "", grams: 0, note: null };
    return { kind: "skipped", text, reason: isToTaste(line) ? "to-taste" : "no-amount" };
  }
  if (name === null) return { kind: "skipped", text, reason: "unknown-food" };
  const food = resolveFood(table, name, text);
  const weight = food ? gramsOf(line, food, table.units) : null;
  if (food === null || weight === null) return { kind: "skipped", text, reason: "unknown-weight" };
  if (/\bfor (?:deep[- ]?)?frying\b/i.test(text)) {
    // Most of a frying bath stays in the pan; a tenth is what fried food typically takes up.
    return { kind: "counted", text, food: name, usda: food.usda, grams: weight.grams * 0.1, note: "a tenth of the frying oil" };
  }
  return { kind: "counted", text, food: name, usda: food.usda, grams: weight.grams, note: weight.note };
}

export function nutrientsOf(grams: number, food: UsdaFood): Nutrients {
  return food.per100g.map((value) => (value * grams) / 100) as unknown as Nutrients;
}

function add(a: Nutrients, b: Nutrients): Nutrients {
  return a.map((value, index) => value + (b[index] ?? 0)) as unknown as Nutrients;
}

export function scaleNutrients(values: Nutrients, factor: number): Nutrients {
  return values.map((value) => value * factor) as unknown as Nutrients;
}

/** The recipe as written, per serving at its base servings (which the caller decides, as the tools do). */
export function estimateNutrition(recipe: UnderstoodRecipe, table: NutritionTable, baseServings: number): NutritionEstimate {
  const lines = recipe.ingredients.map((line) => estimateLine(line, table));
  let total = ZERO;
  for (const line of lines) {
    if (line.kind !== "counted") continue;
    const food = table.foods[line.usda];
    if (food) total = add(total, nutrientsOf(line.grams, food));
  }
  const servings = baseServings > 0 ? baseServings : 1;
  return { total, perServing: scaleNutrients(total, 1 / servings), baseServings: servings, lines };
}

/** Salt (g) from sodium (mg), as food labels reckon it. */
export function saltFromSodium(sodiumMg: number): number {
  return (sodiumMg * 2.5) / 1000;
}

const round = (value: number) => Math.round(value);
const roundOne = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);

/** schema.org NutritionInformation for one serving ("520 kcal", "32 g", "480 mg"), as Mealie and Tandoor import it. */
export function nutritionInformation(perServing: Nutrients): Record<string, string> {
  const [kcal, protein, fat, saturated, carbohydrate, sugars, fibre, sodium] = perServing;
  return {
    "@type": "NutritionInformation",
    servingSize: "1 serving",
    calories: `${round(kcal)} kcal`,
    proteinContent: `${roundOne(protein)} g`,
    fatContent: `${roundOne(fat)} g`,
    saturatedFatContent: `${roundOne(saturated)} g`,
    carbohydrateContent: `${roundOne(carbohydrate)} g`,
    sugarContent: `${roundOne(sugars)} g`,
    fiberContent: `${roundOne(fibre)} g`,
    sodiumContent: `${round(sodium)} mg`,
  };
}

/** Grams or kcal as shown in the panel: whole numbers from 10 up, one decimal below. */
export function formatAmount(value: number): string {
  return String(roundOne(value));
}
