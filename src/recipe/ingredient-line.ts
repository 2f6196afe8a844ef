import { bracketedMeasures, readAmount, readPlus, type Amount, type Measure, type Span } from "./amount.ts";
import { FRACTION_CLASS, UNIT_SIZES } from "./vocabulary.ts";

/**
 * One ingredient line read as a cook reads it: "1 ½ cups flour, sifted" → 1.5, cup, "flour", "sifted".
 * The amount is read by the one amount grammar (./amount.ts), wherever the line writes it: first
 * ("200 g flour"), after the name ("nagaimo: 160 g", "Flour – 200 g"), after "of" ("juice of 2
 * lemons") or in a closing bracket ("Nagaimo (160 g)"). Pure.
 */
export interface ParsedLine {
  readonly quantity: number | null;
  readonly quantityUpper: number | null;
  /** The unit's name ("g", "cup", "tbsp", "clove", "can"), or null for a bare count or none. */
  readonly unit: string | null;
  /** The unit exactly as written ("cups", "Tbsp"), or null. */
  readonly unitText: string | null;
  readonly name: string;
  readonly note: string | null;
  /** The amount as read, with the span of every part in the line; null when the line has none. */
  readonly amount: Amount | null;
  /** [start, end) of the word that names what is counted ("eggs"), for a bare count; else null. */
  readonly countedWord: Span | null;
  /** A container's own size written inside the amount ("14 oz" in "1 (14 oz) can"), which never scales. */
  readonly containerSize: Span | null;
  /** Measures in brackets elsewhere in the line ("1 chicken (about 2 lbs)"), which scale with the amount. */
  readonly equivalents: readonly Measure[];
  /** Measures added to the amount ("1 tbsp plus 1 tsp", "100 g, plus 75 g for the toffee"): they scale, convert and count with it. */
  readonly plus: readonly Measure[];
}

const NOTE_START = /,|;|\s[–—-]\s/;
// One blank before the phrase, not a run: the text is trimmed, and a run would be tried from every blank.
const TRAILING_NOTE = /\s(to taste|as needed|if needed|for (?:serving|garnish(?:ing)?|frying|greasing|dusting|the pan)|\(?optional\)?)$/i;
/** Where a name ends before its amount: "nagaimo: 160 g", "Flour – 200 g", "**Butter:** 2 tbsp". */
const NAME_SEPARATOR = /:|\s[–—-]\s/;
/** "juice of 2 lemons", "zest of 1 orange", "stems from 6 ounces of mushrooms". */
const OF_AMOUNT = /\b(?:of|from)\s+(?=\S)/gi;
/** "Nagaimo (160 g)": an amount in the line's closing bracket (but "Salt to taste (about 1 tsp)" is a hint). */
const CLOSING_BRACKET = /\(([^()]*)\)\s*$/;
const UNMEASURED = /\b(?:to taste|as (?:needed|required|desired)|optional|for (?:serving|garnish|frying|dusting))\b/i;
/** "Ground pork 100g", "Tofu (regular firmness) 300~400g": a measured amount ending the line. */
const AMOUNT_AT_END = new RegExp(`(?<=\\s)(?=\\d|${FRACTION_CLASS})`, "g");
const WORDS = /\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)*/uy;
/** Words that describe how a counted thing is prepared, not what it is: "onion finely chopped". */
const PREPARATION_WORD = /(?:ly|[^e]ed)$/i;

function spaceAfter(text: string, at: number): number {
  let end = at;
  while (end < text.length && /\s/.test(text.charAt(end))) end++;
  return end;
}

function splitNameAndNote(description: string): { name: string; note: string | null } {
  let text = description.trim();
  let note: string | null = null;
  const comma = text.search(NOTE_START);
  if (comma > 0) {
    note = text.slice(comma + 1).replace(/^[\s–—-]+/, "").trim() || null;
    text = text.slice(0, comma).trim();
  }
  const trailing = TRAILING_NOTE.exec(text);
  if (trailing && trailing.index > 0) {
    note = note ? `${trailing[1]}, ${note}` : (trailing[1] ?? null);
    text = text.slice(0, trailing.index).trimEnd();
  }
  const bracket = /(?<!\s)\s*\(([^()]*)\)\s*/.exec(text);
  if (bracket && bracket.index > 0) {
    const inner = bracket[1]?.trim() ?? "";
    text = (text.slice(0, bracket.index) + " " + text.slice(bracket.index + bracket[0].length)).trim();
    if (inner) note = note ? `${inner}, ${note}` : inner;
  }
  return { name: text.replace(/\s+/g, " ").replace(/^of\s+/i, ""), note };
}

/**
 * The word that names what a bare count counts ("2 large eggs" → "eggs", "1 onion, finely chopped" →
 * "onion"): the last word of the words after the amount, leaving out how they are prepared.
 */
