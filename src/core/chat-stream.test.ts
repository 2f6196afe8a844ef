import { InferenceClient } from "@huggingface/inference";
import { expect, test } from "vitest";
import { DEFAULT_RECIPE, startFakeUpstream } from "../../tests/fake-upstream.ts";
import { MAX_ATTEMPTS, backoffMs, classify, codeForStatus, streamChat, type UpstreamEvent } from "./chat-stream.ts";

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

test("the idle limit measures the upstream only: a consumer that holds the stream past it still gets the whole reply", async () => {
  const upstream = await startFakeUpstream();
  try {
    // Paced, so that part of the reply is still to come when the hold ends.
    upstream.queue({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 10, delayMs: 100 });
    // Long enough that a loaded machine's pauses between chunks never reach it.
    const idleTimeoutMs = 1000;
    const target = { endpointUrl: `${upstream.url}/chat/completions`, model: "m", firstByteTimeoutMs: 10_000, idleTimeoutMs, connectDeadlineMs: 10_000 };
    const events = streamChat(target, new InferenceClient(""), [{ role: "user", content: "eggs" }], new AbortController().signal);
    const first = await events.next();
    expect(first.value).toMatchObject({ type: "text" });
    // What is tested is time passing while we read nothing (a visitor who stopped reading): twice
    // the idle limit. Before, the upstream was blamed: the reply ended in a timeout.
    await new Promise((resolve) => setTimeout(resolve, 2 * idleTimeoutMs));
    const rest: UpstreamEvent[] = [];
    for await (const event of events) rest.push(event);
    expect(rest.at(-1)).toMatchObject({ type: "done", finishReason: "stop" });
    const text = [first.value, ...rest].map((event) => (event?.type === "text" ? event.text : "")).join("");
    expect(text).toBe(DEFAULT_RECIPE);
  } finally {
    await upstream.close();
  }
});
