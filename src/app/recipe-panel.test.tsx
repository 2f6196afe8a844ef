import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { RecipePanel, type RecipePanelProps } from "./recipe-panel.tsx";

const recipe = `# Tomato Pasta

Serves 4

## Ingredients

- 400 g spaghetti
- 1 cup cream

## Method

1. Boil the spaghetti for 10 minutes.
2. Stir in the cream.
`;

function props(text: string): RecipePanelProps {
  return {
    text,
    streaming: false,
    source: { backend: "openai-compatible", model: "test-model" },
    finishReason: "stop",
    interruption: null,
    reasoning: "",
    onContinue: null,
    onRecover: null,
    madeFrom: null,
    onStop: () => undefined,
    onAnother: () => undefined,
    ingredients: ["spaghetti"],
    preferredServings: null,
    notice: "",
    onNotice: () => undefined,
    canAskAgain: true,
    cookbookHint: "",
    avoid: "",
    diets: [],
    onAskAgainWithout: null,
  };
}

/** Copy recipe, and what it put on the clipboard. */
async function copyRecipe(user: ReturnType<typeof userEvent.setup>, copied: string[]) {
  await navigator.clipboard.writeText("");
  await user.click(screen.getByRole("button", { name: /More/ }));
  await user.click(screen.getByRole("button", { name: "Copy recipe" }));
  await waitFor(async () => expect(await navigator.clipboard.readText()).not.toBe(""));
  expect(screen.getByRole("status")).toHaveTextContent("Recipe copied to the clipboard.");
  copied.push(await navigator.clipboard.readText());
}

test("the panel holds the cook's servings and units: Copy gives the recipe as set in the tools, and a new reply starts as written", async () => {
  const user = userEvent.setup();
  const copied: string[] = [];
  const { rerender } = render(<RecipePanel {...props(recipe)} />);
  const servings = await screen.findByRole("spinbutton", { name: "Servings" });
  await copyRecipe(user, copied);
  await user.clear(servings);
  await user.type(servings, "8");
  await user.selectOptions(screen.getByRole("combobox", { name: "Units" }), "US");
  await copyRecipe(user, copied);
  expect(copied).toEqual([recipe, recipe.replace("400 g spaghetti", "1 ¾ lb spaghetti").replace("1 cup cream", "2 cups cream").replace("Serves 4", "Serves 8")]);

  const next = recipe.replace("Tomato Pasta", "Cream Pasta");
  rerender(<RecipePanel {...props(next)} />);
  expect(await screen.findByRole("spinbutton", { name: "Servings" })).toHaveValue(4);
  expect(screen.getByRole("combobox", { name: "Units" })).toHaveValue("as-written");
  await copyRecipe(user, copied);
  expect(copied.at(-1)).toBe(next);
});

test("the cook's servings and units outlast a reload, for that recipe only", async () => {
  const user = userEvent.setup();
  const copied: string[] = [];
  const first = render(<RecipePanel {...props(recipe)} />);
  const servings = await screen.findByRole("spinbutton", { name: "Servings" });
  await user.clear(servings);
  await user.type(servings, "6");
  await user.selectOptions(screen.getByRole("combobox", { name: "Units" }), "US");
  first.unmount();

  // A reload: the panel is mounted afresh for the same reply.
  const again = render(<RecipePanel {...props(recipe)} />);
  expect(await screen.findByRole("spinbutton", { name: "Servings" })).toHaveValue(6);
  expect(screen.getByRole("combobox", { name: "Units" })).toHaveValue("us");
  expect(screen.getByText(/Amounts scaled from 4 to 6/)).toBeInTheDocument();
  await copyRecipe(user, copied);
  expect(copied.at(-1)).toContain("Serves 6");
  again.unmount();

  // Another recipe starts as written.
  render(<RecipePanel {...props(recipe.replace("Tomato Pasta", "Cream Pasta"))} />);
  expect(await screen.findByRole("spinbutton", { name: "Servings" })).toHaveValue(4);
  expect(screen.getByRole("combobox", { name: "Units" })).toHaveValue("as-written");
});
