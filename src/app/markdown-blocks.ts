import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import type { Lineage } from "./markdown-caps.ts";

/**
 * A large table or list, cut into parts as it arrives: each part is parsed and rendered once, and only
 * the part still being written is parsed again, so a 500-row table costs each update what its last
 * rows cost. Every part is markdown of its own: a table's parts each repeat its header and delimiter
 * rows (`head`), a list's parts are runs of whole top-level items. The renderer puts the parts back
 * into one table (one tbody each) or one list.
 */
export type Container = {
  kind: "table" | "list";
  /** A table's header and delimiter rows, repeated before every part after the first; "" for a list. */
  head: string;
  /** Parts so far, as they are in the reply (without the repeated head). */
  parts: string[];
  /** An ordered list's first number, or null. */
  start: number | null;
  ordered: boolean;
};

/**
 * A growing markdown reply, split into top-level blocks. Finished blocks never change once a later
 * block has begun (CommonMark closes blocks for good), so each chunk re-parses only the last block.
 *
 * `parsedTo` is how much of `text` the last parse saw; `whole` is set for good once the reply uses
 * something document-wide (a link reference or footnote definition), which a block cannot render alone.
 * `containers[i]` holds the parts of finished block i when it was cut into parts (else it is absent);
 * `open` those of the block still being written, whose last part starts at `liveStart`.
 */
export type Blocks = {
  text: string;
  finished: string[];
  containers: (Container | undefined)[];
  tailStart: number;
  open: Container | null;
  liveStart: number;
  parsedTo: number;
  whole: boolean;
  /** What this split's own parse made, for the renderer to use rather than parse the same text again; null when it parsed nothing. */
  trees: Trees | null;
};

/**
 * The trees of the blocks a split parsed: each block finished by this split (null for a table or list
 * in parts, whose parts are rendered from their own text) and the block still being written (null
 * when a part was cut from it in this split: what is rendered then starts after the cut), and `part`,
 * the part cut from it in this split, when its tree is the part's own (see `partTree`). Positions in the trees count from `offset` in the reply (the input started there,
 * behind a table's repeated head). The trees are from the split's parse without GFM's link transforms
 * (see `blockTrees`): whoever renders them runs `linkTransforms` first.
 */
export type Trees = { offset: number; finishedFrom: number; finished: (RootContent[] | null)[]; live: RootContent[] | null; part?: RootContent[] | null };

export const emptyBlocks: Blocks = { text: "", finished: [], containers: [], tailStart: 0, open: null, liveStart: 0, parsedTo: 0, whole: false, trees: null };

/**
 * A table or list is cut into a new part once this much of it is complete beyond its last part: the
 * most any update re-parses, whatever the table's or the reply's length. It was 2,048: at 4× CPU the
 * re-parse of the part being written was most of each frame's fixed cost (BENCHMARKS.md §12); at
 * 1,024 a recipe's updates parse 734 characters on average (max 1,331) where they parsed 1,143 (2,321).
 * At 256 the bench recipe's updates of 128 new characters parse 272 on average, where at 1,024 they
 * parsed 629 (`npx tsx bench/probe-frame-work.ts recipe 128`), and the part drawn again each frame is a
 * few items, not a dozen. A part is a component of its own: a 30 KB table has ~120.
 */
export const PART_CHARS = 256;

let parsedChars = 0;
/** Characters handed to the markdown parser by every split so far (a measure of work, for tests). */
export function parsedCharacters(): number {
  return parsedChars;
}

export type RootContent = ReturnType<typeof fromMarkdown>["children"][number];

// Built once: the extensions are stateless, and building them per chunk showed up in profiles.
const gfmSyntax = gfm();
const gfmTrees = gfmFromMarkdown();
// The split needs blocks only: GFM's trees without their transforms (finding bare URLs and e-mail
// addresses in every text node, a third of each update's split in a profile), which only add links.
const blockTrees = gfmTrees.map((extension) => ({ ...extension, transforms: [] }));
const parseOptions = { extensions: [gfmSyntax], mdastExtensions: blockTrees };
const transforms = gfmTrees.flatMap((extension) => extension.transforms ?? []);

