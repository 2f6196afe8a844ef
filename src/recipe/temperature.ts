import type { Edit } from "./amount.ts";
import type { UnitSystem } from "./recipe-model.ts";
import { OVEN_SETTINGS, type OvenSetting } from "./vocabulary.ts";

/**
 * Temperatures in a recipe's text ("200°C", "400 °F", "350 degrees F", "180C fan", "gas mark 6") in the
 * system the cook chose. An oven reads the same everywhere: the recipe's own pairs ("180°C (350°F)")
 * first, then the settings cooks use (data/recipe-vocabulary.json: 400 °F is 200 °C, not 205), then
 * the formula for what is not an oven (a sugar thermometer's 115 °C). Gas marks stay where they are
 * written. Numbers without a scale ("350 degrees") are left alone: a guess would be worse than none. Pure.
 */

type Scale = "C" | "F";

interface Mention {
  readonly start: number;
  readonly end: number;
  readonly value: number;
  readonly scale: Scale;
  /** The characters between the number and the scale ("°", " °", " degrees "), kept when rewritten. */
  readonly joint: string;
}

// With a degree sign or word any two or three figures are a temperature; "180C" touching too; with only
// a space, "200 C" is one from 90 up (no recipe wants 90 cups).
const TEMPERATURE = /(?<![\d.,])(\d{2,3})(\s*(?:°|º|˚)\s*|\s*degrees?\s+|\s?)(C|F|Celsius|Fahrenheit|centigrade)(?![A-Za-z])/gi;
/** "(350°F)", "/ 350°F", " or 350°F": a second scale for the same temperature. */
const PAIR_JOINT = /^\s*(?:\(\s*|\/\s*|or\s+|=\s*)$/i;

function mentions(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(TEMPERATURE)) {
    const value = Number(match[1]);
    const joint = match[2] ?? "";
    const scale: Scale = /^c/i.test(match[3] ?? "") ? "C" : "F";
    if (joint === " " && value < 90) continue;
    if (joint === "" && !/^[CF]$/.test(match[3] ?? "")) continue;
    found.push({ start: match.index, end: match.index + match[0].length, value, scale, joint });
  }
  return found;
}

export interface OvenTable {
  readonly toCelsius: ReadonlyMap<number, number>;
  readonly toFahrenheit: ReadonlyMap<number, number>;
}

function fromSettings(settings: readonly OvenSetting[]): OvenTable {
  return {
    toCelsius: new Map(settings.map((setting) => [setting.fahrenheit, setting.celsius])),
    toFahrenheit: new Map(settings.map((setting) => [setting.celsius, setting.fahrenheit])),
  };
}

const STANDARD = fromSettings(OVEN_SETTINGS);

/** Pairs of mentions that name one temperature in both scales: "180°C (350°F)", "200C/400F". */
function pairs(text: string, found: readonly Mention[]): [Mention, Mention][] {
  const paired: [Mention, Mention][] = [];
  for (let i = 0; i + 1 < found.length; i++) {
    const first = found[i];
    const second = found[i + 1];
    if (first && second && first.scale !== second.scale && PAIR_JOINT.test(text.slice(first.end, second.start))) {
      paired.push([first, second]);
      i++;
    }
  }
  return paired;
}

/** The recipe's own pairs over the settings cooks use: what each temperature reads as in the other scale. */
export function ovenTable(text: string): OvenTable {
  const toCelsius = new Map(STANDARD.toCelsius);
  const toFahrenheit = new Map(STANDARD.toFahrenheit);
  for (const pair of pairs(text, mentions(text))) {
    const celsius = pair.find((mention) => mention.scale === "C")?.value;
    const fahrenheit = pair.find((mention) => mention.scale === "F")?.value;
    if (celsius !== undefined && fahrenheit !== undefined) {
      toCelsius.set(fahrenheit, celsius);
      toFahrenheit.set(celsius, fahrenheit);
    }
  }
  return { toCelsius, toFahrenheit };
}

export function celsiusToFahrenheit(celsius: number, table: OvenTable = STANDARD): number {
  const known = table.toFahrenheit.get(celsius);
  if (known !== undefined) return known;
  const fahrenheit = (celsius * 9) / 5 + 32;
  return fahrenheit >= 250 ? Math.round(fahrenheit / 25) * 25 : Math.round(fahrenheit / 5) * 5;
}

export function fahrenheitToCelsius(fahrenheit: number, table: OvenTable = STANDARD): number {
  const known = table.toCelsius.get(fahrenheit);
  if (known !== undefined) return known;
  return Math.round(((fahrenheit - 32) * 5) / 9 / 5) * 5;
}

/** "200°C", "400 °F", "200 degrees C": the new figure, joined to its scale as the recipe joined it. */
function written(mention: Mention, value: number, scale: Scale): string {
  const joint = mention.joint.trim() === "" ? "°" : mention.joint;
  return `${value}${joint}${scale}`;
}

const BRACKET_REST = /^\s*(?:(?:[,;/]|or\b)\s*)?/;

/**
 * A pair written as one temperature: "180°C (350°F)" → "180°C", the bracket going with the other scale;
 * but a bracket that holds more stays for the rest: "400°F (200°C, gas mark 6)" → "200°C (gas mark 6)".
 */
function pairEdit(text: string, first: Mention, second: Mention, kept: string): Edit {
  if (!text.slice(first.end, second.start).includes("(")) return { span: { start: first.start, end: second.end }, text: kept };
  if (text.charAt(second.end) === ")") return { span: { start: first.start, end: second.end + 1 }, text: kept };
  const rest = BRACKET_REST.exec(text.slice(second.end))?.[0].length ?? 0;
  return { span: { start: first.start, end: second.end + rest }, text: `${kept} (` };
}

/**
 * The edits that put every temperature in `text` in the chosen system: a pair keeps its own figure in
 * that scale and drops the other; a lone one is converted through `table`.
 */
export function temperatureEdits(text: string, system: UnitSystem, table: OvenTable = STANDARD): Edit[] {
  if (system === "as-written") return [];
  const want: Scale = system === "metric" ? "C" : "F";
  const found = mentions(text);
  const edits: Edit[] = [];
  const paired = new Set<Mention>();
  for (const [first, second] of pairs(text, found)) {
    paired.add(first).add(second);
    const kept = first.scale === want ? first : second;
    edits.push(pairEdit(text, first, second, written(kept, kept.value, want)));
  }
  for (const mention of found) {
    if (paired.has(mention) || mention.scale === want) continue;
    const value = want === "C" ? fahrenheitToCelsius(mention.value, table) : celsiusToFahrenheit(mention.value, table);
    edits.push({ span: { start: mention.start, end: mention.end }, text: written(mention, value, want) });
  }
  return edits;
}
