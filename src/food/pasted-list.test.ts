import fc from "fast-check";
import { expect, test } from "vitest";
import names from "../../data/ingredient-names.json" with { type: "json" };
import { MAX_INGREDIENTS, MAX_INGREDIENT_LENGTH, addIngredient, checkIngredient, cleanIngredient, ingredientKey } from "../core/ingredients.ts";
import { covers, isReadAsFood, readIngredient } from "./ingredient-names.ts";
import { addIngredients as addEach, pastedItems as readPasted } from "./pasted-list.ts";

const RULES = { add: addIngredient, clean: cleanIngredient, check: checkIngredient };
const pastedItems = (text: string) => readPasted(RULES, text);
const addIngredients = (list: readonly string[], raws: readonly string[]) => addEach(RULES, list, raws);

test("a pasted list is one item a line, without the bullets, numbers or tick boxes lists are written with", () => {
  expect(pastedItems("eggs, milk, 2 onions\nhalf a cabbage")).toEqual(["eggs", "milk", "2 onions", "half a cabbage"]);
  expect(pastedItems("- eggs\r\n* 2 onions\n• milk\n\n  3. feta\n4) 250 g rice\n[ ] leeks\n[x] stock\n")).toEqual([
    "eggs",
    "2 onions",
    "milk",
    "feta",
    "250 g rice",
    "leeks",
    "stock",
  ]);
  // An amount is no list number: only a number followed by "." or ")" and a space is.
  expect(pastedItems("2 onions\n1.5 kg potatoes\n3 x tins tomatoes")).toEqual(["2 onions", "1.5 kg potatoes", "3 x tins tomatoes"]);
  expect(pastedItems("eggs")).toEqual(["eggs"]);
  expect(pastedItems("\n \n")).toEqual([]);
});

test("adding a pasted list adds every new item in order, and names what it could not add", () => {
  const long = "x".repeat(MAX_INGREDIENT_LENGTH + 1);
  expect(addIngredients(["Eggs"], ["milk", "eggs", long, "onion", "MILK"])).toEqual({
    ingredients: ["Eggs", "milk", "onion"],
    refused: [
      { raw: "eggs", problem: "duplicate" },
      { raw: long, problem: "too_long" },
      { raw: "MILK", problem: "duplicate" },
    ],
  });
  const full = Array.from({ length: MAX_INGREDIENTS - 1 }, (_, index) => `food ${index}`);
  expect(addIngredients(full, ["kale", "leeks"])).toEqual({ ingredients: [...full, "kale"], refused: [{ raw: "leeks", problem: "list_full" }] });
});

test("any list of distinct names, pasted one a line (bulleted or not), is added whole and in order", () => {
  const name = fc
    .string({ unit: "grapheme", minLength: 1, maxLength: 30 })
    .filter((raw) => checkIngredient(raw) === null && pastedItems(raw).length === 1 && pastedItems(raw)[0] === cleanIngredient(raw));
  fc.assert(
    fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 12, selector: ingredientKey }), fc.constantFrom("", "- ", "* ", "• "), fc.constantFrom("\n", "\r\n"), (names, bullet, newline) => {
      const pasted = names.map((each) => `${bullet}${each}`).join(newline);
      const added = addIngredients([], pastedItems(pasted));
      expect(added.refused).toEqual([]);
      expect(added.ingredients).toEqual(names.map(cleanIngredient));
    }),
  );
});

// Every food name the name tables know, and every other name they read as it, that reads as a food: as a cook types it.
const FOODS = [...new Set(names.synonyms.flatMap((entry) => [entry.name, ...entry.aliases]))].filter(
  (name) => !name.includes(",") && isReadAsFood(readIngredient(name)),
);
const food = fc.constantFrom(...FOODS);
/** Foods no one of which is a kind of another, nor its general word ("cheese, cheddar" is one item: a kind said of it). */
const distinctFoods = fc
  .uniqueArray(food, { minLength: 2, maxLength: 8, selector: (name) => readIngredient(name) })
  .filter((list) => list.every((a, i) => list.every((b, j) => i === j || !covers(readIngredient(a), readIngredient(b)))));
const COMMA = fc.constantFrom(",", ", ", " , ", ",  ");

test("foods typed or pasted on one line with commas are an item each, in order, however spaced", () => {
  fc.assert(
    fc.property(distinctFoods, fc.array(COMMA, { minLength: 8, maxLength: 8 }), (foods, commas) => {
      const line = foods.map((name, at) => (at === 0 ? name : `${commas[at] ?? ","}${name}`)).join("");
      expect(pastedItems(line)).toEqual(foods);
      expect(pastedItems(`- ${line}\n- ${line.toUpperCase()}`)).toEqual([...foods, ...foods.map((name) => name.toUpperCase())]);
    }),
  );
});

test("what a comma opens and names no food, or names the food before it by its kind, is a note on that item", () => {
  fc.assert(
    fc.property(distinctFoods, fc.nat(), fc.constantFrom(...names.useUpMarks), (foods, at, mark) => {
      const marked = at % foods.length;
      const line = foods.map((name, index) => (index === marked ? `${name}, ${mark}` : name)).join(", ");
      expect(pastedItems(line)).toEqual(foods.map((name, index) => (index === marked ? `${name}, ${mark}` : name)));
    }),
  );
  for (const one of ["spinach, going soft", "chicken thighs, skin on, bone in", "cheese, cheddar, going hard", "chicken, thighs", "onions, red", "milk, 2 pints", "1,5 kg potatoes", "tomatoes (tinned, chopped)"]) {
    expect(pastedItems(one)).toEqual([one]);
  }
  expect(pastedItems("eggs, 1,5 kg potatoes, fish (cod, haddock), leeks, use today")).toEqual(["eggs", "1,5 kg potatoes", "fish (cod, haddock)", "leeks, use today"]);
});
