import { afterEach, expect, test, vi } from "vitest";
import { scrollToStartSoon } from "./browser.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Animation frames run when the test says (the browser's API stubbed at its boundary); timers are real. */
function frames() {
  const queue: FrameRequestCallback[] = [];
  vi.stubGlobal("window", {});
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => queue.push(run));
  return {
    run() {
      const pending = queue.splice(0);
      for (const run of pending) run(0);
      return pending.length;
    },
  };
}

/** The next task, after the ones already queued (a timer of 0 queued now runs after them). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

test("the scroll to the recipe runs in a task after the frame that paints it, not inside that frame", async () => {
  const frame = frames();
  const scrollIntoView = vi.fn();
  scrollToStartSoon(() => ({ scrollIntoView }) as unknown as Element);
  expect(frame.run()).toBe(1);
  // The frame's callbacks have run (its paint follows them): no scroll, so no layout, in it.
  expect(scrollIntoView).not.toHaveBeenCalled();
  await nextTask();
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
});

test("an element not there yet is looked for again after the next frame, a few times only", async () => {
  const frame = frames();
  const scrollIntoView = vi.fn();
  let element: Element | null = null;
  scrollToStartSoon(() => element, 3);
  for (let looked = 0; looked < 2; looked++) {
    expect(frame.run()).toBe(1);
    await nextTask();
  }
  element = { scrollIntoView } as unknown as Element;
  expect(frame.run()).toBe(1);
  await nextTask();
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  // Three looks and no more.
  expect(frame.run()).toBe(0);
});
