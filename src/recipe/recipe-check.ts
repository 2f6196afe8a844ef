import { ingredientsInStep } from "./have-need.ts";
import type { UnderstoodRecipe } from "./recipe-model.ts";
import { findInIngredient, findInText, uniqueFindings, type Avoidance, type Found } from "../food/allergens.ts";

/**
 * A recipe on screen checked against what the cook asked to avoid and their diets, whichever backend
 * wrote it: each ingredient line, each step (by its own words and by the ingredients it uses), the
 * title, and the rest of the reply (tips, serving ideas), where a sentence that says it leaves the
 * thing out ("without peanuts", "swap the butter for oil") is not counted. Pure.
 */
export interface RecipeCheck {
  /** One per `recipe.ingredients`, same order. */
  readonly ingredients: readonly (readonly Found[])[];
  /** One per `recipe.steps`, same order. */
  readonly steps: readonly (readonly Found[])[];
  /** In the title, the ingredients or the steps. */
  readonly contains: readonly Found[];
  /** Only in the rest of the reply. */
  readonly mentions: readonly Found[];
}

export const NOTHING_FOUND: RecipeCheck = { ingredients: [], steps: [], contains: [], mentions: [] };

// A sentence that says the thing is left out, swapped or avoided does not put it in the dish.
const LEFT_OUT =
  /\b(?:without|avoid(?:s|ed|ing)?|omit(?:s|ted)?|leave (?:it |them )?out|left out|leaving out|skip(?:ped)?|instead of|in place of|replac(?:e|ed|es|ing)|substitut(?:e|ed|es|ing)|swap(?:ped|s)?|allerg(?:y|ies|ic)|intoleran(?:t|ce))\b/i;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== "");
}

/** What a reply mentions outside its ingredients and steps, ignoring sentences that leave it out. */
export function findInProse(text: string, avoidance: Avoidance): Found[] {
  return uniqueFindings(sentences(text).filter((sentence) => !LEFT_OUT.test(sentence)).flatMap((sentence) => findInText(sentence, avoidance)));
}

function blankOut(markdown: string, spans: readonly { start: number; end: number }[]): string {
  let rest = "";
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start < at) continue;
    rest += `${markdown.slice(at, span.start)}\n`;
    at = span.end;
  }
  return rest + markdown.slice(at);
}

/** Checks `markdown`, read as `recipe` (or, when it is not a recipe, as prose). */
export function checkRecipe(markdown: string, recipe: UnderstoodRecipe | null, avoidance: Avoidance): RecipeCheck {
  if (avoidance.empty) return NOTHING_FOUND;
  if (recipe === null) return { ...NOTHING_FOUND, mentions: findInProse(markdown, avoidance) };
  const ingredients = recipe.ingredients.map((line) => findInIngredient(line.text, avoidance));
  const steps = recipe.steps.map((step, index) =>
    uniqueFindings([...findInText(step.text, avoidance), ...ingredientsInStep(recipe, index).flatMap((at) => ingredients[at] ?? [])]),
  );
  const title = recipe.title === null ? [] : findInText(recipe.title, avoidance);
  const contains = uniqueFindings([...title, ...ingredients.flat(), ...steps.flat()]);
  const spans = [...recipe.ingredients.map((line) => line.span), ...recipe.steps.map((step) => step.span)];
  const elsewhere = findInProse(blankOut(markdown, spans), avoidance).filter(
    (found) => !contains.some((known) => known.label === found.label && known.word.toLowerCase() === found.word.toLowerCase()),
  );
  return { ingredients, steps, contains, mentions: elsewhere };
}
