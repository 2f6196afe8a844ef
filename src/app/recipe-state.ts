import { pageError, type ApiError } from "../core/error-codes.ts";
import type { Backend, FinishReason, RecipeEvent } from "../core/recipe-stream.ts";

export type Source = { backend: Backend; model: string };

/** How a shown recipe ended: complete, cut off at the length limit, stopped by the visitor, or broken off by an upstream error. */
export type Ending = FinishReason | "stopped" | "interrupted";

/** One status union for the recipe request; everything else is derived during render. */
export type RecipeState =
  | { status: "idle" }
  | { status: "waiting"; ingredients: string[] }
  | {
      status: "streaming";
      ingredients: string[];
      text: string;
      /** A reasoning model's thinking: shown apart, never part of the recipe. */
      reasoning: string;
      source: Source | null;
      /** Characters of `text` that came before this request (a cut-off recipe being continued). */
      kept: number;
    }
  | {
      status: "done";
      ingredients: string[];
      text: string;
      reasoning?: string;
      source: Source | null;
      finishReason: Ending;
      /** Why an interrupted recipe stops where it does. */
      interruption?: ApiError;
      /** Our server's signature of a recipe cut off at its length limit: sent back to continue it. */
      signature?: string;
    }
  | { status: "failed"; ingredients: string[]; error: ApiError };

export type RecipeAction =
  | { type: "start"; ingredients: string[] }
  /** Ask for the rest of a recipe cut off at its length limit; the new text is appended. */
  | { type: "continue" }
  | { type: "event"; event: RecipeEvent }
  | { type: "stop" }
  | { type: "restore"; state: RecipeState };

export const initialRecipeState: RecipeState = { status: "idle" };

export function recipeReducer(state: RecipeState, action: RecipeAction): RecipeState {
  switch (action.type) {
    case "start":
      return { status: "waiting", ingredients: action.ingredients };
    case "continue":
      if (state.status !== "done") return state;
      return { status: "streaming", ingredients: state.ingredients, text: state.text, reasoning: "", source: state.source, kept: state.text.length };
    case "restore":
      return action.state;
    case "stop":
      if (state.status === "streaming") return finished(state, "stopped");
      if (state.status === "waiting") return initialRecipeState;
      return state;
    case "event":
      return applyEvent(state, action.event);
  }
}

function finished(state: Extract<RecipeState, { status: "streaming" }>, finishReason: Ending, interruption?: ApiError, signature?: string): RecipeState {
  const { ingredients, text, reasoning, source } = state;
  return { status: "done", ingredients, text, reasoning, source, finishReason, ...(interruption ? { interruption } : {}), ...(signature ? { signature } : {}) };
}

function applyEvent(state: RecipeState, event: RecipeEvent): RecipeState {
  if (state.status !== "waiting" && state.status !== "streaming") return state;
  const streaming =
    state.status === "streaming" ? state : { status: "streaming" as const, ingredients: state.ingredients, text: "", reasoning: "", source: null, kept: 0 };
  switch (event.type) {
    case "meta":
      return { ...streaming, source: { backend: event.backend, model: event.model } };
    case "text":
      return { ...streaming, text: streaming.text + event.text };
    case "reasoning":
      return { ...streaming, reasoning: streaming.reasoning + event.text };
    case "retract":
      return { ...streaming, text: streaming.text.slice(0, streaming.kept), reasoning: streaming.reasoning + streaming.text.slice(streaming.kept) };
    case "done":
      if (streaming.text === "") return { status: "failed", ingredients: state.ingredients, error: pageError("empty_reply") };
      return finished(streaming, event.finishReason, undefined, event.signature);
    case "error":
      // Text already shown stays: the recipe ends there, with the reason beside it.
      if (streaming.text !== "") return finished(streaming, "interrupted", event.error);
      return { status: "failed", ingredients: state.ingredients, error: event.error };
  }
}

/** Thinking, with no recipe text yet: the page says so and offers Stop. */
export function isThinking(state: RecipeState): boolean {
  return state.status === "streaming" && state.text === "" && state.reasoning !== "";
}

/** The recipe text on screen, if any: the panel shows only when this is non-empty. */
export function recipeText(state: RecipeState): string {
  return state.status === "streaming" || state.status === "done" ? state.text : "";
}

export function isBusy(state: RecipeState): boolean {
  return state.status === "waiting" || state.status === "streaming";
}

/** What the recipe panel shows of the request, derived from its state during render. */
export type RecipeView = {
  text: string;
  streaming: boolean;
  source: Source | null;
  finishReason: Ending | null;
  interruption: ApiError | null;
  reasoning: string;
  /** A finished AI recipe may be continued (if cut off) or asked again; a cookbook one is not continued. */
  continuable: boolean;
};

/**
 * The panel's view of the request; null when there is no request and no recipe (no panel then). While a
 * request is on its way its text may still be empty: the page then holds the panel hidden (app.tsx).
 */
export function recipeView(state: RecipeState): RecipeView | null {
  if (state.status === "waiting" || state.status === "streaming") {
    const { text, source, reasoning } = state.status === "streaming" ? state : { text: "", source: null, reasoning: "" };
    return { text, streaming: true, source, finishReason: null, interruption: null, reasoning, continuable: false };
  }
  if (state.status !== "done" || state.text === "") return null;
  const { text, source, finishReason } = state;
  return {
    text,
    streaming: false,
    source,
    finishReason,
    interruption: state.interruption ?? null,
    reasoning: state.reasoning ?? "",
    // A recipe from no known AI (one opened from a shared link) has no one to continue it.
    continuable: source !== null && source.backend !== "cookbook",
  };
}

/** The one line the page announces while a recipe is on its way, if any. */
export function statusLine(state: RecipeState): string {
  if (state.status === "waiting") return "The chef is cooking up a recipe…";
  return isThinking(state) ? "The chef is thinking…" : "";
}
