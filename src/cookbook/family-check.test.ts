import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import fc from "fast-check";
import { covers, ingredientFamily, isReadAsFood, readIngredient } from "../food/ingredient-names.ts";
import { checkFamilyName, familyNames, OFF_SEED, offNames, readAsFamily, splitNames } from "./family-check.ts";
import { offAncestors, offTaxonomy, offTyped } from "../food/off-taxonomy.ts";
import { answerFromCookbook } from "./match.ts";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const names = familyNames(read("../../data/sources/usda-sr28-foods.tsv"), read("../../data/sources/ifct2017-foods.tsv"));

test("the family check's names come from both sources, each class of food, typed as a cook puts them", () => {
  const byTyped = new Map(names.map((entry) => [entry.typed, entry]));
  expect(byTyped.get("black pomfret")).toMatchObject({ family: "fish", source: "ifct2017" });
  expect(byTyped.get("pompano")).toMatchObject({ family: "fish", source: "usda-sr28" });
  expect(byTyped.get("savoy cabbage")).toMatchObject({ family: "vegetable" });
  expect(byTyped.get("top loin steak")).toMatchObject({ family: "beef cut, typed bare" });
  expect(byTyped.get("choice beef top loin steak")).toMatchObject({ family: "graded beef" });
  expect(byTyped.get("smoked pork shoulder")).toMatchObject({ family: "cured pork" });
  // No state, packing or grade word is read as a name.
  expect(names.filter((entry) => /\b(?:raw|cooked|canned|separable|trimmed)\b/.test(entry.typed))).toEqual([]);
  expect(new Set(names.map((entry) => entry.typed)).size).toBe(names.length);
});

test("a seeded third of the names is held aside, the same third every run", () => {
  const { choosing, held } = splitNames(names);
  expect(held.length).toBe(Math.round(names.length / 3));
  expect(choosing.length + held.length).toBe(names.length);
  expect(splitNames(names).held).toEqual(held);
  expect(new Set([...choosing, ...held].map((entry) => entry.typed)).size).toBe(names.length);
});

test("a fish, a beef cut or grade and a cured pork the tables did not know are the star of a dish built on them (decision 015, fourth session)", () => {
  const uses = (list: readonly string[], most = 2) => {
    const answer = answerFromCookbook(list);
    return answer.kind === "match" && answer.used.includes(list[0] ?? "") && answer.missing.length <= most;
  };
  // The ninth set's tuning half's lists, and other wordings of each class beside an onion and garlic.
  expect(uses(["AAA striploin steaks x2", "mushrooms", "baby potatoes", "Montreal steak spice", "asparagus"])).toBe(true);
  expect(uses(["pomfret x2", "frozen grated coconut", "kokum", "onion", "red chilli powder"])).toBe(true);
  expect(uses(["smoked pork collar", "broad beans (frozen)", "potatoes", "cream", "onion"])).toBe(true);
  for (const typed of ["striploin steaks", "2 top loin steaks", "choice chuck tender", "black pomfret", "hilsa fillets", "betki x2", "cured pork loin", "smoked pork shoulder 1.5kg"]) {
    // A chuck is a slow cut: its stew buys three.
    expect(uses([typed, "onion", "garlic"], 3), typed).toBe(true);
  }
});

// Every name of the held third the reader reads by a family keeps that family in the forms cooks type it: an amount
// after it, a count before it, a shop in brackets. The held names are read here, never printed.
const { held } = splitNames(names);
const byFamily = held.map((entry) => ({ entry, reads: readIngredient(entry.typed) })).filter(({ entry, reads }) => ingredientFamily(reads) !== undefined && readAsFamily(reads, entry.family));

test("property: a held-aside name read by its family keeps its family however it is typed", () => {
  expect(byFamily.length).toBeGreaterThan(100);
  fc.assert(
    fc.property(fc.constantFrom(...byFamily), fc.constantFrom("x2", "500g", "2 packs", "(from Tesco)", ""), fc.constantFrom("", "2 ", "fresh "), ({ entry, reads }, after, before) => {
      const typed = `${before}${entry.typed} ${after}`.trim();
      expect(ingredientFamily(readIngredient(typed)), typed).toBe(ingredientFamily(reads));
    }),
    { numRuns: 300, seed: 20261201 },
  );
});

test("the check reads each name once and picks for it twice: beside an onion and garlic, and beside two everyday items", () => {
  const result = checkFamilyName({ typed: "pomfret", family: "fish", source: "ifct2017" }, [{ name: "rice", recipes: 9 }, { name: "lemon", recipes: 16 }, { name: "tomato", recipes: 10 }]);
  expect(result).toMatchObject({ read: true, rightFamily: true, usedWithOnion: true });
  expect(result.everyday).toHaveLength(2);
});

// Decision 015, "fifth session": the classes the tuning two thirds left unread, each by principle, in several wordings.
const dishUses = (list: readonly string[], most = 3) => {
  const answer = answerFromCookbook(list);
  return answer.kind === "match" && answer.used.includes(list[0] ?? "") && answer.missing.length <= most ? answer.recipe.id : null;
};

