import { convertUnit } from "parse-ingredient";
import { scaleMeasure, applyEdits, type Amount, type Edit, type Measure } from "./amount.ts";
import { formatRange, roundAmount, roundingFor } from "./quantity.ts";
import type { UnitSystem } from "./recipe-model.ts";
import { UNITS, unitWordAgreeing, type Unit } from "./vocabulary.ts";

/**
 * Kitchen unit conversion: weights and volumes through parse-ingredient's conversion tables
 * (see docs/decisions/016-reading-real-recipes.md), rounded to what a kitchen measures: a scale's
 * steps, ¼ cup, ⅛ tsp. Spoons stay spoons in either system; counts, pieces and lengths stay as written.
 * Oven temperatures are ./temperature.ts's. Pure.
 */

function unit(name: string): Unit {
  const found = UNITS.get(name);
  if (found === undefined) throw new Error(`unknown unit ${name}`);
  return found;
}

/** A US measure converts to metric, a metric weight or volume to US; spoons, counts and lengths stay. */
function belongsTo(measureUnit: Unit, system: UnitSystem): boolean {
  if (measureUnit.name === "tsp" || measureUnit.name === "tbsp") return true;
  return system === "metric" ? measureUnit.metric : !measureUnit.metric;
}

function converts(measureUnit: Unit | null): measureUnit is Unit {
  return measureUnit !== null && measureUnit.convertible && (measureUnit.type === "mass" || measureUnit.type === "volume");
}

function inUnit(value: number, from: Unit, to: Unit): number | null {
  return convertUnit(value, from.id, to.id);
}

/** The unit a cook would measure this amount in, in the other system. */
function targetUnit(value: number, from: Unit, system: UnitSystem): Unit | null {
  if (system === "metric") {
    const base = from.type === "mass" ? unit("g") : unit("ml");
    const inBase = inUnit(value, from, base);
    if (inBase === null) return null;
    // By the amount as the scale reads it: 998 g is "1 kg", not "1000 g".
    return roundAmount(inBase, roundingFor(base)) >= 1000 ? unit(from.type === "mass" ? "kg" : "l") : base;
  }
  if (from.type === "mass") {
    const ounces = inUnit(value, from, unit("oz"));
    return ounces === null ? null : ounces >= 16 ? unit("lb") : unit("oz");
  }
  const ml = inUnit(value, from, unit("ml"));
  if (ml === null) return null;
  return ml < 15 ? unit("tsp") : ml < 60 ? unit("tbsp") : unit("cup");
}

/** "1 ½ cups", "250 g", "1.2 kg", "¾ lb": a converted amount as the cook reads it. */
function writeConverted(quantity: number, upper: number | null, to: Unit, separator: string, decimalComma = false): string {
  const rounding = roundingFor(to);
  const amount = formatRange(quantity, upper, rounding, separator, decimalComma);
  const many = roundAmount(upper ?? quantity, rounding) > 1;
  return `${amount} ${unitWordAgreeing(to.name, to, many)}`;
}

/** An equivalent the recipe wrote in the system wanted ("240 ml" in "1 cup (240 ml)"), scaled, as written. */
function writtenEquivalent(text: string, amount: Amount, factor: number, system: UnitSystem): string | null {
  const equivalent = amount.equivalents.find((measure): measure is Measure & { unit: Unit } => converts(measure.unit) && belongsTo(measure.unit, system));
  if (equivalent === undefined) return null;
  return applyEdits(text, scaleInSystem(text, equivalent, factor, system), equivalent.start, equivalent.end);
}

/**
 * The amount (already read from `text`) scaled by `factor` and written in the system wanted, or null
 * when it is already in that system, or is a spoon, a count, a piece or a length.
 */
export function convertAmount(text: string, amount: Amount, factor: number, system: UnitSystem): string | null {
  if (system === "as-written" || !converts(amount.unit) || belongsTo(amount.unit, system)) return null;
  return writtenEquivalent(text, amount, factor, system) ?? convertMeasure(amount, factor, system);
}

/**
 * A measure (an amount's, or an equivalent elsewhere in the line: "(about 2 lbs)") scaled by `factor`
 * and written in the system wanted, or null when it is already in that system or does not convert.
 */
export function convertMeasure(measure: Measure, factor: number, system: UnitSystem): string | null {
  if (system === "as-written" || !converts(measure.unit) || belongsTo(measure.unit, system)) return null;
  const quantity = measure.quantity * factor;
  const to = targetUnit(quantity, measure.unit, system);
  if (to === null) return null;
  const low = inUnit(quantity, measure.unit, to);
  const high = measure.upper === null ? null : inUnit(measure.upper * factor, measure.unit, to);
  if (low === null) return null;
  return writeConverted(low, high, to, measure.separator ?? "–");
}

/** The units a kitchen scale or jug moves between by size. Decilitres, centilitres and milligrams are the author's choice and stay. */
const SCALE_UNITS: ReadonlySet<string> = new Set(["g", "kg", "ml", "l"]);

/** Where a measure's own numbers and unit end: its last part's unit in "1 kg 200 g". */
function ownEnd(measure: Measure): number {
  return measure.parts[measure.parts.length - 1]?.end ?? measure.unitWord?.end ?? measure.end;
}

/**
 * In the metric view, a weight or volume in grams or kilograms (millilitres or litres) scaled by `factor` and written
 * in the one a cook reads at its size, as a metric conversion is: "1200 g" → "1.2 kg", "1 kg" halved → "500 g". Null
 * when its unit already fits, in another view, or for any other measure.
 */
export function resizeMetric(measure: Measure, factor: number, system: UnitSystem): string | null {
  const from = measure.unit;
  if (system !== "metric" || from === null || !SCALE_UNITS.has(from.name)) return null;
  const quantity = measure.quantity * factor;
  const to = targetUnit(quantity, from, "metric");
  if (to === null || to.name === from.name) return null;
  const low = inUnit(quantity, from, to);
  const high = measure.upper === null ? null : inUnit(measure.upper * factor, from, to);
  if (low === null) return null;
  return writeConverted(low, high, to, measure.separator ?? "–", measure.decimalComma);
}

/** The edits that scale a measure by `factor` in the view chosen: resized in metric when its size asks (`resizeMetric`), else scaled in its own unit; none at `factor` 1 when the unit stays. */
export function scaleInSystem(text: string, measure: Measure, factor: number, system: UnitSystem): Edit[] {
  const resized = resizeMetric(measure, factor, system);
  if (resized !== null) return [{ span: { start: measure.start, end: ownEnd(measure) }, text: resized }];
  return factor === 1 ? [] : scaleMeasure(text, measure, factor);
}
