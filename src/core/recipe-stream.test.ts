import fc from "fast-check";
import { createParser } from "eventsource-parser";
import { expect, test } from "vitest";
import { ERROR_CODES, apiError } from "./errors.ts";
import { toRecipeEvent } from "./chat-stream.ts";
import { BACKENDS, decodeEvent, encodeEvent, type RecipeEvent } from "./recipe-stream.ts";

// Any text at all, lone surrogates, line breaks, U+2028 and "data:" lines included.
const anyText = fc.string({ unit: "binary", maxLength: 200 });

const recipeEvent: fc.Arbitrary<RecipeEvent> = fc.oneof(
  fc.record({ type: fc.constant("meta" as const), backend: fc.constantFrom(...BACKENDS), model: anyText }),
  fc.record({ type: fc.constant("text" as const), text: anyText }),
  fc.record({ type: fc.constant("reasoning" as const), text: anyText }),
  fc.constant({ type: "retract" as const }),
  fc.record({ type: fc.constant("done" as const), finishReason: fc.constantFrom("stop" as const, "length" as const) }),
  fc.record({ type: fc.constant("done" as const), finishReason: fc.constant("length" as const), signature: anyText }),
  fc.record({ type: fc.constant("error" as const), error: fc.record({ code: fc.constantFrom(...ERROR_CODES), message: anyText }) }),
);

/** What the page reads from a stream that arrives in the given pieces, through the parser it uses. */
function decodeStream(pieces: readonly string[]): (RecipeEvent | null)[] {
  const read: (RecipeEvent | null)[] = [];
  const parser = createParser({ onEvent: (message) => read.push(decodeEvent(message.event, message.data)) });
  for (const piece of pieces) parser.feed(piece);
  return read;
}

/** The stream cut at the given places (in any order, repeats allowed). */
function cut(stream: string, at: readonly number[]): string[] {
  const points = [...new Set(at.map((point) => point % (stream.length + 1)))].sort((a, b) => a - b);
  return [0, ...points].map((start, i) => stream.slice(start, points[i] ?? stream.length));
}

test("decoding what was encoded gives back every event, whole and in order, however the stream is cut", () => {
  fc.assert(
    fc.property(fc.array(recipeEvent, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 8 }), (events, at) => {
      const stream = events.map(encodeEvent).join("");
      expect(cut(stream, at).join("")).toBe(stream);
      expect(decodeStream(cut(stream, at))).toEqual(events);
    }),
    { numRuns: 300 },
  );
});

test.each([
  ["meta", '{"backend":"someone-else","model":"x"}'],
  ["meta", "5"],
  ["text", '{"text":42}'],
  ["reasoning", "{}"],
  ["text", "not json"],
  ["surprise", '{"text":"hi"}'],
  [undefined, '{"text":"hi"}'],
])("an event %s with data %s is not one of ours: it is dropped", (name, data) => {
  expect(decodeEvent(name, data)).toBeNull();
});

test("an error event without a known code reads as the upstream's fault, in the page's own words", () => {
  expect(decodeEvent("error", '{"error":{"code":"made_up","message":"<b>hi</b>"}}')).toEqual({ type: "error", error: apiError("upstream_unavailable") });
});

test("an upstream event reaches the page without its token usage, an error as its sentence", () => {
  expect(toRecipeEvent({ type: "done", finishReason: "length", usage: { promptTokens: 9, completionTokens: 1024 } }, apiError)).toEqual({ type: "done", finishReason: "length" });
  expect(toRecipeEvent({ type: "text", text: "Whisk" }, apiError)).toEqual({ type: "text", text: "Whisk" });
  expect(toRecipeEvent({ type: "retract" }, apiError)).toEqual({ type: "retract" });
  expect(toRecipeEvent({ type: "error", code: "timeout" }, apiError)).toEqual({ type: "error", error: apiError("timeout") });
  expect(toRecipeEvent({ type: "error", code: "bad_credentials" }, () => apiError("own_key_rejected"))).toEqual({ type: "error", error: apiError("own_key_rejected") });
});
