import fc from "fast-check";
import { expect, test } from "vitest";
import { isReadAsFood, readIngredient, typedLeftover } from "./ingredient-names.ts";
import { EVERY_KNOWN_NAME } from "../../tests/every-known-name.ts";

// Issue 24 (decision 015, ninth session, cookbook27c): a cook's remark after the food, in words the reader does not know as a
// mark, never loses the food. The food is read; what the remark means is not guessed (it weighs nothing: no mark comes back).

// Every phrase the tables know (tests/every-known-name.ts).
const EVERY_NAME = EVERY_KNOWN_NAME;

// The brief's remarks, then others of the same kinds, none of them a use-up mark of the data: a state ("going yellow", "a bit
// sad", "looking tired"), a need ("needs using"), a time ("from Sunday", "opened Tues", "bought Monday"), a place ("at the back").
const REMARKS = ["going yellow", "a bit sad", "needs using", "from Sunday", "opened Tues", "looking tired", "getting soft", "slightly wrinkly", "bought Monday", "at the back of the fridge", "that need eating", "still ok"];

// The name as read; a remark that says it was cooked ("from Sunday") may read it as the leftover it is ("chilli from Sunday" is
// the chilli con carne left over), as the leftover reader does (decision 015, eighth session, cookbook26a).
const readsAs = (typed: string, name: string, remark: string) => {
  const read = readIngredient(typed);
  return read === readIngredient(name) || (typedLeftover(`${name} ${remark}`) && read === readIngredient(`leftover ${name}`));
};

// Names misread alone, before this change ("no salt added tomato" reads as salt): with a remark they must still read as a food.
const MISREAD_ALONE: ReadonlySet<string> = new Set(["no salt added tomato"]);

test("over the whole vocabulary: every name the tables know, a remark after it, reads as the name", () => {
  // Names read as a food of the tables; a name read only as the phrase itself ("acai": a nutrition name, no kind) is no food to keep.
  const read = EVERY_NAME.filter((name) => isReadAsFood(readIngredient(name)) && !MISREAD_ALONE.has(name));
  for (const name of MISREAD_ALONE) for (const remark of REMARKS) expect(isReadAsFood(readIngredient(`${name} ${remark}`)), name).toBe(true);
  expect(read.length).toBeGreaterThan(2000);
  const wrong = read.flatMap((name) =>
    REMARKS.filter((remark) => !readsAs(`${name} ${remark}`, name, remark)).map((remark) => `${name} ${remark} → ${readIngredient(`${name} ${remark}`)}`),
  );
  expect({ count: wrong.length, first: wrong.slice(0, 40) }).toEqual({ count: 0, first: [] });
}, 120_000);

test("a property: a typed name with an amount, a typo, a case and a remark is the name", () => {
  const typed = ["head of brocoli", "2 carrots", "courgettes x3", "bag of spinach", "half a cabbage", "Chicken thighs", "beef mince 500g", "leeks", "a punnet of strawberries", "tomatos"];
  fc.assert(
    fc.property(fc.constantFrom(...typed), fc.constantFrom(...REMARKS), fc.boolean(), (item, remark, upper) => {
      const text = `${item} ${remark}`;
      expect(readsAs(upper ? text.toUpperCase() : text, item, remark), text).toBe(true);
    }),
  );
});

// sweep31: the property above draws from ten items; this one from every food's name the tables know, with an amount
// (every name x amount x remark x case, 388,320 items, read whole once in 2.5 min: none misread).
const FOOD_NAMES = EVERY_NAME.filter((name) => isReadAsFood(readIngredient(name)) && !MISREAD_ALONE.has(name));

test("a property: any food's name, any amount, any case and any remark is the name with the amount", () => {
  fc.assert(
    fc.property(fc.constantFrom(...FOOD_NAMES), fc.constantFrom("", "2 ", "500g ", "bag of ", "half a "), fc.constantFrom(...REMARKS), fc.boolean(), (name, amount, remark, upper) => {
      const text = `${amount}${name} ${remark}`;
      const read = readIngredient(upper ? text.toUpperCase() : text);
      // Said to be cooked ("from Sunday"), it may be read as the leftover it is, amount and all.
      const leftover = typedLeftover(text) && read === readIngredient(`${amount}leftover ${name}`);
      expect(read === readIngredient(`${amount}${name}`) || leftover, text).toBe(true);
    }),
    { numRuns: 300 },
  );
});

test("the brief's item: a head of broccoli going yellow is broccoli", () => {
  expect(readIngredient("head of brocoli going yellow")).toBe("broccoli");
  expect(readIngredient("broccoli going yellow")).toBe("broccoli");
});

test("a remark is read only where the whole names no food: a food's own name after a food stays that name", () => {
  // The words after the food name a product or a dish, not a remark: neither is guessed as the food before it.
  for (const [typed, read] of [["pork pie", readIngredient("pork pie")], ["chicken stock", "chicken stock"], ["tomato soup", readIngredient("tomato soup")], ["beef wellington", readIngredient("beef wellington")], ["chicken kiev", readIngredient("chicken kiev")]] as const) {
    expect(readIngredient(typed), typed).toBe(read);
  }
});

test("a word that opens a remark only by its ending, last in the item, may be a noun of the name: never read as a remark", () => {
  // As read before remarks were read (main at 4e7f194): by the name's head, or as the phrase typed.
  for (const [typed, read] of [["blue cheese dressing", "blue cheese dressing"], ["lemon icing", "lemon icing"], ["sage stuffing", "stuffing"], ["caesar dressing", "caesar dressing"]] as const) {
    expect(readIngredient(typed), typed).toBe(read);
  }
});

// Decision 015, tenth session, cookbook29: a blemish named after the food ("soft spot", "brown spots", "a bruise") is the
// cook's remark on it, with or without an adjective before it; read as no food and no mark.
const BLEMISHES = ["soft spot", "soft spots", "brown spots", "black spots", "a soft spot", "few brown spots", "one bruise", "bruises", "small blemishes"];

test("over the whole vocabulary: every name the tables know, a blemish after it, reads as the name", () => {
  const read = EVERY_NAME.filter((name) => isReadAsFood(readIngredient(name)) && !MISREAD_ALONE.has(name));
  const wrong = read.flatMap((name) =>
    BLEMISHES.filter((blemish) => readIngredient(`${name} ${blemish}`) !== readIngredient(name)).map((blemish) => `${name} ${blemish} → ${readIngredient(`${name} ${blemish}`)}`),
  );
  expect({ count: wrong.length, first: wrong.slice(0, 40) }).toEqual({ count: 0, first: [] });
  // A name that ends in a blemish's word is the name, whatever is typed before it.
  const spotted = EVERY_NAME.filter((name) => /(?:^| )(?:spots?|bruises?|blemish(?:es)?)$/.test(name) && isReadAsFood(readIngredient(name)));
  expect(spotted.length).toBeGreaterThan(0);
  for (const name of spotted) for (const typed of [`leftover ${name}`, `cooked ${name}`, `2 ${name}`, `fresh ${name}`]) expect(readIngredient(typed), typed).toBe(readIngredient(name));
  for (const typed of ["butternut squash soft spot", "2 avocados (soft spot)", "bananas brown spots", "pears, a few bruises"]) {
    expect(typedLeftover(typed), typed).toBe(false);
  }
}, 120_000);
