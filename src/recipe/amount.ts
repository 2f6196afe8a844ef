import { compoundParts, formatRange, roundAmount, roundingFor, type Rounding } from "./quantity.ts";
import {
  APPROXIMATELY,
  escapeRegExp,
  FRACTION_CHARACTERS,
  FRACTION_CLASS,
  MEASURE_WORDS,
  NAMES_WITH_CONTAINER_WORDS,
  NAMES_WITH_NUMBER_WORDS,
  NUMBER_WORDS,
  RANGE_SEPARATORS,
  UNIT_SIZES,
  unitForWord,
  unitWrittenAt,
  unitWordAgreeing,
  VAGUE_AFTER_WORD,
  type Unit,
} from "./vocabulary.ts";

/**
 * The one amount grammar: how recipes write an amount ("1/2 cup", "1 ½ cups", "1½", "2-3", "2 to 3",
 * "a pinch", "half a", "200g", "1,5 kg", "1 (14 oz) can", "1 x 400 g tin", "1 cup (240 ml)",
 * "225g/8oz"), read into values with the exact span of every part, and rewritten part by part: a
 * rewrite replaces exactly the characters that were read, so whatever is read can be rewritten and
 * what is written reads back as the new amount. Words come from ./vocabulary.ts. Pure.
 */

/** [start, end) in the text that was read. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface NumberRead extends Span {
  readonly value: number;
  /** Written as a word ("a", "two", "half a"). */
  readonly word: boolean;
  /** Written with a decimal comma ("1,5"). */
  readonly decimalComma: boolean;
}

/** A number or range, with its unit when one follows: "1 ½ cups", "2-3", "200g", "a pinch". */
export interface Measure extends Span {
  readonly quantity: number;
  /** The upper end of a range ("2-3" → 3), else null. */
  readonly upper: number | null;
  /** The numbers as written, separator included: "1 ½", "2-3", "a". */
  readonly numbers: Span;
  /** A range's separator as written, spaces included ("-", " to "), else null. */
  readonly separator: string | null;
  readonly unit: Unit | null;
  /** The unit word as written ("cups", "Tbsp", "g"). */
  readonly unitWord: Span | null;
  /** A piece or container with its size before it ("1 small piece", "2 large cans"): what is counted, agreeing with the count. */
  readonly counted: Span | null;
  readonly decimalComma: boolean;
  /**
   * An amount written in units of one kind, a smaller straight after a larger ("1 lb 4 oz", "1 cup 2 tbsp", "1 kg
   * 200 g"): each part as read, larger first, and `quantity` their sum in the first part's unit, the measure
   * spanning them all. Empty for a measure in one unit.
   */
  readonly parts: readonly Measure[];
}

/** An ingredient's amount: a measure, a container's size inside it, and the equivalents written with it. */
export interface Amount extends Measure {
  /** A container's own size ("14 oz" in "1 (14 oz) can", "400 g" in "1 x 400 g tin"): never scaled. */
  readonly size: Span | null;
  /** Equivalents written with it ("240 ml" in "1 cup (240 ml)", "8oz" in "225g/8oz"): scaled with it. */
  readonly equivalents: readonly Measure[];
}

