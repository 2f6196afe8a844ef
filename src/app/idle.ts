/** A piece of work that only makes a later task shorter (warming code up): safe to skip or to fail. */
export type IdleStep = () => void;

type Schedule = (run: () => void) => void;

const whenIdle: Schedule =
  typeof requestIdleCallback === "function"
    ? (run) => requestIdleCallback(run)
    : // Safari and jsdom have no requestIdleCallback: a later macrotask is the nearest thing.
      (run) => setTimeout(run, 20);

/**
 * Runs the steps in order, each in its own idle period, so none of them adds to a task the visitor is
 * waiting on. A step that throws is skipped: warming up is never worth an error.
 */
export function runWhenIdle(steps: readonly IdleStep[], schedule: Schedule = whenIdle): void {
  let next = 0;
  const run = () => {
    const step = steps[next++];
    if (!step) return;
    try {
      step();
    } catch {
      // Only a colder first render follows.
    }
    if (next < steps.length) schedule(run);
  };
  schedule(run);
}
