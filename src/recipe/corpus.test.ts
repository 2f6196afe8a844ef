import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { formatRecipeMarkdown } from "../cookbook/format.ts";
import { allRecipes } from "../cookbook/recipe.ts";
import { understandRecipe } from "./understand.ts";

/**
 * The understanding module against a corpus a person can review (tests/fixtures/recipes/README.md):
 * recipes written by people, replies shaped like models', and the cookbook's own recipes. A recipe is
 * understood exactly when it is (or is not) read as a recipe as expected and, for a recipe, its step
 * count, stated servings and first ingredient (quantity, range upper bound, unit) all match.
 */
type Expected = {
  file: string;
  recipe: boolean;
  servings: number | null;
  steps: number;
  firstIngredient: { quantity: number | null; upper: number | null; unit: string | null } | null;
};

const root = new URL("../../tests/fixtures/recipes/", import.meta.url);
const close = (a: number | null | undefined, b: number | null) => (a ?? null) === b || (a != null && b !== null && Math.abs(a - b) < 0.01);

function misses(collection: string): { total: number; wrong: string[] } {
  const expected = JSON.parse(readFileSync(new URL(`${collection}/expected.json`, root), "utf8")) as Expected[];
  const wrong: string[] = [];
  for (const entry of expected) {
    const recipe = understandRecipe(readFileSync(new URL(`${collection}/${entry.file}`, root), "utf8"));
    if ((recipe !== null) !== entry.recipe) {
      wrong.push(`${entry.file}: ${entry.recipe ? "not read as a recipe" : "read as a recipe"}`);
      continue;
    }
    if (recipe === null || entry.firstIngredient === null) continue;
    const first = recipe.ingredients[0];
    const problems = [
      recipe.steps.length !== entry.steps && `steps ${recipe.steps.length} ≠ ${entry.steps}`,
      recipe.servings !== entry.servings && `servings ${recipe.servings} ≠ ${entry.servings}`,
      !close(first?.quantity, entry.firstIngredient.quantity) && `quantity ${first?.quantity} ≠ ${entry.firstIngredient.quantity}`,
      !close(first?.quantityUpper, entry.firstIngredient.upper) && `upper ${first?.quantityUpper} ≠ ${entry.firstIngredient.upper}`,
      (first?.unit ?? null) !== entry.firstIngredient.unit && `unit ${first?.unit} ≠ ${entry.firstIngredient.unit}`,
    ].filter(Boolean);
    if (problems.length > 0) wrong.push(`${entry.file}: ${problems.join(", ")}`);
  }
  return { total: expected.length, wrong };
}

function cookbookMisses(): { total: number; wrong: string[] } {
  const wrong: string[] = [];
  for (const recipe of allRecipes) {
    const read = understandRecipe(formatRecipeMarkdown(recipe, [], []));
    const problems = [
      read === null && "not read as a recipe",
      read && read.steps.length !== recipe.steps.length && `steps ${read.steps.length} ≠ ${recipe.steps.length}`,
      read && read.servings !== recipe.servings && `servings ${read.servings} ≠ ${recipe.servings}`,
      read && read.ingredients.length !== recipe.ingredients.length && `ingredients ${read.ingredients.length} ≠ ${recipe.ingredients.length}`,
    ].filter(Boolean);
    if (problems.length > 0) wrong.push(`${recipe.id}: ${problems.join(", ")}`);
  }
  return { total: allRecipes.length, wrong };
}

test("the corpus is understood exactly in at least 95 % of cases, people's recipes included", () => {
  const collections = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  expect(collections).toEqual(expect.arrayContaining(["people", "models"]));
  const results = [...collections.map((name) => ({ name, ...misses(name) })), { name: "cookbook", ...cookbookMisses() }];
  for (const result of results) {
    const share = (result.total - result.wrong.length) / result.total;
    console.log(`recipe corpus, ${result.name}: ${result.total - result.wrong.length}/${result.total} understood exactly (${(share * 100).toFixed(1)} %)`);
    for (const miss of result.wrong) console.log(`  miss: ${miss}`);
  }
  const people = results.find((result) => result.name === "people");
  expect(people?.total ?? 0).toBeGreaterThanOrEqual(100);
  const total = results.reduce((sum, result) => sum + result.total, 0);
  const exact = results.reduce((sum, result) => sum + result.total - result.wrong.length, 0);
  console.log(`recipe corpus, all: ${exact}/${total} (${((exact / total) * 100).toFixed(1)} %)`);
  expect(exact / total).toBeGreaterThanOrEqual(0.95);
  // Each kind of writing on its own, too: a good share overall must not hide one kind read badly.
  for (const result of results) expect((result.total - result.wrong.length) / result.total, result.name).toBeGreaterThanOrEqual(0.9);
});
