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
  // A fixed cost past LONG_FRAME_MS: still about the budget's worth of new text (approached from below,
  // as each frame may grow only in proportion to the room the largest one left: see the next test).
  const beyond = median(run(60, 0.01).shares);
  expect(beyond).toBeLessThanOrEqual(FRAME_BUDGET_MS / 0.01);
  expect(beyond).toBeGreaterThan(0.9 * (FRAME_BUDGET_MS / 0.01));
});

test("a share is at most the largest recent frame's, grown in proportion to the time that frame left", () => {
  // Frames of 256 and 512 characters that both took 20 ms read as all fixed cost: the fit alone would
  // hand over twice the most so far (1,024); the largest frame, grown to LONG_FRAME_MS, bounds it.
  const pace = createFramePacer();
  pace.took(512, 60);
  pace.took(256, 20);
  pace.took(512, 20);
  expect(pace.chars()).toBe(Math.round((LONG_FRAME_MS * 512) / 20));
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
