import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { tools } from "./load-recipe-tools.ts";
import { mountedPanelWarmUp, RecipePanel, type RecipePanelProps } from "./recipe-panel.tsx";

const recipe = `# Tomato Pasta

Serves 4

## Ingredients

- 400 g spaghetti
- 1 cup cream

## Method

1. Boil the spaghetti for 10 minutes.
2. Stir in the cream.
`;

function props(text: string, copied: string[]): RecipePanelProps {
  return {
    text,
    streaming: false,
    source: { backend: "openai-compatible", model: "test-model" },
    finishReason: "stop",
    interruption: null,
    reasoning: "",
    onContinue: null,
    madeFrom: null,
    onStop: () => undefined,
    onAnother: () => undefined,
    ingredients: ["spaghetti"],
    preferredServings: null,
    onCopy: (shown) => copied.push(shown),
    onShared: () => undefined,
    canAskAgain: true,
    cookbookHint: "",
    avoid: "",
    diets: [],
    onAskAgainWithout: null,
  };
}

async function copyRecipe(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /More/ }));
  await user.click(screen.getByRole("button", { name: "Copy recipe" }));
}

test("the panel holds the cook's servings and units: Copy gives the recipe as set in the tools, and a new reply starts as written", async () => {
  const user = userEvent.setup();
  const copied: string[] = [];
  const { rerender } = render(<RecipePanel {...props(recipe, copied)} />);
  const servings = await screen.findByRole("spinbutton", { name: "Servings" });
  await copyRecipe(user);
  await user.clear(servings);
  await user.type(servings, "8");
  await user.selectOptions(screen.getByRole("combobox", { name: "Units" }), "US");
  await copyRecipe(user);
  expect(copied).toEqual([recipe, recipe.replace("400 g spaghetti", "1 ¾ lb spaghetti").replace("1 cup cream", "2 cups cream").replace("Serves 4", "Serves 8")]);

  const next = recipe.replace("Tomato Pasta", "Cream Pasta");
  rerender(<RecipePanel {...props(next, copied)} />);
  expect(await screen.findByRole("spinbutton", { name: "Servings" })).toHaveValue(4);
  expect(screen.getByRole("combobox", { name: "Units" })).toHaveValue("as-written");
  await copyRecipe(user);
  expect(copied.at(-1)).toBe(next);
});

test("the warm-up mounts the panel with its tools as a reply's first words do, streams into it, and unmounts it", async () => {
  await tools.load();
  const container = document.createElement("div");
  const steps = mountedPanelWarmUp(container);
  const sections: Element[] = [];
  for (const step of steps.slice(0, -1)) {
    step();
    // (By element: a name by aria-labelledby is looked up in a document, and this one is in none.)
    const section = container.querySelector("section.suggested-recipe-container");
    if (section) sections.push(section);
  }
  const shown = within(container as HTMLElement);
  // The tools' renderer drew the reply (a heading and lists, not the plain-text fallback), as it streamed.
  expect(shown.getByRole("heading", { name: "Dish" })).toBeTruthy();
  expect(shown.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["2 eggs", "1 onion", "Heat the pan.", "Cook the eggs."]);
  expect(shown.getByRole("button", { name: "Stop" })).toBeTruthy();
  // Mounted once, then updated.
  expect(sections.length).toBe(steps.length - 1);
  expect(new Set(sections).size).toBe(1);
  steps.at(-1)?.();
  expect(container.childNodes.length).toBe(0);
});
