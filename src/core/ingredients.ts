import { regularSingular } from "./plurals.ts";
import { hasForbiddenCharacters, normaliseText } from "./text-input.ts";

/** The spec's rule: a recipe can be asked for once the list holds more than 3 ingredients. */
export const MIN_INGREDIENTS_FOR_RECIPE = 4;
export const MAX_INGREDIENTS = 50;
export const MAX_INGREDIENT_LENGTH = 80;

export type AddIngredientProblem = "blank" | "duplicate" | "too_long" | "list_full" | "control_characters";

export type AddIngredientResult =
  | { ok: true; ingredients: string[]; added: string }
  | { ok: false; problem: AddIngredientProblem };

// Format characters (zero-width spaces and joiners, the BOM, bidi marks, soft hyphens) print as
// nothing: a name made only of them is blank, and they never make two names different.
const INVISIBLE = /\p{Cf}/gu;

/**
 * One spelling (NFKC, no bidirectional controls: see text-input.ts), trimmed, inner runs of white
 * space folded, so "  red   onion " becomes "red onion" and "ｅｇｇｓ" becomes "eggs".
 */
export function cleanIngredient(raw: string): string {
  return normaliseText(raw).trim().replace(/\s+/g, " ");
}

/**
 * Two ingredients are the same one when they differ only in case, spacing, invisible characters or
 * how their characters are spelt ("ｅｇｇｓ" and "eggs", a composed and a decomposed "é"). Lower case
 * without a locale, so a page in Turkish and the server agree.
 */
export function ingredientKey(ingredient: string): string {
  return cleanIngredient(ingredient).replace(INVISIBLE, "").toLowerCase().normalize("NFKC");
}

export function checkIngredient(raw: string): AddIngredientProblem | null {
  // Control characters and line separators have no place in a name and would let a visitor shape the prompt.
  // Read once bidi controls are gone and the ends trimmed, as the name is kept: a tab before the name is
  // trimmed whether or not a bidi control stands before the tab.
  if (hasForbiddenCharacters(normaliseText(raw).trim())) return "control_characters";
  const cleaned = cleanIngredient(raw);
  if (cleaned.replace(INVISIBLE, "").trim() === "") return "blank";
  if (cleaned.length > MAX_INGREDIENT_LENGTH) return "too_long";
  return null;
}

export function addIngredient(ingredients: readonly string[], raw: string): AddIngredientResult {
  const problem = checkIngredient(raw);
  if (problem) return { ok: false, problem };
  const added = cleanIngredient(raw);
  const key = ingredientKey(added);
  if (ingredients.some((existing) => ingredientKey(existing) === key)) return { ok: false, problem: "duplicate" };
  if (ingredients.length >= MAX_INGREDIENTS) return { ok: false, problem: "list_full" };
  return { ok: true, ingredients: [...ingredients, added], added };
}

/**
 * As `addIngredient`, for what the cook adds on the page: a name that is one on the list but for the regular plural
 * of its last word ("tomato" after "tomatoes", "Eggs" after "egg") is a duplicate too, since two lines for one food
 * broke the list. A list sent to the server is taken as it is.
 */
export function addToList(ingredients: readonly string[], raw: string): AddIngredientResult {
  const result = addIngredient(ingredients, raw);
  if (!result.ok) return result;
  const key = singularKey(result.added);
  return ingredients.some((existing) => singularKey(existing) === key) ? { ok: false, problem: "duplicate" } : result;
}

const singularKey = (ingredient: string): string => ingredientKey(ingredient).replace(/[a-z]+$/, regularSingular);

export function hasEnoughIngredients(ingredients: readonly string[]): boolean {
  return ingredients.length >= MIN_INGREDIENTS_FOR_RECIPE;
}

export function addIngredientMessage(problem: AddIngredientProblem, raw: string): string {
  switch (problem) {
    case "blank":
      return "Type an ingredient first — an empty one can't go on the list.";
    case "duplicate":
      return `${cleanIngredient(raw)} is already on your list.`;
    case "too_long":
      return `That's a long one — keep each ingredient under ${MAX_INGREDIENT_LENGTH + 1} characters.`;
    case "list_full":
      return `Your list is full at ${MAX_INGREDIENTS} ingredients. Remove one to add another.`;
    case "control_characters":
      return "Ingredients can't contain line breaks or control characters.";
  }
}
