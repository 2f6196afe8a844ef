import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { gate } from "../fake-upstream.ts";
import { addIngredients, expectAccessible, setUpBrowserWorld } from "./harness.ts";

const world = setUpBrowserWorld();
const FOUR = ["eggs", "spinach", "feta", "onion"];
const fixture = (file: string) => readFileSync(new URL(`../fixtures/providers/${file}`, import.meta.url), "utf8");
const REASONING_SSE = fixture("constructed-deepseek-api-reasoning-content.sse");
// The bytes before the answer's first frame: the model has only thought so far.
const THINKING_BYTES = Buffer.byteLength(REASONING_SSE.slice(0, REASONING_SSE.lastIndexOf("data: ", REASONING_SSE.indexOf('"content":"#'))));

/**
 * A reasoning model (DeepSeek's reasoning_content format) whose answer waits until the test has seen the page
 * think (`rest.open()`). A pace ("slow enough to be seen") was a guess: a page slower than it read thinking and
 * answer together and never showed the thinking.
 */
function reasoningStream() {
  const rest = gate();
  return { rest, behaviour: { kind: "replay" as const, sse: REASONING_SSE, chunkBytes: 60, pauseAfter: { bytes: THINKING_BYTES, until: rest.until } } };
}

async function ask(page: Page) {
  await addIngredients(page, FOUR);
  await page.getByRole("button", { name: "Get a recipe" }).click();
}

async function expectThinkingThenRecipe(page: Page, rest: { open: () => void }) {
  await expect.poll(() => page.getByRole("status").filter({ hasText: "The chef is thinking…" }).count()).toBe(1);
  expect(await page.getByRole("button", { name: "Stop" }).count()).toBe(1);
  rest.open();
  await page.getByRole("heading", { name: "Feta and Spinach Omelette" }).waitFor();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await expect.poll(() => panel.getAttribute("aria-busy")).toBe("false");
  // What the page shows (the collapsed reasoning disclosure is not rendered until opened).
  expect(await panel.innerText()).not.toContain("Okay, the user");
}

test("a reasoning model: the page says it is thinking, then shows only the recipe; Copy and Download hold no reasoning", async () => {
  const { rest, behaviour } = reasoningStream();
  world.upstream.queue(behaviour);
  const { page, context } = await world.open();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: world.server.origin });
  await ask(page);
  await expectThinkingThenRecipe(page, rest);
  await expectAccessible(page, "recipe after reasoning");

  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("button", { name: "Copy recipe" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith("# Feta and Spinach Omelette")).toBe(true);
  expect(copied).not.toContain("Okay, the user");
  await page.getByRole("button", { name: "More" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download as text (.md)" }).click()]);
  expect(await readFile(await download.path(), "utf8")).not.toContain("Okay, the user");
  // Recent recipes and a reload keep no reasoning either.
  expect(await page.evaluate(() => localStorage.getItem("ai-chef"))).not.toContain("Okay, the user");

  // The thinking can be read on request, as plain text.
  await page.getByText("Show the model's reasoning").click();
  await page.getByText(/Okay, the user has eggs/).waitFor();
});

test("a recipe cut off at the length limit: marked, and Continue appends the rest", async () => {
  world.upstream.queue({ kind: "replay", sse: fixture("constructed-length-with-text.sse") });
  world.upstream.queue({ kind: "stream", text: " the eggs and cook for 3 minutes.\n3. Crumble over the feta and fold.\n" });
  const { page } = await world.open();
  await ask(page);
  await page.getByText("This recipe was cut off because the model reached its length limit.").waitFor();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText("Crumble over the feta and fold.").waitFor();
  await page.getByText("Wilt the spinach, pour in the eggs and cook for 3 minutes.").waitFor();
  expect(await page.getByText(/cut off/).count()).toBe(0);
  const continued = world.upstream.requests[1]?.body.messages ?? [];
  expect(continued.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
});

test("own-key mode against the same reasoning model shows the same", async () => {
  const host = await world.staticHost();
  const { rest, behaviour } = reasoningStream();
  world.upstream.queue(behaviour);
  const watched = await world.open({}, host.origin);
  const { page } = watched;
  await page.getByRole("heading", { name: "Connect an AI" }).waitFor();
  await page.getByRole("radio", { name: /A server on my machine/ }).check();
  await page.getByRole("textbox", { name: "Server address" }).fill(world.upstream.url);
  await page.getByRole("textbox", { name: "Model" }).fill("deepseek-r1:8b");
  await page.getByRole("button", { name: "Save" }).click();
  await ask(page);
  await expectThinkingThenRecipe(page, rest);
  // The page looks for its server once per load; on a static host the browser logs that 404.
  watched.consoleErrors.splice(0);
  watched.foreignRequests.splice(0);
});
