import { performance } from "node:perf_hooks";
import { capMarkdown } from "../src/app/markdown-caps.ts";
import { presentableTail, splitBlocks } from "../src/app/markdown-blocks.ts";
import { understandRecipe } from "../src/recipe/understand.ts";
import { worstCases } from "../tests/worst-replies.ts";

/**
 * Issue 27: the worst cases of each structure a reply can hold, 10,000 characters each, through every
 * step the page runs on reply text (caps, the streaming tail's clean-up, the block split, the recipe
 * reader). Timed, not tested: the tests check the patterns are linear (recheck) and count parse work.
 */
export type PatternRow = { name: string; capMs: number; tailMs: number; splitMs: number; readMs: number };

function timed(run: () => unknown): number {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    run();
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return Math.round((runs[2] ?? 0) * 10) / 10;
}

/** Median of 5 for each step on each worst case, in milliseconds, as the page runs them (the split and reader see the capped text). */
export function benchPatterns(): PatternRow[] {
  return Object.entries(worstCases).map(([name, text]) => {
    const capped = capMarkdown(text);
    return {
      name,
      capMs: timed(() => capMarkdown(text)),
      tailMs: timed(() => presentableTail(capped)),
      splitMs: timed(() => splitBlocks(capped)),
      readMs: timed(() => understandRecipe(capped)),
    };
  });
}
