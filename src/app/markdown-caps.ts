/**
 * Caps on a reply's markdown, applied line by line before any parsing. Model output is untrusted,
 * and the markdown parser (micromark) is not linear in everything a reply can hold: containers
 * nested on one line (40 "> " or "1. " markers), long emphasis runs and many unmatched delimiters in
 * one paragraph cost it quadratic or worse time, and nesting thousands deep overflows the stack of
 * whatever walks the tree (React included). A recipe never comes near these caps; past them, the
 * extra markers are escaped, so they show as the characters they are, and nothing is dropped.
 *
 * Every cap looks at one line and a little state carried from the lines before (an open code fence,
 * the delimiters so far in the paragraph), so a growing reply is capped in time linear to what is new.
 */

/** Block containers (quote markers, list markers) opened on one line. */
export const MAX_NESTING = 16;
/** Columns of indentation kept in front of a line: list nesting by indentation takes at least two a level. */
export const MAX_INDENT = 2 * MAX_NESTING;
/** Longer lines are broken (a soft line break, which renders as a space). */
export const MAX_LINE_CHARS = 4_000;
/** Longer runs of `*`, `_` or `~` are text: no emphasis needs more than three. */
export const MAX_RUN = 3;
/** Inline delimiters (emphasis runs, brackets, backtick runs, angle brackets) in one paragraph. */
export const MAX_DELIMITERS = 200;
/** Pipes on one line: a table of up to 64 columns. */
export const MAX_PIPES = 64;
/**
 * Lines without markers that follow a quote or list line in one paragraph (lazy continuation lines,
 * which micromark handles in quadratic time). Past this a blank line ends the paragraph.
 */
export const MAX_LAZY_LINES = 64;
/**
 * A paragraph longer than this is ended at its next line (a blank line before it): the block still
 * being written is parsed again at every update, so a reply of one endless paragraph made every update
 * cost as much as the reply so far. Tables and lists are cut into parts instead (markdown-blocks.ts).
 */
export const MAX_PARAGRAPH_CHARS = 8_000;

type CapState = {
  fence: { char: string; length: number } | null;
  delimiters: number;
  /** The paragraph so far began inside a quote or list item; lines without markers since then. */
  inContainer: boolean;
  lazyLines: number;
  /** Characters of the paragraph so far (outside code fences). */
  paragraphChars: number;
};

const initialState = (): CapState => ({ fence: null, delimiters: 0, inContainer: false, lazyLines: 0, paragraphChars: 0 });

const isBlank = (char: string | undefined) => char === " " || char === "\t";
const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

/** A thematic break ("***", "- - -", "_____"): left alone, though its characters look like runs. */
function isThematicBreak(line: string): boolean {
  let mark = "";
  let count = 0;
  for (const char of line) {
    if (isBlank(char)) continue;
    if (char !== "-" && char !== "*" && char !== "_") return false;
    if (mark !== "" && char !== mark) return false;
    mark = char;
    count++;
  }
  return count >= 3;
}

/** The code fence a line opens or closes (after any quote or list markers), or null. */
function fenceAt(line: string, at: number): { char: string; length: number; info: string } | null {
  const char = line[at];
  if (char !== "`" && char !== "~") return null;
  let end = at;
  while (line[end] === char) end++;
  return end - at >= 3 ? { char, length: end - at, info: line.slice(end) } : null;
}

/**
 * The line's container prefix, capped: quote and list markers past MAX_NESTING escaped, blanks past
 * MAX_INDENT dropped. Returns the capped prefix and where the line's content starts.
 */
