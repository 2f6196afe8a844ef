import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { addIngredients, expectAccessible, ingredientNames, setUpBrowserWorld, toolsShown } from "./harness.ts";

const world = setUpBrowserWorld();

/** What the ingredient field says about itself (its accessible description). */
async function fieldSays(page: Page): Promise<string | null> {
  const id = await page.getByRole("textbox", { name: "Add ingredient" }).getAttribute("aria-describedby");
  return page.locator(`[id="${id}"]`).textContent();
}

// A small model that ignored "avoid peanuts": the peanuts are in a line and in a step.
const REPLY_WITH_PEANUTS = [
  "# Pumpkin Curry",
  "",
  "Serves 2",
  "",
  "## Ingredients",
  "",
  "- 500 g pumpkin, cubed",
  "- 1 can coconut milk",
  "- 2 tbsp red curry paste",
  "- 2 tbsp roasted peanuts, to serve",
  "",
  "## Method",
  "",
  "1. Simmer the pumpkin in the coconut milk and curry paste for 20 minutes.",
  "2. Scatter over the peanuts and serve.",
  "",
].join("\n");

const REPLY_WITHOUT = REPLY_WITH_PEANUTS.replace("- 2 tbsp roasted peanuts, to serve\n", "- 1 lime\n").replace("Scatter over the peanuts", "Squeeze over the lime");

test("a reply holding what the cook must avoid: the alert names it, the line is marked, the shopping list shows the mark, and Ask again without it sends a new request", async () => {
  world.upstream.queue({ kind: "stream", text: REPLY_WITH_PEANUTS, chunkSize: 24, delayMs: 5 });
  const { page } = await world.open();
  await page.getByText("Preferences").click();
  await page.getByLabel("Avoid (allergies, dislikes)").fill("peanuts");
  await addIngredients(page, ["pumpkin", "coconut milk", "red curry paste", "rice"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();

  const panel = page.getByRole("region", { name: "Chef recommends" });
  const alert = panel.getByRole("alert");
  // While the reply streams the alert may first say the text mentions peanuts; once the line is read as an
  // ingredient it says the recipe contains them. Wait for that, and for the tools that mark the lines.
  await alert.filter({ hasText: "Contains peanuts, which you asked to avoid." }).waitFor();
  await toolsShown(page);
  expect(world.upstream.requests).toHaveLength(1);
  expect(world.upstream.requests[0]?.body.messages?.at(-1)?.content).toContain("a way of eating I keep): peanuts. Treat them as allergies and leave them out completely, even as a garnish or an option.");

  // The line and the step that hold it are marked.
  const items = await panel.getByRole("listitem").allTextContents();
  expect(items).toContainEqual(expect.stringMatching(/^2 tbsp roasted peanuts, to serve — to buy — contains peanuts \(avoid\)$/));
  expect(items).toContainEqual(expect.stringMatching(/^Scatter over the peanuts and serve\. — contains peanuts \(avoid\)$/));
  expect(items.filter((item) => item.includes("(avoid)"))).toHaveLength(2);

  // The shopping list carries the same mark.
  await page.getByRole("button", { name: "Shopping list" }).click();
  const shopping = page.getByRole("region", { name: "Shopping list" });
  expect(await shopping.getByRole("listitem").allTextContents()).toContainEqual("2 tbsp roasted peanuts — contains peanuts (avoid)");
  await expectAccessible(page, "recipe with an avoided item");

  // One click asks again, naming what to leave out; the new reply is clear.
  world.upstream.queue({ kind: "stream", text: REPLY_WITHOUT, chunkSize: 24, delayMs: 5 });
  await alert.getByRole("button", { name: "Ask again without it" }).click();
  await world.upstream.waitForRequests(2);
  expect(world.upstream.requests[1]?.body.messages?.at(-1)?.content).toContain(": peanuts.");
  await panel.getByText("Squeeze over the lime and serve.").waitFor();
  await page.getByRole("spinbutton", { name: "Servings" }).waitFor();
  expect(await panel.getByRole("alert").count()).toBe(0);
});

test("a list holding something that is not food is refused by the field, the rest of the list is kept, and no request is made", async () => {
  const { page } = await world.open();
  const input = page.getByRole("textbox", { name: "Add ingredient" });
  // The check loads when the field is first focused.
  await input.focus();
  await page.waitForLoadState("networkidle");
  await addIngredients(page, ["eggs", "flour", "Bleach", "sugar"]);
  // Asked for a recipe: refused next to the field, naming it, and the list is kept.
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await expect.poll(() => fieldSays(page)).toBe("Sorry, “Bleach” isn't food, so AI Chef won't put it in a recipe.");
  expect(await ingredientNames(page)).toEqual(["eggs", "flour", "Bleach", "sugar"]);

  // A shared list that holds it anyway: refused when a recipe is asked for, next to the field.
  await page.goto(`${world.server.origin}/#i=eggs&i=flour&i=${encodeURIComponent("chlorine tablets")}&i=vinegar`);
  expect(await ingredientNames(page)).toEqual(["eggs", "flour", "chlorine tablets", "vinegar"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await expect.poll(() => fieldSays(page)).toBe("Sorry, “chlorine tablets” isn't food, so AI Chef won't put it in a recipe.");
  expect(await ingredientNames(page)).toEqual(["eggs", "flour", "chlorine tablets", "vinegar"]);
  expect(await page.getByRole("region", { name: "Chef recommends" }).count()).toBe(0);
  await expectAccessible(page, "a list refused as not food");
  expect(world.upstream.requests).toHaveLength(0);
});

// A cook who says their allergies where they are typing, on a phone: on the ingredient list, in their own words.
const SATAY = [
  "# Satay Chicken Noodles",
  "",
  "Serves 2",
  "",
  "## Ingredients",
  "",
  "- 300 g chicken breast",
  "- 3 tbsp peanut butter",
  "- 1 tbsp toasted sesame oil",
  "- 200 g noodles",
  "",
  "## Steps",
  "",
  "1. Fry the chicken until cooked through.",
  "2. Stir in the peanut butter and sesame oil, then toss with the noodles.",
  "",
].join("\n");

test("allergies typed on the ingredient list are things to avoid: sent as such, not as food on hand, and a reply holding them is alerted and marked", async () => {
  world.upstream.queue({ kind: "stream", text: SATAY, chunkSize: 24, delayMs: 5 });
  const { page } = await world.open({ viewport: { width: 360, height: 740 } });
  await addIngredients(page, ["chicken", "noodles", "spring onions", "no nuts pls", "sesame allergy!!"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("alert").filter({ hasText: "which you asked to avoid" }).waitFor();
  await toolsShown(page);
  const alert = await panel.getByRole("alert").textContent();
  expect(alert).toMatch(/peanut/i);
  expect(alert).toMatch(/sesame/i);
  const said = world.upstream.requests[0]?.body.messages?.at(-1)?.content ?? "";
  expect(said).toContain("I have chicken, noodles, spring onions.");
  expect(said).toContain("a way of eating I keep): nuts, sesame.");
  // The page says what it read from the list, and marks the lines.
  await panel.getByText("Read from your list as things to avoid: nuts and sesame.").waitFor();
  const items = await panel.getByRole("listitem").allTextContents();
  expect(items.filter((item) => item.includes("(avoid)")).length).toBeGreaterThanOrEqual(3);
  await expectAccessible(page, "allergies typed on the list");
});
