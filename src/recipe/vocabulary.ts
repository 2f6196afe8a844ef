import { vulgarFractionToAsciiMap } from "numeric-quantity";
import { unitsOfMeasure, type UnitOfMeasure } from "parse-ingredient";
import vocabulary from "../../data/recipe-vocabulary.json" with { type: "json" };
import type { RecipeVocabularyData } from "./vocabulary-schema.ts";

/**
 * The one recipe vocabulary: units, number words, fractions, ranges, durations and oven settings, each
 * derived once from parse-ingredient's and numeric-quantity's own tables plus the few overrides in
 * data/recipe-vocabulary.json (checked against ./vocabulary-schema.ts). Reading, scaling, conversion,
 * timers and the cookbook's formatting all look words up here. Pure.
 */
// The JSON's own inferred type widens the unit types to string; the test checks it against the schema.
const data = vocabulary as RecipeVocabularyData;

export type UnitType = "volume" | "mass" | "length" | "count" | "other";

export interface Unit {
  /** parse-ingredient's id ("tablespoon"), which its `convertUnit` takes, or ours ("tin"). */
  readonly id: string;
  /** The name a read recipe carries: "tbsp", "g", "cup", "clove", "tin". */
  readonly name: string;
  readonly type: UnitType;
  /** The full word, one and many: "tablespoon" / "tablespoons". */
  readonly singular: string;
  readonly plural: string;
  /** Grams, millilitres, centimetres…: rounded to a scale's steps, kept by the metric view. */
  readonly metric: boolean;
  /** Has a conversion factor, so it converts to other units of its type. */
  readonly convertible: boolean;
  /** The unit in millilitres, grams or millimetres (US measures for cups and spoons); 1 when not convertible. */
  readonly baseFactor: number;
  /** The cookbook writes "1 x 400 g can of chickpeas", "4 slices of bread". */
  readonly readWithOf: boolean;
  /** A pack or piece whose size a weight or volume before it can be: "400 g tin", "500 g bag". */
  readonly container: boolean;
}

function definitions(): [string, UnitOfMeasure][] {
  const excluded = new Set(data.units.excluded);
  const merged: Record<string, UnitOfMeasure> = { ...unitsOfMeasure, ...(data.units.added as Record<string, UnitOfMeasure>) };
  return Object.entries(merged).filter(([id]) => !excluded.has(id));
}

function factorOf(definition: UnitOfMeasure): number {
  const factor = definition.conversionFactor;
  if (factor === undefined) return 1;
  return typeof factor === "number" ? factor : (factor.us ?? factor.metric ?? factor.imperial ?? 1);
}

const metricIds = new Set(data.units.metric);
const withOf = new Set(data.units.readWithOf);
const containers = new Set(data.units.containers);

/** Every unit, by its name in a read recipe ("tbsp"). */
export const UNITS: ReadonlyMap<string, Unit> = new Map(
  definitions().map(([id, definition]) => {
    const name = data.units.canonical[id] ?? id;
    const unit: Unit = {
      id,
      name,
      type: definition.type ?? "other",
      singular: id,
      plural: definition.plural,
      metric: metricIds.has(id),
      convertible: definition.conversionFactor !== undefined,
      baseFactor: factorOf(definition),
      readWithOf: withOf.has(name),
      container: containers.has(id),
    };
    return [name, unit];
  }),
);

/**
 * Every way a unit is written, lower-cased — except single letters, whose case decides: "T" is a
 * tablespoon, "t" a teaspoon.
 */
const UNIT_WORDS: ReadonlyMap<string, Unit> = (() => {
  const words = new Map<string, Unit>();
  const add = (word: string, unit: Unit) => {
    const key = word.length === 1 ? word : word.toLowerCase();
    if (!words.has(key)) words.set(key, unit);
  };
  const spellings: Record<string, readonly string[]> = data.units.spellings;
  for (const [id, definition] of definitions()) {
    const unit = [...UNITS.values()].find((candidate) => candidate.id === id);
    if (unit === undefined) continue;
    // "in" alone is far more often the word than the inch.
    const short = definition.short === "in" ? [] : [definition.short];
    for (const word of [id, definition.plural, ...short, ...(definition.alternates ?? []), ...(spellings[id] ?? [])]) add(word, unit);
  }
  return words;
})();

