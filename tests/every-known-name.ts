import names from "../data/ingredient-names.json" with { type: "json" };
import foods from "../data/food-vocabulary.json" with { type: "json" };
import nutrition from "../data/nutrition-foods.json" with { type: "json" };

/**
 * The names the reader's own tables know: canonical names, aliases, USDA's names and common names. Not the nutrition table's,
 * which the reader does not load (its chunk comes with the recipe tools).
 */
export const READER_NAMES: readonly string[] = [
  ...new Set([
    ...names.synonyms.flatMap((entry) => [entry.name, ...entry.aliases]),
    ...Object.keys(names.families),
    ...Object.keys(names.standsInFor),
    ...Object.values(foods.kinds).flat(),
    ...Object.keys(foods.aliases),
  ]),
].sort();

/** Every phrase the tables know, sorted: the reader's names and the nutrition table's. */
export const EVERY_KNOWN_NAME: readonly string[] = [...new Set([...READER_NAMES, ...nutrition.foods.map((food) => food.name)])].sort();
