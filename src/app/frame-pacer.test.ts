import { expect, test } from "vitest";
import { createFramePacer, FRAME_BUDGET_MS, LONG_FRAME_MS, MAX_CHARS, MIN_CHARS } from "./frame-pacer.ts";

/** The shares of `frames` frames whose cost is `fixed` ms plus `perChar` ms a character, and what each cost. */
function run(fixed: number, perChar: number, frames = 60): { shares: number[]; costs: number[] } {
  const pace = createFramePacer();
  const shares: number[] = [];
  const costs: number[] = [];
  for (let i = 0; i < frames; i++) {
    const chars = pace.chars();
    const ms = fixed + perChar * chars;
    pace.took(chars, ms);
    shares.push(chars);
    costs.push(ms);
  }
  return { shares: shares.slice(-20), costs: costs.slice(-20) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test("a frame's fixed cost is not read as a cost per character: the new text gets the budget", () => {
  // 2 ms fixed, 0.002 ms a character: the budget buys 4,000 characters (a model of cost per character
  // alone settled where the whole frame fits the budget: 3,000).
  expect(median(run(2, 0.002).shares)).toBe(FRAME_BUDGET_MS / 0.002);
  // A fixed cost beyond the budget: more text a frame, not less (the old model gave its floor, 256).
  const dear = run(12, 0.002);
  expect(median(dear.shares)).toBe(12 / 0.002);
  expect(Math.max(...dear.costs)).toBeLessThanOrEqual(LONG_FRAME_MS);
  // A fixed cost past LONG_FRAME_MS: still the budget's worth of new text.
  expect(median(run(60, 0.01).shares)).toBe(FRAME_BUDGET_MS / 0.01);
});

test("a frame's share stays within its floor and ceiling, and grows at most twofold a frame", () => {
  const cheap = createFramePacer();
  let last = cheap.chars();
  for (let i = 0; i < 30; i++) {
    const chars = cheap.chars();
    expect(chars).toBeLessThanOrEqual(2 * Math.max(last, 512));
    last = Math.max(last, chars);
    cheap.took(chars, chars * 0.00001);
  }
  expect(cheap.chars()).toBe(MAX_CHARS);
  expect(median(run(0, 1).shares)).toBe(MIN_CHARS);
});

test("tiny pieces and unmeasurable frames do not move the share", () => {
  const pace = createFramePacer();
  const first = pace.chars();
  pace.took(10, 40);
  pace.took(5_000, 0);
  expect(pace.chars()).toBe(first);
});
