import { performance } from "node:perf_hooks";
import { createBlockSplitter } from "../src/app/markdown-blocks.ts";
import { createCapper } from "../src/app/markdown-caps.ts";
import { replyOf } from "./sample-reply.ts";

/**
 * The page's per-update text work (the recipe tools' caps, the renderer's caps, the block split) as the
 * 1 MB reply grows 256 characters at a time, in Node: whether a frame's fixed cost grows with the reply.
 * Usage: `npx tsx bench/probe-split.ts`.
 */
const reply = replyOf("megabyte");
const capA = createCapper();
const capB = createCapper();
const split = createBlockSplitter();
let at = 0;
let text = "";
const report = new Set([100_000, 300_000, 500_000]);
const stopAt = 500_000;
let window: number[] = [];
let parts: number[][] = [];
while (at < stopAt) {
  const piece = reply.slice(at, at + 256);
  at += piece.length;
  text += piece;
  const t0 = performance.now();
  const a = capA(text);
  const t1 = performance.now();
  const b = capB(a);
  const t1b = performance.now();
  const blocks = split(b);
  const t2 = performance.now();
  window.push(t2 - t0);
  parts.push([t1 - t0, t1b - t1, t2 - t1b]);
  for (const mark of report) {
    if (at >= mark) {
      report.delete(mark);
      const sorted = [...window].sort((x, y) => x - y);
      console.log(`${mark}: per update median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)} ms, max ${sorted.at(-1)?.toFixed(2)} ms (cap ${(t1 - t0).toFixed(2)}), blocks ${blocks.finished.length}`);
      const med = (i: number) => [...parts.map((p) => p[i] ?? 0)].sort((x, y) => x - y)[Math.floor(parts.length / 2)]?.toFixed(2);
      console.log(`   medians: capA ${med(0)} capB ${med(1)} split ${med(2)}`);
      window = [];
      parts = [];
    }
  }
}