function countedWordAfter(line: string, at: number): Span | null {
  const start = at + (/^\s*(?:of\s+)?/i.exec(line.slice(at))?.[0].length ?? 0);
  WORDS.lastIndex = start;
  const words = WORDS.exec(line);
  if (!words) return null;
  const found = [...words[0].matchAll(/\p{L}[\p{L}'’-]*/gu)];
  while (found.length > 1 && PREPARATION_WORD.test(found[found.length - 1]?.[0] ?? "")) found.pop();
  const last = found[found.length - 1];
  if (last === undefined || last.index === undefined || UNIT_SIZES.includes(last[0].toLowerCase())) return null;
  return { start: start + last.index, end: start + last.index + last[0].length };
}

function noAmount(line: string): ParsedLine {
  const { name, note } = splitNameAndNote(line);
  // "Salt to taste (about 1 teaspoon)": no amount to scale by, but the hint follows the servings.
  return { quantity: null, quantityUpper: null, unit: null, unitText: null, name, note, amount: null, countedWord: null, containerSize: null, equivalents: bracketedMeasures(line, 0), plus: [] };
}

function withAmount(line: string, amount: Amount, name: string, note: string | null, countedFrom: number | null, plus: readonly Measure[] = []): ParsedLine {
  const unitless = amount.unit === null;
  return {
    quantity: amount.quantity,
    quantityUpper: amount.upper,
    unit: amount.unit?.name ?? null,
    unitText: amount.unitWord ? line.slice(amount.unitWord.start, amount.unitWord.end) : null,
    name,
    note,
    amount,
    countedWord: amount.counted ?? (unitless && countedFrom !== null ? countedWordAfter(line, countedFrom) : null),
    containerSize: amount.size,
    equivalents: bracketedMeasures(line, plus.at(-1)?.end ?? amount.end).filter((measure) => amount.size === null || measure.start >= amount.end),
    plus,
  };
}

/** "6 cloves" is the spice: a piece or container with no name after it is the name. */
function withoutUnit(amount: Amount): Amount {
  return { ...amount, unit: null, unitWord: null, end: amount.numbers.end, size: null, equivalents: [] };
}

/** The amount first: "200 g flour", "a pinch of salt", "1 (14 oz) can tomatoes, drained". */
function amountFirst(line: string, at: number): ParsedLine | null {
  let amount = readAmount(line, at);
  if (!amount) return null;
  let rest = line.slice(amount.end);
  if (amount.unit !== null && !amount.unit.convertible && !/\p{L}/u.test(rest.replace(/^\s*of\b/i, ""))) {
    amount = withoutUnit(amount);
    rest = line.slice(amount.end);
  }
  // "1 tbsp plus 1 tsp olive oil", "1 stick plus 2 tbsp butter": what is added to a measure is part of the amount, not of the name.
  const plus = amount.unit !== null ? readPlus(line, amount.end) : [];
  const { name, note } = splitNameAndNote(plus.length > 0 ? line.slice(plus.at(-1)?.end ?? amount.end) : rest);
  return withAmount(line, amount, name, note, amount.end, plus);
}

/** The name first: "nagaimo: 160 g", "Flour – 200 g, sifted". */
function nameFirst(line: string): ParsedLine | null {
  const separator = NAME_SEPARATOR.exec(line);
  if (!separator || !/\p{L}/u.test(line.slice(0, separator.index))) return null;
  const amount = readAmount(line, spaceAfter(line, separator.index + separator[0].length));
  if (!amount) return null;
  const note = line.slice(amount.end).replace(/^[\s,;–—-]+/, "").trim() || null;
  return withAmount(line, amount, line.slice(0, separator.index).trim(), note, amount.end);
}

/** "Juice of 2 lemons": the amount after "of", the thing it counts its name. */
function amountAfterOf(line: string): ParsedLine | null {
  for (const match of line.matchAll(OF_AMOUNT)) {
    const at = match.index + match[0].length;
    const amount = readAmount(line, at);
    if (!amount) continue;
    const { name, note } = splitNameAndNote(line.slice(amount.end));
    if (name === "") continue;
    const before = line.slice(0, match.index).trim();
    return withAmount(line, amount, name, [before, note].filter(Boolean).join(", ") || null, amount.end);
  }
  return null;
}

/** "Nagaimo (160 g)". */
function amountInClosingBracket(line: string): ParsedLine | null {
  const bracket = CLOSING_BRACKET.exec(line);
  if (!bracket || bracket.index === 0 || UNMEASURED.test(line.slice(0, bracket.index))) return null;
  const at = bracket.index + 1 + (/^\s*/.exec(bracket[1] ?? "")?.[0].length ?? 0);
  const amount = readAmount(line, at);
  if (!amount || amount.unit === null || line.slice(amount.end).trim() !== ")") return null;
  const { name, note } = splitNameAndNote(line.slice(0, bracket.index));
  return withAmount(line, amount, name, note, null);
}

/** "Ground pork 100g": the name, then a measured amount ending the line. */
function amountLast(line: string): ParsedLine | null {
  const end = line.trimEnd().length;
  for (const match of line.matchAll(AMOUNT_AT_END)) {
    const amount = readAmount(line, match.index);
    if (!amount || amount.unit === null || amount.end !== end) continue;
    const { name, note } = splitNameAndNote(line.slice(0, match.index));
    if (name === "") return null;
    return withAmount(line, amount, name, note, null);
  }
  return null;
}

/** Reads one ingredient line (plain text, markdown syntax already removed). */
/**
 * Whether an ingredient line says the dish is whole without it: "(optional)", as the cookbook writes every
 * garnish and optional extra and as most recipes do. Such a line is never a thing to buy: the have/need
 * marks, the shopping list and the nutrition estimate all leave it out.
 */
export function saysOptional(line: string): boolean {
  return /\boptional\b/i.test(line);
}

export function parseIngredientLine(line: string): ParsedLine {
  const at = /^\s*/.exec(line)?.[0].length ?? 0;
  return amountFirst(line, at) ?? nameFirst(line) ?? amountAfterOf(line) ?? amountInClosingBracket(line) ?? amountLast(line) ?? noAmount(line);
}

/** Reads ingredient lines (plain text, markdown syntax already removed). */
export function parseIngredientLines(lines: readonly string[]): ParsedLine[] {
  return lines.map(parseIngredientLine);
}