const DIGITS = /(\d+)(?:([.,])(\d+))?/y;
const POINT_DECIMAL = /\.(\d+)/y;
const THOUSANDS = /\d{1,3}(?:,\d{3})+(?![\d,])/y;
const SLASH_FRACTION = /[/⁄](\d+)/y;
/** "1 / 2", "1/ 4", "3 /4": a slash with spaces about it, as text copied from a page or a PDF leaves it; a kitchen fraction only. */
const SPACED_SLASH_FRACTION = /[ \t\u00a0]*[/⁄][ \t\u00a0]*([2348])(?![\d.,/⁄])/y;
const GLYPH_AFTER = new RegExp(`[ \\t\\u00a0]?(${FRACTION_CLASS})`, "y");
const MIXED_FRACTION = /(?:[ \t\u00a0]+|-)(\d+)[/⁄](\d+)(?!\d)/y;
const ORDINAL = /(?:st|nd|rd|th)\b/y;
/** "bottle gourd": a name that begins with a container's word, as a whole word. */
const NAME_WITH_CONTAINER = new RegExp(`(?:${NAMES_WITH_CONTAINER_WORDS.map(escapeRegExp).join("|")})(?![\\p{L}-])`, "iuy");
/** "five spice", "half and half": a name that begins with a number word, as a whole word. */
const NAME_WITH_NUMBER = new RegExp(`(?:${NAMES_WITH_NUMBER_WORDS.map(escapeRegExp).join("|")})(?![\\p{L}-])`, "iuy");
const WORD_NUMBER = new RegExp(`(${[...NUMBER_WORDS.keys()].map(escapeRegExp).join("|")})(?=[ \\t\\u00a0]+([\\p{L}\\d]+))`, "iuy");
const APPROXIMATE = new RegExp(`(?:${APPROXIMATELY.map(escapeRegExp).join("|")})(?:[ \\t\\u00a0]+|(?<=~))`, "iy");
const DASH_SEPARATOR = new RegExp(`[ \\t\\u00a0]*(?:${RANGE_SEPARATORS.filter((separator) => !/\p{L}/u.test(separator)).join("|")})[ \\t\\u00a0]*`, "y");
const WORD_SEPARATOR = new RegExp(`[ \\t\\u00a0]+(?:${RANGE_SEPARATORS.filter((separator) => /\p{L}/u.test(separator)).join("|")})[ \\t\\u00a0]+`, "iy");
/** Sizes and words about the measure that may stand before a unit: "1 large can", "2 heaped tbsp". */
const BEFORE_UNIT = new RegExp(`(?:(${UNIT_SIZES.map(escapeRegExp).join("|")})|${MEASURE_WORDS.map(escapeRegExp).join("|")})[ \\t\\u00a0]+`, "iy");
/** "Pinch of salt", "Knob of butter": a piece or container named with no number is one of it. */
const OF_AFTER = /[ \t\u00a0]+of\b/iy;
const SPACE = /[ \t\u00a0]*/y;
const CONTAINER_TIMES = /[ \t\u00a0]*[x×][ \t\u00a0]*/y;

