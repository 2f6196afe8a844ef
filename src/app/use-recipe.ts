import { useCallback, useEffect, useReducer, useRef } from "react";
import type { ApiError } from "../core/errors.ts";
import { noPreferences } from "../core/preferences.ts";
import { COOKBOOK_MODEL, type RecipeEvent } from "../core/recipe-stream.ts";
import { streamRecipe, streamRecipeDirect, type RecipeRequestBody } from "./api-client.ts";
import type { Connection } from "./connection.ts";
import { initialRecipeState, recipeReducer, type Ending, type RecipeState, type Source } from "./recipe-state.ts";

/**
 * Where a recipe request goes: our server; (own-key mode) straight to the visitor's AI service; or
 * the built-in cookbook, run in this browser (no server and no AI, or a one-click fallback).
 */
export type RecipeRoute = { kind: "server"; apiOrigin: string } | { kind: "direct"; connection: Connection } | { kind: "cookbook" };

/** `signature`: our server's, for a recipe cut off at its length limit (see RecipeEvent's `done`). */
export type FinishedRecipe = { text: string; source: Source | null; finishReason: Ending; signature?: string };

export type RequestOptions = {
  onFirstText?: () => void;
  /** The whole recipe so far, when this request continues it (the body carries only its end). */
  continuing?: string;
  /** The request failed before any text (the page may then try the cookbook). */
  onFailed?: (error: ApiError) => void;
  /** A recipe was completed, or stopped with some text: the moment to keep it. */
  onFinished?: (recipe: FinishedRecipe) => void;
};

/** The cookbook, loaded on demand, answering through the same events as a server would. */
async function answerLocally(body: RecipeRequestBody, onEvent: (event: RecipeEvent) => void, signal: AbortSignal) {
  const { cookbookPieces } = await import("../cookbook/cookbook-stream.ts");
  if (signal.aborted) return;
  onEvent({ type: "meta", backend: "cookbook", model: COOKBOOK_MODEL });
  for (const text of cookbookPieces(body.ingredients, body.attempt ?? 0, body.preferences ?? noPreferences, body.pantry)) onEvent({ type: "text", text });
  onEvent({ type: "done", finishReason: "stop" });
}

type Active = { controller: AbortController; stop: () => void };

// At most one render of the growing reply per frame: a fast provider (or a backlog arriving at once)
// sends far more pieces than a screen can show, and rendering each one made work per second grow
// with the stream's speed. Where frames are not run (a hidden tab, a test without a DOM), a timer.
const nextFrame: (run: () => void) => void =
  typeof requestAnimationFrame === "function" ? (run) => void requestAnimationFrame(run) : (run) => void setTimeout(run, 16);

/** The recipe request: started from a click, superseded or abandoned requests aborted. */
export function useRecipe(initial: RecipeState = initialRecipeState) {
  const [state, dispatch] = useReducer(recipeReducer, initial);
  const activeRef = useRef<Active | null>(null);

  const request = useCallback((body: RecipeRequestBody, route: RecipeRoute, options: RequestOptions = {}) => {
    activeRef.current?.controller.abort();
    const controller = new AbortController();
    // A continued recipe keeps its text: the rest is appended, and kept is what a retract leaves.
    const kept = options.continuing ?? "";
    let text = kept;
    let source: Source | null = null;
    // Text received but not yet handed to React: flushed once per frame, and before any other event.
    let pending = "";
    let framed = false;
    const flush = () => {
      framed = false;
      if (pending === "" || controller.signal.aborted) return;
      const piece = pending;
      pending = "";
      dispatch({ type: "event", event: { type: "text", text: piece } });
    };
    const finish = (finishReason: FinishedRecipe["finishReason"], signature?: string) => {
      if (activeRef.current?.controller === controller) activeRef.current = null;
      if (text !== "") options.onFinished?.({ text, source, finishReason, ...(signature ? { signature } : {}) });
    };
    activeRef.current = {
      controller,
      stop: () => {
        flush();
        controller.abort();
        dispatch({ type: "stop" });
        finish("stopped");
      },
    };
    dispatch(options.continuing === undefined ? { type: "start", ingredients: body.ingredients } : { type: "continue" });

    const onEvent: Parameters<typeof streamRecipe>[1] = (event) => {
      if (controller.signal.aborted) return;
      if (event.type === "text") {
        if (text === "") options.onFirstText?.();
        text += event.text;
        pending += event.text;
        if (!framed) {
          framed = true;
          nextFrame(flush);
        }
        return;
      }
      flush();
      dispatch({ type: "event", event });
      if (event.type === "meta") source = { backend: event.backend, model: event.model };
      if (event.type === "retract") text = kept;
      if (event.type === "done") finish(event.finishReason, event.signature);
      if (event.type === "error") {
        // Text already shown is kept as an interrupted recipe; with none, this is a plain failure.
        if (text !== "") finish("interrupted");
        else {
          if (activeRef.current?.controller === controller) activeRef.current = null;
          options.onFailed?.(event.error);
        }
      }
    };
    if (route.kind === "cookbook") {
      void answerLocally(body, onEvent, controller.signal);
    } else if (route.kind === "server") {
      void streamRecipe(body, onEvent, controller.signal, route.apiOrigin);
    } else {
      void streamRecipeDirect(route.connection, body, onEvent, controller.signal);
    }
  }, []);

  /** The visitor's own stop: ends the request at once and keeps the text so far. Not an error. */
  const stop = useCallback(() => activeRef.current?.stop(), []);

  const restore = useCallback((next: RecipeState) => {
    activeRef.current?.controller.abort();
    activeRef.current = null;
    dispatch({ type: "restore", state: next });
  }, []);

  // Leaving the page (or unmounting) abandons the request; the server then aborts upstream.
  useEffect(() => () => activeRef.current?.controller.abort(), []);

  return { state, request, stop, restore };
}
