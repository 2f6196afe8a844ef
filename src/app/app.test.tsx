import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { errorMessage } from "../core/errors.ts";
import { DEFAULT_RECIPE, gate } from "../../tests/fake-upstream.ts";
import { startApp, setUpAppWorld } from "../../tests/start-app.ts";
import { pageWithoutServer } from "../../tests/static-host.ts";
import { App } from "./app.tsx";
import { importRecipePanel } from "./on-demand-parts.ts";
import { STORAGE_KEY, emptyStored, serialiseStored } from "./storage.ts";

const world = setUpAppWorld();

function setup() {
  const user = userEvent.setup();
  render(<App apiOrigin={world.server.origin} />);
  const input = screen.getByRole("textbox", { name: "Add ingredient" });
  async function add(...items: string[]) {
    for (const item of items) {
      await user.clear(input);
      if (item !== "") await user.type(input, item);
      await user.click(screen.getByRole("button", { name: "Add ingredient" }));
    }
  }
  return { user, input, add };
}

function listedIngredients(): string[] {
  const panel = screen.queryByRole("region", { name: "Ingredients on hand:" });
  if (!panel) return [];
  return within(panel)
    .queryAllByRole("listitem")
    .map((item) => item.querySelector("span")?.textContent ?? "");
}

test("at first only the header and the form show", async () => {
  render(<App apiOrigin={world.server.origin} />);
  expect(screen.getByRole("heading", { level: 1, name: "AI Chef" })).toBeInTheDocument();
  expect(screen.getByRole("img", { name: "Chef's hat" })).toBeInTheDocument();
  const input = screen.getByRole("textbox", { name: "Add ingredient" });
  expect(input).toHaveAttribute("placeholder", "e.g. tomato");
  expect(input).toHaveAttribute("name", "ingredient");
  expect(screen.getByRole("button", { name: "Add ingredient" })).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Ingredients on hand:" })).not.toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "Chef recommends" })).not.toBeInTheDocument();
  // The empty first screen says what it is for.
  expect(screen.getByText(/Add what you have \(four things or more\) and a chef writes a recipe with them/)).toBeInTheDocument();
  // How to say what must go first, in a mark the reader knows (data/ingredient-names.json, useUpMarks).
  expect(screen.getByText(/Say what must go first: “spinach, going soft”/)).toBeInTheDocument();
  expect(await screen.findByText("Recipes written by test/chef-model")).toBeInTheDocument();
});

test("adding an ingredient trims it, lists it, clears the field and keeps focus", async () => {
  const { input, add } = setup();
  await add("  tomato  ");
  expect(screen.getByRole("heading", { name: "Ingredients on hand:" })).toBeInTheDocument();
  expect(listedIngredients()).toEqual(["tomato"]);
  expect(input).toHaveValue("");
  expect(input).toHaveFocus();
  const list = within(screen.getByRole("region", { name: "Ingredients on hand:" })).getByRole("list");
  expect(list).toHaveAttribute("aria-live", "polite");
});

test("a list typed on one line with commas is an item a food, and a note after a comma stays with its food", async () => {
  const { input, add } = setup();
  await add("eggs, milk, flour,butter");
  await waitFor(() => expect(listedIngredients()).toEqual(["eggs", "milk", "flour", "butter"]));
  expect(input).toHaveValue("");
  expect(screen.getByRole("button", { name: "Get a recipe" })).toBeEnabled();
  await add("spinach, going soft", "Leeks , cheddar, use today , Eggs");
  await waitFor(() => expect(listedIngredients()).toEqual(["eggs", "milk", "flour", "butter", "spinach, going soft", "Leeks", "cheddar, use today"]));
  // What was already on the list is said so, and nothing typed is lost.
  expect(input).toHaveAccessibleDescription("Eggs is already on your list.");
});

test("an item added while a typed list is still being read is kept with it, and what is being typed stays", async () => {
  const { input, user } = setup();
  await user.type(input, "eggs, milk{Enter}flour{Enter}chee");
  await waitFor(() => expect([...listedIngredients()].sort()).toEqual(["eggs", "flour", "milk"]));
  // What is being typed meanwhile stays.
  expect(input).toHaveValue("chee");
});