const renderOptions = { extensions: [gfmSyntax], mdastExtensions: [gfmTrees] };
let renderParsedChars = 0;
/** Characters parsed for rendering (a block the split has no tree for): a measure of work, for tests. */
export function renderParsedCharacters(): number {
  return renderParsedChars;
}

/**
 * A block's text parsed for rendering, as react-markdown with remark-gfm parses it (GFM's trees with
 * their link transforms), for a block the split has no tree of.
 */
export function parseMarkdown(text: string): RootContent[] {
  renderParsedChars += text.length;
  return fromMarkdown(text, renderOptions).children;
}

/** GFM's transforms (links from bare URLs and e-mail addresses), which the split's trees have not had: in place. */
export function linkTransforms(nodes: RootContent[]): void {
  const root = { type: "root" as const, children: nodes };
  for (const transform of transforms) transform(root);
}

type ParserData = { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };

/**
 * remark-gfm for reading only, with the extensions built once: the same GFM syntax and trees as
 * remark-gfm (so the splitter and the renderer agree on every block), without remark-gfm's
 * markdown writer, which a renderer never uses and which is a third of the renderer's download.
 */
export function remarkGfmSyntax(this: { data(): object }): void {
  // unified types these fields only when remark-parse's declarations are in the program.
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push(gfmSyntax);
  (data.fromMarkdownExtensions ??= []).push(gfmTrees);
}

// Blocks that a blank line does not end: a list resumes with its next item, a list item, footnote or
// indented code block continues with an indented line.
const CONTINUES_AFTER_BLANK = new Set(["list", "code", "footnoteDefinition"]);

function usesDefinitions(nodes: RootContent[]): boolean {
  return nodes.some(
    (node) =>
      node.type === "definition" || node.type === "footnoteDefinition" || ("children" in node && usesDefinitions(node.children as RootContent[])),
  );
}

/**
 * Whether `node` (whose text is `source`) is closed for good, given where the next block starts and
 * where the last complete line ends. It is when the next block's first line is complete (no later
 * text can turn that line into a continuation), when it is a heading or a rule (closed by its own
 * line), or when a blank line ended it and it is not a block that continues across blank lines.
 * Otherwise a half-typed line ("2" of a coming "2.", "#" of "#x") could still join it.
 */
function isClosed(node: RootContent, source: string, nextStart: number, lineEnd: number): boolean {
  if (nextStart < lineEnd) return true;
  if (node.type === "heading" || node.type === "thematicBreak") return true;
  return !CONTINUES_AFTER_BLANK.has(node.type) && /\n[ \t]*\r?\n$/.test(source);
}

type Node = RootContent & { position?: { start: { offset?: number } } };
const startOf = (node: RootContent | undefined): number => (node as Node | undefined)?.position?.start.offset ?? 0;

/**
 * A table or list at the start of `input` whose complete rows or items since `from` make a part of
 * PART_CHARS or more: where that part ends (the last row or item, which may still grow, starts the
 * next part), and the head a table's later parts repeat.
 */
function nextPart(node: RootContent, input: string, from: number): { end: number; head: string } | null {
  if (node.type !== "table" && node.type !== "list") return null;
  const children = node.children as RootContent[];
  const last = startOf(children.at(-1));
  if (children.length < 3 || last - from < PART_CHARS) return null;
  // A table's first child is its header row; the delimiter row ends where the second child starts.
  const head = node.type === "table" ? input.slice(startOf(node), startOf(children[1])) : "";
  return { end: last, head };
}

let comparedChars = 0;
/** Characters splits have compared to check that a text extends the last (a measure of work, for tests). */
export function comparedCharacters(): number {
  return comparedChars;
}

/**
 * Whether `text` begins with the first `length` characters of `earlier`, given that its first `known`
 * characters are known to be those of `earlier` (from a capper's lineage): only the rest is compared,
 * so a growing reply is not compared whole at every update.
 */
function begins(text: string, earlier: string, length: number, known: number): boolean {
  if (text.length < length) return false;
  if (length <= known) return true;
  // Texts that differ mostly differ early (another reply): a short look first.
  const glance = Math.min(length, known + 64);
  comparedChars += glance - known;
  if (!text.startsWith(earlier.slice(known, glance), known)) return false;
  comparedChars += length - glance;
  return text.startsWith(earlier.slice(glance, length), glance);
}

