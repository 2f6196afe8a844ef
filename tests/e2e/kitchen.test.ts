import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DEFAULT_RECIPE } from "../fake-upstream.ts";
import { addIngredients, expectAccessible, expectAccessibleLightAndDark, ingredientNames, setUpBrowserWorld } from "./harness.ts";

const FOUR = ["eggs", "spinach", "feta", "onion"];
const world = setUpBrowserWorld();
const { open } = world;


async function getRecipe(page: Page) {
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await expect.poll(() => panel.getAttribute("aria-busy")).toBe("false");
  return panel;
}

test("remove and clear, accessible in every state (light and dark)", async () => {
  const { page } = await open();
  await addIngredients(page, FOUR);
  await page.getByRole("button", { name: "Remove spinach" }).click();
  expect(await ingredientNames(page)).toEqual(["eggs", "feta", "onion"]);
  expect(await page.getByRole("button", { name: "Get a recipe" }).count()).toBe(0);
  await addIngredients(page, ["basil"]);
  await getRecipe(page);
  await page.getByText("Preferences").click();
  await expectAccessibleLightAndDark(page, "recipe with preferences open");
  await page.getByRole("button", { name: "Clear list" }).click();
  await expectAccessibleLightAndDark(page, "confirming clear");
  await page.getByRole("button", { name: "Yes, clear the list" }).click();
  expect(await page.getByRole("region", { name: "Ingredients on hand:" }).count()).toBe(0);
  expect(await page.getByRole("region", { name: "Chef recommends" }).count()).toBe(0);
  expect(await page.getByRole("region", { name: "Recent recipes" }).count()).toBe(1);
  await expectAccessibleLightAndDark(page, "cleared with history");
});

test("a reload and a browser restart keep the list, the recipe and the preferences", async () => {
  const watched = await open();
  const { page, context } = watched;
  await addIngredients(page, FOUR);
  await page.getByText("Preferences").click();
  await page.getByRole("checkbox", { name: "Dairy-free" }).check();
  await page.getByRole("combobox", { name: "Time available" }).selectOption({ label: "45 minutes" });
  await getRecipe(page);
  await page.reload();
  expect(await ingredientNames(page)).toEqual(FOUR);
  await page.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  expect(await page.getByRole("checkbox", { name: "Dairy-free" }).isChecked()).toBe(true);
  expect(await page.getByRole("combobox", { name: "Time available" }).inputValue()).toBe("45");

  // A browser restart: a new context carrying over only what the browser stores on disk.
  const state = await context.storageState();
  const restarted = await world.browser.newContext({ storageState: state });
  const again = await restarted.newPage();
  await again.goto(world.server.origin);
  expect(await ingredientNames(again)).toEqual(FOUR);
  await again.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  await restarted.close();
});

test("corrupt or foreign stored data does not break the page", async () => {
  for (const raw of ["{not json", JSON.stringify({ version: 7, ingredients: "x" }), "null"]) {
    const { page } = await open();
    await page.evaluate((value) => localStorage.setItem("ai-chef", value), raw);
    await page.reload();
    await addIngredients(page, FOUR);
    await getRecipe(page);
    expect(await ingredientNames(page)).toEqual(FOUR);
  }
});

test("Stop ends the reply at once and the server aborts the upstream call", async () => {
  // Still streaming whenever Stop is pressed: the reply stalls after its first lines.
  world.upstream.setDefault({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 10, breakAfter: { chars: 80, how: "stall" } });
  const { page } = await open();
  await addIngredients(page, FOUR);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("button", { name: "Stop" }).click();
  await world.upstream.waitForAbort(0);
  expect(world.upstream.requests[0]?.finished).toBe(false);
  await panel.getByText(/You stopped the chef/).waitFor();
  await expectAccessible(page, "stopped");

  await page.getByRole("button", { name: "Another recipe" }).click();
  await panel.getByRole("button", { name: "Stop" }).waitFor();
  await page.keyboard.press("Escape");
  await world.upstream.waitForAbort(1);
});

