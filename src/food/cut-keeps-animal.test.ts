import fc from "fast-check";
import { distance } from "fastest-levenshtein";
import { expect, test } from "vitest";
import { ingredientFamily, isMeatOrFish, isReadAsFood, normaliseIngredient, pluralise, readIngredient, singularise } from "./ingredient-names.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };
import foods from "../../data/food-vocabulary.json" with { type: "json" };
import { EVERY_KNOWN_NAME } from "../../tests/every-known-name.ts";

// Issues 24 and 22 (decision 015, eleventh session, reader31): a cut or form word after a meat or fish says which part of
// that animal, never which animal. "sardine fillets" is no mackerel, "beef thighs" no chicken, "shank" no shark.

// Every cut or form word the data knows (SR28's and the hand-kept table's), singular.
const CUT_WORDS = [...new Set([...foods.cutWords, ...names.cutWords])].sort();
const CUTS = new Set(CUT_WORDS);
// Words that say how much or in what form, not which animal: a name made of one ("rasher", "boneless") is read as that
// amount or form before another name, so it names no animal here.
const FORM_WORDS = new Set([...names.quantityWords, ...names.unitWords, ...names.descriptors, ...names.grades]);

// The animals' own readings recur in every check: read once.
const readings = new Map<string, string>();
const readOnce = (phrase: string) => readings.get(phrase) ?? readings.set(phrase, readIngredient(phrase)).get(phrase) ?? "";
const meaty = (phrase: string) => isMeatOrFish(readOnce(phrase));
const subPhrases = (words: readonly string[]) => words.flatMap((_, start) => words.slice(start + 1).map((__, at) => words.slice(start, start + at + 1).join(" "))).concat(words.slice(1).map((word) => word));

/**
 * Every name the tables know that reads as a meat or fish and is an animal, not a cut or form of another: no cut word, no
 * amount or form word, and no shorter part of it that is a meat or fish itself ("chicken thigh", "ground beef", "salt cod"
 * are that animal's already). "sardine", "beef", "mahi mahi", "crawfish", "codfish", "venison", "eland".
 */
const ANIMALS = EVERY_KNOWN_NAME.filter((name) => {
  const words = name.split(" ");
  if (/\d/.test(name) || words.some((word) => CUTS.has(singularise(word)) || FORM_WORDS.has(word))) return false;
  return meaty(name) && !subPhrases(words).some(meaty);
});

// The words of a reading that alone read as a meat or fish, as read: "chicken thigh" → chicken, "ground beef" → beef.
const animalsIn = (name: string) => name.split(" ").map(readOnce).filter((read) => isMeatOrFish(read));

function familiesOf(name: string): string[] {
  const found: string[] = [];
  for (let family = ingredientFamily(name); family !== undefined && found.length < 4 && !found.includes(family); family = ingredientFamily(family)) found.push(family);
  return found;
}

/**
 * Whether `read`, the reading of an animal typed with a cut, is that animal: the animal as read alone, a name that holds
 * it ("lamb shank", "ground pork"), the general word for it ("white fish" for cod), or no food the tables know.
 */
function keepsAnimal(animal: string, read: string): boolean {
  const alone = readOnce(animal);
  if (read === "" || !isReadAsFood(read) || read === alone || familiesOf(alone).includes(read)) return true;
  const own = new Set([...animalsIn(alone), ...animalsIn(animal), alone]);
  return animalsIn(read).some((meat) => own.has(meat));
}

// A dish named after a place that is also an animal's name: Buffalo, New York's wings are chicken wings, as cooks say.
const NAMED_AFTER_A_PLACE = new Set(["buffalo wing"]);

test("the animals and cut words are read from the data, not listed: many of each", () => {
  expect(ANIMALS.length).toBeGreaterThan(300);
  expect(CUT_WORDS.length).toBeGreaterThan(50);
  for (const animal of ["sardine", "beef", "chicken", "cod", "lamb", "venison", "crawfish"]) expect(ANIMALS, animal).toContain(animal);
});

// The whole sweep once, in the plural a list is typed in (about 2 s); the singular and other wordings by the property below.
test("over the whole vocabulary: every animal typed with every cut word is that animal or unknown", () => {
  const wrong: string[] = [];
  for (const animal of ANIMALS) {
    for (const cut of CUT_WORDS) {
      if (NAMED_AFTER_A_PLACE.has(`${animal} ${cut}`)) continue;
      const typed = `${animal} ${pluralise(cut)}`;
      const read = readIngredient(typed);
      if (!keepsAnimal(animal, read)) wrong.push(`${typed} → ${read}`);
    }
  }
  expect(wrong).toEqual([]);
});

