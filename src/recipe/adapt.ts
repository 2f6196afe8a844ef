import { pluralise, singularise } from "../food/ingredient-names.ts";
import { applyEdits, isEachOne, readQuantity, type Edit } from "./amount.ts";
import { parseIngredientLine, type ParsedLine } from "./ingredient-line.ts";
import { markdownRuns, type InlineText } from "./inline-text.ts";
import { COUNT_ROUNDING, roundAmount } from "./quantity.ts";
import type { AdaptOptions, AdaptedRecipe, IngredientLine, Span, UnderstoodRecipe, UnitSystem } from "./recipe-model.ts";
import { ovenTable, temperatureEdits } from "./temperature.ts";
import { convertAmount, convertMeasure, scaleInSystem } from "./units.ts";

/**
 * The recipe rewritten for the cook: every ingredient amount scaled to the servings wanted (and
 * converted when a unit system is chosen), the stated servings with them, and oven temperatures in the
 * chosen system, each written in place of exactly the characters that were read, so the page renders
 * it as before. Lines without an amount ("salt to taste") are left alone. Pure.
 */

/** Servings the recipe makes as written: what it states, else the fallback (the preference, or 2). */
export function baseServings(recipe: UnderstoodRecipe, fallback: number): number {
  return recipe.servings ?? fallback;
}

function matchCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** The word a bare count counts, agreeing with the new count: "1 onion" → "2 onions", "2 eggs" → "1 egg". */
function countedWordEdit(text: string, parsed: ParsedLine, factor: number): Edit | null {
  const { amount, countedWord } = parsed;
  // A sized piece ("1 small piece") agrees with its count in the amount's own rewrite.
  if (amount === null || countedWord === null || amount.unit !== null || amount.counted !== null) return null;
  const written = text.slice(countedWord.start, countedWord.end);
  const many = roundAmount((amount.upper ?? amount.quantity) * factor, COUNT_ROUNDING) > 1;
  const wasMany = (amount.upper ?? amount.quantity) > 1;
  if (many === wasMany) return null;
  const agreeing = many ? pluralise(written) : matchCase(written, singularise(written.toLowerCase()));
  return agreeing === written ? null : { span: countedWord, text: agreeing };
}

/** The edits, in an ingredient line's own text, that scale it by `factor` and write it in `units`. */
export function ingredientLineEdits(text: string, parsed: ParsedLine, factor: number, units: UnitSystem): Edit[] {
  const { amount } = parsed;
  // "1 chicken (about 2 lbs)": the equivalents elsewhere in the line follow the servings and the units.
  // "1 tbsp plus 1 tsp": what is added to the amount scales and converts as the amount does.
  // "4 chicken breasts (about 150 g each)": one piece's weight follows the units only; the count says how many.
  const equivalents = [...parsed.plus, ...parsed.equivalents].flatMap((measure): Edit[] => {
    const scale = parsed.equivalents.includes(measure) && isEachOne(text, measure) ? 1 : factor;
    const converted = convertMeasure(measure, scale, units);
    if (converted !== null) return [{ span: { start: measure.start, end: measure.end }, text: converted }];
    return scaleInSystem(text, measure, scale, units);
  });
  if (amount === null) return equivalents;
  const edits: Edit[] = [...equivalents];
  const converted = convertAmount(text, amount, factor, units);
  if (converted !== null) edits.push({ span: { start: amount.start, end: amount.end }, text: converted });
  else edits.push(...[amount, ...amount.equivalents].flatMap((measure) => scaleInSystem(text, measure, factor, units)));
  if (factor !== 1) {
    const counted = countedWordEdit(text, parsed, factor);
    if (counted !== null) edits.push(counted);
  }
  return edits;
}

/** One ingredient line scaled by `factor` (and converted): "3/4 cup flour" × 2 → "1 ½ cups flour". */
export function scaleIngredientLine(line: string, factor: number, units: UnitSystem = "as-written"): string {
  return applyEdits(line, ingredientLineEdits(line, parseIngredientLine(line), factor, units));
}

interface Rewrite {
  readonly span: Span;
  readonly text: string;
}

