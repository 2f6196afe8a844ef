import { render } from "@testing-library/react";
import Markdown from "react-markdown";
import { expect, test } from "vitest";
import { replyOf } from "../../bench/sample-reply.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";
import { createBlockSplitter, emptyBlocks, PART_CHARS, parsedCharacters, renderParsedCharacters, splitBlocks } from "./markdown-blocks.ts";
import { CHARS_PER_LINE, GROUP_BLOCKS, markdownOptions, mountedWarmUp, prefixesOf, RecipeMarkdown, WARM_UP_REPLY, WARM_UP_UPDATE, warmUpSteps } from "./recipe-markdown.tsx";

// Every kind of block a reply may hold, and the joins where a block's end depends on what follows:
// a loose numbered list, a list right under a paragraph, a table interrupting a paragraph, a setext
// heading, blank lines inside code, a lazy quote line, raw HTML, links and an image.
const REPLY = [
  "# Shakshuka",
  "",
  "Eggs poached in a **spiced** tomato sauce, from [a good source](https://example.com/shakshuka).",
  "",
  "Serves two",
  "---------",
  "",
  "You will need:",
  "- 4 eggs",
  "- 1 can tomatoes",
  "  - or 6 fresh ones",
  "",
  "1. Soften the onion.",
  "",
  "2. Add the spices and tomatoes.",
  "",
  "10. Crack in the eggs.",
  "",
  "Timings",
  "| Step | Minutes |",
  "| --- | ---: |",
  "| Sauce | 15 |",
  "| Eggs | 8 |",
  "",
  "```",
  "sauce first",
  "",
  "eggs last",
  "```",
  "",
  "> Serve it in the pan",
  "with bread.",
  "",
  "<div>raw html is dropped</div>",
  "",
  "![a photo](https://example.com/photo.jpg) and `code`, then ***",
  "",
  "***",
  "",
  "Done.",
  "",
].join("\n");

/** The rendered blocks, without the whitespace between them that one whole-document render adds. */
function blocksOf(container: HTMLElement): string[] {
  const root = container.querySelector(".markdown") ?? container;
  return Array.from(root.children, (element) => element.outerHTML);
}

function renderedAtOnce(text: string): string[] {
  const { container, unmount } = render(
    <div className="markdown">
      <Markdown {...markdownOptions}>{text}</Markdown>
    </div>,
  );
  const blocks = blocksOf(container);
  unmount();
  return blocks;
}

test("streamed chunk by chunk, a block is never rendered again once it is finished", () => {
  for (const size of [1, 7, 20]) {
    const renders: { index: number; chunk: number }[] = [];
    let chunk = 0;
    const onBlockRender = (index: number) => renders.push({ index, chunk });
    // The oracle: after which chunk each block counts as finished.
    const split = createBlockSplitter();
    const finishedAt: number[] = [];
    const chunks = prefixesOf(REPLY, size);
    const { rerender } = render(<RecipeMarkdown text="" streaming onBlockRender={onBlockRender} />);
    for (const [i, text] of chunks.entries()) {
      chunk = i;
      rerender(<RecipeMarkdown text={text} streaming onBlockRender={onBlockRender} />);
      const finished = split(text).finished.length;
      while (finishedAt.length < finished) finishedAt.push(i);
    }

    expect(finishedAt.length, `blocks finished with ${size}-character chunks`).toBeGreaterThan(10);
    for (const [index, at] of finishedAt.entries()) {
      const later = renders.filter((r) => r.index === index && r.chunk > at);
      expect(later, `renders of block ${index} after it finished (${size}-character chunks)`).toEqual([]);
    }
    // Linear: one render of the growing block per chunk, plus one as each block finishes.
    expect(renders.length).toBeLessThanOrEqual(chunks.length + finishedAt.length);
  }
});

test("streamed chunk by chunk, the reply comes out exactly as rendering the whole text at once", () => {
  for (const size of [1, 3, 7, 20]) {
    const { container, rerender, unmount } = render(<RecipeMarkdown text="" streaming />);
    for (const text of prefixesOf(REPLY, size)) rerender(<RecipeMarkdown text={text} streaming />);
    rerender(<RecipeMarkdown text={REPLY} streaming={false} />);
    const streamed = blocksOf(container);
    unmount();
    expect(streamed, `${size}-character chunks`).toEqual(renderedAtOnce(REPLY));
  }
});