function capPrefix(line: string): { prefix: string; contentStart: number; depth: number } {
  let prefix = "";
  let at = 0;
  let depth = 0;
  let indent = 0;
  for (;;) {
    while (isBlank(line[at])) {
      indent += line[at] === "\t" ? 4 : 1;
      if (indent <= MAX_INDENT) prefix += line[at];
      at++;
    }
    const char = line[at];
    let markerEnd = -1;
    if (char === ">") markerEnd = at + 1;
    else if ((char === "-" || char === "+" || char === "*") && (isBlank(line[at + 1]) || at + 1 === line.length)) markerEnd = at + 1;
    else if (isDigit(char)) {
      let end = at;
      while (isDigit(line[end]) && end - at < 9) end++;
      if ((line[end] === "." || line[end] === ")") && (isBlank(line[end + 1]) || end + 1 === line.length)) markerEnd = end + 1;
    }
    if (markerEnd === -1) return { prefix, contentStart: at, depth };
    depth++;
    const marker = line.slice(at, markerEnd);
    // Escaped, the marker is plain text; it can open nothing after that.
    prefix += depth > MAX_NESTING ? `${marker.slice(0, -1)}\\${marker.slice(-1)}` : marker;
    at = markerEnd;
  }
}

/** Inline delimiters past the paragraph's allowance, and over-long emphasis runs, escaped. */
function capInline(text: string, state: CapState): string {
  let out = "";
  let pipes = 0;
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    if (char === "\\") {
      out += text.slice(at, at + 2);
      at += 2;
      continue;
    }
    if (char === "*" || char === "_" || char === "~" || char === "`") {
      let end = at;
      while (text[end] === char) end++;
      const run = text.slice(at, end);
      const tooLong = char !== "`" && run.length > MAX_RUN;
      out += tooLong || ++state.delimiters > MAX_DELIMITERS ? run.replaceAll(char, `\\${char}`) : run;
      at = end;
      continue;
    }
    if (char === "[" || char === "]" || char === "<") out += ++state.delimiters > MAX_DELIMITERS ? `\\${char}` : char;
    else if (char === "|") out += ++pipes > MAX_PIPES ? "\\|" : char;
    else out += char;
    at++;
  }
  return out;
}

function capLine(line: string, state: CapState): string {
  if (line.trim() === "") {
    Object.assign(state, { delimiters: 0, inContainer: false, lazyLines: 0, paragraphChars: 0 });
    return line;
  }
  if (isThematicBreak(line)) return line;
  const { prefix, contentStart, depth } = capPrefix(line);
  let breakBefore = "";
  if (depth > 0) Object.assign(state, { inContainer: true, lazyLines: 0 });
  else if (state.inContainer && !state.fence && ++state.lazyLines > MAX_LAZY_LINES) {
    Object.assign(state, { delimiters: 0, inContainer: false, lazyLines: 0, paragraphChars: 0 });
    breakBefore = "\n";
  }
  if (!state.fence) {
    // Decided by what a line's first character is, never by markers that may still be arriving (a
    // "1" that becomes "1. "), so the capped text only grows as the reply does. A table row is left.
    if (breakBefore === "" && state.paragraphChars > MAX_PARAGRAPH_CHARS && line.trimStart()[0] !== "|") {
      Object.assign(state, { delimiters: 0, inContainer: false, lazyLines: 0, paragraphChars: 0 });
      breakBefore = "\n";
    }
    // A list item starts a paragraph of its own.
    state.paragraphChars = (depth > 0 && !prefix.includes(">") ? 0 : state.paragraphChars) + line.length;
  }
  // A table row's cells are each read on their own, so a long table is not one paragraph's worth of
  // delimiters (its 101st bold cell was shown as "**note**").
  if (line[contentStart] === "|") state.delimiters = 0;
  // So is each list item's (a quote's lines, though, may all be one paragraph).
  if (depth > 0 && !prefix.includes(">")) state.delimiters = 0;
  return breakBefore + capContent(line, prefix, contentStart, state);
}

function capContent(line: string, prefix: string, contentStart: number, state: CapState): string {
  const fence = fenceAt(line, contentStart);
  if (state.fence) {
    if (fence && fence.char === state.fence.char && fence.length >= state.fence.length && fence.info.trim() === "") state.fence = null;
    return `${prefix}${line.slice(contentStart)}`;
  }
  if (fence && !(fence.char === "`" && fence.info.includes("`"))) {
    state.fence = { char: fence.char, length: fence.length };
    return `${prefix}${line.slice(contentStart)}`;
  }
  return `${prefix}${capInline(line.slice(contentStart), state)}`;
}

