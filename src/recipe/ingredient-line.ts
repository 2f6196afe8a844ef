import { parseIngredient, type Ingredient } from "parse-ingredient";
import { NUMBER_WORDS } from "./number-words.ts";

/**
 * One ingredient line read as a cook reads it: "1 ½ cups flour, sifted" → 1.5, cup, "flour",
 * "sifted". Numbers, fractions and ranges are parse-ingredient's job (see
 * docs/decisions/007-recipe-understanding.md); this module adds what it leaves to the caller:
 * where the amount is written (so it can be replaced in place), words for amounts ("a pinch",
 * "one"), decimal commas, container sizes ("1 (14 oz) can", "1 x 400 g tin") and the name/note split.
 */
export interface ParsedLine {
  readonly quantity: number | null;
  readonly quantityUpper: number | null;
  /** Canonical short unit ("g", "cup", "tbsp", "clove", "can"), or null for a bare count or none. */
  readonly unit: string | null;
  /** The unit exactly as written ("cups", "Tbsp"), or null. */
  readonly unitText: string | null;
  readonly name: string;
  readonly note: string | null;
  /** [start, end) of the amount and unit in the line, or null when the line has no amount. */
  readonly amount: { readonly start: number; readonly end: number } | null;
  /** [start, end) of the word that names what is counted ("eggs"), for a bare count; else null. */
  readonly countedWord: { readonly start: number; readonly end: number } | null;
  /** A container's own size written inside the amount ("14 oz" in "1 (14 oz) can"), which never scales. */
  readonly containerSize: { readonly start: number; readonly end: number } | null;
}

const SHORT_UNITS: Readonly<Record<string, string>> = {
  gram: "g",
  kilogram: "kg",
  milligram: "mg",
  milliliter: "ml",
  liter: "l",
  deciliter: "dl",
  centiliter: "cl",
  cup: "cup",
  tablespoon: "tbsp",
  teaspoon: "tsp",
  ounce: "oz",
  "fluid ounce": "fl oz",
  pound: "lb",
  pint: "pint",
  quart: "quart",
  gallon: "gallon",
  clove: "clove",
  can: "can",
  pinch: "pinch",
  dash: "dash",
  stick: "stick",
  bunch: "bunch",
  package: "package",
  piece: "piece",
  slice: "slice",
  sprig: "sprig",
  head: "head",
  stalk: "stalk",
  handful: "handful",
  drop: "drop",
  inch: "inch",
  centimeter: "cm",
};

/** Extra units that parse-ingredient does not know, in its own definition format. */
const EXTRA_UNITS = {
  handful: { short: "handful", plural: "handfuls", alternates: ["handfuls"] },
  tin: { short: "tin", plural: "tins", alternates: ["tins"] },
  jar: { short: "jar", plural: "jars", alternates: ["jars"] },
  knob: { short: "knob", plural: "knobs", alternates: ["knobs"] },
  sprig: { short: "sprig", plural: "sprigs", alternates: ["sprigs"] },
  bunch: { short: "bunch", plural: "bunches", alternates: ["bunches"] },
  slice: { short: "slice", plural: "slices", alternates: ["slices"] },
  stalk: { short: "stalk", plural: "stalks", alternates: ["stalks"] },
  head: { short: "head", plural: "heads", alternates: ["heads"] },
  packet: { short: "packet", plural: "packets", alternates: ["packets"] },
  bag: { short: "bag", plural: "bags", alternates: ["bags"] },
  sheet: { short: "sheet", plural: "sheets", alternates: ["sheets"] },
  fillet: { short: "fillet", plural: "fillets", alternates: ["fillets"] },
} as const;

const PARSE_OPTIONS = {
  // Sizes describe the thing counted; "2 large eggs" counts eggs.
  ignoreUOMs: ["small", "medium", "large", "extra large", "extra-large", "whole", "big"],
  additionalUOMs: EXTRA_UNITS,
  rangeSeparators: ["to", "or", "-", "–", "—"],
  leadingQuantityPrefixes: ["about", "approx.", "approximately", "around", "roughly", "scant", "heaped", "generous"],
};

