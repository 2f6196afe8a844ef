import { firstNonFood } from "../food/non-food.ts";
import type { IdleStep } from "./idle.ts";

/** The non-food check as the page loads it on demand (load-food-check.ts). */
export default firstNonFood;

/**
 * Its tables are built in idle time once it has loaded, not in the click that first checks a list: at
 * 4× CPU they were a third of the click's 100 ms task (BENCHMARKS.md §12). "baker's ammonia" takes every
 * path: a non-food word, then the food name it is part of.
 */
export const warmUpSteps: readonly IdleStep[] = [() => void firstNonFood(["baker's ammonia"])];
