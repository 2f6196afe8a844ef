import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { addIngredients, expectAccessible, setUpBrowserWorld, toolsShown } from "./harness.ts";

// Replies in three shapes chat models write, each streamed by the fake upstream as real
// OpenAI-compatible SSE through our server, then scaled, shopped for and cooked to the last step.
const world = setUpBrowserWorld();

const BOLD_GROUPS = [
  "Here's a hearty recipe for **Chicken Tikka Skewers with Mint Raita** using what you have!",
  "",
  "**Serves:** 4 | **Prep time:** 20 minutes | **Cook time:** 15 minutes",
  "",
  "**Ingredients:**",
  "",
  "**For the chicken:**",
  "- 500 g chicken thighs, cut into chunks",
  "- 1/2 cup plain yogurt",
  "- 2 tsp garam masala",
  "- 1 1/2 tbsp lemon juice",
  "",
  "**For the raita:**",
  "- 3/4 cup plain yogurt",
  "- 1/2 cucumber, grated",
  "- 2 tbsp chopped mint",
  "",
  "**Instructions:**",
  "",
  "1. Mix the yogurt, garam masala and lemon juice, and coat the chicken. Marinate for 15 minutes.",
  "2. Heat the oven to 425°F (220°C). Thread the chicken onto skewers.",
  "3. Roast for 15 minutes, turning once.",
  "4. Stir the cucumber and mint into the yogurt for the raita and serve with the skewers.",
  "",
  "Enjoy! 🍢",
  "",
].join("\n");

const TABLE = [
  "## Spiced Lentil Soup",
  "",
  "Serves 2",
  "",
  "### Ingredients",
  "",
  "| Ingredient | Amount |",
  "| --- | --- |",
  "| Red lentils | 1/2 cup |",
  "| Onion, chopped | 1 |",
  "| Vegetable stock | 3 cups |",
  "| Ground cumin | 1 tsp |",
  "",
  "### Method",
  "",
  "1. Soften the onion in a little oil for 5 minutes.",
  "2. Add the cumin, lentils and stock and simmer for 20 minutes.",
  "3. Blend until smooth and season to taste.",
  "",
].join("\n");

const STEP_BLOCKS = [
  "# Cheesy Scrambled Eggs on Toast",
  "",
  "Makes 2 servings.",
  "",
  "## What you need",
  "",
  "- 4 eggs",
  "- 2 tbsp butter",
  "- 1/3 cup grated cheddar",
  "- 2 slices bread",
  "",
  "## How to make it",
  "",
  "**Step 1: Whisk the eggs**",
  "Crack the eggs into a bowl and whisk them with a pinch of salt.",
  "",
  "**Step 2: Cook gently**",
  "Melt the butter over low heat, add the eggs and stir for 3 minutes.",
  "",
  "**Step 3: Add the cheese**",
  "Fold in the cheddar and take the pan off the heat.",
  "",
  "**Step 4: Serve**",
  "Toast the bread and pile the eggs on top.",
  "",
  "---",
  "",
  "**Tip:** Take the eggs off the heat while they still look a little wet.",
  "",
].join("\n");

const LIST = ["chicken thighs", "eggs", "onion", "garam masala"];

async function ask(page: Page): Promise<void> {
  await addIngredients(page, LIST);
  await page.getByRole("button", { name: "Get a recipe" }).click();
}

async function shoppingList(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Shopping list" }).click();
  return page.getByRole("region", { name: "Shopping list" }).getByRole("listitem").allTextContents();
}

/** Cook mode from the first step to the last with "Next step": the text of every step, in order. */
async function cookToTheEnd(page: Page, count: number): Promise<string[]> {
  await page.getByRole("button", { name: "Start cooking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cook mode" });
  const steps: string[] = [];
  for (let step = 1; step <= count; step++) {
    await dialog.getByText(new RegExp(`^Step ${step} of ${count}`)).waitFor();
    steps.push((await dialog.locator(".cook-mode-step").textContent()) ?? "");
    if (step < count) await dialog.getByRole("button", { name: "Next step" }).click();
  }
  return steps;
}

const SHAPES = [
  {
    shape: "bold sub-groups under a bold label",
    reply: BOLD_GROUPS,
    title: "Chicken Tikka Skewers with Mint Raita",
    servings: { written: "4", wanted: "8", line: "**Serves:** 8" },
    scaled: ["1000 g chicken thighs, cut into chunks", "1 cup plain yogurt", "4 tsp garam masala", "3 tbsp lemon juice", "1 ½ cups plain yogurt", "1 cucumber, grated", "4 tbsp chopped mint"],
    // The shop sells it whole: preparation notes are left off; the yogurt of both groups is bought once.
    toBuy: ["2 ½ cups plain yogurt", "3 tbsp lemon juice", "1 cucumber", "4 tbsp chopped mint"],
    steps: [
      "Mix the yogurt, garam masala and lemon juice, and coat the chicken. Marinate for 15 minutes.",
      "Heat the oven to 425°F (220°C). Thread the chicken onto skewers.",
      "Roast for 15 minutes, turning once.",
      "Stir the cucumber and mint into the yogurt for the raita and serve with the skewers.",
    ],
  },
  {
    shape: "an ingredient table",
    reply: TABLE,
    title: "Spiced Lentil Soup",
    servings: { written: "2", wanted: "4", line: "Serves 4" },
    scaled: ["1 cup", "2", "6 cups", "2 tsp"],
    // The stock is in the default pantry (stock cubes) and so not to buy.
    toBuy: ["1 cup Red lentils", "2 tsp Ground cumin"],
    steps: [
      "Soften the onion in a little oil for 5 minutes.",
      "Add the cumin, lentils and stock and simmer for 20 minutes.",
      "Blend until smooth and season to taste.",
    ],
  },
  {
    shape: "'**Step N: Title**' blocks",
    reply: STEP_BLOCKS,
    title: "Cheesy Scrambled Eggs on Toast",
    servings: { written: "2", wanted: "4", line: "Makes 4 servings." },
    scaled: ["8 eggs", "4 tbsp butter", "⅔ cup grated cheddar", "4 slices bread"],
    // Butter is a pantry staple.
    toBuy: ["⅔ cup grated cheddar", "4 slices bread"],
    steps: [
      "Whisk the eggs: Crack the eggs into a bowl and whisk them with a pinch of salt.",
      "Cook gently: Melt the butter over low heat, add the eggs and stir for 3 minutes.",
      "Add the cheese: Fold in the cheddar and take the pan off the heat.",
      "Serve: Toast the bread and pile the eggs on top.",
    ],
  },
];

