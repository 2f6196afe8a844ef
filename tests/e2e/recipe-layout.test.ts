import type { Locator, Page } from "playwright-core";
import { expect, test } from "vitest";
import { gate } from "../fake-upstream.ts";
import { addIngredients, expectAccessibleLightAndDark, setUpBrowserWorld, toolsShown } from "./harness.ts";

// Issue 23, "In the kitchen, on a phone": where the recipe is when it arrives, how it is laid out on a
// wide screen, and tables that scroll in their own box on a narrow one.
const world = setUpBrowserWorld();

// A long list: on a phone it fills the screen, and the recipe under it starts below the fold.
const LIST = ["spaghetti", "garlic", "eggs", "olive oil", "black pepper", "parsley", "chilli flakes", "butter", "rice", "onion", "carrot", "celery", "tomato", "basil", "thyme", "leek"];

const STEPS = Array.from({ length: 24 }, (_, index) => `${index + 1}. Step ${index + 1}: stir the pan gently and keep the heat low so nothing catches on the bottom while the sauce comes together.`);

const PASTA_LINES = ["200 g spaghetti", "2 cloves garlic, sliced", "1 lemon", "½ cup grated parmesan", "2 tbsp olive oil", "1 tsp chilli flakes"];

function recipe(title: string, lines: readonly string[] = PASTA_LINES, meta = "Serves 2 · Prep time: 5 minutes · Cook time: 15 minutes"): string {
  return [
    `# ${title}`,
    "",
    meta,
    "",
    "## Ingredients",
    "",
    ...lines.map((line) => `- ${line}`),
    "",
    "## Method",
    "",
    ...STEPS,
    "",
  ].join("\n");
}

const WIDTHS = [
  { width: 320, height: 568 },
  { width: 390, height: 700 },
  { width: 1280, height: 800 },
];

