import fc from "fast-check";
import { expect, test } from "vitest";
import { covers, ingredientFamily, normaliseIngredient, readIngredient } from "./ingredient-names.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };
import foods from "../../data/food-vocabulary.json" with { type: "json" };
import nutrition from "../../data/nutrition-foods.json" with { type: "json" };

// Issue 24's classes of names read as the wrong food (decision 015, eighth session, cookbook26c).

const CHEESE = "cheese";

// Every phrase the tables know: canonical names, aliases, USDA's names and common names.
const EVERY_NAME: readonly string[] = [
  ...new Set([
    ...names.synonyms.flatMap((entry) => [entry.name, ...entry.aliases]),
    ...Object.keys(names.families),
    ...Object.keys(names.standsInFor),
    ...Object.values(foods.kinds).flat(),
    ...Object.keys(foods.aliases),
    ...nutrition.foods.map((food) => food.name),
  ]),
].sort();

// Every name that reads as a particular cheese (not the general word): what "<name> cheese" must read as.
const CHEESE_NAMES = EVERY_NAME.filter((name) => {
  const read = readIngredient(name);
  return read !== CHEESE && !name.includes(CHEESE) && covers(read, CHEESE);
});

test("every food SR28 files as a cheese reads as a cheese: its family or what it cooks as is cheese", () => {
  const sr28Cheeses = nutrition.foods.filter((food) => /^cheese,/i.test(food.sr28 ?? "") && !/sauce/.test(food.name)).map((food) => food.name);
  expect(sr28Cheeses.length).toBeGreaterThan(30);
  expect(sr28Cheeses.filter((name) => !covers(readIngredient(name), CHEESE))).toEqual([]);
});

test("over the whole vocabulary: every cheese typed with \"cheese\" after it reads as that cheese, in many wordings", () => {
  expect(CHEESE_NAMES.length).toBeGreaterThan(40);
  const wordings = ["{} cheese", "250g {} cheese", "a tub of {} cheese", "{} cheese (use by Friday)", "block of {} cheese", "{} cheeses"];
  const wrong = CHEESE_NAMES.flatMap((name) =>
    wordings.map((wording) => wording.replace("{}", name)).filter((typed) => readIngredient(typed) !== readIngredient(name)).map((typed) => `${typed} → ${readIngredient(typed)}`),
  );
  expect(wrong).toEqual([]);
});

test("a property: any cheese, any amount, any case, with \"cheese\" after it, is that cheese", () => {
  fc.assert(
    fc.property(fc.constantFrom(...CHEESE_NAMES), fc.constantFrom("", "200g ", "1 x 250 g ", "half a ", "2 "), fc.boolean(), (name, amount, upper) => {
      const typed = `${amount}${name} cheese`;
      expect(readIngredient(upper ? typed.toUpperCase() : typed)).toBe(readIngredient(name));
    }),
  );
});

test("a food that is no cheese before \"cheese\" names a cheese flavoured or made with it, never the food itself", () => {
  for (const typed of ["chilli cheese", "garlic cheese", "herb cheese", "smoked cheese", "goat cheese", "cream cheese", "cottage cheese", "sheep cheese", "cheese"]) {
    const read = readIngredient(typed);
    expect(covers(read, CHEESE) || read === CHEESE, typed).toBe(true);
  }
  expect(readIngredient("goat cheese")).toBe("goat cheese");
  expect(readIngredient("cream cheese")).toBe("cream cheese");
});

test("the strict reader keeps what it read before for a cheese named with \"cheese\"", () => {
  expect(normaliseIngredient("ricotta cheese")).toBe("ricotta cheese");
  expect(ingredientFamily("ricotta")).toBe(CHEESE);
});
