import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { TIMEOUTS } from "../../tests/timeouts.ts";
import { formatRecipeMarkdown } from "../cookbook/format.ts";
import { allRecipes } from "../cookbook/recipe.ts";
import { understandRecipe } from "../recipe/understand.ts";
import { adaptedFor, asWritten, servingsAsWritten, shownText } from "./recipe-choice.ts";

const root = new URL("../../tests/fixtures/recipes/", import.meta.url);

/** Every corpus recipe: the open collections', people's, models' and the cookbook's. */
function corpus(): { name: string; markdown: string }[] {
  const found = allRecipes.map((recipe) => ({ name: recipe.id, markdown: formatRecipeMarkdown(recipe, [], []) }));
  for (const collection of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    const expected = JSON.parse(readFileSync(new URL(`${collection}/expected.json`, root), "utf8")) as { file: string }[];
    for (const { file } of expected) found.push({ name: `${collection}/${file}`, markdown: readFileSync(new URL(`${collection}/${file}`, root), "utf8") });
  }
  return found;
}

// Copy gives the reply itself while the recipe is as written: that is only the recipe the tools show
// if their rewrite at its own servings and units changes nothing.
test(
  "as written, the tools' rewrite of every corpus recipe is the reply itself",
  () => {
    const changed: string[] = [];
    let read = 0;
    for (const { name, markdown } of corpus()) {
      const recipe = understandRecipe(markdown);
      if (recipe === null) continue;
      read++;
      const base = servingsAsWritten(recipe, null);
      if (adaptedFor(markdown, recipe, asWritten(base), base).markdown !== markdown) changed.push(name);
    }
    expect(read).toBeGreaterThan(1000);
    expect(changed).toEqual([]);
  },
  TIMEOUTS.heavyTest,
);

test("what Copy gives: the reply until servings or units change, then the recipe as the tools show it", () => {
  const reply = "# Soup\n\nServes 2\n\n## Ingredients\n\n- 1 cup stock\n\n## Method\n\n1. Simmer.\n";
  expect(shownText(reply, null, null)).toBe(reply);
  expect(shownText(reply, { ...asWritten(2), listOpen: true }, null)).toBe(reply);
  expect(shownText(reply, { ...asWritten(2), servingsInput: "4", servings: 4 }, null)).toBe(reply.replace("1 cup", "2 cups").replace("Serves 2", "Serves 4"));
  expect(shownText(reply, { ...asWritten(2), units: "metric" }, null)).toBe(reply.replace("1 cup", "240 ml"));
  // A reply that is not a recipe has nothing to scale.
  expect(shownText("No recipe today.", { ...asWritten(2), servings: 4 }, null)).toBe("No recipe today.");
});