for (const { shape, reply, title, servings, scaled, toBuy, steps } of SHAPES) {
  test(`a reply with ${shape} is scaled, shopped for and cooked to the last step`, async () => {
    world.upstream.queue({ kind: "stream", text: reply, chunkSize: 24, delayMs: 5 });
    const { page } = await world.open({ viewport: { width: 1000, height: 800 } });
    await ask(page);
    const panel = page.getByRole("region", { name: "Chef recommends" });
    const box = page.getByRole("spinbutton", { name: "Servings" });
    await toolsShown(page);
    expect(await box.inputValue()).toBe(servings.written);
    await box.fill(servings.wanted);
    // Every amount follows the servings, in every group, and the stated servings with them.
    const body = panel.locator(".recipe-body");
    await expect.poll(() => body.textContent()).toContain(scaled[0]);
    const text = (await body.textContent()) ?? "";
    for (const line of scaled) expect(text).toContain(line);
    expect(await panel.getByText(servings.line.replaceAll("**", ""), { exact: false }).count()).toBeGreaterThan(0);
    expect(await panel.getByText(/Incomplete recipe/).count()).toBe(0);

    expect(await shoppingList(page)).toEqual(toBuy);
    expect(await cookToTheEnd(page, steps.length)).toEqual(steps);
    const dialog = page.getByRole("dialog", { name: "Cook mode" });
    expect(await dialog.getByRole("heading", { level: 2 }).textContent()).toBe(title);
    expect(await dialog.getByText(/The recipe stops here/).count()).toBe(0);
    await expectAccessible(page, `cook mode, last step of ${shape}`);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
  });
}

test("a reply cut off at the length limit is marked incomplete: the shopping list and cook mode say so", async () => {
  const cut = BOLD_GROUPS.slice(0, BOLD_GROUPS.indexOf("3. Roast"));
  world.upstream.queue({ kind: "stream", text: cut, chunkSize: 24, finishReason: "length" });
  const { page } = await world.open();
  await ask(page);
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByText("This recipe was cut off because the model reached its length limit.").waitFor();
  await panel.locator(".recipe-incomplete").waitFor();
  expect(await panel.locator(".recipe-incomplete").textContent()).toContain("Incomplete recipe: it was cut off at the model's length limit.");
  const list = page.getByRole("region", { name: "Shopping list" });
  await shoppingList(page);
  expect(await list.textContent()).toContain("The recipe is incomplete");
  await cookToTheEnd(page, 2);
  const dialog = page.getByRole("dialog", { name: "Cook mode" });
  expect(await dialog.getByText(/^Step 2 of 2/).textContent()).toBe("Step 2 of 2 so far (incomplete recipe)");
  expect(await dialog.getByText(/The recipe stops here, before its end/).textContent()).toContain("cut off at the model's length limit");
  await expectAccessible(page, "cook mode of an incomplete recipe");
});

test("a reply the cook stopped is marked incomplete: the shopping list and cook mode say so", async () => {
  // Still streaming when Stop is pressed: the reply, up to its third step in one piece, then stalls.
  const at = BOLD_GROUPS.indexOf("3. Roast");
  world.upstream.queue({ kind: "stream", text: BOLD_GROUPS, chunkSize: at, breakAfter: { chars: at, how: "stall" } });
  const { page } = await world.open();
  await ask(page);
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByText("Thread the chicken onto skewers.", { exact: false }).waitFor();
  await panel.getByRole("button", { name: "Stop" }).click();
  await panel.getByText(/You stopped the chef/).waitFor();
  const note = panel.locator(".recipe-incomplete");
  await note.waitFor();
  expect(await note.textContent()).toContain("you stopped the chef before it ended");
  await shoppingList(page);
  expect(await page.getByRole("region", { name: "Shopping list" }).textContent()).toContain("The recipe is incomplete");
  await cookToTheEnd(page, 2);
  const dialog = page.getByRole("dialog", { name: "Cook mode" });
  expect(await dialog.getByText(/^Step 2 of 2/).textContent()).toBe("Step 2 of 2 so far (incomplete recipe)");
  await dialog.getByText(/The recipe stops here, before its end/).waitFor();
});
