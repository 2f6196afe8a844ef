import { performance } from "node:perf_hooks";
import { createBlockSplitter } from "../src/app/markdown-blocks.ts";
import { createCapper } from "../src/app/markdown-caps.ts";
import { replyOf } from "./sample-reply.ts";

/**
 * The page's per-update text work as the 1 MB reply grows 256 characters at a time, in Node: whether a
 * frame's fixed cost grows with the reply. As the page does it: the recipe tools' capper told the live
 * text's generation, the renderer's split told that capper's lineage (`old`: as before 2026-11-27, a
 * second capper in the renderer and no generation or lineage, every text compared whole).
 * Usage: `npx tsx bench/probe-split.ts [old]`; with `node --expose-gc --import tsx bench/probe-split.ts`
 * it also gives the heap kept at the end (the split's blocks kept a copy of the reply per update alive).
 */
const old = process.argv[2] === "old";
const reply = replyOf("megabyte");
const capA = createCapper();
const capB = createCapper();
const split = createBlockSplitter();
const generation = 1;
let at = 0;
let text = "";
const report = new Set([100_000, 300_000, 500_000, 1_000_000]);
let window: number[] = [];
let parts: number[][] = [];
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
while (at < reply.length) {
  const piece = reply.slice(at, at + 256);
  at += piece.length;
  text += piece;
  const t0 = performance.now();
  const a = old ? capA(text) : capA(text, generation);
  const t1 = performance.now();
  const b = old ? capB(a) : a;
  const t1b = performance.now();
  const blocks = old ? split(b) : split(b, capA.lineage());
  const t2 = performance.now();
  window.push(t2 - t0);
  parts.push([t1 - t0, t1b - t1, t2 - t1b]);
  for (const mark of report) {
    if (at >= mark || at >= reply.length) {
      report.delete(mark);
      const mean = window.reduce((sum, ms) => sum + ms, 0) / window.length;
      console.log(`${mark}: per update mean ${mean.toFixed(2)} ms, median ${median(window).toFixed(2)} ms, max ${Math.max(...window).toFixed(2)} ms, blocks ${blocks.finished.length}`);
      console.log(`   medians: tools' caps ${median(parts.map((p) => p[0] ?? 0)).toFixed(2)}, renderer's caps ${median(parts.map((p) => p[1] ?? 0)).toFixed(2)}, split ${median(parts.map((p) => p[2] ?? 0)).toFixed(2)}`);
      window = [];
      parts = [];
    }
  }
  if (old && at >= 500_000) break;
}
const gc = (globalThis as { gc?: () => void }).gc;
if (gc) {
  gc();
  console.log(`heap kept at the end: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
}
