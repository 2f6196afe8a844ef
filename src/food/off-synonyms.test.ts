import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { buildFoodVocabulary, readSources } from "../../scripts/build-food-vocabulary.ts";
import { covers, ingredientFamily, readIngredient } from "./ingredient-names.ts";
import { offSynonymsSchema } from "./off-synonyms-schema.ts";

// A taxonomy synonym that is another species (decision 015, ninth session, reader28): the Open Food Facts excerpt lists
// "loquat" under medlar. Every synonym the tables count as a species of its own, given for a headword they do not know, is
// found by the build and reviewed; the reviewed other species are left out.
const reviewed = offSynonymsSchema.parse(JSON.parse(readFileSync("data/off-synonyms-reviewed.json", "utf8")));
const found: [string, string][] = [];
const vocabulary = buildFoodVocabulary(readSources(), found);
const key = ({ name, synonym }: { name: string; synonym: string }) => `${name} → ${synonym}`;

test("every synonym of the excerpt that is a species the tables count, under a headword they do not know, is reviewed, and no review is stale", () => {
  expect(found.length).toBeGreaterThan(3);
  const reviewedPairs = [...reviewed.sameFood, ...reviewed.anotherFood].map(key).sort();
  expect([...new Set(found.map(([name, synonym]) => key({ name, synonym })))].sort()).toEqual(reviewedPairs);
});

test("a headword reviewed as another species than its synonym never reads as that synonym, in many wordings", () => {
  expect(reviewed.anotherFood.length).toBeGreaterThan(0);
  for (const { name, synonym } of reviewed.anotherFood) {
    expect(vocabulary.aliases[name], name).not.toBe(synonym);
    const other = readIngredient(synonym);
    for (const typed of [name, `${name}s`, `2 ${name}s`, `a bag of ${name}s`, `${name}s (use by friday)`, name.toUpperCase()]) {
      const read = readIngredient(typed);
      expect(read === other || covers(read, other), `${typed} → ${read}`).toBe(false);
    }
  }
  // Still a fruit: the medlar's parent in the taxonomy.
  expect(ingredientFamily(readIngredient("medlars"))).toBe("fruit");
});

test("a headword reviewed as the same food still reads as it", () => {
  for (const { name, synonym } of reviewed.sameFood.filter(({ name }) => /^[a-z]+$/.test(name))) {
    const [read, other] = [readIngredient(name), readIngredient(synonym)];
    expect(read === other || covers(read, other) || covers(other, read) || ingredientFamily(read) === ingredientFamily(other), `${name} → ${read}, ${synonym} → ${other}`).toBe(true);
  }
});