function sticky(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

function spaceAfter(text: string, at: number): number {
  return at + (sticky(SPACE, text, at)?.[0].length ?? 0);
}

/** A number written in figures at `at`: "2", "1.5", "1,5", "1,500", "1/2", "½", "1 ½", "1½", "1 1/2", "1-1/2". */
export function readNumeral(text: string, at: number): NumberRead | null {
  const glyph = FRACTION_CHARACTERS.get(text.charAt(at));
  if (glyph !== undefined) return { value: glyph, start: at, end: at + 1, word: false, decimalComma: false };
  const thousands = sticky(THOUSANDS, text, at);
  if (thousands) return { value: Number(thousands[0].replace(/,/g, "")), start: at, end: at + thousands[0].length, word: false, decimalComma: false };
  const point = sticky(POINT_DECIMAL, text, at);
  if (point) return { value: Number(`0${point[0]}`), start: at, end: at + point[0].length, word: false, decimalComma: false };
  const digits = sticky(DIGITS, text, at);
  if (!digits) return null;
  const [written, whole = "", separator, decimals] = digits;
  let end = at + written.length;
  if (separator !== undefined && decimals !== undefined) {
    // "1,5" is one and a half; "1,500" was read above as fifteen hundred; "1,2345" is not a kitchen number.
    if (separator === "," && decimals.length > 2) return { value: Number(whole), start: at, end: at + whole.length, word: false, decimalComma: false };
    return { value: Number(`${whole}.${decimals}`), start: at, end, word: false, decimalComma: separator === "," };
  }
  if (sticky(ORDINAL, text, end)) return null;
  let value = Number(whole);
  const slash = sticky(SLASH_FRACTION, text, end);
  if (slash) {
    const bottom = Number(slash[1]);
    if (bottom === 0) return null;
    return { value: value / bottom, start: at, end: end + slash[0].length, word: false, decimalComma: false };
  }
  // Spaced, only a proper fraction of halves, thirds, quarters or eighths: "200 / 250 g" and "4 / 6 servings" are two amounts.
  const spaced = sticky(SPACED_SLASH_FRACTION, text, end);
  if (spaced && value > 0 && value < Number(spaced[1])) return { value: value / Number(spaced[1]), start: at, end: end + spaced[0].length, word: false, decimalComma: false };
  const after = sticky(GLYPH_AFTER, text, end);
  if (after) {
    value += FRACTION_CHARACTERS.get(after[1] ?? "") ?? 0;
    end += after[0].length;
  } else {
    const mixed = sticky(MIXED_FRACTION, text, end);
    const top = Number(mixed?.[1]);
    const bottom = Number(mixed?.[2]);
    if (mixed && bottom > 0 && top < bottom) {
      value += top / bottom;
      end += mixed[0].length;
    }
  }
  return { value, start: at, end, word: false, decimalComma: false };
}

/** A number written as words at `at` ("a", "two", "half a"), only when a word follows that it counts ("a pinch", not "a little"). */
export function readNumberWord(text: string, at: number): NumberRead | null {
  if (sticky(NAME_WITH_NUMBER, text, at)) return null;
  const match = sticky(WORD_NUMBER, text, at);
  if (!match || VAGUE_AFTER_WORD.has((match[2] ?? "").toLowerCase())) return null;
  const value = NUMBER_WORDS.get((match[1] ?? "").toLowerCase());
  return value === undefined ? null : { value, start: at, end: at + (match[1] ?? "").length, word: true, decimalComma: false };
}

export function readNumber(text: string, at: number): NumberRead | null {
  return readNumeral(text, at) ?? readNumberWord(text, at);
}

/** Where an amount's numbers begin, after "about", "heaped", "~"…: `at` itself when there is no such word. */
export function afterApproximately(text: string, at: number): number {
  const match = sticky(APPROXIMATE, text, at);
  return match ? at + match[0].length : at;
}

interface QuantityRead {
  readonly low: NumberRead;
  readonly high: NumberRead | null;
  readonly separator: string | null;
  readonly end: number;
}

/** A number, or a range of two: "2-3", "2 to 3", "1 or 2", "two or three". */
export function readQuantity(text: string, at: number): QuantityRead | null {
  const low = readNumber(text, at);
  if (!low) return null;
  const separator = sticky(DASH_SEPARATOR, text, low.end) ?? sticky(WORD_SEPARATOR, text, low.end);
  if (separator) {
    const high = readNumeral(text, low.end + separator[0].length) ?? (low.word ? readNumberWord(text, low.end + separator[0].length) : null);
    if (high && high.value > low.value) return { low, high, separator: separator[0], end: high.end };
  }
  return { low, high: null, separator: null, end: low.end };
}

/** A unit at `at`, after optional size words ("large", "heaped"); figures may touch it ("200g", "1-inch"). */
function readUnit(text: string, at: number, touching: boolean): { unit: Unit; word: Span; end: number; sized: boolean } | null {
  let from = at;
  if (touching && text.charAt(from) === "-") from += 1;
  let start = spaceAfter(text, from);
  if (start === from && !touching) return null;
  let sized = false;
  for (let before = sticky(BEFORE_UNIT, text, start); before; before = sticky(BEFORE_UNIT, text, start)) {
    sized ||= before[1] !== undefined;
    start += before[0].length;
  }
  const written = unitWrittenAt(text, start);
  if (written === null) return null;
  return { unit: written.unit, word: { start, end: written.end }, end: written.end, sized };
}

const ARTICLE_AFTER_FRACTION = /[ \t\u00a0]+an?(?=[ \t\u00a0]+\S)/iy;

/** A number or range at `at`, with its unit when one follows: one unit only. */
function readOneMeasure(text: string, at: number): Measure | null {
  const quantity = readQuantity(text, at);
  if (!quantity) return null;
  const first = readUnit(text, quantity.end, !quantity.low.word);
  // "1/2 a lemon", "½ an onion", "1/2 a cup of milk": the article belongs to the fraction, as in "half a".
  const article = first === null && quantity.high === null && quantity.low.value < 1 && !quantity.low.word ? sticky(ARTICLE_AFTER_FRACTION, text, quantity.end) : null;
  const numbersEnd = article ? quantity.end + article[0].length : quantity.end;
  const unit = article ? readUnit(text, numbersEnd, false) : first;
  // "1 small piece ginger" counts small pieces: no unit, and the piece is what the count counts.
  const counted = unit !== null && unit.sized && !unit.unit.convertible;
  return {
    start: at,
    end: unit?.end ?? numbersEnd,
    quantity: quantity.low.value,
    upper: quantity.high?.value ?? null,
    numbers: { start: at, end: numbersEnd },
    separator: quantity.separator,
    unit: counted ? null : (unit?.unit ?? null),
    unitWord: counted ? null : (unit?.word ?? null),
    counted: counted ? (unit?.word ?? null) : null,
    decimalComma: quantity.low.decimalComma || (quantity.high?.decimalComma ?? false),
    parts: [],
  };
}

const BLANK = /[ \t\u00a0]+/y;
/** "1 lb, 13 oz", "1 lb and 13 oz": how US cans label a weight; between volumes a comma lists ("1 cup, 2 tbsp reserved"). */
const WEIGHT_JOIN = /(?:,[ \t\u00a0]*(?:and[ \t\u00a0]+)?|[ \t\u00a0]+and[ \t\u00a0]+)/iy;

/** Whether a part in `smaller` written straight after one in `larger` adds to it: one kind, one system, a smaller unit. */
function addsTo(larger: Unit, smaller: Unit): boolean {
  const weighed = (unit: Unit) => unit.convertible && (unit.type === "mass" || unit.type === "volume");
  return weighed(larger) && weighed(smaller) && smaller.type === larger.type && smaller.metric === larger.metric && smaller.baseFactor < larger.baseFactor;
}

/**
 * A number or range at `at`, with its unit when one follows; an amount in two units of one kind ("1 lb 4 oz",
 * "1 cup 2 tbsp", "1 kg 200 g", "1 gal 1 qt"; a weight also "1 lb, 13 oz", "1 lb and 13 oz") is one measure, their
 * sum. "2 cups 1 cup", "100 g 2 tbsp", "1 kg 4 oz" or "2 eggs 1 cup" are not: each part must be smaller than the
 * one before, of its kind and system, and written in figures.
 */
export function readMeasure(text: string, at: number): Measure | null {
  const first = readOneMeasure(text, at);
  if (first?.unit == null || first.upper !== null) return first;
  const parts: Measure[] = [first];
  for (let last: Measure & { unit: Unit } = { ...first, unit: first.unit }; ; ) {
    const join = (last.unit.type === "mass" ? sticky(WEIGHT_JOIN, text, last.end) : null) ?? sticky(BLANK, text, last.end);
    const from = last.end + (join?.[0].length ?? 0);
    const next = join && readNumeral(text, from) ? readOneMeasure(text, from) : null;
    if (next?.unit == null || next.upper !== null || !addsTo(last.unit, next.unit)) break;
    parts.push(next);
    last = { ...next, unit: next.unit };
  }
  if (parts.length === 1) return first;
  const grams = parts.reduce((sum, part) => sum + part.quantity * (part.unit?.baseFactor ?? 0), 0);
  return { ...first, end: parts[parts.length - 1]?.end ?? first.end, quantity: grams / first.unit.baseFactor, parts };
}

/** "Pinch of salt", "Handful of parsley": one of a piece or container, its number unsaid. */
function readImplicitOne(text: string, at: number): Measure | null {
  const written = unitWrittenAt(text, at);
  if (written === null || written.unit.convertible || !sticky(OF_AFTER, text, written.end)) return null;
  const word = { start: at, end: written.end };
  return { start: at, end: word.end, quantity: 1, upper: null, numbers: { start: at, end: at }, separator: null, unit: written.unit, unitWord: word, counted: null, decimalComma: false, parts: [] };
}

/** A measure with a unit of weight, volume or length, as a container's size or an equivalent is written: "14 oz", "400g", "14-ounce". */
function readSizedMeasure(text: string, at: number): Measure | null {
  const measure = readMeasure(text, afterApproximately(text, at));
  return measure?.unit && measure.unit.convertible ? measure : null;
}

/** "(14 oz)", "(about 2 lbs)", "(240 ml / 8 fl oz)": the measures in a bracket that holds nothing else but words after them. */
function readBracket(text: string, at: number): { measures: Measure[]; end: number } | null {
  const open = spaceAfter(text, at);
  if (text.charAt(open) !== "(") return null;
  const close = text.indexOf(")", open);
  if (close < 0) return null;
  const measures: Measure[] = [];
  let from = spaceAfter(text, open + 1);
  for (;;) {
    const measure = readSizedMeasure(text, from);
    if (!measure) break;
    measures.push(measure);
    const next = /[ \t\u00a0]*(?:\/|or|,)[ \t\u00a0]*/y;
    const joined = sticky(next, text, measure.end);
    if (!joined) break;
    from = measure.end + joined[0].length;
  }
  return measures.length > 0 && measures.every((measure) => measure.end <= close) ? { measures, end: close + 1 } : null;
}

function withUnit(measure: Measure, unit: { unit: Unit; word: Span; end: number } | null, end: number): Measure {
  return unit ? { ...measure, unit: unit.unit, unitWord: unit.word, end: unit.end } : { ...measure, end };
}

/**
 * The amount that begins at `at` (after any "about"), or null when none does. Reads the measure, then
 * what recipes write with it: a container's size before its unit ("1 (14 oz) can", "1 x 400 g tin",
 * "two 14-ounce cans", "1 can (400 g)"), or equivalents after a unit of weight or volume
 * ("1 cup (240 ml)", "225g/8oz").
 */
export function readAmount(text: string, at: number): Amount | null {
  const start = afterApproximately(text, at);
  const measure = readMeasure(text, start) ?? readImplicitOne(text, start);
  if (!measure) return null;
  if (measure.unit === null) {
    // A container's size between the count and the container: "1 (14 oz) can", "1 x 400 g tin", "2 14-ounce cans".
    const bracket = readBracket(text, measure.end);
    const times = bracket ? null : sticky(CONTAINER_TIMES, text, measure.end);
    const spaced = bracket || times ? null : spaceAfter(text, measure.end);
    const size = bracket
      ? (bracket.measures[0] ?? null)
      : times
        ? readSizedMeasure(text, measure.end + times[0].length)
        : spaced !== null && spaced > measure.end
          ? readSizedMeasure(text, spaced)
          : null;
    if (size !== null) {
      const sizeEnd = bracket?.end ?? size.end;
      const container = readUnit(text, sizeEnd, false);
      if (container && !container.unit.convertible) return { ...withUnit(measure, container, sizeEnd), size: { start: size.start, end: size.end }, equivalents: [] };
      // "2 (6 oz) salmon fillets": the count counts the fillets; "2 x 400 g chickpeas" the tins unsaid.
      if (bracket || times) return { ...measure, end: sizeEnd, size: { start: size.start, end: size.end }, equivalents: [] };
    }
    return { ...measure, size: null, equivalents: [] };
  }
  // "400 g tin chopped tomatoes", "14 oz can black beans", "500 g bag spinach": a weight or volume with no count, just
  // before one piece or container, is that container's size, as in "1 (400 g) tin": one tin, whose size never scales.
  const container = measure.unit.type === "mass" || measure.unit.type === "volume" ? readUnit(text, measure.end, false) : null;
  const containerWord = container === null ? "" : text.slice(container.word.start, container.word.end);
  if (container !== null && container.unit.container && !container.sized && unitWordAgreeing(containerWord, container.unit, true) !== containerWord && !sticky(NAME_WITH_CONTAINER, text, container.word.start)) {
    const one = { start: measure.start, end: measure.start };
    return { ...measure, end: container.end, quantity: 1, upper: null, numbers: one, separator: null, unit: container.unit, unitWord: container.word, counted: null, decimalComma: false, parts: [], size: { start: measure.start, end: measure.end }, equivalents: [] };
  }
  if (!measure.unit.convertible) {
    // "1 can (400 g)": the bracket is the can's size.
    const bracket = readBracket(text, measure.end);
    const size = bracket?.measures[0];
    return bracket && size ? { ...measure, end: bracket.end, size: { start: size.start, end: size.end }, equivalents: [] } : { ...measure, size: null, equivalents: [] };
  }
  const bracket = readBracket(text, measure.end);
  if (bracket) return { ...measure, end: bracket.end, size: null, equivalents: bracket.measures };
  const slash = /[ \t\u00a0]*\/[ \t\u00a0]*/y;
  const joined = sticky(slash, text, measure.end);
  const equivalent = joined ? readSizedMeasure(text, measure.end + joined[0].length) : null;
  if (equivalent) return { ...measure, end: equivalent.end, size: null, equivalents: [equivalent] };
  return { ...measure, size: null, equivalents: [] };
}

const PLUS = /[ \t\u00a0]*,?[ \t\u00a0]+(?:plus|\+)[ \t\u00a0]+/iy;

/**
 * Measures of weight or volume added to an amount ending at `at`: "1 tbsp plus 1 tsp", "100 g, plus 75 g for the
 * toffee", "1 cup + 2 tbsp", "1 stick plus 2 tbsp". Not "plus extra for the pan": only a measure is read. (A
 * smaller unit straight after a larger, "1 lb 4 oz", is one measure: see `readMeasure`.)
 */
export function readPlus(text: string, at: number): Measure[] {
  const found: Measure[] = [];
  for (let from = at; ; ) {
    const joined = sticky(PLUS, text, from);
    const measure = joined ? readSizedMeasure(text, from + joined[0].length) : null;
    if (!measure || (measure.unit?.type !== "mass" && measure.unit?.type !== "volume")) return found;
    found.push(measure);
    from = measure.end;
  }
}

/** Every bracketed measure in `text` from `from` on: "1 chicken (about 2 lbs)" → 2 lb. */
export function bracketedMeasures(text: string, from: number): Measure[] {
  const found: Measure[] = [];
  for (let open = text.indexOf("(", from); open >= 0; open = text.indexOf("(", open + 1)) {
    const bracket = readBracket(text, open);
    if (bracket) found.push(...bracket.measures);
  }
  return found;
}

/**
 * "(3 oz each)", "(about 150 g apiece)": a bracketed measure that is one piece's, not the whole amount's, so it
 * neither follows the servings nor multiplies by the count beside it.
 */
export function isEachOne(text: string, measure: Measure): boolean {
  return /^[^)]*?\b(?:each|apiece)\b/i.test(text.slice(measure.end));
}

