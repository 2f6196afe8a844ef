import { parseIngredientLine } from "../src/recipe/ingredient-line.ts";

/**
 * What the scaling tests accept, written from the kitchen's rules (docs/decisions/007 and 013) rather
 * than from the code that rounds: counts and pieces to halves and never to zero; cups and spoons to
 * kitchen fractions (⅛ ¼ ⅓ ½ ⅔ ¾), whole numbers from 10; grams and millilitres to a scale's steps
 * (½ under 5, 1 under 20, 5 under 200, 10 under 1000, 25 above); kilograms and litres likewise, written
 * with two decimals at most.
 */
const COUNTED = new Set([null, "pinch", "clove", "can", "bunch", "piece", "slice", "sprig", "head", "stalk", "handful", "knob", "sheet", "fillet", "stick", "package", "packet", "bag", "jar", "dash", "drop", "splash", "box", "carton", "bottle", "cube", "leaf", "pod", "strip", "part", "glass", "bulb", "loaf", "rasher", "scoop", "shot", "barspoon", "jigger", "envelope", "sachet", "container", "pack", "dozen", "ear", "tub", "pot", "punnet", "pouch", "block", "cm", "mm", "inch"]);
const METRIC_BASE: Readonly<Record<string, number>> = { g: 1, ml: 1, kg: 1000, l: 1000, mg: 0.001, dl: 100, cl: 10 };

function metricStep(base: number): number {
  // Never below the smallest step: a sixth of half a gram is half a gram.
  return base < 0.5 ? 1 : base < 5 ? 0.5 : base < 20 ? 1 : base < 200 ? 5 : base < 1000 ? 10 : 25;
}

/** How far from the exact amount a kitchen may write it, in the amount's own unit. */
export function kitchenTolerance(value: number, unit: string | null): number {
  if (COUNTED.has(unit)) return value < 0.5 ? 0.5 : 0.25 + 1e-9;
  const base = unit === null ? undefined : METRIC_BASE[unit];
  if (base !== undefined) {
    const step = metricStep(value * base) / base;
    // Two decimals at most: "1.03 kg" for 1025 g.
    return step / 2 + (base >= 1000 ? 0.005 : 0) + 1e-9;
  }
  if (value >= 10) return 0.5 + 1e-9;
  return 0.125 + 1e-9;
}

const SINGULAR_WORDS = /^(?:cup|tablespoon|teaspoon|pinch|clove|can|tin|bunch|gram|pound|litre|liter|ounce|handful|slice|piece|sprig|head|stalk|stick|package|packet|bag|jar)$/i;
const PLURAL_WORDS = /^(?:cups|tablespoons|teaspoons|pinches|cloves|cans|tins|bunches|grams|pounds|litres|liters|ounces|handfuls|slices|pieces|sprigs|heads|stalks|sticks|packages|packets|bags|jars)$/i;

/**
 * Text a cook can read: no "1 ½/4", "⅛/2", "½3", "1..5" or doubled spaces, and a unit word that agrees
 * with its amount ("1 cup", "1 ½ cups", never "2 cup" or "1 cups").
 */
export function isWellFormed(text: string): boolean {
  if (/[⅛¼⅓½⅔¾⅜⅝⅞][/⁄\d]|[/⁄][⅛¼⅓½⅔¾⅜⅝⅞]|\d\/\d+\/|\s{2}|[.,]{2}|\d[⅛¼⅓½⅔¾]/.test(text)) return false;
  const read = parseIngredientLine(text);
  // An amount in two units ("1 pound 9 ounces"): each part's word agrees with its own number.
  const parts = read.amount?.parts ?? [];
  if (parts.length > 1) return parts.every((part) => agrees(part.quantity, part.unitWord === null ? "" : text.slice(part.unitWord.start, part.unitWord.end)));
  return agrees(Math.max(read.quantity ?? 0, read.quantityUpper ?? 0), read.unitText ?? "");
}

function agrees(amount: number, word: string): boolean {
  return !(amount > 1 && SINGULAR_WORDS.test(word)) && !(amount <= 1 && PLURAL_WORDS.test(word));
}
