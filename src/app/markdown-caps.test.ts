import fc from "fast-check";
import { fromMarkdown } from "mdast-util-from-markdown";
import { expect, test } from "vitest";
import { sampleReply } from "../../bench/sample-reply.ts";
import { formatRecipeMarkdown } from "../cookbook/format.ts";
import { allRecipes } from "../cookbook/recipe.ts";
import { capMarkdown, createCapper, MAX_LINE_CHARS, MAX_NESTING } from "./markdown-caps.ts";

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

const WORST = 10_000;
const fill = (unit: string) => unit.repeat(Math.ceil(WORST / unit.length)).slice(0, WORST);

/** The worst cases of each construct, 10,000 characters each (the same as the benchmark's). */
const worstCases: Record<string, string> = {
  "nested quotes": fill("> "),
  "nested quotes, then lazy lines": `${fill("> ").slice(0, WORST / 2)}\n${"x\n".repeat(WORST / 4)}`,
  "nested lists": fill("- "),
  "nested numbered lists": fill("1. "),
  "lists nested by indentation": Array.from({ length: 90 }, (_, i) => `${" ".repeat(i * 2)}- x`).join("\n").slice(0, WORST),
  "nested emphasis": `${"*".repeat(WORST / 2 - 1)}a${"*".repeat(WORST / 2)}`,
  "unmatched emphasis": `${fill("_a ").slice(0, WORST / 2)}${fill(" a*").slice(0, WORST / 2)}`,
  brackets: `${fill("[").slice(0, WORST / 2)}${fill("]").slice(0, WORST / 2)}`,
  "link openers": fill("[a]("),
  backticks: Array.from({ length: 140 }, (_, i) => "`".repeat(i + 1)).join(" ").slice(0, WORST),
  pipes: `|${"a|".repeat(WORST / 4)}\n|${"-|".repeat(WORST / 4)}`,
  "one long line": fill("word "),
};

/** Everything but blanks and the escapes the caps add: what a reader sees, in order. */
const visible = (text: string) => text.replace(/[\s\\]/g, "");

test("a recipe is never touched: the cookbook's 625 recipes and the benchmark's reply come out as they went in", () => {
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
}, 60_000);

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
