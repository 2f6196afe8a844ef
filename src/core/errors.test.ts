import { expect, test } from "vitest";
import { pageError } from "./error-codes.ts";
import { ERROR_CODES, apiError, errorMessage, httpStatus, isErrorCode } from "./errors.ts";

test("every code has its own sentence and an error status", () => {
  const sentences = new Set(ERROR_CODES.map(errorMessage));
  expect(sentences.size).toBe(ERROR_CODES.length);
  for (const code of ERROR_CODES) {
    expect(httpStatus(code)).toBeGreaterThanOrEqual(400);
    expect(errorMessage(code)).toMatch(/\.$/);
  }
});

test("bad input is a 4xx, never a 5xx", () => {
  for (const code of ["bad_request", "unsupported_media_type", "payload_too_large", "rate_limited"] as const) {
    expect(httpStatus(code)).toBeLessThan(500);
  }
});

test("only known codes are recognised", () => {
  expect(isErrorCode("timeout")).toBe(true);
  expect(isErrorCode("boom")).toBe(false);
  expect(isErrorCode(42)).toBe(false);
});

test("an error the page words by itself reads as the server words it", () => {
  const pageCodes = ["bad_request", "not_food", "rate_limited", "upstream_unavailable", "upstream_error", "empty_reply", "offline", "own_key_rejected", "own_server_unreachable"] as const;
  for (const code of pageCodes) expect(pageError(code)).toEqual(apiError(code));
});