test("a blank submission is refused next to the field and adds nothing", async () => {
  const { input, add } = setup();
  await add("basil", "   ");
  expect(listedIngredients()).toEqual(["basil"]);
  expect(input).toHaveAccessibleDescription(/empty one can't go on the list/);
  expect(input).toHaveAttribute("aria-invalid", "true");
});

test("a duplicate in another case is refused politely, and what was typed stays", async () => {
  const { input, add } = setup();
  await add("Tomato", "tomato ");
  expect(listedIngredients()).toEqual(["Tomato"]);
  expect(input).toHaveAccessibleDescription("tomato is already on your list.");
  expect(input).toHaveValue("tomato ");
});

test("the same food in its singular or plural is refused as a duplicate, however it was typed first", async () => {
  const { input, add } = setup();
  const listed: string[] = [];
  for (const [first, again] of [
    ["tomatoes", "tomato"],
    ["egg", "Eggs"],
    ["Cherry Tomato", "cherry  tomatoes"],
    ["berries", "Berry"],
    ["radish", "radishes"],
    ["peaches", "peach"],
  ] as const) {
    await add(first, again);
    listed.push(first);
    expect(listedIngredients(), again).toEqual(listed);
    expect(input).toHaveAccessibleDescription(`${again.replace(/\s+/g, " ")} is already on your list.`);
    expect(input).toHaveValue(again);
  }
  // No plural of one another: another last word, or a word that only ends in "s".
  await add("hummus", "humm", "egg whites", "bass", "bas");
  expect(listedIngredients()).toEqual([...listed, "hummus", "humm", "egg whites", "bass", "bas"]);
});

test("a message about the list goes when the list changes: cleared, or the item removed", async () => {
  const { user, input, add } = setup();
  await add("eggs", "eggs");
  expect(input).toHaveAccessibleDescription("eggs is already on your list.");
  await user.click(screen.getByRole("button", { name: "Clear list" }));
  await user.click(screen.getByRole("button", { name: "Yes, clear the list" }));
  expect(input).not.toHaveAccessibleDescription(/already on your list/);
  // What was typed stays, so it can go straight back on the list.
  expect(input).toHaveValue("eggs");
  await add("feta", "feta");
  expect(input).toHaveAccessibleDescription("feta is already on your list.");
  await user.click(screen.getByRole("button", { name: "Remove feta" }));
  expect(input).not.toHaveAccessibleDescription(/already on your list/);
});

test("a look-alike of an ingredient on the list (full-width letters, a decomposed accent) is refused as a duplicate", async () => {
  const { input, add } = setup();
  await add("eggs", "ｅｇｇｓ");
  expect(listedIngredients()).toEqual(["eggs"]);
  expect(input).toHaveAccessibleDescription("eggs is already on your list.");
  await add("crème fraîche", "cre\u0300me frai\u0302che");
  expect(listedIngredients()).toEqual(["eggs", "crème fraîche"]);
});

test("the call to action appears only with more than 3 ingredients; until then the list says how many more", async () => {
  const { add } = setup();
  await add("eggs");
  expect(screen.getByText("Add 3 more ingredients to ask for a recipe.")).toBeInTheDocument();
  expect(screen.queryByText(/Add what you have/)).not.toBeInTheDocument();
  await add("spinach");
  expect(screen.getByText("Add 2 more ingredients to ask for a recipe.")).toBeInTheDocument();
  await add("feta");
  expect(screen.getByText("Add one more ingredient to ask for a recipe.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Get a recipe" })).not.toBeInTheDocument();
  await add("onion");
  expect(screen.queryByText(/more ingredients? to ask for a recipe/)).not.toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Ready for a recipe?" })).toBeInTheDocument();
  expect(screen.getByText("Generate a recipe from your list of ingredients.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Get a recipe" })).toHaveAttribute("aria-disabled", "false");
  expect(listedIngredients()).toEqual(["eggs", "spinach", "feta", "onion"]);
});

