import type { Span } from "./amount.ts";

/**
 * A line of markdown as the reader reads it: inline syntax removed ("**1 kg** [pumpkin](…)" → "1 kg
 * pumpkin"), whitespace folded, and a map from every character back to the markdown, so that what is
 * read in the text can be rewritten in the markdown. Pure.
 */
export interface InlineText {
  readonly text: string;
  /** Markdown offset where each character of `text` is written. */
  readonly starts: readonly number[];
  /** Markdown offset just after each character of `text` ("&amp;" is one character written with five). */
  readonly ends: readonly number[];
  /** Bold runs ("**Ingredients:**"), in `text` offsets. */
  readonly strong: readonly Span[];
}

export const EMPTY_TEXT: InlineText = { text: "", starts: [], ends: [], strong: [] };

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  nbsp: " ",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  deg: "°",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  frac13: "⅓",
  frac23: "⅔",
  frac18: "⅛",
  times: "×",
  ndash: "–",
  mdash: "—",
};
const ENTITY = /&(?:#(\d{1,6})|#x([0-9a-f]{1,6})|([a-z][a-z0-9]{1,10}));/iy;
const LINK_END = /\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)/y;

/** Where a link's "](destination)" that starts at `at` ends, within `end`; null where none does. */
function linkEnd(markdown: string, at: number, end: number): number | null {
  if (at < 0) return null;
  LINK_END.lastIndex = at;
  return LINK_END.exec(markdown) && LINK_END.lastIndex <= end ? LINK_END.lastIndex : null;
}

/** Where the code span whose opening run of `run` backticks starts at `at` closes, within `end`; null where it does not. */
function codeSpanClose(markdown: string, at: number, run: number, end: number): number | null {
  const close = markdown.indexOf("`".repeat(run), at + run);
  return close >= 0 && close < end ? close : null;
}
const HTML_TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>|<(?:https?|mailto):[^<>\s]*>/y;
const PUNCTUATION = /[!-/:-@[-`{-~]/;

function isWordCharacter(character: string): boolean {
  return /[\p{L}\p{N}]/u.test(character);
}

interface Builder {
  text: string;
  starts: number[];
  ends: number[];
  strong: Span[];
  strongFrom: number | null;
}

function push(into: Builder, character: string, start: number, end: number): void {
  if (/\s/.test(character)) {
    // Whitespace folds to one space (written with all of it), never at the start.
    if (into.text === "") return;
    if (into.text.endsWith(" ")) {
      into.ends[into.ends.length - 1] = end;
      return;
    }
    character = " ";
  }
  into.text += character;
  into.starts.push(start);
  into.ends.push(end);
}

function toggleStrong(into: Builder): void {
  if (into.strongFrom === null) into.strongFrom = into.text.length;
  else {
    const end = into.text.replace(/ $/, "").length;
    if (end > into.strongFrom) into.strong.push({ start: into.strongFrom, end });
    into.strongFrom = null;
  }
}

const UNICODE_PUNCTUATION = /[\p{P}\p{S}]/u;

/** How the renderer uses one `*` or `_` run: delimiters taken closing (from its start) and opening (from its end); the rest is text. */
interface RunUse {
  readonly length: number;
  readonly closes: number[];
  readonly opens: number[];
}

/**
 * Where `*` and `_` runs in `markdown.slice(start, end)` are emphasis, by CommonMark's rules: a run can
 * open before a word and close after one (flanking), a closer takes the nearest opener of its kind (two
 * delimiters each when both have two, else one; the rule of three), and what no pair takes is text as
 * written: "root*", "broth**", "*can be substituted…" (footnote marks), the "*" left of "*a broth**".
 */
function emphasisRuns(markdown: string, start: number, end: number): Map<number, RunUse> {
  interface Run extends RunUse {
    readonly at: number;
    readonly character: string;
    readonly open: boolean;
    readonly close: boolean;
    left: number;
  }
  const runs: Run[] = [];
  let at = start;
  while (at < end) {
    const character = markdown.charAt(at);
    if (character === "\\") {
      at += 2;
      continue;
    }
    if (character === "`") {
      // A code span's text is never emphasis.
      let run = 1;
      while (markdown.charAt(at + run) === "`") run++;
      const close = codeSpanClose(markdown, at, run, end);
      at = close === null ? at + run : close + run;
      continue;
    }
    if (character === "]") {
      // Nor is a link's destination.
      const after = linkEnd(markdown, at, end);
      if (after !== null) {
        at = after;
        continue;
      }
    }
    if (character !== "*" && character !== "_") {
      at++;
      continue;
    }
    let length = 1;
    while (at + length < end && markdown.charAt(at + length) === character) length++;
    const before = at > start ? markdown.charAt(at - 1) : " ";
    const after = at + length < end ? markdown.charAt(at + length) : " ";
    const spaceBefore = /\s/.test(before);
    const spaceAfter = /\s/.test(after);
    const punctuationBefore = UNICODE_PUNCTUATION.test(before);
    const punctuationAfter = UNICODE_PUNCTUATION.test(after);
    const leftFlanking = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore);
    const rightFlanking = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter);
    const open = character === "*" ? leftFlanking : leftFlanking && (!rightFlanking || punctuationBefore);
    const close = character === "*" ? rightFlanking : rightFlanking && (!leftFlanking || punctuationAfter);
    runs.push({ at, length, character, open, close, left: length, closes: [], opens: [] });
    at += length;
  }
  const openers: Run[] = [];
  for (const run of runs) {
    while (run.close && run.left > 0) {
      const index = openers.findLastIndex(
        // The rule of three on what is left of each run, as micromark (the page's renderer) applies it.
        (opener) => opener.character === run.character && !((opener.close || run.open) && (opener.left + run.left) % 3 === 0 && !(opener.left % 3 === 0 && run.left % 3 === 0)),
      );
      if (index < 0) break;
      const opener = openers[index] as Run;
      const use = opener.left >= 2 && run.left >= 2 ? 2 : 1;
      opener.left -= use;
      opener.opens.push(use);
      run.left -= use;
      run.closes.push(use);
      openers.length = opener.left > 0 ? index + 1 : index;
    }
    if (run.open && run.left > 0) openers.push(run);
  }
  return new Map(runs.filter((run) => run.closes.length + run.opens.length > 0).map((run) => [run.at, run]));
}

