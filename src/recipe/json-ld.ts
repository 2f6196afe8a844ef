import type { AdaptedRecipe, UnderstoodRecipe } from "./recipe-model.ts";

/** "PT1H15M" for 75 minutes. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return `PT${hours > 0 ? `${hours}H` : ""}${rest > 0 || hours === 0 ? `${rest}M` : ""}`;
}

/** The whole time the recipe takes, as stated, or prep and cook added up when both are; else null. */
export function totalMinutes(recipe: UnderstoodRecipe): number | null {
  return recipe.totalMinutes ?? (recipe.prepMinutes !== null && recipe.cookMinutes !== null ? recipe.prepMinutes + recipe.cookMinutes : null);
}

/**
 * The recipe as schema.org `Recipe` JSON-LD, the shape Mealie and Tandoor import: amounts as the
 * cook now sees them (scaled, converted), steps as HowToStep; `nutrition` (schema.org NutritionInformation
 * for one serving) when an estimate is given.
 */
export function toJsonLd(recipe: UnderstoodRecipe, adapted: AdaptedRecipe, servings: number, nutrition?: Record<string, string>): Record<string, unknown> {
  const total = totalMinutes(recipe);
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title ?? "Recipe",
    recipeYield: `${servings} servings`,
    recipeIngredient: [...adapted.ingredientTexts],
    recipeInstructions: adapted.stepTexts.map((text, index) => ({ "@type": "HowToStep", position: index + 1, text })),
    ...(recipe.prepMinutes !== null ? { prepTime: isoDuration(recipe.prepMinutes) } : {}),
    ...(recipe.cookMinutes !== null ? { cookTime: isoDuration(recipe.cookMinutes) } : {}),
    ...(total !== null ? { totalTime: isoDuration(total) } : {}),
    ...(nutrition ? { nutrition } : {}),
  };
}
