import { expect, test } from "vitest";
import { readIngredient } from "../food/ingredient-names.ts";
import { ingredientKind } from "../food/ingredient-kinds.ts";
import { EVERY_KNOWN_NAME } from "../../tests/every-known-name.ts";
import { ingredientWeight, typedAbundance, typedCooked, typedFryingCut, typedSlowCut, typedWeight } from "./weights.ts";

test("a lot of something is said with words for plenty, a kilo or more, or three bunches or bags", () => {
  for (const typed of ["eggs (loads)", "sack of potatoes", "a big block of cheddar", "3 bunches of parsley", "2kg chicken thighs", "1.5 kg beef", "lots of courgettes", "a glut of tomatoes"]) {
    expect(typedAbundance(typed), typed).toBe(true);
  }
  for (const typed of ["eggs", "500g mince", "0.5kg carrots", "2 bunches of coriander", "chicken breasts x2", "a bag of spinach", "big onion"]) {
    expect(typedAbundance(typed), typed).toBe(false);
  }
});

test("a lot of something that spoils weighs as much as fresh meat; a lot of what keeps does not", () => {
  expect(typedWeight("egg", "eggs (loads)")).toBe(ingredientWeight("chicken"));
  expect(typedWeight("potato", "sack of potatoes")).toBe(ingredientWeight("chicken"));
  expect(typedWeight("cheddar", "a big block of cheddar")).toBe(ingredientWeight("chicken"));
  expect(typedWeight("egg", "eggs")).toBe(ingredientWeight("egg"));
  // Dry goods, tins and the freezer keep, however much of them there is.
  expect(typedWeight("rice", "5kg rice")).toBe(ingredientWeight("rice"));
  expect(typedWeight("flour", "big bag of flour")).toBe(ingredientWeight("flour"));
  expect(typedWeight("pea", "2kg frozen peas")).toBe(ingredientWeight("potato"));
});

test("a food typed in a tin, a jar or the freezer weighs as a potato: after anything fresh, before the cupboard's staples, whatever is in the tin", () => {
  for (const [name, typed] of [["peach", "tin of peaches"], ["chickpea", "tin of chickpeas"], ["spinach", "frozen spinach"], ["tomato", "tinned tomatoes"], ["coconut milk", "can of coconut milk"]] as const) {
    expect(typedWeight(name, typed), typed).toBe(ingredientWeight("potato"));
    expect(typedWeight(name, typed), typed).toBeLessThan(ingredientWeight("spinach"));
    expect(typedWeight(name, typed), typed).toBeGreaterThan(ingredientWeight("egg"));
  }
  // A tinned or frozen fish is still the protein the dish is built on; a sauce in a jar still seasons.
  expect(typedWeight("salmon", "tin of salmon")).toBe(ingredientWeight("chicken"));
  expect(typedWeight("pesto", "jar of pesto")).toBe(ingredientWeight("pesto"));
});

test("meat or fish typed smoked, dried, salted or cured keeps as cured meat does; fresh, it spoils in days", () => {
  expect(typedWeight("fish", "smoked fish")).toBe(ingredientWeight("bacon"));
  expect(typedWeight("shrimp", "dried shrimp")).toBe(ingredientWeight("bacon"));
  expect(typedWeight("cod", "salted cod")).toBe(ingredientWeight("bacon"));
  expect(typedWeight("cod", "cod loins")).toBe(ingredientWeight("chicken"));
  // Produce is not meat: dried mushrooms and smoked garlic keep their own kind's weight.
  expect(typedWeight("garlic", "smoked garlic")).toBe(ingredientWeight("garlic"));
});

test("fresh meat or fish typed leftover, cooked or tinned is already cooked; cured meat, eggs and leftover rice are not what the rule is about", () => {
  expect(typedCooked("beef", "leftover roast beef")).toBe(true);
  expect(typedCooked("shrimp", "cooked prawns")).toBe(true);
  expect(typedCooked("chicken", "left-over chicken")).toBe(true);
  expect(typedCooked("salmon", "tin of salmon")).toBe(true);
  expect(typedCooked("tuna", "tinned tuna")).toBe(true);
  expect(typedCooked("chicken", "chicken thighs")).toBe(false);
  expect(typedCooked("ham", "cooked ham")).toBe(false);
  expect(typedCooked("rice", "leftover rice")).toBe(false);
  expect(typedCooked("egg", "cooked eggs")).toBe(false);
});

