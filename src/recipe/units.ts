import { convertUnit } from "parse-ingredient";
import { formatRange, roundAmount, type Rounding } from "./quantity.ts";
import type { UnitSystem } from "./recipe-model.ts";

/**
 * Kitchen unit conversion: weights and volumes through parse-ingredient's conversion tables
 * (see docs/decisions/007-recipe-understanding.md), oven temperatures by formula. Results are
 * rounded to what a kitchen measures: 5 g and 5 ml steps, ¼ cup, 5 °C and 25 °F oven steps.
 */

/** Our short unit → parse-ingredient's unit id. */
const LIBRARY_ID: Readonly<Record<string, string>> = {
  g: "gram",
  kg: "kilogram",
  mg: "milligram",
  ml: "milliliter",
  l: "liter",
  dl: "deciliter",
  cl: "centiliter",
  cup: "cup",
  tbsp: "tablespoon",
  tsp: "teaspoon",
  oz: "ounce",
  "fl oz": "fluid ounce",
  lb: "pound",
  pint: "pint",
  quart: "quart",
  gallon: "gallon",
};

const METRIC_MASS = new Set(["g", "kg", "mg"]);
const METRIC_VOLUME = new Set(["ml", "l", "dl", "cl"]);
const US_MASS = new Set(["oz", "lb"]);
const US_VOLUME = new Set(["cup", "fl oz", "pint", "quart", "gallon"]);

export const METRIC_UNITS: ReadonlySet<string> = new Set([...METRIC_MASS, ...METRIC_VOLUME]);

export interface Converted {
  readonly quantity: number;
  readonly upper: number | null;
  readonly unit: string;
  readonly rounding: Rounding;
}

function convert(value: number, from: string, to: string): number | null {
  const fromId = LIBRARY_ID[from];
  const toId = LIBRARY_ID[to];
  if (fromId === undefined || toId === undefined) return null;
  return convertUnit(value, fromId, toId);
}

function toMetric(quantity: number, unit: string): { unit: string; factor: number } | null {
  if (US_MASS.has(unit)) {
    const grams = convert(quantity, unit, "g");
    if (grams === null) return null;
    return grams >= 1000 ? { unit: "kg", factor: grams / 1000 / quantity } : { unit: "g", factor: grams / quantity };
  }
  if (US_VOLUME.has(unit)) {
    const ml = convert(quantity, unit, "ml");
    if (ml === null) return null;
    return ml >= 1000 ? { unit: "l", factor: ml / 1000 / quantity } : { unit: "ml", factor: ml / quantity };
  }
  return null;
}

function toUs(quantity: number, unit: string): { unit: string; factor: number } | null {
  if (METRIC_MASS.has(unit)) {
    const ounces = convert(quantity, unit, "oz");
    if (ounces === null) return null;
    return ounces >= 16 ? { unit: "lb", factor: ounces / 16 / quantity } : { unit: "oz", factor: ounces / quantity };
  }
  if (METRIC_VOLUME.has(unit)) {
    const ml = convert(quantity, unit, "ml");
    if (ml === null) return null;
    const target = ml < 15 ? "tsp" : ml < 60 ? "tbsp" : "cup";
    const converted = convert(ml, "ml", target);
    return converted === null ? null : { unit: target, factor: converted / quantity };
  }
  return null;
}

/** The amount in the other system, or null when the unit is already right (or is a spoon, a count, …). */
export function convertAmount(quantity: number, upper: number | null, unit: string | null, system: UnitSystem): Converted | null {
  if (unit === null || system === "as-written" || quantity <= 0) return null;
  const target = system === "metric" ? toMetric(quantity, unit) : toUs(quantity, unit);
  if (target === null) return null;
  const rounding: Rounding = METRIC_UNITS.has(target.unit) ? "metric" : target.unit === "cup" ? "quarter" : "fraction";
  return { quantity: quantity * target.factor, upper: upper === null ? null : upper * target.factor, unit: target.unit, rounding };
}

/** "1 ½ cups", "250 g", "1.5 kg", "¾ lb". */
export function formatConverted(converted: Converted, separator = "–"): string {
  if (converted.unit === "kg" || converted.unit === "l") {
    // Litres and kilograms read in tenths: 1.2 kg, never 1.25 kg of a 5 g step.
    const tenth = (value: number) => String(Math.max(0.1, Math.round(value * 10) / 10));
    const low = tenth(converted.quantity);
    const high = converted.upper === null ? null : tenth(converted.upper);
    return `${high === null || high === low ? low : `${low}${separator}${high}`} ${converted.unit}`;
  }
  const amount = formatRange(converted.quantity, converted.upper, converted.rounding, separator);
  const plural = converted.unit === "cup" && roundAmount(converted.upper ?? converted.quantity, converted.rounding) > 1;
  return `${amount} ${plural ? "cups" : converted.unit}`;
}

const TEMPERATURE = /(\d{2,3})\s*(?:°\s*|º\s*|degrees?\s+)?(C|F|Celsius|Fahrenheit|centigrade)\b(\s*\(\s*(?:or\s+)?(\d{2,3})\s*(?:°\s*|º\s*|degrees?\s+)?(C|F|Celsius|Fahrenheit)\b[^)]*\))?/gi;

function isCelsius(unit: string): boolean {
  return /^c/i.test(unit);
}

export function celsiusToFahrenheit(celsius: number): number {
  const fahrenheit = (celsius * 9) / 5 + 32;
  return fahrenheit >= 250 ? Math.round(fahrenheit / 25) * 25 : Math.round(fahrenheit / 5) * 5;
}

export function fahrenheitToCelsius(fahrenheit: number): number {
  return Math.round(((fahrenheit - 32) * 5) / 9 / 5) * 5;
}

/**
 * Oven and cooking temperatures in a step in the chosen system: "180°C (350°F)" → "350°F" for US.
 * Numbers without a scale ("350 degrees") are left alone: a guess would be worse than none.
 */
export function convertTemperatures(text: string, system: UnitSystem): string {
  if (system === "as-written") return text;
  const wantCelsius = system === "metric";
  return text.replace(TEMPERATURE, (whole, value: string, scale: string, pair: string | undefined, pairValue: string | undefined, pairScale: string | undefined) => {
    if (pair !== undefined && pairValue !== undefined && pairScale !== undefined && isCelsius(pairScale) === wantCelsius) {
      return `${pairValue}°${wantCelsius ? "C" : "F"}`;
    }
    if (isCelsius(scale) === wantCelsius) return pair === undefined ? whole : `${value}°${wantCelsius ? "C" : "F"}`;
    const number = Number(value);
    const converted = wantCelsius ? fahrenheitToCelsius(number) : celsiusToFahrenheit(number);
    return `${converted}°${wantCelsius ? "C" : "F"}`;
  });
}
