import { readQuantity, type Span } from "./amount.ts";
import type { InlineText } from "./inline-text.ts";
import { readMinutes } from "./timers.ts";
import { NUMBER_WORDS } from "./vocabulary.ts";

/**
 * The third stage for what is said about the recipe: servings ("Serves 2-3", "Makes 12", "Yield: 4
 * servings", "for 4 people") and times, from meta lines wherever they stand. Pure.
 */

export interface ServingsRead {
  /** The lower bound of a range: "Serves 4-6" → 4. */
  readonly servings: number;
  /** Where the number (or range) is written in the markdown, so it can follow a change of servings. */
  readonly span: Span | null;
}

const SERVINGS_BEFORE = /\b(?:serves|servings|serving|feeds|portions|yields?|makes)\b(?!\s*size)\s*(?:[:\-–]\s*)?(?:about |approximately |approx\.? |up to |around )?/gi;
const SERVINGS_AFTER = /^\s+(?:servings|portions|people|persons|guests|adults)\b/i;
const FOR_PEOPLE = /\bfor\s+(?=\S)/gi;

function spanIn(line: InlineText, start: number, end: number): Span | null {
  const from = line.starts[start];
  const to = line.ends[end - 1];
  return from === undefined || to === undefined ? null : { start: from, end: to };
}

/** A count written as a word at the end of a sentence: "Serves four." */
function wordCount(text: string, at: number): { low: { value: number }; end: number } | null {
  const word = /[\p{L}-]+/uy;
  word.lastIndex = at;
  const match = word.exec(text);
  const value = match ? NUMBER_WORDS.get(match[0].toLowerCase()) : undefined;
  return match && value !== undefined && Number.isInteger(value) && !/^an?$/i.test(match[0]) ? { low: { value }, end: at + match[0].length } : null;
}

function servingsAt(line: InlineText, at: number, after: RegExp | null): ServingsRead | null {
  const read = readQuantity(line.text, at);
  // "makes an excellent breakfast" is not one serving, nor "makes 3 dozen cookies" three.
  const quantity = read && !(read.low.word && /^an?$/i.test(line.text.slice(read.low.start, read.low.end))) ? read : wordCount(line.text, at);
  if (quantity === null || /^\s*dozen\b/i.test(line.text.slice(quantity.end))) return null;
  if (!quantity || !Number.isInteger(quantity.low.value) || quantity.low.value <= 0 || quantity.low.value > 100) return null;
  if (after !== null && !after.test(line.text.slice(quantity.end))) return null;
  // Words are rewritten as figures: "Serves four" → "Serves 8".
  return { servings: quantity.low.value, span: spanIn(line, at, quantity.end) };
}

/** "4 servings", "2-3 people": a count the line says is of servings. */
function countedServings(line: InlineText): ServingsRead | null {
  for (const match of line.text.matchAll(/(?<![\p{L}\d])(?=\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)/giu)) {
    const read = servingsAt(line, match.index, SERVINGS_AFTER);
    if (read) return read;
  }
  return null;
}

/** Stated servings, from the first line that states them; null when none does. */
export function readServings(lines: readonly InlineText[]): ServingsRead | null {
  for (const line of lines) {
    for (const match of line.text.matchAll(SERVINGS_BEFORE)) {
      const read = servingsAt(line, match.index + match[0].length, null);
      // "Makes 16 meatballs (4 servings)": what it makes is not what it serves, when the line says both.
      if (read) return (/^(?:makes|yield)/i.test(match[0]) && countedServings(line)) || read;
    }
    for (const match of line.text.matchAll(FOR_PEOPLE)) {
      const read = servingsAt(line, match.index + match[0].length, SERVINGS_AFTER);
      if (read) return read;
    }
    // "4 servings", "2-3 people".
    const counted = countedServings(line);
    if (counted) return counted;
  }
  return null;
}

const TIME_PATTERNS = {
  prep: /\bprep(?:aration)?(?: time)?\s*(?:[:\-–]\s*)?(.{1,40})/i,
  // "Cook 40 minutes" alone is a step ("Cook 5 minutes until golden"), but a part of a meta line ("Serves 4 · Prep 20
  // minutes · Cook 40 minutes") that opens with the word and a duration is the cook time: only meta lines are read here.
  cook: /\b(?:cook(?:ing)?|bak(?:e|ing)) time\s*(?:[:\-–]\s*)?(.{1,40})|\bcook\s*[:\-–]\s*(.{1,40})|(?:^|[·|•;,]\s*)(?:cook(?:ing)?|bak(?:e|ing))\s+((?:\d|an? |half).{0,39})/i,
  total: /\b(?:total(?: time)?|ready in|takes)\s*(?:[:\-–]\s*)?(.{1,40})/i,
} as const;

function readTime(lines: readonly InlineText[], pattern: RegExp): number | null {
  for (const line of lines) {
    const match = pattern.exec(line.text);
    const said = match?.[1] ?? match?.[2] ?? match?.[3];
    if (said !== undefined) {
      const minutes = readMinutes(said);
      if (minutes !== null) return minutes;
    }
  }
  return null;
}

export interface TimesRead {
  readonly prepMinutes: number | null;
  readonly cookMinutes: number | null;
  readonly totalMinutes: number | null;
}

export function readTimes(lines: readonly InlineText[]): TimesRead {
  return { prepMinutes: readTime(lines, TIME_PATTERNS.prep), cookMinutes: readTime(lines, TIME_PATTERNS.cook), totalMinutes: readTime(lines, TIME_PATTERNS.total) };
}