test("a fruit no table knows by name is fruit, and a dish a cook makes with any fruit uses it", () => {
  for (const typed of ["rambutan", "a punnet of lychees", "2 star fruit", "soursop x1", "carambola (ripe)", "mangosteens 500g", "feijoas", "passion fruit x4", "fresh longans"]) {
    expect(ingredientFamily(readIngredient(typed)), typed).toBe("fruit");
    expect(dishUses([typed, "onion", "garlic"]), typed).not.toBeNull();
    expect(dishUses([typed, "yogurt", "milk"]), typed).not.toBeNull();
  }
  // The fruit the tables know keep their own dishes: a mango is no "fruit" to read, and a pawpaw is a papaya.
  expect(ingredientFamily(readIngredient("mango"))).toBeUndefined();
  expect(readIngredient("pawpaw")).toBe("papaya");
  expect(readIngredient("custard apple")).not.toBe("apple");
});

test("a name IFCT gives a vegetable is read as another name of the same row that the tables know", () => {
  const typed: readonly (readonly [string, string])[] = [
    ["calabash", "bottle gourd"],
    ["2 calabash", "bottle gourd"],
    ["parwar 500g", "gourd"],
    ["kovai", "gourd"],
    ["ridge gourd", "luffa"],
    ["okro", "okra"],
    ["a bag of ochro", "okra"],
    ["cluster beans", "green bean"],
    ["guar x2", "green bean"],
    ["tic beans", "broad bean"],
    ["zucchini green", "zucchini"],
    // IFCT's row "Bitter gourd" (Bitter melon, Bitter squash, Balsam pear): the tables know its own name since decision 015's
    // cookbook24d addendum (it was read as "gourd" before); it still cooks as a gourd (`standsInFor`).
    ["bitter squash", "bitter gourd"],
  ];
  expect(typed.map(([raw]) => [raw, readIngredient(raw)])).toEqual(typed);
  // Each is cooked as the name it reads as is, and the dish says it uses it.
  for (const [raw, reads] of typed) expect(dishUses([raw, "onion", "garlic"], 4), raw).toBe(dishUses([reads, "onion", "garlic"], 4));
  for (const [raw] of typed) expect(dishUses([raw, "onion", "garlic"], 4), raw).not.toBeNull();
  // A part of a plant and a meat's cut are other foods than the row's head: drumsticks stay the chicken's.
  expect(readIngredient("banana flower")).not.toBe("plantain");
  expect(readIngredient("drumsticks")).not.toBe("horseradish");
  expect(readIngredient("chicken drumsticks")).toBe("chicken");
});

test("a fish IFCT names in three words is a fish by its last word, however it is typed", () => {
  for (const typed of ["blue barred parrotfish", "parrotfish fillets", "lunar-tailed bullseye", "golden toothless trevally x2", "trevally 1kg", "2 small headed ribbonfish"]) {
    expect(["white fish", "oily fish"], typed).toContain(ingredientFamily(readIngredient(typed)));
    expect(dishUses([typed, "onion", "garlic"]), typed).not.toBeNull();
  }
});

// The third source: Open Food Facts' ingredients taxonomy (data/sources/off-ingredients-en.tsv), its own seeded third held.
const offTsv = read("../../data/sources/off-ingredients-en.tsv");
const off = offNames(offTsv);

test("the Open Food Facts names are the taxonomy's English names below a food class, none a product made of a food", () => {
  const byTyped = new Map(off.map((entry) => [entry.typed, entry]));
  expect(byTyped.get("bramley apple")).toMatchObject({ family: "fruit", source: "off" });
  expect(byTyped.get("bok choy")).toMatchObject({ family: "vegetable" });
  expect(byTyped.get("atlantic cod")).toMatchObject({ family: "fish" });
  expect(byTyped.get("clams")).toMatchObject({ family: "shellfish" });
  expect(byTyped.get("dry-cured ham")).toMatchObject({ family: "cured pork" });
  expect(byTyped.get("camembert")).toMatchObject({ family: "cheese" });
  expect(byTyped.get("cannellini beans")).toMatchObject({ family: "pulse" });
  expect(byTyped.get("tarragon")).toMatchObject({ family: "herb" });
  // A class's own entry is no name below it; a juice, a flour, an oil or a flavouring is a product, not the food.
  for (const typed of ["fruit", "vegetable", "fish", "apple juice", "chickpea flour", "olive oil", "basil extract", "coconut cream"]) expect(byTyped.has(typed), typed).toBe(false);
  for (const entry of off) expect(entry.typed, entry.typed).not.toMatch(/\b(?:juice|flour|oil|powder|extract|syrup|paste)\b/);
  expect(new Set(off.map((entry) => entry.typed)).size).toBe(off.length);
  const { choosing, held } = splitNames(off, OFF_SEED);
  expect(held.length).toBe(Math.round(off.length / 3));
  expect(choosing.length + held.length).toBe(off.length);
});

