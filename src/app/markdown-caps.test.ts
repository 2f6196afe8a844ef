import fc from "fast-check";
import { fromMarkdown } from "mdast-util-from-markdown";
import { expect, test } from "vitest";
import { sampleReply } from "../../bench/sample-reply.ts";
import { formatRecipeMarkdown } from "../cookbook/format.ts";
import { allRecipes } from "../cookbook/recipe.ts";
import { worstCases } from "../../tests/worst-replies.ts";
import { capMarkdown, createCapper, MAX_LINE_CHARS, MAX_NESTING, MAX_PARAGRAPH_CHARS } from "./markdown-caps.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";

type Node = { type: string; children?: Node[] };

/** How deep a tree goes, walked without recursion (the point is trees too deep for the stack). */
function depthOf(root: Node): number {
  let deepest = 0;
  const stack: [Node, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Node, number];
    deepest = Math.max(deepest, depth);
    for (const child of node.children ?? []) stack.push([child, depth + 1]);
  }
  return deepest;
}


/** Everything but blanks and the escapes the caps add: what a reader sees, in order. */
const visible = (text: string) => text.replace(/[\s\\]/g, "");

test("a recipe is never touched: every cookbook recipe and the benchmark's reply come out as they went in", () => {
  const replies = [sampleReply(10_240), ...allRecipes.map((recipe) => formatRecipeMarkdown(recipe, recipe.ingredients.slice(0, 2).map((i) => i.name), []))];
  expect(replies.length).toBeGreaterThan(600);
  for (const reply of replies) expect(capMarkdown(reply)).toBe(reply);
});

test("the worst case of each construct parses to a shallow tree, with every character still there", () => {
  for (const [name, text] of Object.entries(worstCases)) {
    const capped = capMarkdown(text);
    // Lists nested by indentation and by markers (two nodes a level: list, item), then a few inline levels.
    expect(depthOf(fromMarkdown(capped) as Node), name).toBeLessThanOrEqual(4 * MAX_NESTING + 8);
    expect(visible(capped), name).toBe(visible(text));
    // Escapes can at most double a line.
    expect(Math.max(...capped.split("\n").map((line) => line.length)), name).toBeLessThanOrEqual(2 * MAX_LINE_CHARS + 2 * MAX_NESTING);
  }
  // Twelve parses of 10,000 characters: seconds on a busy machine, not a time limit.
}, TIMEOUTS.heavyTest);

const markdownish = fc.string({ unit: fc.constantFrom(">", " ", "-", "*", "_", "`", "~", "[", "]", "(", ")", "|", "1", ".", "\n", "a", "#", "\\", "\t", "<"), maxLength: 300 });

test("capping is idempotent, keeps every visible character, and a stream capped piece by piece equals the whole", () => {
  fc.assert(
    fc.property(markdownish, fc.array(fc.nat(300), { maxLength: 6 }), (text, cuts) => {
      const capped = capMarkdown(text);
      expect(capMarkdown(capped)).toBe(capped);
      expect(visible(capped)).toBe(visible(text));
      const capper = createCapper();
      for (const cut of [...cuts].sort((a, b) => a - b)) capper(text.slice(0, cut));
      expect(capper(text)).toBe(capped);
    }),
    { numRuns: 400 },
  );
});

test("an endless paragraph is ended every 8,000 characters or so, at a line, and nothing is dropped", () => {
  const line = "Stir the sauce gently and taste it as you go, adding salt a pinch at a time.";
  const reply = `# Sauce\n\n${Array.from({ length: 400 }, () => line).join("\n")}\n\nDone.\n`;
  const capped = capMarkdown(reply);
  const paragraphs = capped.split(/\n\s*\n/);
  expect(paragraphs.length).toBeGreaterThan(3);
  for (const paragraph of paragraphs) expect(paragraph.length).toBeLessThanOrEqual(MAX_PARAGRAPH_CHARS + MAX_LINE_CHARS);
  expect(capped.replaceAll("\n", "")).toBe(reply.replaceAll("\n", ""));
  // Tables and code are left whole.
  const table = ["| a | b |", "| --- | --- |", ...Array.from({ length: 500 }, (_, i) => `| ${line} | ${i} |`)].join("\n");
  expect(capMarkdown(table)).toBe(table);
  const code = ["```", ...Array.from({ length: 400 }, () => line), "```"].join("\n");
  expect(capMarkdown(code)).toBe(code);
});

test("a stream appended to under one generation is capped as the whole, and what a lineage calls stable stays", () => {
  const longLines = `# Long\n\n${fill("word ", 3 * MAX_LINE_CHARS + 7)}\n${fill("**bold** ", 2 * MAX_LINE_CHARS)}\n\nDone.\n`;
  for (const [name, reply] of [...Object.entries(worstCases), ["the sample reply", sampleReply(10_240)], ["long lines", longLines]] as const) {
    for (const step of [97, 1_000, 4_001]) {
      const capper = createCapper();
      let previous = "";
      let lineage = capper.lineage();
      for (let end = step; end < reply.length + step; end += step) {
        const capped = capper(reply.slice(0, end), 1);
        const next = capper.lineage();
        expect(next.generation, name).toBe(lineage.generation);
        expect(capped.slice(0, lineage.stable), name).toBe(previous.slice(0, lineage.stable));
        expect(next.stable, name).toBeGreaterThanOrEqual(lineage.stable);
        previous = capped;
        lineage = next;
      }
      expect(previous, `${name}, ${step} at a time`).toBe(capMarkdown(reply));
    }
  }
  // A new generation may be anything: capped afresh, under a new lineage.
  const capper = createCapper();
  capper("# Soup\n\nStir.\n", 1);
  const before = capper.lineage();
  expect(capper("- eggs\n", 2)).toBe("- eggs\n");
  expect(capper.lineage().generation).not.toBe(before.generation);
}, TIMEOUTS.heavyTest);

/** `unit` repeated to `length` characters. */
function fill(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}