// Issue 25: the frame of the first words mounted the panel (and rendered the whole page), the longest
// task of a reply at 4x CPU; the panel is mounted while the request is on its way, unseen and unheard.
test("while the first words are on their way the panel is mounted unseen, and they arrive in that same panel", async () => {
  const held = gate();
  world.upstream.queue({ kind: "stream", text: DEFAULT_RECIPE, pauseAfter: { chars: 0, until: held.until } });
  const { user, add } = setup();
  await add("eggs", "spinach", "feta", "onion");
  // The panel's code, fetched ahead once a list is begun (as on a real page by the time anyone asks).
  await importRecipePanel();
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  // Found by its text: a hidden element has no accessible name to find it by.
  const unseen = (await screen.findByText("Chef recommends")).closest("section");
  // Neither seen nor heard, and its Stop is no keyboard stop: the status line says the chef is cooking, with its own Stop.
  expect(unseen).not.toBeVisible();
  expect(screen.queryByRole("region", { name: "Chef recommends" })).not.toBeInTheDocument();
  expect(screen.getAllByRole("button", { name: "Stop" })).toHaveLength(1);
  expect(unseen).not.toContainElement(screen.getByRole("button", { name: "Stop" }));
  expect(screen.getByText(/The chef is cooking/)).toHaveAttribute("role", "status");
  held.open();
  const panel = await screen.findByRole("region", { name: "Chef recommends" });
  expect(panel).toBe(unseen);
  expect(await within(panel).findByRole("heading", { name: "Spinach and Feta Omelette" })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole("button", { name: "Get a recipe" })).toHaveAttribute("aria-disabled", "false"));
});

test("asking for a recipe: the button waits, the chef cooks, the reply renders as markdown and the page scrolls", async () => {
  const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
  world.upstream.queue({ kind: "stream", text: DEFAULT_RECIPE, delayMs: 30 });
  const { user, add } = setup();
  await add("eggs", "spinach", "feta", "onion");
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  expect(screen.getByRole("button", { name: "Get a recipe" })).toHaveAttribute("aria-disabled", "true");
  expect(screen.getByText(/The chef is cooking/)).toHaveAttribute("role", "status");

  const panel = await screen.findByRole("region", { name: "Chef recommends" });
  expect(panel).toHaveAttribute("aria-live", "polite");
  expect(await within(panel).findByRole("heading", { name: "Spinach and Feta Omelette" })).toBeInTheDocument();
  await waitFor(() => expect(within(panel).getAllByRole("listitem")).toHaveLength(6));
  expect(within(panel).getByText("eggs", { selector: "strong" })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole("button", { name: "Get a recipe" })).toHaveAttribute("aria-disabled", "false"));
  expect(panel).toHaveAttribute("aria-busy", "false");
  expect(scroll).toHaveBeenCalledTimes(1);
  // The recipe's start, not the list above it.
  expect(scroll.mock.contexts[0]).toContainElement(panel);
  expect(world.upstream.requests[0]?.body.messages?.[1]?.content).toContain("eggs, spinach, feta, onion");
});

test("a new request replaces the earlier recipe", async () => {
  const { user, add } = setup();
  await add("eggs", "spinach", "feta", "onion");
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  const panel = await screen.findByRole("region", { name: "Chef recommends" });
  await within(panel).findByRole("heading", { name: "Spinach and Feta Omelette" });
  world.upstream.queue({ kind: "stream", text: "# Frittata\n\nBake it." });
  await waitFor(() => expect(screen.getByRole("button", { name: "Get a recipe" })).toHaveAttribute("aria-disabled", "false"));
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  // Once finished, the recipe is rendered again with its tools: look for what is on screen then.
  await waitFor(() => expect(screen.getByRole("heading", { name: "Frittata" })).toBeInTheDocument());
  expect(screen.queryByRole("heading", { name: "Spinach and Feta Omelette" })).not.toBeInTheDocument();
});

