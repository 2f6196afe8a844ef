// What a stranger meets first (probe27): a keyboard-only cook on a phone, a pasted list, a network that fails.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { gate } from "../fake-upstream.ts";
import { addIngredients, expectAccessible, ingredientNames, setUpBrowserWorld } from "./harness.ts";

const world = setUpBrowserWorld();
const PHONE = { width: 320, height: 640 };

const focused = (page: import("playwright-core").Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active === null || active === document.body ? "(nothing)" : `${active.tagName.toLowerCase()} “${active.textContent?.trim() ?? ""}”`;
  });

test("a keyboard cook who presses Get a recipe keeps focus on it while the chef writes, and after", async () => {
  const rest = gate();
  world.upstream.queue({ kind: "stream", text: "# Soup\n\n## Ingredients\n\n- 2 leeks\n\n## Steps\n\n1. Simmer.\n", pauseAfter: { chars: 10, until: rest.until } });
  const { page } = await world.open({ viewport: PHONE });
  await addIngredients(page, ["leeks", "potatoes", "stock", "cream"]);
  const ask = page.getByRole("button", { name: "Get a recipe" });
  await ask.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { name: "Soup" }).waitFor();
  // While the reply streams the button says it does nothing, and keeps the focus it had.
  expect(await focused(page)).toBe("button “Get a recipe”");
  expect(await ask.getAttribute("aria-disabled")).toBe("true");
  // Pressed again meanwhile, it asks nothing more.
  await page.keyboard.press("Enter");
  rest.open();
  await expect.poll(() => ask.getAttribute("aria-disabled")).toBe("false");
  expect(await focused(page)).toBe("button “Get a recipe”");
  expect(world.upstream.requests).toHaveLength(1);
});

test("a list pasted from a note goes on the list one item a line, and what cannot go on stays in sight", async () => {
  const { page, context } = await world.open({ viewport: PHONE });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const field = page.getByRole("textbox", { name: "Add ingredient" });
  await addIngredients(page, ["milk"]);
  await field.focus();
  await page.evaluate(() => navigator.clipboard.writeText("- eggs, going soft\n- Milk\n- 2 onions\n\nhalf a cabbage\n"));
  await page.keyboard.press("Control+V");
  await expect.poll(() => ingredientNames(page)).toEqual(["milk", "eggs, going soft", "2 onions", "half a cabbage"]);
  expect(await field.inputValue()).toBe("");
  expect(await page.getByText("Milk is already on your list.").count()).toBe(1);
  // A line too long for the list is kept in the field, with why.
  const long = `leeks ${"and more ".repeat(10)}`.trim();
  await page.evaluate((text) => navigator.clipboard.writeText(text), `carrots\n${long}\nkale`);
  await page.keyboard.press("Control+V");
  await expect.poll(() => ingredientNames(page)).toEqual(["milk", "eggs, going soft", "2 onions", "half a cabbage", "carrots", "kale"]);
  expect(await field.inputValue()).toBe(long);
  expect(await page.getByText(/That's a long one/).count()).toBe(1);
  // One line pasted is typed text, as ever.
  await field.fill("");
  await page.evaluate(() => navigator.clipboard.writeText("feta"));
  await page.keyboard.press("Control+V");
  expect(await field.inputValue()).toBe("feta");
  expect(await ingredientNames(page)).toHaveLength(6);
});

test("a keyboard cook on Stop keeps a place on the page when the reply ends, and when they press it", async () => {
  const recipe = "# Soup\n\n## Ingredients\n\n- 2 leeks\n- 1 l stock\n\n## Steps\n\n1. Simmer the leeks in the stock.\n";
  for (const how of ["the reply ends", "Stop is pressed"] as const) {
    const rest = gate();
    world.upstream.queue({ kind: "stream", text: recipe, pauseAfter: { chars: 20, until: rest.until } });
    const { page } = await world.open({ viewport: PHONE });
    await addIngredients(page, ["leeks", "potatoes", "stock", "cream"]);
    await page.getByRole("button", { name: "Get a recipe" }).press("Enter");
    // The reply's Stop, in its panel (the status line's, before the first words, goes when they come).
    const stop = page.getByRole("region", { name: "Chef recommends" }).getByRole("button", { name: "Stop" });
    await stop.focus();
    if (how === "Stop is pressed") await page.keyboard.press("Enter");
    else rest.open();
    await expect.poll(() => stop.count()).toBe(0);
    expect(await focused(page), how).toBe("h2 “Chef recommends”");
    rest.open();
    // From there the next Tab goes on into the recipe, not back to the top of the page.
    await page.getByRole("region", { name: "Chef recommends" }).getByRole("button", { name: "Another recipe" }).waitFor();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("section[aria-labelledby='recipe-heading']") != null), how).toBe(true);
  }
});