/** One replacement inside a text: `text` instead of the characters of `span`. */
export interface Edit {
  readonly span: Span;
  readonly text: string;
}

/**
 * Never rounder than the author: a part of one piece written finer than a half ("quarter of a cucumber",
 * "⅓ onion") goes by kitchen fractions, so a quarter halved is an eighth, not half a cucumber.
 */
function finerThanWritten(rounding: Rounding, measure: Measure): Rounding {
  const byHalves = (value: number | null) => value === null || Number.isInteger(value * 2);
  const fine = measure.quantity < 1 && (measure.upper ?? 0) < 1 && !(byHalves(measure.quantity) && byHalves(measure.upper));
  return rounding.kind === "half" && fine ? { kind: "quarter", base: rounding.base } : rounding;
}

/**
 * The edits that scale a measure by `factor`: its numbers, and its unit word agreeing with them ("1 cup" → "2
 * cups"); an amount in two units is written anew as one, its parts carried as a cook reads them (`compoundParts`).
 */
export function scaleMeasure(text: string, measure: Measure, factor: number): Edit[] {
  if (measure.parts.length > 1) return scaleParts(text, measure, factor);
  return rewriteMeasure(text, measure, measure.quantity * factor, measure.upper === null ? null : measure.upper * factor);
}

/**
 * "1 lb 4 oz" × 2 → "2 lb 8 oz", × ½ → "10 oz"; "2 lb 8 oz" × 2 → "5 lb": the parts written anew as one edit (as a
 * conversion is), each part kept as the recipe writes it, joined as it joins them; what follows ("(570 g)") stays.
 */
