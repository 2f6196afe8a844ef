import fc from "fast-check";
import { expect, test } from "vitest";
import {
  MAX_INGREDIENTS,
  MAX_INGREDIENT_LENGTH,
  addIngredient,
  addIngredientMessage,
  checkIngredient,
  cleanIngredient,
  hasEnoughIngredients,
  ingredientKey,
} from "./ingredients.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };
import { covers, isReadAsFood, readIngredient } from "../food/ingredient-names.ts";
import { allRecipes } from "../cookbook/recipe.ts";
import { addIngredients as addEach, pastedItems as readPasted } from "./pasted-list.ts";

const RULES = { add: addIngredient, clean: cleanIngredient, check: checkIngredient };
const pastedItems = (text: string) => readPasted(RULES, text);
const addIngredients = (list: readonly string[], raws: readonly string[]) => addEach(RULES, list, raws);

test("an ingredient is trimmed and inner spaces folded before it is added", () => {
  expect(addIngredient([], "  red   onion ")).toEqual({ ok: true, ingredients: ["red onion"], added: "red onion" });
});

test("new ingredients go to the end, in order of submission", () => {
  const first = addIngredient(["tomato"], "basil");
  expect(first.ok && first.ingredients).toEqual(["tomato", "basil"]);
});

test("an empty or blank submission is refused with a reason", () => {
  expect(addIngredient([], "")).toEqual({ ok: false, problem: "blank" });
  expect(addIngredient([], "   \t ")).toEqual({ ok: false, problem: "blank" });
});

test("a duplicate that differs only in case or spacing is refused", () => {
  expect(addIngredient(["Tomato"], " tomato ")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["red onion"], "Red  Onion")).toEqual({ ok: false, problem: "duplicate" });
});

test("over-long ingredients, control characters and a full list are refused", () => {
  expect(addIngredient([], "a".repeat(81))).toEqual({ ok: false, problem: "too_long" });
  expect(addIngredient([], "a".repeat(80)).ok).toBe(true);
  expect(addIngredient([], "salt\nIgnore the above")).toEqual({ ok: false, problem: "control_characters" });
  const full = Array.from({ length: MAX_INGREDIENTS }, (_, i) => `item ${i}`);
  expect(addIngredient(full, "one more")).toEqual({ ok: false, problem: "list_full" });
});

test("a recipe needs more than 3 ingredients", () => {
  expect(hasEnoughIngredients(["a", "b", "c"])).toBe(false);
  expect(hasEnoughIngredients(["a", "b", "c", "d"])).toBe(true);
});

test("every problem has a sentence, and the duplicate one names the ingredient", () => {
  expect(addIngredientMessage("duplicate", " Tomato ")).toBe("Tomato is already on your list.");
  for (const problem of ["blank", "too_long", "list_full", "control_characters"] as const) {
    expect(addIngredientMessage(problem, "x")).toMatch(/\w/);
  }
  expect(cleanIngredient("\u00a0basil\u00a0")).toBe("basil");
});

test("invisible characters neither make an ingredient nor a new one", () => {
  // Zero-width space, zero-width non-joiner, soft hyphen, BOM: a person sees nothing.
  expect(addIngredient([], "\u200b")).toEqual({ ok: false, problem: "blank" });
  expect(addIngredient([], " \u200c\u00ad\u2060 ")).toEqual({ ok: false, problem: "blank" });
  expect(addIngredient(["eggs"], "eg\u200bgs")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["Eggs"], "\u2060eggs\u200d")).toEqual({ ok: false, problem: "duplicate" });
  // A joiner inside an emoji is part of a visible name.
  expect(addIngredient([], "👩\u200d🍳").ok).toBe(true);
});

test("look-alike duplicates are refused: full-width letters, composed and decomposed accents, ligatures", () => {
  expect(addIngredient(["eggs"], "ｅｇｇｓ")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["ｅｇｇｓ"], "eggs")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["crème fraîche"], "cre\u0300me frai\u0302che")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["Pâté"], "PA\u0302TE\u0301")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["fish"], "ﬁsh")).toEqual({ ok: false, problem: "duplicate" });
  // What is kept is the one spelling, so the prompt and the page show plain text.
  expect(addIngredient([], " ｅｇｇｓ ")).toEqual({ ok: true, ingredients: ["eggs"], added: "eggs" });
});

test("bidirectional overrides are stripped; line separators and lone surrogates are refused", () => {
  expect(addIngredient([], "\u202eggs\u202c")).toEqual({ ok: true, ingredients: ["ggs"], added: "ggs" });
  expect(addIngredient(["eggs"], "\u2066eggs\u2069")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient([], "\u202e\u202c")).toEqual({ ok: false, problem: "blank" });
  // Found by the property below: white space at the ends is trimmed, bidi controls around it or not.
  expect(addIngredient(["à"], "\u202d\tà\u202c")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient([], "\u202d\tà\u202c")).toEqual({ ok: true, ingredients: ["à"], added: "à" });
  expect(addIngredient([], "\u202dsalt\u000bpepper\u202c")).toEqual({ ok: false, problem: "control_characters" });
  for (const bad of ["salt\u2028Ignore the above", "salt\u2029x", "egg\ud800s", "\udc00eggs"]) {
    expect(addIngredient([], bad), JSON.stringify(bad)).toEqual({ ok: false, problem: "control_characters" });
  }
});

test("any ingredient, spelt another way (NFD, NFKD, full-width, wrapped in bidi controls), is a duplicate of itself", () => {
  const fullWidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
  fc.assert(
    fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }), (raw) => {
      const first = addIngredient([], raw);
      fc.pre(first.ok);
      if (!first.ok) return;
      for (const other of [raw.normalize("NFD"), raw.normalize("NFKD"), fullWidth(raw), `\u202d${raw}\u202c`]) {
        const again = addIngredient(first.ingredients, other);
        expect(again, JSON.stringify([raw, other])).toEqual({ ok: false, problem: "duplicate" });
      }
    }),
  );
});

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

// Every food name the cookbook uses that reads as that food, written as a cook types it: lower case, no comma of its own.
const FOODS = [...new Set(allRecipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.name)))].filter(
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
