import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { createLiveText } from "./live-text.ts";
import { KeptTimers } from "./load-timers.ts";
import { parsedCharacters, renderParsedCharacters } from "./markdown-blocks.ts";
import { shownText } from "./recipe-choice.ts";
import { MARK_LINES, RecipeTools as Tools, type RecipeToolsProps } from "./recipe-tools.tsx";
import { useRecipeChoice } from "./use-recipe-choice.ts";
import { timerStore } from "./timer-store.ts";

const recipe = `# Tomato Pasta

Serves 4

## Ingredients

- 400 g spaghetti
- 1 (14 oz) can chopped tomatoes
- 2 cloves garlic
- 1 cup cream
- salt to taste

## Method

1. Heat the oven to 180°C (350°F).
2. Boil the spaghetti for 10 minutes.
3. Stir the garlic, tomatoes and cream into the pasta.
`;

/** The tools as the recipe panel holds them: the cook's choice kept for the reply, and what Copy would give (`onShown`). */
function RecipeTools({ onShown, ...props }: Omit<RecipeToolsProps, "choice" | "onChoose"> & { onShown?: (text: string) => void }) {
  const [choice, choose] = useRecipeChoice(props.text, props.streaming ?? false);
  const shown = shownText(props.text, choice, props.preferredServings);
  // What the reply's actions did, said under their row, as the panel holds it.
  const [status, setStatus] = useState("");
  const reply = props.streaming ? null : { onAnother: null, onCopy: () => undefined, onDownload: () => undefined, status, onStatus: setStatus };
  useEffect(() => {
    onShown?.(shown);
  }, [onShown, shown]);
  return <Tools reply={reply} {...props} choice={choice} onChoose={choose} />;
}

async function setup(text = recipe, visitor: string[] = ["spaghetti", "garlic", "basil", "lemon"]) {
  const user = userEvent.setup();
  const shown: string[] = [];
  render(<RecipeTools text={text} visitorIngredients={visitor} preferredServings={null} onShown={(next) => shown.push(next)} />);
  await revealed();
  return { user, shown };
}

