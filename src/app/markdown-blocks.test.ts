import { expect, test } from "vitest";
import { cappedCharacters, capMarkdown, createCapper, MAX_LINE_CHARS, MAX_PARAGRAPH_CHARS } from "./markdown-caps.ts";
import { comparedCharacters, createBlockSplitter, emptyBlocks, parsedCharacters, PART_CHARS, presentableTail, splitBlocks, tailOf } from "./markdown-blocks.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";

const reply = [
  "# Tomato soup",
  "",
  "A *simple* soup.",
  "",
  "| Item | Amount |",
  "| --- | --- |",
  "| tomato | 6 |",
  "",
  "```",
  "keep warm",
  "",
  "still code",
  "```",
  "",
  "1. Chop.",
  "2. Simmer.",
  "",
].join("\n");

test("split into blocks, the text is unchanged", () => {
  const blocks = splitBlocks(reply);
  expect(blocks.finished.join("") + tailOf(blocks)).toBe(reply);
  expect(blocks.finished).toHaveLength(4);
  expect(tailOf(blocks)).toMatch(/^1\. Chop/);
});

test("fed in 7-character chunks, the blocks come out the same as parsing the whole", () => {
  let blocks = splitBlocks("");
  for (let end = 7; end < reply.length + 7; end += 7) blocks = splitBlocks(reply.slice(0, end), blocks);
  const whole = splitBlocks(reply);
  expect(blocks.finished).toEqual(whole.finished);
  expect(tailOf(blocks)).toBe(tailOf(whole));
});

test("finished blocks are kept by reference as the reply grows", () => {
  const first = splitBlocks(reply.slice(0, 40));
  const next = splitBlocks(reply.slice(0, 60), first);
  expect(next.finished.slice(0, first.finished.length)).toEqual(first.finished);
  expect(next.finished[0]).toBe(first.finished[0]);
});

test("a new splitter starts from another splitter's split of the same reply instead of parsing it again", () => {
  const streamed = createBlockSplitter();
  for (let end = 7; end < reply.length + 7; end += 7) streamed(reply.slice(0, end));
  const streamedBlocks = streamed(reply);
  // As when the recipe tools show the finished reply the stream rendered: the same blocks, not a new parse.
  const again = createBlockSplitter()(reply);
  expect(again.finished).toBe(streamedBlocks.finished);
  const longer = createBlockSplitter()(`${reply}\nMore.\n`);
  expect(longer.finished[0]).toBe(streamedBlocks.finished[0]);
  expect(longer.finished.join("") + tailOf(longer)).toBe(`${reply}\nMore.\n`);
  // Another reply shares nothing with it.
  expect(createBlockSplitter()("# Other\n\nText").finished).toEqual(["# Other\n\n"]);
});

test("a run of another split's blocks (the tools' introduction, ingredients, method) is taken from it: nothing parsed again", () => {
  const items = Array.from({ length: 60 }, (_, i) => `- ${i + 1} g ingredient ${i}`);
  const steps = Array.from({ length: 60 }, (_, i) => `${i + 1}. Stir in ingredient ${i}.`);
  const recipe = ["# Stew", "", "Serves 4", "", "## Ingredients", "", ...items, "", "## Method", "", ...steps, ""].join("\n");
  const streamed = createBlockSplitter();
  for (let end = 97; end < recipe.length + 97; end += 97) streamed(recipe.slice(0, end));
  const ingredientsAt = recipe.indexOf("## Ingredients");
  const methodAt = recipe.indexOf("## Method");
  const runs = [recipe.slice(0, ingredientsAt), recipe.slice(ingredientsAt, methodAt), recipe.slice(methodAt)];
  const parsed = parsedCharacters();
  const blocks = runs.map((run) => createBlockSplitter()(run));
  expect(parsedCharacters() - parsed).toBe(0);
  // The same text, and the same blocks a split of its own makes (a list in parts is still one block).
  blocks.forEach((split, index) => {
    const run = runs[index] as string;
    expect(split.finished.join("") + tailOf(split)).toBe(run);
    const own = splitBlocks(run);
    expect([...split.finished, tailOf(split)].filter((block) => block !== "")).toEqual([...own.finished, tailOf(own)].filter((block) => block !== ""));
  });
  expect(blocks[1]?.containers.some((container) => container !== undefined && container.parts.length > 1)).toBe(true);
  // Not at a block's start: parsed as before.
  createBlockSplitter()(recipe.slice(ingredientsAt + 3, methodAt));
  expect(parsedCharacters() - parsed).toBeGreaterThan(0);
});

