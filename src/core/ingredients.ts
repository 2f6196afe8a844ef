/** The spec's rule: a recipe can be asked for once the list holds more than 3 ingredients. */
export const MIN_INGREDIENTS_FOR_RECIPE = 4;
export const MAX_INGREDIENTS = 50;
export const MAX_INGREDIENT_LENGTH = 80;

export type AddIngredientProblem = "blank" | "duplicate" | "too_long" | "list_full" | "control_characters";

export type AddIngredientResult =
  | { ok: true; ingredients: string[]; added: string }
  | { ok: false; problem: AddIngredientProblem };

// C0/C1 control characters (newlines included) have no place in an ingredient name and
// would let a visitor shape the prompt's structure.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// Format characters (zero-width spaces and joiners, the BOM, bidi marks, soft hyphens) print as
// nothing: a name made only of them is blank, and they never make two names different.
const INVISIBLE = /\p{Cf}/gu;

/** Trims and folds inner runs of white space, so "  red   onion " becomes "red onion". */
export function cleanIngredient(raw: string): string {
  return raw.trim().replace(/\s+/g, " ");
}

/** Two ingredients are the same one when they differ only in case, spacing or invisible characters. */
export function ingredientKey(ingredient: string): string {
  return cleanIngredient(ingredient).replace(INVISIBLE, "").toLocaleLowerCase();
}

export function checkIngredient(raw: string): AddIngredientProblem | null {
  if (CONTROL_CHARACTERS.test(raw.trim())) return "control_characters";
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
