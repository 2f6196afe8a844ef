import fc from "fast-check";
import { expect, test } from "vitest";
import { answerFromCookbook, rankCookbookMatches } from "./match.ts";
import { allRecipes, needs, type Diet } from "./recipe.ts";
import { PANTRY_STAPLES, readIngredient } from "../food/ingredient-names.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";

/**
 * The salt, pepper, oil and water every dish writes say nothing on the list (decision 015, sixth session, lead): a cook who
 * writes "olive oil, salt, black pepper" beside the chicken and the noodles has said what every kitchen has, not what
 * they want used up, so these never tip which dish comes first. Other staples of the pantry (onions, garlic, butter)
 * still count in the list used. A staple the cook says must go ("onions going soft") is what they want used.
 */

// Every name the cookbook's recipes use: the lists are drawn from what the cookbook can cook with, not from any fixture.
const COOKBOOK_NAMES = [...new Set(allRecipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.name)))].sort();
const cookbookList = fc.uniqueArray(fc.constantFrom(...COOKBOOK_NAMES), { minLength: 1, maxLength: 6 });
const dietsArbitrary = fc.subarray<Diet>(["vegetarian", "vegan", "gluten-free", "dairy-free"]);

// The staples as the data names them, and as cooks type them on a list.
const STAPLE_WORDINGS = [...PANTRY_STAPLES, "Olive Oil", "extra virgin olive oil", "EVOO", "sea salt", "salt ", "Maldon salt", "ground black pepper", "cracked black pepper", "sunflower oil", "rapeseed oil", "a splash of water"] as const;

const ids = (list: readonly string[], options: Parameters<typeof rankCookbookMatches>[1] = {}) => rankCookbookMatches(list, options).map((recipe) => recipe.id);

test("every staple wording the properties use reads as a staple every kitchen has", () => {
  for (const wording of STAPLE_WORDINGS) expect(PANTRY_STAPLES.has(readIngredient(wording)), `${wording} → ${readIngredient(wording)}`).toBe(true);
});

test(
  "property: adding or removing salt, pepper, oil or water never changes the pick nor the order of the ranking, with any pantry",
  () => {
    fc.assert(
      fc.property(cookbookList, fc.constantFrom(...STAPLE_WORDINGS), dietsArbitrary, fc.boolean(), (list, staple, diets, ownPantry) => {
        const without = list.filter((item) => !PANTRY_STAPLES.has(readIngredient(item)));
        const options = ownPantry ? { diets, pantry: without.slice(0, 2) } : { diets };
        for (const withStaple of [[...without, staple], [staple, ...without]]) expect(ids(withStaple, options)).toEqual(ids(without, options));
      }),
      { numRuns: 300 },
    );
  },
  TIMEOUTS.heavyTest,
);

test("the everyday pairs keep their dish with the salt, pepper and oil cooks write beside them", () => {
  // The pairs of everyday-pairs.test.ts where listed staples tipped the pick (decision 015, sixth session), typed as cooks do.
  const pairs = [
    ["chicken breasts", "egg noodles"],
    ["2 chicken thighs", "noodles"],
    ["sirloin steak", "rice"],
    ["2 pork chops", "white cabbage"],
    ["chicken thighs", "3 apples"],
    ["raw king prawns", "risotto rice"],
  ];
  for (const pair of pairs) {
    const plain = answerFromCookbook(pair);
    for (const beside of [["olive oil", "salt", "black pepper"], ["extra virgin olive oil", "sea salt", "cracked black pepper"], ["vegetable oil", "water"]]) {
      const answer = answerFromCookbook([...beside, ...pair]);
      expect(answer.kind === "match" ? answer.recipe.id : null, [...pair, ...beside].join(", ")).toBe(plain.kind === "match" ? plain.recipe.id : null);
      if (answer.kind === "match") for (const item of pair) expect(needs(answer.recipe, readIngredient(item)), `${pair.join(", ")} → ${answer.recipe.id}`).toBe(true);
    }
  }
});

test("a staple the cook says must go is still what they want used: onions going soft get a dish that needs onions", () => {
  for (const onions of ["onions (going soft)", "onions - use up", "2 onions need using"]) {
    const answer = answerFromCookbook(["chicken breasts", onions]);
    expect(answer.kind).toBe("match");
    if (answer.kind === "match") expect(needs(answer.recipe, "onion"), `${onions} → ${answer.recipe.id}`).toBe(true);
  }
});
