import { singularise } from "./ingredient-names.ts";

/**
 * Whole-word, plural-aware phrase matching over free text (an ingredient line, a step, an avoid list),
 * shared by the allergen families and the non-food check. Words are folded the way ingredient names are
 * (accents and case dropped, apostrophes joined: "crème fraîche" = "creme fraiche", "za'atar" = "zaatar")
 * and made singular with the one singulariser of ingredient-names.ts, so "peanuts" finds "peanut" and
 * "butternut" never finds "butter".
 */

/** One word of a text: its folded, singular key, its folded form as written, and where it is written. */
export interface Word {
  readonly key: string;
  readonly form: string;
  readonly start: number;
  readonly end: number;
}

/** A phrase as the keys of its words: "Peanut Butter" → ["peanut", "butter"]. */
export type Phrase = readonly string[];

// Letters, digits and the apostrophes that join ("goat's"). Anything else separates words.
const WORD = /[\p{L}\p{N}'’`]+/gu;

function fold(surface: string): string[] {
  return surface
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((part) => part !== "");
}

export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    for (const part of fold(match[0])) words.push({ key: singularise(part), form: part, start, end });
  }
  return words;
}

export function phraseOf(text: string): Phrase {
  return wordsOf(text).map((word) => word.key);
}

/** Whether `phrase` is written at word `at` of `words`. */
export function phraseAt(words: readonly Word[], at: number, phrase: Phrase): boolean {
  if (at < 0 || at + phrase.length > words.length) return false;
  return phrase.every((key, index) => words[at + index]?.key === key);
}

/** Where occurrences of `phrase` that cover words [start, end) begin. */
export function coversAt(words: readonly Word[], start: number, end: number, phrase: Phrase): number[] {
  const at: number[] = [];
  for (let from = end - phrase.length; from <= start; from += 1) if (phraseAt(words, from, phrase)) at.push(from);
  return at;
}

/** Where a phrase was found: words [start, end). */
export interface Occurrence<T> {
  readonly start: number;
  readonly end: number;
  readonly value: T;
}

/** Phrases indexed by their first word, so a text is read once whatever the number of phrases. */
export class PhraseIndex<T> {
  readonly #byFirst = new Map<string, { phrase: Phrase; value: T }[]>();

  add(phrase: Phrase, value: T): void {
    const first = phrase[0];
    if (first === undefined) return;
    const entries = this.#byFirst.get(first);
    if (entries === undefined) this.#byFirst.set(first, [{ phrase, value }]);
    else entries.push({ phrase, value });
  }

  /** Every occurrence of every phrase, in the order they start. */
  find(words: readonly Word[]): Occurrence<T>[] {
    const found: Occurrence<T>[] = [];
    words.forEach((word, at) => {
      for (const { phrase, value } of this.#byFirst.get(word.key) ?? []) {
        if (phraseAt(words, at, phrase)) found.push({ start: at, end: at + phrase.length, value });
      }
    });
    return found;
  }
}

/** The text as written for words [start, end). */
export function surface(text: string, words: readonly Word[], start: number, end: number): string {
  const first = words[start];
  const last = words[end - 1];
  return first && last ? text.slice(first.start, last.end) : "";
}
