import { buildNutrition } from "../scripts/build-nutrition.ts";
import { estimateLine, type LineEstimate } from "../src/recipe/nutrition.ts";
import type { IngredientLine } from "../src/recipe/recipe-model.ts";
import { understandRecipe } from "../src/recipe/understand.ts";

/**
 * One ingredient line as the nutrition tests read it (issue 22): inside a recipe, through the recipe reader, then
 * estimated against the table the build makes. Shared by the nutrition test files, which test classes of lines.
 */
export const { table } = buildNutrition();

/** The line as the recipe reader reads it inside a recipe. */
export function readLine(text: string): IngredientLine {
  const recipe = understandRecipe(`# Test\n\nServes 1\n\n## Ingredients\n\n- ${text}\n- 1 cup water\n\n## Method\n\n1. Cook.\n`);
  const line = recipe?.ingredients[0];
  if (line === undefined || recipe?.ingredients.length !== 2) throw new Error(`${text}: not read as one ingredient line`);
  return line;
}

export function estimate(text: string): LineEstimate {
  return estimateLine(readLine(text), table);
}

/** Grams the line counts, to one decimal, or why it counts none. */
export function grams(text: string): number | string {
  const read = estimate(text);
  return read.kind === "counted" ? Math.round(read.grams * 10) / 10 : read.reason;
}

/** The SR28 food the line counts, or why it counts none. */
export function usdaOf(text: string): string {
  const read = estimate(text);
  return read.kind === "counted" ? read.usda : read.reason;
}

/** The table's name the line counts, or why it counts none. */
export function foodOf(text: string): string {
  const read = estimate(text);
  return read.kind === "counted" ? read.food : read.reason;
}
