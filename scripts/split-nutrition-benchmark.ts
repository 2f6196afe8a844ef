/**
 * Sets a third of the nutrition benchmark's recipes aside, once, before any tuning: a seeded shuffle
 * (mulberry32, seed 22) of the recipe ids in tests/fixtures/nutrition/nhlbi-dinners.txt, the first third
 * held aside. Writes tests/fixtures/nutrition/split.json. Run again only to check it reproduces.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { seededRandom } from "../tests/seeded-random.ts";

const SEED = 22;
const folder = fileURLToPath(new URL("../tests/fixtures/nutrition/", import.meta.url));
const ids = [...readFileSync(`${folder}nhlbi-dinners.txt`, "utf8").matchAll(/^@ (\S+)/gm)].map((match) => match[1] ?? "");
const random = seededRandom(SEED);
const shuffled = [...ids];
for (let i = shuffled.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [shuffled[i], shuffled[j]] = [shuffled[j] ?? "", shuffled[i] ?? ""];
}
const heldAsideCount = Math.floor(ids.length / 3);
const heldAside = new Set(shuffled.slice(0, heldAsideCount));
const split = {
  seed: SEED,
  method: "mulberry32 Fisher-Yates shuffle of the ids in file order; the first third (rounded down) is held aside",
  heldAside: ids.filter((id) => heldAside.has(id)),
  tuning: ids.filter((id) => !heldAside.has(id)),
};
writeFileSync(`${folder}split.json`, `${JSON.stringify(split, null, 2)}\n`);
console.log(`${split.tuning.length} tuning, ${split.heldAside.length} held aside`);