/** Edits of a line's text as rewrites of the markdown: the text goes where the first run is written, the other runs empty. */
function inMarkdown(line: IngredientLine, edits: readonly Edit[]): Rewrite[] {
  const text: InlineText = { text: line.text, starts: line.starts, ends: line.ends, strong: [] };
  return edits.flatMap((edit) => {
    if (edit.span.start === edit.span.end) {
      // An insertion ("Pinch of salt" → "2 pinches of salt") goes where its character is written.
      const at = line.starts[edit.span.start] ?? line.ends[line.ends.length - 1] ?? 0;
      return [{ span: { start: at, end: at }, text: edit.text }];
    }
    return markdownRuns(text, edit.span).map((run, index) => ({ span: run, text: index === 0 ? edit.text : "" }));
  });
}

/** A count or range scaled by `factor`, as the servings are: "4-6" × 2 → "8-12"; never below one, the upper end never below the lower. */
function scaledCount(low: number, high: number | null, separator: string | null, factor: number): string {
  const lower = Math.max(1, Math.round(low * factor));
  return high === null ? String(lower) : `${lower}${separator ?? "-"}${Math.max(lower, Math.round(high * factor))}`;
}

/**
 * "Serves 4" → "Serves 8", "Servings: 4-6" → "Servings: 8-12", "Serves 4 (as a main) or 6 (as a side)" → "Serves 8 (as a
 * main) or 12 (as a side)": every count stated with the servings follows the servings wanted.
 */
function servingsRewrites(markdown: string, recipe: UnderstoodRecipe, servings: number): Rewrite[] {
  const span = recipe.servingsSpan;
  if (span === null || recipe.servings === null || servings === recipe.servings) return [];
  const written = markdown.slice(span.start, span.end);
  const range = readQuantity(written, 0);
  const factor = servings / recipe.servings;
  const upper = range?.high ? `${range.separator ?? "-"}${Math.max(servings, Math.round(range.high.value * factor))}` : "";
  const others = recipe.otherServings.map((other) => ({ span: other.span, text: scaledCount(other.low, other.high, other.separator, factor) }));
  return [{ span, text: `${servings}${upper}` }, ...others];
}

/**
 * The text with each rewrite applied (overlapping ones skipped), and where each of `positions` (offsets
 * in the original that no rewrite spans) is now: moved by every rewrite before it.
 */
function applyRewrites(text: string, rewrites: readonly Rewrite[], positions: readonly number[]): { text: string; positions: number[] } {
  let result = "";
  let at = 0;
  const applied: { end: number; delta: number }[] = [];
  for (const rewrite of [...rewrites].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end)) {
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
    const { amount } = line.parsed;
    const edits = ingredientLineEdits(line.text, line.parsed, factor, options.units);
    rewrites.push(...inMarkdown(line, edits));
    ingredientTexts.push(edits.length === 0 ? line.text : applyEdits(line.text, edits));
    amounts.push(amount === null ? null : applyEdits(line.text, edits, amount.start, amount.end));
  }
  if (options.baseServings === undefined || options.baseServings === recipe.servings) {
    rewrites.push(...servingsRewrites(markdown, recipe, options.servings));
  }
  const table = options.units === "as-written" ? undefined : ovenTable(markdown);
  const stepTexts = recipe.steps.map((step) => applyEdits(step.text, temperatureEdits(step.text, options.units, table)));
  rewrites.push(...temperatureEdits(markdown, options.units, table));
  const starts = recipe.ingredients.map((line) => line.span.start);
  const { sections } = recipe;
  // The section starts are moved with the ingredients' (a heading's first character is never rewritten).
  const positions = sections ? [...starts, sections.ingredients, sections.method] : starts;
  const rewritten = rewrites.length === 0 ? { text: markdown, positions } : applyRewrites(markdown, rewrites, positions);
  const [ingredientsAt, methodAt] = rewritten.positions.slice(starts.length);
  return {
    markdown: rewritten.text,
    ingredientStarts: rewritten.positions.slice(0, starts.length),
    sections: ingredientsAt !== undefined && methodAt !== undefined ? { ingredients: ingredientsAt, method: methodAt } : null,
    amounts,
    ingredientTexts,
    stepTexts,
  };
}
