import { expect, test } from "vitest";
import { avoidanceFor, describeFindings } from "../food/allergens.ts";
import { allRecipes } from "../cookbook/recipe.ts";
import { formatRecipeMarkdown } from "../cookbook/format.ts";
import { checkRecipe, prepareReply, unreadNote } from "./recipe-check.ts";
import { understandRecipe } from "./understand.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";

function reply(lines: readonly string[]): string {
  return ["# A sour soup", "", "Serves 4", "", "## Ingredients", "", ...lines.map((line) => `- ${line}`), "", "## Method", "", "1. Simmer everything for 20 minutes.", ""].join("\n");
}

function check(lines: readonly string[], avoid: string, diets: Parameters<typeof avoidanceFor>[1] = []) {
  const markdown = reply(lines);
  return checkRecipe(markdown, understandRecipe(markdown), avoidanceFor(avoid, diets));
}

// Issue 21's rule, a cook's allergies never ignored silently, for foods the page does not know: a fish sauce, a dried
// fish or a cut of hide named in a cook's own language may hold what they avoid, and the page cannot tell.
test("a line whose food the check cannot read is named beside the recipe, each once, as written", () => {
  const found = check(["2 tbsp patis, to taste", "2 dryfish", "Ponmo (optional)", "1 onion, sliced", "2 tbsp patis"], "fish");
  expect(found.unread).toEqual(["patis", "dryfish", "Ponmo"]);
  expect(found.contains).toEqual([]);
  expect(unreadNote(found.unread)).toBe("AI Chef doesn't know “patis”, “dryfish” and “Ponmo”, so it couldn't check them for what you avoid. Check them yourself.");
});

test("a line the reader knows, or that the allergen data names, or where something was found, is not unread", () => {
  // Known foods, in several wordings: a plural of a name ending in "i", a gloss in brackets, a note after the name.
  expect(check(["2 kohlrabis, peeled", "3 chillis", "ravitoto (cassava leaves)", "500 g pork belly, in chunks", "1 onion"], "peanuts").unread).toEqual([]);
  // Nuts are not a food the reader cooks with here, but the data names them: the dairy check can read the line.
  expect(check(["Nuts (optional)", "200 ml milk"], "dairy").unread).toEqual([]);
  // Found: the line is marked, not called unread.
  const fishSauce = check(["2 tbsp fish sauce", "1 kg pork ribs"], "fish");
  expect(fishSauce.unread).toEqual([]);
  expect(fishSauce.contains.map((hit) => hit.word)).toEqual(["fish sauce"]);
  // A line with no letters (a table's rule) names no food.
  expect(check(["──────┬──────", "1 onion"], "fish").unread).toEqual([]);
});

test("with nothing to avoid there is nothing to say, and the note says one food as one", () => {
  expect(check(["2 tbsp patis"], "").unread).toEqual([]);
  expect(check(["2 tbsp patis"], "", ["vegetarian"]).unread).toEqual(["patis"]);
  expect(unreadNote([])).toBeNull();
  expect(unreadNote(["patis"])).toBe("AI Chef doesn't know “patis”, so it couldn't check it for what you avoid. Check it yourself.");
});

// The cookbook's own lines are all readable: a cook who avoids something never sees the note on a built-in recipe.
test("every line of every cookbook recipe, as shown, can be read by the check", () => {
  const unread = allRecipes.flatMap((recipe) => {
    const markdown = formatRecipeMarkdown(recipe, [], []);
    const prepared = prepareReply(markdown, understandRecipe(markdown));
    return prepared.kind === "recipe" ? prepared.unreadable.filter((name) => name !== null).map((name) => `${recipe.id}: ${name}`) : [`${recipe.id}: not read as a recipe`];
  });
  expect(unread).toEqual([]);
}, TIMEOUTS.heavyTest);

function recipeOf(title: string, lines: readonly string[], steps: readonly string[]): string {
  return [`# ${title}`, "", "Serves 2", "", "## Ingredients", "", ...lines.map((line) => `- ${line}`), "", "## Method", "", ...steps.map((step, index) => `${index + 1}. ${step}`), ""].join("\n");
}

function checked(markdown: string, avoid: string) {
  return checkRecipe(markdown, understandRecipe(markdown), avoidanceFor(avoid));
}

// A title or a step names the recipe's own food by its short name: "the noodles" are the rice noodles of the list,
// "the butter" the vegan butter. Found only when a line naming it holds what the cook avoids (probe27: a coeliac was
// told "Contains noodle and noodles (gluten)" of a rice noodle salad).
test("a title's or step's short name for a line's food is that line's food, in several wordings", () => {
  const clear: [string, string, string[], string[]][] = [
    ["coeliac", "Thai Noodle Salad", ["200 g rice noodles", "2 carrots", "1 tbsp lime juice"], ["Soak the noodles.", "Toss the noodles with the carrots."]],
    ["gluten", "Pasta Primavera", ["300 g gluten-free pasta", "1 courgette"], ["Cook the pasta.", "Toss with the courgette."]],
    ["dairy free", "Butter-Fried Leeks", ["30 g vegan butter", "3 leeks"], ["Melt the butter.", "Fry the leeks in the butter."]],
    ["dairy", "Yogurt Dip", ["200 g dairy-free yogurt", "1/2 cucumber"], ["Stir the grated cucumber into the yogurt."]],
  ];
  for (const [avoid, title, lines, steps] of clear) {
    const found = checked(recipeOf(title, lines, steps), avoid);
    expect(found.contains, `${avoid}: ${title}`).toEqual([]);
    expect(found.steps.flat(), `${avoid}: ${title}`).toEqual([]);
  }
});

test("a short name is still found when a line naming it holds it, or when no line names it", () => {
  // One of two noodle lines holds gluten: "the noodles" may be those.
  const both = checked(recipeOf("Noodle Soup", ["100 g rice noodles", "100 g egg noodles", "1 l stock"], ["Cook the noodles.", "Serve in the stock."]), "coeliac");
  expect(both.steps[0]?.map((hit) => hit.word.toLowerCase())).toContain("noodles");
  expect(both.contains.map((hit) => hit.word.toLowerCase())).toEqual(expect.arrayContaining(["noodle", "egg noodles"]));
  // A food no line names ("serve with bread") is found in the step as ever.
  const bread = checked(recipeOf("Leek Soup", ["3 leeks", "1 l stock"], ["Simmer the leeks in the stock.", "Serve with bread."]), "gluten");
  expect(bread.steps[1]?.map((hit) => hit.word.toLowerCase())).toEqual(["bread"]);
  // Butter and vegan butter: "the butter" may be the dairy one.
  const butter = checked(recipeOf("Leeks", ["30 g vegan butter", "10 g butter", "3 leeks"], ["Melt the butter.", "Fry the leeks."]), "dairy");
  expect(butter.steps[0]?.map((hit) => hit.word.toLowerCase())).toEqual(["butter"]);
});

test("one food is named once in what the page says, singular or plural as written first", () => {
  const found = checked(recipeOf("Stir-Fried Noodles", ["200 g noodles", "2 tbsp soy sauce"], ["Cook the noodles.", "Toss the noodle nests with the soy sauce."]), "coeliac");
  expect(found.contains.map((hit) => hit.word)).toEqual(["Noodles", "soy sauce"]);
  expect(describeFindings(found.contains)).toEqual(["Contains noodles and soy sauce (gluten), which you asked to avoid."]);
  expect(found.steps[1]?.map((hit) => hit.word)).toEqual(["noodle", "soy sauce"]);
});
