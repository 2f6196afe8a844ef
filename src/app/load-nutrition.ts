import { useEffect, useState } from "react";
import { nutritionInformation, type NutritionTable } from "../food/nutrition.ts";
import { estimateNutrition } from "../recipe/nutrition.ts";
import type { UnderstoodRecipe } from "../recipe/recipe-model.ts";
import { onDemand } from "./on-demand.ts";
import { importNutritionTable } from "./on-demand-parts.ts";

// The table (USDA SR28, built by scripts/build-nutrition.ts) is a data-only chunk, fetched by the recipe tools the
// first time a recipe's nutrition is shown or its card is downloaded.
const nutritionTable = onDemand(importNutritionTable);

/** The table as its chunk holds it: the JSON's inferred type is far too wide to be useful. */
function tableOf(module: { default: unknown }): NutritionTable {
  return module.default as NutritionTable;
}

/** The recipe card's schema.org `nutrition` (one serving), or undefined when the table cannot be fetched. */
export async function cardNutrition(recipe: UnderstoodRecipe, baseServings: number): Promise<Record<string, string> | undefined> {
  try {
    const table = tableOf(await nutritionTable.load());
    return nutritionInformation(estimateNutrition(recipe, table, baseServings).perServing);
  } catch {
    return undefined;
  }
}

export type NutritionTableState = { status: "loading" } | { status: "ready"; table: NutritionTable } | { status: "failed" };

/** Loads the table the first time a recipe's nutrition is shown; every later recipe has it at once. */
export function useNutritionTable(): NutritionTableState {
  const [state, setState] = useState<NutritionTableState>(() => {
    const loaded = nutritionTable.loaded;
    return loaded ? { status: "ready", table: tableOf(loaded) } : { status: "loading" };
  });
  useEffect(() => {
    if (state.status !== "loading") return;
    let current = true;
    nutritionTable.load().then(
      (module) => current && setState({ status: "ready", table: tableOf(module) }),
      () => current && setState({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [state.status]);
  return state;
}
