/**
 * The closed set of things that can go wrong with a recipe request. Each code has one sentence a
 * person reads (what went wrong, what to do) and one HTTP status. Errors travel as values.
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
  "offline",
  "internal_error",
  "own_key_rejected",
  "own_server_unreachable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiError = { code: ErrorCode; message: string };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

export function errorMessage(code: ErrorCode): string {
  switch (code) {
    case "bad_request":
      return "The recipe request wasn't valid. Check your ingredient list and try again.";
    case "not_food":
      return notFoodSentence(null);
    case "unsupported_media_type":
      return "The recipe request must be sent as JSON.";
    case "payload_too_large":
      return "The recipe request is too large. Use fewer or shorter ingredients.";
    case "not_found":
      return "There is nothing at this address.";
    case "method_not_allowed":
      return "This address doesn't accept that kind of request.";
    case "rate_limited":
      return "You've asked for a lot of recipes in a short time. Wait a minute, then try again.";
    case "budget_spent":
      return "Today's AI budget for this site is used up. The built-in cookbook can still suggest a recipe.";
    case "limits_unavailable":
      return "AI Chef can't check its usage limits right now. Try again in a minute, or use the built-in cookbook.";
    case "bad_credentials":
      return "The AI service turned down this site's access. Try the built-in cookbook meanwhile.";
    case "out_of_credits":
      return "The AI service's credits for this site are used up. Try again later.";
    case "model_unavailable":
      return "The AI model this site uses isn't available right now. Try again later.";
    case "upstream_unavailable":
      return "The AI service is busy or unavailable right now. Wait a moment, then try again.";
    case "upstream_rate_limited":
      return "The AI service is getting too many requests from this server. Wait a minute, then try again.";
    case "upstream_error":
      return "The AI service sent a reply we couldn't read. Try again.";
    case "timeout":
      return "The AI service took too long to answer. Try again in a moment.";
    case "empty_reply":
      return "The chef came back with an empty reply. Try again.";
    case "reasoning_only":
      return "The model spent its whole length limit thinking and wrote no recipe. Try again.";
    case "upstream_interrupted":
      return "The AI service failed partway through, so the recipe stops here. Try again for a complete one.";
    case "offline":
      return "Couldn't reach AI Chef. Check your connection, then try again.";
    case "internal_error":
      return "Something went wrong inside AI Chef. Try again.";
    case "own_key_rejected":
      return "The AI service turned down your token. Check it in Settings, then try again.";
    case "own_server_unreachable":
      return "Couldn't reach the AI service you set up. Check its address in Settings; for Ollama, allow this page in OLLAMA_ORIGINS.";
  }
}

export function httpStatus(code: ErrorCode): number {
  switch (code) {
    case "bad_request":
    case "not_food":
      return 400;
    case "unsupported_media_type":
      return 415;
    case "payload_too_large":
      return 413;
    case "not_found":
      return 404;
    case "method_not_allowed":
      return 405;
    case "rate_limited":
    case "budget_spent":
      return 429;
    case "limits_unavailable":
      return 503;
    case "upstream_unavailable":
    case "upstream_rate_limited":
      return 503;
    case "timeout":
      return 504;
    case "internal_error":
      return 500;
    case "bad_credentials":
    case "out_of_credits":
    case "model_unavailable":
    case "upstream_error":
    case "empty_reply":
    case "reasoning_only":
    case "upstream_interrupted":
    case "offline":
    case "own_key_rejected":
    case "own_server_unreachable":
      return 502;
  }
}

export function apiError(code: ErrorCode, message: string = errorMessage(code)): ApiError {
  return { code, message };
}

// The one sentence for `not_food`, naming the item when it is known.
function notFoodSentence(item: string | null): string {
  const what = item === null ? "something on your list" : `“${item.trim()}”`;
  return `Sorry, ${what} isn't food, so AI Chef won't put it in a recipe.`;
}

/** `not_food` for one item of the visitor's list: what the page shows by the field and the server answers with a 400. */
export function notFoodError(item: string): ApiError {
  return apiError("not_food", notFoodSentence(item));
}
