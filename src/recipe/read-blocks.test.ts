import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { expect, test } from "vitest";
import { formatRecipeMarkdown } from "../cookbook/format.ts";
import { allRecipes } from "../cookbook/recipe.ts";
import { inlineText } from "./inline-text.ts";
import { readBlocks } from "./read-blocks.ts";

/**
 * The block reader against the page's renderer: on every corpus recipe and on generated markdown in the
 * shapes chat models write, it finds list items, headings and table rows where micromark (with GFM, as
 * the page renders) finds them — so have/need marks land on the items the cook sees.
 */

interface Found {
  items: number[];
  headings: number[];
  rows: number;
}

function micromark(markdown: string): Found {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const found: Found = { items: [], headings: [], rows: 0 };
  const walk = (node: Nodes) => {
    if (node.type === "listItem") found.items.push(node.position?.start.offset ?? -1);
    if (node.type === "heading") found.headings.push(node.position?.start.offset ?? -1);
    if (node.type === "table") found.rows += node.children.length - 1;
    if (node.type === "code") return;
    if ("children" in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return found;
}

function ours(markdown: string): Found {
  const found: Found = { items: [], headings: [], rows: 0 };
  for (const block of readBlocks(markdown)) {
    if (block.kind === "item") found.items.push(block.span.start);
    if (block.kind === "heading") found.headings.push(block.span.start);
    if (block.kind === "table") found.rows += block.rows.length;
  }
  return found;
}

const fixtures = new URL("../../tests/fixtures/recipes/", import.meta.url);

function corpus(): { name: string; markdown: string }[] {
  // The held-out thirds are left out: a miss there would be looked at, and tuned to.
  const files = readdirSync(fixtures, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      (JSON.parse(readFileSync(new URL(`${entry.name}/expected.json`, fixtures), "utf8")) as { file: string; heldOut?: boolean }[])
        .filter((expected) => expected.heldOut !== true)
        .map(({ file }) => ({ name: `${entry.name}/${file}`, markdown: readFileSync(new URL(`${entry.name}/${file}`, fixtures), "utf8") })),
    );
  // The cookbook's recipes share one shape: every tenth of them is enough to compare with micromark.
  const cookbook = allRecipes.filter((_, index) => index % 10 === 0);
  return [...files, ...cookbook.map((recipe) => ({ name: recipe.id, markdown: formatRecipeMarkdown(recipe, [], []) }))];
}

/** Without what lies in front matter, which the reader reads as such and the renderer as a rule and a heading. */
function afterFrontMatter(found: Found, markdown: string): Found {
  const end = /^---\n[\s\S]*?\n---(?:\n|$)/.exec(markdown)?.[0].length ?? 0;
  return { items: found.items.filter((at) => at >= end), headings: found.headings.filter((at) => at >= end), rows: found.rows };
}

test("on every corpus recipe, list items, headings and table rows stand where the renderer finds them", () => {
  for (const { name, markdown } of corpus()) expect(afterFrontMatter(ours(markdown), markdown), name).toEqual(afterFrontMatter(micromark(markdown), markdown));
});

const words = fc.constantFrom("Ingredients", "Method", "**Ingredients:**", "For the sauce:", "2 cups flour", "1/2 tsp salt", "Mix well.", "Serves 4", "Step 1: Chop", "**Step 2: Fry**", "Enjoy! 🍳", "a *little* oil", "`code`", "[link](https://example.com)");
const line = fc.oneof(
  words,
  fc.tuple(fc.constantFrom("# ", "## ", "### ", "#### "), words).map(([marks, text]) => `${marks}${text}`),
  fc.tuple(fc.constantFrom("", "  ", "   "), fc.constantFrom("- ", "* ", "+ ", "1. ", "2. ", "10. ", "3) "), words).map(([indent, marker, text]) => `${indent}${marker}${text}`),
  // Nested under an item: indented past its marker.
  fc.tuple(fc.constantFrom("- ", "1. "), fc.constantFrom("  ", "   ", "    "), fc.constantFrom("- ", "* ", "1. "), words, words).map(([parent, indent, marker, first, text]) => `${parent}${first}\n${indent}${marker}${text}`),
  fc.constantFrom("", "", "---", "***", "===", "> Serve hot.", "```", "| Ingredient | Amount |", "| --- | --- |", "| Flour | 200 g |", "   continued text"),
);

test("on generated markdown in chat-model shapes, list items and headings stand where the renderer finds them", () => {
  fc.assert(
    fc.property(fc.array(line, { minLength: 1, maxLength: 25 }), (lines) => {
      const markdown = lines.join("\n");
      // A reply that opens with "---", a line and "---" is front matter to the reader, a rule and a
      // heading to the renderer: compared after it, as the corpus test does.
      const theirs = afterFrontMatter(micromark(markdown), markdown);
      const mine = afterFrontMatter(ours(markdown), markdown);
      expect(mine.items, markdown).toEqual(theirs.items);
      expect(mine.headings, markdown).toEqual(theirs.headings);
    }),
    { numRuns: 600 },
  );
});

test("front matter is the reader's own: the case fast-check found compares after it", () => {
  for (const markdown of ["---\nFor the sauce:\n---", "---\nFor the sauce:\n---\n- 2 cups flour"]) {
    expect(afterFrontMatter(ours(markdown), markdown)).toEqual(afterFrontMatter(micromark(markdown), markdown));
  }
  expect(ours("---\nFor the sauce:\n---\n- 2 cups flour").items).toHaveLength(1);
});

test("inline syntax is read as the renderer shows it, every character mapped back to where it is written", () => {
  const markdown = "**1 kg** [pumpkin](https://example.com), `peeled` &amp; *diced* \\*fresh\\* ![photo](a.png) snake_case";
  const text = inlineText(markdown, 0, markdown.length);
  expect(text.text).toBe("1 kg pumpkin, peeled & diced *fresh* snake_case");
  expect(text.strong).toEqual([{ start: 0, end: 4 }]);
  for (let i = 0; i < text.text.length; i++) {
    const written = markdown.slice(text.starts[i], text.ends[i]);
    if (text.text[i] !== " ") expect(written.endsWith(text.text[i] ?? "") || written === "&amp;", `${i}: ${written}`).toBe(true);
  }
});
