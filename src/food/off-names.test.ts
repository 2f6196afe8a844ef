import { expect, test } from "vitest";
import fc from "fast-check";
import { buildFoodVocabulary, readSources } from "../../scripts/build-food-vocabulary.ts";
import { avoidanceFor, findInIngredient } from "./allergens.ts";
import { covers, ingredientFamily, readIngredient } from "./ingredient-names.ts";

// The food vocabulary's names read by the Open Food Facts ingredients taxonomy (decision 015, ninth session, names27): the
// build with the taxonomy's excerpt and without it; what the first adds is what the taxonomy gives.
const sources = readSources();
const withOff = buildFoodVocabulary(sources);
const withoutOff = buildFoodVocabulary({ ...sources, off: "id\tparents\tname\tsynonyms\n" });
const addedFamilies = Object.keys(withOff.families).filter((name) => withoutOff.families[name] === undefined);
const addedAliases = Object.keys(withOff.aliases).filter((name) => withoutOff.aliases[name] === undefined);

test("the taxonomy never changes a reading the tables had: every name and alias of the build without it reads the same", () => {
  expect(addedFamilies.length + addedAliases.length).toBeGreaterThan(100);
  for (const [name, family] of Object.entries(withoutOff.families)) expect(withOff.families[name], name).toBe(family);
  for (const [alias, name] of Object.entries(withoutOff.aliases)) expect(withOff.aliases[alias], alias).toBe(name);
  for (const [kind, names] of Object.entries(withoutOff.kinds)) for (const name of names) expect(withOff.kinds[kind], name).toContain(name);
  // An added name is one no table read as a food before: neither a vocabulary name nor an alias of the build without it.
  const before = new Set([...Object.values(withoutOff.kinds).flat(), ...Object.keys(withoutOff.aliases)]);
  for (const name of [...addedFamilies, ...addedAliases]) expect(before.has(name), name).toBe(false);
});

test("a name the taxonomy gives is read as another name of its entry, its nearest known parent, or its class's family, in several wordings", () => {
  const cases: readonly (readonly [string, string])[] = [
    // Another name of the same entry.
    ["manioc", "cassava"],
    ["2 yuca roots", "cassava"],
    ["colewort", readIngredient("rocket")],
    ["a bag of rugula", readIngredient("rocket")],
    ["ananas x1", "pineapple"],
    // A Latin name or a variety under a food the tables know.
    ["gadus morhua fillets", "cod"],
    ["mytilus edulis 1kg", "mussel"],
    ["homarus gammarus", "lobster"],
    ["fontal 200g", "fontina"],
    ["doucette", readIngredient("corn salad")],
    ["anglerfish x2", "monkfish"],
  ];
  expect(cases.map(([typed]) => [typed, readIngredient(typed)])).toEqual(cases);
  // Of a class only: its family, kept however it is typed.
  for (const [typed, family] of [["morbier", "cheese"], ["200g asiago", "cheese"], ["a wedge of saint nectaire", "cheese"], ["weever x2", "white fish"], ["2 garfish", "oily fish"], ["lingonberries (frozen)", "berry"], ["sea buckthorn", "fruit"]] as const) {
    expect(ingredientFamily(readIngredient(typed)), typed).toBe(family);
  }
  expect(covers(readIngredient("morbier"), "cheese")).toBe(true);
});

// Every allergen family of the data at once: what the check can name at all.
const everything = avoidanceFor("dairy, egg, fish, shellfish, crustaceans, molluscs, tree nuts, peanuts, soy, lupin, mustard, celery, gluten, sesame, sulphites");
const allergens = (typed: string) => new Set(findInIngredient(typed, everything).map((found) => found.label));

test("property: a name the taxonomy gives never reads as a food without that food's allergens", () => {
  for (const name of addedAliases) {
    const target = withOff.aliases[name] ?? "";
    // A name the reader takes another way first ("lean stern": "lean" is a descriptor) is not read as the alias says.
    if (readIngredient(name) !== readIngredient(target)) continue;
    for (const label of allergens(target)) expect(allergens(name), `${name} → ${target}`).toContain(label);
  }
  // A cheese is dairy and a fish is fish, by the family the taxonomy files it in.
  const familyAllergen: Readonly<Record<string, string>> = { cheese: "dairy", "white fish": "fish", "oily fish": "fish" };
  for (const name of addedFamilies) {
    const label = familyAllergen[withOff.families[name] ?? ""];
    if (label !== undefined) expect(allergens(name), name).toContain(label);
  }
});