test("the taxonomy's ancestors are every entry reached through any parent", () => {
  const taxonomy = offTaxonomy(offTsv);
  expect(offAncestors(taxonomy, "en:bramley-apple")).toEqual(["en:apple", "en:fruit"]);
  expect(offAncestors(taxonomy, "en:salmon")).toEqual(["en:fish", "en:oily-fish"]);
  // No entry is its own ancestor: the graph has no loop.
  for (const id of taxonomy.keys()) expect(offAncestors(taxonomy, id).includes(id), id).toBe(false);
});

// The taxonomy's classes: a group of foods, not one food a name can be read as ("Vegetable", "Tree nut", "Cow cheese").
const OFF_CLASSES = new Set(["en:vegetable", "en:fruit", "en:fish", "en:white-fish", "en:oily-fish", "en:shellfish", "en:mollusc", "en:crustacean", "en:meat", "en:poultry", "en:animal", "en:cheese", "en:cow-cheese", "en:goat-cheese", "en:sheep-cheese", "en:blue-cheese", "en:legume", "en:nut", "en:tree-nut", "en:herb", "en:salad", "en:root-vegetable", "en:tuber", "en:berries", "en:citrus-fruit", "en:leaf-vegetable", "en:dairy", "en:plant", "en:seed", "en:condiment", "en:spice", "en:collagen", "en:acid", "en:breast"]);
// Tuning-part names whose parent is a food the tables know and that read as neither it nor a food of their own, each with
// its reason (decision 015, ninth session, names27).
const OFF_EXCEPTIONS: Readonly<Record<string, string>> = {
  // A part or a product of the parent is another food than it.
  "apricot kernels": "a seed, not the fruit",
  "walnut kernel": "the shelled nut, a name no table keeps",
  must: "grape juice for wine, not grapes",
  canola: "the oilseed's variety; its parent's synonym \"rape\" reads as the leaves a cook buys (data/off-synonyms-reviewed.json)",
  "nata de coco": "a jelly made of coconut water",
  "strawberry filling": "a product made of strawberries",
  "onion sproute": "a sprout, not the bulb (and a misspelling)",
  "duck foie gras": "a product of the liver",
  "pigs trotters": "offal the cookbook cooks nothing with",
  bresaola: "a cured beef, not beef to cook",
  "smoked cooked lardoons": "two state words before a plural the tables read only in the cook's form",
  // The nutrition table counts it as its own SR28 food: an alias would change what it counts, and no class family fits a vegetable.
  daikon: "counted by the nutrition table as its own food",
  habanero: "counted by the nutrition table as its own food",
  romanesco: "counted by the nutrition table as its own food",
  // A label's words the reader does not strip: an appellation, a state before an unknown species, a descriptor.
  "brie de meaux": "an appellation after the cheese ('X de place')",
  "brie de melun": "an appellation after the cheese ('X de place')",
  "sainte-maure de touraine": "an appellation after the cheese ('X de place')",
  "grana padano cheese pdo": "a label's mark of protected origin after the name",
  "caramelized pecan nuts": "a product (candied nuts)",
  "frozen raw artichoke bottom": "a part of the artichoke, read as itself",
  "raw brown bullhead": "a catfish whose own name no table knows; its parent (panga) is a fish the reader knows only by a family",
  "raw golden redfish": "a species under another species; the reader reads neither",
  "lean stern": "'lean' is a descriptor the reader strips, leaving 'stern'",
  "nemipterus spp": "a genus with 'spp' (several species), not one fish",
  "spinach or amaranth": "a label's choice of two foods",
};

test("property: every tuning-part name of the taxonomy whose parent is a known food reads as it, a kind of it, a food of its own, or is a listed exception", () => {
  const taxonomy = offTaxonomy(offTsv);
  const idOf = new Map<string, string>();
  for (const [id, entry] of taxonomy) for (const name of entry.names) {
    const typed = offTyped(name);
    if (typed !== null && !idOf.has(typed)) idOf.set(typed, id);
  }
  const { choosing } = splitNames(off, OFF_SEED);
  const unexplained: string[] = [];
  let withParent = 0;
  for (const entry of choosing) {
    const parent = offAncestors(taxonomy, idOf.get(entry.typed) ?? "")
      .filter((ancestor) => !OFF_CLASSES.has(ancestor))
      .map((ancestor) => (taxonomy.get(ancestor)?.names ?? []).map(offTyped).filter((typed) => typed !== null).map(readIngredient).find((read) => read !== "" && isReadAsFood(read)))
      .find((read) => read !== undefined);
    if (parent === undefined) continue;
    withParent += 1;
    const reads = readIngredient(entry.typed);
    const ok = reads === parent || covers(reads, parent) || covers(parent, reads) || ingredientFamily(reads) === parent || isReadAsFood(reads);
    if (!ok && OFF_EXCEPTIONS[entry.typed] === undefined) unexplained.push(`${entry.typed} (reads ${reads}; parent ${parent})`);
  }
  expect(withParent).toBeGreaterThan(500);
  expect(unexplained).toEqual([]);
});
