import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { addIngredients, expectAccessibleLightAndDark, setUpBrowserWorld } from "./harness.ts";

const world = setUpBrowserWorld();

const RECIPE = [
  "# Chickpea and Spinach Stew",
  "",
  "**Serves:** 2 · **Cook time:** 20 minutes",
  "",
  "## Ingredients",
  "",
  "- 1 (400 g) tin chickpeas, drained",
  "- 1 medium onion, chopped",
  "- 2 cloves garlic",
  "- 2 tbsp olive oil",
  "- 200 g spinach",
  "- salt to taste",
  "- 1 tsp yuzu kosho",
  "",
  "## Steps",
  "",
  "1. Soften the onion and garlic in the oil for 5 minutes.",
  "2. Add the chickpeas and spinach and cook for 10 minutes.",
  "",
].join("\n");

async function recipeOnScreen(width = 1000) {
  world.upstream.queue({ kind: "stream", text: RECIPE, chunkSize: 20, delayMs: 5 });
  const watched = await world.open({ viewport: { width, height: 800 } });
  const { page } = watched;
  await addIngredients(page, ["chickpeas", "spinach", "onion", "garlic"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("spinbutton", { name: "Servings" }).waitFor({ timeout: 15_000 });
  return watched;
}

function panel(page: Page) {
  return page.getByRole("region", { name: "Nutrition per serving" });
}

async function energy(page: Page): Promise<string> {
  const term = panel(page).getByRole("term").filter({ hasText: /^Energy$/ });
  return (await term.locator("xpath=following-sibling::dd").textContent()) ?? "";
}

async function wholeRecipeKcal(page: Page): Promise<number> {
  const text = (await panel(page).getByText(/Whole recipe/).textContent()) ?? "";
  return Number(/≈ (\d+) kcal/.exec(text)?.[1]);
}

test("a finished recipe shows its nutrition per serving, which follows Servings, lists what it could not count, and travels with the recipe card", async () => {
  const { page } = await recipeOnScreen();
  await panel(page).waitFor({ timeout: 15_000 });
  // The recipe's own markdown keeps the region's only table: the panel's values are a description list.
  expect(await panel(page).getByRole("table").count()).toBe(0);
  const perServing = await energy(page);
  expect(perServing).toMatch(/^≈ \d+ kcal$/);
  const kcal = Number(/\d+/.exec(perServing)?.[0]);
  expect(kcal).toBeGreaterThan(100);
  expect(Math.abs((await wholeRecipeKcal(page)) - 2 * kcal)).toBeLessThanOrEqual(1);
  await panel(page).getByText(/An estimate from USDA data/).waitFor();
  expect(await panel(page).getByRole("list", { name: "Not counted" }).getByRole("listitem").allTextContents()).toEqual([
    "salt to taste",
    "1 tsp yuzu kosho (not in the table)",
  ]);

  // Servings: per serving stays, the whole recipe follows.
  await page.getByRole("spinbutton", { name: "Servings" }).fill("4");
  await expect.poll(() => wholeRecipeKcal(page)).toBeGreaterThan(4 * kcal - 3);
  expect(await wholeRecipeKcal(page)).toBeLessThanOrEqual(4 * kcal + 3);
  expect(await energy(page)).toBe(perServing);

  // The recipe card carries schema.org NutritionInformation for one serving, as the panel shows it.
  await page.getByRole("button", { name: "More" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download recipe card (JSON-LD, for recipe apps)" }).click()]);
  const card = JSON.parse(await readFile(await download.path(), "utf8")) as { recipeYield: string; nutrition: Record<string, string> };
  expect(card.recipeYield).toBe("4 servings");
  expect(card.nutrition).toMatchObject({ "@type": "NutritionInformation", servingSize: "1 serving", calories: `${kcal} kcal` });
  for (const key of ["proteinContent", "fatContent", "saturatedFatContent", "carbohydrateContent", "sugarContent", "fiberContent"]) {
    expect(card.nutrition[key], key).toMatch(/^\d+(?:\.\d)? g$/);
  }
  expect(card.nutrition.sodiumContent).toMatch(/^\d+ mg$/);
});

test("the nutrition panel is accessible on a 320 px phone (light and dark)", async () => {
  const { page } = await recipeOnScreen(320);
  await panel(page).waitFor({ timeout: 15_000 });
  await panel(page).scrollIntoViewIfNeeded();
  await expectAccessibleLightAndDark(page, "nutrition panel");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
