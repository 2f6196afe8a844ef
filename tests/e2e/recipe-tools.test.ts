import { readFile } from "node:fs/promises";
import { expect, test } from "vitest";
import { addIngredients, EVERY_IMPACT, expectAccessible, expectAccessibleLightAndDark, setUpBrowserWorld, toolsShown } from "./harness.ts";

const world = setUpBrowserWorld();

const RECIPE = [
  "# Lemon Garlic Pasta 🍋",
  "",
  "**Serves:** 2 · **Prep time:** 5 minutes · **Cook time:** 15 minutes",
  "",
  "## 🛒 Ingredients",
  "",
  "- 200 g spaghetti",
  "- 2 cloves garlic, sliced",
  "- 1 lemon",
  "- ½ cup grated parmesan",
  "- 2 tbsp olive oil",
  "",
  "## 👩‍🍳 Steps",
  "",
  "1. Boil the spaghetti for 10 minutes in salted water.",
  "2. Meanwhile warm the olive oil and fry the garlic for 1 minute.",
  "3. Toss the pasta with the garlic oil, the lemon and the parmesan.",
  "",
].join("\n");

async function recipeOnScreen(width = 1000) {
  world.upstream.queue({ kind: "stream", text: RECIPE, chunkSize: 20, delayMs: 5 });
  const watched = await world.open({ viewport: { width, height: 700 } });
  const { page } = watched;
  await addIngredients(page, ["spaghetti", "garlic", "eggs", "olive oil"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await toolsShown(page);
  return watched;
}

function ingredientLines(page: Awaited<ReturnType<typeof recipeOnScreen>>["page"]) {
  return page.getByRole("region", { name: "Chef recommends" }).getByRole("list").first().getByRole("listitem").allTextContents();
}

test("a streamed recipe can be doubled, shopped for, cooked step by step with a timer, and saved as a recipe card", async () => {
  const { page, context } = await recipeOnScreen();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: world.server.origin });

  // Servings: the recipe's own 2, doubled in place.
  const servings = page.getByRole("spinbutton", { name: "Servings" });
  expect(await servings.inputValue()).toBe("2");
  expect(await ingredientLines(page)).toEqual([
    "200 g spaghetti — on your list",
    "2 cloves garlic, sliced — on your list",
    "1 lemon — to buy",
    "½ cup grated parmesan — to buy",
    "2 tbsp olive oil — on your list",
  ]);
  await servings.fill("4");
  await expect.poll(() => ingredientLines(page)).toEqual([
    "400 g spaghetti — on your list",
    "4 cloves garlic, sliced — on your list",
    "2 lemons — to buy",
    "1 cup grated parmesan — to buy",
    "4 tbsp olive oil — on your list",
  ]);

  // Shopping list: only what is missing, copied as plain text.
  await page.getByRole("button", { name: "Shopping list" }).click();
  await page.getByRole("button", { name: "Copy shopping list" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("- 2 lemons\n- 1 cup grated parmesan");

  // Cook mode, walked with the keyboard; a timer started on the way and finished on a fake clock.
  await page.clock.install();
  const start = page.getByRole("button", { name: "Start cooking" });
  await start.click();
  const dialog = page.getByRole("dialog", { name: "Cook mode" });
  await dialog.getByText("Step 1 of 3").waitFor();
  await dialog.getByRole("button", { name: "Start 10-minute timer" }).click();
  await page.keyboard.press("ArrowRight");
  await dialog.getByText("Step 2 of 3").waitFor();
  expect(await dialog.getByRole("listitem").allTextContents()).toEqual(expect.arrayContaining(["4 cloves garlic, sliced", "4 tbsp olive oil"]));
  await page.keyboard.press("ArrowRight");
  await dialog.getByText("Step 3 of 3").waitFor();
  await page.clock.fastForward("10:01");
  await expect.poll(() => dialog.locator("[aria-live=assertive]").textContent()).toBe("Timer done: Step 1 · boil.");
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await start.evaluate((element) => element === document.activeElement)).toBe(true);

  // The recipe card: schema.org JSON-LD of the recipe as now shown.
  // The recipe card: under More, beside the download as text.
  await page.getByRole("button", { name: "More" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download recipe card (JSON-LD, for recipe apps)" }).click()]);
  expect(download.suggestedFilename()).toBe("lemon-garlic-pasta.recipe.json");
  const card = JSON.parse(await readFile(await download.path(), "utf8")) as Record<string, unknown>;
  expect(card).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Lemon Garlic Pasta",
    recipeYield: "4 servings",
    prepTime: "PT5M",
    cookTime: "PT15M",
    totalTime: "PT20M",
  });
  expect(card.recipeIngredient).toEqual(["400 g spaghetti", "4 cloves garlic, sliced", "2 lemons", "1 cup grated parmesan", "4 tbsp olive oil"]);
  expect(card.recipeInstructions).toHaveLength(3);
});

test("cook mode is accessible on a 320 px phone (light and dark)", async () => {
  const { page } = await recipeOnScreen(320);
  await expectAccessibleLightAndDark(page, "recipe tools");
  await page.getByRole("button", { name: "Start cooking" }).click();
  await page.getByRole("dialog", { name: "Cook mode" }).getByText("Step 1 of 3").waitFor();
  await expectAccessibleLightAndDark(page, "cook mode");
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("the outline holds with every part of the recipe open, whatever level the reply's headings are (axe, every impact)", async () => {
  // The reply's title as "#", as "##" over "###" sections, and no heading at all (labels in bold).
  const shapes = [RECIPE, RECIPE.replace(/^## /gm, "### ").replace(/^# /m, "## "), RECIPE.replace(/^#+ (.*)$/gm, "**$1**")];
  for (const [index, shape] of shapes.entries()) {
    world.upstream.queue({ kind: "stream", text: shape, chunkSize: 40, delayMs: 5 });
    const { page } = await world.open({ viewport: { width: 1000, height: 700 } });
    await addIngredients(page, ["spaghetti", "garlic", "eggs", "olive oil"]);
    await page.getByRole("button", { name: "Get a recipe" }).click();
    await toolsShown(page);
    await page.getByRole("region", { name: "Nutrition per serving" }).waitFor();
    await page.getByText("Preferences").click();
    await page.getByRole("button", { name: "Shopping list" }).click();
    await page.getByRole("region", { name: "Shopping list" }).waitFor();
    await page.getByRole("button", { name: "More" }).click();
    await expectAccessible(page, `every part open, shape ${index + 1}`, EVERY_IMPACT);
    await page.close();
  }
});

test("a reply that is not a recipe gets none of the tools", async () => {
  world.upstream.queue({ kind: "stream", text: "I'm sorry, I can't help with a recipe for that list." });
  const { page } = await world.open();
  await addIngredients(page, ["spaghetti", "garlic", "eggs", "olive oil"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  // In the reply itself: once finished, the reply is also listed (by its first words) under Recent recipes.
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByText("I'm sorry, I can't help").waitFor();
  await panel.getByRole("button", { name: "More" }).waitFor();
  expect(await page.getByRole("button", { name: "Start cooking" }).count()).toBe(0);
  expect(await page.getByRole("spinbutton", { name: "Servings" }).count()).toBe(0);
});