test("a different text starts over", () => {
  const first = splitBlocks(reply);
  expect(splitBlocks("# Other\n\nText", first).finished).toEqual(["# Other\n\n"]);
});

test("the tail being written never shows raw syntax", () => {
  expect(presentableTail("```js\nconst a = 1;")).toBe("```js\nconst a = 1;\n```");
  expect(presentableTail("Some **bold")).toBe("Some **bold**");
  expect(presentableTail("Some **")).toBe("Some ");
  expect(presentableTail("Use `code")).toBe("Use `code`");
  expect(presentableTail("See [the site](https://exa")).toBe("See the site");
  expect(presentableTail("See [the si")).toBe("See the si");
  expect(presentableTail("| Item | Amount |\n| --")).toBe("");
  expect(presentableTail("| Item | Amount |\n| --- | --- |\n| tom")).toBe("| Item | Amount |\n| --- | --- |\n| tom");
  expect(presentableTail("Done [link](https://example.com).")).toBe("Done [link](https://example.com).");
});

// Replies of every shape that grows: many small blocks, one long table, one long list (with nested
// items and a loose stretch), each at one and at four times the length.
function shapes(scale: number): Record<string, string> {
  const blocks = Array.from({ length: 60 * scale }, (_, i) => `## Step ${i}\n\nStir **gently** for ${i} minutes.\n\n- salt\n- pepper\n`).join("\n");
  const rows = Array.from({ length: 125 * scale }, (_, i) => `| row ${i} | ${i * 3} g | a note on row ${i} |`);
  const table = ["# Table", "", "| item | amount | note |", "| --- | ---: | :---: |", ...rows, "", "After the table.", ""].join("\n");
  const items = Array.from({ length: 200 * scale }, (_, i) => (i % 50 === 7 ? `${i + 1}. item ${i}\n    - nested ${i}` : `${i + 1}. item ${i} with a few words`));
  const list = ["# List", "", ...items, "", "After the list.", ""].join("\n");
  const sentence = "Stir the sauce gently and taste it as you go, adding salt a pinch at a time.";
  const paragraph = ["# One endless paragraph", "", ...Array.from({ length: 150 * scale }, () => sentence), "", "Done.", ""].join("\n");
  return { blocks, table, list, paragraph };
}

/** Characters handed to the parser by each update of a stream in 200-character chunks (a fast provider's frame), capped as the page caps it. */
function parseWorkPerUpdate(reply: string): number[] {
  const work: number[] = [];
  const cap = createCapper();
  let blocks = emptyBlocks;
  for (let end = 200; end < reply.length + 200; end += 200) {
    const before = parsedCharacters();
    blocks = splitBlocks(cap(reply.slice(0, end)), blocks);
    work.push(parsedCharacters() - before);
  }
  expect(blocks.finished.join("") + tailOf(blocks)).toBe(capMarkdown(reply));
  return work;
}

test("parse work per update does not grow with the reply: three times longer, the same most per update", () => {
  const short = shapes(1);
  const long = shapes(3);
  for (const shape of Object.keys(short)) {
    const shortWork = Math.max(...parseWorkPerUpdate(short[shape] as string));
    const longWork = Math.max(...parseWorkPerUpdate(long[shape] as string));
    expect((long[shape] as string).length, shape).toBeGreaterThan(4 * PART_CHARS);
    // A part of a table or list, its head and the line being written, or a paragraph up to its cap:
    // never the whole block.
    const most = (shape === "paragraph" ? MAX_PARAGRAPH_CHARS : PART_CHARS) + 400;
    expect(longWork, `${shape}: most characters parsed in one update`).toBeLessThanOrEqual(most);
    expect(longWork, shape).toBeLessThanOrEqual(shortWork + 300);
  }
}, TIMEOUTS.heavyTest);

