import type { Span } from "./amount.ts";
import { inlineText, joinTexts, type InlineText } from "./inline-text.ts";

/**
 * The first stage of reading a recipe: markdown → blocks. A recipe's structure is line by line
 * (headings, list items, table rows, paragraphs), so this reads it line by line, as CommonMark and GFM
 * do for the blocks chat models write, with every offset exact; src/recipe/read-blocks.test.ts checks
 * that it finds the list items, headings and tables the page's renderer (micromark) finds. A fraction
 * of micromark's work: see docs/decisions/016-reading-real-recipes.md. Pure.
 */

export type Block =
  | { readonly kind: "heading"; readonly span: Span; readonly depth: number; readonly text: InlineText }
  /** A paragraph, one text per source line ("Step 1: …" and ingredient lines are often one a line). */
  | { readonly kind: "paragraph"; readonly span: Span; readonly lines: readonly InlineText[] }
  /**
   * A list item. `span` starts at its marker (where the renderer's list item starts); `text` is its
   * first paragraph, `more` any paragraphs after it. Nested items are blocks of their own, `level` deeper.
   */
  | {
      readonly kind: "item";
      readonly span: Span;
      readonly ordered: boolean;
      readonly level: number;
      readonly text: InlineText;
      readonly more: readonly InlineText[];
    }
  | { readonly kind: "table"; readonly span: Span; readonly header: readonly InlineText[]; readonly rows: readonly TableRow[] }
  | { readonly kind: "rule"; readonly span: Span }
  /** YAML front matter ("---\ntitle: Banana Bread\nservings: 10\n---"), one text per "key: value" line. */
  | { readonly kind: "front"; readonly span: Span; readonly lines: readonly InlineText[] }
  | { readonly kind: "code"; readonly span: Span };

export interface TableRow {
  readonly span: Span;
  readonly cells: readonly InlineText[];
}

interface Line {
  readonly start: number;
  readonly end: number;
  /** Where the content starts after blockquote markers. */
  readonly content: number;
}

