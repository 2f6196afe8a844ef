import { expect, test, vi } from "vitest";
import type { FramePacer } from "./frame-pacer.ts";

/** What the next frame may hand over, after a first frame and two cheap ones of different sizes. */
function afterCheapFrames(createPacer: () => FramePacer): number {
  const pace = createPacer();
  pace.took(512, 1);
  pace.took(256, 0.5);
  pace.took(1_024, 2);
  return pace.chars();
}

// The frame pacer is not first-screen code: it comes with the panel. Until then a frame hands over a
// fixed share; once the panel has loaded, each reply's pacer is the measuring one (frame-pacer.ts).
test("a reply's frame pacer hands over a fixed share until the panel has loaded, then the measured one", async () => {
  // A module of its own: another test file in the same worker may have loaded the panel already.
  vi.resetModules();
  const { createPacer, preloadRecipePanel } = await import("./load-recipe-panel.ts");
  expect(afterCheapFrames(createPacer)).toBe(512);
  preloadRecipePanel();
  // Cheap frames: the measuring pacer hands over more (twice the most so far).
  await vi.waitFor(() => expect(afterCheapFrames(createPacer)).toBe(2_048));
});
