import { recipeKey } from "./cook-progress.ts";
import { perRecipeStore } from "./per-recipe-store.ts";
import type { RecipeChoice } from "./recipe-choice.ts";
import { MAX_COOK_SERVINGS, MIN_COOK_SERVINGS } from "./recipe-header.tsx";

/**
 * The servings and units a cook chose for a recipe, kept in local storage per recipe (keyed by its
 * text, as cook mode's ticks are) for the last 20 recipes: a cook who set Servings 6 and reloads
 * mid-cook sees 6 again, not the recipe's own servings. Read back value by value: anything damaged is
 * dropped, never a crash, and the recipe shows as written.
 */

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

export const CHOICES_KEY = "ai-chef:recipe-choices";
/** Recipes whose choice is kept; the least recently chosen goes first. */
export const MAX_KEPT_CHOICES = 20;

const isServings = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= MIN_COOK_SERVINGS && (value as number) <= MAX_COOK_SERVINGS;
const isUnits = (value: unknown): value is RecipeChoice["units"] => value === "as-written" || value === "metric" || value === "us";

const choices = perRecipeStore<Pick<RecipeChoice, "servings" | "units">>(CHOICES_KEY, MAX_KEPT_CHOICES, ({ servings, units }) =>
  isServings(servings) && isUnits(units) ? { servings, units } : null,
);

/** The choice kept for this reply, its shopping list closed; null when none was made (or it was damaged). */
export function readChoice(storage: Storage | null, reply: string): RecipeChoice | null {
  const kept = choices.read(storage, recipeKey(reply));
  return kept ? { servingsInput: String(kept.servings), servings: kept.servings, units: kept.units, listOpen: false } : null;
}

/** Keeps the servings the recipe follows (the last usable number typed) and the units. */
export function writeChoice(storage: Storage | null, reply: string, choice: RecipeChoice, now: number = Date.now()): void {
  choices.write(storage, recipeKey(reply), { servings: choice.servings, units: choice.units }, now);
}
