import names from "../data/ingredient-names.json" with { type: "json" };
import foods from "../data/food-vocabulary.json" with { type: "json" };
import nutrition from "../data/nutrition-foods.json" with { type: "json" };

/** Every phrase the tables know, sorted: canonical names, aliases, USDA's names and common names, the nutrition table's names. */
export const EVERY_KNOWN_NAME: readonly string[] = [
  ...new Set([
    ...names.synonyms.flatMap((entry) => [entry.name, ...entry.aliases]),
    ...Object.keys(names.families),
    ...Object.keys(names.standsInFor),
    ...Object.values(foods.kinds).flat(),
    ...Object.keys(foods.aliases),
    ...nutrition.foods.map((food) => food.name),
  ]),
].sort();
