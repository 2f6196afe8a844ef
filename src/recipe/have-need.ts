import { covers, ingredientFamily, normaliseIngredient, PANTRY_STAPLES, singularise } from "../food/ingredient-names.ts";
import type { AdaptedRecipe, HaveOrNeed, UnderstoodRecipe } from "./recipe-model.ts";

/**
 * What the cook has and what to buy, by the cookbook's own rule (`covers` in src/food/ingredient-names.ts):
 * "eggs" = "egg", "scallion" = "spring onion", "cheese" covers cheddar, "red onion" covers onion, "chard"
 * stands in for spinach. So the marks never contradict the cookbook's "Uses your red onion". Pure.
 */

/** Canonical names for a line: the whole name and its last words ("chopped tomatoes" → "tomato"). */
function namesOf(name: string): string[] {
  const whole = normaliseIngredient(name);
  const words = whole.split(" ");
  const names = new Set<string>([whole]);
  for (let i = 1; i < words.length; i++) names.add(words.slice(i).join(" "));
  for (const candidate of [...names]) {
    const family = ingredientFamily(candidate);
    if (family !== undefined) names.add(family);
  }
  names.delete("");
  return [...names];
}

export function haveOrNeed(
  recipe: UnderstoodRecipe,
  visitorIngredients: readonly string[],
  pantry: readonly string[] = [...PANTRY_STAPLES],
): readonly HaveOrNeed[] {
  const have = visitorIngredients.map(normaliseIngredient).filter((name) => name !== "");
  const staples = [...new Set([...PANTRY_STAPLES, ...pantry.map(normaliseIngredient)])].filter((name) => name !== "");
  return recipe.ingredients.map((line) => {
    const names = namesOf(line.name);
    if (names.some((name) => have.some((item) => covers(item, name)))) return "have";
    if (names.some((name) => staples.some((item) => covers(item, name)))) return "pantry";
    // "salt and pepper to taste", "a splash of water": nobody shops for these.
    if (/\b(?:salt|pepper|water|ice)\b/i.test(line.name) && line.quantity === null) return "pantry";
    return "need";
  });
}

/** Plain text for the shop: only what is missing, as now shown (scaled, converted), without preparation notes. */
export function shoppingList(recipe: UnderstoodRecipe, adapted: AdaptedRecipe, marks: readonly HaveOrNeed[]): string {
  return recipe.ingredients
    .map((line, index) => ({ line, index }))
    .filter(({ index }) => marks[index] === "need")
    .map(({ line, index }) => {
      const shown = adapted.ingredientTexts[index] ?? line.text;
      // "2 cloves garlic, sliced" → "2 cloves garlic": the shop sells it whole.
      return `- ${shown.split(/,\s|\s[–—]\s/)[0]?.trim() ?? shown}`;
    })
    .join("\n");
}

function mentions(stepWords: string, name: string): boolean {
  if (name.length < 3) return false;
  const pattern = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:e?s)?\\b`, "i");
  return pattern.test(stepWords);
}

/** Indices of the ingredients a step mentions, by name or by the name's last word ("the tomatoes"). */
export function ingredientsInStep(recipe: UnderstoodRecipe, stepIndex: number): readonly number[] {
  const step = recipe.steps[stepIndex];
  if (step === undefined) return [];
  const words = step.text.toLowerCase();
  return recipe.ingredients.flatMap((line, index) => {
    // The name as written too: the step says "courgettes" where the cookbook's canonical name is "zucchini".
    const written = line.name.toLowerCase().split(/\s+/);
    const names = [...namesOf(line.name), singularise(written[written.length - 1] ?? "")];
    return names.some((name) => mentions(words, name)) ? [index] : [];
  });
}