function scaleParts(text: string, measure: Measure, factor: number): Edit[] {
  const { parts } = measure;
  const units = parts.map((part) => part.unit).filter((unit): unit is Unit => unit !== null);
  const values = compoundParts(measure.quantity * (measure.unit?.baseFactor ?? 1) * factor, units);
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (first === undefined || last === undefined || units.length !== parts.length) return [];
  let written = "";
  parts.forEach((part, index) => {
    const value = values[index] ?? 0;
    if (value <= 0) return;
    if (written !== "") written += text.slice(parts[index - 1]?.end ?? part.start, part.start);
    written += applyEdits(text, rewriteMeasure(text, part, value, null), part.start, part.end);
  });
  return written === "" ? [] : [{ span: { start: first.start, end: last.end }, text: written }];
}

/** The edits that write a measure as `low` (to `high`), in its own unit. */
function rewriteMeasure(text: string, measure: Measure, low: number, high: number | null): Edit[] {
  const rounding = finerThanWritten(roundingFor(measure.unit), measure);
  let numbers = formatRange(low, high, rounding, measure.separator ?? "-", measure.decimalComma);
  const implicit = measure.numbers.start === measure.numbers.end;
  // "8oz" halved is "4oz", but "2 ⅔oz" would run the fraction into the unit; "Pinch of salt" doubled is "2 pinches".
  // "400 g tin" doubled is "2 × 400 g tins": the count stands apart from the size it comes before.
  if (implicit && measure.unitWord !== null && measure.unitWord.start > measure.numbers.end) numbers += " × ";
  else if (implicit || (measure.unitWord?.start === measure.numbers.end && /\D$/.test(numbers))) numbers += " ";
  const edits: Edit[] = [{ span: measure.numbers, text: numbers }];
  const many = roundAmount(high ?? low, rounding) > 1;
  const word = measure.unitWord ?? measure.counted;
  if (word !== null) {
    const written = text.slice(word.start, word.end);
    const unit = measure.unit ?? unitForWord(written);
    const agreeing = unit === undefined ? written : unitWordAgreeing(implicit ? written.toLowerCase() : written, unit, many);
    if (agreeing !== written) edits.push({ span: word, text: agreeing });
  }
  return edits;
}

/** `text` with the edits applied (they must not overlap), and only the part from `start` to `end`. */
export function applyEdits(text: string, edits: readonly Edit[], start = 0, end = text.length): string {
  let result = "";
  let at = start;
  for (const edit of [...edits].sort((a, b) => a.span.start - b.span.start)) {
    if (edit.span.start < at || edit.span.end > end) continue;
    result += text.slice(at, edit.span.start) + edit.text;
    at = edit.span.end;
  }
  return result + text.slice(at, end);
}

/** The amount scaled by `factor`, as it is now written in place of `text.slice(amount.start, amount.end)`. A container's size stays. */
export function scaleAmount(text: string, amount: Amount, factor: number): string {
  const edits = [amount, ...amount.equivalents].flatMap((measure) => scaleMeasure(text, measure, factor));
  return applyEdits(text, edits, amount.start, amount.end);
}