/**
 * The tree of a part cut from `node` (a table or list whose last row or item starts the next part), as
 * parsing the part alone makes it, or null. A table's is its rows but the last. A list's is its items but
 * the last only when the list is tight: a blank line before the last item makes the whole list loose
 * but not the part, so a loose list's part is parsed on its own.
 */
function partTree(node: RootContent): RootContent[] | null {
  if (node.type === "list" && (node.spread || node.children.some((item) => (item.spread ?? item.children.length > 1)))) return null;
  if (node.type !== "table" && node.type !== "list") return null;
  return [{ ...node, children: node.children.slice(0, -1) } as RootContent];
}

/** The split up to the block still being written (its last part, for a table or list in parts), if `text` keeps it. */
function rewound(text: string, previous: Blocks, known: number): Blocks {
  const keep = previous.open ? previous.liveStart : previous.tailStart;
  if (previous.whole || keep === 0 || !begins(text, previous.text, keep, known)) return emptyBlocks;
  return { ...previous, text: previous.text.slice(0, keep), parsedTo: keep, trees: null };
}

/**
 * `text` in a string of its own. A slice of a string keeps the whole string alive, and a reply grown by
 * appending is copied whole (flattened) when first read after each append: finished blocks, their parts
 * and their trees, all slices of what a split parsed, kept one copy of the reply per update alive (1.5 GB
 * of heap after the 1 MB reply, in Node). Copied, they keep only what was parsed.
 */
function detached(text: string): string {
  return ` ${text}`.slice(1);
}

/**
 * `known`: how many leading characters of `text` are known to be those of `previous.text` (0: none),
 * which then need not be compared.
 */
export function splitBlocks(text: string, previous: Blocks = emptyBlocks, known = 0): Blocks {
  // Anything but an append (a new reply, say) starts over, unless only the block still being written
  // changed (the caps may read a half-arrived last line differently once it is whole).
  const base = begins(text, previous.text, previous.text.length, known) ? previous : rewound(text, previous, known);
  if (base.whole) return { ...base, text, parsedTo: text.length, trees: null };
  // Block structure changes only at line ends: until a new line begins, the last split stands.
  if (base !== emptyBlocks && !/[\r\n]/.test(text.slice(base.parsedTo))) return { ...base, text, trees: null };
  // With a table or list cut into parts, only its last part is parsed (behind the table's head).
  let open = base.open;
  const head = open?.head ?? "";
  const from = open ? base.liveStart : base.tailStart;
  const input = detached(head + text.slice(from));
  parsedChars += input.length;
  const nodes = fromMarkdown(input, parseOptions).children;
  if (usesDefinitions(nodes)) {
    parsedChars += text.length;
    return { ...emptyBlocks, text, parsedTo: text.length, whole: true };
  }
  // Offsets relative to the input: where each block starts, and the end of the last complete line.
  const lineEnd = Math.max(input.lastIndexOf("\n"), input.lastIndexOf("\r")) + 1;
  const finished = [...base.finished];
  const containers = [...base.containers];
  const trees: Trees = { offset: from - head.length, finishedFrom: base.finished.length, finished: [], live: null };
  // Where the tail (the block still being written) starts in `input`, and in `text`; its first node.
  let at = open ? head.length : 0;
  let tailStart = base.tailStart;
  let firstNode = 0;
  for (let i = 0; i + 1 < nodes.length; i++) {
    const node = nodes[i] as RootContent;
    const next = startOf(nodes[i + 1]);
    if (next <= at) continue;
    const source = input.slice(at, next);
    if (!isClosed(node, source, next, lineEnd)) break;
    if (open) {
      // The table or list cut into parts has ended: its last part is complete.
      const whole = { ...open, parts: [...open.parts, source] };
      finished.push(whole.parts.join(""));
      containers[finished.length - 1] = whole;
      trees.finished.push(null);
      open = null;
    } else {
      finished.push(source);
      trees.finished.push(nodes.slice(firstNode, i + 1));
    }
    firstNode = i + 1;
    at = next;
    tailStart = from + at - head.length;
  }
  trees.live = nodes.slice(firstNode);
  let liveStart = open ? base.liveStart : tailStart;
  // The block still being written: the table or list already in parts, or whatever starts the tail.
  const tailNode = open ? nodes[0] : nodes.find((node) => startOf(node) === at);
  if (tailNode) {
    const partFrom = open ? head.length : at;
    const part = nextPart(tailNode, input, partFrom);
    if (part) {
      const source = input.slice(partFrom, part.end);
      if (open) open = { ...open, parts: [...open.parts, source] };
      else {
        const list = tailNode.type === "list" ? tailNode : null;
        open = { kind: tailNode.type === "table" ? "table" : "list", head: part.head, parts: [source], ordered: list?.ordered === true, start: list?.ordered ? (list.start ?? 1) : null };
      }
      // Rendered from this parse rather than parsed again.
      trees.part = partTree(tailNode);
      liveStart = from + part.end - head.length;
      trees.live = null;
    }
  }
  return { text, finished, containers, tailStart, open, liveStart, parsedTo: text.length, whole: false, trees };
}

