import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { pageError, type ApiError } from "../core/error-codes.ts";
import { noPreferences } from "../core/preferences.ts";
import { COOKBOOK_MODEL, type RecipeEvent } from "../core/recipe-stream.ts";
import type { RecipeRequestBody } from "../core/recipe-request.ts";
import { streamRecipe, streamRecipeDirect } from "./api-client.ts";
import type { Connection } from "./connection.ts";
import { createLiveText } from "./live-text.ts";
import { createPacer } from "./load-recipe-panel.ts";
import { initialRecipeState, recipeReducer, type Ending, type RecipeState, type Source } from "./recipe-state.ts";
import { importCookbook } from "./on-demand-parts.ts";

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
  // The cookbook is a part fetched on demand: a fetch that fails must end the request, not leave it waiting for good.
  const cookbook = await importCookbook().catch(() => null);
  if (signal.aborted) return;
  if (cookbook === null) {
    onEvent({ type: "error", error: pageError("offline") });
    return;
  }
  const { cookbookPieces } = cookbook;
  onEvent({ type: "meta", backend: "cookbook", model: COOKBOOK_MODEL });
  for (const text of cookbookPieces(body.ingredients, body.attempt ?? 0, body.preferences ?? noPreferences, body.pantry)) onEvent({ type: "text", text });
  onEvent({ type: "done", finishReason: "stop" });
}

type Active = { controller: AbortController; stop: () => void };

// At most one render of the growing reply per frame, and only as much new text as fits a frame's
// budget: a fast provider (or a backlog arriving at once) sends far more than a screen can show, and
// rendering all of it at once made one task as long as the backlog. What does not fit waits for the
// next frame. Frames do not run in a hidden tab, so a slow timer stands in (whichever comes first).
function nextFrame(run: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(once);
  setTimeout(once, typeof requestAnimationFrame === "function" ? 250 : 16);
}

/**
 * The recipe request: started from a click, superseded or abandoned requests aborted. While a reply
 * streams, `state` changes at its turns only (the first words, the end, Stop, an error); the text of
 * every frame goes to `live`, which the recipe panel follows, so the page around it does not render
 * once a frame.
 */