test("a failure hides the recipe, says what happened in an alert, keeps the list and offers a retry", async () => {
  const { user, add } = setup();
  await add("eggs", "spinach", "feta", "onion");
  world.upstream.queue({ kind: "status", status: 401 });
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent(errorMessage("bad_credentials"));
  expect(screen.queryByRole("region", { name: "Chef recommends" })).not.toBeInTheDocument();
  expect(listedIngredients()).toEqual(["eggs", "spinach", "feta", "onion"]);

  await user.click(within(alert).getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("heading", { name: "Spinach and Feta Omelette" })).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test.each([
  [{ kind: "status", status: 503 } as const, "upstream_unavailable"],
  [{ kind: "status", status: 429 } as const, "upstream_rate_limited"],
  [{ kind: "stream", text: "", finishReason: "length" } as const, "empty_reply"],
])("upstream trouble is explained in plain words (%j)", async (behaviour, code) => {
  world.upstream.setDefault(behaviour);
  const { user, add } = setup();
  await add("eggs", "spinach", "feta", "onion");
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(errorMessage(code as never));
});

/** Asks for a recipe the upstream cuts at its length limit (its rest queued next), until the page says so. */
async function askForCutOffRecipe() {
  world.upstream.queue({ kind: "stream", text: "# Half a recipe\n\n1. Chop the onion", finishReason: "length" });
  world.upstream.queue({ kind: "stream", text: " finely.\n2. Fry it in butter." });
  const { user, add } = setup();
  await add("eggs", "spinach", "feta", "onion");
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  expect(await screen.findByText("This recipe was cut off because the model reached its length limit.")).toBeInTheDocument();
  return user;
}

test("a reply cut at its length limit is kept, marked, and Continue appends the rest", async () => {
  const user = await askForCutOffRecipe();
  expect(await screen.findByRole("heading", { name: "Half a recipe" })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await waitFor(() => expect(screen.getByText("Fry it in butter.")).toBeInTheDocument());
  await waitFor(() => expect(screen.getByText("Chop the onion finely.")).toBeInTheDocument());
  expect(screen.queryByText(/cut off/)).not.toBeInTheDocument();
  // The server was sent the text so far and built the continuation itself.
  const messages = world.upstream.requests[1]?.body.messages ?? [];
  expect(messages.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
  expect(messages[2]?.content).toBe("# Half a recipe\n\n1. Chop the onion");
});

test("a recipe cut off at its length limit can still be continued after a reload: its signature is kept with it", async () => {
  const user = await askForCutOffRecipe();
  // A reload: the page unmounts and starts again from local storage.
  cleanup();
  render(<App apiOrigin={world.server.origin} />);
  await user.click(await screen.findByRole("button", { name: "Continue" }));
  await waitFor(() => expect(screen.getByText("Chop the onion finely.")).toBeInTheDocument());
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(world.upstream.requests[1]?.body.messages?.[2]).toEqual({ role: "assistant", content: "# Half a recipe\n\n1. Chop the onion" });
});

/** Asks for a recipe with servings and an amount, cut at its length limit (its rest queued next), and sets Servings to 8. */
async function servingsSetOnCutOffRecipe() {
  world.upstream.queue({ kind: "stream", text: "# Onion soup\n\nServes 4\n\n## Ingredients\n\n- 2 onions\n- 500 ml stock\n\n## Method\n\n1. Chop the onions", finishReason: "length" });
  world.upstream.queue({ kind: "stream", text: " finely.\n2. Simmer in the stock." });
  const { user, add } = setup();
  await add("eggs", "spinach", "feta", "onion");
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  const servings = await screen.findByRole("spinbutton", { name: "Servings" });
  await user.clear(servings);
  await user.type(servings, "8");
  expect(await screen.findByText(/^4 onions/)).toBeInTheDocument();
  return user;
}

async function expectServingsKeptAfterContinue(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Continue" }));
  await waitFor(() => expect(screen.getByText("Simmer in the stock.")).toBeInTheDocument());
  // The same recipe, continued: the cook's Servings hold, and its amounts stay scaled.
  expect(await screen.findByRole("spinbutton", { name: "Servings" })).toHaveValue(8);
  expect(screen.getByText(/^4 onions/)).toBeInTheDocument();
  expect(screen.getByText(/^1 l(itre)? stock|^1000 ml stock/)).toBeInTheDocument();
}

test("Servings the cook set on a cut-off recipe hold when it is continued", async () => {
  const user = await servingsSetOnCutOffRecipe();
  await expectServingsKeptAfterContinue(user);
  // And are kept with the continued recipe across a reload.
  cleanup();
  render(<App apiOrigin={world.server.origin} />);
  expect(await screen.findByRole("spinbutton", { name: "Servings" })).toHaveValue(8);
});

test("Servings kept for a cut-off recipe across a reload hold when it is continued after it", async () => {
  const user = await servingsSetOnCutOffRecipe();
  cleanup();
  render(<App apiOrigin={world.server.origin} />);
  expect(await screen.findByRole("spinbutton", { name: "Servings" })).toHaveValue(8);
  await expectServingsKeptAfterContinue(user);
});

test("cook mode's ticks on a cut-off recipe hold when it is continued", async () => {
  const user = await servingsSetOnCutOffRecipe();
  await user.click(screen.getByRole("button", { name: "Start cooking" }));
  let dialog = screen.getByRole("dialog", { name: "Cook mode" });
  await user.click(within(dialog).getByRole("checkbox", { name: "Step 1 done" }));
  await user.keyboard("{Escape}");
  await user.click(await screen.findByRole("button", { name: "Continue" }));
  await waitFor(() => expect(screen.getByText("Simmer in the stock.")).toBeInTheDocument());
  await user.click(await screen.findByRole("button", { name: "Start cooking" }));
  dialog = screen.getByRole("dialog", { name: "Cook mode" });
  // The same recipe, continued: the step ticked before it went on is still done, and the new step is not.
  expect(within(dialog).getByRole("checkbox", { name: "Step 1 done" })).toBeChecked();
  await user.keyboard("{ArrowRight}");
  expect(within(dialog).getByRole("checkbox", { name: "Step 2 done" })).not.toBeChecked();
});

test("a cut-off recipe the server can no longer vouch for (saved without a signature) keeps its text and says why it can't go on", async () => {
  const recipe = { id: "old", ingredients: ["eggs", "spinach", "feta", "onion"], text: "# Old half\n\n1. Chop the onion", backend: "openai-compatible" as const, model: "m", finishReason: "length" as const, savedAt: 1 };
  localStorage.setItem(STORAGE_KEY, serialiseStored({ ...emptyStored, ingredients: recipe.ingredients, recipe, history: [recipe] }));
  const user = userEvent.setup();
  render(<App apiOrigin={world.server.origin} />);
  expect(await screen.findByText("This recipe was cut off because the model reached its length limit.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(await screen.findByText(/This recipe can't be continued/)).toBeInTheDocument();
  // Nothing lost: the recipe stays on screen (as markdown, or as plain text while the renderer loads).
  expect(within(screen.getByRole("region", { name: "Chef recommends" })).getByText(/Chop the onion/)).toBeInTheDocument();
  expect(world.upstream.requests).toHaveLength(0);
});

test("the markdown policy: safe links only, no images fetched, no raw HTML", async () => {
  world.upstream.queue({
    kind: "stream",
    text: [
      "# Policy",
      "",
      "[good](https://example.com/soup) [bad](javascript:alert(1)) [data](data:text/html,hi) [chat](xmpp:chef@example.com)",
      "",
      "![a photo of soup](https://tracker.example/pixel.png?list=eggs)",
      "",
      "<b>bold html</b> <script>alert(1)</script>",
      "",
      "| a | b |",
      "| - | - |",
      "| 1 | 2 |",
      "",
      "`code` and ~~strike~~",
    ].join("\n"),
  });
  const { user, add } = setup();
  await add("eggs", "spinach", "feta", "onion");
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  const panel = await screen.findByRole("region", { name: "Chef recommends" });
  await within(panel).findByRole("table");
  await waitFor(() => expect(panel).toHaveAttribute("aria-busy", "false"));
  const good = within(panel).getByRole("link", { name: "good" });
  expect(good).toHaveAttribute("href", "https://example.com/soup");
  expect(good).toHaveAttribute("rel", "noopener noreferrer");
  expect(within(panel).getByRole("link", { name: "chat" })).toHaveAttribute("href", "xmpp:chef@example.com");
  expect(within(panel).queryByRole("link", { name: "bad" })).not.toBeInTheDocument();
  expect(within(panel).queryByRole("link", { name: "data" })).not.toBeInTheDocument();
  expect(within(panel).getByText("bad")).toBeInTheDocument();
  expect(panel.querySelector("img, script, b")).toBeNull();
  expect(within(panel).getByText("[a photo of soup]")).toBeInTheDocument();
  expect(panel.querySelector("code")).toHaveTextContent("code");
  expect(panel.querySelector("del")).toHaveTextContent("strike");
});

test("when AI Chef cannot be reached, the cookbook in the page answers and says why", async () => {
  const lonely = await startApp({ AI_CHEF_BASE_URL: world.upstream.url, AI_CHEF_MODEL: "test/chef-model" });
  const user = userEvent.setup();
  render(<App apiOrigin={lonely.origin} />);
  await screen.findByText("Recipes written by test/chef-model");
  await lonely.close();
  const input = screen.getByRole("textbox", { name: "Add ingredient" });
  for (const item of ["eggs", "spinach", "feta", "onion"]) {
    await user.type(input, `${item}{Enter}`);
  }
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  expect(await screen.findByText("The AI can't be reached right now, so this recipe comes from the built-in cookbook.")).toBeInTheDocument();
  const panel = await screen.findByRole("region", { name: "Chef recommends" });
  expect(await within(panel).findByText(/From AI Chef's built-in cookbook/)).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(listedIngredients()).toHaveLength(4);
});

test("a page served without its server still answers, from the built-in cookbook, and offers to connect an AI", async () => {
  const user = userEvent.setup();
  render(<App apiOrigin={await pageWithoutServer()} />);
  expect(await screen.findByRole("heading", { name: "Connect an AI" })).toBeInTheDocument();
  const input = screen.getByRole("textbox", { name: "Add ingredient" });
  for (const item of ["eggs", "spinach", "feta", "onion"]) {
    await user.type(input, `${item}{Enter}`);
  }
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  const panel = await screen.findByRole("region", { name: "Chef recommends" });
  expect(await within(panel).findByRole("heading", { name: "Ingredients" })).toBeInTheDocument();
  expect(within(panel).getByText(/From AI Chef's built-in cookbook\. To have an AI write recipes, connect one in Settings\./)).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("without a server or an AI, the cookbook in the page honours the things to avoid", async () => {
  const user = userEvent.setup();
  render(<App apiOrigin={await pageWithoutServer()} />);
  await screen.findByRole("heading", { name: "Connect an AI" });
  await user.click(screen.getByText("Preferences"));
  await user.type(await screen.findByLabelText("Avoid (allergies, dislikes)"), "peanuts");
  const input = screen.getByRole("textbox", { name: "Add ingredient" });
  for (const item of ["pumpkin", "coconut milk", "onion", "red curry paste"]) await user.type(input, `${item}{Enter}`);
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  const panel = await screen.findByRole("region", { name: "Chef recommends" });
  expect(await within(panel).findByText(/From AI Chef's built-in cookbook/)).toBeInTheDocument();
  expect(panel.textContent).toMatch(/pumpkin/i);
  expect(panel.textContent).not.toMatch(/peanut/i);
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("when the AI fails, a cookbook recipe for the same list is one click away", async () => {
  const { user, add } = setup();
  await add("eggs", "spinach", "feta", "onion");
  world.upstream.queue({ kind: "status", status: 402 });
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  const alert = await screen.findByRole("alert");
  await user.click(within(alert).getByRole("button", { name: "Get a cookbook recipe instead" }));
  const panel = await screen.findByRole("region", { name: "Chef recommends" });
  expect(await within(panel).findByText(/From AI Chef's built-in cookbook\./)).toBeInTheDocument();
  expect(within(panel).getByText(/eggs|spinach|feta|onion/i, { selector: "p" })).toBeInTheDocument();
  expect(world.upstream.requests).toHaveLength(1);
});

test("something that is not food is refused next to the field when a recipe is asked for; the list is kept, and changing it clears the refusal", async () => {
  const { foodCheck } = await import("./load-food-check.ts");
  await foodCheck.load();
  const { user, input, add } = setup();
  await add("eggs", "flour", "Bleach", "sugar");
  await user.click(screen.getByRole("button", { name: /get a recipe/i }));
  await waitFor(() => expect(input).toHaveAccessibleDescription("Sorry, “Bleach” isn't food, so AI Chef won't put it in a recipe."));
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(listedIngredients()).toEqual(["eggs", "flour", "Bleach", "sugar"]);
  expect(world.upstream.requests).toHaveLength(0);
  await add("citric acid");
  expect(listedIngredients()).toEqual(["eggs", "flour", "Bleach", "sugar", "citric acid"]);
  expect(input).not.toHaveAccessibleDescription(/isn't food/);
});

test("a shared list holding something that is not food is refused by the field before any request, and kept", async () => {
  window.history.replaceState(null, "", "#i=eggs&i=flour&i=drain%20cleaner&i=sugar");
  const { user, input } = setup();
  expect(listedIngredients()).toEqual(["eggs", "flour", "drain cleaner", "sugar"]);
  await user.click(screen.getByRole("button", { name: /get a recipe/i }));
  await waitFor(() => expect(input).toHaveAccessibleDescription("Sorry, “drain cleaner” isn't food, so AI Chef won't put it in a recipe."));
  expect(listedIngredients()).toEqual(["eggs", "flour", "drain cleaner", "sugar"]);
  expect(world.upstream.requests).toHaveLength(0);
  expect(screen.queryByRole("heading", { name: "Chef recommends" })).not.toBeInTheDocument();
  window.history.replaceState(null, "", "#");
});
