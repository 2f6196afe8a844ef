import { pageErrorMessage, type ApiError, type ErrorCode } from "./error-codes.ts";

/**
 * Each code of the closed set (error-codes.ts) has one sentence a person reads (what went wrong, what to
 * do) and one HTTP status. Errors travel as values. The sentences of the errors the page finds by itself
 * are error-codes.ts's, on the page's first screen; the rest are here, said by the server (the page reads
 * them in the error's body) and by own-key mode's client, which loads with this module.
 */
export { ERROR_CODES, isErrorCode, notFoodError, type ApiError, type ErrorCode } from "./error-codes.ts";

export function errorMessage(code: ErrorCode): string {
  switch (code) {
    case "unsupported_media_type":
      return "The recipe request must be sent as JSON.";
    case "payload_too_large":
      return "The recipe request is too large. Use fewer or shorter ingredients.";
    case "not_found":
      return "There is nothing at this address.";
    case "method_not_allowed":
      return "This address doesn't accept that kind of request.";
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
    case "upstream_rate_limited":
      return "The AI service is getting too many requests from this server. Wait a minute, then try again.";
    case "timeout":
      return "The AI service took too long to answer. Try again in a moment.";
    case "reasoning_only":
      return "The model spent its whole length limit thinking and wrote no recipe. Try again.";
    case "upstream_interrupted":
      return "The AI service failed partway through, so the recipe stops here. Try again for a complete one.";
    case "upstream_filtered":
      return "The AI service's content filter stopped this reply partway, so the recipe stops here. Try again, or get a cookbook recipe instead.";
    case "internal_error":
      return "Something went wrong inside AI Chef. Try again.";
    default:
      return pageErrorMessage(code);
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
    case "upstream_filtered":
    case "offline":
    case "own_key_rejected":
    case "own_server_unreachable":
      return 502;
  }
}

export function apiError(code: ErrorCode, message: string = errorMessage(code)): ApiError {
  return { code, message };
}
