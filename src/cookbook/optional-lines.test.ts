import fc from "fast-check";
import { expect, test } from "vitest";
import { answerFromCookbook, rankCookbookMatches } from "./match.ts";
import { fridgeFigures, pickFromCookbook } from "./fridge-figures.ts";
import { allRecipes, needs } from "./recipe.ts";
import { PANTRY_STAPLES, readIngredient } from "../food/ingredient-names.ts";
import { DEFAULT_PANTRY } from "../core/preferences.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";

/**
 * A garnish or an optional extra uses nothing up (decision 015, seventh session): raspberries on a posset are not the
 * punnet the cook wanted gone. The ranking counts a star only in a dish that needs one, and the figures' "star used" and
 * "list used" count a list item only when the pick needs it (the answer's `needed`).
 */

const COOKBOOK_NAMES = [...new Set(allRecipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.name)))].sort();
const PANTRY_NAMES: ReadonlySet<string> = new Set([...PANTRY_STAPLES, ...DEFAULT_PANTRY.map(readIngredient)]);
// Every line some recipe marks a garnish or optional, with that recipe: what the properties add to a list.
const OPTIONAL_LINES = allRecipes.flatMap((recipe) =>
  recipe.ingredients
    .filter((ingredient) => ingredient.optional === true && !PANTRY_NAMES.has(ingredient.name) && !needs(recipe, ingredient.name))
    .map((ingredient) => ({ recipe, name: ingredient.name })),
);

/** The fit the ranking gives one recipe for a list (undefined when it is not among the matches). */
function fitOf(list: readonly string[], id: string) {
  const attempt = rankCookbookMatches(list).findIndex((recipe) => recipe.id === id);
  if (attempt < 0) return undefined;
  const answer = answerFromCookbook(list, { attempt });
  return answer.kind === "match" && answer.recipe.id === id ? answer : undefined;
}

test("every optional line the properties draw from is one the recipe does not need", () => {
  expect(OPTIONAL_LINES.length).toBeGreaterThan(300);
  for (const { recipe, name } of OPTIONAL_LINES) expect(needs(recipe, name), `${recipe.id}: ${name}`).toBe(false);
});

test(
  "property: a star a dish only takes as a garnish or an optional extra is never a star it uses, and the pick needs the star when a dish does",
  () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPTIONAL_LINES), fc.uniqueArray(fc.constantFrom(...COOKBOOK_NAMES), { maxLength: 4 }), ({ recipe, name }, rest) => {
        // The optional line marked as to go: the list's one star (a mark weighs above anything unmarked).
        const list = [`${name} (use up)`, ...rest.filter((item) => readIngredient(item) !== name)];
        const fit = fitOf(list, recipe.id);
        if (fit !== undefined) expect(fit.fit.star, `${recipe.id}: ${list.join(", ")}`).toBe(0);
        const answer = answerFromCookbook(list);
        if (allRecipes.some((dish) => needs(dish, name))) {
          expect(answer.kind).toBe("match");
          if (answer.kind === "match") expect(answer.needed, `${list.join(", ")} → ${answer.recipe.id}`).toContain(`${name}`);
        }
      }),
      { numRuns: 300 },
    );
  },
  TIMEOUTS.heavyTest,
);

test("a star the pick takes only as a garnish is not the star used, nor part of the list used", () => {
  const figures = fridgeFigures([{ star: "raspberries", list: ["raspberries", "lemons", "double cream", "sugar"] }], () => ({
    used: ["lemons", "double cream", "raspberries"],
    needed: ["lemons", "double cream"],
    missing: [],
    mains: ["lemon", "heavy cream"],
  }));
  expect(figures.starUsed).toBe(0);
  expect(figures.starMain).toBe(0);
  expect(figures.listUsed).toBe(2 / 4);
});

test("property: what an answer says the dish needs of the list is exactly what it uses through a line it needs", () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.constantFrom(...COOKBOOK_NAMES), { minLength: 1, maxLength: 6 }), (list) => {
      const answer = answerFromCookbook(list);
      if (answer.kind !== "match") return;
      const pick = pickFromCookbook({ star: list[0] ?? "", list });
      expect(pick?.needed).toEqual(answer.needed);
      for (const item of answer.used) expect(answer.needed.includes(item), `${answer.recipe.id}: ${item}`).toBe(needs(answer.recipe, readIngredient(item)));
    }),
    { numRuns: 300 },
  );
});
