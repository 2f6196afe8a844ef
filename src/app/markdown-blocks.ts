import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

/**
 * A growing markdown reply, split into top-level blocks. Finished blocks never change once a later
 * block has begun (CommonMark closes blocks for good), so each chunk re-parses only the last block.
 */
export type Blocks = { text: string; finished: string[]; tailStart: number };

export const emptyBlocks: Blocks = { text: "", finished: [], tailStart: 0 };

export function splitBlocks(text: string, previous: Blocks = emptyBlocks): Blocks {
  // Anything but an append (a new reply, say) starts over.
  const base = text.startsWith(previous.text) ? previous : emptyBlocks;
  const tail = text.slice(base.tailStart);
  const starts = fromMarkdown(tail, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
    .children.map((node) => node.position?.start.offset ?? 0)
    .filter((offset, index, all) => index === 0 || offset > (all[index - 1] ?? 0));
  if (starts.length < 2) return { text, finished: base.finished, tailStart: base.tailStart };
  const finished = [...base.finished];
  for (let i = 0; i < starts.length - 1; i++) {
    const from = i === 0 ? 0 : (starts[i] ?? 0);
    finished.push(tail.slice(from, starts[i + 1]));
  }
  return { text, finished, tailStart: base.tailStart + (starts.at(-1) ?? 0) };
}

/** A splitter that remembers its last split, so each call re-parses only the growing tail. */
export function createBlockSplitter(): (text: string) => Blocks {
  let last = emptyBlocks;
  return (text) => {
    if (text !== last.text) last = splitBlocks(text, last);
    return last;
  };
}

export function tailOf(blocks: Blocks): string {
  return blocks.text.slice(blocks.tailStart);
}

/**
 * Makes the block still being written presentable: closes an open code fence, an open `**` or
 * inline code span, hides a half-typed link target and a table header waiting for its delimiter row,
 * so the visitor never sees raw markdown syntax flicker.
 */
export function presentableTail(tail: string): string {
  const fences = tail.match(/^ {0,3}(`{3,}|~{3,})/gm) ?? [];
  if (fences.length % 2 === 1) {
    const fence = fences[0]?.trim().slice(0, 3) ?? "```";
    return `${tail}${tail.endsWith("\n") ? "" : "\n"}${fence}`;
  }
  let out = tail;
  // Table rows before the delimiter row is complete would show as a paragraph of pipes.
  if (!/^ *\|? *:?-{3,}[^\n]*\n/m.test(out)) out = out.replace(/(^|\n)(\|[^\n]*(\n|$))+$/, "$1");
  // A link whose target is still arriving: show its text only.
  out = out.replace(/!?\[([^\]\n]*)\]\([^)\n]*$/, "$1").replace(/!?\[([^\]\n]*)$/, "$1");
  if ((out.match(/`/g) ?? []).length % 2 === 1) out = out.endsWith("`") ? out.slice(0, -1) : `${out}\``;
  if ((out.match(/\*\*/g) ?? []).length % 2 === 1) out = out.endsWith("**") ? out.slice(0, -2) : `${out}**`;
  return out;
}
