import { pageError, type ApiError } from "../core/error-codes.ts";
import type { RecipeRequestBody } from "../core/recipe-request.ts";
import { decodeError, decodeEvent, type RecipeEvent } from "../core/recipe-stream.ts";
import type { Connection } from "./connection.ts";
import { importDirectClient, importStreamParser } from "./on-demand-parts.ts";

export type Health = { status: "ok"; backend: string; model: string };

/**
 * The page's only route to the recipe API. Streams events to `onEvent` and never throws: every
 * failure arrives as one `error` event. An abort through `signal` is the visitor's own choice, not an
 * error, so it ends quietly.
 */
export async function streamRecipe(
  body: RecipeRequestBody,
  onEvent: (event: RecipeEvent) => void,
  signal: AbortSignal,
  origin = "",
): Promise<void> {
  let ended = false;
  const emit = (event: RecipeEvent) => {
    if (ended) return;
    if (event.type === "done" || event.type === "error") ended = true;
    onEvent(event);
  };
  try {
    const response = await fetch(`${origin}/api/recipe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok || !response.body) {
      const json: unknown = await response.json().catch(() => null);
      emit({ type: "error", error: decodeError(json, response.status) });
      return;
    }
    // The stream parser is needed only once a recipe streams: it loads then (or ahead, with the renderer).
    const { createParser } = await importStreamParser();
    const parser = createParser({
      onEvent: (message) => {
        const event = decodeEvent(message.event, message.data);
        if (event) emit(event);
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    if (!ended) emit({ type: "error", error: pageError("upstream_error") });
  } catch {
    if (signal.aborted) return;
    emit({ type: "error", error: pageError("offline") });
  }
}

/** Our server's health; null when the page is served without it; "unreachable" when the network failed. */
export async function fetchHealth(signal?: AbortSignal, origin = ""): Promise<Health | null | "unreachable"> {
  try {
    const response = await fetch(`${origin}/api/health`, { signal });
    if (!response.ok) return null;
    const health = (await response.json()) as Partial<Health> | null;
    return health?.status === "ok" && typeof health.backend === "string" && typeof health.model === "string" ? (health as Health) : null;
  } catch {
    return signal?.aborted ? null : "unreachable";
  }
}

/**
 * Own-key mode: the same request, sent from this browser straight to the visitor's AI service with
 * their token. The code for it (and the client library) loads only when it is used.
 */
export async function streamRecipeDirect(
  connection: Connection,
  body: RecipeRequestBody,
  onEvent: (event: RecipeEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const { streamDirect } = await importDirectClient();
  return streamDirect(connection, body, onEvent, signal);
}

export type ConnectionTest = { ok: true } | { ok: false; error: ApiError };

/** Checks the visitor's connection without spending tokens: the model list (or, for Hugging Face, who the token belongs to). */
export async function testConnection(connection: Connection, signal?: AbortSignal): Promise<ConnectionTest> {
  const url = connection.kind === "huggingface" ? "https://huggingface.co/api/whoami-v2" : `${connection.baseUrl}/models`;
  try {
    const response = await fetch(url, {
      headers: connection.token ? { Authorization: `Bearer ${connection.token}` } : {},
      signal,
    });
    if (response.ok) return { ok: true };
    if (response.status === 401 || response.status === 403) return { ok: false, error: pageError("own_key_rejected") };
    return { ok: false, error: pageError("own_server_unreachable") };
  } catch {
    return { ok: false, error: pageError("own_server_unreachable") };
  }
}
