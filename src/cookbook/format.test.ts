import fc from "fast-check";
import { expect, test } from "vitest";
import {
  escapeVisitorText,
  formatDuration,
  formatIngredientLine,
  formatNoMatchMarkdown,
  formatRecipeMarkdown,
  pluraliseName,
} from "./format.ts";
import { allRecipes, type Recipe } from "./recipe.ts";
import { covers, readIngredient } from "../food/ingredient-names.ts";
import { parseIngredientLine } from "../recipe/ingredient-line.ts";

function recipe(id: string): Recipe {
  const found = allRecipes.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no recipe ${id}`);
  return found;
}

const lines: readonly (readonly [string, string, string])[] = [
  ["egg", "4", "4 eggs"],
  ["onion", "1", "1 onion"],
  ["tomato", "2 large", "2 large tomatoes"],
  ["lemon", "½", "½ lemon"],
  ["chilli", "6 dried", "6 dried chillies"],
  ["bay leaf", "2", "2 bay leaves"],
  ["chickpea", "1 x 400 g can", "1 x 400 g can of chickpeas"],
  ["tomato", "2 x 400 g cans", "2 x 400 g cans of tomatoes"],
  ["garlic", "3 cloves", "3 garlic cloves"],
  ["chicken", "8 thighs", "8 chicken thighs"],
  ["chicken", "500 g thighs", "500 g chicken thighs"],
  ["celery", "2 sticks", "2 celery sticks"],
  ["bread", "4 slices", "4 slices of bread"],
  ["ginger", "1 thumb-sized piece", "1 thumb-sized piece of ginger"],
  ["cilantro", "1 small handful", "1 small handful of cilantro"],
  ["spinach", "200 g", "200 g spinach"],
  ["mushroom", "250 g", "250 g mushrooms"],
  ["olive oil", "2 tbsp", "2 tbsp olive oil"],
  ["vegetable stock", "1.5 litres", "1.5 litres vegetable stock"],
  ["potato", "600 g floury", "600 g floury potatoes"],
  ["ginger", "1 tsp grated", "1 tsp grated ginger"],
  ["salt", "to taste", "salt, to taste"],
  ["shrimp", "200 g raw, peeled", "200 g raw shrimp, peeled"],
  ["chicken", "1 whole (about 1.6 kg)", "1 whole chicken (about 1.6 kg)"],
  ["blueberry", "150 g", "150 g blueberries"],
];

for (const [name, quantity, expected] of lines) {
  test(`ingredient line for ${quantity} ${name} reads "${expected}"`, () => {
    expect(formatIngredientLine({ name, quantity, role: "supporting" })).toBe(expected);
  });
}

test("optional ingredients say so", () => {
  expect(formatIngredientLine({ name: "dill", quantity: "1 tbsp chopped", role: "optional", optional: true })).toBe("1 tbsp chopped dill (optional)");
});

test("every ingredient line in the cookbook is built without gaps or doubled spaces, and reads back as its food", () => {
  for (const candidate of allRecipes) {
    for (const ingredient of candidate.ingredients) {
      const line = formatIngredientLine(ingredient);
      expect(line, candidate.id).not.toMatch(/ {2}|^ | $|undefined/);
      // The name itself, or words of the quantity that name it ("200 g spaghetti" for pasta), as the recipe reader reads them.
      const named = line.includes((ingredient.name.split(" ")[0] ?? "").slice(0, -1)) || covers(readIngredient(parseIngredientLine(line).name), ingredient.name);
      expect(named, `${candidate.id}: ${line}`).toBe(true);
    }
  }
});

test("a quantity that counts the food's parts names the food before them: cumin seeds, allspice berries, cardamom pods", () => {
  expect(formatIngredientLine({ name: "cumin", quantity: "1 tsp seeds", role: "supporting" })).toBe("1 tsp cumin seeds");
  expect(formatIngredientLine({ name: "allspice", quantity: "4 berries", role: "supporting" })).toBe("4 allspice berries");
  expect(formatIngredientLine({ name: "cardamom", quantity: "6 pods", role: "supporting" })).toBe("6 cardamom pods");
  // Over the whole cookbook: no part word printed before the food's name ("1 tsp seeds cumin", "4 berries allspices").
  const PARTS = "seeds?|berry|berries|pods?|sprigs?|stalks?|leaf|leaves|cloves?|florets?";
  for (const candidate of allRecipes) {
    for (const ingredient of candidate.ingredients) {
      const head = ingredient.name.split(" ")[0] ?? ingredient.name;
      expect(formatIngredientLine(ingredient), candidate.id).not.toMatch(new RegExp(`\\b(?:${PARTS}) ${head}`, "i"));
    }
  }
});

test("plurals change only the last word", () => {
  expect(pluraliseName("green onion")).toBe("green onions");
  expect(pluraliseName("cherry")).toBe("cherries");
  expect(pluraliseName("radish")).toBe("radishes");
  expect(pluraliseName("lime leaf")).toBe("lime leaves");
  expect(pluraliseName("potato")).toBe("potatoes");
});

test("durations use hours and minutes above an hour", () => {
  expect(formatDuration(1)).toBe("1 minute");
  expect(formatDuration(45)).toBe("45 minutes");
  expect(formatDuration(60)).toBe("60 minutes");
  expect(formatDuration(61)).toBe("1 hour 1 minute");
  expect(formatDuration(75)).toBe("1 hour 15 minutes");
  expect(formatDuration(120)).toBe("2 hours");
  expect(formatDuration(285)).toBe("4 hours 45 minutes");
});

test("a recipe answer has the title, the uses line, serving info, ingredients and numbered method", () => {
  const shakshuka = recipe("shakshuka");
  const markdown = formatRecipeMarkdown(shakshuka, ["Eggs", "tinned tomatoes"], ["bell pepper", "onion"]);
  const lines = markdown.split("\n");
  expect(lines[0]).toBe("# Shakshuka");
  expect(markdown).toContain("Uses your Eggs and tinned tomatoes. You'll also need bell pepper and onion.");
  expect(markdown).toContain("**Serves** 2 · **Time** 30 minutes");
  expect(markdown).toContain("## Ingredients\n\n- 4 eggs\n- 1 x 400 g can of tomatoes\n");
  expect(markdown).toContain("- 1 small handful of cilantro (optional)");
  expect(markdown).toContain("## Method\n\n1. Slice the onion");
  expect(lines.filter((line) => /^\d+\. /.test(line))).toHaveLength(shakshuka.steps.length);
});

test("nothing missing says nothing else is needed, naming the staples", () => {
  const markdown = formatRecipeMarkdown(recipe("spanish-tortilla"), ["potatoes", "eggs", "onion"], []);
  expect(markdown).toContain("You need nothing else apart from pantry staples (olive oil, salt).");
  const withOil = formatRecipeMarkdown(recipe("spanish-tortilla"), ["potatoes", "eggs", "onion", "olive oil"], []);
  expect(withOil).toContain("You need nothing else apart from pantry staples (salt).");
});

test("long times are shown in hours and minutes", () => {
  expect(formatRecipeMarkdown(recipe("bbq-pulled-pork"), ["pork"], [])).toContain("**Time** 4 hours 45 minutes");
});

test("no-match answers are kind, list the visitor's ingredients and suggest recipes", () => {
  const suggestions = [recipe("guacamole"), recipe("classic-hummus"), recipe("pico-de-gallo")];
  const markdown = formatNoMatchMarkdown(["dragon fruit", "xyzzy"], suggestions);
  expect(markdown).toMatch(/^# /);
  expect(markdown).toContain("I couldn't find a recipe in the offline cookbook that uses dragon fruit or xyzzy.");
  expect(markdown).toContain("- **Guacamole** (Mexican, serves 4, 10 minutes): needs avocado, lime, red onion, tomato, cilantro and jalapeno.");
  expect(formatNoMatchMarkdown([], suggestions)).toContain("You haven't listed any ingredients yet");
});

test("a long list is shortened in the no-match answer", () => {
  const many = Array.from({ length: 12 }, (_, index) => `thing ${index}`);
  expect(formatNoMatchMarkdown(many, [])).toContain("or 4 more");
});

test("visitor text cannot inject links, images, HTML or extra lines", () => {
  const hostile = ["![pic](http://x.test/a.png)", "[click](http://x.test)", "<script>alert(1)</script>", "**bold**\n# heading"];
  const markdown = formatNoMatchMarkdown(hostile, []) + formatRecipeMarkdown(recipe("guacamole"), hostile, []);
  expect(markdown).not.toMatch(/(?<!\\)[[<]/);
  expect(markdown).not.toMatch(/!\[|\]\(/);
  expect(markdown).not.toContain("\n# heading");
  expect(escapeVisitorText("a".repeat(500)).length).toBeLessThanOrEqual(60);
});

test("property: recipe markdown never contains HTML, links or images", () => {
  fc.assert(
    fc.property(fc.constantFrom(...allRecipes), fc.array(fc.string(), { maxLength: 5 }), (candidate, used) => {
      const markdown = formatRecipeMarkdown(candidate, used, []);
      expect(markdown).not.toMatch(/(?<!\\)[[<]/);
      expect(markdown.startsWith(`# ${candidate.title}\n`)).toBe(true);
    }),
    { numRuns: 300 },
  );
});

test("a no-match answer under a diet names the diet and only hints at ingredients that fit it", () => {
  const markdown = formatNoMatchMarkdown(["bacon"], [], ["vegan"]);
  expect(markdown).toContain("I couldn't find a vegan recipe in the offline cookbook that uses bacon.");
  expect(markdown).not.toMatch(/chicken|eggs/);
  expect(formatNoMatchMarkdown(["spam"], [], ["gluten-free"])).not.toContain("pasta");
});

test("missing ingredients read naturally in the sentence", () => {
  const markdown = formatRecipeMarkdown(recipe("chicken-teriyaki"), ["chicken thighs"], ["mirin", "sesame seed", "green onion"]);
  expect(markdown).toContain("You'll also need mirin, sesame seeds and green onion.");
});
