import { expect, test } from "vitest";
import { ERROR_CODES, errorMessage, httpStatus, isErrorCode } from "./errors.ts";

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
