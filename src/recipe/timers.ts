import { readNumberWord, readQuantity } from "./amount.ts";
import type { StepTimer } from "./recipe-model.ts";
import { DURATION_UNITS, escapeRegExp, FALLBACK_ACTION, FRACTION_CLASS, NOUN_AFTER, NUMBER_WORDS, TIMER_ACTIONS } from "./vocabulary.ts";

/**
 * Durations written in a step ("simmer for 10 minutes", "bake 25–30 min", "1 ½ hours", "an hour and a
 * half") as timers. Numbers are the amount grammar's (./amount.ts), units of time the vocabulary's.
 */

const UNIT_SECONDS: ReadonlyMap<string, number> = new Map(DURATION_UNITS.flatMap((unit) => unit.words.map((word) => [word.toLowerCase(), unit.seconds] as const)));
const UNIT = new RegExp(`[\\s-]*(${[...UNIT_SECONDS.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})(?![\\p{L}])`, "iuy");
const AND_A_HALF = /,?\s*and\s+a\s+half\b/iy;
const AND = /,?\s*(?:and\s+)?/iy;
/** Where a number may begin: figures, a fraction, or a number word at the start of a word. */
const NUMBER_START = new RegExp(`(?<![\\p{L}\\d.,/])(?:\\d|${FRACTION_CLASS}|(?:${[...NUMBER_WORDS.keys()].map(escapeRegExp).join("|")})(?![\\p{L}]))`, "giu");

interface Duration {
  readonly seconds: number;
  readonly index: number;
  readonly text: string;
}

