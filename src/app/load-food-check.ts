import { onDemand } from "./on-demand.ts";

/**
 * The non-food check (src/food/non-food.ts and its list), loaded on demand: fetched when the visitor
 * first focuses the ingredient field, so the first screen does not carry it. `firstNonFood` once loaded.
 * Its tables are built in idle time once it has loaded (a step of its own), not in the click that first
 * checks a list: at 4× CPU that was a third of the click's 100 ms task (BENCHMARKS.md §12).
 */
export const foodCheck = onDemand(() =>
  import("../food/non-food.ts").then((module) => ({ default: module.firstNonFood, warmUpSteps: [() => void module.firstNonFood(["baker's ammonia"])] })),
);

export function preloadFoodCheck(): void {
  foodCheck.load().catch(() => undefined);
}
