/**
 * Writes data/sources/off-ingredients-en.tsv, an excerpt of the Open Food Facts ingredients taxonomy (a crowd-written,
 * multilingual directed acyclic graph of the names on food labels; Open Food Facts data is under the Open Database
 * License 1.0): for every entry, its id, its parent ids, and its English name and English synonyms (empty when it has
 * none: the entry is kept so that an English name's chain of parents is whole). Nothing else of an entry is kept (no
 * other language, no Wikidata link, no additive, allergen or carbon figure). Extracted once from the taxonomy as kept in
 * the public repository openfoodfacts/robotoff (commit 73e23ceb, 2022-10-13, data/taxonomies/ingredients.full.json.gz,
 * blob 9189b556), uncompressed; the file is not a dependency.
 * `npx tsx scripts/extract-off-ingredients.ts <ingredients.full.json>`
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const entrySchema = z.object({
  name: z.record(z.string(), z.string().nullable()),
  synonyms: z.record(z.string(), z.array(z.string()).nullable()).optional(),
  parents: z.array(z.string()).optional(),
});
const file = process.argv[2];
if (file === undefined) throw new Error("usage: extract-off-ingredients.ts <ingredients.full.json>");
const taxonomy = z.record(z.string(), entrySchema).parse(JSON.parse(readFileSync(file, "utf8")));
// A field of the excerpt never holds the two characters it is split by.
const field = (text: string) => text.replace(/[\t\n|]+/g, " ").trim();
const out: string[] = ["id\tparents\tname\tsynonyms"];
for (const [id, entry] of Object.entries(taxonomy).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
  const name = field(entry.name.en ?? "");
  const synonyms = [...new Set((entry.synonyms?.en ?? []).map(field))].filter((synonym) => synonym !== "" && synonym.toLowerCase() !== name.toLowerCase());
  out.push([id, (entry.parents ?? []).join("|"), name, synonyms.join("|")].join("\t"));
}
writeFileSync(fileURLToPath(new URL("../data/sources/off-ingredients-en.tsv", import.meta.url)), `${out.join("\n")}\n`);
console.log(`${out.length - 1} entries, ${out.filter((line) => line.split("\t")[2] !== "").length - 1} with an English name`);
