import { InferenceClient } from "@huggingface/inference";
import { streamChat, toRecipeEvent } from "../core/chat-stream.ts";
import { apiError, notFoodError as notFood, type ApiError, type ErrorCode } from "../core/errors.ts";
import { withListAvoidances } from "../core/list-avoidances.ts";
import { noPreferences } from "../core/preferences.ts";
import { buildMessages } from "../core/prompt.ts";
import type { RecipeEvent } from "../core/recipe-stream.ts";
import type { RecipeRequestBody } from "../core/recipe-request.ts";
import { firstNonFood } from "../food/non-food.ts";
import { HF_ROUTER_URL } from "../core/hugging-face.ts";
import type { Connection } from "./connection.ts";

/**
 * Own-key mode, loaded on demand by api-client.ts: the request goes from this browser straight to the
 * visitor's AI service with their token, through the same client library and stream handling the
 * server uses, and errors.ts's sentences, which load with it (the first screen carries only the page's own).
 */
export async function streamDirect(
  connection: Connection,
  body: RecipeRequestBody,
  onEvent: (event: RecipeEvent) => void,
  signal: AbortSignal,
  toError: (code: ErrorCode) => ApiError = apiError,
  notFoodError: (item: string) => ApiError = notFood,
): Promise<void> {
  // The same refusal as our server's: no AI service is ever asked to cook with bleach.
  const notFood = firstNonFood(body.ingredients);
  if (notFood !== null) {
    onEvent({ type: "error", error: notFoodError(notFood) });
    return;
  }
  const client = new InferenceClient(connection.token);
  const target = {
    endpointUrl: chatCompletionsUrlFor(connection),
    model: connection.model,
    firstByteTimeoutMs: 120_000,
    idleTimeoutMs: 60_000,
    connectDeadlineMs: 120_000,
  };
  let sentMeta = false;
  const preferences = body.preferences ?? noPreferences;
  const said = withListAvoidances(body.ingredients, preferences.avoid);
  const messages = buildMessages(said.ingredients, { ...preferences, avoid: said.avoid }, body.continueFrom);
  for await (const event of streamChat(target, client, messages, signal)) {
    if (signal.aborted) return;
    if (event.type === "error") {
      onEvent(toRecipeEvent(event, (code) => toError(ownKeyCode(code, connection))));
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

function chatCompletionsUrlFor(connection: Connection): string {
  return `${connection.kind === "huggingface" ? HF_ROUTER_URL : connection.baseUrl}/chat/completions`;
}

// The server's wording speaks of the operator's token; in own-key mode the token is the visitor's.
function ownKeyCode(code: ErrorCode, connection: Connection): ErrorCode {
  if (code === "bad_credentials") return "own_key_rejected";
  if (code === "upstream_unavailable" && connection.kind === "openai-compatible") return "own_server_unreachable";
  return code;
}
