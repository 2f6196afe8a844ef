import { lazy } from "react";
import { lazyModule, onDemand } from "./on-demand.ts";
import type { NutritionPanelProps } from "./nutrition-panel.tsx";
import type { UnderstoodRecipe } from "../recipe/recipe-model.ts";

type Nutrition = {
  default: (props: NutritionPanelProps) => React.ReactNode;
  nutritionFor: (recipe: UnderstoodRecipe, baseServings: number) => Record<string, string>;
};

// The nutrition table is its own chunk, fetched by the recipe tools once a recipe has been read: neither
// the first screen nor the tools' own chunk carries it.
const nutrition = onDemand<Nutrition>(() => import("./nutrition-panel.tsx"));

// If the table cannot be fetched, the recipe and its tools stay; only the panel is missing.
export const LazyNutritionPanel = lazy(() => lazyModule(nutrition, { default: () => null, nutritionFor: () => ({}) }));

/** The recipe card's `nutrition`, or undefined when the table cannot be fetched. */
export async function loadNutritionFor(recipe: UnderstoodRecipe, baseServings: number): Promise<Record<string, string> | undefined> {
  try {
    return (await nutrition.load()).nutritionFor(recipe, baseServings);
  } catch {
    return undefined;
  }
}
