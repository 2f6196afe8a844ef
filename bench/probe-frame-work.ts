import { performance } from "node:perf_hooks";
import { createBlockSplitter, linkTransforms, liveTailOf, parsedCharacters, type RootContent } from "../src/app/markdown-blocks.ts";
import { createCapper } from "../src/app/markdown-caps.ts";
import { renderTree } from "../src/app/markdown-tree.ts";
import { markdownOptions } from "../src/app/recipe-markdown.tsx";
import { replyOf } from "./sample-reply.ts";

/**
 * The text work of one streaming update in Node (issue 25): a reply handed over `step` characters at a
 * time, as the page does it (the tools' capper told the live text's generation, the split its lineage),
 * then GFM's link transforms and the drawing of the part still being written (`renderTree`, elements not
 * mounted). Prints the mean time of each per update, the part being written and the characters the split
 * parsed per update (the figure that does not depend on the machine's load).
 * Usage: `npx tsx bench/probe-frame-work.ts [recipe|sample|table|megabyte] [step]`.
 */
const reply = replyOf((process.argv[2] ?? "recipe") as Parameters<typeof replyOf>[0]);
const step = Number(process.argv[3] ?? "256");
const rounds = 20;
const totals = { cap: 0, split: 0, links: 0, render: 0, updates: 0, liveChars: 0, parsed: 0 };
for (let round = 0; round < rounds; round++) {
  const cap = createCapper();
  const split = createBlockSplitter();
  for (let at = step; at < reply.length + step; at += step) {
    const t0 = performance.now();
    const capped = cap(reply.slice(0, at), round + 1);
    const t1 = performance.now();
    const parsedBefore = parsedCharacters();
    const blocks = split(capped, cap.lineage());
    const parsed = parsedCharacters() - parsedBefore;
    const t2 = performance.now();
    const live = blocks.trees?.live ?? null;
    const nodes: RootContent[] = live ? structuredClone(live) : [];
    const t3 = performance.now();
    linkTransforms(nodes);
    const t4 = performance.now();
    renderTree(nodes, markdownOptions);
    const t5 = performance.now();
    if (round < 3) continue;
    totals.cap += t1 - t0;
    totals.split += t2 - t1;
    totals.links += t4 - t3;
    totals.render += t5 - t4;
    totals.updates++;
    totals.liveChars += liveTailOf(blocks).length;
    totals.parsed += parsed;
  }
}
const per = (ms: number) => (ms / totals.updates).toFixed(3);
console.log(`${reply.length} chars, ${step} per update, ${totals.updates} updates: per update cap ${per(totals.cap)} ms, split ${per(totals.split)} ms, link transforms ${per(totals.links)} ms, renderTree ${per(totals.render)} ms; live part ${(totals.liveChars / totals.updates).toFixed(0)} chars, parsed ${(totals.parsed / totals.updates).toFixed(0)} chars`);
