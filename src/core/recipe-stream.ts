import type { ApiError } from "./errors.ts";

/**
 * The events of the recipe stream our server sends to the page (server-sent events).
 * `meta` comes first, then any number of `text`, `reasoning` and `retract`, then exactly one `done` or
 * `error`. An `error` after text ends the recipe there: the page keeps the text so far.
 */
export type Backend = "huggingface" | "openai-compatible" | "cookbook";
export type FinishReason = "stop" | "length";

/** How much of a cut-off recipe "Continue" sends back: its end, which is all the model needs to go on. */
export const MAX_CONTINUE_CHARS = 6_000;

/**
 * Exactly what "Continue" sends back of a recipe: its last MAX_CONTINUE_CHARS characters, never
 * starting with half a character. Page and server both use it: the server signs this text, the page
 * sends it, and only the same text passes.
 */
export function continuationTail(text: string): string {
  const tail = text.slice(-MAX_CONTINUE_CHARS);
  return tail.length < text.length && /^[\udc00-\udfff]/.test(tail) ? tail.slice(1) : tail;
}

/** What `meta.model` says when the built-in cookbook answers. */
export const COOKBOOK_MODEL = "built-in cookbook";

export type RecipeEvent =
  | { type: "meta"; backend: Backend; model: string }
  | { type: "text"; text: string }
  /** A reasoning model's thinking: shown as "Thinking…", never part of the recipe. */
  | { type: "reasoning"; text: string }
  /** The text so far was thinking after all (a stream that began inside a think block). */
  | { type: "retract" }
  /**
   * `signature`, from our server on a reply cut at its length limit: proof that it wrote the text,
   * sent back with `continueFrom` to continue it (own-key mode needs none).
   */
  | { type: "done"; finishReason: FinishReason; signature?: string }
  | { type: "error"; error: ApiError };

/** One SSE frame. Data is JSON so new lines inside the text survive the line-based format. */
export function encodeEvent(event: RecipeEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}
