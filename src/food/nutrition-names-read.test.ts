import { expect, test } from "vitest";
import fc from "fast-check";
import { ingredientKind } from "./ingredient-kinds.ts";
import { covers, ingredientFamily, isMeatOrFish, isReadAsFood, normaliseIngredient, readIngredient } from "./ingredient-names.ts";
import table from "./nutrition.generated.json" with { type: "json" };
import names from "../../data/ingredient-names.json" with { type: "json" };
import vocabulary from "../../data/food-vocabulary.json" with { type: "json" };

// Issues 22 and 24 (decision 015, eleventh session, names32): the nutrition table's names are names the shared reader knows.
// A name the table knows must never be read, by a spelling guess or by one of its words, as a different food.

const LACK_WORDS: ReadonlySet<string> = new Set(names.lackWords);
const FOODS: Readonly<Record<string, { readonly food: string }>> = table.names;

/**
 * Whether `read` is a fair reading of the table's `name`: the name itself, a name the table maps to the same SR28 food, a
 * general word the data files it under ("cheddar" is a cheese), or its head after words that only say which kind ("red
 * potato" is a potato; "apple juice" is no apple, "rice flour" no wheat flour: the words before name a food of their own).
 */
function fairReading(name: string, read: string): boolean {
  if (read === name || (FOODS[read] !== undefined && FOODS[read].food === FOODS[name]?.food)) return true;
  if (covers(name, read) && !covers(read, name)) return true;
  // "porcini mushroom", "monterey jack cheese": a name before the class word of what it reads as is that reading, as the
  // hand-kept table says ("porcini" is a mushroom; the table reads "monterey jack" as cheddar, a cheese).
  const family = ingredientFamily(read);
  if (family !== undefined && name.endsWith(` ${family}`) && normaliseIngredient(name.slice(0, -family.length - 1)) === read) return true;
  const words = name.split(" ");
  // "no salt added tomato": what a food lacks is never the item (data: lackWords), so it reads as the food.
  if (LACK_WORDS.has(words[0] ?? "") && words.at(-1) === read) return true;
  const head = read.split(" ");
  const isHead = head.length < words.length && head.every((word, at) => words[words.length - head.length + at] === word);
  const modifiers = words.slice(0, words.length - head.length);
  return isHead && !modifiers.some((word) => isReadAsFood(normaliseIngredient(word)) && normaliseIngredient(word) !== "");
}

test("every name of the nutrition table reads, through the shared reader, as itself or the same SR28 food, never another food by a guess", () => {
  const names = Object.keys(FOODS);
  expect(names.length).toBeGreaterThan(1000);
  const wrong = names.map((name) => [name, readIngredient(name)] as const).filter(([name, read]) => !fairReading(name, read));
  expect(wrong.map(([name, read]) => `${name} → ${read}`)).toEqual([]);
});

test("the same holds typed with an amount, in the plural or in capitals", () => {
  const names = Object.keys(FOODS).filter((name) => readIngredient(name) === name);
  fc.assert(
    fc.property(fc.constantFrom(...names), fc.constantFrom("", "200g ", "1 tbsp ", "2 "), fc.boolean(), (name, amount, upper) => {
      const typed = `${amount}${name}`;
      expect(readIngredient(upper ? typed.toUpperCase() : typed)).toBe(name);
    }),
    { numRuns: 300 },
  );
});

test("an alias never crosses species: no alias is a meat or fish USDA names as a food of its own with another family", () => {
  const usdaNames = new Set(Object.values(vocabulary.kinds).flat());
  const families: Readonly<Record<string, string>> = vocabulary.families;
  const crossing = names.synonyms.flatMap((group) =>
    group.aliases
      .filter((alias) => alias !== group.name && usdaNames.has(alias) && isMeatOrFish(group.name) && families[alias] !== undefined && !group.name.includes(alias) && !alias.includes(group.name))
      .map((alias) => `${alias} → ${group.name}`),
  );
  expect(crossing).toEqual([]);
});

const MEAT_FREE = ["meat-free", "vegan", "vegetarian", "plant-based", "meatless", "Quorn"];

test("a property over every meat name: a meat-free word before it makes the item no meat of an animal", () => {
  const MEAT_FREE_FOODS = new Set(names.meatFree.foods);
  const meats = [...new Set(Object.keys(FOODS).concat(Object.values(vocabulary.kinds).flat()))].filter((name) => isMeatOrFish(readIngredient(name)) && !MEAT_FREE_FOODS.has(readIngredient(name)));
  expect(meats.length).toBeGreaterThan(100);
  // A protein that is no meat-free food is an animal's ("mince steak" is a meat the kinds file as protein).
  const animal = (read: string) => !MEAT_FREE_FOODS.has(read) && (isMeatOrFish(read) || ingredientKind(read) === "protein" || ingredientKind(read) === "cured-protein");
  const wrong = meats.flatMap((meat) =>
    MEAT_FREE.flatMap((word) => [`${word} ${meat}`, `${word} ${meat}s`, `${word} ${meat} steaks`, `2 ${word} ${meat} burgers`])
      .filter((typed) => animal(readIngredient(typed)))
      .map((typed) => `${typed} → ${readIngredient(typed)}`),
  );
  expect(wrong).toEqual([]);
});

test("a meat-free word before a food that is no meat changes nothing: every such name reads as it reads alone", () => {
  const foods = Object.keys(FOODS).filter((name) => {
    const read = readIngredient(name);
    return !isMeatOrFish(read) && ingredientKind(read) !== "protein" && ingredientKind(read) !== "cured-protein";
  });
  expect(foods.length).toBeGreaterThan(500);
  const wrong = foods.flatMap((name) => ["meat-free", "vegan"].map((word) => `${word} ${name}`).filter((typed) => isMeatOrFish(readIngredient(typed))).map((typed) => `${typed} → ${readIngredient(typed)}`));
  expect(wrong).toEqual([]);
});