test("at every step of a stream, the blocks so far render as the same text would at once", () => {
  const { container, rerender } = render(<RecipeMarkdown text="" streaming={false} />);
  // The oracle keeps one root and renders each prefix whole into it (mounting 700 roots was most of the time).
  const atOnce = render(<div className="markdown" />);
  for (const text of prefixesOf(REPLY, 1)) {
    rerender(<RecipeMarkdown text={text} streaming={false} />);
    atOnce.rerender(
      <div className="markdown">
        <Markdown {...markdownOptions}>{text}</Markdown>
      </div>,
    );
    expect(blocksOf(container), JSON.stringify(text.slice(-40))).toEqual(blocksOf(atOnce.container));
  }
  // Two renders for every character of the reply: over a minute on a busy machine.
}, TIMEOUTS.heavyTest);

test("document-wide markdown still resolves: a link reference and a footnote defined further down", () => {
  const reply = [
    "# Notes",
    "",
    "See [the guide][guide] for knife skills.[^1]",
    "",
    "- chop",
    "- slice",
    "",
    "[guide]: https://example.com/knives",
    "",
    "[^1]: Sharp knives are safer.",
    "",
  ].join("\n");
  const { container, rerender } = render(<RecipeMarkdown text="" streaming />);
  for (const text of prefixesOf(reply, 5)) rerender(<RecipeMarkdown text={text} streaming />);
  rerender(<RecipeMarkdown text={reply} streaming={false} />);
  expect(blocksOf(container)).toEqual(renderedAtOnce(reply));
  expect(container.querySelector('a[href="https://example.com/knives"]')).not.toBeNull();
});

test("a long table and a long numbered list streamed in parts render as one table and one list, cell for cell", () => {
  const rows = Array.from({ length: 150 }, (_, i) => `| row ${i} | ${i * 3} g | **note** ${i} |`);
  const items = Array.from({ length: 150 }, (_, i) => `${i + 3}. step ${i}, stirring *gently*`);
  const reply = ["| item | amount | note |", "| --- | ---: | :---: |", ...rows, "", "Between.", "", ...items, "", "End.", ""].join("\n");
  const { container, rerender } = render(<RecipeMarkdown text="" streaming />);
  for (const text of prefixesOf(reply, 97)) rerender(<RecipeMarkdown text={text} streaming />);
  rerender(<RecipeMarkdown text={reply} streaming={false} />);
  const atOnce = render(
    <div className="markdown">
      <Markdown {...markdownOptions}>{reply}</Markdown>
    </div>,
  ).container;
  const table = container.querySelectorAll("table");
  expect(table).toHaveLength(1);
  const cells = (root: Element) => Array.from(root.querySelectorAll("th, td"), (cell) => `${cell.tagName}:${cell.getAttribute("style") ?? ""}:${cell.innerHTML}`);
  expect(cells(container)).toEqual(cells(atOnce));
  expect(table[0]?.querySelectorAll("thead")).toHaveLength(1);
  const lists = container.querySelectorAll("ol");
  expect(lists).toHaveLength(1);
  expect(lists[0]?.getAttribute("start")).toBe("3");
  const itemsOf = (root: Element) => Array.from(root.querySelectorAll("li"), (item) => item.innerHTML);
  expect(itemsOf(container)).toEqual(itemsOf(atOnce));
  expect(container.textContent).toContain("End.");
});

test("a table or list in parts stands in off screen at a height from its length, set as a part is cut, not every update", () => {
  const items = Array.from({ length: 120 }, (_, i) => `${i + 1}. Stir the sauce ${i} times, then taste it again.`);
  const reply = ["# Sauce", "", ...items, "", "Serve.", ""].join("\n");
  const list = reply.slice(reply.indexOf("1."), reply.indexOf("\n\nServe.") + 1);
  const { container, rerender } = render(<RecipeMarkdown text="" streaming />);
  const estimates: string[] = [];
  for (const text of prefixesOf(reply, 97)) {
    rerender(<RecipeMarkdown text={text} streaming />);
    const estimate = container.querySelector("ol")?.style.getPropertyValue("--block-lines") ?? "";
    if (estimate !== "" && estimate !== estimates.at(-1)) estimates.push(estimate);
  }
  rerender(<RecipeMarkdown text={reply} streaming={false} />);
  const lines = Number(container.querySelector("ol")?.style.getPropertyValue("--block-lines"));
  // The whole list: about a line per CHARS_PER_LINE characters (the 3 lines of a short block would let
  // the browser judge a long list far below as near, and lay it out with everything new).
  expect(lines).toBe(Math.ceil(list.length / CHARS_PER_LINE));
  expect(lines).toBeGreaterThan(items.length);
  // It changed as parts were cut (a few times), not with every update (dozens).
  expect(estimates.length).toBeGreaterThan(1);
  expect(estimates.length).toBeLessThan(list.length / PART_CHARS + 2);
  // A short block has none: the stylesheet's 3 lines.
  expect(container.querySelector("h1")?.style.getPropertyValue("--block-lines")).toBe("");
});