const ATX = /^ {0,3}(#{1,6})(?:[ \t]+|$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const ITEM = /^([ \t]*)([-*+•]|\d{1,9}[.)])(?:([ \t]+)|$)/;
const DELIMITER_CELL = /^[ \t]*:?-+:?[ \t]*$/;
const HTML_BLOCK = /^ {0,3}<(?:\/?[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)|!--)/;
const QUOTE = /^ {0,3}> ?/;

function splitLines(markdown: string): Line[] {
  const lines: Line[] = [];
  let at = 0;
  while (at <= markdown.length) {
    const newline = markdown.indexOf("\n", at);
    const end = newline === -1 ? markdown.length : newline;
    let content = at;
    // Blockquotes are read as what they quote.
    for (let quote = QUOTE.exec(markdown.slice(content, end)); quote; quote = QUOTE.exec(markdown.slice(content, end))) content += quote[0].length;
    lines.push({ start: at, end: end > at && markdown.charAt(end - 1) === "\r" ? end - 1 : end, content });
    if (newline === -1) break;
    at = newline + 1;
  }
  return lines;
}

function columnOf(indent: string): number {
  let column = 0;
  for (const character of indent) column = character === "\t" ? column + 4 - (column % 4) : column + 1;
  return column;
}

/** The content column of the innermost open list item a line indented so far sits in, else 0. */
function containerColumn(items: readonly number[], indent: number): number {
  for (let at = items.length - 1; at >= 0; at--) {
    const column = items[at] ?? 0;
    if (indent >= column) return column;
  }
  return 0;
}

interface Reader {
  readonly markdown: string;
  readonly lines: readonly Line[];
  at: number;
  readonly blocks: Block[];
  /** Content columns of the open list items, outermost first. */
  items: number[];
}

function textOf(reader: Reader, line: Line, from = line.content): string {
  return reader.markdown.slice(from, line.end);
}

/** Where a line's first character is written, after its indentation: where the renderer's block starts. */
function firstCharacter(reader: Reader, line: Line): number {
  return line.content + (/^[ \t]*/.exec(textOf(reader, line))?.[0].length ?? 0);
}

function isBlank(reader: Reader, line: Line): boolean {
  return textOf(reader, line).trim() === "";
}

/** Where an ATX heading's text ends: before its closing hashes ("## Method ##"), found by hand (a pattern would retry from every blank). */
function withoutClosingHashes(markdown: string, start: number, end: number): number {
  let at = end;
  while (at > start && /[ \t]/.test(markdown.charAt(at - 1))) at--;
  const hashesEnd = at;
  while (at > start && markdown.charAt(at - 1) === "#") at--;
  if (at === hashesEnd) return end;
  if (at === start) return start;
  if (!/[ \t]/.test(markdown.charAt(at - 1))) return end;
  while (at > start && /[ \t]/.test(markdown.charAt(at - 1))) at--;
  return at;
}

/** A GFM delimiter row ("| --- | :---: |"): every cell dashes, with colons for alignment. */
function isDelimiterRow(text: string): boolean {
  if (/^ {4}/.test(text)) return false;
  const inner = text.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.includes("-") && inner.split("|").every((cell) => DELIMITER_CELL.test(cell));
}

/** How many cells a table line has: its pipes, less an opening and a closing one, plus one. */
function cellCount(text: string): number {
  const inner = text.trim().replace(/^\|/, "").replace(/(?<!\\)\|$/, "");
  return inner.split(/(?<!\\)\|/).length;
}

/** A GFM table: a line with pipes, then a delimiter row with as many cells ("| --- | :---: |"). */
function isTableStart(reader: Reader, index: number): boolean {
  const line = reader.lines[index];
  const next = reader.lines[index + 1];
  if (line === undefined || next === undefined) return false;
  const header = textOf(reader, line);
  const delimiter = textOf(reader, next);
  return header.includes("|") && isDelimiterRow(delimiter) && cellCount(header) === cellCount(delimiter);
}

function quoted(line: Line): boolean {
  return line.content > line.start;
}

/**
 * A heading, fence, rule, HTML, table, or a blockquote's start or end: a block of its own after a
 * paragraph begun on `from`. A lazy line (outside the list item of the paragraph) never starts a table.
 */
function startsBlock(reader: Reader, index: number, from: Line, lazy = false): boolean {
  const line = reader.lines[index];
  if (line === undefined) return true;
  const text = textOf(reader, line);
  if (quoted(line) !== quoted(from) && (quoted(line) || ITEM.test(text) || ATX.test(text) || FENCE.test(text) || RULE.test(text))) return true;
  return ATX.test(text) || FENCE.test(text) || RULE.test(text) || HTML_BLOCK.test(text) || (!lazy && isTableStart(reader, index));
}

/** A list item with text: "- x", "2. x" (an empty "-" never interrupts anything). */
function itemWithText(text: string): RegExpExecArray | null {
  const item = ITEM.exec(text);
  return item !== null && item[3] !== undefined ? item : null;
}

/**
 * A line that begins a block of its own, so it cannot continue a paragraph begun on `from`. In the
 * paragraph's own container a numbered item interrupts only from 1 (CommonMark); a table ends at any item.
 */
function interrupts(reader: Reader, index: number, from: Line, inTable = false): boolean {
  const line = reader.lines[index];
  if (line === undefined || startsBlock(reader, index, from)) return true;
  const item = itemWithText(textOf(reader, line));
  return item !== null && (inTable || !/^\d/.test(item[2] ?? "") || /^1[.)]$/.test(item[2] ?? ""));
}

/** Table cells, split at pipes that are not escaped or inside code. */
function cells(reader: Reader, line: Line): InlineText[] {
  const { markdown } = reader;
  let start = line.content;
  let end = line.end;
  while (start < end && /\s/.test(markdown.charAt(start))) start++;
  while (end > start && /\s/.test(markdown.charAt(end - 1))) end--;
  if (markdown.charAt(start) === "|") start++;
  if (end > start && markdown.charAt(end - 1) === "|" && markdown.charAt(end - 2) !== "\\") end--;
  const found: InlineText[] = [];
  let cellStart = start;
  let code = false;
  for (let at = start; at <= end; at++) {
    const character = markdown.charAt(at);
    if (character === "`") code = !code;
    if (at === end || (character === "|" && !code && markdown.charAt(at - 1) !== "\\")) {
      found.push(inlineText(markdown, cellStart, at));
      cellStart = at + 1;
    }
  }
  return found;
}

function readTable(reader: Reader): void {
  const first = reader.lines[reader.at];
  if (first === undefined) return;
  const header = cells(reader, first);
  const rows: TableRow[] = [];
  let index = reader.at + 2;
  for (; index < reader.lines.length; index++) {
    const line = reader.lines[index];
    if (line === undefined || isBlank(reader, line) || interrupts(reader, index, first, true)) break;
    rows.push({ span: { start: line.content, end: line.end }, cells: cells(reader, line) });
  }
  const last = reader.lines[index - 1] ?? first;
  reader.blocks.push({ kind: "table", span: { start: first.content, end: last.end }, header, rows });
  reader.at = index;
}

