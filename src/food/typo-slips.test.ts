import { distance } from "fastest-levenshtein";
import { expect, test } from "vitest";
import { isReadAsFood, readIngredient } from "./ingredient-names.ts";
import { EVERY_KNOWN_NAME, READER_NAMES } from "../../tests/every-known-name.ts";

// A typo is a slip or two in a word, not two slips in a short one (decision 015; sweep33, twelfth session). The reader's
// guess allowed two slips in any phrase of nine letters or more, so both could fall in one short word: "red curry" read as
// "red cherry", "yellow curry" as nance (a yellow cherry), "green leaves" and "green meat" as green beans, "smoked almond" as
// smoked salmon. Found by the label order's whole-vocabulary sweep ("almond, smoked" read as smoked salmon).

const singular = (word: string) => word.replace(/s$/, "");
/** Slips a word of this length takes: one under nine letters, two from nine, as a name typed alone. */
const slipsFor = (word: string) => (word.length >= 9 ? 2 : 1);

/** Whether `typed`, a word the cook typed, is in the name `known` as typed, by its stem, or within the slips its length takes. */
function wordIn(typed: string, known: string): boolean {
  const words = known.split(/[^a-z]+/);
  if (words.some((word) => word.startsWith(typed.slice(0, -1)) || (word.length >= 4 && typed.startsWith(word.slice(0, -1))))) return true;
  if (words.some((word) => Math.min(distance(word, typed), distance(word, singular(typed))) <= slipsFor(typed))) return true;
  return false;
}

const namesOf = new Map<string, string[]>();
for (const name of EVERY_KNOWN_NAME) {
  const read = readIngredient(name);
  namesOf.set(read, [...(namesOf.get(read) ?? []), name]);
}

// The reader's own names; a word only the nutrition table uses ("farro", "cola") is still a word the reader may take for a
// typo (left, sweep31).
test("over the whole vocabulary: every word of the tables' names, after a colour or 'smoked', is read by a name holding it or a slip from it", () => {
  // Every word of four letters or more of a name the tables know that names no food alone ("curry", "leaves", "mung").
  const words = [...new Set(READER_NAMES.flatMap((name) => name.split(/[^a-z]+/)).filter((word) => word.length >= 4))].filter((word) => !isReadAsFood(readIngredient(word)));
  expect(words.length).toBeGreaterThan(800);
  const faults = words.flatMap((word) =>
    ["red", "green", "yellow", "smoked"].flatMap((opener) => {
      const typed = `${opener} ${word}`;
      const read = readIngredient(typed);
      if (!isReadAsFood(read)) return [];
      // A name of one word for the two typed ("yellow tail" is yellowtail) takes the slips of its length.
      const joined = (name: string) => distance(name.replace(/ /g, ""), typed.replace(/ /g, "")) <= slipsFor(name.replace(/ /g, ""));
      return [read, ...(namesOf.get(read) ?? [])].some((name) => wordIn(word, name) || (!name.includes(" ") && joined(name))) ? [] : [`${typed} → ${read}`];
    }),
  );
  expect({ count: faults.length, first: faults.slice(0, 40) }).toEqual({ count: 0, first: [] });
}, 60_000);

test("a word the cook spelt is read as typed; a slip in it is still read, and an ending is no slip", () => {
  expect(readIngredient("red curry")).not.toBe("cherry");
  expect(readIngredient("yellow curry")).not.toBe("nance");
  expect(readIngredient("green leaves")).not.toBe("green bean");
  expect(readIngredient("smoked almond")).toBe("almond");
  expect(readIngredient("almond, smoked")).toBe("almond");
  // One slip a word is still a typo: "bleu cheese", "hair mirch", "brocoli", "chiken thighs".
  expect(readIngredient("bleu cheese")).toBe(readIngredient("blue cheese"));
  expect(readIngredient("hair mirch")).toBe(readIngredient("hari mirch"));
  expect(readIngredient("brocoli")).toBe("broccoli");
  expect(readIngredient("chiken thighs")).toBe(readIngredient("chicken thighs"));
  // SR28's plural "grape leave" is the cook's "grape leaf", an ending apart.
  expect(readIngredient("grape leaf")).toBe(readIngredient("grape leaves"));
  expect(isReadAsFood(readIngredient("2 grape leaves"))).toBe(true);
});
