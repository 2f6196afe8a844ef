import { readFileSync } from "node:fs";
import { expect, test, vi } from "vitest";
import { errorMessage } from "../src/core/errors.ts";
import type { RecipeEvent } from "../src/core/recipe-stream.ts";
import { FOUR, collectRecipe, setUpAppWorld } from "../tests/start-app.ts";

/**
 * Real provider responses (and documented formats no recording covered), replayed byte for byte by the
 * fake upstream through our server: see tests/fixtures/providers/SOURCES.md.
 */
const world = setUpAppWorld({ AI_CHEF_RATE_LIMIT: "10000" });
const folder = new URL("../tests/fixtures/providers/", import.meta.url);
type Entry = { file: string; provider: string; model: string; reasoning: string; usage: boolean; recorded: boolean };
const index = JSON.parse(readFileSync(new URL("index.json", folder), "utf8")) as Entry[];
const fixture = (file: string) => readFileSync(new URL(file, folder), "utf8");


/** An independent reading of a recorded stream: every `delta.content`, joined, with any think block cut out. */
function expectedAnswer(sse: string): { answer: string; reasoning: string } {
  let content = "";
  for (const line of sse.split("\n")) {
    const data = /^data:\s?(.*)$/.exec(line)?.[1];
    if (!data || data === "[DONE]") continue;
    try {
      const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
      content += chunk.choices?.[0]?.delta?.content ?? "";
    } catch {
      // Cerebras' recorded final chunk carries a stray quote after its JSON (its finish and usage):
      // the client library skips such a frame, and so does this reading.
    }
  }
  const think = /^\s*<think>([\s\S]*?)<\/think>\s*/.exec(content);
  return think ? { answer: content.slice(think[0].length), reasoning: think[1] ?? "" } : { answer: content, reasoning: "" };
}

function joined(events: RecipeEvent[], type: "text" | "reasoning"): string {
  return events.map((event) => (event.type === type ? event.text : "")).join("");
}

const recorded = index.filter((entry) => entry.recorded);

test("the recordings cover at least 8 providers", () => {
  expect(new Set(recorded.map((entry) => entry.provider)).size).toBeGreaterThanOrEqual(8);
});

for (const entry of recorded) {
  for (const chunkBytes of [undefined, 7]) {
    test(`${entry.provider} (${entry.model}), ${chunkBytes ? `in ${chunkBytes}-byte pieces` : "whole"}: only the answer reaches the page`, async () => {
      const sse = fixture(entry.file);
      world.upstream.queue({ kind: "replay", sse, ...(chunkBytes ? { chunkBytes } : {}) });
      const { events, text, last } = await collectRecipe(world.server.origin, { ingredients: FOUR });
      const expected = expectedAnswer(sse);
      expect(text).toBe(expected.answer);
      expect(text).not.toContain("<think>");
      expect(text).not.toContain("</think>");
      expect(joined(events, "reasoning")).toBe(expected.reasoning);
      if (entry.reasoning === "think-tags") expect(expected.reasoning.length).toBeGreaterThan(100);
      expect(last).toEqual({ type: "done", finishReason: "stop" });
    });
  }
}

test("reasoning_content deltas (DeepSeek's API) are reasoning; the recipe is only the content; usage is logged", async () => {
  world.upstream.queue({ kind: "replay", sse: fixture("constructed-deepseek-api-reasoning-content.sse"), chunkBytes: 50 });
  const { events, text, last } = await collectRecipe(world.server.origin, { ingredients: FOUR });
  expect(text.startsWith("# Feta and Spinach Omelette")).toBe(true);
  expect(text).not.toMatch(/Okay, the user/);
  expect(joined(events, "reasoning")).toContain("Okay, the user has eggs");
  expect(last).toEqual({ type: "done", finishReason: "stop" });
  await vi.waitFor(() => expect(world.server.logs()).toContainEqual(expect.objectContaining({ msg: "recipe", outcome: "ok", tokensIn: 62, tokensOut: 148, tokensEstimated: false })));
});