// The latest splits of any renderer on the page. When a reply stops streaming, the same text is shown
// again by another renderer (the recipe tools, or their loading fallback): it starts from here instead
// of parsing the whole reply again, which on a slow phone was one task of 40-70 ms.
const RECENT_SPLITS = 4;
let recentSplits: Blocks[] = [];

/** The furthest split so far of a text that `text` extends (or the empty split), `own` if none is further. */
function furthestSplitOf(text: string, own: Blocks): Blocks {
  let best = own;
  for (const split of recentSplits) if (split.text.length > best.text.length && begins(text, split.text, split.text.length, 0)) best = split;
  return best;
}

/**
 * `text` as `split` split it, when `text` is a run of its blocks: from where one of its finished blocks
 * starts to where one ends, or to the end of its text. Blocks once closed do not depend on what comes
 * before or after them (unless the reply uses definitions, `whole`), so the run's blocks, parts and all,
 * are those of the split. The recipe tools show a finished reply's introduction, ingredients and method
 * each on its own, and each is such a run of the reply as it was split while it streamed: at 4× CPU,
 * splitting them again was half of the task that showed the tools (BENCHMARKS.md §12). Null otherwise.
 */
function runOf(text: string, split: Blocks): Blocks | null {
  if (split.whole || text === "" || text.length > split.text.length) return null;
  const starts: number[] = [];
  let at = 0;
  for (const block of split.finished) {
    starts.push(at);
    at += block.length;
  }
  // Where a run may end: where a finished block ends, or at the end of the text.
  const ends = new Map<number, number>(starts.map((start, index) => [start, index]));
  ends.set(split.tailStart, split.finished.length);
  ends.delete(0);
  for (const [first, start] of starts.entries()) {
    const end = start + text.length;
    const last = end === split.text.length ? split.finished.length : ends.get(end);
    if (last === undefined) continue;
    comparedChars += text.length;
    if (!split.text.startsWith(text, start)) continue;
    const finished = split.finished.slice(first, last);
    const containers = split.containers.slice(first, last);
    // To the end of the text: with the block still being written (whatever it is in parts).
    if (end === split.text.length) return { text, finished, containers, tailStart: split.tailStart - start, open: split.open, liveStart: split.liveStart - start, parsedTo: text.length, whole: false, trees: null };
    return { text, finished, containers, tailStart: text.length, open: null, liveStart: text.length, parsedTo: text.length, whole: false, trees: null };
  }
  return null;
}

/** Drops the recent splits of `text` as it grew (a warm-up's): a later reply is not matched against them. */
export function forgetSplitsOf(text: string): void {
  recentSplits = recentSplits.filter((split) => !text.startsWith(split.text));
}

/** The first recent split of which `text` is a run of blocks, as that split split it (see runOf). */
function recentRunOf(text: string): Blocks | null {
  for (const split of recentSplits) {
    const run = runOf(text, split);
    if (run) return run;
  }
  return null;
}

/** Characters of a text known to be those of the last split's: what their capper (the same lineage) had capped for good. */
function knownOf(lineage: Lineage | undefined, lastLineage: Lineage | undefined, last: Blocks): number {
  return lineage && lastLineage?.generation === lineage.generation ? Math.min(lastLineage.stable, last.text.length) : 0;
}

// The split createSplitAhead made last, until a splitter takes it.
let madeAhead: Blocks | null = null;

