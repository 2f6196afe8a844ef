import { render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { expect, test } from "vitest";
import { formatSavedAt, RecentRecipes } from "./recent-recipes.tsx";
import { emptyStored, parseStored, serialiseStored, type SavedRecipe, type Stored } from "./storage.ts";

test("a kept recipe says when, in local time, as day, month, year and 24-hour time", () => {
  expect(formatSavedAt(new Date(2026, 10, 25, 14, 5).getTime())).toBe("25 Nov 2026, 14:05");
  expect(formatSavedAt(new Date(2027, 0, 3, 7, 30).getTime())).toBe("3 Jan 2027, 07:30");
  expect(formatSavedAt(new Date(2026, 11, 31, 0, 0).getTime())).toBe("31 Dec 2026, 00:00");
});

const savedAt = new Date(2026, 4, 9, 18, 45).getTime();
const kept = (id: string, text: string, more: Partial<SavedRecipe> = {}): SavedRecipe => ({
  id,
  text,
  ingredients: ["eggs", "tomatoes", "onion", "pepper"],
  backend: "openai-compatible",
  model: "m",
  finishReason: "stop",
  savedAt,
  ...more,
});
const METHOD = "\n\n- 4 eggs\n- 400 g tomatoes\n\n1. Simmer the tomatoes for 10 minutes.\n2. Crack in the eggs.\n";

/** The list as the page holds it: its readings kept in the stored record, which goes through storage. */
function Page({ history, onStored }: { history: SavedRecipe[]; onStored: (stored: Stored) => void }) {
  const [stored, setStored] = useState<Stored>({ ...emptyStored, history });
  onStored(stored);
  return <RecentRecipes history={stored.history} onOpen={() => undefined} onDelete={() => undefined} onReadings={setStored} />;
}

test("each recent recipe shows its list and when it was kept, with a machine-readable time", () => {
  render(<Page history={[kept("r1", `# Shakshuka${METHOD}`, { backend: "cookbook", model: null })]} onStored={() => undefined} />);
  const item = screen.getByRole("listitem");
  expect(within(item).getByRole("button", { name: "Open Shakshuka" })).toBeInTheDocument();
  expect(item).toHaveTextContent("eggs, tomatoes, onion, pepper · 9 May 2026, 18:45");
  expect(item.querySelector("time")?.getAttribute("datetime")).toBe(new Date(savedAt).toISOString());
});

test("recent recipes are titled as the recipe reader reads them, marked when not whole or not a recipe, and the readings are kept", () => {
  let latest: Stored = emptyStored;
  render(
    <Page
      history={[
        kept("bold", `**Lemon Chicken Traybake**\n\nA bright weeknight dinner.${METHOD}`),
        kept("sentence", `Try this **Shakshuka with Feta**, a classic for brunch.${METHOD}`),
        kept("stopped", "# Pumpkin Soup\n\n## Ingredients\n\n- 1 pumpkin\n- 1 onion", { finishReason: "stopped" }),
        kept("cut", `# Beef Stew${METHOD}`, { finishReason: "length" }),
        kept("refusal", "I'm sorry, I can only help with recipes made from food. Could you tell me what else is in your fridge?"),
      ]}
      onStored={(stored) => (latest = stored)}
    />,
  );
  const item = (name: string) => screen.getByRole("button", { name: `Open ${name}` }).closest("li") as HTMLElement;
  // A bold first line and a bold name in the first sentence are titles, not "Recipe with eggs, …".
  expect(item("Lemon Chicken Traybake")).not.toHaveTextContent(/Stopped|Cut off|Not a recipe/);
  expect(item("Shakshuka with Feta")).toBeInTheDocument();
  expect(within(item("Pumpkin Soup")).getByText("Stopped before the end")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Open Pumpkin Soup" })).toHaveAccessibleDescription("Stopped before the end");
  expect(within(item("Beef Stew")).getByText("Cut off before the end")).toBeInTheDocument();
  // A reply that is no recipe is kept, named by its first words and marked.
  const refusal = screen.getByRole("button", { name: "Open I'm sorry, I can only help with recipes made from food. Cou…" }).closest("li") as HTMLElement;
  expect(within(refusal).getByText("Not a recipe")).toBeInTheDocument();
  expect(within(refusal).getByRole("button", { name: /^Open/ })).toHaveAccessibleDescription("Not a recipe");

  // What was read is kept with each recipe, and survives storage.
  const back = parseStored(serialiseStored(latest)).history;
  expect(back.map((recipe) => recipe.reading)).toEqual([
    { title: "Lemon Chicken Traybake", recipe: true },
    { title: "Shakshuka with Feta", recipe: true },
    // Stopped before its method: not yet a recipe to the reader, listed by its first words.
    { title: null, recipe: false },
    { title: "Beef Stew", recipe: true },
    { title: null, recipe: false },
  ]);
});

test("a recipe already read is listed by its kept reading, not read again", () => {
  const reading = { title: "Grandma's Shakshuka", recipe: true };
  render(<Page history={[kept("r1", `# Shakshuka${METHOD}`, { reading })]} onStored={() => undefined} />);
  expect(screen.getByRole("button", { name: "Open Grandma's Shakshuka" })).toBeInTheDocument();
});

test("a recipe kept from a shared link, made from no list, says so", () => {
  render(<Page history={[kept("s1", `# Shakshuka${METHOD}`, { ingredients: [] })]} onStored={() => undefined} />);
  expect(screen.getByRole("listitem")).toHaveTextContent("Shared with you · 9 May 2026, 18:45");
});
