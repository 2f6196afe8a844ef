import { labelOf } from "./line-rules.ts";
import { readBlocks } from "./read-blocks.ts";

/**
 * Where a reply's last part with something in it ends: the headings and labels that close it with nothing
 * under them ("## Steps", "**Method:**", "Directions" as a reply cut off by the length limit, a Stop or an
 * error leaves them) are left out, since the part they open never came. A reply that is nothing but such
 * lines keeps them all: it is what there is. Read with the reader's own blocks and its rule for a label. Pure.
 */
export function openEndingStart(markdown: string): number {
  const blocks = readBlocks(markdown);
  let kept = blocks.length;
  while (kept > 1) {
    const block = blocks[kept - 1];
    if (block === undefined) break;
    const opensOnly = block.kind === "heading" || (block.kind === "paragraph" && block.lines.length === 1 && block.lines[0] !== undefined && labelOf(block.lines[0]) !== null);
    if (!opensOnly) break;
    kept--;
  }
  if (kept === blocks.length) return markdown.length;
  const last = blocks[kept - 1];
  return last === undefined ? markdown.length : last.span.end;
}

/** The reply without the headings and labels that close it with nothing under them (see openEndingStart). */
export function withoutOpenEnding(markdown: string): string {
  const end = openEndingStart(markdown);
  return end === markdown.length ? markdown : `${markdown.slice(0, end)}\n`;
}
