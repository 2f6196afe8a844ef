import { expect, test } from "vitest";
import vocabulary from "../../data/food-vocabulary.json" with { type: "json" };
import hand from "../../data/ingredient-names.json" with { type: "json" };
import { buildFoodVocabulary, readSources } from "../../scripts/build-food-vocabulary.ts";
import { foodVocabularySchema } from "./food-vocabulary-schema.ts";
import { covers, ingredientFamily, normaliseIngredient } from "./ingredient-names.ts";
import { ingredientKind } from "./ingredient-kinds.ts";

test("data/food-vocabulary.json is exactly what scripts/build-food-vocabulary.ts builds from the USDA excerpt", () => {
  expect(buildFoodVocabulary(readSources())).toEqual(vocabulary);
});

// A phrase that opens with what a food lacks ("low sodium", "reduced fat") says what the food has less of, and names no food:
// USDA gives "low sodium" as a common name of catsup, and "clove - low sodium" read as ketchup (a draw of names-read-as'
// lack property met it, seed 111253132, 2026-11-29).
test("no name or alias of the vocabulary opens with a word saying what a food lacks", () => {
  const lack = new Set(hand.lackWords);
  const phrases = [...Object.values(vocabulary.kinds).flat(), ...Object.keys(vocabulary.aliases)];
  expect(phrases.length).toBeGreaterThan(1000);
  expect(phrases.filter((phrase) => lack.has(phrase.split(" ")[0] ?? ""))).toEqual([]);
});

test("the vocabulary has the schema's shape", () => {
  const result = foodVocabularySchema.safeParse(vocabulary);
  expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
});

// What cooks type: cuts, forms, containers, leftovers, amounts after the name, and their own regional names.
const typed: readonly (readonly [string, string])[] = [
  ["beef shin", "beef"],
  ["shin of beef", "beef"],
  ["pork belly slices", "pork"],
  ["pork shoulder", "pork"],
  ["lamb cutlets", "lamb chop"],
  ["chicken drumsticks", "chicken"],
  ["chicken thighs (boneless)", "chicken thigh"],
  ["chicken breasts x2", "chicken"],
  ["2 kg chicken thighs", "chicken thigh"],
  ["beef mince 500g", "ground beef"],
  ["duck legs", "duck"],
  ["mackerel fillets", "mackerel"],
  ["brisket", "beef"],
  ["leftover roast potatoes", "potato"],
  ["leftover roast lamb", "lamb"],
  ["tin of chickpeas", "chickpea"],
  ["half a bag of frozen peas", "pea"],
  ["a punnet of strawberries", "strawberry"],
  ["a box of mushrooms", "mushroom"],
  ["courgettes (loads)", "zucchini"],
  ["ready-made gnocchi", "gnocchi"],
  ["penne", "pasta"],
  ["orecchiette", "pasta"],
  ["rigatoni", "pasta"],
  ["capsicum", "bell pepper"],
  ["silverbeet", "swiss chard"],
  ["rockmelon", "melon"],
  ["methi", "fenugreek leaf"],
  ["toor dal", "dal"],
  ["gammon joint", "ham"],
  ["hokkien noodles", "egg noodle"],
  // A bought tomato pasta sauce is its own food; it still gives any recipe's passata line (src/food/ready-sauces.test.ts).
  ["marinara sauce", "pasta sauce"],
  ["houmous", "hummus"],
  ["rapini", "broccoli raab"],
];

test("cuts, forms, containers, leftovers and regional names read as the ingredient they are", () => {
  expect(typed.map(([raw]) => [raw, normaliseIngredient(raw)])).toEqual(typed);
});

test("a vegetable the hand-kept table does not know gets USDA's kind and the family of the part of the plant it is", () => {
  expect(ingredientFamily("turnip green")).toBe("leafy green");
  expect(ingredientKind("kohlrabi")).toBe("fresh-produce");
  expect(ingredientFamily("spinach")).toBe("leafy green");
  // Lettuce is known to the hand-kept table: USDA's "leaf" does not make it a cooking green.
  expect(ingredientFamily("lettuce")).toBeUndefined();
});

test("covers: the one rule for what a listed item gives a recipe", () => {
  expect(covers("red onion", "onion")).toBe(true);
  expect(covers("cheese", "cheddar")).toBe(true);
  expect(covers("cheddar", "cheese")).toBe(true);
  expect(covers("swiss chard", "spinach")).toBe(true);
  expect(covers("kohlrabi", "rutabaga")).toBe(true);
  expect(covers("feta", "cheddar")).toBe(false);
  expect(covers("onion", "red onion")).toBe(true);
  expect(covers("lettuce", "spinach")).toBe(false);
  expect(covers("", "onion")).toBe(false);
  // Cuts kept apart for their own SR28 food still give one another, as when they were one name.
  expect(covers("chicken thigh", "chicken")).toBe(true);
  expect(covers("chicken", "chicken thigh")).toBe(true);
  expect(covers("chicken thigh", "chicken wing")).toBe(true);
  expect(covers("pork chop", "pork")).toBe(true);
  expect(covers("brown rice", "rice")).toBe(true);
});