/**
 * The plain text of `markdown.slice(start, end)`: emphasis, code, link and image syntax, HTML tags,
 * escapes and entities read as a renderer would show them (images not at all), with offsets.
 */
export function inlineText(markdown: string, start: number, end: number): InlineText {
  const into: Builder = { text: "", starts: [], ends: [], strong: [], strongFrom: null };
  const emphasis = /[*_]/.test(markdown.slice(start, end)) ? emphasisRuns(markdown, start, end) : new Map<number, RunUse>();
  let at = start;
  while (at < end) {
    const character = markdown.charAt(at);
    if (character === "\\" && at + 1 < end && PUNCTUATION.test(markdown.charAt(at + 1))) {
      push(into, markdown.charAt(at + 1), at, at + 2);
      at += 2;
      continue;
    }
    if (character === "*" || character === "_" || character === "~") {
      let run = 1;
      while (at + run < end && markdown.charAt(at + run) === character) run++;
      const before = markdown.charAt(at - 1);
      const after = markdown.charAt(at + run);
      // "snake_case", "2 * 3" and a footnote's "root*" are text; "_word_", "**bold**" and "~~gone~~" are syntax.
      const intraword = character === "_" && isWordCharacter(before) && isWordCharacter(after);
      const spaced = /\s/.test(before || " ") && /\s/.test(after || " ");
      const use = character === "~" ? undefined : emphasis.get(at);
      if (character !== "~" && !intraword && !spaced) {
        // What closes, then what is left as text, then what opens: "*a broth**" shows "a broth*".
        const closing = use?.closes.reduce((sum, taken) => sum + taken, 0) ?? 0;
        const opening = use?.opens.reduce((sum, taken) => sum + taken, 0) ?? 0;
        if (use?.closes.includes(2)) toggleStrong(into);
        for (let i = closing; i < run - opening; i++) push(into, character, at + i, at + i + 1);
        if (use?.opens.includes(2)) toggleStrong(into);
      } else if (intraword || spaced || run < 2) {
        for (let i = 0; i < run; i++) push(into, character, at + i, at + i + 1);
      }
      at += run;
      continue;
    }
    if (character === "`") {
      let run = 1;
      while (markdown.charAt(at + run) === "`") run++;
      const close = codeSpanClose(markdown, at, run, end);
      if (close !== null) {
        for (let i = at + run; i < close; i++) push(into, markdown.charAt(i), i, i + 1);
        at = close + run;
        continue;
      }
    }
    if (character === "!" && markdown.charAt(at + 1) === "[") {
      const close = markdown.indexOf("]", at + 2);
      const after = close < end ? linkEnd(markdown, close, end) : null;
      if (after !== null) {
        at = after;
        continue;
      }
    }
    if (character === "]") {
      const after = linkEnd(markdown, at, end);
      if (after !== null) {
        at = after;
        continue;
      }
    }
    if (character === "[") {
      // A link's text is read; "[" itself only when no link closes it.
      const close = markdown.indexOf("]", at + 1);
      if (close < end && linkEnd(markdown, close, end) !== null) {
        at += 1;
        continue;
      }
    }
    if (character === "<") {
      HTML_TAG.lastIndex = at;
      const tag = HTML_TAG.exec(markdown);
      if (tag && at + tag[0].length <= end) {
        if (/^<(?:https?|mailto):/i.test(tag[0])) for (let i = 1; i < tag[0].length - 1; i++) push(into, tag[0].charAt(i), at + i, at + i + 1);
        else push(into, " ", at, at + tag[0].length);
        at += tag[0].length;
        continue;
      }
    }
    if (character === "&") {
      ENTITY.lastIndex = at;
      const entity = ENTITY.exec(markdown);
      const decoded = entity
        ? entity[1] !== undefined
          ? String.fromCodePoint(Number(entity[1]))
          : entity[2] !== undefined
            ? String.fromCodePoint(Number.parseInt(entity[2], 16))
            : ENTITIES[(entity[3] ?? "").toLowerCase()]
        : undefined;
      if (entity && decoded !== undefined && at + entity[0].length <= end) {
        push(into, decoded, at, at + entity[0].length);
        at += entity[0].length;
        continue;
      }
    }
    push(into, character, at, at + 1);
    at += 1;
  }
  if (into.strongFrom !== null) toggleStrong(into);
  // No trailing space.
  while (into.text.endsWith(" ")) {
    into.text = into.text.slice(0, -1);
    into.starts.pop();
    into.ends.pop();
  }
  return { text: into.text, starts: into.starts, ends: into.ends, strong: into.strong.filter((span) => span.end <= into.text.length) };
}