test("a property: an animal and its cut, with any amount, grade, mark or case, is that animal or unknown", () => {
  const grades = ["", "choice ", "prime ", "organic ", "2 ", "500g ", "1kg free range ", "a pack of "];
  const marks = ["", " (use by today)", ", going off", " x4", " from the butcher"];
  fc.assert(
    fc.property(fc.constantFrom(...ANIMALS), fc.constantFrom(...CUT_WORDS), fc.boolean(), fc.constantFrom(...grades), fc.constantFrom(...marks), fc.boolean(), (animal, cut, plural, grade, mark, upper) => {
      fc.pre(!NAMED_AFTER_A_PLACE.has(`${animal} ${cut}`));
      const typed = `${grade}${animal} ${plural ? pluralise(cut) : cut}${mark}`;
      const read = readIngredient(upper ? typed.toUpperCase() : typed);
      expect(keepsAnimal(animal, read), `${typed} → ${read}`).toBe(true);
    }),
    { numRuns: 2000 },
  );
});

test("the probe's wordings: sardine fillets are sardines, beef thighs beef, and a bird's cut stays chicken's alone or after a place or a sauce", () => {
  expect(readIngredient("sardine fillets")).toBe(readIngredient("sardines"));
  expect(readIngredient("2 sardine fillets")).toBe(readIngredient("sardine"));
  for (const typed of ["beef thighs", "pork wings", "lamb thigh", "bear wings", "venison shank", "cod cheeks", "mahi mahi steaks", "crawfish tails"]) {
    const [animal = "", cut = ""] = typed.split(/ (?=\S+$)/);
    expect(readIngredient(typed), typed).not.toBe(readIngredient(`chicken ${cut}`));
    expect(keepsAnimal(animal, readIngredient(typed)), typed).toBe(true);
  }
  expect(readIngredient("beef thighs")).toBe("beef");
  expect(readIngredient("codfish fillets")).toBe(readIngredient("cod"));
  for (const typed of ["buffalo wings", "hot wings", "wings", "bbq wings (frozen)"]) expect(readIngredient(typed), typed).toBe(readIngredient("chicken wings"));
});

/**
 * Whether the reading of a bare cut word is what the tables say of it without guessing: the strict reader's name, a name
 * that holds the cut ("chicken thigh" for "thighs"), beef for a cut SR28 uses of beef alone ("brisket"), or no food.
 */
function readsAsTheCut(cut: string, typed: string, read: string): boolean {
  if (read === "" || !isReadAsFood(read) || read === normaliseIngredient(typed)) return true;
  if (read.split(" ").includes(cut)) return true;
  // The cut written as one word that is two ("backribs" are back ribs, pork).
  if ([...cut].some((_, at) => at > 0 && normaliseIngredient(`${cut.slice(0, at)} ${cut.slice(at)}`) === read)) return true;
  return foods.beefCutWords.includes(cut) && read === readIngredient("beef");
}

test("over every cut word: a bare cut is the cut a cook means or unknown, never a food one spelling away (shank is no shark)", () => {
  const wrong: string[] = [];
  for (const cut of CUT_WORDS) {
    for (const typed of [cut, pluralise(cut), `2 ${pluralise(cut)}`, `500g ${cut}`, `boneless ${pluralise(cut)}`]) {
      const read = readIngredient(typed);
      if (!readsAsTheCut(cut, typed, read)) wrong.push(`${typed} → ${read}`);
    }
  }
  expect(wrong).toEqual([]);
});

test("a name the tables know is never read as its spelling neighbour: a guess changes only words the tables do not know", () => {
  // A word the strict reader reads as a food alone, or a cut's.
  const knownWord = (word: string) => CUTS.has(singularise(word)) || isReadAsFood(normaliseIngredient(word));
  const wrong: string[] = [];
  for (const name of EVERY_KNOWN_NAME) {
    const strict = normaliseIngredient(name);
    const read = readIngredient(name);
    // Read as a name a typo or two away from it (not its head, nor a name read by its parts).
    if (read === strict || ` ${strict} `.includes(` ${read} `) || distance(strict, read) > 2) continue;
    // Each word the tables know is in the guess, spaces aside and but for an ending ("grape leaf" is SR28's "grape leave").
    if (!strict.split(" ").filter(knownWord).every((word) => read.replace(/ /g, "").includes(word.slice(0, -1)))) wrong.push(`${name} → ${read}`);
  }
  expect(wrong).toEqual([]);
});