test("a meat or fish typed with an amount, a shop or as a product weighs as the fresh meat it is, not as produce", () => {
  for (const typed of ["sausages 12 pack", "pork ribs 2 racks", "sausages 2 packs", "chicken schnitzels (from Coles)", "chicken schnitzel", "pork bones", "beef bones", "lamb skewers", "chicken kebabs", "chicken nuggets", "turkey schnitzels", "cod goujons"]) {
    expect(typedWeight(readIngredient(typed), typed), typed).toBe(ingredientWeight("chicken"));
  }
  // Cured meat stays cured, a tin keeps, whatever follows the name.
  expect(typedWeight(readIngredient("ham slices"), "ham slices")).toBe(ingredientWeight("bacon"));
  expect(typedWeight(readIngredient("chickpeas 3 tins"), "chickpeas 3 tins")).toBe(ingredientWeight("potato"));
});

test("dried beans or grains put to soak are to be cooked within a day: they weigh as soft produce, not as the cupboard", () => {
  for (const typed of ["dried white beans (soaked overnight)", "soaked chickpeas", "chickpeas (soaked)", "black beans, soaking", "dried butter beans - soaked"]) {
    expect(typedWeight(readIngredient(typed), typed), typed).toBe(ingredientWeight("spinach"));
  }
  // Dry, they keep as the cupboard keeps them; soaked meat or fish stays the fresh meat it is.
  expect(typedWeight(readIngredient("dried white beans"), "dried white beans")).toBe(ingredientWeight("rice"));
  expect(typedWeight("cod", "salt cod (soaking)")).toBe(ingredientWeight("chicken"));
});

// A bird the shop has cooked (decision 015, "fourth session, later"): a rotisserie chicken, Australia's barbecued or roast chook.
test("a rotisserie or shop-cooked chicken is cooked chicken, as leftovers are; a raw one to roast is not", () => {
  for (const typed of ["Woolies BBQ chook", "bbq chook", "Coles roast chook", "hot chook", "rotisserie chicken", "rotisserie chook x1", "ready-cooked chicken", "precooked chicken breast"]) {
    const name = readIngredient(typed);
    expect(typedCooked(name, typed), typed).toBe(true);
    expect(typedWeight(name, typed), typed).toBe(typedWeight(name, "leftover chicken"));
  }
  for (const typed of ["chook", "whole chook", "chook breasts x2", "chicken to roast", "chicken thighs"]) expect(typedCooked(readIngredient(typed), typed), typed).toBe(false);
});

// Cut into strips, slices or rashers a fatty cut cooks in minutes: "pork belly strips" are stir-fried or grilled, not slow-roasted.
test("a cut typed as strips or rashers is fried in pieces, not a slow cut", () => {
  expect(typedSlowCut("pork belly slices")).toBe(false);
  for (const typed of ["pork belly strips", "pork belly rashers", "500g belly pork strips", "pork shoulder strips", "beef strips", "chicken strips x2"]) {
    expect(typedSlowCut(typed), typed).toBe(false);
    expect(typedFryingCut(typed), typed).toBe(true);
  }
  for (const typed of ["pork belly", "pork shoulder", "beef brisket 1kg"]) expect(typedSlowCut(typed), typed).toBe(true);
});

// Decision 015, tenth session, cookbook29: a pickle keeps for months, in a jar or not.
test("produce typed pickled keeps as produce in a jar does, and meat or fish pickled keeps as cured meat does, over every name", () => {
  const produce = EVERY_KNOWN_NAME.filter((name) => ["fresh-produce", "keeping-produce"].includes(ingredientKind(readIngredient(name))));
  expect(produce.length).toBeGreaterThan(300);
  const heavy = produce.flatMap((name) =>
    [`pickled ${name}`, `jar of pickled ${name}`, `pickled ${name} (opened)`].filter((typed) => typedWeight(readIngredient(typed), typed) > ingredientWeight("potato")),
  );
  expect(heavy).toEqual([]);
  for (const [typed, name] of [["pickled herring", "herring"], ["pickled mussels", "mussel"], ["pickled pork", "pork"]] as const) {
    expect(typedWeight(name, typed), typed).toBe(ingredientWeight("bacon"));
  }
  // Fresh, each weighs as before: a pickling cucumber or onion is fresh produce.
  expect(typedWeight("mustard green", "mustard greens")).toBe(ingredientWeight("spinach"));
  expect(typedWeight("herring", "herring fillets")).toBe(ingredientWeight("chicken"));
});
