import { onDemand } from "./on-demand.ts";
import { importNonFood } from "./on-demand-parts.ts";

/**
 * The non-food check (src/food/non-food.ts and its list), loaded on demand: fetched when the visitor
 * first focuses the ingredient field, so the first screen does not carry it. `firstNonFood` once loaded;
 * its tables are built in idle time after that (its `warmUpSteps`).
 */
export const foodCheck = onDemand(importNonFood);

export function preloadFoodCheck(): void {
  foodCheck.load().catch(() => undefined);
}
