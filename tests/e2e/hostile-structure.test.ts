import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "../fake-upstream.ts";
import { TIMEOUTS } from "../timeouts.ts";
import { addIngredients, ingredientNames, launchBrowser, openPage, startServer, type Served } from "./harness.ts";

/**
 * Issue 27: replies whose structure, not their content, is the attack. One line of nested quote
 * markers froze the tab for over a minute (a backtracking pattern); a 2 KB list nested a thousand
 * deep overflowed the stack while rendering and blanked the whole page. Neither may cost the page,
 * the visitor's list or the recipe's text.
 */
let upstream: FakeUpstream;
let server: Served;
let browser: Browser;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  server = await startServer({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: "1000" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await upstream?.close();
});

const LIST = ["eggs", "spinach", "feta", "onion"];

async function askFor(reply: string) {
  const watched = await openPage(browser, server.origin);
  await addIngredients(watched.page, LIST);
  upstream.queue({ kind: "stream", text: reply, chunkSize: 64 });
  await watched.page.getByRole("button", { name: "Get a recipe" }).click();
  return watched;
}

test("a line of 40 nested quote markers renders, and the page answers, in the time any reply does", async () => {
  const reply = `# Quoted\n\n${"> ".repeat(40)}x\n\n${"> ".repeat(24)}\`\`\`\n\nAfter the quotes.\n`;
  const { page, context } = await askFor(reply);
  const panel = page.getByRole("region", { name: "Chef recommends" });
  // The old fence pattern took over a minute here; the wait is one any reply gets.
  await panel.getByText("After the quotes.").waitFor({ timeout: TIMEOUTS.condition });
  await panel.getByRole("button", { name: "More" }).waitFor({ timeout: TIMEOUTS.condition });
  // The reply's blocks are placed frame by frame; on a loaded machine the quotes can still be on their way.
  await expect.poll(() => panel.locator("blockquote").count()).toBeGreaterThan(0);
  expect(await ingredientNames(page)).toEqual(LIST);
  await context.close();
});

test("a 2 KB list nested a thousand deep leaves the page, the list and the recipe's text on screen", async () => {
  const reply = `# Nested\n\n${"- ".repeat(1000)}deepest\n\n1. ${"1. ".repeat(700)}also deep\n\n${"*".repeat(3000)}emphasis${"*".repeat(3000)}\n\nThe end.\n`;
  const { page, context, consoleErrors } = await askFor(reply);
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("button", { name: "More" }).waitFor({ timeout: TIMEOUTS.condition });
  await expect.poll(() => panel.textContent(), { timeout: TIMEOUTS.condition }).toContain("The end.");
  const shown = (await panel.textContent()) ?? "";
  expect(shown).toContain("deepest");
  expect(shown).toContain("also deep");
  expect(shown).toContain("emphasis");
  // The rest of the page is still there.
  await page.getByRole("heading", { level: 1, name: "AI Chef" }).waitFor();
  expect(await ingredientNames(page)).toEqual(LIST);
  expect(consoleErrors.filter((error) => /Maximum call stack|Minified React error/.test(error))).toEqual([]);
  await context.close();
});
