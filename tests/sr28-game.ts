import { readFileSync } from "node:fs";

/**
 * Every animal USDA SR28's Game meat group (1700) names ("Game meat, antelope, raw" → "antelope"), from the source file the
 * food vocabulary is built from (data/sources/usda-sr28-foods.tsv): a whole source, not a fixture, for tests over every game meat.
 */
export function sr28GameAnimals(): string[] {
  const sr28 = readFileSync(new URL("../data/sources/usda-sr28-foods.tsv", import.meta.url), "utf8");
  return [...new Set(sr28.split("\n").flatMap((line) => /^\d+\t1700\tGame meat\s*,\s*([^,]+),/.exec(line)?.[1]?.trim().toLowerCase() ?? []))];
}