test("a block keeps its elements when it finishes: a table in parts is not built again as the reply moves past it", () => {
  const rows = Array.from({ length: 400 }, (_, i) => `| row ${i} | ${i * 3} g |`);
  const reply = ["# Batch", "", "| item | amount |", "| --- | ---: |", ...rows, "", "Mix and serve.", ""].join("\n");
  const tableEnd = reply.indexOf("\n\nMix");
  const { container, rerender } = render(<RecipeMarkdown text="" streaming />);
  for (const text of prefixesOf(reply.slice(0, tableEnd), 97)) rerender(<RecipeMarkdown text={text} streaming />);
  // While the table is the block being written: its element and its first and last rows so far.
  const table = container.querySelector("table");
  const firstRow = container.querySelector("tbody tr");
  const heading = container.querySelector("h1");
  expect(container.querySelectorAll("tbody").length, "the table is in parts").toBeGreaterThan(2);
  for (const text of prefixesOf(reply, 97).filter((text) => text.length > tableEnd)) rerender(<RecipeMarkdown text={text} streaming />);
  rerender(<RecipeMarkdown text={reply} streaming={false} />);
  expect(container.querySelector("table")).toBe(table);
  expect(container.querySelector("tbody tr")).toBe(firstRow);
  expect(container.querySelector("h1")).toBe(heading);
  expect(container.querySelectorAll("tbody tr")).toHaveLength(400);
});

test("an update parses the block being written once: the renderer draws the split's own tree", () => {
  // A fast provider's frame (200 characters) of a recipe (long lists) and of a table.
  for (const kind of ["recipe", "table"] as const) {
    const text = replyOf(kind).slice(0, 12_000);
    const { rerender, unmount } = render(<RecipeMarkdown text="" streaming />);
    const split = parsedCharacters();
    const rendered = renderParsedCharacters();
    for (let end = 200; end < text.length + 200; end += 200) rerender(<RecipeMarkdown text={text.slice(0, end)} streaming />);
    unmount();
    // The renderer parses only where the split's tree is not what is shown: a half-written link or
    // emphasis the streaming touches complete, a table's or list's first part, the part being written
    // just after a part was cut (its first row or item). A part cut from a table or tight list is drawn
    // from the split's tree too (a 12,000-character table: 2,262 characters parsed to be rendered, where
    // each part parsed again made it 11,447). Parsing every block twice, it would be all of the split's.
    expect(renderParsedCharacters() - rendered, kind).toBeLessThan((parsedCharacters() - split) / 4);
    if (kind === "table") expect(renderParsedCharacters() - rendered).toBeLessThan(text.length / 3);
  }
});

test("a reply of hundreds of blocks, across groups: every block shown in order, only the newest rendered again", () => {
  const paragraphs = Array.from({ length: GROUP_BLOCKS * 6 + 5 }, (_, i) => `Paragraph ${i}.\n\n`).join("");
  let renders = 0;
  const onBlockRender = () => renders++;
  const { container, rerender } = render(<RecipeMarkdown text={paragraphs} streaming onBlockRender={onBlockRender} />);
  renders = 0;
  rerender(<RecipeMarkdown text={`${paragraphs}One more`} streaming onBlockRender={onBlockRender} />);
  // The block being written and the one it ended, not the hundreds before them.
  expect(renders).toBeLessThanOrEqual(2);
  rerender(<RecipeMarkdown text={`${paragraphs}One more.\n\nAnd another`} streaming={false} onBlockRender={onBlockRender} />);
  expect(renders).toBeLessThanOrEqual(4);
  const shown = Array.from(container.querySelectorAll(".markdown > p"), (p) => p.textContent);
  expect(shown).toHaveLength(GROUP_BLOCKS * 6 + 7);
  expect(shown.slice(-3)).toEqual([`Paragraph ${GROUP_BLOCKS * 6 + 4}.`, "One more.", "And another"]);
});