/** The tools reveal themselves a stage a frame (recipe-tools.tsx), busy until the last: wait for it. */
async function revealed() {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

function ingredientItems(): string[] {
  const list = screen.getAllByRole("list")[0];
  if (!list) throw new Error("no list");
  return within(list).getAllByRole("listitem").map((item) => item.textContent ?? "");
}

afterEach(() => {
  vi.useRealTimers();
  // The timers outlive any recipe on purpose; each test starts without any.
  act(() => {
    for (const timer of timerStore.getSnapshot().timers) timerStore.remove(timer.id);
  });
});

test("Servings starts at the recipe's own servings and rescales every amount in place", async () => {
  const { user, shown } = await setup();
  const servings = screen.getByRole("spinbutton", { name: "Servings" });
  expect(servings).toHaveValue(4);
  await user.clear(servings);
  await user.type(servings, "8");
  expect(ingredientItems()).toEqual([
    "800 g spaghetti — on your list",
    "2 (14 oz) cans chopped tomatoes — to buy",
    "4 cloves garlic — on your list",
    "2 cups cream — to buy",
    "salt to taste — pantry staple",
  ]);
  expect(screen.getByText(/Cooking times and pan sizes don't scale in proportion/)).toBeInTheDocument();
  expect(shown.at(-1)).toContain("- 800 g spaghetti");
});

test("servings written as words follow Servings: the servings, their range and the other counts with them", async () => {
  const { user, shown } = await setup(recipe.replace("Serves 4", "Serves four to six, or eight as a starter"));
  const servings = screen.getByRole("spinbutton", { name: "Servings" });
  expect(servings).toHaveValue(4);
  await user.clear(servings);
  await user.type(servings, "8");
  expect(await screen.findByText("Serves 8 to 12, or 16 as a starter")).toBeInTheDocument();
  expect(ingredientItems()[0]).toBe("800 g spaghetti — on your list");
  expect(shown.at(-1)).toContain("Serves 8 to 12, or 16 as a starter");
});

test("a servings entry that is not a usable number is kept, explained, and changes nothing", async () => {
  const { user } = await setup();
  const servings = screen.getByRole("spinbutton", { name: "Servings" });
  await user.clear(servings);
  await user.type(servings, "0");
  expect(servings).toHaveValue(0);
  expect(servings).toHaveAccessibleDescription("Enter a whole number of servings from 1 to 99.");
  expect(ingredientItems()[0]).toBe("400 g spaghetti — on your list");
});

test("Units converts amounts and the oven temperature", async () => {
  const { user } = await setup();
  await user.selectOptions(screen.getByRole("combobox", { name: "Units" }), "Metric");
  expect(ingredientItems()[3]).toBe("240 ml cream — to buy");
  expect(screen.getByText("Heat the oven to 180°C.")).toBeInTheDocument();
  await user.selectOptions(screen.getByRole("combobox", { name: "Units" }), "US");
  expect(ingredientItems()[0]).toBe("14 oz spaghetti — on your list");
  expect(screen.getByText("Heat the oven to 350°F.")).toBeInTheDocument();
});

test("the shopping list holds only what is missing and copies as plain text", async () => {
  const { user } = await setup();
  await user.click(screen.getByRole("button", { name: "Shopping list" }));
  const list = screen.getByRole("region", { name: "Shopping list" });
  expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["1 (14 oz) can chopped tomatoes", "1 cup cream"]);
  await user.click(within(list).getByRole("button", { name: "Copy shopping list" }));
  await expect(navigator.clipboard.readText()).resolves.toBe("- 1 (14 oz) can chopped tomatoes\n- 1 cup cream");
  expect(screen.getByRole("status")).toHaveTextContent("Shopping list copied.");
});

test("cook mode: one step at a time, arrows and buttons turn the page, Done at the last step, Escape leaves and focus returns", async () => {
  const { user } = await setup();
  const start = screen.getByRole("button", { name: "Start cooking" });
  await user.click(start);
  const dialog = screen.getByRole("dialog", { name: "Cook mode" });
  expect(within(dialog).getByText("Step 1 of 3")).toBeInTheDocument();
  expect(within(dialog).getByText("Heat the oven to 180°C (350°F).")).toBeInTheDocument();
  await user.keyboard("{ArrowRight}");
  expect(within(dialog).getByText("Step 2 of 3")).toBeInTheDocument();
  expect(within(within(dialog).getByRole("list", { name: "In this step" })).getByRole("listitem")).toHaveTextContent("400 g spaghetti");
  await user.click(within(dialog).getByRole("button", { name: "Next step" }));
  expect(within(dialog).getByText("Step 3 of 3")).toBeInTheDocument();
  expect(within(within(dialog).getByRole("list", { name: "In this step" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "400 g spaghetti",
    "1 (14 oz) can chopped tomatoes",
    "2 cloves garlic",
    "1 cup cream",
  ]);
  // The last step ends with Done, not a faded Next step.
  expect(within(dialog).queryByRole("button", { name: "Next step" })).not.toBeInTheDocument();
  await user.keyboard("{ArrowRight}");
  expect(within(dialog).getByText("Step 3 of 3")).toBeInTheDocument();
  await user.keyboard("{ArrowLeft}");
  expect(within(dialog).getByText("Step 2 of 3")).toBeInTheDocument();
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(start).toHaveFocus();

  // Opened again it is where the cook left it; Done at the end closes it and returns focus too.
  await user.click(start);
  expect(within(screen.getByRole("dialog", { name: "Cook mode" })).getByText("Step 2 of 3")).toBeInTheDocument();
  await user.keyboard("{ArrowRight}");
  await user.click(within(screen.getByRole("dialog", { name: "Cook mode" })).getByRole("button", { name: "Done" }));
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(start).toHaveFocus();
});

test("cook mode's ticks, text size and step are kept per recipe across a remount", async () => {
  const { user } = await setup();
  await user.click(screen.getByRole("button", { name: "Start cooking" }));
  let dialog = screen.getByRole("dialog", { name: "Cook mode" });
  await user.click(within(dialog).getByRole("checkbox", { name: "Step 1 done" }));
  await user.click(within(dialog).getByRole("button", { name: "Larger text" }));
  await user.click(within(dialog).getByText(/All ingredients \(0 of 5 ready\)/));
  await user.click(within(within(dialog).getByRole("list", { name: "All ingredients" })).getByRole("checkbox", { name: "2 cloves garlic" }));
  expect(within(dialog).getByText(/All ingredients \(1 of 5 ready\)/)).toBeInTheDocument();
  expect(within(dialog).getByText("Step 1 of 3 · done")).toBeInTheDocument();
  await user.keyboard("{ArrowRight}{ArrowRight}");
  // The step's own list and the checklist are the same ticks.
  expect(within(within(dialog).getByRole("list", { name: "In this step" })).getByRole("checkbox", { name: "2 cloves garlic" })).toBeChecked();
  cleanup();

  const again = await setup();
  await again.user.click(screen.getByRole("button", { name: "Start cooking" }));
  dialog = screen.getByRole("dialog", { name: "Cook mode" });
  expect(within(dialog).getByText("Step 3 of 3")).toBeInTheDocument();
  await again.user.keyboard("{ArrowLeft}{ArrowLeft}");
  expect(within(dialog).getByRole("checkbox", { name: "Step 1 done" })).toBeChecked();
  expect(within(within(dialog).getByRole("list", { name: "All ingredients" })).getByRole("checkbox", { name: "2 cloves garlic" })).toBeChecked();
  expect(dialog.style.getPropertyValue("--cook-text-scale")).toBe("1.2");
  cleanup();

  // Another recipe has its own ticks.
  render(<RecipeTools text={recipe.replace("Tomato Pasta", "Cream Pasta")} visitorIngredients={[]} preferredServings={null} />);
  await revealed();
  await again.user.click(screen.getByRole("button", { name: "Start cooking" }));
  expect(within(screen.getByRole("dialog", { name: "Cook mode" })).getByRole("checkbox", { name: "Step 1 done" })).not.toBeChecked();
});

test("a swipe on a touch screen turns the page; a mouse drag does not", async () => {
  await setup();
  fireEvent.click(screen.getByRole("button", { name: "Start cooking" }));
  const dialog = screen.getByRole("dialog", { name: "Cook mode" });
  const swipe = (pointerType: string, from: number, to: number) => {
    fireEvent.pointerDown(dialog, { pointerId: 1, pointerType, isPrimary: true, clientX: from, clientY: 300 });
    fireEvent.pointerUp(dialog, { pointerId: 1, pointerType, isPrimary: true, clientX: to, clientY: 310 });
  };
  swipe("touch", 300, 100);
  expect(within(dialog).getByText("Step 2 of 3")).toBeInTheDocument();
  swipe("mouse", 300, 100);
  expect(within(dialog).getByText("Step 2 of 3")).toBeInTheDocument();
  swipe("touch", 100, 300);
  expect(within(dialog).getByText("Step 1 of 3")).toBeInTheDocument();
  // Too short to be a swipe.
  swipe("touch", 300, 280);
  expect(within(dialog).getByText("Step 1 of 3")).toBeInTheDocument();
});

test("a step's timer is named by its step and action, restarts rather than doubling, runs on after cook mode closes, and stays when done until dismissed", async () => {
  const user = userEvent.setup();
  render(
    <>
      <RecipeTools text={recipe} visitorIngredients={[]} preferredServings={null} />
      <KeptTimers />
    </>,
  );
  await revealed();
  // The kitchen's clock moves only when the test moves it: Date and the tray's tick are faked, and never advanced by
  // real time (`shouldAdvanceTime`), so what the tray shows cannot depend on how fast the machine clicks: with it,
  // 0.7 s between two clicks showed 5:59 for 6:00. Testing Library's and userEvent's own waits keep real time.
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  await user.click(screen.getByRole("button", { name: "Start cooking" }));
  await user.keyboard("{ArrowRight}");
  const dialog = screen.getByRole("dialog", { name: "Cook mode" });
  await user.click(within(dialog).getByRole("button", { name: "Start 10-minute timer" }));
  expect(within(dialog).getByRole("region", { name: "Timers" })).toHaveTextContent("Step 2 · boil · 10:00");
  act(() => vi.advanceTimersByTime(60_000));
  await user.click(within(dialog).getByRole("button", { name: "Restart 10-minute timer" }));
  expect(within(dialog).getAllByRole("listitem").filter((item) => item.textContent?.startsWith("Step 2 · boil"))).toHaveLength(1);
  expect(within(dialog).getByRole("region", { name: "Timers" })).toHaveTextContent("Step 2 · boil · 10:00");
  await user.click(within(dialog).getByRole("button", { name: "Close" }));

  const timers = await screen.findByRole("region", { name: "Timers" });
  // Half a second over: the tray shows the time left at its last tick, up to a quarter second old.
  act(() => vi.advanceTimersByTime(4 * 60_000 + 500));
  expect(timers).toHaveTextContent("Step 2 · boil · 6:00");
  await user.click(within(timers).getByRole("button", { name: "Pause Step 2 · boil" }));
  act(() => vi.advanceTimersByTime(60_000));
  expect(timers).toHaveTextContent("Step 2 · boil · 6:00 (paused)");
  await user.click(within(timers).getByRole("button", { name: "Resume Step 2 · boil" }));
  await user.click(within(timers).getByRole("button", { name: "+1 min for Step 2 · boil" }));
  expect(timers).toHaveTextContent("Step 2 · boil · 7:00");
  act(() => vi.advanceTimersByTime(7 * 60_000));
  expect(timers).toHaveTextContent("Step 2 · boil · done");
  expect(within(timers).getByText("Timer done: Step 2 · boil.")).toHaveAttribute("aria-live", "assertive");
  act(() => vi.advanceTimersByTime(60 * 60_000));
  await user.click(within(timers).getByRole("button", { name: "Dismiss Step 2 · boil" }));
  expect(screen.queryByRole("region", { name: "Timers" })).not.toBeInTheDocument();
});

test("a reply that is not a recipe gets none of the tools", async () => {
  await setup("I'm sorry, I can't suggest a recipe with those ingredients.");
  expect(screen.getByText(/can't suggest a recipe/)).toBeInTheDocument();
  expect(screen.queryByRole("spinbutton", { name: "Servings" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Start cooking" })).not.toBeInTheDocument();
});

test("a recipe that states no servings starts at the servings asked for", async () => {
  render(<RecipeTools text={recipe.replace("Serves 4\n", "")} visitorIngredients={[]} preferredServings={6} />);
  await revealed();
  expect(screen.getByRole("spinbutton", { name: "Servings" })).toHaveValue(6);
});

test("a streamed reply shows without tools; once finished the tools and marks join the same recipe on screen", async () => {
  const props = { visitorIngredients: ["spaghetti"], preferredServings: null };
  const half = recipe.slice(0, recipe.indexOf("- 2 cloves"));
  const { rerender } = render(<RecipeTools text={half} streaming {...props} />);
  expect(screen.queryByRole("spinbutton", { name: "Servings" })).not.toBeInTheDocument();
  rerender(<RecipeTools text={recipe} streaming {...props} />);
  const title = screen.getByRole("heading", { name: "Tomato Pasta" });
  const firstItem = ingredientItems()[0];
  expect(firstItem).toBe("400 g spaghetti");
  // The reply has ended (the panel then sets `finished` in a background render).
  rerender(<RecipeTools text={recipe} streaming={false} finished={false} {...props} />);
  expect(screen.queryByRole("spinbutton", { name: "Servings" })).not.toBeInTheDocument();
  rerender(<RecipeTools text={recipe} streaming={false} finished {...props} />);
  await revealed();
  expect(screen.getByRole("spinbutton", { name: "Servings" })).toHaveValue(4);
  expect(ingredientItems()[0]).toBe("400 g spaghetti — on your list");
  // Not a new rendering of the recipe: the elements on screen were kept.
  expect(screen.getByRole("heading", { name: "Tomato Pasta" })).toBe(title);
});

// Issue 25: the ingredient list built again in its section was the end of the reply's longest task at 4× CPU.
test("the lines a reply streamed are the lines the tools show: the same elements, in the ingredients' region and the method", async () => {
  const props = { visitorIngredients: ["spaghetti"], preferredServings: null };
  const { rerender } = render(<RecipeTools text={recipe.slice(0, recipe.indexOf("2. Boil"))} streaming {...props} />);
  rerender(<RecipeTools text={recipe} streaming {...props} />);
  // While it streams, the reply reads as before: no region, no tools.
  expect(screen.queryByRole("region", { name: "Ingredients" })).not.toBeInTheDocument();
  const streamed = screen.getAllByRole("listitem");
  const method = screen.getByRole("heading", { name: "Method" });
  expect(streamed).toHaveLength(8);
  rerender(<RecipeTools text={recipe} streaming={false} finished {...props} />);
  await revealed();
  const region = screen.getByRole("region", { name: "Ingredients" });
  const shown = screen.getAllByRole("listitem");
  expect(shown).toHaveLength(8);
  expect(shown.every((line, index) => line === streamed[index])).toBe(true);
  expect(within(region).getAllByRole("listitem")).toEqual(streamed.slice(0, 5));
  expect(screen.getByRole("heading", { name: "Method" })).toBe(method);
  expect(region).not.toContainElement(method);
});

test("a new recipe starts at its own servings, as written, whatever the last one was set to", async () => {
  const user = userEvent.setup();
  const props = { visitorIngredients: [], preferredServings: null };
  const { rerender } = render(<RecipeTools text={recipe} {...props} />);
  await revealed();
  await user.clear(screen.getByRole("spinbutton", { name: "Servings" }));
  await user.type(screen.getByRole("spinbutton", { name: "Servings" }), "8");
  await user.selectOptions(screen.getByRole("combobox", { name: "Units" }), "Metric");
  rerender(<RecipeTools text={recipe.replace("Tomato Pasta", "Garlic Pasta").replace("Serves 4", "Serves 2")} {...props} />);
  await revealed();
  expect(screen.getByRole("spinbutton", { name: "Servings" })).toHaveValue(2);
  expect(screen.getByRole("combobox", { name: "Units" })).toHaveValue("as-written");
  expect(ingredientItems()[0]).toBe("400 g spaghetti — to buy");
});

test.each([
  ["stopped", /you stopped the chef before it ended/],
  ["length", /cut off at the model's length limit/],
  ["interrupted", /broke off before the end/],
] as const)("a reply that ended %s is marked incomplete, and neither the shopping list nor cook mode presents it as complete", async (ending, why) => {
  const user = userEvent.setup();
  // Stopped in the method: two of three steps written.
  const cut = recipe.slice(0, recipe.indexOf("3. Stir"));
  render(<RecipeTools text={cut} ending={ending} visitorIngredients={["spaghetti", "garlic"]} preferredServings={null} />);
  await revealed();
  expect(screen.getByText(/Incomplete recipe:/).closest("p")).toHaveTextContent(why);

  await user.click(screen.getByRole("button", { name: "Shopping list" }));
  const list = screen.getByRole("region", { name: "Shopping list" });
  expect(list).toHaveTextContent("The recipe is incomplete: this lists only what it names before it was cut off");

  await user.click(screen.getByRole("button", { name: "Start cooking" }));
  const dialog = screen.getByRole("dialog", { name: "Cook mode" });
  expect(within(dialog).getByText(/^Step 1 of 2/)).toHaveTextContent("Step 1 of 2 so far (incomplete recipe)");
  expect(within(dialog).queryByText(/The recipe stops here/)).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole("button", { name: "Next step" }));
  expect(within(dialog).getByText(/^Step 2 of 2/)).toHaveTextContent("Step 2 of 2 so far (incomplete recipe)");
  expect(within(dialog).getByText(/The recipe stops here, before its end/)).toHaveTextContent(why);
});

test("a recipe stopped before anything is missing does not say the cook has everything it needs", async () => {
  const user = userEvent.setup();
  const cut = recipe.slice(0, recipe.indexOf("- 1 (14 oz)"));
  render(<RecipeTools text={`${cut}\n## Method\n\n1. Boil the spaghetti.\n`} ending="stopped" visitorIngredients={["spaghetti"]} preferredServings={null} />);
  await revealed();
  await user.click(screen.getByRole("button", { name: "Shopping list" }));
  const list = screen.getByRole("region", { name: "Shopping list" });
  expect(list).not.toHaveTextContent("You have everything this recipe needs.");
  expect(list).toHaveTextContent("You have everything the recipe names so far.");
});

test("a reply that ended on its own is not marked incomplete", async () => {
  const user = userEvent.setup();
  render(<RecipeTools text={recipe} ending="stop" visitorIngredients={[]} preferredServings={null} />);
  await revealed();
  expect(screen.queryByText(/Incomplete recipe/)).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Start cooking" }));
  expect(within(screen.getByRole("dialog", { name: "Cook mode" })).getByText("Step 1 of 3")).toBeInTheDocument();
});

test("what the cook asked to avoid is named in an alert above the recipe, and marked on its line, step, shopping list and cook mode", async () => {
  const user = userEvent.setup();
  const askedAgain: string[] = [];
  render(
    <RecipeTools
      text={recipe}
      visitorIngredients={["spaghetti", "garlic"]}
      preferredServings={null}
     
      avoid="dairy"
      onAskAgainWithout={(next) => askedAgain.push(next)}
    />,
  );
  await revealed();
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent("Contains cream (dairy), which you asked to avoid.");
  expect(ingredientItems()).toContain("1 cup cream — to buy — contains cream (avoid)");
  expect(screen.getByText(/Stir the garlic, tomatoes and cream into the pasta/).closest("li")).toHaveTextContent(/contains cream \(avoid\)$/);
  expect(screen.getByText(/Boil the spaghetti/).closest("li")).not.toHaveTextContent(/avoid/);

  await user.click(screen.getByRole("button", { name: "Shopping list" }));
  const shopping = screen.getByRole("region", { name: "Shopping list" });
  expect(within(shopping).getByText(/1 cup cream/).closest("li")).toHaveTextContent("1 cup cream — contains cream (avoid)");

  await user.click(screen.getByRole("button", { name: "Start cooking" }));
  const cook = screen.getByRole("dialog", { name: "Cook mode" });
  await user.click(within(cook).getByRole("button", { name: "Next step" }));
  await user.click(within(cook).getByRole("button", { name: "Next step" }));
  expect(within(cook).getByText("This step contains cream (avoid).")).toBeInTheDocument();
  expect(within(within(cook).getByRole("list", { name: "In this step" })).getByText(/1 cup cream/).closest("li")).toHaveTextContent("contains cream (avoid)");
  await user.click(within(cook).getByRole("button", { name: "Close" }));

  await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Ask again without it" }));
  expect(askedAgain).toEqual(["dairy, cream"]);
});

test("diets are checked the same way, and a clear recipe gets no alert", async () => {
  const { rerender } = render(
    <RecipeTools text={recipe} visitorIngredients={[]} preferredServings={null} diets={["vegan"]} />,
  );
  await revealed();
  expect(screen.getByRole("alert")).toHaveTextContent("Contains cream, which isn't vegan.");
  // Without a way to ask again (the cookbook wrote it), the alert still warns.
  expect(screen.queryByRole("button", { name: "Ask again without it" })).not.toBeInTheDocument();
  rerender(<RecipeTools text={recipe} visitorIngredients={[]} preferredServings={null} avoid="peanuts" diets={["vegetarian"]} />);
  await revealed();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

test("what the check cannot see is said beside the recipe, found or not, and not as an alert", async () => {
  const { rerender } = render(<RecipeTools text={recipe} visitorIngredients={[]} preferredServings={null} avoid="halal, low FODMAP" />);
  await revealed();
  // Nothing on the list is pork, alcohol or gelatine: no alert, but the cook is told what was not checked.
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(screen.getByText(/can't tell how the meat was slaughtered/)).toBeInTheDocument();
  expect(screen.getByText("AI Chef can't check a recipe for “low FODMAP”: it can only look for foods by name. Check the recipe yourself.")).toBeInTheDocument();
  rerender(<RecipeTools text={recipe} visitorIngredients={[]} preferredServings={null} avoid="I'm vegan" />);
  await revealed();
  expect(screen.getByRole("alert")).toHaveTextContent("Contains cream, which isn't vegan.");
  expect(screen.queryByText(/can't/)).not.toBeInTheDocument();
});

test("a food the check cannot read is named beside the recipe for a cook who avoids something, not as an alert", async () => {
  const text = ["# Pork sinigang", "", "Serves 4", "", "## Ingredients", "", "- 500 g pork ribs", "- 2 tbsp patis, to taste", "- 1 onion", "", "## Method", "", "1. Simmer everything for 1 hour.", ""].join("\n");
  const { rerender } = render(<RecipeTools text={text} visitorIngredients={[]} preferredServings={null} avoid="fish" />);
  await revealed();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(screen.getByText("AI Chef doesn't know “patis”, so it couldn't check it for what you avoid. Check it yourself.")).toBeInTheDocument();
  // Nothing avoided: nothing to say.
  rerender(<RecipeTools text={text} visitorIngredients={[]} preferredServings={null} avoid="" />);
  await revealed();
  expect(screen.queryByText(/couldn't check/)).not.toBeInTheDocument();
});

test("a reply that is not a recipe is still checked, and a sentence that leaves the thing out is not counted", async () => {
  render(
    <RecipeTools
      text={"Try satay noodles: toss noodles with peanut sauce.\n\nI left out the peanuts you asked to avoid in the other idea."}
      visitorIngredients={[]}
      preferredServings={null}
     
      avoid="peanuts"
    />,
  );
  await revealed();
  expect(screen.getByRole("alert")).toHaveTextContent("Mentions satay and peanut sauce (peanuts), which you asked to avoid.");
});

test("− and + step the servings by one within 1 to 99, by keyboard too; a typed number still counts", async () => {
  const { user, shown } = await setup();
  const servings = screen.getByRole("spinbutton", { name: "Servings" });
  const fewer = screen.getByRole("button", { name: "Decrease servings" });
  const more = screen.getByRole("button", { name: "Increase servings" });
  await user.click(more);
  expect(servings).toHaveValue(5);
  expect(shown.at(-1)).toContain("- 500 g spaghetti");
  more.focus();
  await user.keyboard("{Enter}");
  await user.keyboard(" ");
  expect(servings).toHaveValue(7);
  await user.clear(servings);
  await user.type(servings, "98");
  expect(shown.at(-1)).toContain("- 9800 g spaghetti");
  await user.click(more);
  expect(servings).toHaveValue(99);
  expect(more).toHaveAttribute("aria-disabled", "true");
  await user.click(more);
  expect(servings).toHaveValue(99);
  await user.clear(servings);
  await user.type(servings, "2");
  await user.click(fewer);
  expect(servings).toHaveValue(1);
  expect(fewer).toHaveAttribute("aria-disabled", "true");
  await user.click(fewer);
  expect(servings).toHaveValue(1);
  expect(ingredientItems()[0]).toBe("100 g spaghetti — on your list");
  // From a box that holds no usable number, the steps start from the servings shown.
  await user.clear(servings);
  await user.type(servings, "abc");
  await user.click(more);
  expect(servings).toHaveValue(2);
});

test("the header row: the time the recipe states, and how many things to buy, which opens the shopping list", async () => {
  const { user } = await setup(recipe.replace("Serves 4\n", "Serves 4\nPrep: 10 min\nCook: 1 hour 5 minutes\n"));
  expect(screen.getByText("Time").nextSibling).toHaveTextContent("1 h 15 min");
  const toBuy = screen.getByRole("button", { name: "2 to buy" });
  expect(toBuy).toHaveAttribute("aria-expanded", "false");
  await user.click(toBuy);
  expect(toBuy).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("button", { name: "Shopping list" })).toHaveAttribute("aria-expanded", "true");
  const list = screen.getByRole("region", { name: "Shopping list" });
  expect(toBuy).toHaveAttribute("aria-controls", list.id);
  expect(within(list).getAllByRole("listitem")).toHaveLength(2);
});

test("a line the recipe calls optional is marked so, not to buy: the count and the shopping list leave it out", async () => {
  const { user } = await setup(recipe.replace("- salt to taste\n", "- salt to taste\n- 1 handful basil leaves (optional)\n- 2 tbsp parmesan, grated (optional)\n"));
  expect(ingredientItems().slice(-2)).toEqual(["1 handful basil leaves (optional) — on your list", "2 tbsp parmesan, grated (optional) — if you like"]);
  const toBuy = screen.getByRole("button", { name: "2 to buy" });
  await user.click(toBuy);
  const list = screen.getByRole("region", { name: "Shopping list" });
  expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  expect(list).not.toHaveTextContent(/parmesan/);
});

test("once read, the title comes first, then the header and actions, then the ingredients and the method in parts of their own", async () => {
  await setup();
  const title = screen.getByRole("heading", { level: 1, name: "Tomato Pasta" });
  const servings = screen.getByRole("spinbutton", { name: "Servings" });
  const start = screen.getByRole("button", { name: "Start cooking" });
  const ingredients = screen.getByRole("region", { name: "Ingredients" });
  const method = screen.getByRole("heading", { name: "Method" });
  const follows = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  expect(follows(title, servings) && follows(servings, start) && follows(start, ingredients) && follows(ingredients, method)).toBe(true);
  expect(title.closest(".recipe-columns")).toBeNull();
  expect(within(ingredients).getByRole("heading", { name: "Ingredients" })).toBeInTheDocument();
  expect(within(ingredients).getAllByRole("listitem")).toHaveLength(5);
  expect(ingredients).not.toContainElement(method);
  // Shown once: the title is the recipe's own heading, not repeated in the header.
  expect(screen.getAllByText("Tomato Pasta")).toHaveLength(1);
});

test("a recipe whose ingredients come after its method keeps one column, the header above it", async () => {
  await setup(`# Odd\n\nServes 2\n\n## Method\n\n1. Boil the pasta.\n2. Add the garlic.\n\n## Ingredients\n\n- 200 g pasta\n- 2 cloves garlic\n`);
  expect(screen.getByRole("spinbutton", { name: "Servings" })).toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "Ingredients" })).not.toBeInTheDocument();
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toContain("200 g pasta — on your list");
});

test("the tools are revealed a stage a commit, in order: the recipe's text, then the header and actions, then the marks; its lines are not drawn again", async () => {
  const marked = (items: readonly Element[]) => items.filter((item) => / — (on your list|to buy|pantry staple)/.test(item.textContent ?? "")).length;
  const linesOf = () => within(screen.getByRole("region", { name: "Ingredients" })).getAllByRole("listitem");
  // Each commit's mutations arrive together: what was on screen after each.
  const seen: { header: boolean; actions: boolean; marks: number; nutrition: boolean }[] = [];
  const observer = new MutationObserver(() =>
    seen.push({
      header: screen.queryByRole("spinbutton", { name: "Servings" }) !== null,
      actions: screen.queryByRole("button", { name: "Start cooking" }) !== null,
      marks: marked(screen.queryAllByRole("listitem")),
      nutrition: screen.queryByRole("heading", { name: "Nutrition per serving" }) !== null,
    }),
  );
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  render(<RecipeTools text={recipe} visitorIngredients={["spaghetti"]} preferredServings={null} />);
  // The first commit with the recipe read: its text in parts, nothing else yet, and busy.
  const lines = linesOf();
  expect(lines.map((line) => line.textContent)).toEqual(["400 g spaghetti", "1 (14 oz) can chopped tomatoes", "2 cloves garlic", "1 cup cream", "salt to taste"]);
  expect(screen.getByRole("heading", { name: "Method" })).toBeInTheDocument();
  expect(screen.queryByRole("spinbutton", { name: "Servings" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Start cooking" })).not.toBeInTheDocument();
  expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();

  await revealed();
  await screen.findByRole("heading", { name: "Nutrition per serving" });
  observer.disconnect();
  const withHeader = seen.findIndex((state) => state.header);
  const withMarks = seen.findIndex((state) => state.marks > 0);
  const withNutrition = seen.findIndex((state) => state.nutrition);
  // The header came with the actions and without the marks, the marks in a later commit (all at once), nutrition last.
  expect(seen[withHeader]).toEqual({ header: true, actions: true, marks: 0, nutrition: false });
  expect(withMarks).toBeGreaterThan(withHeader);
  expect(seen[withMarks]?.marks).toBe(lines.length);
  expect(withNutrition).toBeGreaterThan(withMarks);
  // The marks joined the lines on screen: the same elements as in the first commit.
  expect(linesOf()).toEqual(lines);
  expect(linesOf().every((line, index) => line === lines[index])).toBe(true);
  expect(marked(linesOf())).toBe(lines.length);
});

// Issue 25: a mark changes its line, and every line marked in a frame is laid out again in it.
test("a long list's marks come a stage at a time, MARK_LINES lines each, top first, before nutrition", async () => {
  const count = 2 * MARK_LINES + 3;
  const lines = Array.from({ length: count }, (_, i) => `- ${i + 1} g ingredient number ${i + 1}`);
  const long = ["# Long", "", "Serves 2", "", "## Ingredients", "", ...lines, "", "## Method", "", "1. Mix everything.", ""].join("\n");
  const marked = () => within(screen.getByRole("region", { name: "Ingredients" })).getAllByRole("listitem").map((item) => / — (on your list|to buy|pantry staple)/.test(item.textContent ?? ""));
  // Each commit's mutations arrive together: which lines were marked after each, and whether nutrition was there.
  const seen: { marked: boolean[]; nutrition: boolean }[] = [];
  const observer = new MutationObserver(() => {
    if (screen.queryByRole("region", { name: "Ingredients" })) seen.push({ marked: marked(), nutrition: screen.queryByRole("heading", { name: "Nutrition per serving" }) !== null });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  render(<RecipeTools text={long} visitorIngredients={[]} preferredServings={null} />);
  await revealed();
  await screen.findByRole("heading", { name: "Nutrition per serving" });
  observer.disconnect();
  // The counts of marked lines, each time it changed: a stage of MARK_LINES lines at a time, each a prefix of the list.
  const counts = seen.map((state) => state.marked.filter(Boolean).length).filter((n, i, all) => n !== all[i - 1]);
  expect(counts).toEqual([0, MARK_LINES, 2 * MARK_LINES, count]);
  expect(seen.every((state) => state.marked.every((mark, i) => mark === (i < state.marked.filter(Boolean).length)))).toBe(true);
  // Nutrition only once every line has its mark.
  expect(seen.filter((state) => state.nutrition).every((state) => state.marked.every(Boolean))).toBe(true);
});

// Issue 25: the split's parse of the part being written was most of a streaming frame's script at 4× CPU.
test("told the next frame's text ahead, the tools split it then, and the render that shows it parses nothing", () => {
  const live = createLiveText();
  const parsed = () => parsedCharacters() + renderParsedCharacters();
  const show = (text: string) => {
    live.set(text, live.get() !== "");
    return <RecipeTools text={text} generation={live.generation()} live={live} streaming visitorIngredients={[]} preferredServings={null} />;
  };
  const { rerender } = render(show(recipe.slice(0, 40)));
  // Told ahead: the parse happens then, not in the render.
  const next = recipe.slice(0, 120);
  const before = parsed();
  expect(live.ahead(next)).toBe(true);
  expect(parsed()).toBeGreaterThan(before);
  const told = parsed();
  rerender(show(next));
  expect(parsed()).toBe(told);
  expect(screen.getByText("400 g spaghetti")).toBeInTheDocument();
  // Not told: the render parses.
  const untold = parsed();
  rerender(show(recipe.slice(0, 200)));
  expect(parsed()).toBeGreaterThan(untold);
  expect(screen.getByText("1 cup cream")).toBeInTheDocument();
  // Told, but not shown (a Stop before that frame): the render of what was shown does no work for what was told.
  live.ahead(recipe.slice(0, 320));
  const stopped = parsed();
  rerender(<RecipeTools text={recipe.slice(0, 200)} visitorIngredients={[]} preferredServings={null} streaming={false} finished={false} />);
  expect(parsed()).toBe(stopped);
  expect(screen.queryByText(/Boil the spaghetti/)).not.toBeInTheDocument();
});

const CUT_BEFORE_STEPS = "# Tomato and Lentil Soup\n\nServes 4.\n\n## Ingredients\n\n- 200 g red lentils\n- 1 onion, chopped\n\n";

test.each([
  ["a heading", "## Steps\n"],
  ["a heading cut mid-word", "## Ste"],
  ["a bold label", "**Method:**\n"],
  ["an underlined heading", "Instructions\n------------\n\n"],
  ["a heading and a sub-heading", "### 🥘 Steps\n\n#### For the sauce\n"],
  ["a label alone", "Directions\n"],
])("a reply cut off after %s shows no heading with nothing under it", (_name, ending) => {
  for (const how of ["length", "stopped", "interrupted"] as const) {
    render(<RecipeTools text={`${CUT_BEFORE_STEPS}${ending}`} ending={how} visitorIngredients={["lentils"]} preferredServings={null} />);
    const panel = document.body;
    expect(within(panel).getAllByRole("heading").map((heading) => heading.textContent), how).toEqual(["Tomato and Lentil Soup", "Ingredients"]);
    expect(panel.textContent, how).not.toMatch(/Steps|Ste\b|Method|Instructions|Directions|For the sauce/);
    expect(screen.getByText("1 onion, chopped")).toBeInTheDocument();
    cleanup();
  }
});

test("a reply that ended on its own is shown as written, an empty last heading too; so is one that is nothing but a heading", () => {
  render(<RecipeTools text={`${CUT_BEFORE_STEPS}## Steps\n`} ending="stop" visitorIngredients={[]} preferredServings={null} />);
  expect(screen.getByRole("heading", { name: "Steps" })).toBeInTheDocument();
  cleanup();
  render(<RecipeTools text="# Tomato and Lentil Soup\n" ending="length" visitorIngredients={[]} preferredServings={null} />);
  expect(screen.getByRole("heading", { name: /Tomato and Lentil Soup/ })).toBeInTheDocument();
});