test("a reply broken off mid-answer offers what a failed one offers: try again, or a cookbook recipe", async () => {
  const recipe = "# Lemon Chicken\n\nServes 4\n\n## Ingredients\n\n- 500 g chicken thighs\n- 1 lemon\n- 2 cloves garlic\n\n## Steps\n\n1. Brown the chicken.\n2. Add the lemon and garlic.\n";
  world.upstream.queue({ kind: "stream", text: recipe, chunkSize: 10, delayMs: 10, breakAfter: { chars: 90, how: "reset" } });
  const { page } = await world.open({ viewport: PHONE });
  await addIngredients(page, ["chicken", "lemon", "garlic", "rice"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByText("The AI service is busy or unavailable right now.", { exact: false }).waitFor();
  await expectAccessible(page, "a reply broken off");
  world.upstream.queue({ kind: "stream", text: recipe });
  await panel.getByRole("button", { name: "Try again" }).click();
  await panel.getByRole("listitem").filter({ hasText: "Add the lemon and garlic." }).waitFor();
  expect(world.upstream.requests).toHaveLength(2);
  expect(world.upstream.requests[1]?.body).toEqual(world.upstream.requests[0]?.body);

  world.upstream.queue({ kind: "stream", text: recipe, chunkSize: 10, delayMs: 10, breakAfter: { chars: 90, how: "reset" } });
  await panel.getByRole("button", { name: "Another recipe" }).click();
  await panel.getByRole("button", { name: "Get a cookbook recipe instead" }).click();
  await panel.getByText("From AI Chef's built-in cookbook.", { exact: false }).waitFor();
  expect(world.upstream.requests).toHaveLength(3);
});

test("a keyboard cook on Stop while a reasoning model thinks keeps a place on the page when the thinking ends", async () => {
  const sse = readFileSync(new URL("../fixtures/providers/constructed-deepseek-api-reasoning-content.sse", import.meta.url), "utf8");
  const thinkingBytes = Buffer.byteLength(sse.slice(0, sse.lastIndexOf("data: ", sse.indexOf('"content":"#'))));
  for (const how of ["the answer begins", "Stop is pressed"] as const) {
    const rest = gate();
    world.upstream.queue({ kind: "replay", sse, chunkBytes: 60, pauseAfter: { bytes: thinkingBytes, until: rest.until } });
    const { page } = await world.open({ viewport: PHONE });
    await addIngredients(page, ["eggs", "spinach", "feta", "onion"]);
    await page.getByRole("button", { name: "Get a recipe" }).press("Enter");
    await page.getByRole("status").filter({ hasText: "The chef is thinking…" }).waitFor();
    const stop = page.getByRole("button", { name: "Stop" });
    await stop.focus();
    if (how === "Stop is pressed") await page.keyboard.press("Enter");
    else rest.open();
    await page.getByRole("status").filter({ hasText: "The chef is thinking…" }).waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).not.toBe("button “Stop”");
    expect(await focused(page), how).toBe("button “Get a recipe”");
    rest.open();
  }
});

test("a keyboard cook whose pressed button goes away with what it belonged to keeps a place on the page, never the top", async () => {
  const recipe = "# Soup\n\n## Ingredients\n\n- 2 leeks\n\n## Steps\n\n1. Simmer.\n";
  world.upstream.queue({ kind: "stream", text: recipe }, { kind: "status", status: 500 }, { kind: "stream", text: recipe });
  const watched = await world.open({ viewport: PHONE, colorScheme: "dark" });
  const { page } = watched;
  await addIngredients(page, ["leeks", "potatoes", "stock", "cream"]);
  const ask = page.getByRole("button", { name: "Get a recipe" });
  await ask.press("Enter");
  const panel = page.getByRole("region", { name: "Chef recommends" });
  // Another recipe goes with the recipe it belongs to (this one fails).
  await panel.getByRole("button", { name: "Another recipe" }).press("Enter");
  const alert = page.getByRole("alert");
  await alert.getByRole("button", { name: "Try again" }).waitFor();
  expect(await focused(page)).toBe("button “Get a recipe”");
  // Try again goes with the alert it belongs to.
  await alert.getByRole("button", { name: "Try again" }).press("Enter");
  await panel.getByRole("button", { name: "Another recipe" }).waitFor();
  expect(await focused(page)).toBe("button “Get a recipe”");
  // Delete goes with the recent recipe it belongs to.
  const recent = page.getByRole("region", { name: "Recent recipes" });
  const deletes = recent.getByRole("button", { name: "Delete Soup" });
  await deletes.first().waitFor();
  const kept = await deletes.count();
  await deletes.first().press("Enter");
  await expect.poll(() => deletes.count()).toBe(kept - 1);
  expect(await focused(page)).toBe("button “Get a recipe”");
  expect(world.upstream.requests).toHaveLength(3);
  // The failed request's 503, which the page logs.
  watched.consoleErrors.splice(0);
});

test("a cook on a phone waiting on a slow model before its first words can see how long and stop it with a tap", async () => {
  const rest = gate();
  world.upstream.queue({ kind: "stream", text: "# Soup\n\n## Ingredients\n\n- 2 leeks\n\n## Steps\n\n1. Simmer.\n", pauseAfter: { chars: 0, until: rest.until } });
  const { page } = await world.open({ viewport: PHONE });
  await addIngredients(page, ["leeks", "potatoes", "stock", "cream"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("status").filter({ hasText: "The chef is cooking up a recipe…" }).waitFor();
  await world.upstream.waitForRequests(1);
  await expect.poll(() => page.locator(".cooking-status-row .elapsed").textContent()).toMatch(/^\d+ s$/);
  await page.getByRole("button", { name: "Stop" }).click();
  await world.upstream.waitForAbort(0);
  await page.getByRole("status").filter({ hasText: "The chef is cooking up a recipe…" }).waitFor({ state: "detached" });
  await expect.poll(() => page.getByRole("button", { name: "Get a recipe" }).getAttribute("aria-disabled")).toBe("false");
  expect(await focused(page)).toBe("button “Get a recipe”");
  rest.open();
});
