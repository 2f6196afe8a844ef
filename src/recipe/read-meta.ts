import { readQuantity, type Span } from "./amount.ts";
import type { InlineText } from "./inline-text.ts";
import { readMinutes } from "./timers.ts";
import { COUNT_WORDS, DURATION_UNITS, escapeRegExp, NUMBER_WORDS, unitWrittenAt } from "./vocabulary.ts";

/**
 * The third stage for what is said about the recipe: servings ("Serves 2-3", "Makes 12", "Yield: 4
 * servings", "for 4 people") and times, from meta lines wherever they stand. Pure.
 */

export interface ServingsRead {
  /** The lower bound of a range: "Serves 4-6" → 4. */
  readonly servings: number;
  /** Where the number (or range) is written in the markdown, so it can follow a change of servings. */
  readonly span: Span | null;
  /**
   * The other counts the same part of that line states, each to follow the servings as the first does: "6" in
   * "Serves 4 (as a main) or 6 (as a side)", "16" in "Makes 16 meatballs (4 servings)".
   */
  readonly others: readonly OtherServings[];
}

export interface OtherServings {
  readonly low: number;
  readonly high: number | null;
  readonly separator: string | null;
  readonly span: Span;
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

function servingsAt(line: InlineText, at: number, after: RegExp | null, said = at): ServingsRead | null {
  const read = readQuantity(line.text, at);
  // "makes an excellent breakfast" is not one serving, nor "makes 3 dozen cookies" three.
  const quantity = read && !(read.low.word && /^an?$/i.test(line.text.slice(read.low.start, read.low.end))) ? read : wordCount(line.text, at);
  if (quantity === null || /^\s*dozen\b/i.test(line.text.slice(quantity.end))) return null;
  if (!quantity || !Number.isInteger(quantity.low.value) || quantity.low.value <= 0 || quantity.low.value > 100) return null;
  if (after !== null && !after.test(line.text.slice(quantity.end))) return null;
  // Words are rewritten as figures: "Serves four" → "Serves 8".
  return { servings: quantity.low.value, span: spanIn(line, at, quantity.end), others: otherCounts(line, said, at, quantity.end) };
}

/** Where one part of a meta line ends: "Serves 4 · Prep 20 minutes | Cook 1 hour". */
const PART_SEPARATOR = /[·|•;]/;
const FIGURE_START = /(?<![\p{L}\d.,/⁄])(?=\d)/gu;
/**
 * Another count written as a word ("six" in "Serves four, or six as a side"), a word of its own. Not "one": beside a
 * count of servings it is an article ("all in one pan", "one of my favourites"), never one eater. Not a count of what a
 * figure measures ("two 20 cm tins").
 */
const COUNT_WORD_START = new RegExp(String.raw`(?<![\p{L}\d-])(?=(?:${COUNT_WORDS.filter((word) => word !== "one").map(escapeRegExp).join("|")})(?![\p{L}-])(?!\S*\s+\d))`, "giu");
/** A figure that is a duration, a temperature or a percentage, not a count: "20 minutes", "180°C". */
const NOT_A_COUNT = new RegExp(`^\\s*(?:°|%|(?:${DURATION_UNITS.flatMap((unit) => unit.words).map(escapeRegExp).join("|")})\\b)`, "i");

/**
 * The whole counts stated with the servings read (from `start` to `end`): from the word that says them ("Serves",
 * "Makes", at `said`) to the end of that part of the line, other than those — the alternatives and yields. Not a
 * measure ("20 cm tin", "(1-cup)"), a time or a temperature.
 */
function otherCounts(line: InlineText, said: number, start: number, end: number): OtherServings[] {
  const text = line.text;
  const from = said;
  let to = text.length;
  for (let at = end; at < text.length; at++) if (PART_SEPARATOR.test(text.charAt(at))) { to = at; break; }
  const found: OtherServings[] = [];
  for (const match of text.slice(from, to).matchAll(FIGURE_START)) {
    const at = from + match.index;
    if (at >= start && at < end) continue;
    const read = readQuantity(text, at);
    if (read === null || read.end > to || read.low.word || !Number.isInteger(read.low.value) || read.low.value <= 0) continue;
    if (read.high !== null && !Number.isInteger(read.high.value)) continue;
    const after = text.slice(read.end);
    const unitAt = read.end + (/^-?\s*/.exec(after)?.[0].length ?? 0);
    if (NOT_A_COUNT.test(after) || /^[.,/⁄]\d/.test(after) || unitWrittenAt(text, unitAt) !== null) continue;
    const span = spanIn(line, at, read.end);
    if (span !== null) found.push({ low: read.low.value, high: read.high?.value ?? null, separator: read.separator, span });
  }
  // A count is a count however it is written: "six" follows the servings as "6" does, and is written as a figure when it does.
  for (const match of text.slice(from, to).matchAll(COUNT_WORD_START)) {
    const at = from + match.index;
    const read = at >= start && at < end ? null : wordCount(text, at);
    if (read === null || read.end > to || NOT_A_COUNT.test(text.slice(read.end)) || unitWrittenAt(text, read.end + (/^\s*/.exec(text.slice(read.end))?.[0].length ?? 0)) !== null) continue;
    const span = spanIn(line, at, read.end);
    if (span !== null) found.push({ low: read.low.value, high: null, separator: null, span });
  }
  return found;
}

/** "4 servings", "2-3 people": a count the line says is of servings. */
function countedServings(line: InlineText, said?: number): ServingsRead | null {
  for (const match of line.text.matchAll(/(?<![\p{L}\d])(?=\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)/giu)) {
    const read = servingsAt(line, match.index, SERVINGS_AFTER, Math.min(said ?? match.index, match.index));
    if (read) return read;
  }
  return null;
}

const SERVED = /\b(?:serves|feeds)\b\s*(?:[:\-–]\s*)?(?:about |approximately |approx\.? |up to |around )?/gi;

/** "serves 6" after what a line says it makes ("Makes 12 (serves 6)"): the servings, the count it makes following them. */
function servedAfter(line: InlineText, said: number): ServingsRead | null {
  for (const match of line.text.matchAll(SERVED)) {
    const read = match.index > said ? servingsAt(line, match.index + match[0].length, null, said) : null;
    if (read) return read;
  }
  return null;
}

/** Stated servings, from the first line that states them; null when none does. */
export function readServings(lines: readonly InlineText[]): ServingsRead | null {
  for (const line of lines) {
    for (const match of line.text.matchAll(SERVINGS_BEFORE)) {
      const read = servingsAt(line, match.index + match[0].length, null, match.index);
      // "Makes 16 meatballs (4 servings)", "Makes 12 (serves 6)": what it makes is not what it serves, when the line says both.
      // A recipe card's "Servings:" field is as often what it makes: "Servings: 1 cake enough for 10-15 people".
      if (read) return (/^(?:makes|yield|servings?\b)/i.test(match[0]) && (countedServings(line, match.index) || servedAfter(line, match.index))) || read;
    }
    for (const match of line.text.matchAll(FOR_PEOPLE)) {
      const read = servingsAt(line, match.index + match[0].length, SERVINGS_AFTER, match.index);
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