function readFence(reader: Reader, fence: string): void {
  const first = reader.lines[reader.at];
  if (first === undefined) return;
  let index = reader.at + 1;
  let last = first;
  for (; index < reader.lines.length; index++) {
    const line = reader.lines[index];
    if (line === undefined) break;
    last = line;
    const close = FENCE.exec(textOf(reader, line));
    if (close?.[1] !== undefined && close[1][0] === fence[0] && close[1].length >= fence.length && textOf(reader, line).trim() === close[1]) {
      index++;
      break;
    }
  }
  reader.blocks.push({ kind: "code", span: { start: first.content, end: last.end } });
  reader.at = index;
}

function readIndentedCode(reader: Reader, indent: number): void {
  const first = reader.lines[reader.at];
  if (first === undefined) return;
  let last = first;
  let index = reader.at;
  for (; index < reader.lines.length; index++) {
    const line = reader.lines[index];
    if (line === undefined) break;
    if (!isBlank(reader, line) && columnOf(/^[ \t]*/.exec(textOf(reader, line))?.[0] ?? "") < indent) break;
    if (!isBlank(reader, line)) last = line;
  }
  reader.blocks.push({ kind: "code", span: { start: first.content, end: last.end } });
  reader.at = index;
}

function readParagraph(reader: Reader): void {
  const texts: InlineText[] = [];
  const first = reader.lines[reader.at];
  if (first === undefined) return;
  // Inside a list item, a line indented less than its text is a lazy continuation: plain text only.
  const container = containerColumn(reader.items, columnOf(/^[ \t]*/.exec(textOf(reader, first))?.[0] ?? ""));
  let last = first;
  let index = reader.at;
  for (; index < reader.lines.length; index++) {
    const line = reader.lines[index];
    if (line === undefined || isBlank(reader, line)) break;
    const text = textOf(reader, line);
    const lazy = columnOf(/^[ \t]*/.exec(text)?.[0] ?? "") < container;
    const setext = index > reader.at && !lazy && quoted(line) === quoted(first) ? SETEXT.exec(text) : null;
    if (setext) {
      // "Title\n====": the lines so far are a heading.
      const heading = texts.reduce((joined, next) => joinTexts(joined, next));
      reader.blocks.push({ kind: "heading", span: { start: firstCharacter(reader, first), end: line.end }, depth: setext[1]?.startsWith("=") ? 1 : 2, text: heading });
      reader.at = index + 1;
      return;
    }
    if (index > reader.at && (lazy ? startsBlock(reader, index, first, true) || itemWithText(text) !== null : interrupts(reader, index, first))) break;
    texts.push(inlineText(reader.markdown, line.content, line.end));
    last = line;
  }
  reader.blocks.push({ kind: "paragraph", span: { start: first.content, end: last.end }, lines: texts });
  reader.at = index;
}

function readItem(reader: Reader, item: RegExpExecArray, line: Line): void {
  const indent = columnOf(item[1] ?? "");
  const marker = item[2] ?? "";
  // 1–4 spaces after the marker belong to it; more start indented code, read here as text.
  const spaces = Math.min(columnOf(item[3] ?? " "), 4);
  const contentColumn = indent + marker.length + (spaces > 4 ? 1 : spaces);
  while (reader.items.length > 0 && indent < (reader.items[reader.items.length - 1] ?? 0)) reader.items.pop();
  const level = reader.items.length;
  const margin = reader.items[reader.items.length - 1] ?? 0;
  reader.items.push(contentColumn);
  const markerStart = line.content + (item[1] ?? "").length;
  const contentStart = markerStart + marker.length + (item[3] ?? "").length;
  let text = inlineText(reader.markdown, contentStart, line.end);
  const more: InlineText[] = [];
  let end = line.end;
  let index = reader.at + 1;
  let blank = false;
  for (; index < reader.lines.length; index++) {
    const next = reader.lines[index];
    if (next === undefined) break;
    if (isBlank(reader, next)) {
      blank = true;
      continue;
    }
    const nextText = textOf(reader, next);
    const nextIndent = columnOf(/^[ \t]*/.exec(nextText)?.[0] ?? "");
    const nextItem = itemWithText(nextText);
    if (nextIndent >= contentColumn) {
      // Inside the item: a nested item, fence or table is a block of its own, as is anything after a
      // blank line but a paragraph; a numbered line not starting at 1 is more text.
      const numberedText = nextItem !== null && /^\d/.test(nextItem[2] ?? "") && !/^1[.)]$/.test(nextItem[2] ?? "") && !blank;
      if ((nextItem !== null && !numberedText) || startsBlock(reader, index, line)) break;
    } else {
      // Outside it: after a blank line the item has ended; else the line continues its text lazily,
      // unless it begins a block (any list item less than four spaces past the list's margin).
      if (blank || startsBlock(reader, index, line, true) || (nextItem !== null && nextIndent - margin < 4)) break;
    }
    const paragraph = inlineText(reader.markdown, next.content + (/^[ \t]*/.exec(nextText)?.[0].length ?? 0), next.end);
    if (blank) more.push(paragraph);
    else if (more.length > 0) more[more.length - 1] = joinTexts(more[more.length - 1] ?? paragraph, paragraph);
    else text = joinTexts(text, paragraph);
    end = next.end;
    blank = false;
  }
  reader.blocks.push({ kind: "item", span: { start: markerStart, end }, ordered: /^\d/.test(marker), level, text, more });
  reader.at = index;
}