/** Every way a unit is written, as `unitForWord` reads it. */
export function unitWords(): readonly string[] {
  return [...UNIT_WORDS.keys()];
}

/** The unit a word names exactly as written ("Tbsp" → tbsp, "T" → tbsp, "t" → tsp), or undefined. */
export function unitForWord(word: string): Unit | undefined {
  return UNIT_WORDS.get(word.length === 1 ? word : word.toLowerCase());
}

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const WORD_AT = /[A-Za-z][A-Za-z.]*/y;
const JOINT_AT = /[ -]/y;

/**
 * The unit written at `at` ("cups", "Tbsp.", "fl oz", "fluid ounces", "g" in "200g"), the longest of
 * up to three words, ending where a word ends; or null.
 */
export function unitWrittenAt(text: string, at: number): { unit: Unit; end: number } | null {
  const ends: number[] = [];
  let position = at;
  for (let words = 0; words < 3; words++) {
    WORD_AT.lastIndex = position;
    const word = WORD_AT.exec(text);
    if (!word) break;
    position += word[0].length;
    ends.push(position);
    JOINT_AT.lastIndex = position;
    if (!JOINT_AT.exec(text)) break;
    position += 1;
  }
  for (let index = ends.length - 1; index >= 0; index--) {
    // A unit ends where its word ends, or at a dot after it ("2 tbsp." at the end of a sentence);
    // an abbreviation's dot before the next word is the abbreviation's ("1 T. flour").
    let end = ends[index] ?? at;
    // A word joined on by a hyphen goes on the word: "T-bone", "L-shaped" are no units.
    if (/^-[A-Za-z]/.test(text.slice(end, end + 2))) continue;
    let written = text.slice(at, end);
    let unit = unitForWord(written.replace(/-/g, " ")) ?? unitForWord(written);
    if (unit === undefined && written.endsWith(".")) {
      written = written.slice(0, -1);
      unit = unitForWord(written);
      if (unit !== undefined && !/^\s+\S/.test(text.slice(end))) end -= 1;
    }
    if (unit !== undefined) return { unit, end };
  }
  return null;
}

const ABBREVIATED_PLURALS: ReadonlyMap<string, string> = new Map(Object.entries(data.units.plurals));

function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

const ABBREVIATED = new Set([...ABBREVIATED_PLURALS.keys(), ...ABBREVIATED_PLURALS.values()]);

/**
 * A full word for the unit, which has a plural ("cup", "litres", "tin", "tablespoon"), not an
 * abbreviation ("tbsp", "g", "lbs"): its name or plural, or a spelling whose plural (or singular) is
 * another of its spellings.
 */
function isFullWord(word: string, unit: Unit): boolean {
  if (word === unit.singular || word === unit.plural) return true;
  if (!/^[a-z]+$/.test(word) || ABBREVIATED.has(word) || unitForWord(word) !== unit) return false;
  return [`${word}s`, `${word}es`, word.replace(/s$/, ""), word.replace(/es$/, "")].some((other) => other !== word && unitForWord(other) === unit);
}

/**
 * The unit as written, agreeing with a new amount: "cup" → "cups", "litre" → "litres", "pinches" →
 * "pinch", "lbs" → "lb". Abbreviations are never made plural ("tbsp", "g", "oz", "lb" stay as they are).
 */
export function unitWordAgreeing(written: string, unit: Unit, many: boolean): string {
  const lower = written.toLowerCase();
  if (!isFullWord(lower, unit)) {
    const singular = many ? undefined : ABBREVIATED_PLURALS.get(lower);
    return singular === undefined ? written : matchCase(written, singular);
  }
  if (many) {
    if (lower === unit.singular) return matchCase(written, unit.plural);
    const plural = [`${lower}s`, `${lower}es`].find((candidate) => unitForWord(candidate) === unit);
    return plural === undefined ? written : matchCase(written, plural);
  }
  if (lower === unit.plural && unit.plural !== unit.singular) return matchCase(written, unit.singular);
  const singular = [lower.replace(/es$/, ""), lower.replace(/s$/, "")].find((candidate) => candidate !== lower && isFullWord(candidate, unit));
  return singular === undefined ? written : matchCase(written, singular);
}