test("a name the taxonomy gives holds no word a table knows, so it never becomes the nearest name to a typo of a known one", () => {
  const knownBefore = new Set([...Object.values(withoutOff.kinds).flat(), ...Object.keys(withoutOff.aliases)]);
  for (const name of [...addedFamilies, ...addedAliases]) for (const word of name.split(" ")) expect(knownBefore.has(word), `${name}: ${word}`).toBe(false);
  // The taxonomy's "clam meat" as a key of its own was a letter or two from "crab meat", which then read as clam.
  for (const typed of ["crab meat", "200g crab meat", "white crab meat (tin)"]) expect(readIngredient(typed), typed).not.toBe("clam");
});

// A label's word order (decision 015, ninth session, names27): the taxonomy's "almonds blanched", "walnuts shelled".
test("a name in a label's order, the qualifier after the food, reads as the cook's order does", () => {
  const pairs: readonly (readonly [string, string])[] = [
    ["peppers, red", "red peppers"],
    ["salmon, smoked", "smoked salmon"],
    ["apricots, dried", "dried apricots"],
    ["cod, salted", "salted cod"],
    ["tomatoes, cherry", "cherry tomatoes"],
    ["almonds blanched", "blanched almonds"],
    ["walnuts shelled", "shelled walnuts"],
    ["2 haddock, smoked", "2 smoked haddock"],
    ["beans, green", "green beans"],
  ];
  for (const [label, cooks] of pairs) expect(readIngredient(label), label).toBe(readIngredient(cooks));
  expect(readIngredient("almonds blanched")).toBe("almond");
  expect(readIngredient("apricots, dried")).not.toBe("apricot");
  // Two foods are not a food and its qualifier; what a list item names before and after stays its own.
  expect(readIngredient("chicken, onion")).toBe(readIngredient("chicken onion"));
  expect(readIngredient("chicken, rice")).toBe(readIngredient("chicken rice"));
});

test("property: a known food with a qualifier after a comma reads as the qualifier before it", () => {
  const foods = ["tomato", "pepper", "salmon", "haddock", "apricot", "almond", "mushroom", "onion", "carrot", "chicken breast", "pork belly", "cabbage", "potato", "prawn", "mackerel", "walnut", "chickpea", "lentil"];
  const qualifiers = ["red", "green", "smoked", "dried", "chopped", "frozen", "sliced", "fresh", "large", "baby", "blanched", "roasted", "tinned", "cooked", "salted", "pickled"];
  fc.assert(
    fc.property(fc.constantFrom(...foods), fc.constantFrom(...qualifiers), fc.constantFrom("", "s"), fc.constantFrom("", "2 ", "500g "), (food, qualifier, plural, amount) => {
      const named = `${food}${plural}`;
      expect(readIngredient(`${amount}${named}, ${qualifier}`), `${amount}${named}, ${qualifier}`).toBe(readIngredient(`${amount}${qualifier} ${named}`));
    }),
    { numRuns: 400, seed: 20261129 },
  );
});

// The taxonomy's "cooked pork filet mignon" (a French label's pork tenderloin) read as beef, "filet mignon" being beef's.
test("a meat named before a cut the tables tie to another animal is the meat named; a product after a meat stays the product", () => {
  for (const typed of ["pork filet mignon", "cooked pork filet mignon", "pork fillet mignon 500g", "2 pork filet mignons"]) expect(readIngredient(typed), typed).toBe("pork");
  expect(readIngredient("chicken filet mignon")).toBe("chicken");
  expect(readIngredient("filet mignon")).toBe("beef");
  expect(readIngredient("veal filet mignon")).toBe(readIngredient("filet mignon"));
  for (const typed of ["chicken sausage", "turkey bacon", "chicken chorizo", "turkey ham"]) expect(readIngredient(typed), typed).not.toBe(readIngredient(typed.split(" ")[0] ?? ""));
});
