import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { DEFAULT_RECIPE } from "../fake-upstream.ts";
import { addIngredients, expectAccessible, expectAccessibleLightAndDark, ingredientNames, setUpBrowserWorld, toolsShown } from "./harness.ts";

const FOUR = ["eggs", "spinach", "feta", "onion"];
const world = setUpBrowserWorld();

/** Chromium on Linux has no Web Share; taken away anyway, so the link is always copied here. */
function withoutWebShare(page: Page) {
  return page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  });
}

/** Web Share, stubbed at the API's boundary: what the page hands the share sheet is recorded. */
function withWebShare(page: Page) {
  return page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
    Object.defineProperty(Navigator.prototype, "canShare", { configurable: true, value: () => true });
  });
}

async function recipeOnScreen(page: Page) {
  await addIngredients(page, FOUR);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await toolsShown(page);
  return page.getByRole("region", { name: "Chef recommends" });
}

function ingredientLines(page: Page) {
  return page.getByRole("region", { name: "Chef recommends" }).getByRole("list").first().getByRole("listitem").allTextContents();
}

/** The sharer's link, copied by Share recipe where there is no share sheet. */
async function sharedLink(): Promise<string> {
  const { page, context } = await world.open({ beforeOpen: withoutWebShare });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: world.server.origin });
  const panel = await recipeOnScreen(page);
  await panel.getByRole("button", { name: "Share recipe" }).click();
  await page.getByText("Link copied. Anyone who opens it gets this recipe: it travels in the link itself.").waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link.startsWith(`${world.server.origin}/#r1=z`)).toBe(true);
  // The recipe is in the link, not the list.
  expect(link).not.toContain("i=eggs");
  return link;
}

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("ai-chef") ?? "null") as { ingredients: string[]; recipe: unknown; history: unknown[] } | null);

test("a recipe shared by link opens in a fresh browser, with every tool, read-only, from no server (light and dark)", async () => {
  const link = await sharedLink();
  expect(world.upstream.requests).toHaveLength(1);
  world.upstream.reset();

  const { page } = await world.open({ at: link });
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  const note = page.getByRole("region", { name: "A recipe shared with you" });
  await note.getByText("It came in the link itself and isn't saved in this browser.", { exact: false }).waitFor();
  await expectAccessibleLightAndDark(page, "shared recipe");

  // Every tool: servings rescale, have/need against the visitor's (empty) list, the shopping list, cook mode.
  const servings = page.getByRole("spinbutton", { name: "Servings" });
  expect(await servings.inputValue()).toBe("2");
  await servings.fill("4");
  await expect.poll(() => ingredientLines(page)).toEqual(["6 eggs — to buy", "2 handfuls spinach — to buy", "100 g feta — to buy"]);
  await page.getByRole("button", { name: "Shopping list" }).click();
  await page.getByRole("button", { name: "Copy shopping list" }).waitFor();
  await page.getByRole("button", { name: "Start cooking" }).click();
  const cook = page.getByRole("dialog", { name: "Cook mode" });
  await cook.getByText("Step 1 of 3").waitFor();
  await page.keyboard.press("Escape");
  await cook.waitFor({ state: "hidden" });

  // Read-only: nothing to continue or ask again for; nothing asked of any server's AI.
  expect(await panel.getByRole("button", { name: "Another recipe" }).count()).toBe(0);
  expect(await panel.getByRole("button", { name: "Continue" }).count()).toBe(0);
  expect(world.upstream.requests).toHaveLength(0);
  // Kept nowhere: no recipe and no history written, and the address still opens it on reload.
  expect(await stored(page)).toMatchObject({ ingredients: [], recipe: null, history: [] });
  expect(page.url()).toBe(link);
  await page.reload();
  await panel.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  await note.waitFor();
});