const FRONT_MATTER_KEY = /^[A-Za-z_][\w -]{0,30}:(?:\s|$)/;

/** Front matter, as recipe sites (Hugo, Jekyll) keep it at the top of a file: "---", "key: value" lines, "---". */
function readFrontMatter(reader: Reader): void {
  const first = reader.lines[0];
  if (first === undefined || textOf(reader, first).trimEnd() !== "---") return;
  const lines: InlineText[] = [];
  for (let index = 1; index < Math.min(reader.lines.length, 60); index++) {
    const line = reader.lines[index];
    if (line === undefined) return;
    const text = textOf(reader, line);
    if (text.trimEnd() === "---") {
      if (lines.length === 0) return;
      reader.blocks.push({ kind: "front", span: { start: first.start, end: line.end }, lines });
      reader.at = index + 1;
      return;
    }
    if (FRONT_MATTER_KEY.test(text)) {
      // A YAML comment is not part of the value: "servings: 3 # or three small loaves".
      const comment = text.search(/\s#/);
      lines.push(inlineText(reader.markdown, line.start, comment >= 0 ? line.start + comment : line.end));
    } else if (text.trim() !== "" && !/^\s/.test(text)) return;
  }
}

/** The blocks of a markdown text, in order. */
export function readBlocks(markdown: string): Block[] {
  const reader: Reader = { markdown, lines: splitLines(markdown), at: 0, blocks: [], items: [] };
  readFrontMatter(reader);
  while (reader.at < reader.lines.length) {
    const line = reader.lines[reader.at];
    if (line === undefined) break;
    const text = textOf(reader, line);
    if (text.trim() === "") {
      reader.at++;
      continue;
    }
    const item = ITEM.exec(text);
    const indent = columnOf(/^[ \t]*/.exec(text)?.[0] ?? "");
    // A list ends at a line that is neither an item nor indented under one.
    if (!item && indent < (reader.items[0] ?? Number.POSITIVE_INFINITY)) reader.items = [];
    const atx = ATX.exec(text);
    const fence = FENCE.exec(text);
    // Four spaces past where a block may start (the open item it sits in, else the margin) is indented
    // code (CommonMark), not an item or a heading.
    if (indent - containerColumn(reader.items, indent) >= 4) {
      readIndentedCode(reader, indent);
    } else if (atx) {
      const contentStart = line.content + atx[0].length;
      const contentEnd = withoutClosingHashes(markdown, contentStart, line.end);
      reader.blocks.push({ kind: "heading", span: { start: firstCharacter(reader, line), end: line.end }, depth: atx[1]?.length ?? 1, text: inlineText(markdown, contentStart, contentEnd) });
      reader.items = [];
      reader.at++;
    } else if (fence?.[1] !== undefined) {
      readFence(reader, fence[1]);
    } else if (RULE.test(text)) {
      reader.blocks.push({ kind: "rule", span: { start: line.content, end: line.end } });
      reader.items = [];
      reader.at++;
    } else if (item) {
      readItem(reader, item, line);
    } else if (isTableStart(reader, reader.at)) {
      readTable(reader);
    } else if (HTML_BLOCK.test(text)) {
      while (reader.at < reader.lines.length && !isBlank(reader, reader.lines[reader.at] ?? line)) reader.at++;
    } else {
      readParagraph(reader);
    }
  }
  return reader.blocks;
}
