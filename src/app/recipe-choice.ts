import { adaptRecipe, baseServings } from "../recipe/adapt.ts";
import type { AdaptedRecipe, UnderstoodRecipe, UnitSystem } from "../recipe/recipe-model.ts";
import { capMarkdown } from "./markdown-caps.ts";
import { readNow } from "./read-recipe.ts";

/**
 * How the cook has chosen to see a recipe: the servings as typed and the number the recipe follows
 * (the last usable one typed), the units, and whether its shopping list is open. The recipe panel
 * holds it, for the reply it was made for; the tools show it and change it.
 */
export type RecipeChoice = { servingsInput: string; servings: number; units: UnitSystem; listOpen: boolean };

/** The servings a recipe makes as written: what it states, else the servings asked for, else 2. */
export function servingsAsWritten(recipe: UnderstoodRecipe, preferredServings: number | null): number {
  return baseServings(recipe, preferredServings ?? 2);
}

/** The choice every recipe starts with: as written, at `base` servings, its shopping list closed. */
export function asWritten(base: number): RecipeChoice {
  return { servingsInput: String(base), servings: base, units: "as-written", listOpen: false };
}

/**
 * The recipe rewritten for the choice (scaled, converted): what the tools show. `text` is the reply
 * within the renderer's caps, the text `recipe` was read from.
 */
export function adaptedFor(text: string, recipe: UnderstoodRecipe, choice: Pick<RecipeChoice, "servings" | "units">, base: number): AdaptedRecipe {
  return adaptRecipe(text, recipe, { servings: choice.servings, units: choice.units, baseServings: base });
}

/**
 * What Copy, Share and Download give: the reply as it arrived while the recipe is as written (for
 * every recipe in the cookbook and the fixtures' corpora, the tools' rewrite at its own servings and
 * units is the reply itself), else the recipe as the tools show it for `choice`.
 */
export function shownText(reply: string, choice: RecipeChoice | null, preferredServings: number | null): string {
  if (choice === null) return reply;
  const text = capMarkdown(reply);
  // The tools' reading of the same text, already made: they show a choice only once they have read it.
  const recipe = readNow(text);
  if (recipe === null) return reply;
  const base = servingsAsWritten(recipe, preferredServings);
  return choice.servings === base && choice.units === "as-written" ? reply : adaptedFor(text, recipe, choice, base).markdown;
}
