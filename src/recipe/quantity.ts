/**
 * Amounts written as a cook writes them: "¾", "1 ½", "250" — never "0.7500000001". Pure.
 */

const FRACTIONS: readonly (readonly [number, string])[] = [
  [0, ""],
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [1, ""],
];

/** How an amount may be rounded: spoon and cup measures by kitchen fractions, counts by halves, weights by steps. */
export type Rounding = "fraction" | "quarter" | "half" | "metric";

function nearestFraction(value: number, rounding: Rounding = "fraction"): { whole: number; glyph: string } {
  let whole = Math.floor(value);
  const part = value - whole;
  let best = FRACTIONS[0] ?? [0, ""];
  // Cups are measured in quarters and thirds; only spoons go down to an eighth.
  const choices = rounding === "quarter" && whole >= 1 ? FRACTIONS.filter(([fraction]) => fraction !== 1 / 8) : FRACTIONS;
  for (const candidate of choices) {
    if (Math.abs(candidate[0] - part) < Math.abs(best[0] - part)) best = candidate;
  }
  if (best[0] === 1) {
    whole += 1;
    return { whole, glyph: "" };
  }
  return { whole, glyph: best[1] };
}

/** The metric step a kitchen scale or jug reads at this size: 1 g under 20, 5 g under 200, 10 g under 1000, 25 g above. */
export function metricStep(value: number): number {
  if (value < 20) return value < 5 ? 0.5 : 1;
  if (value < 200) return 5;
  if (value < 1000) return 10;
  return 25;
}

/** Rounds to what a kitchen measures; a positive amount never rounds to zero. */
export function roundAmount(value: number, rounding: Rounding): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (rounding === "half") return Math.max(0.5, Math.round(value * 2) / 2);
  if (rounding === "metric") {
    const step = metricStep(value);
    return Math.max(step, Math.round(value / step) * step);
  }
  if (value >= 10) return Math.round(value);
  const { whole, glyph } = nearestFraction(value, rounding);
  const fraction = FRACTIONS.find(([, g]) => g === glyph && g !== "")?.[0] ?? 0;
  const rounded = whole + fraction;
  return rounded > 0 ? rounded : 1 / 8;
}

/** "1 ½", "¾", "12", "2.5" for metric. */
export function formatAmount(value: number, rounding: Rounding): string {
  const rounded = roundAmount(value, rounding);
  if (rounding === "metric") {
    return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1).replace(/\.0$/, "");
  }
  if (rounded >= 10) return String(Math.round(rounded));
  const { whole, glyph } = nearestFraction(rounded, rounding);
  if (glyph === "") return String(whole);
  return whole === 0 ? glyph : `${whole} ${glyph}`;
}

/** A range keeps its separator's style: "2–3", "4 to 6". */
export function formatRange(lower: number, upper: number | null, rounding: Rounding, separator: string): string {
  const low = formatAmount(lower, rounding);
  if (upper === null) return low;
  const high = formatAmount(upper, rounding);
  return low === high ? low : `${low}${separator}${high}`;
}

export function scaleQuantity(value: number, factor: number): number {
  return value * factor;
}
