import { recipeKey } from "./cook-progress.ts";
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
const VERSION = 1;
/** Recipes whose choice is kept; the least recently chosen goes first. */
export const MAX_KEPT_CHOICES = 20;

type Kept = Pick<RecipeChoice, "servings" | "units"> & { at: number };

const isServings = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= MIN_COOK_SERVINGS && (value as number) <= MAX_COOK_SERVINGS;
const isUnits = (value: unknown): value is RecipeChoice["units"] => value === "as-written" || value === "metric" || value === "us";

function readAll(storage: Storage | null): Map<string, Kept> {
  const kept = new Map<string, Kept>();
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CHOICES_KEY) ?? "null");
    if (typeof parsed !== "object" || parsed === null || (parsed as { version?: unknown }).version !== VERSION) return kept;
    const recipes = (parsed as { recipes?: unknown }).recipes;
    if (typeof recipes !== "object" || recipes === null || Array.isArray(recipes)) return kept;
    for (const [key, value] of Object.entries(recipes as Record<string, unknown>)) {
      if (typeof value !== "object" || value === null || key.length > 40) continue;
      const { servings, units, at } = value as Record<string, unknown>;
      if (isServings(servings) && isUnits(units)) kept.set(key, { servings, units, at: typeof at === "number" && Number.isFinite(at) ? at : 0 });
    }
  } catch {
    // Not JSON, or storage refused: nothing was kept.
  }
  return kept;
}

/** The choice kept for this reply, its shopping list closed; null when none was made (or it was damaged). */
export function readChoice(storage: Storage | null, reply: string): RecipeChoice | null {
  const kept = readAll(storage).get(recipeKey(reply));
  return kept ? { servingsInput: String(kept.servings), servings: kept.servings, units: kept.units, listOpen: false } : null;
}

/** Keeps the servings the recipe follows (the last usable number typed) and the units. */
export function writeChoice(storage: Storage | null, reply: string, choice: RecipeChoice, now: number = Date.now()): void {
  const all = readAll(storage);
  const key = recipeKey(reply);
  all.delete(key);
  all.set(key, { servings: choice.servings, units: choice.units, at: now });
  const newest = [...all].sort(([, a], [, b]) => b.at - a.at).slice(0, MAX_KEPT_CHOICES);
  try {
    storage?.setItem(CHOICES_KEY, JSON.stringify({ version: VERSION, recipes: Object.fromEntries(newest) }));
  } catch {
    // Private mode or storage full: the choice holds for this visit.
  }
}
