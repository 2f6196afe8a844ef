import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { DEFAULT_RECIPE } from "../../tests/fake-upstream.ts";
import { setUpAppWorld } from "../../tests/start-app.ts";
import { pageWithoutServer } from "../../tests/static-host.ts";
import { App } from "./app.tsx";
import { CONNECTION_KEY } from "./connection.ts";
import { STORAGE_KEY } from "./storage.ts";

const FOUR = ["eggs", "spinach", "feta", "onion"];
const world = setUpAppWorld();

async function setup(origin = world.server.origin) {
  const user = userEvent.setup();
  const view = render(<App apiOrigin={origin} />);
  const input = screen.getByRole("textbox", { name: "Add ingredient" });
  async function add(...items: string[]) {
    for (const item of items) await user.type(input, `${item}{Enter}`);
  }
  return { user, input, add, view };
}

const ingredientsRegion = () => screen.getByRole("region", { name: "Ingredients on hand:" });
const listed = () =>
  within(ingredientsRegion())
    .queryAllByRole("listitem")
    .map((item) => item.querySelector("span")?.textContent);
const recipeRegion = () => screen.findByRole("region", { name: "Chef recommends" });

async function getRecipe(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  const region = await recipeRegion();
  await waitFor(() => expect(region).toHaveAttribute("aria-busy", "false"));
  return region;
}

test("each ingredient can be removed; below four the call to action goes", async () => {
  const { user, add } = await setup();
  await add(...FOUR);
  await user.click(screen.getByRole("button", { name: "Remove spinach" }));
  expect(listed()).toEqual(["eggs", "feta", "onion"]);
  expect(screen.queryByRole("button", { name: "Get a recipe" })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole("button", { name: "Remove feta" })).toHaveFocus());
});

test("clearing the list asks first, and can be called off", async () => {
  const { user, add } = await setup();
  await add(...FOUR);
  await getRecipe(user);
  await user.click(screen.getByRole("button", { name: "Clear list" }));
  const confirm = screen.getByRole("group", { name: "Confirm clearing the list" });
  await user.click(within(confirm).getByRole("button", { name: "Keep my list" }));
  expect(listed()).toEqual(FOUR);

  await user.click(screen.getByRole("button", { name: "Clear list" }));
  await user.click(screen.getByRole("button", { name: "Yes, clear the list" }));
  expect(screen.queryByRole("region", { name: "Ingredients on hand:" })).not.toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "Chef recommends" })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole("textbox", { name: "Add ingredient" })).toHaveFocus());
});

test("a reload keeps the list, the recipe and the preferences", async () => {
  const first = await setup();
  await first.add(...FOUR);
  await first.user.click(screen.getByText("Preferences"));
  await first.user.click(await screen.findByRole("checkbox", { name: "Vegetarian" }));
  await first.user.selectOptions(screen.getByRole("combobox", { name: "Servings wanted" }), "2");
  await getRecipe(first.user);
  first.view.unmount();

  await setup();
  expect(listed()).toEqual(FOUR);
  expect(await screen.findByRole("checkbox", { name: "Vegetarian" })).toBeChecked();
  expect(screen.getByRole("combobox", { name: "Servings wanted" })).toHaveValue("2");
  const region = await recipeRegion();
  expect(await within(region).findByRole("heading", { name: "Spinach and Feta Omelette" })).toBeInTheDocument();
});

test.each([
  ["not JSON", "{broken"],
  ["another version", JSON.stringify({ version: 99, ingredients: ["a"] })],
  ["the wrong shapes", JSON.stringify({ version: 1, ingredients: [1, 2], preferences: "vegan", history: {} })],
])("stored data that is %s is ignored and the page works", async (_name, raw) => {
  localStorage.setItem(STORAGE_KEY, raw);
  const { add } = await setup();
  expect(screen.queryByRole("region", { name: "Ingredients on hand:" })).not.toBeInTheDocument();
  await add("tomato");
  expect(listed()).toEqual(["tomato"]);
});

test("Stop ends the reply at once, keeps the text so far and aborts upstream; so does Escape", async () => {
  // Still streaming whenever Stop is pressed: the reply stalls after its first lines.
  world.upstream.setDefault({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 10, breakAfter: { chars: 80, how: "stall" } });
  const { user, add } = await setup();
  await add(...FOUR);
  await user.click(screen.getByRole("button", { name: "Get a recipe" }));
  const region = await recipeRegion();
  await user.click(within(region).getByRole("button", { name: "Stop" }));
  expect(within(region).getByText(/You stopped the chef/)).toBeInTheDocument();
  expect(region).toHaveAttribute("aria-busy", "false");
  const kept = region.textContent;
  await world.upstream.waitForAbort(0);
  expect(region.textContent).toBe(kept);
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();

  await user.click(await screen.findByRole("button", { name: "Another recipe" }));
  const again = await recipeRegion();
  await within(again).findByRole("button", { name: "Stop" });
  await user.keyboard("{Escape}");
  await world.upstream.waitForAbort(1);
  expect(within(again).getByText(/You stopped the chef/)).toBeInTheDocument();
});