test("`reasoning` deltas (Ollama, newer vLLM, OpenRouter) are reasoning too", async () => {
  world.upstream.queue({ kind: "replay", sse: fixture("constructed-ollama-reasoning-field.sse") });
  const { events, text } = await collectRecipe(world.server.origin, { ingredients: FOUR });
  expect(text.startsWith("# Feta and Spinach Omelette")).toBe(true);
  expect(joined(events, "reasoning")).toBe("Okay, the user has eggs, spinachand feta. An omelette is quick.I'll keep it to three steps.");
});

test("a stream that starts inside a think block opened by the template: the thinking is taken back", async () => {
  world.upstream.queue({ kind: "replay", sse: fixture("constructed-vllm-unopened-think.sse") });
  const { events } = await collectRecipe(world.server.origin, { ingredients: FOUR });
  // What the page ends with: text events, with a retract clearing what came before it.
  let text = "";
  for (const event of events) {
    if (event.type === "text") text += event.text;
    if (event.type === "retract") text = "";
  }
  expect(events.some((event) => event.type === "retract")).toBe(true);
  expect(text.startsWith("# Feta and Spinach Omelette")).toBe(true);
  expect(text).not.toContain("Okay, the user");
});

test("a budget spent entirely on thinking says so, and the operator gets a hint", async () => {
  world.upstream.queue({ kind: "replay", sse: fixture("constructed-reasoning-only-length.sse") });
  const { text, last } = await collectRecipe(world.server.origin, { ingredients: FOUR });
  expect(text).toBe("");
  expect(last).toEqual({ type: "error", error: { code: "reasoning_only", message: errorMessage("reasoning_only") } });
  await vi.waitFor(() =>
    expect(world.server.logs()).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining("Raise AI_CHEF_MAX_TOKENS") as unknown })),
  );
});

test("finish_reason length with text: the recipe so far, marked as cut off", async () => {
  world.upstream.queue({ kind: "replay", sse: fixture("constructed-length-with-text.sse") });
  const { text, last } = await collectRecipe(world.server.origin, { ingredients: FOUR });
  expect(text.endsWith("2. Wilt the spinach, pour in")).toBe(true);
  expect(last).toEqual({ type: "done", finishReason: "length", signature: expect.stringMatching(/^v1\./) as unknown });
});

test("an error object inside a 200 stream (TGI) ends the recipe with a plain message after the text so far", async () => {
  world.upstream.queue({ kind: "replay", sse: fixture("constructed-tgi-in-stream-error.sse") });
  const { text, last } = await collectRecipe(world.server.origin, { ingredients: FOUR });
  expect(text).toContain("- 3 eggs");
  expect(text).not.toContain("CUDA");
  expect(last).toEqual({ type: "error", error: { code: "upstream_interrupted", message: errorMessage("upstream_interrupted") } });
});

test("a usage chunk with empty choices is read, not mistaken for text", async () => {
  world.upstream.queue({ kind: "replay", sse: fixture("constructed-openai-usage-empty-choices.sse") });
  const { text, last } = await collectRecipe(world.server.origin, { ingredients: FOUR });
  expect(text).toBe(expectedAnswer(fixture("constructed-openai-usage-empty-choices.sse")).answer);
  expect(last).toEqual({ type: "done", finishReason: "stop" });
  await vi.waitFor(() => expect(world.server.logs()).toContainEqual(expect.objectContaining({ msg: "recipe", tokensIn: 58, tokensOut: 96 })));
});

test("usage is asked for, and an upstream that refuses stream_options is asked again without it", async () => {
  world.upstream.queue({ kind: "status", status: 400, body: { error: { message: "Unrecognized request argument supplied: stream_options" } } });
  const { text } = await collectRecipe(world.server.origin, { ingredients: FOUR });
  expect(text.length).toBeGreaterThan(0);
  const [refused, retried] = world.upstream.requests;
  expect(refused?.body.stream_options).toEqual({ include_usage: true });
  expect(retried?.body.stream_options).toBeUndefined();
});
