import { expect, test } from "vitest";
import { runWhenIdle, STEP_ROOM_MS } from "./idle.ts";

/** Idle periods handed out by the test: each run gets a deadline whose time left falls as steps take it. */
function periods(lengths: number[], stepMs: number) {
  const queue: ((deadline?: { timeRemaining: () => number }) => void)[] = [];
  let spent = 0;
  const schedule = (run: (typeof queue)[number]) => void queue.push(run);
  const nextPeriod = () => {
    const length = lengths.shift();
    const run = queue.shift();
    if (!run) return false;
    spent = 0;
    run(length === undefined ? undefined : { timeRemaining: () => Math.max(0, length - spent) });
    return true;
  };
  return { schedule, nextPeriod, step: () => (spent += stepMs) };
}

test("the steps run in order, as many in an idle period as leave room, and one that throws is skipped", () => {
  const ran: number[] = [];
  const idle = periods([50, STEP_ROOM_MS - 1, 50, 50], 10);
  const steps = [0, 1, 2, 3, 4, 5, 6].map((index) => () => {
    idle.step();
    if (index === 2) throw new Error("cold");
    ran.push(index);
  });
  runWhenIdle(steps, idle.schedule);
  const perPeriod: number[][] = [];
  while (idle.nextPeriod()) perPeriod.push([...ran.splice(0)]);
  // A period of 50 ms: a step while at least 20 ms are left (50, 40, 30, 20 before each; the third
  // throws), none at 10. A period with less room: its one step. Then the rest.
  expect(perPeriod).toEqual([[0, 1, 3], [4], [5, 6]]);
});

test("without a deadline (no requestIdleCallback), one step a turn", () => {
  const ran: number[] = [];
  const idle = periods([], 10);
  runWhenIdle([0, 1, 2].map((index) => () => void ran.push(index)), idle.schedule);
  const perTurn: number[] = [];
  while (idle.nextPeriod()) perTurn.push(ran.length);
  expect(perTurn).toEqual([1, 2, 3]);
});