/**
 * Splits a reply ahead of the render that shows it (in a task before that frame: use-recipe.ts tells the
 * recipe tools the next frame's text), from its own last split: a splitter given exactly that text then
 * takes this split, trees and all, rather than parse it again. Its own, so a render of less than it was
 * told (Stop's, of what was on screen) finds its splitter where the last render left it.
 */
export function createSplitAhead(): (text: string, lineage?: Lineage) => void {
  let last = emptyBlocks;
  let lastLineage: Lineage | undefined;
  return (text, lineage) => {
    const known = knownOf(lineage, lastLineage, last);
    lastLineage = lineage;
    last = splitBlocks(text, last, known);
    madeAhead = last;
  };
}

/**
 * A splitter that remembers its last split, so each call re-parses only the growing tail; a new
 * splitter starts from the furthest split any splitter made of the same reply, or from one of which
 * its text is a run of blocks (see runOf). Given the capper's
 * lineage of each text (markdown-caps.ts), it compares only the last line of the text before with
 * the new one, not the whole reply.
 */
export function createBlockSplitter(): (text: string, lineage?: Lineage) => Blocks {
  let last = emptyBlocks;
  let lastLineage: Lineage | undefined;
  return (text, lineage) => {
    const known = knownOf(lineage, lastLineage, last);
    lastLineage = lineage;
    if (text.length === last.text.length && begins(text, last.text, text.length, known)) return last;
    const previous = last;
    // Split ahead already (the next frame's text, told in a task before that frame): taken as made.
    if (madeAhead?.text === text) {
      last = madeAhead;
      madeAhead = null;
      recentSplits = [last, ...recentSplits.filter((split) => split !== previous)].slice(0, RECENT_SPLITS);
      return last;
    }
    const appended = begins(text, previous.text, previous.text.length, known);
    const from = furthestSplitOf(text, appended ? previous : emptyBlocks);
    const run = from === emptyBlocks ? recentRunOf(text) : null;
    // From the last split when no other is further: it is kept up to its block still being written.
    if (run) last = run;
    else last = from === previous || from === emptyBlocks ? splitBlocks(text, previous, appended ? previous.text.length : known) : splitBlocks(text, from);
    // The last split is superseded by this one. After an append, any other split was checked when it
    // was new; otherwise, those this one extends are dropped. A split a run was taken from is kept for
    // the next run (the tools' ingredients and method, after their introduction).
    const superseded = (split: Blocks) => (split === previous && !run) || (!appended && (split.text.length === last.text.length || begins(last.text, split.text, split.text.length, 0)));
    recentSplits = [last, ...recentSplits.filter((split) => !superseded(split))].slice(0, RECENT_SPLITS);
    return last;
  };
}

/** The block still being written (all its parts, when it is a table or list cut into parts). */
export function tailOf(blocks: Blocks): string {
  return blocks.text.slice(blocks.tailStart);
}

/** The part of the block still being written that is parsed again as it grows (behind a table's head). */
export function liveTailOf(blocks: Blocks): string {
  return blocks.open ? blocks.open.head + blocks.text.slice(blocks.liveStart) : tailOf(blocks);
}

/** Where a line's container prefix (quote markers and the blanks around them) ends. */
function quotePrefixEnd(line: string): number {
  let at = 0;
  for (;;) {
    let next = at;
    while (line[next] === " " || line[next] === "\t") next++;
    if (line[next] !== ">") return next;
    next++;
    if (line[next] === " " || line[next] === "\t") next++;
    at = next;
  }
}

/**
 * The code fence a line opens or closes, read in one pass (a pattern for this backtracked
 * exponentially on a line of nested quote markers): its prefix, its marker and what follows.
 */
function fenceOf(line: string): { prefix: string; marker: string; rest: string } | null {
  const start = quotePrefixEnd(line);
  const char = line[start];
  if (char !== "`" && char !== "~") return null;
  let end = start;
  while (line[end] === char) end++;
  if (end - start < 3) return null;
  return { prefix: line.slice(0, start), marker: line.slice(start, end), rest: line.slice(end) };
}

