import fc from "fast-check";
import { expect, test } from "vitest";
import names from "../../data/ingredient-names.json" with { type: "json" };
import kinds from "../../data/ingredient-kinds.json" with { type: "json" };
import foods from "../../data/food-vocabulary.json" with { type: "json" };
import { covers, foodsOfItem, isMeatOrFish, readIngredient, typedLeftover, withoutUseUpMark } from "../food/ingredient-names.ts";
import { answerFromCookbook, type CookbookAnswer } from "./match.ts";
import { allRecipes } from "./recipe.ts";

/**
 * An item typed with two foods in it is, for the pick, those two foods typed apart (decision 015, eighth session,
 * cookbook26e): the same dish, the same things to buy, the same "Uses your …".
 */
const VOCABULARY: readonly string[] = [...new Set(allRecipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.name)))]
  .filter((name) => readIngredient(name) === name && !/\s(?:and|with|for)\s|[&+/,]/.test(name))
  .sort();
const JOINS = [" and ", " & ", " + ", "/", " with ", " AND "] as const;
const SAID = ["", " going soft", " (use today)"] as const;

// A bare meat before a meat named with its cut may take the cut ("pork and beef mince" is ground pork and ground beef).
const sharesCut = (first: string, second: string) => isMeatOrFish(first) && !first.includes(" ") && isMeatOrFish(second) && second.includes(" ");

function picked(answer: CookbookAnswer) {
  return answer.kind === "match" ? { id: answer.recipe.id, missing: answer.missing, used: answer.used } : { suggestions: answer.suggestions.map((recipe) => recipe.id) };
}

test("a pick for [..., \"X and Y\", ...] is the pick for [..., \"X\", \"Y\", ...]", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...VOCABULARY),
      fc.constantFrom(...VOCABULARY),
      fc.constantFrom(...JOINS),
      fc.constantFrom(...SAID),
      fc.uniqueArray(fc.constantFrom(...VOCABULARY), { maxLength: 3 }),
      (first, second, join, said, rest) => {
        const item = `${first}${join}${second}${said}`;
        const foods = foodsOfItem(item);
        fc.pre(foods.length === 2);
        // A bare meat before a meat named with its cut may take the cut ("lamb and pork chops" are lamb chops and pork
        // chops, not lamb and pork chops): that the cut is then the first meat's own is checked for every pair below.
        fc.pre(!sharesCut(first, second) || readIngredient(foods[0] ?? "") === first);
        expect(foods.map(readIngredient)).toEqual([first, second]);
        expect(picked(answerFromCookbook([...rest, item]))).toEqual(picked(answerFromCookbook([...rest, `${first}${said}`, `${second}${said}`])));
      },
    ),
    { numRuns: 150 },
  );
});

// Every phrase of the tables with a join in it: a name they know whole is one food.
function joinedPhrases(value: unknown): string[] {
  if (typeof value === "string") return value.length < 60 && /\s(?:and|with)\s|&|\+|[a-z]\/[a-z]/i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(joinedPhrases);
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => [...joinedPhrases(key), ...joinedPhrases(inner)]);
  return [];
}

test("every name of the tables and the cookbook with a join in it stays one name", () => {
  const phrases = [...new Set([...joinedPhrases(names), ...joinedPhrases(kinds), ...joinedPhrases(foods), ...allRecipes.flatMap((recipe) => recipe.ingredients.flatMap((ingredient) => joinedPhrases(ingredient.name)))])];
  expect(phrases.length).toBeGreaterThan(0);
  expect(phrases.filter((phrase) => foodsOfItem(phrase).length !== 1)).toEqual([]);
});

const pair = fc.record({
  first: fc.constantFrom(...VOCABULARY),
  second: fc.constantFrom(...VOCABULARY),
  join: fc.constantFrom(...JOINS),
});