test("a visitor with a list of their own opens a shared recipe: their list and recipes stay theirs until they keep it", async () => {
  const link = await sharedLink();
  world.upstream.queue({ kind: "stream", text: "# Rice and Beans\n\n- 1 cup rice\n- 1 can beans\n\n1. Cook the rice.\n2. Add the beans.\n" });
  const { page } = await world.open();
  await addIngredients(page, ["rice", "beans", "eggs", "leeks"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("heading", { name: "Rice and Beans" }).waitFor();
  // Once their recipe has been read for the recent list, their record is as it stays.
  await expect.poll(async () => (await stored(page))?.history).toEqual([expect.objectContaining({ reading: { title: "Rice and Beans", recipe: true } })]);
  const before = await stored(page);

  // The same tab, a link pasted in.
  await page.goto(link);
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  expect(await ingredientNames(page)).toEqual(["rice", "beans", "eggs", "leeks"]);
  // Have/need are the visitor's: eggs are on their list.
  await expect.poll(() => ingredientLines(page)).toEqual(["3 eggs — on your list", "1 handful spinach — to buy", "50 g feta — to buy"]);
  expect(await stored(page)).toEqual(before);

  // Back to their own: their recipe, their list in the address, focus in the ingredient field.
  const note = page.getByRole("region", { name: "A recipe shared with you" });
  await note.getByRole("button", { name: "Get my own recipe" }).click();
  await panel.getByRole("heading", { name: "Rice and Beans" }).waitFor();
  await expect.poll(() => new URL(page.url()).hash).toBe("#i=rice&i=beans&i=eggs&i=leeks");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Add ingredient");

  // Opened again and kept: now it is theirs, listed by its title.
  await page.goto(link);
  await panel.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  await note.getByRole("button", { name: "Keep in my recipes" }).click();
  await note.waitFor({ state: "detached" });
  const recent = page.getByRole("region", { name: "Recent recipes" });
  await recent.getByRole("button", { name: "Open Spinach and Feta Omelette" }).waitFor();
  await expect.poll(() => recent.getByRole("listitem").first().textContent()).toContain("Shared with you");
  expect(await ingredientNames(page)).toEqual(["rice", "beans", "eggs", "leeks"]);
  await page.reload();
  await panel.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  expect(await page.getByRole("region", { name: "A recipe shared with you" }).count()).toBe(0);
  expect(world.upstream.requests).toHaveLength(2);
});

test("Share recipe hands the share sheet the recipe's title, the text as shown and the link", async () => {
  const { page } = await world.open({ beforeOpen: withWebShare });
  const panel = await recipeOnScreen(page);
  await page.getByRole("spinbutton", { name: "Servings" }).fill("4");
  await expect.poll(() => ingredientLines(page)).toContain("6 eggs — on your list");
  await panel.getByRole("button", { name: "Share recipe" }).click();
  await page.getByText("Recipe shared.").waitFor();
  const [data, ...more] = await page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
  expect(more).toEqual([]);
  expect(data?.title).toBe("Spinach and Feta Omelette");
  expect(data?.text).toBe(DEFAULT_RECIPE.replace("- 3 eggs", "- 6 eggs").replace("1 handful spinach", "2 handfuls spinach").replace("50 g feta", "100 g feta"));
  expect(data?.url?.startsWith(`${world.server.origin}/#r1=z`)).toBe(true);

  // The link opens what was shared: the recipe for four.
  const { page: friend } = await world.open({ at: data?.url ?? "" });
  await friend.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  await expect.poll(() => ingredientLines(friend)).toEqual(["6 eggs — to buy", "2 handfuls spinach — to buy", "100 g feta — to buy"]);
});

test("a damaged recipe link says so politely and opens the usual page", async () => {
  const { page } = await world.open({ at: `${world.server.origin}/#r1=zNotDeflateAtAll` });
  await page.getByText("This recipe link is damaged or incomplete, so it couldn't be opened. Ask for the link again.").waitFor();
  await page.getByRole("textbox", { name: "Add ingredient" }).waitFor();
  expect(await page.getByRole("region", { name: "Chef recommends" }).count()).toBe(0);
  await expect.poll(() => new URL(page.url()).hash).toBe("");
  await expectAccessible(page, "damaged recipe link");
});

test("recent recipes show the title the reader reads, and a stopped reply is marked (light and dark)", async () => {
  world.upstream.queue({
    kind: "stream",
    text: "**Lemon Chicken Traybake**\n\nA bright weeknight dinner.\n\n- 4 chicken thighs\n- 1 lemon\n\n1. Roast for 40 minutes.\n2. Squeeze over the lemon.\n",
  });
  world.upstream.queue({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 10, breakAfter: { chars: 60, how: "stall" } });
  const { page } = await world.open();
  await addIngredients(page, ["chicken thighs", "lemon", "potatoes", "thyme"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const recent = page.getByRole("region", { name: "Recent recipes" });
  await recent.getByRole("button", { name: "Open Lemon Chicken Traybake" }).waitFor();

  await page.getByRole("button", { name: "Another recipe" }).click();
  await page.getByRole("region", { name: "Chef recommends" }).getByText("A quick omelette").waitFor();
  await page.getByRole("button", { name: "Stop" }).first().click();
  const stopped = recent.getByRole("button", { name: "Open Spinach and Feta Omelette" });
  await stopped.waitFor();
  await expect.poll(() => stopped.getAttribute("aria-describedby")).not.toBeNull();
  const mark = page.locator(`[id="${await stopped.getAttribute("aria-describedby")}"]`);
  expect(await mark.textContent()).toBe("Stopped before the end");
  expect(await recent.getByRole("listitem").nth(1).getByText("Stopped before the end").count()).toBe(0);
  await expectAccessibleLightAndDark(page, "recent recipes with a stopped one");
});
