import { numericQuantity } from "numeric-quantity";
import { NUMBER_WORDS } from "./number-words.ts";
import type { StepTimer } from "./recipe-model.ts";

/**
 * Durations written in a step ("simmer for 10 minutes", "bake 25–30 min", "1 ½ hours") as
 * timers. Numbers and fractions are numeric-quantity's job; this module finds the phrases.
 */


const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?(?:\s*[½⅓⅔¼¾⅛]|\s+\d+\/\d+)?|[½⅓⅔¼¾⅛]|\d+\/\d+|half an?|a half|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty-five|forty|sixty)`;
const RANGE = String.raw`(${NUMBER})(?:\s*(?:-|–|—|to|or)\s*(${NUMBER}))?`;
const UNIT = String.raw`(hours?|hrs?|minutes?|mins?|seconds?|secs?)\b`;
// "1 hour 15 minutes", "1 hr and 15 mins", "an hour and a half". Not tried from inside a number, so a
// long run of digits and slashes is not tried from each of them.
const DURATION = new RegExp(
  String.raw`(?<![\d.,/])\b${RANGE}[\s-]*${UNIT}(?:,?\s*(?:and\s+)?(?:(a half)|${RANGE}[\s-]*${UNIT}))?`,
  "gi",
);

function readNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const lower = text.toLowerCase().trim();
  const word = NUMBER_WORDS[lower];
  if (word !== undefined) return word;
  const value = numericQuantity(lower.replace(/(\d),(\d)/, "$1.$2"));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function unitSeconds(unit: string | undefined): number {
  const u = (unit ?? "").toLowerCase();
  if (u.startsWith("h")) return 3600;
  if (u.startsWith("m")) return 60;
  return 1;
}

interface Duration {
  readonly seconds: number;
  readonly index: number;
  readonly text: string;
}

function durations(text: string): Duration[] {
  const found: Duration[] = [];
  for (const match of text.matchAll(DURATION)) {
    const first = readNumber(match[1]);
    if (first === null) continue;
    let seconds = first * unitSeconds(match[3]);
    if (match[4] !== undefined) seconds += 0.5 * unitSeconds(match[3]);
    else {
      const second = readNumber(match[5]);
      if (second !== null && unitSeconds(match[7]) < unitSeconds(match[3])) seconds += second * unitSeconds(match[7]);
    }
    if (seconds > 0 && seconds <= 48 * 3600) found.push({ seconds: Math.round(seconds), index: match.index, text: match[0] });
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
