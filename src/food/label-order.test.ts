import fc from "fast-check";
import { expect, test } from "vitest";
import { isReadAsFood, readIngredient } from "./ingredient-names.ts";
import { EVERY_KNOWN_NAME } from "../../tests/every-known-name.ts";

// A food label's order, the qualifier after the name ("yellowfin tuna, smoked", "andouille sausage blanched", "clove, red"),
// is read as the cook's order ("smoked yellowfin tuna") wherever the cook's order reads as a food (decision 015; sweep33,
// twelfth session). The off-names property drew its foods from eighteen names the tables know whole; drawn from the whole
// vocabulary, a name read by its head or family ("yellowfin tuna" is tuna) or one opening with an amount's word ("clove",
// "half and half", "fillet mignon") lost the food to the qualifier: 1,311 of 3,321 names × 19 qualifiers.

const FOOD_NAMES = EVERY_KNOWN_NAME.filter((name) => isReadAsFood(readIngredient(name)));
// Colours, states and what was done to the food: the property's own qualifiers, and participles a cook writes after it.
const QUALIFIERS = ["red", "green", "smoked", "dried", "chopped", "frozen", "sliced", "fresh", "large", "baby", "blanched", "roasted", "tinned", "cooked", "salted", "pickled", "grilled", "shelled", "halved"];
const PARTICIPLE = /[a-z]{3}ed$/;

/**
 * What is wrong with the item's reading, or undefined: read in the cook's order as a food, the label's order reads as that
 * food or as the name alone; after a comma, the words read without the comma may be a name of their own ("beet, green" is
 * beet greens).
 */
function labelFault(amount: string, name: string, qualifier: string, comma: boolean): string | undefined {
  const cooks = readIngredient(`${amount}${qualifier} ${name}`);
  if (!isReadAsFood(cooks)) return undefined;
  const typed = `${amount}${name}${comma ? "," : ""} ${qualifier}`;
  const read = readIngredient(typed);
  const allowed = [cooks, readIngredient(`${amount}${name}`), ...(comma ? [readIngredient(`${amount}${name} ${qualifier}`)] : [])];
  return isReadAsFood(read) && allowed.includes(read) ? undefined : `${typed} → ${read} (cook's order ${cooks})`;
}

test("over the whole vocabulary: every food's name, a qualifier after a comma or a participle after it, reads as the cook's order does", () => {
  expect(FOOD_NAMES.length).toBeGreaterThan(3000);
  // One colour and two participles, each way they are typed, over every name: the whole class within the suite's time.
  const faults = FOOD_NAMES.flatMap((name) => [labelFault("", name, "red", true), labelFault("", name, "smoked", true), labelFault("", name, "blanched", false)]).filter((fault) => fault !== undefined);
  expect({ count: faults.length, first: faults.slice(0, 40) }).toEqual({ count: 0, first: [] });
}, 60_000);

test("the names the reader read by their head or family, or by an amount's word, keep their food after a qualifier", () => {
  expect(readIngredient("yellowfin tuna, smoked")).toBe("tuna");
  expect(readIngredient("andouille sausage, red")).toBe(readIngredient("andouille sausage"));
  expect(readIngredient("asiago cheese blanched")).toBe(readIngredient("smoked asiago cheese"));
  expect(readIngredient("2 clove, red")).toBe("clove");
  expect(readIngredient("half and half, red")).toBe("half and half");
  expect(readIngredient("fillet mignon grilled")).toBe("beef");
  expect(readIngredient("rasher, smoked")).toBe("bacon");
  // A second food after the comma is still no qualifier; a whole name of the tables is read whole.
  expect(readIngredient("chicken, onion")).toBe(readIngredient("chicken onion"));
  expect(readIngredient("turnip, green")).toBe(readIngredient("turnip green"));
});

test("a property: any food's name, any amount, any qualifier after a comma or participle after it, reads as the cook's order does", () => {
  fc.assert(
    fc.property(fc.constantFrom(...FOOD_NAMES), fc.constantFrom(...QUALIFIERS), fc.constantFrom("", "2 ", "500g "), fc.boolean(), (name, qualifier, amount, comma) => {
      expect(labelFault(amount, name, qualifier, comma || !PARTICIPLE.test(qualifier))).toBeUndefined();
    }),
    { numRuns: 300 },
  );
});
