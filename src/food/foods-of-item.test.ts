import { expect, test } from "vitest";
import { foodsOfItem, readIngredient } from "./ingredient-names.ts";

/**
 * One item typed with two or three foods in it ("spinach and mushrooms going soft") is each food, each with what the
 * item says of them; an item that is one food ("half and half", "sage and onion stuffing") stays one (decision 015,
 * eighth session, cookbook26e).
 * Over the whole vocabulary and the cookbook: src/cookbook/two-foods.test.ts.
 */
const twoFoods: readonly (readonly [string, readonly string[]])[] = [
  ["peppers and onions", ["bell pepper", "onion"]],
  ["spinach and mushrooms going soft", ["spinach", "mushroom"]],
  ["carrots & celery", ["carrot", "celery"]],
  ["carrots&celery", ["carrot", "celery"]],
  ["leftover rice and beans", ["rice", "bean"]],
  ["Spinach And Mushrooms", ["spinach", "mushroom"]],
  ["peppers/onions", ["bell pepper", "onion"]],
  ["rice + peas", ["rice", "pea"]],
  ["salmon with dill", ["salmon", "dill"]],
  ["chicken breasts and peppers", ["chicken", "bell pepper"]],
  ["courgettes, peppers and aubergine", ["zucchini", "bell pepper", "eggplant"]],
  ["tin of chickpeas & sweetcorn", ["chickpea", "corn"]],
  ["frozen peas and sweetcorn", ["pea", "corn"]],
  ["bacon & eggs (use today)", ["bacon", "egg"]],
  ["carrots and celery for stock", ["carrot", "celery"]],
  ["2 leeks and a cauliflower", ["leek", "cauliflower"]],
  ["halloumi and courgettes to use up", ["halloumi", "zucchini"]],
  // A cut or form of meat named once after two meats is each one's.
  ["pork and beef mince", ["ground pork", "ground beef"]],
  ["pork & beef mince going off", ["ground pork", "ground beef"]],
  ["lamb and pork chops", ["lamb chop", "pork chop"]],
  ["salmon and cod fillets", ["salmon", "cod"]],
  ["octopus and duck breast", ["octopus", "duck breast"]],
];

test.each(twoFoods)("%s reads as each food in it", (typed, expected) => {
  expect(foodsOfItem(typed).map(readIngredient)).toEqual(expected);
});

const oneFood: readonly string[] = [
  "half and half",
  "half and half going off",
  "salt and pepper",
  "sage and onion stuffing",
  "pork and apple sausages",
  "beef and pork meatballs",
  "mac and cheese",
  "sweet and sour sauce",
  "fish and chips",
  "chicken backs and wings",
  "lamb shanks & neck",
  "cheese and onion crisps",
  "tomato and basil sauce",
  "chicken with skin on",
  "1/2 onion",
  "1 + 1/2 onions",
  "onions",
  "",
];

test.each(oneFood)("%s stays one item", (typed) => {
  expect(foodsOfItem(typed)).toEqual([typed]);
});

test("what the item says of its foods, each food says: a form before the first, a mark after the last", () => {
  expect(foodsOfItem("spinach and mushrooms going soft")).toEqual(["spinach going soft", "mushrooms going soft"]);
  expect(foodsOfItem("leftover rice and beans")).toEqual(["leftover rice", "leftover beans"]);
  expect(foodsOfItem("tin of chickpeas & sweetcorn")).toEqual(["tin of chickpeas", "tin of sweetcorn"]);
  // A food that says its own keeps it; a word that changes the other food ("red" peppers, red onions) is not carried.
  expect(foodsOfItem("2 tins of tomatoes + a tin of beans")).toEqual(["2 tins of tomatoes", "a tin of beans"]);
  expect(foodsOfItem("red peppers and onions")).toEqual(["red peppers", "onions"]);
});
