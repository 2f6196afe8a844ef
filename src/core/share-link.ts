import { addIngredient } from "./ingredients.ts";

/**
 * The ingredient list lives in the address's fragment (`#i=eggs&i=feta`), so copying the address
 * shares the list and the server never sees it.
 */
export function encodeShareFragment(ingredients: readonly string[]): string {
  if (ingredients.length === 0) return "";
  const params = new URLSearchParams();
  for (const ingredient of ingredients) params.append("i", ingredient);
  return `#${params.toString()}`;
}

/** The list a fragment carries, by the same rules as typing it in; null when it carries none. */
export function decodeShareFragment(hash: string): string[] | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const raw = params.getAll("i");
  if (raw.length === 0) return null;
  let ingredients: string[] = [];
  for (const item of raw) {
    const added = addIngredient(ingredients, item);
    if (added.ok) ingredients = added.ingredients;
  }
  return ingredients;
}

/**
 * Whether a fragment carries a recipe (`#r1=…`, any version) rather than a list: then the page loads
 * the recipe link's reader (src/app/recipe-link.ts) on demand, and the list is left as it was.
 */
export function isRecipeLink(hash: string): boolean {
  return /^#r\d+=/.test(hash);
}