/**
 * Characters read by each update of a stream in 200-character pieces, as the page reads them: the recipe
 * tools' capper told the live text's generation, the split told that capper's lineage. Read means
 * capped, compared (to know the text still extends the last one) or parsed.
 */
function textWorkPerUpdate(shape: string): { parsed: number; compared: number; capped: number }[] {
  // Begun by a line of its own: a split of another reply (the same shape, shorter) is no help to this one.
  const reply = `# ${shape.length}\n\n${shape}`;
  const work = [];
  const cap = createCapper();
  const split = createBlockSplitter();
  let text = "";
  let blocks = emptyBlocks;
  for (let at = 0; at < reply.length; at += 200) {
    // Built by appending, as the live text is.
    text += reply.slice(at, at + 200);
    const before = { parsed: parsedCharacters(), compared: comparedCharacters(), capped: cappedCharacters() };
    blocks = split(cap(text, 1), cap.lineage());
    work.push({ parsed: parsedCharacters() - before.parsed, compared: comparedCharacters() - before.compared, capped: cappedCharacters() - before.capped });
  }
  expect(blocks.finished.join("") + tailOf(blocks)).toBe(capMarkdown(reply));
  return work;
}

test("text work per update does not grow with the reply: capping, checking the text still extends the last, and parsing", () => {
  const sentence = "Stir the sauce gently and taste it as you go, adding salt a pinch at a time. ";
  const line = (scale: number) => `# One endless line\n\n${sentence.repeat(300 * scale)}`;
  const short = { ...shapes(1), line: line(1) };
  const long = { ...shapes(3), line: line(3) };
  for (const shape of Object.keys(short) as (keyof typeof short)[]) {
    const shortWork = textWorkPerUpdate(short[shape]);
    const longWork = textWorkPerUpdate(long[shape]);
    for (const kind of ["parsed", "compared", "capped"] as const) {
      const most = (work: typeof shortWork) => Math.max(...work.map((update) => update[kind]));
      expect(most(longWork), `${shape}: most characters ${kind} in one update`).toBeLessThanOrEqual(most(shortWork) + 300);
    }
    // Capped: the new text and the line it ends, at most a line's last piece before it.
    expect(Math.max(...longWork.map((update) => update.capped)), shape).toBeLessThanOrEqual(MAX_LINE_CHARS + 400);
    // Compared: at most the line before, which the caps may have read differently once it is whole.
    expect(Math.max(...longWork.map((update) => update.compared)), shape).toBeLessThanOrEqual(MAX_LINE_CHARS + 400);
  }
}, TIMEOUTS.heavyTest);

test("a long table or list cut into parts splits like the whole text, and its parts put together are the block", () => {
  let cut = 0;
  for (const reply of Object.values(shapes(1))) {
    let blocks = emptyBlocks;
    for (let end = 29; end < reply.length + 29; end += 29) blocks = splitBlocks(reply.slice(0, end), blocks);
    const whole = splitBlocks(reply);
    expect(blocks.finished).toEqual(whole.finished);
    for (const [index, container] of blocks.containers.entries()) {
      if (!container) continue;
      expect(container.parts.length).toBeGreaterThan(1);
      expect(container.parts.join("")).toBe(blocks.finished[index]);
      cut++;
    }
  }
  // The table and the list.
  expect(cut).toBe(2);
  // Parsed whole at once, nothing is cut into parts.
  expect(splitBlocks(shapes(1).table ?? "").containers.filter(Boolean)).toHaveLength(0);
}, TIMEOUTS.heavyTest);
