import fc from "fast-check";
import { expect, test } from "vitest";
import allergensData from "../../data/allergens.json" with { type: "json" };
import { avoidanceFor, findInIngredient, findInText, type Avoidance } from "../food/allergens.ts";
import { checkPrepared, checkRecipe, prepareReply } from "../recipe/recipe-check.ts";
import { understandRecipe } from "../recipe/understand.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";
import { avoidFilter } from "./avoid-filter.ts";
import { formatIngredientLine, formatRecipeMarkdown } from "./format.ts";
import { answerFromCookbook, rankCookbookMatches } from "./match.ts";
import { allRecipes, type Recipe } from "./recipe.ts";

// One term per family (as a cook would type it), a few words no family knows, and each diet.
const TERMS = [...allergensData.families.map((family) => family.askedAs[0] ?? family.id), "coriander", "garlic", "lime", "potatoes", "kiwi"];
const NAMES = [...new Set(allRecipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.name)))];
const TYPED = ["eggs", "chicken thighs", "prawns", "peanuts", "double cream", "spaghetti", "tofu", "salmon", "mince", "butter", "pesto", "crème fraîche"];

// A list to cook from: names from the cookbook and the way cooks type them, so most lists find recipes.
const list = fc.uniqueArray(fc.oneof(fc.constantFrom(...NAMES), fc.constantFrom(...TYPED)), { minLength: 4, maxLength: 8 });

/** Everything the page would warn about in this recipe, read independently of the cookbook's own filter. */
function recipeHolds(recipe: Recipe, avoidance: Avoidance): string[] {
  return [
    // The amount as the page shows it, with its name: "250 g chestnut" alone would read as a chestnut, but
    // the page says "250 g chestnut mushrooms".
    // What a food only may hold is read from the whole line, as the page reads it: "sausage" may be beef, "8 pork sausages"
    // say what they are.
    ...recipe.ingredients.flatMap((ingredient) => [
      ...findInIngredient(ingredient.name, avoidance).filter((found) => found.maybe !== true),
      ...findInText(formatIngredientLine(ingredient), avoidance),
      ...findInIngredient(formatIngredientLine(ingredient), avoidance).filter((found) => found.maybe === true),
    ]),
    ...[recipe.title, ...recipe.steps].flatMap((text) => findInText(text, avoidance)),
  ].map((found) => found.word);
}

// Over every term, 100 lists each: most lists find a recipe, so the property is about recipes offered.
test.each(TERMS)("the cookbook never returns an avoided family: avoiding %s, 100 lists", (term) => {
  const avoidance = avoidanceFor(term);
  // The same answer comes back often: each is read (one parse) once.
  const read = new Map<string, ReturnType<typeof checkRecipe>>();
  let matched = 0;
  fc.assert(
    fc.property(list, fc.nat(3), (ingredients, attempt) => {
      const answer = answerFromCookbook(ingredients, { avoid: term, attempt });
      // What the page reads on screen: the markdown, through the same reader and check.
      let onScreen = read.get(answer.markdown);
      if (onScreen === undefined) read.set(answer.markdown, (onScreen = checkRecipe(answer.markdown, understandRecipe(answer.markdown), avoidance)));
      expect([...onScreen.contains, ...onScreen.mentions].map((found) => found.word)).toEqual([]);
      if (answer.kind === "match") {
        matched += 1;
        expect(recipeHolds(answer.recipe, avoidance)).toEqual([]);
      } else {
        for (const suggestion of answer.suggestions) expect(recipeHolds(suggestion, avoidance)).toEqual([]);
      }
    }),
    { numRuns: 100, seed: 21 },
  );
  expect(matched).toBeGreaterThan(20);
});

test("each diet too: no recipe on offer holds what the diet excludes", () => {
  for (const diet of ["vegetarian", "vegan", "gluten-free", "dairy-free"] as const) {
    const avoidance = avoidanceFor("", [diet]);
    fc.assert(
      fc.property(list, (ingredients) => {
        for (const recipe of rankCookbookMatches(ingredients, { diets: [diet] }).slice(0, 10)) expect(recipeHolds(recipe, avoidance), `${diet}: ${recipe.id}`).toEqual([]);
      }),
      { numRuns: 100, seed: 21 },
    );
  }
});

