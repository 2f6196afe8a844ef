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

/**
 * Verdicts by ingredient as written, each reached once: in idle time after it is typed (`checkSoon`),
 * so the click that asks for a recipe only reads them (the check's words were some 3 ms of that task
 * at 4× CPU, BENCHMARKS.md §12). One with no verdict yet is checked at the click, so nothing unchecked
 * is ever sent.
 */
export function createVerdicts(isNonFood: (ingredient: string) => boolean) {
  const known = new Map<string, boolean>();
  const verdict = (ingredient: string) => {
    let notFood = known.get(ingredient);
    if (notFood === undefined) known.set(ingredient, (notFood = isNonFood(ingredient)));
    return notFood;
  };
  return { verdict, firstNonFood: (ingredients: readonly string[]) => ingredients.find(verdict) ?? null };
}

let verdicts: ReturnType<typeof createVerdicts> | undefined;

/** The first ingredient that is not food (null when all are), once the check has loaded; undefined before. */
export function firstNonFood(ingredients: readonly string[]): string | null | undefined {
  const check = foodCheck.loaded;
  return check && (verdicts ??= createVerdicts(check.isNonFood)).firstNonFood(ingredients);
}

/** Checks the list in idle time (what was checked before is not checked again). */
export function checkSoon(ingredients: readonly string[]): void {
  foodCheck.load().then(
    () => runWhenIdle(ingredients.map((ingredient) => () => void firstNonFood([ingredient]))),
    () => undefined,
  );
}