/** The fence a block still being written has left open, as the line that would close it. */
function openFence(tail: string): string | null {
  let open: { prefix: string; marker: string } | null = null;
  for (const rawLine of tail.split("\n")) {
    const fence = fenceOf(rawLine.endsWith("\r") ? rawLine.slice(0, -1) : rawLine);
    if (!fence) continue;
    const { prefix, marker, rest } = fence;
    if (open === null) {
      // A backtick fence's info string may not hold a backtick; such a line is inline code.
      if (!(marker.startsWith("`") && rest.includes("`"))) open = { prefix, marker };
    } else if (marker[0] === open.marker[0] && marker.length >= open.marker.length && rest.trim() === "") {
      open = null;
    }
  }
  return open && `${open.prefix}${open.marker}`;
}

// Patterns run on the block being written: each is anchored to one line and linear (checked by
// reply-patterns.test.ts); the searches that would try every position of the tail are loops instead.
const DELIMITER_ROW = /^ *(?:\| *)?:?-{3,}/;
const UNDERLINE = /^ {0,3}(?:-+|=+) *$/;

/** The tail without its last lines that start with a pipe (a table header whose delimiter row has not come). */
function withoutTrailingPipeLines(text: string): string {
  let keep = text.length;
  while (keep > 0) {
    const lineEnd = text[keep - 1] === "\n" ? keep - 1 : keep;
    const lineStart = lineEnd === 0 ? 0 : text.lastIndexOf("\n", lineEnd - 1) + 1;
    if (text[lineStart] !== "|") break;
    keep = lineStart;
  }
  return text.slice(0, keep);
}

/**
 * The link still being written at the end of the last line ("[text", "[text]", "[text](partial"):
 * where it starts and its text, or null.
 */
function unfinishedLink(text: string): { start: number; label: string } | null {
  const lineStart = text.lastIndexOf("\n") + 1;
  const target = text.lastIndexOf("](");
  if (target >= lineStart && text.indexOf(")", target) === -1) {
    const open = text.lastIndexOf("[", target);
    if (open >= lineStart && text.lastIndexOf("]", target - 1) < open) return { start: open, label: text.slice(open + 1, target) };
  }
  const open = text.lastIndexOf("[");
  if (open < lineStart) return null;
  const label = text.slice(open + 1, text.endsWith("]") ? -1 : undefined);
  return label.includes("]") ? null : { start: open, label };
}

function countOf(text: string, piece: string): number {
  let count = 0;
  for (let at = text.indexOf(piece); at !== -1; at = text.indexOf(piece, at + piece.length)) count++;
  return count;
}

/**
 * Makes the block still being written presentable: closes an open code fence, an open `**` or
 * inline code span, hides a half-typed link target, a table header waiting for its delimiter row
 * and a line that could yet underline the one above, so the visitor never sees raw markdown
 * syntax flicker. Linear in the tail's length.
 */
export function presentableTail(tail: string): string {
  const fence = openFence(tail);
  if (fence !== null) return `${tail}${tail.endsWith("\n") ? "" : "\n"}${fence}`;
  let out = tail;
  // Table rows before the delimiter row is complete would show as a paragraph of pipes.
  const completeLines = out.split("\n").slice(0, -1);
  if (!completeLines.some((line) => DELIMITER_ROW.test(line))) out = withoutTrailingPipeLines(out);
  // A half-typed "-" or "=" line would make the paragraph above a heading for a moment.
  const lastLineStart = out.lastIndexOf("\n") + 1;
  if (lastLineStart > 0 && UNDERLINE.test(out.slice(lastLineStart))) {
    const above = out.slice(out.lastIndexOf("\n", lastLineStart - 2) + 1, lastLineStart - 1);
    if (above.trim() !== "") out = out.slice(0, lastLineStart);
  }
  // A link whose target is still arriving: show its text only (an image, its alt text as it will be).
  const link = unfinishedLink(out);
  if (link) {
    const image = link.start > 0 && out[link.start - 1] === "!";
    out = image ? `${out.slice(0, link.start - 1)}![${link.label}]()` : `${out.slice(0, link.start)}${link.label}`;
  }
  if (countOf(out, "`") % 2 === 1) out = out.endsWith("`") ? out.slice(0, -1) : `${out}\``;
  if (countOf(out, "**") % 2 === 1) out = out.endsWith("**") ? out.slice(0, -2) : `${out}**`;
  return out;
}
