import fc from "fast-check";
import { expect, test } from "vitest";
import { splitAnswer, type Delta } from "./reasoning.ts";

const content = (...chunks: string[]): Delta[] => chunks.map((text) => ({ content: text }));

test("a think block before the answer is reasoning, never answer", () => {
  expect(splitAnswer(content("<think>Eggs and feta… an omelette.</think>\n\n# Omelette\n", "1. Whisk."))).toEqual({
    answer: "# Omelette\n1. Whisk.",
    reasoning: "Eggs and feta… an omelette.",
  });
});

test("a tag split at every byte boundary, in any number of chunks, is still a tag", () => {
  const whole = "<think>Let me think about eggs.</think>\n# Eggs\n\n1. Boil them <b>well</b> for 7 minutes.";
  fc.assert(
    fc.property(fc.uniqueArray(fc.integer({ min: 1, max: whole.length - 1 }), { maxLength: 12 }), (cuts) => {
      const points = [0, ...[...cuts].sort((a, b) => a - b), whole.length];
      const chunks = points.slice(1).map((end, index) => whole.slice(points[index], end));
      expect(splitAnswer(content(...chunks))).toEqual({
        answer: "# Eggs\n\n1. Boil them <b>well</b> for 7 minutes.",
        reasoning: "Let me think about eggs.",
      });
    }),
  );
});

test("every single-byte split of both tags", () => {
  const whole = "<think>R</think>A";
  for (let cut = 1; cut < whole.length; cut++) {
    expect(splitAnswer(content(whole.slice(0, cut), whole.slice(cut)))).toEqual({ answer: "A", reasoning: "R" });
  }
});

test("a stream that starts inside a block opened by the prompt template: only </think> arrives", () => {
  expect(splitAnswer(content("Okay, the user has eggs", " and feta.\n</think>\n\n# Omelette"))).toEqual({
    answer: "# Omelette",
    reasoning: "Okay, the user has eggs and feta.\n",
  });
});

test("a block that never closes is all reasoning", () => {
  expect(splitAnswer(content("<think>Hmm, eggs", ", feta, and then…"))).toEqual({ answer: "", reasoning: "Hmm, eggs, feta, and then…" });
});

test("reasoning_content and reasoning fields are reasoning; content is the answer", () => {
  expect(
    splitAnswer([{ reasoning_content: "Think A. " }, { reasoning: "Think B." }, { content: "", reasoning_content: null }, { content: "# Recipe" }]),
  ).toEqual({ answer: "# Recipe", reasoning: "Think A. Think B." });
});

test("text that only looks like the start of a tag is released at the end", () => {
  expect(splitAnswer(content("Serve with a <", "3 cm slice"))).toEqual({ answer: "Serve with a <3 cm slice", reasoning: "" });
  expect(splitAnswer(content("Heat until <th"))).toEqual({ answer: "Heat until <th", reasoning: "" });
});

test("a plain stream passes through untouched", () => {
  fc.assert(
    fc.property(fc.array(fc.string().filter((text) => !text.includes("<")), { maxLength: 10 }), (chunks) => {
      const joined = chunks.join("");
      expect(splitAnswer(content(...chunks)).answer).toBe(joined);
    }),
  );
});