/** Wholly inside the window. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

for (const viewport of WIDTHS) {
  test(`at ${viewport.width} px (light and dark) the recipe's first line is in view as it arrives and after Another recipe`, async () => {
    const first = gate();
    world.upstream.queue({ kind: "stream", text: recipe("Lemon Garlic Pasta"), chunkSize: 40, pauseAfter: { chars: 120, until: first.until } });
    const { page } = await world.open({ viewport });
    await addIngredients(page, LIST);
    await page.getByRole("button", { name: "Get a recipe" }).click();
    const panel = page.getByRole("region", { name: "Chef recommends" });
    // Still arriving: the reply is held after its first lines.
    const title = panel.getByRole("heading", { level: 1, name: "Lemon Garlic Pasta" });
    await title.waitFor();
    await expect.poll(() => inView(page, title)).toBe(true);
    expect(await panel.getAttribute("aria-busy")).toBe("true");
    first.open();

    // The header row and the actions, under the title.
    const servings = panel.getByRole("spinbutton", { name: "Servings" });
    await servings.waitFor();
    await panel.getByRole("button", { name: "2 to buy" }).waitFor();
    expect(await panel.getByText("20 min").count()).toBe(1);
    const ingredients = panel.getByRole("region", { name: "Ingredients", exact: true });
    const method = panel.getByRole("heading", { name: "Method" });
    const [ingredientsBox, methodBox] = [await ingredients.boundingBox(), await method.boundingBox()];
    if (!ingredientsBox || !methodBox) throw new Error("the ingredients and the method are not on screen");
    if (viewport.width >= 1024) {
      // Side by side: the ingredients to the left of the method, level with it.
      expect(ingredientsBox.x + ingredientsBox.width).toBeLessThanOrEqual(methodBox.x);
      expect(Math.abs(ingredientsBox.y - methodBox.y)).toBeLessThan(40);
    } else {
      // One column, as written.
      expect(ingredientsBox.y + ingredientsBox.height).toBeLessThanOrEqual(methodBox.y);
    }
    // Nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectAccessibleLightAndDark(page, `recipe with its header at ${viewport.width} px`);

    // The cook scrolls to the end, then asks for another: its start comes into view.
    await panel.getByText("Step 24:").scrollIntoViewIfNeeded();
    const second = gate();
    world.upstream.queue({ kind: "stream", text: recipe("Buttered Eggs"), chunkSize: 40, pauseAfter: { chars: 120, until: second.until } });
    await panel.getByRole("button", { name: "Another recipe" }).click();
    const next = panel.getByRole("heading", { level: 1, name: "Buttered Eggs" });
    await next.waitFor();
    await expect.poll(() => inView(page, next)).toBe(true);
    second.open();
    await panel.getByRole("spinbutton", { name: "Servings" }).waitFor();
  });
}

test("at 1,280 px the ingredients stay in view while the method scrolls (light and dark)", async () => {
  world.upstream.queue({ kind: "stream", text: recipe("Lemon Garlic Pasta"), chunkSize: 200 });
  const { page } = await world.open({ viewport: { width: 1280, height: 800 } });
  await addIngredients(page, LIST);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await toolsShown(page);
  const ingredients = panel.getByRole("region", { name: "Ingredients", exact: true });
  const last = panel.getByText("Step 24:");
  await last.scrollIntoViewIfNeeded();
  // The method's end is in view, its start long gone; the ingredients are still there beside it.
  await expect.poll(() => inView(page, last)).toBe(true);
  expect(await inView(page, panel.getByRole("heading", { name: "Method" }))).toBe(false);
  await expect.poll(() => inView(page, ingredients.getByRole("listitem").last())).toBe(true);
  expect(await inView(page, ingredients.getByRole("listitem").first())).toBe(true);
  await expectAccessibleLightAndDark(page, "method scrolled, ingredients beside it");
});

const TABLE_RECIPE = [
  "# Tiramisu",
  "",
  "Serves 6",
  "",
  "## Ingredients",
  "",
  "| Ingredient | Quantity | Preparation | Notes |",
  "| --- | --- | --- | --- |",
  "| Mascarpone | 250 g | Softened thoroughly | Refrigerated |",
  "| Savoiardi | 200 g | Dipped individually | Unsweetened |",
  "| Espresso | 300 ml | Cooled completely | Decaffeinated |",
  "",
  "## Method",
  "",
  "1. Whisk the mascarpone until smooth.",
  "2. Dip the savoiardi in the espresso and layer them with the cream.",
  "",
].join("\n");

test("at 320 px a table scrolls sideways in its own box, by keyboard too, and no word in it is broken (light and dark)", async () => {
  world.upstream.queue({ kind: "stream", text: TABLE_RECIPE, chunkSize: 80 });
  const { page } = await world.open({ viewport: { width: 320, height: 640 } });
  await addIngredients(page, ["mascarpone", "espresso", "eggs", "cocoa"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("spinbutton", { name: "Servings" }).waitFor();
  const table = panel.getByRole("table");
  // Once near the screen (off it, a block of the reply is not laid out), it says that it scrolls.
  await table.scrollIntoViewIfNeeded();
  await expect.poll(() => table.getAttribute("aria-label")).toBe("Table, scrolls sideways");
  expect(await table.getAttribute("tabindex")).toBe("0");
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Every word of every cell on one line: none broken in the middle ("Ingre|dient").
  const broken = await table.evaluate((element) => {
    const words: string[] = [];
    for (const cell of element.querySelectorAll("th, td")) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
      }
    }
    return words;
  });
  expect(broken).toEqual([]);
  expect(await table.getByRole("cell", { name: "Decaffeinated" }).count()).toBe(1);
  // A keyboard stop of its own, and the arrow keys scroll it.
  await table.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expectAccessibleLightAndDark(page, "a table wider than a phone");
});

/** Every keyboard stop from the page's top, by Tab alone: each stop once, until Tab leaves the page or comes back. */
async function tabStops(page: Page): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: string[] = [];
  for (;;) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (element === null || element === document.body || element.dataset.tabbed !== undefined) return null;
      element.dataset.tabbed = "";
      return `${element.tagName.toLowerCase()} ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? ""}`;
    });
    if (stop === null) return stops;
    stops.push(stop);
  }
}

const MANY = recipe(
  "Big Pot Minestrone",
  Array.from({ length: 40 }, (_, index) => `${index + 1} tbsp spice number ${index + 1}`),
  "Serves 8",
);

test("the ingredients are a Tab stop only where they scroll in their own box: at 1,280 px a long list, never at 320 px or when they fit", async () => {
  const cases = [
    { viewport: { width: 320, height: 640 }, text: MANY, stop: false },
    { viewport: { width: 1280, height: 800 }, text: recipe("Lemon Garlic Pasta"), stop: false },
    { viewport: { width: 1280, height: 800 }, text: MANY, stop: true },
  ];
  for (const { viewport, text, stop } of cases) {
    world.upstream.queue({ kind: "stream", text, chunkSize: 400 });
    const { page } = await world.open({ viewport });
    await addIngredients(page, ["spaghetti", "garlic", "eggs", "olive oil"]);
    await page.getByRole("button", { name: "Get a recipe" }).click();
    await toolsShown(page);
    const ingredients = page.getByRole("region", { name: "Chef recommends" }).getByRole("region", { name: "Ingredients", exact: true });
    const scrolls = await ingredients.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(scrolls, `${viewport.width} px`).toBe(stop);
    const stops = await tabStops(page);
    // The page's own stops are reached either way: Tab went through the recipe's tools.
    expect(stops, `${viewport.width} px`).toContain("button Start cooking");
    expect(stops.includes("section Ingredients"), `${viewport.width} px: ${stops.join(" | ")}`).toBe(stop);
    if (stop) {
      // Reached by Tab, the arrow keys scroll it.
      await ingredients.focus();
      await page.keyboard.press("ArrowDown");
      await expect.poll(() => ingredients.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    }
    await page.close();
  }
});