/** Two texts read as one, joined by `separator` (a lazy continuation line; a step's title and its text). */
export function joinTexts(first: InlineText, second: InlineText, separator = " "): InlineText {
  if (first.text === "") return second;
  if (second.text === "") return first;
  const shift = first.text.length + separator.length;
  const joint = first.ends[first.ends.length - 1] ?? 0;
  const next = second.starts[0] ?? joint;
  return {
    text: `${first.text}${separator}${second.text}`,
    starts: [...first.starts, ...Array.from(separator, () => joint), ...second.starts],
    ends: [...first.ends, ...Array.from(separator, () => (next >= joint ? joint : next)), ...second.ends],
    strong: [...first.strong, ...second.strong.map((span) => ({ start: span.start + shift, end: span.end + shift }))],
  };
}

/** The part of a text from `start` to `end`, offsets kept. */
export function sliceText(text: InlineText, start: number, end = text.text.length): InlineText {
  const from = start + (/^\s*/.exec(text.text.slice(start, end))?.[0].length ?? 0);
  const to = from + text.text.slice(from, end).trimEnd().length;
  return {
    text: text.text.slice(from, to),
    starts: text.starts.slice(from, to),
    ends: text.ends.slice(from, to),
    strong: text.strong.filter((span) => span.start >= from && span.end <= to).map((span) => ({ start: span.start - from, end: span.end - from })),
  };
}

/**
 * Where a span of the text is written in the markdown, as the runs of it that stand together there: a
 * rewrite puts its text in the first run and empties the others, so markup between them ("**1 cup**
 * (240 ml)") survives.
 */
export function markdownRuns(text: InlineText, span: Span): Span[] {
  const runs: Span[] = [];
  for (let i = span.start; i < span.end; i++) {
    const start = text.starts[i];
    const end = text.ends[i];
    if (start === undefined || end === undefined) continue;
    const last = runs[runs.length - 1];
    if (last && last.end === start) runs[runs.length - 1] = { start: last.start, end };
    else runs.push({ start, end });
  }
  return runs;
}