test("copy puts the markdown on the clipboard; download saves it as a .md file", async () => {
  const { page, context } = await open();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: world.server.origin });
  await addIngredients(page, FOUR);
  const panel = await getRecipe(page);
  // Both under More, in the recipe's action row once the tools have read it.
  await panel.getByRole("button", { name: "Start cooking" }).waitFor();
  await panel.getByRole("button", { name: "More" }).click();
  await panel.getByRole("button", { name: "Copy recipe" }).click();
  await page.getByText("Recipe copied to the clipboard.").waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEFAULT_RECIPE);

  await panel.getByRole("button", { name: "More" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Download as text (.md)" }).click()]);
  expect(download.suggestedFilename()).toBe("spinach-and-feta-omelette.md");
  expect(readFileSync(await download.path(), "utf8")).toBe(DEFAULT_RECIPE);
});

test("preferences reach the upstream user message", async () => {
  const { page } = await open();
  await addIngredients(page, FOUR);
  await page.getByText("Preferences").click();
  await page.getByRole("checkbox", { name: "Vegetarian" }).check();
  await page.getByRole("textbox", { name: "Avoid (allergies, dislikes)" }).fill("walnuts");
  await page.getByRole("combobox", { name: "Servings wanted" }).selectOption("6");
  await getRecipe(page);
  const message = world.upstream.requests[0]?.body.messages?.[1]?.content ?? "";
  expect(message).toContain("eggs, spinach, feta, onion");
  expect(message).toContain("The recipe must be vegetarian.");
  expect(message).toContain("walnuts");
  expect(message).toContain("It should serve 6.");
});

test("the shared link restores the list in a browser that has never seen the page", async () => {
  const { page, context } = await open();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: world.server.origin });
  await addIngredients(page, ["eggs", "crème fraîche", "chives", "smoked salmon"]);
  await page.getByRole("button", { name: "Share list" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(page.url());

  const { page: stranger } = await open({ at: link });
  await stranger.getByRole("region", { name: "Ingredients on hand:" }).waitFor();
  expect(await ingredientNames(stranger)).toEqual(["eggs", "crème fraîche", "chives", "smoked salmon"]);
  await stranger.getByRole("button", { name: "Get a recipe" }).waitFor();
});

test("own-key mode on a static host: the visitor's token goes straight to their AI service, nothing to our server", async () => {
  const host = await world.staticHost();
  const watched = await open({}, host.origin);
  const { page } = watched;
  await page.getByRole("heading", { name: "Connect an AI" }).waitFor();
  await expectAccessible(page, "connect an AI");
  await page.getByRole("radio", { name: /A server on my machine/ }).check();
  await page.getByRole("textbox", { name: "Server address" }).fill(world.upstream.url);
  await page.getByLabel("Token (if the server needs one)").fill("sk-visitor-secret");
  await page.getByRole("textbox", { name: "Model" }).fill("llama3.1");
  await page.getByRole("checkbox", { name: "Remember on this device" }).check();
  await page.getByRole("button", { name: "Test connection" }).click();
  await page.getByText("The connection works.").waitFor();
  await page.getByRole("button", { name: "Save" }).click();
  await addIngredients(page, FOUR);
  await getRecipe(page);
  await page.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  expect(world.upstream.requests).toHaveLength(1);
  expect(world.upstream.requests[0]?.headers.authorization).toBe("Bearer sk-visitor-secret");
  expect(world.upstream.requests[0]?.body.model).toBe("llama3.1");
  expect(world.upstream.requests[0]?.body.messages?.[1]?.content).toContain("eggs, spinach, feta, onion");
  expect(host.requests.filter((request) => request.path.startsWith("/api/") && request.path !== "/api/health")).toEqual([]);
  expect(host.requests.some((request) => request.method !== "GET")).toBe(false);

  await page.reload();
  await page.getByText("Recipes written by llama3.1, with your own key").waitFor();
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Forget" }).click();
  expect(await page.evaluate(() => [localStorage.getItem("ai-chef-connection"), sessionStorage.getItem("ai-chef-connection")])).toEqual([null, null]);
  // The page looks for its server once per load; on a static host the browser logs that 404.
  const probes = host.requests.filter((request) => request.path === "/api/health").length;
  expect(probes).toBe(2);
  expect(watched.consoleErrors.splice(0)).toEqual(Array(probes).fill("Failed to load resource: the server responded with a status of 404 (Not Found)"));
  // Straight to the visitor's AI service, which is the point: the connection test, then the recipe.
  expect(watched.foreignRequests.splice(0)).toEqual([`${world.upstream.url}/models`, `${world.upstream.url}/chat/completions`]);
});

