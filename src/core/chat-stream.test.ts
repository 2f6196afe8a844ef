import { expect, test } from "vitest";
import { MAX_ATTEMPTS, backoffMs, classify, codeForStatus } from "./chat-stream.ts";

test("backoff grows per attempt with jitter between half and all of each step", () => {
  expect(MAX_ATTEMPTS).toBe(3);
  expect(backoffMs(1, () => 0)).toBe(125);
  expect(backoffMs(1, () => 0.999)).toBe(250);
  expect(backoffMs(2, () => 0)).toBe(250);
  expect(backoffMs(2, () => 0.999)).toBe(500);
  for (let i = 0; i < 100; i++) {
    const wait = backoffMs(2);
    expect(wait).toBeGreaterThanOrEqual(250);
    expect(wait).toBeLessThanOrEqual(500);
  }
});

test("upstream statuses map to our codes", () => {
  expect(codeForStatus(401, {})).toBe("bad_credentials");
  expect(codeForStatus(403, {})).toBe("bad_credentials");
  expect(codeForStatus(402, {})).toBe("out_of_credits");
  expect(codeForStatus(404, {})).toBe("model_unavailable");
  expect(codeForStatus(400, { error: { code: "model_not_supported" } })).toBe("model_unavailable");
  expect(codeForStatus(400, { error: { message: "bad" } })).toBe("upstream_error");
  expect(codeForStatus(429, "")).toBe("upstream_rate_limited");
  expect(codeForStatus(500, "")).toBe("upstream_unavailable");
  expect(codeForStatus(503, "")).toBe("upstream_unavailable");
});

test("only a 503 or a failed connection is worth another attempt", () => {
  const http = (status: number) => Object.assign(new Error("x"), { httpResponse: { status, body: "" } });
  expect(classify(http(503))).toEqual({ code: "upstream_unavailable", retryable: true });
  expect(classify(http(502))).toEqual({ code: "upstream_unavailable", retryable: false });
  expect(classify(http(200))).toEqual({ code: "upstream_error", retryable: false });
  const inStream = Object.assign(new Error("x"), { httpResponse: { status: 200, body: { error: { message: "CUDA out of memory" } } } });
  expect(classify(inStream)).toEqual({ code: "upstream_interrupted", retryable: false });
  expect(classify(new TypeError("fetch failed"))).toEqual({ code: "upstream_unavailable", retryable: true });
  expect(classify(new SyntaxError("Unexpected token"))).toEqual({ code: "upstream_error", retryable: false });
});
