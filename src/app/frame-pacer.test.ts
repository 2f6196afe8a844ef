import { expect, test } from "vitest";
import { createFramePacer, FRAME_BUDGET_MS, MAX_CHARS, MIN_CHARS } from "./frame-pacer.ts";

test("a frame's share follows what the last frames cost, within its floor and ceiling", () => {
  const pace = createFramePacer();
  const first = pace.chars();
  expect(first).toBeGreaterThanOrEqual(MIN_CHARS);
  // 4,000 characters in 16 ms: twice the budget, so about half as many next time.
  pace.took(4_000, 2 * FRAME_BUDGET_MS);
  expect(pace.chars()).toBe(2_000);
  // A much cheaper frame raises the share, smoothed rather than believed whole.
  pace.took(4_000, FRAME_BUDGET_MS / 4);
  expect(pace.chars()).toBeGreaterThan(2_000);
  expect(pace.chars()).toBeLessThan(16_000);
  for (let i = 0; i < 20; i++) pace.took(10_000, 0.01);
  expect(pace.chars()).toBe(MAX_CHARS);
  for (let i = 0; i < 20; i++) pace.took(100, 500);
  expect(pace.chars()).toBe(MIN_CHARS);
});

test("tiny pieces and unmeasurable frames do not move the share", () => {
  const pace = createFramePacer();
  const first = pace.chars();
  pace.took(10, 40);
  pace.took(5_000, 0);
  expect(pace.chars()).toBe(first);
});