test("an item \"X and Y\" of two known foods that is no known name reads as both, in either order", () => {
  fc.assert(
    fc.property(pair, ({ first, second, join }) => {
      fc.pre(first !== second && !covers(first, second) && !covers(second, first) && !sharesCut(first, second));
      const typed = `${first}${join}${second}`;
      // A name the tables know whole ("salt and pepper") stays one.
      fc.pre(!readIngredient(typed).includes(" and "));
      expect(foodsOfItem(typed).map(readIngredient)).toEqual([first, second]);
    }),
    { numRuns: 600 },
  );
});

test("the item's marks go with each food: going soft, left over", () => {
  fc.assert(
    fc.property(pair, ({ first, second, join }) => {
      fc.pre(first !== second && !covers(first, second) && !covers(second, first) && !sharesCut(first, second) && !readIngredient(`${first}${join}${second}`).includes(" and "));
      const soft = foodsOfItem(`${first}${join}${second} going soft`);
      expect(soft.map(readIngredient)).toEqual([first, second]);
      for (const food of soft) expect(withoutUseUpMark(food)).toBeDefined();
      // "Leftover" is said of the second food when it leaves it as it is ("leftover chilli" is chilli con carne).
      const leftover = foodsOfItem(`leftover ${first}${join}${second}`);
      expect(leftover.map(readIngredient)).toEqual([readIngredient(`leftover ${first}`), second]);
      expect(typedLeftover(leftover[1] ?? "")).toBe(readIngredient(`leftover ${second}`) === second);
    }),
    { numRuns: 300 },
  );
});

// Every pair of meats and fish the cookbook names, not a sample: "beef burgers and meatballs" are two foods, not two cuts of
// beef named once; a random draw met it one CI run in many (2026-11-29).
test("two meats or fish typed as one item read as both, every pair of the cookbook's", () => {
  const meats = VOCABULARY.filter(isMeatOrFish);
  const misread: string[] = [];
  for (const first of meats) {
    for (const second of meats) {
      if (first === second || covers(first, second) || covers(second, first) || sharesCut(first, second)) continue;
      const typed = `${first} and ${second}`;
      if (readIngredient(typed).includes(" and ")) continue;
      const read = foodsOfItem(`${typed} going soft`).map(readIngredient);
      if (read.join(" | ") !== `${first} | ${second}`) misread.push(`${typed}: ${read.join(" | ")}`);
    }
  }
  expect(meats.length).toBeGreaterThan(40);
  expect(misread).toEqual([]);
});

// The pairs the test above leaves out: a bare meat before a meat named with its cut takes the cut only where the cut is
// the first meat's own ("lamb and pork chops" are lamb chops and pork chops); "pork and chicken wings" are pork and chicken
// wings, never two chicken wings (a random draw met it, seed 2124955934, 2026-11-29).
test("a cut named once after two meats is the first meat's only where it names that meat, every pair of the cookbook's", () => {
  const meats = VOCABULARY.filter(isMeatOrFish);
  const misread: string[] = [];
  let pairs = 0;
  for (const first of meats) {
    for (const second of meats) {
      if (first === second || covers(first, second) || covers(second, first) || !sharesCut(first, second)) continue;
      pairs += 1;
      const typed = `${first} and ${second}`;
      const [own, other, ...more] = foodsOfItem(typed).map(readIngredient);
      const ownMeat = own === first || (own?.split(" ").includes(first) ?? false);
      if (!ownMeat || other !== second || more.length > 0) misread.push(`${typed}: ${[own, other, ...more].join(" | ")}`);
    }
  }
  expect(pairs).toBeGreaterThan(40);
  expect(misread).toEqual([]);
});

test("what is to be avoided is left out of an item, not the item's other food", () => {
  for (const [item, kept] of [["peppers and peanuts", "peppers"], ["prawns & spinach", "spinach"], ["walnuts/courgettes going soft", "courgettes going soft"]] as const) {
    const avoid = { avoid: "nuts, shellfish" };
    expect(picked(answerFromCookbook([item, "chicken thighs"], avoid))).toEqual(picked(answerFromCookbook([kept, "chicken thighs"], avoid)));
  }
});
