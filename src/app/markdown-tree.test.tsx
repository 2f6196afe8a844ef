import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import { expect, test } from "vitest";
import { replyOf } from "../../bench/sample-reply.ts";
import { hostilePayloads, replyFor } from "../../tests/hostile-markdown-corpus.ts";
import { createCapper } from "./markdown-caps.ts";
import { createBlockSplitter, linkTransforms, liveTailOf, parseMarkdown, tailOf, type RootContent } from "./markdown-blocks.ts";
import { renderTree } from "./markdown-tree.ts";
import { markdownOptions } from "./recipe-markdown.tsx";
import { TIMEOUTS } from "../../tests/timeouts.ts";

// The oracle is react-markdown itself, with the page's options (the policy of decision 003): the tree
// path must give the same markup for every text, hostile ones included.
const byReactMarkdown = (text: string) => renderToStaticMarkup(<Markdown {...markdownOptions}>{text}</Markdown>);
const byTree = (nodes: RootContent[]) => renderToStaticMarkup(renderTree(nodes, markdownOptions));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    // Recipes only: not the corpus's own notes (README.md, OPEN-RECIPES.md).
    return name.endsWith(".md") && !/^[A-Z-]+\.md$/.test(name) ? [readFileSync(path, "utf8")] : [];
  });
}

// Real recipes by many authors (two openly licensed corpora), the benchmark's replies and every
// hostile payload of the XSS corpus, one payload per reply.
const recipes = markdownFiles("tests/fixtures/recipes");
const hostile = hostilePayloads("http://127.0.0.1:9").map((payload) => replyFor([payload]));
const bench = [replyOf("sample"), replyOf("recipe"), replyOf("table").slice(0, 12_000)];

test("the corpus is real and varied", () => {
  expect(recipes.length).toBeGreaterThan(200);
  expect(hostile.length).toBeGreaterThanOrEqual(60);
});

test("a text parsed and rendered from its tree comes out exactly as react-markdown renders it", () => {
  for (const text of [...hostile, ...bench, ...recipes]) expect(byTree(parseMarkdown(text)), text.slice(0, 80)).toBe(byReactMarkdown(text));
}, TIMEOUTS.heavyTest);

// A tree without positions (a block's positions count from where the split's input began, its text's
// from 0): two trees that agree on this render the same, since rendering reads nothing else.
const shape = (nodes: RootContent[]) => JSON.stringify(nodes, (key, value: unknown) => (key === "position" ? undefined : value));

// Rendering twice at every step made this test quadratic and a minute long on a busy machine: every
// step compares trees (what the renderer is given), and each finished block — made once per stream —
// and each reply's last live block are also rendered both ways.
test("at every step of a stream, each block the split parsed renders from the split's tree as its text renders alone", () => {
  let fromTrees = 0;
  let rendered = 0;
  let parts = 0;
  for (const text of [...hostile, ...bench, ...recipes.slice(0, 20)]) {
    const split = createBlockSplitter();
    const cap = createCapper();
    let lastLive: { nodes: RootContent[]; source: string } | null = null;
    for (let end = 53; end < text.length + 53; end += 53) {
      const blocks = split(cap(text.slice(0, end)));
      const trees = blocks.trees;
      if (!trees) continue;
      for (const [i, nodes] of trees.finished.entries()) {
        if (!nodes) continue;
        linkTransforms(nodes);
        const source = blocks.finished[trees.finishedFrom + i] as string;
        expect(shape(nodes), source.slice(0, 80)).toBe(shape(parseMarkdown(source)));
        expect(byTree(nodes)).toBe(byReactMarkdown(source));
        fromTrees++;
        rendered++;
      }
      if (trees.part && blocks.open) {
        // The part cut in this update, rendered from the split's tree: as its text (a later one behind the table's head) renders alone.
        linkTransforms(trees.part);
        const { head, parts: cut } = blocks.open;
        const source = cut.length === 1 ? (cut[0] as string) : head + (cut.at(-1) as string);
        expect(shape(trees.part), source.slice(0, 80)).toBe(shape(parseMarkdown(source)));
        expect(byTree(trees.part)).toBe(byReactMarkdown(source));
        parts++;
      }
      if (trees.live) {
        linkTransforms(trees.live);
        const source = blocks.open ? liveTailOf(blocks) : tailOf(blocks);
        expect(shape(trees.live), source.slice(0, 80)).toBe(shape(parseMarkdown(source)));
        lastLive = { nodes: trees.live, source };
        fromTrees++;
      }
    }
    if (lastLive) {
      expect(byTree(lastLive.nodes)).toBe(byReactMarkdown(lastLive.source));
      rendered++;
    }
  }
  expect(fromTrees).toBeGreaterThan(500);
  expect(rendered).toBeGreaterThan(200);
  // The recipe's long lists and the table: parts after the first come from the split's tree.
  expect(parts).toBeGreaterThan(3);
}, TIMEOUTS.heavyTest);
