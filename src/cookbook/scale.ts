import { adaptRecipe } from "../recipe/adapt.ts";
import { understandRecipe } from "../recipe/understand.ts";

/**
 * A cookbook recipe's markdown scaled from the servings it was written for to the servings the cook
 * asked for, by the same reader and scaler as the page's Servings control (src/recipe), so the page
 * reads it back at the servings asked for and starts its control there. Unchanged when it cannot be read.
 */
export function scaleRecipeMarkdown(markdown: string, from: number, to: number): string {
  if (to === from) return markdown;
  const recipe = understandRecipe(markdown);
  if (recipe === null) return markdown;
  const scaled = adaptRecipe(markdown, recipe, { servings: to, units: "as-written", baseServings: from }).markdown;
  return scaled.replace(/^\*\*Serves\*\* \d+/m, `**Serves** ${to}`);
}