test("Ctrl+Enter asks for a recipe once the button is there", async () => {
  const { user, add } = await setup();
  await add("eggs", "spinach", "feta");
  await user.keyboard("{Control>}{Enter}{/Control}");
  expect(screen.queryByText(/The chef is cooking/)).toBeNull();
  expect(listed()).toEqual(["eggs", "spinach", "feta"]);
  await add("onion");
  await user.keyboard("{Control>}{Enter}{/Control}");
  expect(await screen.findByRole("heading", { name: "Spinach and Feta Omelette" })).toBeInTheDocument();
  expect(world.upstream.requests).toHaveLength(1);
});

test("copy puts the markdown on the clipboard and says so", async () => {
  const { user, add } = await setup();
  await add(...FOUR);
  const region = await getRecipe(user);
  // Copy is under "More", in the recipe's action row once it reads as a recipe.
  await within(region).findByRole("button", { name: "Start cooking" });
  await user.click(within(region).getByRole("button", { name: "More" }));
  await user.click(within(region).getByRole("button", { name: "Copy recipe" }));
  expect(await navigator.clipboard.readText()).toBe(DEFAULT_RECIPE);
  expect(await screen.findByText("Recipe copied to the clipboard.")).toHaveAttribute("role", "status");
});

test("Another recipe asks again for the same list", async () => {
  const { user, add } = await setup();
  await add(...FOUR);
  const region = await getRecipe(user);
  world.upstream.queue({ kind: "stream", text: "# Shakshuka\n\nSimmer." });
  // The row comes with the tools, once the reply has been read.
  await user.click(await within(region).findByRole("button", { name: "Another recipe" }));
  await waitFor(() => expect(screen.getByRole("heading", { name: "Shakshuka" })).toBeInTheDocument());
  expect(world.upstream.requests.map((request) => request.body.messages?.[1]?.content)).toEqual([
    expect.stringContaining("eggs, spinach, feta, onion"),
    expect.stringContaining("eggs, spinach, feta, onion"),
  ]);
});

test("preferences reach the request, and only when set", async () => {
  const { user, add } = await setup();
  await add(...FOUR);
  await getRecipe(user);
  await user.click(screen.getByText("Preferences"));
  await user.click(await screen.findByRole("checkbox", { name: "Vegan" }));
  await user.click(screen.getByRole("checkbox", { name: "Gluten-free" }));
  await user.type(screen.getByRole("textbox", { name: "Avoid (allergies, dislikes)" }), "peanuts");
  await user.selectOptions(screen.getByRole("combobox", { name: "Servings wanted" }), "4");
  await user.selectOptions(screen.getByRole("combobox", { name: "Time available" }), "30 minutes");
  await getRecipe(user);
  const [plain, shaped] = world.upstream.requests.map((request) => request.body.messages?.[1]?.content ?? "");
  expect(plain).not.toMatch(/must be|Avoid|serve|minutes/);
  expect(shaped).toContain("The recipe must be vegan and gluten-free.");
  expect(shaped).toContain("peanuts");
  expect(shaped).toContain("serve 4");
  expect(shaped).toContain("30 minutes");
});

test("recent recipes can be reopened and deleted", async () => {
  const { user, add } = await setup();
  await add(...FOUR);
  await getRecipe(user);
  world.upstream.queue({ kind: "stream", text: "# Shakshuka\n\nSimmer." });
  await getRecipe(user);
  const recent = await screen.findByRole("region", { name: "Recent recipes" });
  // The recent list follows in a deferred render (it stays out of Stop's task), so it is waited for.
  await waitFor(() => expect(within(recent).getAllByRole("listitem")).toHaveLength(2));
  await user.click(within(recent).getByRole("button", { name: "Open Spinach and Feta Omelette" }));
  expect(await screen.findByRole("heading", { name: "Spinach and Feta Omelette" })).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Shakshuka" })).not.toBeInTheDocument();
  await user.click(within(recent).getByRole("button", { name: "Delete Shakshuka" }));
  await waitFor(() => expect(within(recent).getAllByRole("listitem")).toHaveLength(1));
});

