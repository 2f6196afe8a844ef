/**
 * Writes data/sources/fndds-raw-portions.tsv, an excerpt of the USDA Food and Nutrient Database for Dietary Studies 2.0
 * (FNDDS 2.0, USDA Agricultural Research Service, Food Surveys Research Group, 2006, for NHANES 2003–2004; U.S. Government
 * work, public domain): every food FNDDS describes as raw and makes of exactly one SR food (FnddsSRLink.txt), with each of
 * its portion weights (FoodWeights.txt, subcode 0, FoodPortionDesc.txt) that counts a piece rather than a volume or a
 * weight. Extracted once from the ASCII release files as kept in the public repository sramzel/fndds2Parse (commit
 * fc4c8593af3191322b9070e51ba2c5b59a03cc20, folder assets/); the files are not a dependency.
 * `npx tsx scripts/extract-fndds-portions.ts <folder with MainFoodDesc.txt, FnddsSRLink.txt, FoodWeights.txt, FoodPortionDesc.txt>`
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readMeasure } from "../src/recipe/amount.ts";

const folder = process.argv[2];
if (folder === undefined) throw new Error("usage: extract-fndds-portions.ts <folder of FNDDS 2.0 ASCII files>");
const rows = (file: string) =>
  readFileSync(join(folder, file), "latin1")
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split("^").map((field) => field.replace(/^~|~$/g, "")));
const descriptions = new Map(rows("MainFoodDesc.txt").map((fields) => [fields[0] ?? "", fields[3] ?? ""] as const));
const portions = new Map(rows("FoodPortionDesc.txt").map((fields) => [fields[0] ?? "", fields[3] ?? ""] as const));
const links = new Map<string, string[]>();
for (const fields of rows("FnddsSRLink.txt")) links.set(fields[0] ?? "", [...(links.get(fields[0] ?? "") ?? []), (fields[4] ?? "").padStart(5, "0")]);
const out: string[] = ["fndds\tdescription\tsr28\tportion\tgrams"];
for (const fields of rows("FoodWeights.txt")) {
  const [code = "", subcode, , portionCode = "", , , grams = ""] = fields;
  const description = descriptions.get(code) ?? "";
  const sr = links.get(code) ?? [];
  const portion = (portions.get(portionCode) ?? "").trim();
  // Portion codes of 90000 and above are FNDDS's "Quantity not specified" and guideline amounts, no piece anyone weighed.
  if (subcode !== "0" || Number(portionCode) >= 90000 || sr.length !== 1 || !/\braw\b/i.test(description) || !(Number(grams) > 0)) continue;
  const measure = readMeasure(portion.toLowerCase(), 0);
  if (!measure || measure.unit?.convertible) continue;
  out.push([code, description, sr[0], portion, grams].join("\t"));
}
writeFileSync(fileURLToPath(new URL("../data/sources/fndds-raw-portions.tsv", import.meta.url)), `${out.join("\n")}\n`);
console.log(`${out.length - 1} portion weights`);
