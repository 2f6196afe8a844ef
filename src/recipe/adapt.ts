import { singularise } from "../food/ingredient-names.ts";
import { COUNTED_UNITS } from "./ingredient-line.ts";
import { formatRange, roundAmount, type Rounding } from "./quantity.ts";
import type { AdaptOptions, AdaptedRecipe, IngredientLine, Span, UnderstoodRecipe } from "./recipe-model.ts";
import { convertAmount, convertTemperatures, formatConverted, METRIC_UNITS } from "./units.ts";

/**
 * The recipe rewritten for the cook: every ingredient amount scaled to the servings wanted (and
 * converted when a unit system is chosen), written in place in the markdown so the page renders
 * it exactly as before. Lines without an amount ("salt to taste") are left alone. Pure.
 */

/** Servings the recipe makes as written: what it states, else the fallback (the preference, or 2). */
export function baseServings(recipe: UnderstoodRecipe, fallback: number): number {
  return recipe.servings ?? fallback;
}

const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*[½⅓⅔¼¾⅛]|\s+\d+\/\d+)?|[½⅓⅔¼¾⅛]|\d+\/\d+|a dozen|a half|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|dozen)`;
const LEADING_AMOUNT = new RegExp(
  String.raw`^((?:about|approx\.?|approximately|around|roughly|scant|heaped|generous)\s+)?(${NUMBER})(?:(\s*(?:-|–|—|to|or)\s*)(${NUMBER}))?`,
  "i",
);

const UNIT_PLURALS: Readonly<Record<string, string>> = {
  cup: "cups",
  tablespoon: "tablespoons",
  teaspoon: "teaspoons",
  pound: "pounds",
  ounce: "ounces",
  gram: "grams",
  kilogram: "kilograms",
  litre: "litres",
  liter: "liters",
  pint: "pints",
  quart: "quarts",
  can: "cans",
  tin: "tins",
  jar: "jars",
  clove: "cloves",
  pinch: "pinches",
  dash: "dashes",
  handful: "handfuls",
  bunch: "bunches",
  slice: "slices",
  sprig: "sprigs",
  stick: "sticks",
  package: "packages",
  packet: "packets",
  head: "heads",
  stalk: "stalks",
  piece: "pieces",
  drop: "drops",
  knob: "knobs",
  sheet: "sheets",
  fillet: "fillets",
  bag: "bags",
};
const UNIT_SINGULARS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(UNIT_PLURALS).map(([one, many]) => [many, one]));

function roundingFor(unit: string | null): Rounding {
  if (unit === null || COUNTED_UNITS.has(unit)) return "half";
  if (METRIC_UNITS.has(unit)) return "metric";
  return unit === "cup" ? "quarter" : "fraction";
}

function pluralise(word: string): string {
  const lower = word.toLowerCase();
  if (lower.endsWith("s")) return word;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:ch|sh|x|z|tomato|potato|mango)$/i.test(word)) return `${word}es`;
  if (/(?:leaf|loaf|half)$/i.test(word)) return `${word.slice(0, -1)}ves`;
  return `${word}s`;
}

function matchCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** Unit words after the number agree with the new amount: "1 cup" → "2 cups", "2 pinches" → "1 pinch". */
function agreeUnitWords(rest: string, many: boolean): string {
  // The unit is the first word after the number, or after a container's size: "1 (14 oz) can".
  return rest.replace(/^(\s*(?:\([^()]*\)\s*|x\s+[\d.,/][\d.,/\s]*[A-Za-z]+\s+)?)([A-Za-z]+)/, (whole, space: string, word: string) => {
    const lower = word.toLowerCase();
    if (many && UNIT_PLURALS[lower] !== undefined) return space + matchCase(word, UNIT_PLURALS[lower]);
    if (!many && UNIT_SINGULARS[lower] !== undefined) return space + matchCase(word, UNIT_SINGULARS[lower]);
    return whole;
  });
}

// Tried only where a number starts (the lookbehind), so a long run of digits is not tried from each one.
const BRACKETED_MEASURE = /(?<!\d)(\d+(?:[.,]\d+)?)\s*(g|kg|ml|l|oz|lb|cups?|tbsp|tsp)\b/gi;

/** Numbers inside a bracketed equivalent ("(240 ml)") scale with the amount; a container's size does not. */
function scaleBrackets(rest: string, factor: number): string {
  return rest.replace(/\(([^()]*)\)/g, (_whole, inner: string) => {
    const scaled = inner.replace(BRACKETED_MEASURE, (_measure, value: string, unit: string) => {
      const lower = unit.toLowerCase();
      const amount = Number(value.replace(",", ".")) * factor;
      return `${formatRange(amount, null, roundingFor(lower === "cups" ? "cup" : lower), "–")} ${unit}`;
    });
    return `(${scaled})`;
  });
}

interface Rewrite {
  readonly span: Span;
  readonly text: string;
}

interface AmountRewrite {
  readonly amount: string;
  readonly countedWord: string | null;
}

/** The amount as the cook now reads it, or null when it stays as written. */
function rewriteAmount(line: IngredientLine, written: string, factor: number, options: AdaptOptions, countedWritten: string | null): AmountRewrite | null {
  if (line.quantity === null) return null;
  const converted = convertAmount(line.quantity * factor, line.quantityUpper === null ? null : line.quantityUpper * factor, line.unit, options.units);
  if (converted !== null) return { amount: formatConverted(converted), countedWord: null };
  if (factor === 1) return null;
  const leading = LEADING_AMOUNT.exec(written);
  if (!leading) return null;
  const rounding = roundingFor(line.unit);
  const separator = leading[3] ?? "–";
  const low = line.quantity * factor;
  const high = line.quantityUpper === null ? null : line.quantityUpper * factor;
  const number = formatRange(low, high, rounding, separator);
  const many = roundAmount(high ?? low, rounding) > 1;
  let rest = written.slice(leading[0].length);
  if (!/^\s*(?:x\b|\()/.test(rest) || line.unit === null || !COUNTED_UNITS.has(line.unit)) rest = scaleBrackets(rest, factor);
  rest = agreeUnitWords(rest, many);
  // "a pinch" → "2 pinches": an article becomes a number, so keep a space after it.
  const amount = `${leading[1] ?? ""}${number}${rest}`;
  let countedWord: string | null = null;
  if (countedWritten !== null) {
    const wasMany = (line.quantityUpper ?? line.quantity) > 1;
    if (many && !wasMany) countedWord = pluralise(countedWritten);
    if (!many && wasMany) countedWord = matchCase(countedWritten, singularise(countedWritten.toLowerCase()));
  }
  return { amount, countedWord };
}

/**
 * The text with each rewrite applied (overlapping ones skipped), and where each of `positions` (offsets
 * in the original that no rewrite spans) is now: moved by every rewrite before it.
 */
function applyRewrites(text: string, rewrites: readonly Rewrite[], positions: readonly number[]): { text: string; positions: number[] } {
  let result = "";
  let at = 0;
  const applied: { end: number; delta: number }[] = [];
  for (const rewrite of [...rewrites].sort((a, b) => a.span.start - b.span.start)) {
    if (rewrite.span.start < at) continue;
    result += text.slice(at, rewrite.span.start) + rewrite.text;
    at = rewrite.span.end;
    applied.push({ end: rewrite.span.end, delta: rewrite.text.length - (rewrite.span.end - rewrite.span.start) });
  }
  const moved = positions.map((position) => applied.reduce((shifted, rewrite) => (rewrite.end <= position ? shifted + rewrite.delta : shifted), position));
  return { text: result + text.slice(at), positions: moved };
}

export function adaptRecipe(markdown: string, recipe: UnderstoodRecipe, options: AdaptOptions): AdaptedRecipe {
  const base = options.baseServings ?? baseServings(recipe, 2);
  const factor = base > 0 && options.servings > 0 ? options.servings / base : 1;
  const rewrites: Rewrite[] = [];
  const amounts: (string | null)[] = [];
  const ingredientTexts: string[] = [];
  for (const line of recipe.ingredients) {
    const written = line.amountSpan ? markdown.slice(line.amountSpan.start, line.amountSpan.end) : null;
    const countedWritten = line.countedSpan ? markdown.slice(line.countedSpan.start, line.countedSpan.end) : null;
    const rewrite = written !== null ? rewriteAmount(line, written, factor, options, countedWritten) : null;
    if (rewrite === null || line.amountSpan === null) {
      amounts.push(written === null ? null : written.replace(/[*_`]/g, ""));
      ingredientTexts.push(line.text);
      continue;
    }
    rewrites.push({ span: line.amountSpan, text: rewrite.amount });
    let text = line.text.replace((written ?? "").replace(/[*_`]/g, ""), rewrite.amount);
    if (rewrite.countedWord !== null && line.countedSpan !== null && countedWritten !== null) {
      rewrites.push({ span: line.countedSpan, text: rewrite.countedWord });
      const after = text.indexOf(rewrite.amount) + rewrite.amount.length;
      const at = text.indexOf(countedWritten, after);
      if (at >= 0) text = text.slice(0, at) + rewrite.countedWord + text.slice(at + countedWritten.length);
    }
    amounts.push(rewrite.amount);
    ingredientTexts.push(text);
  }
  const stepTexts = recipe.steps.map((step) => convertTemperatures(step.text, options.units));
  if (options.units !== "as-written") {
    for (const step of recipe.steps) {
      const written = markdown.slice(step.span.start, step.span.end);
      const converted = convertTemperatures(written, options.units);
      if (converted !== written) rewrites.push({ span: step.span, text: converted });
    }
  }
  const starts = recipe.ingredients.map((line) => line.span.start);
  const rewritten = rewrites.length === 0 ? { text: markdown, positions: starts } : applyRewrites(markdown, rewrites, starts);
  return {
    markdown: rewritten.text,
    ingredientStarts: rewritten.positions,
    amounts,
    ingredientTexts,
    stepTexts,
  };
}
