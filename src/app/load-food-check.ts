import { onDemand } from "./on-demand.ts";
import { importNonFood } from "./on-demand-parts.ts";
import { runWhenIdle } from "./idle.ts";

/**
 * The non-food check (src/food/non-food.ts and its list), loaded on demand: fetched when the visitor
 * first focuses the ingredient field, so the first screen does not carry it. `firstNonFood` once loaded;
 * its tables are built in idle time after that (its `warmUpSteps`).
 */
export const foodCheck = onDemand(importNonFood);

export function preloadFoodCheck(): void {
  foodCheck.load().catch(() => undefined);
}

// The verdicts of what was typed (non-food.ts's createVerdicts), kept for the page's life.
let verdicts: ReturnType<NonNullable<typeof foodCheck.loaded>["createVerdicts"]> | undefined;

/** The first ingredient that is not food (null when all are), once the check has loaded; undefined before. */
export function firstNonFood(ingredients: readonly string[]): string | null | undefined {
  const check = foodCheck.loaded;
  return check && (verdicts ??= check.createVerdicts()).firstNonFood(ingredients);
}

/** Checks the list in idle time, so the click that asks for a recipe finds it checked (each ingredient once). */
export function checkSoon(ingredients: readonly string[]): void {
  foodCheck.load().then(
    () => runWhenIdle(ingredients.map((ingredient) => () => void firstNonFood([ingredient]))),
    () => undefined,
  );
}