test("a list cut into parts in the same update as the block before it ended is still one list", () => {
  const items = Array.from({ length: 80 }, (_, i) => `- item ${i} with a few words`);
  const reply = ["Intro.", "", ...items, "- still being written"].join("\n");
  const { container, rerender } = render(<RecipeMarkdown text="" streaming />);
  // One update: the paragraph ends, and the list after it is cut into parts, in the same split.
  rerender(<RecipeMarkdown text={reply} streaming />);
  expect(container.querySelectorAll("ul")).toHaveLength(1);
  expect(container.querySelectorAll("ul > li")).toHaveLength(81);
});

test("a finished reply shown again in runs of its blocks (the tools' ingredients and method) is drawn from the trees it was drawn from", () => {
  const reply = replyOf("recipe");
  const { rerender } = render(<RecipeMarkdown text="" streaming />);
  for (const text of prefixesOf(reply, 200)) rerender(<RecipeMarkdown text={text} streaming />);
  rerender(<RecipeMarkdown text={reply} streaming={false} />);
  const ingredientsAt = reply.indexOf("## Ingredients");
  const methodAt = reply.indexOf("## Method");
  const split = parsedCharacters();
  const rendered = renderParsedCharacters();
  for (const run of [reply.slice(ingredientsAt, methodAt), reply.slice(methodAt)]) {
    const { container, unmount } = render(<RecipeMarkdown text={run} streaming={false} />);
    const atOnce = render(
      <div className="markdown">
        <Markdown {...markdownOptions}>{run}</Markdown>
      </div>,
    ).container;
    const itemsOf = (root: Element) => Array.from(root.querySelectorAll("li"), (item) => item.innerHTML);
    expect(itemsOf(container)).toEqual(itemsOf(atOnce));
    expect(container.querySelectorAll("ul, ol")).toHaveLength(1);
    unmount();
  }
  // Nothing split again; parsed to be drawn, only the method's last step (the part still open when the reply ended).
  expect(parsedCharacters() - split).toBe(0);
  expect(renderParsedCharacters() - rendered).toBeLessThan(200);
});

test("while a long list streams in parts, an update renders the part being written and the one just cut, never the parts before", () => {
  // A reply no other test streamed: a splitter may start from another's split of the same text, cut elsewhere.
  const reply = replyOf("recipe").replace("A Very Long Stew", "A Very Long Soup");
  let renders = 0;
  const onBlockRender = () => renders++;
  const perUpdate: number[] = [];
  const { container, rerender } = render(<RecipeMarkdown text="" streaming onBlockRender={onBlockRender} />);
  for (const text of prefixesOf(reply, 128)) {
    renders = 0;
    rerender(<RecipeMarkdown text={text} streaming onBlockRender={onBlockRender} />);
    perUpdate.push(renders);
  }
  // The lists really were in parts: dozens of them, each a block component of its own.
  expect(container.querySelectorAll("ul > li").length).toBeGreaterThan(70);
  expect(reply.length / PART_CHARS).toBeGreaterThan(30);
  // After the first update (which draws every block it brings): the part being written and the part just
  // cut from it, or a block that ended and the one after it; never a finished part or block again.
  expect(perUpdate.length).toBeGreaterThan(70);
  expect(Math.max(...perUpdate.slice(1))).toBeLessThanOrEqual(2);
});

test("the warm-up streams a recipe through the split and the drawing in small steps, and leaves no split behind", () => {
  // The warm-up's reply takes the paths a recipe's frames take: a list, a numbered method and a table cut into parts.
  // (Split without a splitter, which would keep its split among the recent ones.)
  let blocks = emptyBlocks;
  const cut = new Set<string>();
  for (const text of prefixesOf(WARM_UP_REPLY, WARM_UP_UPDATE)) {
    blocks = splitBlocks(text, blocks);
    if (blocks.open) cut.add(blocks.open.kind === "table" ? "table" : blocks.open.ordered ? "ordered list" : "list");
  }
  expect([...cut].sort()).toEqual(["list", "ordered list", "table"]);
  // Each step is one update's work, not the reply's: a few parts' worth at most.
  const parsedPerStep = warmUpSteps.map((step) => {
    const before = parsedCharacters();
    step();
    return parsedCharacters() - before;
  });
  expect(parsedPerStep.filter((parsed) => parsed > 0).length).toBeGreaterThan((2 * WARM_UP_REPLY.length) / WARM_UP_UPDATE);
  expect(Math.max(...parsedPerStep)).toBeLessThan(2 * PART_CHARS + 2 * WARM_UP_UPDATE);
  // A reply that begins as the warm-up's does is split afresh: the warm-up's splits are not among the recent ones.
  const before = parsedCharacters();
  createBlockSplitter()(WARM_UP_REPLY);
  expect(parsedCharacters() - before).toBeGreaterThanOrEqual(WARM_UP_REPLY.length);
});