/** Units that name a container or a countable piece: scaled like a count (whole or half). */
export const COUNTED_UNITS: ReadonlySet<string> = new Set([
  "clove",
  "can",
  "tin",
  "jar",
  "stick",
  "bunch",
  "package",
  "packet",
  "bag",
  "piece",
  "slice",
  "sprig",
  "head",
  "stalk",
  "handful",
  "knob",
  "sheet",
  "fillet",
  "pinch",
  "dash",
  "drop",
]);

const CONTAINERS = /^(?:cans?|tins?|jars?|packages?|packets?|pkgs?|bags?|cartons?|boxe?s?|bottles?|blocks?|tubs?|pouch(?:es)?)\b/i;


// Only when a unit or a countable thing follows: "a little oil" and "one of the eggs" stay unquantified.
const NUMBER_WORD = /^(a dozen|a half|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|dozen)\s+(?=\S)/i;
const VAGUE_AFTER_WORD = /^(?:little|few|bit|splash|drizzle|good|some|couple|of)\b/i;

export function canonicalUnit(unitId: string | null): string | null {
  if (unitId === null) return null;
  return SHORT_UNITS[unitId] ?? unitId;
}

/** Decimal commas ("1,5 kg") read as points; thousands ("1,500 g") stay as they are. Same length. */
function withDecimalPoints(line: string): string {
  return line.replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2");
}

function splitNameAndNote(description: string): { name: string; note: string | null } {
  let text = description.trim();
  let note: string | null = null;
  const comma = text.search(/,|;|\s[–—-]\s/);
  if (comma > 0) {
    note = text.slice(comma + 1).replace(/^[\s–—-]+/, "").trim() || null;
    text = text.slice(0, comma).trim();
  }
  // One blank before the phrase, not "\s+": the text is trimmed, and a run would be tried from every blank.
  const trailing = /\s(to taste|as needed|if needed|for (?:serving|garnish(?:ing)?|frying|greasing|dusting|the pan)|\(?optional\)?)$/i.exec(text);
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
  return { name: text.replace(/\s+/g, " "), note };
}

/** Index of `description` in `line` after `from`, tolerating the "of " parse-ingredient drops. */
function descriptionStart(line: string, description: string, from: number): number {
  if (description === "") return line.length;
  const index = line.indexOf(description, from);
  return index >= 0 ? index : -1;
}

/**
 * The first word of the name, when the amount is a bare count and the name names a thing
 * ("2 eggs", "1 large onion") rather than a mass ("2 salt"): the word to make plural or singular.
 */
function countedWordIn(line: string, nameStart: number, name: string): { start: number; end: number } | null {
  const head = /^[A-Za-z][A-Za-z-]*(?:\s+[A-Za-z][A-Za-z-]*)*/.exec(name);
  if (!head) return null;
  const words = head[0].split(/\s+/);
  const last = words[words.length - 1] ?? "";
  const offset = line.indexOf(head[0], nameStart);
  if (offset < 0 || last === "") return null;
  const start = offset + head[0].length - last.length;
  return { start, end: start + last.length };
}

interface Prepared {
  readonly rawLine: string;
  readonly leading: number;
  readonly text: string;
  readonly wordQuantity: number | null;
  readonly wordLength: number;
}

function prepare(rawLine: string): Prepared {
  const line = withDecimalPoints(rawLine).replace(/[\r\n]/g, " ");
  const leading = line.length - line.trimStart().length;
  let text = line.slice(leading);
  let wordQuantity: number | null = null;
  let wordLength = 0;
  const word = NUMBER_WORD.exec(text);
  if (word && !VAGUE_AFTER_WORD.test(text.slice(word[0].length))) {
    wordQuantity = NUMBER_WORDS[(word[1] ?? "").toLowerCase()] ?? null;
    wordLength = word[0].length;
    // "a pinch of salt" → "1 pinch of salt" for the parser; positions are mapped back below.
    text = "1 " + text.slice(wordLength);
  }
  return { rawLine, leading, text, wordQuantity, wordLength };
}

