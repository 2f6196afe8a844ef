import { readNumberWord, readQuantity } from "./amount.ts";
import type { StepTimer } from "./recipe-model.ts";
import { DURATION_UNITS, escapeRegExp, FRACTION_CLASS, NUMBER_WORDS } from "./vocabulary.ts";

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

/** "1:05:00", "9:30": what a timer shows while it runs. */
export function formatRemaining(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** Up to five words before the duration, within its clause: "simmer for 10 minutes". */
function sourcePhrase(text: string, duration: Duration): string {
  const before = text.slice(0, duration.index);
  const clause = before.split(/[.;:!?,(]/).pop() ?? "";
  const words = clause.trim().split(/\s+/).filter(Boolean).slice(-5);
  return [...words, duration.text.trim()].join(" ");
}

/** One timer per duration in the step, in order; for a range, the lower bound so the cook checks early. */
export function findTimers(stepText: string): readonly StepTimer[] {
  return durations(stepText).map((duration) => ({
    seconds: duration.seconds,
    label: `Start ${durationWords(duration.seconds)} timer`,
    source: sourcePhrase(stepText, duration),
  }));
}
