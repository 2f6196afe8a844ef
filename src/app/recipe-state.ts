import { apiError, type ApiError } from "../core/errors.ts";
import type { Backend, FinishReason, RecipeEvent } from "../core/recipe-stream.ts";

export type Source = { backend: Backend; model: string };

/** One status union for the recipe request; everything else is derived during render. */
export type RecipeState =
  | { status: "idle" }
  | { status: "waiting"; ingredients: string[] }
  | { status: "streaming"; ingredients: string[]; text: string; source: Source | null }
  | { status: "done"; ingredients: string[]; text: string; source: Source | null; finishReason: FinishReason | "stopped" }
  | { status: "failed"; ingredients: string[]; error: ApiError };

export type RecipeAction =
  | { type: "start"; ingredients: string[] }
  | { type: "event"; event: RecipeEvent }
  | { type: "stop" }
  | { type: "restore"; state: RecipeState };

export const initialRecipeState: RecipeState = { status: "idle" };

export function recipeReducer(state: RecipeState, action: RecipeAction): RecipeState {
  switch (action.type) {
    case "start":
      return { status: "waiting", ingredients: action.ingredients };
    case "restore":
      return action.state;
    case "stop":
      if (state.status === "streaming") return { ...state, status: "done", finishReason: "stopped" };
      if (state.status === "waiting") return initialRecipeState;
      return state;
    case "event":
      return applyEvent(state, action.event);
  }
}

function applyEvent(state: RecipeState, event: RecipeEvent): RecipeState {
  if (state.status !== "waiting" && state.status !== "streaming") return state;
  const source = state.status === "streaming" ? state.source : null;
  const text = state.status === "streaming" ? state.text : "";
  switch (event.type) {
    case "meta":
      return { status: "streaming", ingredients: state.ingredients, text, source: { backend: event.backend, model: event.model } };
    case "text":
      return { status: "streaming", ingredients: state.ingredients, text: text + event.text, source };
    case "done":
      if (text === "") return { status: "failed", ingredients: state.ingredients, error: apiError("empty_reply") };
      return { status: "done", ingredients: state.ingredients, text, source, finishReason: event.finishReason };
    case "error":
      return { status: "failed", ingredients: state.ingredients, error: event.error };
  }
}

/** The recipe text on screen, if any: the panel shows only when this is non-empty. */
export function recipeText(state: RecipeState): string {
  return state.status === "streaming" || state.status === "done" ? state.text : "";
}

export function isBusy(state: RecipeState): boolean {
  return state.status === "waiting" || state.status === "streaming";
}
