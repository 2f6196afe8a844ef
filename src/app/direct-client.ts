import { InferenceClient } from "@huggingface/inference";
import { streamChat, toRecipeEvent } from "../core/chat-stream.ts";
import type { ApiError, ErrorCode } from "../core/errors.ts";
import { buildMessages } from "../core/prompt.ts";
import type { RecipeEvent } from "../core/recipe-stream.ts";
import type { RecipeRequestBody } from "../core/recipe-request.ts";
import { chatCompletionsUrlFor, type Connection } from "./connection.ts";

/**
 * Own-key mode, loaded on demand by api-client.ts: the request goes from this browser straight to the
 * visitor's AI service with their token, through the same client library and stream handling the
 * server uses. `toError` words an error for own-key mode (api-client.ts's ownKeyError): errors.ts is
 * not imported here, since the bundler then moved it out of the page's entry into a chunk of its own
 * (+320 B gzip on the first screen).
 */
export async function streamDirect(
  connection: Connection,
  body: RecipeRequestBody,
  onEvent: (event: RecipeEvent) => void,
  signal: AbortSignal,
  toError: (code: ErrorCode) => ApiError,
): Promise<void> {
  const client = new InferenceClient(connection.token);
  const target = {
    endpointUrl: chatCompletionsUrlFor(connection),
    model: connection.model,
    firstByteTimeoutMs: 120_000,
    idleTimeoutMs: 60_000,
    connectDeadlineMs: 120_000,
  };
  let sentMeta = false;
  const messages = buildMessages(body.ingredients, body.preferences, body.continueFrom);
  for await (const event of streamChat(target, client, messages, signal)) {
    if (signal.aborted) return;
    if (event.type === "error") {
      onEvent(toRecipeEvent(event, toError));
      return;
    }
    if (!sentMeta) {
      sentMeta = true;
      onEvent({ type: "meta", backend: connection.kind, model: connection.model });
    }
    // Token usage is for an operator's budget; in own-key mode there is none to keep.
    onEvent(toRecipeEvent(event, toError));
  }
}