export function useRecipe(initial: RecipeState = initialRecipeState) {
  const [state, dispatch] = useReducer(recipeReducer, initial);
  const [live] = useState(createLiveText);
  // Requests asked so far (a continued one is the same request): each has a panel of its own.
  const [asked, setAsked] = useState(0);
  const activeRef = useRef<Active | null>(null);

  const request = useCallback((body: RecipeRequestBody, route: RecipeRoute, options: RequestOptions = {}) => {
    activeRef.current?.controller.abort();
    const controller = new AbortController();
    // A continued recipe keeps its text: the rest is appended, and kept is what a retract leaves.
    const kept = options.continuing ?? "";
    let text = kept;
    // How much of `text` the page's state has: it is brought up to date at the reply's turns only.
    let synced = kept.length;
    // The page's own render of the first words, when it waits for a task of its own (see handle).
    let handing = false;
    live.set(kept);
    const syncText = () => {
      if (text.length === synced) return;
      dispatch({ type: "event", event: { type: "text", text: text.slice(synced) } });
      synced = text.length;
    };
    let source: Source | null = null;
    // Events received but not yet handed to React, in order: text is handed over a frame's budget at
    // a time, and an event after it (done, error) waits until the text before it is on screen.
    const queue: RecipeEvent[] = [];
    const pace = createPacer();
    let framed = false;
    // Characters the next frame hands over, when the text they make was told to `live.ahead` (0: not told).
    let told = 0;
    const schedule = () => {
      if (framed) return;
      framed = true;
      nextFrame(runFrame);
    };
    const runFrame = () => {
      framed = false;
      if (controller.signal.aborted) return;
      let budget = told || pace.chars();
      told = 0;
      const started = performance.now();
      let handed = 0;
      while (queue.length > 0) {
        const head = queue[0] as RecipeEvent;
        if (head.type !== "text") {
          queue.shift();
          handle(head);
          continue;
        }
        if (budget <= 0) break;
        const piece = head.text.slice(0, budget);
        if (piece.length === head.text.length) queue.shift();
        else queue[0] = { type: "text", text: head.text.slice(piece.length) };
        budget -= piece.length;
        // Rendered now, inside this frame, so that its cost is this frame's.
        flushSync(() => handle({ type: "text", text: piece }));
        handed += piece.length;
      }
      // The frame's cost is measured whole, to a task after it: the new text's style, layout and paint,
      // which follow this callback in the same task, are part of it. Measured to the end of the render
      // (and a forced layout), frames the pacer counted as 32 ms were 40-70 ms of the main thread's
      // time at 4x CPU (BENCHMARKS.md §12).
      // Then the next frame's text is told ahead, so a follower's work on it (the split's parse of the part
      // being written) is done in this task rather than in that frame (BENCHMARKS.md §12, "night").
      if (handed)
        setTimeout(() => {
          pace.took(handed, performance.now() - started);
          const head = queue[0];
          if (head?.type === "text" && !controller.signal.aborted) {
            const next = Math.min(head.text.length, pace.chars());
            if (live.ahead(text + head.text.slice(0, next))) told = next;
          }
        });
      if (queue.length > 0) schedule();
    };
    const finish = (finishReason: FinishedRecipe["finishReason"], signature?: string) => {
      if (activeRef.current?.controller === controller) activeRef.current = null;
      if (text !== "") options.onFinished?.({ text, source, finishReason, ...(signature ? { signature } : {}) });
    };
    activeRef.current = {
      controller,
      stop: () => {
        // What is on screen is what is kept: handing a backlog to React now would hold up the very
        // paint that answers Stop.
        queue.length = 0;
        controller.abort();
        syncText();
        dispatch({ type: "stop" });
        finish("stopped");
      },
    };
    if (options.continuing === undefined) setAsked((count) => count + 1);
    dispatch(options.continuing === undefined ? { type: "start", ingredients: body.ingredients } : { type: "continue" });

    // One event handed to React, with what it means for the request.
    const handle = (event: RecipeEvent) => {
      if (event.type === "text") {
        text += event.text;
        live.set(text, true);
        // The page shows the panel with the first words; from then on only the panel follows the text.
        // If the panel is already there (mounted, hidden, after the click), it shows them itself, and the
        // page (the list, the forms, the status line) takes them in a task after this frame, not in it:
        // that render made the first frame the longest of a reply at 4x CPU.
        if (synced === 0 && !handing) {
          if (!live.followed()) syncText();
          else {
            handing = true;
            setTimeout(() => {
              handing = false;
              if (!controller.signal.aborted) flushSync(syncText);
            });
          }
        }
        return;
      }
      syncText();
      dispatch({ type: "event", event });
      if (event.type === "meta") source = { backend: event.backend, model: event.model };
      if (event.type === "retract") {
        text = kept;
        synced = kept.length;
        live.set(kept);
      }
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
    let received = kept !== "";
    const onEvent: Parameters<typeof streamRecipe>[1] = (event) => {
      if (controller.signal.aborted) return;
      if (event.type === "text") {
        const last = queue.at(-1);
        if (last?.type === "text") queue[queue.length - 1] = { type: "text", text: last.text + event.text };
        else queue.push(event);
        schedule();
        // After schedule: what it asks of the next frame (a scroll to the recipe) comes after that frame's
        // render, so it finds the first words in place (the panel, mounted earlier, is there but empty
        // before them, and a page that ended just under it could not scroll it to the top).
        if (!received) options.onFirstText?.();
        received = true;
        return;
      }
      if (event.type === "retract") received = kept !== "";
      // Nothing waiting: handled at once (the request's start, a failure before any text).
      if (queue.length === 0) handle(event);
      else {
        queue.push(event);
        schedule();
      }
    };
    // Sent in a task after the click's: starting a fetch was ~5 ms of the click's task at 4x CPU, a task
    // often just over 50 ms (BENCHMARKS.md §12, "fifth session"), and the page's answer to the click need not
    // wait for it. Stopped meanwhile, the request ends at once (its signal is aborted).
    setTimeout(() => {
      if (route.kind === "cookbook") {
        void answerLocally(body, onEvent, controller.signal);
      } else if (route.kind === "server") {
        void streamRecipe(body, onEvent, controller.signal, route.apiOrigin);
      } else {
        void streamRecipeDirect(route.connection, body, onEvent, controller.signal);
      }
    });
  }, [live]);

  /** The visitor's own stop: ends the request at once and keeps the text so far. Not an error. */
  const stop = useCallback(() => activeRef.current?.stop(), []);

  const restore = useCallback((next: RecipeState) => {
    activeRef.current?.controller.abort();
    activeRef.current = null;
    dispatch({ type: "restore", state: next });
  }, []);

  // Leaving the page (or unmounting) abandons the request; the server then aborts upstream.
  useEffect(() => () => activeRef.current?.controller.abort(), []);

  return { state, request, stop, restore, live, asked };
}
