import { parseIngredientLine } from "./ingredient-line.ts";
import { markdownRuns, type InlineText } from "./inline-text.ts";
import { readBlocks } from "./read-blocks.ts";
import { readServings, readTimes } from "./read-meta.ts";
import { readSections, type IngredientPiece } from "./read-sections.ts";
import type { IngredientLine, Span, UnderstoodRecipe } from "./recipe-model.ts";

/**
 * Reads finished markdown (an AI reply, a cookbook answer, a reopened recent recipe) as a recipe, in
 * small pure stages: markdown → blocks (./read-blocks.ts) → the recipe's parts (./read-sections.ts)
 * → ingredient lines (./ingredient-line.ts, the amount grammar), steps, servings and times
 * (./read-meta.ts). Returns null for a reply that is not a recipe. See
 * docs/decisions/016-reading-real-recipes.md.
 */

/** Where a span of the text is written in the markdown: from its first character to its last. */
function markdownSpan(text: InlineText, span: Span | null): Span | null {
  if (span === null) return null;
  const runs = markdownRuns(text, span);
  const first = runs[0];
  const last = runs[runs.length - 1];
  return first && last ? { start: first.start, end: last.end } : null;
}

function ingredientLine(piece: IngredientPiece): IngredientLine {
  const parsed = parseIngredientLine(piece.text.text);
  return {
    text: piece.text.text,
    quantity: parsed.quantity,
    quantityUpper: parsed.quantityUpper,
    unit: parsed.unit,
    name: parsed.name,
    note: parsed.note,
    group: piece.group,
    amountSpan: markdownSpan(piece.text, parsed.amount),
    countedSpan: markdownSpan(piece.text, parsed.countedWord),
    span: piece.span,
    parsed,
    starts: piece.text.starts,
    ends: piece.text.ends,
  };
}

export function understandRecipe(markdown: string): UnderstoodRecipe | null {
  const parts = readSections(readBlocks(markdown));
  if (parts.ingredients.length === 0 || parts.steps.length === 0) return null;
  const servings = readServings(parts.meta);
  return {
    title: parts.title,
    sections: parts.sections,
    servings: servings?.servings ?? null,
    servingsSpan: servings?.span ?? null,
    otherServings: servings?.others ?? [],
    ...readTimes(parts.meta),
    ingredients: parts.ingredients.map(ingredientLine),
    steps: parts.steps.map((step) => ({ text: step.text.text, span: step.span })),
  };
}
