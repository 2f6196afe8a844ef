import { isErrorCode, pageError, type ApiError, type PageErrorCode } from "./error-codes.ts";

/**
 * The recipe stream: the events our server sends the page (server-sent events), how one is written
 * (encodeEvent) and how one is read back (decodeEvent). How an upstream chat event becomes one is
 * toRecipeEvent, beside the upstream's events in chat-stream.ts.
 * `meta` comes first, then any number of `text`, `reasoning` and `retract`, then exactly one `done` or
 * `error`. An `error` after text ends the recipe there: the page keeps the text so far.
 */
export const BACKENDS = ["huggingface", "openai-compatible", "cookbook"] as const;
export type Backend = (typeof BACKENDS)[number];
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

export function isBackend(value: unknown): value is Backend {
  return typeof value === "string" && (BACKENDS as readonly string[]).includes(value);
}

/**
 * The error in a JSON body `{ error: { code, message } }` (an `error` event's data, or a refusal before
 * the stream), checked; a body without one stands for the status's usual code.
 */
export function decodeError(body: unknown, status: number): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (error && isErrorCode(error.code) && typeof error.message === "string") return { code: error.code, message: error.message };
  const fallback: PageErrorCode = status === 429 ? "rate_limited" : status >= 500 ? "upstream_unavailable" : "bad_request";
  return pageError(fallback);
}

/**
 * One SSE message (its `event` name and `data`) read back into the event encodeEvent wrote, checked
 * field by field; null for anything else (an unknown event, data that is not JSON or lacks its fields).
 */
export function decodeEvent(name: string | undefined, data: string): RecipeEvent | null {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(data) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  switch (name) {
    case "meta":
      return isBackend(parsed.backend) ? { type: "meta", backend: parsed.backend, model: String(parsed.model ?? "") } : null;
    case "text":
      return typeof parsed.text === "string" ? { type: "text", text: parsed.text } : null;
    case "reasoning":
      return typeof parsed.text === "string" ? { type: "reasoning", text: parsed.text } : null;
    case "retract":
      return { type: "retract" };
    case "done":
      return {
        type: "done",
        finishReason: parsed.finishReason === "length" ? "length" : "stop",
        ...(typeof parsed.signature === "string" ? { signature: parsed.signature } : {}),
      };
    case "error":
      return { type: "error", error: decodeError(parsed, 502) };
    default:
      return null;
  }
}
