import { KITCHEN_FRACTIONS, type Unit } from "./vocabulary.ts";

/**
 * Amounts written as a cook writes them: "¾", "1 ½", "250", "0.75" — never "0.7500000001" — rounded to
 * what a kitchen measures. Pure.
 */

/**
 * How an amount may be rounded: counts and pieces by halves, cups by quarters and thirds, spoons and
 * other measures down to an eighth, metric weights and volumes by a scale's steps (`base`: the unit in
 * grams or millilitres, so 0.75 kg rounds as 750 g does).
 */
export interface Rounding {
  readonly kind: "half" | "quarter" | "fraction" | "metric";
  readonly base: number;
}

export const COUNT_ROUNDING: Rounding = { kind: "half", base: 1 };

/** How amounts in `unit` (null: a bare count) round. */
export function roundingFor(unit: Unit | null): Rounding {
  if (unit === null || !unit.convertible || unit.type === "length") return COUNT_ROUNDING;
  if (unit.metric) return { kind: "metric", base: unit.baseFactor };
  return { kind: unit.name === "cup" ? "quarter" : "fraction", base: 1 };
}

/** The whole part and the kitchen fraction nearest to `value` ("" for none). */
function nearestFraction(value: number, kind: Rounding["kind"]): { whole: number; glyph: string; fraction: number } {
  let whole = Math.floor(value);
  const part = value - whole;
  // Cups are measured in quarters and thirds; only spoons go down to an eighth.
  const choices = kind === "quarter" && whole >= 1 ? KITCHEN_FRACTIONS.filter(({ value: fraction }) => fraction > 0.125) : KITCHEN_FRACTIONS;
  let best = { value: 0, glyph: "" };
  for (const candidate of [...choices, { value: 1, glyph: "" }]) {
    if (Math.abs(candidate.value - part) < Math.abs(best.value - part)) best = candidate;
  }
  if (best.value === 1) {
    whole += 1;
    return { whole, glyph: "", fraction: 0 };
  }
  return { whole, glyph: best.glyph, fraction: best.value };
}

/** The metric step a kitchen scale or jug reads at this size (grams or millilitres): 1 under 20, 5 under 200, 10 under 1000, 25 above. */
export function metricStep(value: number): number {
  if (value < 20) return value < 5 ? 0.5 : 1;
  if (value < 200) return 5;
  if (value < 1000) return 10;
  return 25;
}

/** Rounds to what a kitchen measures; a positive amount never rounds to zero. */
export function roundAmount(value: number, rounding: Rounding): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (rounding.kind === "half") return Math.max(0.5, Math.round(value * 2) / 2);
  if (rounding.kind === "metric") {
    const base = value * rounding.base;
    const step = metricStep(base);
    return Math.max(step, Math.round(base / step) * step) / rounding.base;
  }
  if (value >= 10) return Math.round(value);
  const { whole, fraction } = nearestFraction(value, rounding.kind);
  const rounded = whole + fraction;
  return rounded > 0 ? rounded : (KITCHEN_FRACTIONS[0]?.value ?? 0.125);
}

/** "1 ½", "¾", "12"; metric "2.5", "0.75" (or "0,75" for a recipe written with decimal commas). */
export function formatAmount(value: number, rounding: Rounding, decimalComma = false): string {
  const rounded = roundAmount(value, rounding);
  if (rounding.kind === "metric") {
    // Two decimals at most: "1,025" would read as a thousand and twenty-five.
    const text = String(Number(rounded.toFixed(2)));
    return decimalComma ? text.replace(".", ",") : text;
  }
  if (rounded >= 10 && rounding.kind !== "half") return String(Math.round(rounded));
  const { whole, glyph } = nearestFraction(rounded, rounding.kind);
  if (glyph === "") return String(whole);
  return whole === 0 ? glyph : `${whole} ${glyph}`;
}

/** A range keeps its separator's style: "2–3", "4 to 6"; when both ends round alike, one number. */
export function formatRange(lower: number, upper: number | null, rounding: Rounding, separator: string, decimalComma = false): string {
  const low = formatAmount(lower, rounding, decimalComma);
  if (upper === null) return low;
  const high = formatAmount(upper, rounding, decimalComma);
  return low === high ? low : `${low}${separator}${high}`;
}

/** The step a larger part of an amount in two units is written in: cups by the quarter cup (four spoons) below ten, as they are written, others whole. */
function partStep(unit: Unit, value: number): number {
  return roundingFor(unit).kind === "quarter" && value < 10 ? 0.25 : 1;
}

/** Whether `value` of `unit` is nothing a kitchen measures: under half its smallest step. */
function negligible(value: number, unit: Unit): boolean {
  if (unit.metric) return value * unit.baseFactor < metricStep(value * unit.baseFactor) / 2;
  return value < (KITCHEN_FRACTIONS[0]?.value ?? 0.125) / 2;
}

/**
 * An amount in two or more units of one kind ("1 lb 4 oz", "1 cup 2 tbsp", "1 kg 200 g", "1 gal 1 qt") as a
 * cook writes it after scaling, as a scale or a jug reads: `grams` (or millilitres) split over `units`, larger
 * first, into the amount of each (0: the part is left out). Written alone when the first unit measures it (whole
 * pounds, kilograms, quarts; cups by their measures: "2 ¼ cups", not "2 cups 4 tbsp"); else the larger units
 * whole (cups by the quarter) and the rest in the smallest, rounded as that unit is, carried when it makes one
 * of the unit before: "2 lb 8 oz" doubled is "5 lb", never "4 lb 16 oz"; "1 lb 4 oz" halved "10 oz".
 */
export function compoundParts(grams: number, units: readonly Unit[]): number[] {
  const values = units.map(() => 0);
  const first = units[0];
  const last = units[units.length - 1];
  if (first === undefined || last === undefined || !(grams > 0)) return values;
  // Unit tables disagree in the ninth figure (16 oz is 453.592368 g, a pound 453.59237 g).
  const slack = grams * 1e-6;
  const alone = grams / first.baseFactor;
  const rounded = roundAmount(alone, roundingFor(first));
  const measures = partStep(first, rounded) === 1 ? Number.isInteger(rounded) : Number.isInteger(rounded * 4) || Number.isInteger(rounded * 3);
  if (measures && Math.abs(rounded - alone) * first.baseFactor <= slack) {
    values[0] = rounded;
    return values;
  }
  let rest = grams;
  units.slice(0, -1).forEach((unit, index) => {
    const whole = Math.floor((rest + slack) / unit.baseFactor);
    const step = partStep(unit, whole);
    values[index] = Math.floor((rest + slack) / (step * unit.baseFactor)) * step;
    rest -= (values[index] ?? 0) * unit.baseFactor;
  });
  const lastIndex = units.length - 1;
  values[lastIndex] = negligible(rest / last.baseFactor, last) ? 0 : roundAmount(rest / last.baseFactor, roundingFor(last));
  // "15.9 oz" rounds to 16 oz, which is a pound: carry, from the smallest up.
  for (let index = lastIndex; index > 0; index--) {
    const unit = units[index];
    const before = units[index - 1];
    if (unit === undefined || before === undefined) continue;
    const step = partStep(before, values[index - 1] ?? 0);
    const one = step * before.baseFactor;
    const value = values[index] ?? 0;
    if (value * unit.baseFactor >= one - slack) {
      values[index - 1] = (values[index - 1] ?? 0) + step;
      const left = (value * unit.baseFactor - one) / unit.baseFactor;
      values[index] = negligible(left, unit) ? 0 : left;
    }
  }
  return values;
}
