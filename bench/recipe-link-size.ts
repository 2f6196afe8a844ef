import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { encodeRecipeFragment } from "../src/app/recipe-link.ts";

/**
 * How long a Share recipe link is: the fragment (`#r1=z…`) of every recipe text in
 * tests/fixtures/recipes (people's, wikis', models' replies), as the page writes it.
 * `npx tsx bench/recipe-link-size.ts`; figures in docs/decisions/022-share-the-recipe.md.
 */
function texts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return texts(path);
    return /\.(md|txt)$/.test(name) && !/^(README|OPEN-RECIPES)\.md$/.test(name) ? [readFileSync(path, "utf8")] : [];
  });
}

const root = fileURLToPath(new URL("../tests/fixtures/recipes", import.meta.url));
const rows: { chars: number; link: number }[] = [];
for (const text of texts(root)) {
  if (text.trim() !== "") rows.push({ chars: text.length, link: (await encodeRecipeFragment({ text, ending: "stop" })).length });
}
rows.sort((a, b) => a.link - b.link);
const at = (p: number) => rows[Math.floor(p * (rows.length - 1))];
console.log(`recipes: ${rows.length}`);
for (const [name, p] of [["10th percentile", 0.1], ["median", 0.5], ["90th percentile", 0.9], ["longest", 1]] as const) {
  const row = at(p);
  console.log(`${name}: ${row?.link} characters of fragment for ${row?.chars} of recipe`);
}
