import type { ParsedLine } from "./ingredient-line.ts";

/**
 * The recipe as the page understands it: derived from finished markdown (an AI reply, a cookbook
 * answer or a reopened recent recipe) by `understand.ts`, and adapted for the cook by the other
 * modules in this folder. Pure data: no React, no DOM.
 */

/** Offsets into the markdown the recipe was read from: `markdown.slice(start, end)`. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface IngredientLine {
  /** The line as written, markdown inline syntax removed ("1 (14 oz) can tomatoes, drained"). */
  readonly text: string;
  /** The amount, or null when the line has none ("salt to taste"): scaling leaves it alone. */
  readonly quantity: number | null;
  /** The upper bound of a range ("2-3 cloves" → 3), else null. */
  readonly quantityUpper: number | null;
  /** The unit as a canonical short name ("g", "ml", "cup", "tbsp", "tsp", "oz", "lb", "clove", "can"), or null. */
  readonly unit: string | null;
  /** What it is ("tomatoes"), without amount, unit or note. */
  readonly name: string;
  /** What follows a comma or sits in brackets ("drained", "finely chopped"), or null. */
  readonly note: string | null;
  /** The sub-section it sits under ("For the sauce"), or null. */
  readonly group: string | null;
  /** Where the amount and unit are written in the markdown, so they can be replaced in place; null with no amount. */
  readonly amountSpan: Span | null;
  /** The word naming what a bare count counts ("eggs" in "2 large eggs"), to make it singular or plural; else null. */
  readonly countedSpan: Span | null;
  /** The list item (from its marker, where the renderer's item starts), line or table row in the markdown. */
  readonly span: Span;
  /** The amount grammar's reading of `text` (spans in `text`), for rewriting it. */
  readonly parsed: ParsedLine;
  /** Where each character of `text` is written in the markdown: its start, and its end. */
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

export interface RecipeStep {
  /** The step as plain text, markdown inline syntax removed. */
  readonly text: string;
  readonly span: Span;
}

export interface UnderstoodRecipe {
  readonly title: string | null;
  /**
   * Where the ingredients and the method begin (their heading or label), when the recipe reads in that
   * order: every ingredient between the two, every step after the second; else null.
   */
  readonly sections: SectionStarts | null;
  /** Stated servings ("Serves 4", "Servings: 4-6" → 4), or null when the recipe does not say. */
  readonly servings: number | null;
  /** Where the stated servings are written ("4-6"), so they follow a change of servings; null when not stated. */
  readonly servingsSpan: Span | null;
  /** Other counts stated with the servings ("6" in "Serves 4 (as a main) or 6 (as a side)"): they follow the servings too. */
  readonly otherServings: readonly { readonly low: number; readonly high: number | null; readonly separator: string | null; readonly span: Span }[];
  readonly prepMinutes: number | null;
  readonly cookMinutes: number | null;
  readonly totalMinutes: number | null;
  readonly ingredients: readonly IngredientLine[];
  readonly steps: readonly RecipeStep[];
}

export interface SectionStarts {
  readonly ingredients: number;
  readonly method: number;
}

export type UnitSystem = "as-written" | "metric" | "us";

export interface AdaptOptions {
  /** Servings wanted; the recipe's own servings (or the fallback) is the base. */
  readonly servings: number;
  readonly units: UnitSystem;
  /** Servings the recipe makes as written; defaults to its stated servings, else 2. */
  readonly baseServings?: number;
}

/** A recipe rewritten for the cook: amounts scaled and converted, oven temperatures converted. */
export interface AdaptedRecipe {
  /** The markdown with every ingredient amount (and step temperature) rewritten in place. */
  readonly markdown: string;
  /** One per ingredient, same order: where its list item starts in `markdown` (its span's start, moved by the rewrites before it). */
  readonly ingredientStarts: readonly number[];
  /** The recipe's `sections`, where they now are in `markdown`. */
  readonly sections: SectionStarts | null;
  /** One per `UnderstoodRecipe.ingredients`, same order: the amount as now shown ("1 ½ tsp", "250 g"), or null. */
  readonly amounts: readonly (string | null)[];
  /** One per ingredient, same order: the line as now shown. */
  readonly ingredientTexts: readonly string[];
  /** One per step, same order: the step text with temperatures converted. */
  readonly stepTexts: readonly string[];
}

/**
 * "have": on the visitor's list; "pantry": a staple the visitor is assumed to have; "optional": the line says
 * the dish is whole without it, so it is not to buy (nor on the shopping list); "need": to buy.
 */
export type HaveOrNeed = "have" | "pantry" | "optional" | "need";

export interface StepTimer {
  /** The duration to count down; for a range the lower bound, so the cook checks early. */
  readonly seconds: number;
  /** Button label, e.g. "Start 10-minute timer", "Start 1-hour 30-minute timer". */
  readonly label: string;
  /** The words in the step it was read from ("simmer for 10 minutes"). */
  readonly source: string;
  /** What the cook does meanwhile, a word or two of the step's own ("simmer", "set aside"). */
  readonly action: string;
}