function sticky(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** "10 minutes", "25–30 min", "1 hr 15 mins", "an hour and a half" at `at`: its seconds and end. */
function durationAt(text: string, at: number): { seconds: number; end: number } | null {
  const quantity = readQuantity(text, at);
  const unit = quantity ? sticky(UNIT, text, quantity.end) : null;
  if (!quantity || !unit) return null;
  const unitSeconds = UNIT_SECONDS.get((unit[1] ?? "").toLowerCase()) ?? 0;
  let seconds = quantity.low.value * unitSeconds;
  let end = quantity.end + unit[0].length;
  const half = sticky(AND_A_HALF, text, end);
  if (half) return { seconds: seconds + unitSeconds / 2, end: end + half[0].length };
  const and = sticky(AND, text, end);
  const next = and ? readQuantity(text, end + and[0].length) : null;
  const nextUnit = next ? sticky(UNIT, text, next.end) : null;
  const nextSeconds = UNIT_SECONDS.get((nextUnit?.[1] ?? "").toLowerCase()) ?? 0;
  if (next && nextUnit && nextSeconds < unitSeconds) {
    seconds += next.low.value * nextSeconds;
    end = next.end + nextUnit[0].length;
  }
  return { seconds, end };
}

function durations(text: string): Duration[] {
  const found: Duration[] = [];
  let after = 0;
  for (const match of text.matchAll(NUMBER_START)) {
    if (match.index < after) continue;
    // A number word counts only where it reads as one ("an hour"), never "a" in "a pan".
    if (!/^[\d¼-¾⅐-⅞]/.test(match[0]) && readNumberWord(text, match.index) === null) continue;
    const duration = durationAt(text, match.index);
    if (duration === null || duration.seconds <= 0 || duration.seconds > 48 * 3600) continue;
    found.push({ seconds: Math.round(duration.seconds), index: match.index, text: text.slice(match.index, duration.end) });
    after = duration.end;
  }
  return found;
}

/** Total minutes of the first duration in `text` ("1 hr 15 mins" → 75), or null. */
export function readMinutes(text: string): number | null {
  const first = durations(text)[0];
  return first === undefined ? null : Math.round(first.seconds / 60);
}

/** "10-minute", "1-hour 30-minute", "45-second". */
export function durationWords(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours}-hour`);
  if (minutes > 0) parts.push(`${minutes}-minute`);
  if (rest > 0) parts.push(`${rest}-second`);
  return parts.join(" ");
}

/** Up to five words before the duration, within its clause: "simmer for 10 minutes". */
function sourcePhrase(text: string, duration: Duration): string {
  const before = text.slice(0, duration.index);
  const clause = before.split(/[.;:!?,(]/).pop() ?? "";
  const words = clause.trim().split(/\s+/).filter(Boolean).slice(-5);
  return [...words, duration.text.trim()].join(" ");
}

const ACTIONS: ReadonlySet<string> = new Set(TIMER_ACTIONS);
const WORD = /\p{L}+(?:[-'’]\p{L}+)*/gu;
/** Where a sentence ends inside a step: "Bake for 20 minutes. Cool for 10." are two. */
const SENTENCE_END = /[.;!?](?=\s|$)|\n/g;

interface Word {
  readonly text: string;
  readonly index: number;
}

/** "simmering" → "simmer", "baked" → "bake", "stirred" → "stir", "fried" → "fry": the base forms a written verb may have. */
function baseForms(word: string): string[] {
  const forms: string[] = [];
  for (const ending of ["ing", "ed", "es", "s"]) {
    const stem = word.slice(0, -ending.length);
    if (!word.endsWith(ending) || stem.length < 2) continue;
    forms.push(stem, `${stem}e`);
    if (/(.)\1$/.test(stem)) forms.push(stem.slice(0, -1));
    if (stem.endsWith("i")) forms.push(`${stem.slice(0, -1)}y`);
  }
  return forms;
}

/**
 * The timer verb word `at` is, in its base form: as written ("simmer", "set aside") on the first pass,
 * inflected ("simmering") on the second. A verb after an article or a heat ("a medium heat", "the brown
 * rice") is read as a noun or an adjective, and a participle before a noun ("boiling water", "frying
 * pan") is not an imperative, which is why inflected forms wait for the second pass.
 */
function actionAt(words: readonly Word[], at: number, inflected: boolean): string | null {
  const word = words[at]?.text.toLowerCase() ?? "";
  const previous = words[at - 1]?.text.toLowerCase();
  if (previous !== undefined && NOUN_AFTER.has(previous)) return null;
  const pair = `${word} ${words[at + 1]?.text.toLowerCase() ?? ""}`;
  if (ACTIONS.has(pair)) return pair;
  if (!inflected) return ACTIONS.has(word) ? word : null;
  return baseForms(word).find((form) => ACTIONS.has(form)) ?? null;
}

function wordsOf(text: string, from: number, to: number): Word[] {
  return [...text.slice(from, to).matchAll(WORD)].map((match) => ({ text: match[0], index: from + match.index }));
}

/**
 * What the cook does for the duration, in the step's own words: the timer verb nearest before it in its
 * sentence ("cover and simmer for 20 minutes" → "simmer"), else after it ("after 5 minutes, flip"),
 * else the nearest before it in the step; the vocabulary's fallback ("cook") when the step names none.
 */
function actionFor(text: string, duration: Duration): string {
  const starts = [0, ...[...text.matchAll(SENTENCE_END)].map((end) => end.index + end[0].length)];
  const sentenceStart = starts.filter((start) => start <= duration.index).pop() ?? 0;
  const sentenceEnd = starts.find((start) => start > duration.index) ?? text.length;
  const before = wordsOf(text, sentenceStart, duration.index);
  const after = wordsOf(text, duration.index + duration.text.length, sentenceEnd);
  const earlier = wordsOf(text, 0, sentenceStart);
  const nearestBefore = (words: readonly Word[], inflected: boolean) => {
    for (let at = words.length - 1; at >= 0; at--) {
      const action = actionAt(words, at, inflected);
      if (action !== null) return action;
    }
    return null;
  };
  const firstAfter = (words: readonly Word[], inflected: boolean) => {
    for (let at = 0; at < words.length; at++) {
      const action = actionAt(words, at, inflected);
      if (action !== null) return action;
    }
    return null;
  };
  return (
    nearestBefore(before, false) ??
    firstAfter(after, false) ??
    nearestBefore(before, true) ??
    firstAfter(after, true) ??
    nearestBefore(earlier, false) ??
    nearestBefore(earlier, true) ??
    FALLBACK_ACTION
  );
}

/** One timer per duration in the step, in order; for a range, the lower bound so the cook checks early. */
export function findTimers(stepText: string): readonly StepTimer[] {
  return durations(stepText).map((duration) => ({
    seconds: duration.seconds,
    label: `Start ${durationWords(duration.seconds)} timer`,
    source: sourcePhrase(stepText, duration),
    action: actionFor(stepText, duration),
  }));
}
