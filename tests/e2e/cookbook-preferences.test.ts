import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { addIngredients, launchBrowser, openPage, startServer, type Served, toolsShown } from "./harness.ts";

let server: Served;
let browser: Browser;

beforeAll(async () => {
  // No AI configured: every recipe comes from the built-in cookbook.
  server = await startServer({ HF_TOKEN: "", AI_CHEF_BASE_URL: "" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function askWithPreferences(page: Page, list: string[], choose: (page: Page) => Promise<void>) {
  await page.getByText("Preferences").click();
  await choose(page);
  await addIngredients(page, list);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("heading", { name: "Ingredients" }).waitFor();
  await expect.poll(() => panel.getAttribute("aria-busy")).toBe("false");
  // The tools are read from the finished recipe in a background render.
  await toolsShown(page);
  return panel;
}

function minutesOf(text: string): number {
  const hours = /(\d+) hours?/.exec(text)?.[1];
  const minutes = /(\d+) minutes?/.exec(text)?.[1];
  return Number(hours ?? 0) * 60 + Number(minutes ?? 0);
}

test("Servings wanted 4 gives a recipe for 4, with the Servings control at 4", async () => {
  const { page, context, consoleErrors } = await openPage(browser, server.origin);
  const panel = await askWithPreferences(page, ["chicken thighs", "lemon", "garlic", "potatoes", "rosemary"], async (p) => {
    await p.getByRole("combobox", { name: "Servings wanted" }).selectOption("4");
  });
  expect(await panel.getByRole("spinbutton", { name: "Servings" }).inputValue()).toBe("4");
  expect(await panel.getByText(/^Serves 4 · Time/).count()).toBe(1);
  expect(await panel.getByText("Written for 4.").count()).toBe(1);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("Time available 15 minutes gives a recipe of at most 15 minutes, or says plainly that none fits", async () => {
  for (const list of [
    ["eggs", "spinach", "feta", "bread"],
    ["beef shin", "carrots", "onions", "red wine"],
  ]) {
    const { page, context, consoleErrors } = await openPage(browser, server.origin);
    const panel = await askWithPreferences(page, list, async (p) => {
      await p.getByRole("combobox", { name: "Time available" }).selectOption("15");
    });
    const line = (await panel.getByText(/^Serves \d+ · Time/).textContent()) ?? "";
    const minutes = minutesOf(line.split("Time")[1] ?? "");
    const note = await panel.getByText(/Nothing in the cookbook for your list takes 15 minutes or less/).count();
    expect(minutes > 0, line).toBe(true);
    expect(minutes <= 15 || note === 1, `${list.join(", ")}: ${line}`).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }
});

test("what is in My pantry is never marked to buy, nor put on the shopping list", async () => {
  const { page, context, consoleErrors } = await openPage(browser, server.origin);
  const pantryItems = ["salt", "black pepper", "olive oil", "butter", "garlic", "thyme", "lemon", "stock"];
  const panel = await askWithPreferences(page, ["chicken thighs", "potatoes", "carrots", "onion"], async (p) => {
    await p.getByRole("textbox", { name: "My pantry" }).fill(pantryItems.join(", "));
  });
  const lines = await panel.getByRole("listitem").allTextContents();
  const marked = lines.filter((line) => / — (?:on your list|pantry staple|to buy)$/.test(line));
  expect(marked.length).toBeGreaterThan(3);
  const pantryWord = /\b(?:salt|pepper|olive oil|butter|garlic|thyme|lemons?|stock)\b/i;
  for (const line of marked) {
    if (pantryWord.test(line.replace(/ — .*$/, ""))) expect(line, line).not.toMatch(/ — to buy$/);
  }
  await panel.getByRole("button", { name: "Shopping list" }).click();
  const shopping = await page.getByRole("region", { name: "Shopping list" }).textContent();
  expect(shopping ?? "").not.toMatch(pantryWord);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
