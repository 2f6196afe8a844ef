import { expect, test } from "vitest";
import { addIngredients, openPage, setUpBrowserWorld, toolsShown } from "./harness.ts";

const world = setUpBrowserWorld();

const RECIPE = [
  "# Garlic Spaghetti",
  "",
  "**Serves:** 2 · **Cook time:** 15 minutes",
  "",
  "## Ingredients",
  "",
  "- 200 g spaghetti",
  "- 2 cloves garlic, sliced",
  "- 1 lemon",
  "- 2 tbsp olive oil",
  "",
  "## Steps",
  "",
  "1. Boil the spaghetti for 10 minutes in salted water.",
  "2. Fry the garlic in the olive oil for 1 minute and toss with the pasta and the lemon.",
  "",
].join("\n");

const WORKER_SCRIPT = /\/recipe-reader-worker-[^/]*\.js$/;

function ingredientLines(page: Awaited<ReturnType<typeof world.open>>["page"]) {
  return page.getByRole("region", { name: "Chef recommends" }).getByRole("list").first().getByRole("listitem").allTextContents();
}

const READ = ["200 g spaghetti — on your list", "2 cloves garlic, sliced — on your list", "1 lemon — to buy", "2 tbsp olive oil — on your list"];

test("a finished reply is read as a recipe in a worker, off the page's main thread, and its tools appear", async () => {
  world.upstream.queue({ kind: "stream", text: RECIPE, chunkSize: 20, delayMs: 5 });
  const workers: string[] = [];
  const { page } = await world.open({ beforeOpen: (page) => page.on("worker", (worker) => void workers.push(worker.url())) });
  await addIngredients(page, ["spaghetti", "garlic", "eggs", "olive oil"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const servings = page.getByRole("spinbutton", { name: "Servings" });
  await toolsShown(page);
  expect(await servings.inputValue()).toBe("2");
  expect(await ingredientLines(page)).toEqual(READ);
  expect(workers.filter((url) => WORKER_SCRIPT.test(url))).toHaveLength(1);
});

test("where the reader's worker cannot load, the recipe is read on the main thread and its tools still appear", async () => {
  world.upstream.queue({ kind: "stream", text: RECIPE, chunkSize: 20, delayMs: 5 });
  let blocked = 0;
  // Not world.open: the blocked script is reported on the console, which world.open counts as a fault.
  const { page, context } = await openPage(world.browser, world.server.origin, {
    // As after a deploy replaced the hashed file under a page left open, or a script blocked by an extension.
    beforeOpen: (page) =>
      page.context().route(WORKER_SCRIPT, (route) => {
        blocked++;
        return route.abort();
      }),
  });
  try {
    await addIngredients(page, ["spaghetti", "garlic", "eggs", "olive oil"]);
    await page.getByRole("button", { name: "Get a recipe" }).click();
    const servings = page.getByRole("spinbutton", { name: "Servings" });
    await toolsShown(page);
    expect(await servings.inputValue()).toBe("2");
    expect(await ingredientLines(page)).toEqual(READ);
    expect(blocked).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