test("with nothing that fits, it says so plainly and names the closest dishes and what to leave out", () => {
  const curry = ["pumpkin", "coconut milk", "onion", "red curry paste"];
  expect(answerFromCookbook(curry).markdown).toMatch(/peanut/i);
  const avoid = "eggs, dairy";
  const everything = answerFromCookbook(["eggs", "flour", "sugar", "butter"], { avoid });
  expect(everything.kind).toBe("no_match");
  expect(everything.markdown).toContain("Every cookbook recipe for your list has something you asked to avoid (eggs and dairy), so none is offered here.");
  expect(everything.markdown).toMatch(/## Closest dishes, leaving something out\n\n- \*\*[^*]+\*\* \([^)]+\): leave out the [a-z ,]+\./);
  // Never a dish built on what is to be avoided.
  for (const line of everything.markdown.split("\n").filter((text) => text.includes("leave out"))) {
    const title = /\*\*([^*]+)\*\*/.exec(line)?.[1] ?? "";
    const recipe = allRecipes.find((candidate) => candidate.title === title);
    expect(recipe, title).toBeDefined();
    const avoidance = avoidanceFor(avoid);
    expect(recipe?.ingredients.filter((ingredient) => ingredient.role === "main" && findInIngredient(ingredient.name, avoidance).length > 0)).toEqual([]);
  }
});

test("avoiding nothing changes nothing", () => {
  for (const ingredients of [["eggs", "spinach", "feta", "onion"], ["chicken", "rice", "soy sauce", "ginger"]]) {
    expect(answerFromCookbook(ingredients, { avoid: "" }).markdown).toBe(answerFromCookbook(ingredients).markdown);
    expect(answerFromCookbook(ingredients, { avoid: "  please " }).markdown).toBe(answerFromCookbook(ingredients).markdown);
  }
});

// The whole cookbook, every family: whatever the page would warn about in a recipe as it is shown, the
// cookbook's own filter holds back. Each recipe is rendered, read and prepared for checking once, as the
// page would after a changed "avoid" field.
test("over the whole cookbook, the filter holds back every recipe the page's own check would flag, for every family and diet", () => {
  const avoidances = [
    ...TERMS.map((term) => ({ name: term, filter: avoidFilter(term), avoidance: avoidanceFor(term) })),
    ...(["vegetarian", "vegan", "gluten-free", "dairy-free"] as const).map((diet) => ({ name: diet, filter: avoidFilter("", [diet]), avoidance: avoidanceFor("", [diet]) })),
  ];
  const missed: string[] = [];
  let heldBack = 0;
  for (const recipe of allRecipes) {
    const markdown = formatRecipeMarkdown(recipe, [], []);
    const reply = prepareReply(markdown, understandRecipe(markdown));
    for (const { name, filter, avoidance } of avoidances) {
      const onScreen = checkPrepared(reply, avoidance);
      const flagged = [...onScreen.contains, ...onScreen.mentions].map((found) => found.word);
      if (!filter.allows(recipe)) heldBack += 1;
      else if (flagged.length > 0) missed.push(`${name}: ${recipe.id} (${flagged.join(", ")})`);
    }
  }
  // Not a filter that holds back nothing by accident: most families are in some recipe.
  expect(heldBack).toBeGreaterThan(allRecipes.length);
  expect(missed).toEqual([]);
}, TIMEOUTS.heavyTest);

// Words no family knows, as a cook types them: any ingredient of the cookbook, avoided by name.
test("avoiding any single ingredient by its name: no recipe offered holds it, 100 lists", () => {
  const read = new Map<string, ReturnType<typeof checkRecipe>>();
  fc.assert(
    fc.property(list, fc.constantFrom(...NAMES), (ingredients, avoided) => {
      const avoidance = avoidanceFor(avoided);
      const answer = answerFromCookbook(ingredients, { avoid: avoided });
      const key = `${avoided}\u0000${answer.markdown}`;
      let onScreen = read.get(key);
      if (onScreen === undefined) read.set(key, (onScreen = checkRecipe(answer.markdown, understandRecipe(answer.markdown), avoidance)));
      expect([...onScreen.contains, ...onScreen.mentions].map((found) => found.word), avoided).toEqual([]);
      if (answer.kind === "match") expect(recipeHolds(answer.recipe, avoidance), avoided).toEqual([]);
    }),
    { numRuns: 100, seed: 2111 },
  );
}, TIMEOUTS.heavyTest);
