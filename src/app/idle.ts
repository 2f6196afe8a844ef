/** A piece of work that only makes a later task shorter (warming code up): safe to skip or to fail. */
export type IdleStep = () => void;

/** An idle period's deadline, when the browser gives one. */
type Deadline = Pick<IdleDeadline, "timeRemaining">;
type Schedule = (run: (deadline?: Deadline) => void) => void;

const whenIdle: Schedule =
  typeof requestIdleCallback === "function"
    ? (run) => requestIdleCallback(run)
    : // Safari and jsdom have no requestIdleCallback: a later macrotask is the nearest thing.
      (run) => setTimeout(run, 20);

/**
 * How much of an idle period must be left for another step in it. One step a period made the renderer's
 * warm-up (some 50 steps) take about 4 s at 4× CPU, and a visitor who asked sooner met its last steps
 * not yet run (BENCHMARKS.md §12); a step is a few ms, so with this much left it ends inside the period.
 */
export const STEP_ROOM_MS = 20;

/**
 * Runs the steps in order, in idle periods (as many in one as leave room, see STEP_ROOM_MS), so none
 * of them adds to a task the visitor is waiting on. A step that throws is skipped: warming up is never
 * worth an error.
 */
export function runWhenIdle(steps: readonly IdleStep[], schedule: Schedule = whenIdle): void {
  let next = 0;
  const run = (deadline?: Deadline) => {
    do {
      const step = steps[next++];
      if (!step) return;
      try {
        step();
      } catch {
        // Only a colder first render follows.
      }
    } while (next < steps.length && deadline !== undefined && deadline.timeRemaining() >= STEP_ROOM_MS);
    if (next < steps.length) schedule(run);
  };
  schedule(run);
}
