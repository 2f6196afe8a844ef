import { expect, test } from "vitest";
import { createBlockSplitter, presentableTail, splitBlocks, tailOf } from "./markdown-blocks.ts";

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
