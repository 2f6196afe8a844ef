import fc from "fast-check";
import { expect, test } from "vitest";
import { apiError } from "../core/errors.ts";
import type { RecipeEvent } from "../core/recipe-stream.ts";
import { initialRecipeState, recipeReducer, recipeText, recipeView, statusLine, type RecipeAction } from "./recipe-state.ts";

const run = (actions: RecipeAction[]) => actions.reduce(recipeReducer, initialRecipeState);
const start: RecipeAction = { type: "start", ingredients: ["eggs", "milk", "flour", "salt"] };
const event = (value: RecipeEvent): RecipeAction => ({ type: "event", event: value });

test("no recipe text before the first words (the panel waits hidden); the status line says the chef is at work, then thinking", () => {
  expect(recipeView(initialRecipeState)).toBeNull();
  expect(statusLine(initialRecipeState)).toBe("");
  expect(recipeView(run([start]))).toMatchObject({ text: "", streaming: true });
  expect(statusLine(run([start]))).toBe("The chef is cooking up a recipe…");
  const thinking = run([start, event({ type: "reasoning", text: "Eggs first." })]);
  // The thinking is shown apart, by request, once there is a recipe: not in the waiting panel.
  expect(recipeView(thinking)).toMatchObject({ text: "", streaming: true });
  expect(statusLine(thinking)).toBe("The chef is thinking…");
});

test("a streaming recipe is shown as streaming, with nothing to continue yet", () => {
  const state = run([start, event({ type: "meta", backend: "huggingface", model: "m" }), event({ type: "text", text: "# Pancakes" })]);
  expect(recipeView(state)).toEqual({
    text: "# Pancakes",
    streaming: true,
    source: { backend: "huggingface", model: "m" },
    finishReason: null,
    interruption: null,
    reasoning: "",
    continuable: false,
  });
  expect(statusLine(state)).toBe("");
});

test("a finished AI recipe can be continued; a cookbook one cannot; an interrupted one says why", () => {
  const ai = run([start, event({ type: "meta", backend: "openai-compatible", model: "m" }), event({ type: "text", text: "Mix." }), event({ type: "done", finishReason: "length" })]);
  expect(recipeView(ai)).toMatchObject({ streaming: false, finishReason: "length", continuable: true });
  const cookbook = run([start, event({ type: "meta", backend: "cookbook", model: "cookbook" }), event({ type: "text", text: "Mix." }), event({ type: "done", finishReason: "stop" })]);
  expect(recipeView(cookbook)).toMatchObject({ continuable: false });
  // A recipe from a shared link: no known AI to ask for the rest.
  expect(recipeView({ status: "done", ingredients: [], text: "Mix.", reasoning: "", source: null, finishReason: "length" })).toMatchObject({ continuable: false });
  const cut = run([start, event({ type: "text", text: "Mix." }), event({ type: "error", error: apiError("timeout") })]);
  expect(recipeView(cut)).toMatchObject({ finishReason: "interrupted", interruption: apiError("timeout") });
});

const anyEvent: fc.Arbitrary<RecipeEvent> = fc.oneof(
  fc.record({ type: fc.constant("text" as const), text: fc.string() }),
  fc.record({ type: fc.constant("reasoning" as const), text: fc.string() }),
  fc.constant({ type: "retract" as const }),
  fc.constant({ type: "done" as const, finishReason: "stop" as const }),
  fc.constant({ type: "error" as const, error: apiError("upstream_unavailable") }),
);

test("property: the panel shows exactly when there is recipe text (and waits, hidden, while a request is on its way), streaming exactly while the request is", () => {
  fc.assert(
    fc.property(fc.array(fc.oneof(anyEvent.map(event), fc.constant<RecipeAction>({ type: "stop" }), fc.constant(start))), (actions) => {
      const state = run(actions);
      const view = recipeView(state);
      const onItsWay = state.status === "waiting" || state.status === "streaming";
      expect(view !== null).toBe(recipeText(state) !== "" || onItsWay);
      if (view) {
        expect(view.text).toBe(recipeText(state));
        expect(view.streaming).toBe(onItsWay);
      }
    }),
  );
});
