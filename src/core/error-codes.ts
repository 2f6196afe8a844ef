/**
 * The closed set of things that can go wrong with a recipe request, and the sentences of the errors the
 * page finds by itself: the network failed, a reply ended without its end or empty, a refusal came with no
 * sentence of its own, something on the list is not food, the visitor's own AI service turned them down or
 * could not be reached. Every other sentence is in errors.ts, with the server and own-key mode that say them:
 * the page is told those in the error's own body, so its first screen carries only these.
 */
export const ERROR_CODES = [
  "bad_request",
  "not_food",
  "unsupported_media_type",
  "payload_too_large",
  "not_found",
  "method_not_allowed",
  "rate_limited",
  "budget_spent",
  "limits_unavailable",
  "bad_credentials",
  "out_of_credits",
  "model_unavailable",
  "upstream_unavailable",
  "upstream_rate_limited",
  "upstream_error",
  "timeout",
  "empty_reply",
  "reasoning_only",
  "upstream_interrupted",
  "upstream_filtered",
  "offline",
  "internal_error",
  "own_key_rejected",
  "own_server_unreachable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiError = { code: ErrorCode; message: string };

/** The codes the page words by itself (see above). */
export type PageErrorCode = Extract<
  ErrorCode,
  "bad_request" | "not_food" | "rate_limited" | "upstream_unavailable" | "upstream_error" | "empty_reply" | "offline" | "own_key_rejected" | "own_server_unreachable"
>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

export function pageErrorMessage(code: PageErrorCode): string {
  switch (code) {
    case "bad_request":
      return "The recipe request wasn't valid. Check your ingredient list and try again.";
    case "not_food":
      return notFoodSentence(null);
    case "rate_limited":
      return "You've asked for a lot of recipes in a short time. Wait a minute, then try again.";
    case "upstream_unavailable":
      return "The AI service is busy or unavailable right now. Wait a moment, then try again.";
    case "upstream_error":
      return "The AI service sent a reply we couldn't read. Try again.";
    case "empty_reply":
      return "The chef came back with an empty reply. Try again.";
    case "offline":
      return "Couldn't reach AI Chef. Check your connection, then try again.";
    case "own_key_rejected":
      return "The AI service turned down your token. Check it in Settings, then try again.";
    case "own_server_unreachable":
      return "Couldn't reach the AI service you set up. Check its address in Settings; for Ollama, allow this page in OLLAMA_ORIGINS.";
  }
}

/** One of the errors the page finds by itself, in its one sentence. */
export function pageError(code: PageErrorCode): ApiError {
  return { code, message: pageErrorMessage(code) };
}

// The one sentence for `not_food`, naming the item when it is known.
function notFoodSentence(item: string | null): string {
  const what = item === null ? "something on your list" : `“${item.trim()}”`;
  return `Sorry, ${what} isn't food, so AI Chef won't put it in a recipe.`;
}

/** `not_food` for one item of the visitor's list: what the page shows by the field and the server answers with a 400. */
export function notFoodError(item: string): ApiError {
  return { code: "not_food", message: notFoodSentence(item) };
}
