import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchChromium, OUR_DISABLED_FEATURES } from "../chromium.ts";

/**
 * Chromium reads only the last `--disable-features` switch, so the one in CHROMIUM_FLAGS must repeat
 * every feature Playwright's own switch disables. The browser says which switches it was given and
 * which features it took from them (chrome://version): a Playwright update that adds a feature to its
 * list fails here until tests/chromium.ts names it too.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test("every feature any --disable-features switch names is disabled, Playwright's and ours", async () => {
  const page = await browser.newPage();
  await page.goto("chrome://version");
  const html = await page.content();
  await page.close();
  const switches = [...html.matchAll(/--disable-features=([^\s<]+)/g)].map((match) => match[1] ?? "");
  const named = switches.flatMap((value) => value.split(","));
  // "Command-line Variations": base64 JSON of the features Chromium took from its command line.
  const variations = /eyJ[A-Za-z0-9+/=]+/.exec(html);
  if (variations === null) throw new Error("chrome://version shows no command-line variations");
  const taken = (JSON.parse(Buffer.from(variations[0], "base64").toString()) as { "disable-features"?: string })["disable-features"]?.split(",") ?? [];
  // Two switches at least: Playwright's and ours.
  expect(switches.length).toBeGreaterThanOrEqual(2);
  expect(named).toEqual(expect.arrayContaining(OUR_DISABLED_FEATURES));
  expect([...new Set(named)].filter((feature) => !taken.includes(feature))).toEqual([]);
});