test("the address carries the list, and opening it restores the list; Share copies it", async () => {
  const first = await setup();
  await first.add("eggs", "crème fraîche", "salt & pepper");
  expect(window.location.hash).toBe("#i=eggs&i=cr%C3%A8me+fra%C3%AEche&i=salt+%26+pepper");
  await first.user.click(screen.getByRole("button", { name: "Share list" }));
  expect(await navigator.clipboard.readText()).toBe(window.location.href);
  expect(screen.getByText(/List link copied/)).toBeInTheDocument();
  first.view.unmount();

  localStorage.clear();
  window.history.replaceState(null, "", "/#i=tomato&i=basil");
  await setup();
  expect(listed()).toEqual(["tomato", "basil"]);

  act(() => {
    window.location.hash = "#i=rice&i=beans";
  });
  await waitFor(() => expect(listed()).toEqual(["rice", "beans"]));
});

test("own-key mode: with no server the visitor's token goes straight to their AI service", async () => {
  world.upstream.requireTokenForModels("sk-visitor-key");
  const { user, add } = await setup(await pageWithoutServer());
  await screen.findByRole("heading", { name: "Connect an AI" });
  await user.click(screen.getByRole("radio", { name: /A server on my machine/ }));
  const address = screen.getByRole("textbox", { name: "Server address" });
  await user.clear(address);
  await user.type(address, "not a url");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(screen.getByText(/Enter the server's address/)).toBeInTheDocument();
  await user.clear(address);
  await user.type(address, world.upstream.url);
  await user.type(screen.getByLabelText("Token (if the server needs one)"), "sk-visitor-key");
  await user.type(screen.getByRole("textbox", { name: "Model" }), "llama3.1");
  await user.click(screen.getByRole("button", { name: "Test connection" }));
  expect(await screen.findByText("The connection works.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(screen.getByText("Saved for this browser session.")).toBeInTheDocument();
  expect(sessionStorage.getItem(CONNECTION_KEY)).toContain("sk-visitor-key");
  expect(localStorage.getItem(CONNECTION_KEY)).toBeNull();

  await add(...FOUR);
  await getRecipe(user);
  expect(world.upstream.requests).toHaveLength(1);
  expect(world.upstream.requests[0]?.headers.authorization).toBe("Bearer sk-visitor-key");
  expect(world.upstream.requests[0]?.body.model).toBe("llama3.1");
  expect(screen.getByText("Recipes written by llama3.1, with your own key")).toBeInTheDocument();

  expect(screen.getByRole("button", { name: "Settings" })).toHaveAttribute("aria-expanded", "true");
  await user.click(screen.getByRole("button", { name: "Forget" }));
  expect(sessionStorage.getItem(CONNECTION_KEY)).toBeNull();
  world.upstream.requireTokenForModels(undefined);
});

test("with our server present, the settings only say where recipes come from", async () => {
  const { user } = await setup();
  await screen.findByText("Recipes written by test/chef-model");
  expect(screen.queryByRole("heading", { name: "Connect an AI" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Settings" }));
  expect(await screen.findByText(/answers with its own configuration/)).toBeInTheDocument();
  expect(screen.queryByLabelText(/token/i)).not.toBeInTheDocument();
});

test("the settings panel opens by itself only without a server, and the visitor can always close it", async () => {
  const { user } = await setup(await pageWithoutServer());
  const settings = screen.getByRole("button", { name: "Settings" });
  await screen.findByRole("heading", { name: "Connect an AI" });
  expect(settings).toHaveAttribute("aria-expanded", "true");
  await user.click(settings);
  expect(settings).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("heading", { name: "Connect an AI" })).not.toBeInTheDocument();
  await user.click(settings);
  expect(await screen.findByRole("heading", { name: "Connect an AI" })).toBeInTheDocument();
});

test("what the cook's last action did is said once: a newer message replaces the one before, wherever each was said", async () => {
  const { user, add } = await setup();
  // Feta is not on the list: the shopping list has something to copy.
  await add("eggs", "spinach", "onion", "milk");
  const region = await getRecipe(user);
  const said = () => screen.getAllByRole("status").map((status) => status.textContent).filter((text) => text !== "");
  await user.click(await within(region).findByRole("button", { name: "Shopping list" }));
  await user.click(within(region).getByRole("button", { name: "Copy shopping list" }));
  await waitFor(() => expect(said()).toEqual(["Shopping list copied."]));
  await user.click(within(region).getByRole("button", { name: "More" }));
  await user.click(within(region).getByRole("button", { name: "Copy recipe" }));
  await waitFor(() => expect(said()).toEqual(["Recipe copied to the clipboard."]));
  await user.click(screen.getByRole("button", { name: "Share list" }));
  await waitFor(() => expect(said()).toEqual([expect.stringMatching(/^List link copied/)]));
  await user.click(within(region).getByRole("button", { name: "More" }));
  await user.click(within(region).getByRole("button", { name: /Download recipe card/ }));
  await waitFor(() => expect(said()).toEqual(["Recipe card downloaded."]));
  // Said beside the actions, where the cook is: within the recipe.
  expect(within(region).getByRole("status")).toHaveTextContent("Recipe card downloaded.");
});