test("from a 320 px phone, by keyboard alone: nothing overflows, every control is reachable, print shows just the recipe", async () => {
  const { page } = await open({ viewport: { width: 320, height: 640 } });
  await page.getByRole("textbox", { name: "Add ingredient" }).waitFor();
  // Tab from the top of the page to the field: it comes right after the settings button.
  let atField = false;
  for (let i = 0; i < 4 && !atField; i++) {
    await page.keyboard.press("Tab");
    atField = (await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === "Add ingredient";
  }
  expect(atField).toBe(true);
  for (const item of FOUR) {
    await page.keyboard.type(item);
    await page.keyboard.press("Enter");
  }
  // Tab from the field to "Get a recipe", through the list's own controls.
  let reached = false;
  for (let i = 0; i < 12 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = (await page.evaluate(() => document.activeElement?.textContent)) === "Get a recipe";
  }
  expect(reached).toBe(true);
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).toBe("solid");
  await page.keyboard.press("Enter");
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await expect.poll(() => panel.getAttribute("aria-busy")).toBe("false");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectAccessible(page, "phone");

  await page.emulateMedia({ media: "print" });
  expect(await page.getByRole("textbox", { name: "Add ingredient" }).isVisible()).toBe(false);
  expect(await page.getByRole("button", { name: "More" }).isVisible()).toBe(false);
  expect(await panel.getByRole("heading", { name: "Spinach and Feta Omelette" }).isVisible()).toBe(true);
});

test("every kitchen state passes axe (light and dark)", async () => {
  // Still streaming while axe looks at the page: the reply stalls after its first lines.
  world.upstream.setDefault({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 20, breakAfter: { chars: 120, how: "stall" } });
  const watched = await open();
  const { page, context } = watched;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: world.server.origin });
  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByText(/answers with its own configuration/).waitFor();
  await expectAccessibleLightAndDark(page, "settings open");
  await addIngredients(page, FOUR);
  await page.getByText("Preferences").click();
  await page.getByRole("checkbox", { name: "Vegan" }).check();
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("button", { name: "Stop" }).waitFor();
  await expectAccessibleLightAndDark(page, "streaming with preferences");
  await panel.getByRole("button", { name: "Stop" }).click();
  await panel.getByText(/You stopped the chef/).waitFor();
  await panel.getByRole("button", { name: "More" }).click();
  await panel.getByRole("button", { name: "Copy recipe" }).waitFor();
  await expectAccessibleLightAndDark(page, "More open");
  await panel.getByRole("button", { name: "Copy recipe" }).click();
  await page.getByText("Recipe copied to the clipboard.").waitFor();
  await page.getByRole("region", { name: "Recent recipes" }).waitFor();
  await expectAccessibleLightAndDark(page, "stopped, copied, recent recipes");
  world.upstream.setDefault({ kind: "status", status: 429 });
  await page.getByRole("button", { name: "Another recipe" }).click();
  await page.getByRole("alert").waitFor();
  await expectAccessibleLightAndDark(page, "failed with a cookbook offer");
  await page.getByRole("alert").getByRole("button", { name: "Get a cookbook recipe instead" }).click();
  await panel.getByText(/built-in cookbook/).waitFor();
  await expectAccessibleLightAndDark(page, "cookbook fallback");
  // Chromium logs the refused request; it is the point of this step.
  expect(watched.consoleErrors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 503 (Service Unavailable)"]);
});
