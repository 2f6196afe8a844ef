import names from "../../data/ingredient-names.json" with { type: "json" };
import { expect, test } from "vitest";
import { addToList } from "../core/ingredients.ts";
import { regularSingular } from "../core/plurals.ts";
import { isReadAsFood, pluralise, readIngredient, singularise } from "./ingredient-names.ts";

// Every name the name reader knows.
const known = [...new Set(names.synonyms.flatMap((entry) => [entry.name, ...entry.aliases]))];
const lastWord = (name: string, change: (word: string) => string) => name.replace(/[a-z]+$/, change);
// What a cook may type after it: its last word made plural or singular (the reader's rules, the page's rule, an "s" more).
const variants = (name: string) =>
  new Set([lastWord(name, pluralise), lastWord(name, singularise), lastWord(name, regularSingular), lastWord(name, (word) => `${word}s`)]);

// Refused as the same food is right when the reader reads both as one food, and harmless when the variant is no food it
// knows ("grit" after "grits"): never is a second food kept off the list.
test("the page refuses a name as a plural or singular of one on the list only when it is no other food to the name reader", () => {
  let refused = 0;
  for (const name of known) {
    for (const other of variants(name)) {
      if (other === name || addToList([name], other).ok) continue;
      refused += 1;
      const read = readIngredient(other);
      expect(read === readIngredient(name) || !isReadAsFood(read), `${other} (read as ${read}) after ${name} (${readIngredient(name)})`).toBe(true);
    }
  }
  // The rule is seen at work on most of the vocabulary, not on a handful.
  expect(refused).toBeGreaterThan(known.length / 2);
});
