import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { addIngredients, expectAccessible, launchBrowser, openPage, startServer, type Served } from "./harness.ts";

let server: Served;
let browser: Browser;

beforeAll(async () => {
  // A newcomer's machine: no token, no AI server, no network.
  server = await startServer({ HF_TOKEN: "", AI_CHEF_BASE_URL: "" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test("with no AI configured, npm start still gives a real recipe from the cookbook", async () => {
  expect(server.output()).toContain("built-in cookbook");
  const { page, context, cspViolations, foreignRequests, consoleErrors } = await openPage(browser, server.origin);
  await page.getByText("Recipes from the built-in cookbook").waitFor();
  await addIngredients(page, ["chicken thighs", "rice", "garlic", "ginger"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("heading", { name: "Ingredients" }).waitFor();
  await expect.poll(() => panel.getAttribute("aria-busy")).toBe("false");
  const first = await panel.getByRole("heading", { level: 1 }).textContent();
  // Where it comes from, and nothing about how the server is configured: that is the operator's, not the cook's.
  await panel.getByText("From AI Chef's built-in cookbook.").waitFor();
  expect(await panel.innerText()).not.toMatch(/operator|HF_TOKEN|AI_CHEF_BASE_URL/);
  expect(await panel.getByRole("listitem").count()).toBeGreaterThan(4);
  const uses = (await panel.locator("p").allTextContents()).join(" ");
  expect(uses.match(/chicken|rice|garlic|ginger/gi)?.length ?? 0).toBeGreaterThanOrEqual(2);
  await expectAccessible(page, "cookbook recipe");

  await page.getByRole("button", { name: "Another recipe" }).click();
  await expect.poll(() => panel.getByRole("heading", { level: 1 }).textContent()).not.toBe(first);
  expect(cspViolations).toEqual([]);
  expect(foreignRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("a fridge list gets a dish built on its star ingredient; My pantry changes what must be bought; Another recipe is another dish", async () => {
  const { page, context, cspViolations, foreignRequests, consoleErrors } = await openPage(browser, server.origin);
  await addIngredients(page, ["salmon", "broccoli", "lemon", "garlic"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await expect.poll(() => panel.getAttribute("aria-busy")).toBe("false");
  const title = (await panel.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(title.toLowerCase()).toContain("salmon");
  const needs = async () => ((await panel.locator("p").allTextContents()).find((text) => /You'll also need|You need nothing else/.test(text)) ?? "");
  const before = await needs();
  expect(before).toMatch(/You'll also need (.+)\./);
  const firstNeed = /You'll also need (?:an? |some )?([^,.]+?)(?:,| and |\.)/.exec(before)?.[1]?.trim() ?? "";
  expect(firstNeed).not.toBe("");

  // The visitor says they always have it: the same list no longer asks for it.
  await page.getByText("Preferences").click();
  const pantry = page.getByRole("textbox", { name: "My pantry" });
  expect(await pantry.inputValue()).toContain("salt");
  await pantry.fill(`${await pantry.inputValue()}, ${firstNeed}`);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await expect.poll(async () => (await needs()) !== before && (await needs()) !== "").toBe(true);
  expect(await needs()).not.toContain(firstNeed);

  await page.getByRole("button", { name: "Another recipe" }).click();
  await expect.poll(() => panel.getByRole("heading", { level: 1 }).textContent()).not.toBe(title);
  expect(cspViolations).toEqual([]);
  expect(foreignRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("when the in-page cookbook cannot be fetched, the request ends with a clear error and the list stays, never waiting for good", async () => {
  const { page, context } = await openPage(browser, server.origin, {
    // The AI cannot be reached, so the page answers from its own cookbook; and that part cannot be fetched either.
    beforeOpen: async (opened) => {
      await opened.route("**/api/recipe", (route) => route.abort("internetdisconnected"));
      await opened.route(/\/assets\/cookbook-stream-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
    },
  });
  await addIngredients(page, ["chicken thighs", "rice", "garlic", "ginger"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("alert").filter({ hasText: "Couldn't reach AI Chef. Check your connection, then try again." }).waitFor();
  await expect.poll(() => page.getByRole("button", { name: "Get a recipe" }).getAttribute("aria-disabled")).not.toBe("true");
  for (const item of ["chicken thighs", "rice", "garlic", "ginger"]) await page.getByRole("listitem").filter({ hasText: item }).first().waitFor();
  await context.close();
});