/** Reads ingredient lines (plain text, markdown syntax already removed), in one pass of the parser. */
export function parseIngredientLines(rawLines: readonly string[]): ParsedLine[] {
  const prepared = rawLines.map(prepare);
  const results: (Ingredient | undefined)[] = new Array<Ingredient | undefined>(prepared.length);
  // One call for all lines: the parser builds its patterns once per call, not once per line.
  for (const parsed of parseIngredient(prepared.map((line) => line.text), { ...PARSE_OPTIONS, includeMeta: true })) {
    const index = parsed.meta?.sourceIndex;
    if (index !== undefined && results[index] === undefined) results[index] = parsed;
  }
  return prepared.map((line, index) => finish(line, results[index]));
}

/** Reads one ingredient line (plain text, markdown syntax already removed). */
export function parseIngredientLine(rawLine: string): ParsedLine {
  return parseIngredientLines([rawLine])[0] ?? finish(prepare(rawLine), undefined);
}

function finish(prepared: Prepared, parsed: Ingredient | undefined): ParsedLine {
  const { rawLine, leading, text, wordQuantity, wordLength } = prepared;
  const shift = wordQuantity === null ? leading : leading + wordLength - 2;
  if (!parsed || parsed.quantity === null) {
    const { name, note } = splitNameAndNote(rawLine.trim());
    return { quantity: null, quantityUpper: null, unit: null, unitText: null, name, note, amount: null, countedWord: null, containerSize: null };
  }
  let quantity = parsed.quantity;
  let upper = parsed.quantity2;
  if (wordQuantity !== null) {
    // The parser read our "1"; the amount is the word's.
    quantity = wordQuantity * parsed.quantity;
    upper = upper === null ? null : wordQuantity * upper;
  }
  let unit = canonicalUnit(parsed.unitOfMeasureID);
  let unitText = parsed.unitOfMeasure;
  const description = parsed.description;
  const descriptionIndex = descriptionStart(text, description, 1);
  if (descriptionIndex < 0) {
    // The parser rearranged the line ("Juice of 1 lemon"): the amount is known but not where it is written.
    const { name, note } = splitNameAndNote(description);
    return { quantity, quantityUpper: upper, unit, unitText, name, note, amount: null, countedWord: null, containerSize: null };
  }
  let amountEnd = descriptionIndex;
  let rest = description;
  let containerSize: { start: number; end: number } | null = null;
  // "1 (14 oz) can tomatoes", "1 x 400 g tin chickpeas": the count of containers scales, their size does not.
  const size = /^(?:\(([^()\d]*\d[^()]*)\)|x\s+(\d[\d.,/\s]*[a-zA-Z]+))\s*/.exec(rest);
  if (size && unit === null) {
    const afterSize = rest.slice(size[0].length);
    const container = CONTAINERS.exec(afterSize);
    const sizeText = (size[1] ?? size[2] ?? "").trim();
    const sizeOffset = text.indexOf(sizeText, descriptionIndex);
    containerSize = sizeOffset >= 0 ? { start: sizeOffset + shift, end: sizeOffset + sizeText.length + shift } : null;
    if (container) {
      unit = container[0].toLowerCase().replace(/e?s$/, "").replace(/^pkg$/, "package").replace(/^box$/, "box");
      unitText = container[0];
      amountEnd = descriptionIndex + size[0].length + container[0].length;
      rest = afterSize.slice(container[0].length);
    } else if (size[0].startsWith("(")) {
      // "1 cup (240 ml) milk" has a unit; "2 (6 oz) salmon fillets" counts fillets.
      amountEnd = descriptionIndex + size[0].trimEnd().length;
      rest = afterSize;
    } else {
      containerSize = null;
    }
  } else if (size && size[0].startsWith("(") && unit !== null) {
    // "1 cup (240 ml) milk": the bracketed equivalent is part of the amount and scales with it.
    amountEnd = descriptionIndex + size[0].trimEnd().length;
    rest = rest.slice(size[0].length);
  }
  const { name, note } = splitNameAndNote(rest.replace(/^of\s+/i, ""));
  const amountHead = text.slice(0, amountEnd).trimEnd();
  const amountText = (/\sof$/i.test(amountHead) ? amountHead.slice(0, -2) : amountHead).trimEnd();
  const amount = { start: leading, end: amountText.length + shift };
  const nameStart = amountEnd + shift;
  const countedWord = unit === null ? countedWordIn(rawLine, nameStart, name) : null;
  return { quantity, quantityUpper: upper, unit, unitText, name, note, amount, countedWord, containerSize };
}