test("the warm-up also mounts the streaming reply with React, updates it a step at a time outside the document, lays the ended reply out unseen for one frame and unmounts it", async () => {
  const container = document.createElement("div");
  const steps = mountedWarmUp(WARM_UP_REPLY, WARM_UP_UPDATE, container);
  const items: number[] = [];
  const headings: Element[] = [];
  const connected: boolean[] = [];
  for (const step of steps.slice(0, -1)) {
    step();
    items.push(container.querySelectorAll("li").length);
    connected.push(container.isConnected);
    const heading = container.querySelector("h1");
    if (heading) headings.push(heading);
  }
  // Mounted once and then updated (the same heading element throughout), as a reply's frames are,
  // the list growing step by step; the last drawing is the whole reply, ended.
  expect(headings.length).toBe(steps.length - 1);
  expect(new Set(headings).size).toBe(1);
  expect(new Set(items).size).toBeGreaterThan(5);
  expect(container.querySelectorAll("ol > li").length).toBe(7);
  expect(container.querySelector("blockquote")?.textContent).toContain("thighs stay juicier");
  // The updates ran outside the document; the ended reply is in it, to be laid out as the recipe would be
  // (the page's fonts, at the top of the viewport) but met by nobody: unpainted, out of the accessibility
  // tree and of the keyboard's and pointer's way, and out of the page's flow.
  expect(connected.slice(0, -1).every((inDocument) => !inDocument)).toBe(true);
  expect(container.parentElement).toBe(document.body);
  expect(container.getAttribute("aria-hidden")).toBe("true");
  expect(container.inert).toBe(true);
  expect(container.style.visibility).toBe("hidden");
  expect(container.style.pointerEvents).toBe("none");
  expect(container.style.position).toBe("fixed");
  expect(container.style.top).toBe("0px");
  // Ended after the next frame (its layout), in a task of its own: nothing stays mounted or in the document.
  steps.at(-1)?.();
  expect(container.isConnected).toBe(true);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  expect(container.isConnected).toBe(false);
  expect(container.childNodes.length).toBe(0);
  expect(warmUpSteps.length).toBeGreaterThan(steps.length);
});

// Issue 25: the parts' parents came with the first words on a branch (smooth12's record) and cost the first text frame.
test("a recipe's parts are drawn from its ingredients heading on: before it one parent, as any reply; what came before and the heading keep their elements", () => {
  const reply = ["# Stew", "", "Serves 6", "", "## Ingredients", "", "- 2 eggs", "- 1 onion", "", "## Method", "", "1. Boil the eggs.", ""].join("\n");
  const upTo = (words: string) => reply.slice(0, reply.indexOf(words) + words.length);
  const { container, rerender, getByRole, getByText, getAllByRole } = render(<RecipeMarkdown text={upTo("## Ingre")} streaming />);
  const title = getByRole("heading", { name: "Stew" });
  const serves = getByText("Serves 6");
  // The heading half written: one parent for every block, as a reply that is no recipe has.
  expect(container.querySelectorAll(".markdown")).toHaveLength(1);
  expect(getByRole("heading", { name: "Ingre" }).parentElement).toBe(title.parentElement);
  // Its line ended: the ingredients' part begins with it, after the title and introduction, which stay.
  rerender(<RecipeMarkdown text={upTo("## Ingredients\n")} streaming />);
  const heading = getByRole("heading", { name: "Ingredients" });
  expect(heading.parentElement).not.toBe(title.parentElement);
  expect(getByRole("heading", { name: "Stew" })).toBe(title);
  expect(getByText("Serves 6")).toBe(serves);
  for (const text of prefixesOf(reply, 5).filter((text) => text.length > upTo("## Ingredients\n").length)) rerender(<RecipeMarkdown text={text} streaming />);
  rerender(<RecipeMarkdown text={reply} streaming={false} />);
  // The heading drawn when its line ended is the one shown at the end, its list beside it, the method apart.
  expect(getByRole("heading", { name: "Ingredients" })).toBe(heading);
  expect(getAllByRole("listitem").slice(0, 2).every((item) => item.closest(".markdown") === heading.parentElement)).toBe(true);
  const method = getByRole("heading", { name: "Method" });
  expect([title.parentElement, heading.parentElement]).not.toContain(method.parentElement);
  expect(getByRole("heading", { name: "Stew" })).toBe(title);
});
