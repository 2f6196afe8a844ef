/**
 * Sets a third of a nutrition benchmark file's recipes aside, once, before any tuning: a seeded shuffle
 * (mulberry32) of the recipe ids in the file, the first third held aside. Run again only to check it
 * reproduces. `npx tsx scripts/split-nutrition-benchmark.ts` writes both splits:
 * - tests/fixtures/nutrition/split.json: nhlbi-dinners.txt, seed 22 (committed before any nutrition code);
 * - tests/fixtures/nutrition/split-other-books.json: nhlbi-other-books.txt, seed 2211 (committed after the
 *   first held-aside part had been measured once, before any further tuning).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { seededShuffle } from "../tests/seeded-random.ts";

const folder = fileURLToPath(new URL("../tests/fixtures/nutrition/", import.meta.url));

function split(source: string, seed: number, out: string): void {
  const ids = [...readFileSync(`${folder}${source}`, "utf8").matchAll(/^@ (\S+)/gm)].map((match) => match[1] ?? "");
  const shuffled = seededShuffle(ids, seed);
  const heldAside = new Set(shuffled.slice(0, Math.floor(ids.length / 3)));
  const result = {
    seed,
    method: "mulberry32 Fisher-Yates shuffle of the ids in file order; the first third (rounded down) is held aside",
    heldAside: ids.filter((id) => heldAside.has(id)),
    tuning: ids.filter((id) => !heldAside.has(id)),
  };
  writeFileSync(`${folder}${out}`, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`${source}: ${result.tuning.length} tuning, ${result.heldAside.length} held aside → ${out}`);
}

split("nhlbi-dinners.txt", 22, "split.json");
split("nhlbi-other-books.txt", 2211, "split-other-books.json");