/** Sizes of the thing counted, between an amount and a piece or container: "1 large can", "2 small pieces". */
export const UNIT_SIZES: readonly string[] = data.units.sizes;

/** Words about the measure, between an amount and its unit: "2 heaped tbsp". */
export const MEASURE_WORDS: readonly string[] = data.units.measureWords;

/** Words naming a piece of an ingredient, read after its name: "3 garlic cloves". */
export const PIECE_WORDS: ReadonlySet<string> = new Set(data.pieceWords);

/** Amounts written as words ("a", "one", "half a"), longest first so "half a" wins over "half". */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(Object.entries(data.numberWords).sort(([a], [b]) => b.length - a.length));

/** Names that begin with a number word ("five spice", "half and half"): there the word is the name, not an amount. */
export const NAMES_WITH_NUMBER_WORDS: readonly string[] = [...data.namesWithNumberWords].sort((a, b) => b.length - a.length);
export const NAMES_WITH_CONTAINER_WORDS: readonly string[] = [...data.namesWithContainerWords].sort((a, b) => b.length - a.length);

/** After a number word these mean "some": "a little oil", "a few leaves". */
export const VAGUE_AFTER_WORD: ReadonlySet<string> = new Set(data.vagueAfterWord);

/** Words before an amount that leave it as it is: "about", "heaped". */
export const APPROXIMATELY: readonly string[] = [...data.approximately].sort((a, b) => b.length - a.length);

/** Range separators: dashes and words ("to", "or"). */
export const RANGE_SEPARATORS: readonly string[] = data.rangeSeparators;

/** Every fraction character numeric-quantity reads, with its value: "½" → 0.5, "⅞" → 0.875. */
export const FRACTION_CHARACTERS: ReadonlyMap<string, number> = new Map(
  Object.entries(vulgarFractionToAsciiMap).flatMap(([glyph, ascii]) => {
    const [top, bottom] = ascii.split("/").map(Number);
    return top !== undefined && bottom !== undefined && bottom > 0 ? [[glyph, top / bottom] as const] : [];
  }),
);

/** A regular-expression class of every fraction character: "[½⅓…]". */
export const FRACTION_CLASS = `[${[...FRACTION_CHARACTERS.keys()].join("")}]`;

/** Number words for a whole count ("one" … "ninety"), longest first: not "a", "an" or "a couple", which also begin phrases. */
export const COUNT_WORDS: readonly string[] = [...NUMBER_WORDS].filter(([word, value]) => Number.isInteger(value) && !/^an?\b/.test(word)).map(([word]) => word);

/** The fractions a kitchen measures in, smallest first: what a rewritten amount is rounded to. */
export const KITCHEN_FRACTIONS: readonly { readonly value: number; readonly glyph: string }[] = data.kitchenFractions
  .map((glyph) => ({ value: FRACTION_CHARACTERS.get(glyph) ?? Number.NaN, glyph }))
  .sort((a, b) => a.value - b.value);

export interface DurationUnit {
  readonly seconds: number;
  readonly words: readonly string[];
}

/** Hours, minutes and seconds, with every way they are written. */
export const DURATION_UNITS: readonly DurationUnit[] = Object.values(data.durations);

export interface OvenSetting {
  readonly fahrenheit: number;
  readonly celsius: number;
  readonly gasMark: string;
}

/** The oven settings cooks use: 400 °F, 200 °C and gas mark 6 are one oven. */
export const OVEN_SETTINGS: readonly OvenSetting[] = data.ovenTemperatures;

/** Verbs that name a step's timer ("simmer", "set aside"), lower-case, base form. */
export const TIMER_ACTIONS: readonly string[] = data.timerActions.verbs;

/** After these a timer verb reads as a noun: "over a medium heat", "under a hot grill". */
export const NOUN_AFTER: ReadonlySet<string> = new Set(data.timerActions.nounAfter);

/** A timer's action when its step names no verb from `TIMER_ACTIONS`. */
export const FALLBACK_ACTION: string = data.timerActions.fallback;