/** Over-long lines as several, each at most MAX_LINE_CHARS. */
function* pieces(line: string): Generator<string> {
  for (let at = 0; at < line.length || at === 0; at += MAX_LINE_CHARS) yield line.slice(at, at + MAX_LINE_CHARS);
}

/** The whole text, capped (the same as a capper fed it in any number of pieces). */
export function capMarkdown(text: string): string {
  return createCapper()(text);
}

/**
 * What a reader of a capper's texts may take as known without comparing: every text the capper
 * returns with the same `generation` begins with the first `stable` characters of the text returned
 * with this lineage (complete lines, capped for good). Only the last line can change as it grows.
 */
export type Lineage = { generation: number; stable: number };

export type Capper = {
  /** `generation`: the live text's (live-text.ts), when `text` is one; a longer text of the same generation extends the last. */
  (text: string, generation?: number): string;
  /** The lineage of the text last returned. */
  lineage: () => Lineage;
};

// Shared by every capper, so no two cappers' lineages are ever the same generation.
let lineages = 0;
let readChars = 0;
/**
 * Characters cappers have read, to cap them or to check that a text extends the last (a measure of
 * work, for tests: per update it should be what is new, not the reply).
 */
export function cappedCharacters(): number {
  return readChars;
}

/**
 * A capper for a growing reply: each call caps only the lines begun since the last call (the last,
 * unfinished line again, from its last MAX_LINE_CHARS piece), so capping a stream costs time linear to
 * its length. Whether the text still extends the last is known from the live text's generation, or
 * else checked by comparing the lines capped for good.
 */
export function createCapper(): Capper {
  let source = "";
  let sourceGeneration: number | undefined;
  // What is capped for good: every complete line (or MAX_LINE_CHARS piece of one) of `source` so far, and the state after them.
  let doneSource = 0;
  let doneCapped = "";
  let doneState = initialState();
  let last = "";
  let lineage: Lineage = { generation: ++lineages, stable: 0 };
  const cap = (text: string, generation?: number) => {
    const appended = generation !== undefined && generation === sourceGeneration && text.length >= source.length;
    sourceGeneration = generation;
    if (appended ? text.length === source.length : text === source) {
      source = text;
      return last;
    }
    if (!appended) {
      readChars += doneSource;
      if (!text.startsWith(source.slice(0, doneSource))) {
        doneSource = 0;
        doneCapped = "";
        doneState = initialState();
        lineage = { generation: ++lineages, stable: 0 };
      }
    }
    source = text;
    readChars += text.length - doneSource;
    const state = { ...doneState };
    let capped = doneCapped;
    let at = doneSource;
    for (;;) {
      const end = text.indexOf("\n", at);
      if (end === -1 && text.length - at > MAX_LINE_CHARS) {
        // A line longer than a piece: its pieces but the last are capped for good (a piece is capped
        // on its own), so an endless line is not capped again whole at every call.
        const whole = Math.floor((text.length - at - 1) / MAX_LINE_CHARS) * MAX_LINE_CHARS;
        for (const piece of pieces(text.slice(at, at + whole))) capped += `${capLine(piece, state)}\n`;
        at += whole;
        doneSource = at;
        doneCapped = capped;
        doneState = { ...state };
      }
      const line = text.slice(at, end === -1 ? text.length : end);
      const wasState = { ...state };
      const piece = [...pieces(line)].map((part) => capLine(part, state)).join("\n");
      if (end === -1) {
        last = capped + piece;
        lineage = { generation: lineage.generation, stable: doneCapped.length };
        // The unfinished line is capped again next time, from the state before it.
        Object.assign(state, wasState);
        return last;
      }
      capped += `${piece}\n`;
      at = end + 1;
      doneSource = at;
      doneCapped = capped;
      doneState = { ...state };
    }
  };
  return Object.assign(cap, { lineage: () => lineage });
}
