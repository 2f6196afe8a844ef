import { expect, test } from "vitest";
import { parseIngredientLine } from "./ingredient-line.ts";
import { unitForWord, unitWords } from "./vocabulary.ts";

const cases: readonly (readonly [string, number | null, number | null, string | null, string, string | null])[] = [
  ["2 eggs", 2, null, null, "eggs", "2"],
  ["1.5 cups flour", 1.5, null, "cup", "flour", "1.5 cups"],
  ["1,5 kg potatoes", 1.5, null, "kg", "potatoes", "1,5 kg"],
  ["3/4 cup sugar", 0.75, null, "cup", "sugar", "3/4 cup"],
  ["1 1/2 tsp salt", 1.5, null, "tsp", "salt", "1 1/2 tsp"],
  ["½ tsp ground cumin", 0.5, null, "tsp", "ground cumin", "½ tsp"],
  ["1½ cups milk", 1.5, null, "cup", "milk", "1½ cups"],
  ["2 ½ cups stock", 2.5, null, "cup", "stock", "2 ½ cups"],
  ["2-3 cloves garlic", 2, 3, "clove", "garlic", "2-3 cloves"],
  ["2 to 3 tbsp oil", 2, 3, "tbsp", "oil", "2 to 3 tbsp"],
  ["2–3 carrots", 2, 3, null, "carrots", "2–3"],
  ["1 (14 oz) can chopped tomatoes, drained", 1, null, "can", "chopped tomatoes", "1 (14 oz) can"],
  ["1 x 400 g tin chickpeas", 1, null, "can", "chickpeas", "1 x 400 g tin"],
  ["200g spaghetti", 200, null, "g", "spaghetti", "200g"],
  ["200 g spaghetti", 200, null, "g", "spaghetti", "200 g"],
  ["2 cups rice", 2, null, "cup", "rice", "2 cups"],
  ["1 tbsp olive oil", 1, null, "tbsp", "olive oil", "1 tbsp"],
  ["a pinch of salt", 1, null, "pinch", "salt", "a pinch"],
  ["one onion, finely chopped", 1, null, null, "onion", "one"],
  ["a handful of basil leaves", 1, null, "handful", "basil leaves", "a handful"],
  ["1 cup (240 ml) milk", 1, null, "cup", "milk", "1 cup (240 ml)"],
  ["salt to taste", null, null, null, "salt", null],
  ["Freshly ground black pepper", null, null, null, "Freshly ground black pepper", null],
  ["a little oil", null, null, null, "a little oil", null],
];

test.each(cases)("reads %j", (line, quantity, upper, unit, name, amount) => {
  const parsed = parseIngredientLine(line);
  expect(parsed.quantity).toBe(quantity);
  expect(parsed.quantityUpper).toBe(upper);
  expect(parsed.unit).toBe(unit);
  expect(parsed.name).toBe(name);
  expect(parsed.amount ? line.slice(parsed.amount.start, parsed.amount.end) : null).toBe(amount);
});

test("a note after a comma or in brackets is kept apart from the name", () => {
  expect(parseIngredientLine("4 chicken thighs (bone-in), skin removed")).toMatchObject({ name: "chicken thighs", note: "bone-in, skin removed" });
  expect(parseIngredientLine("salt to taste").note).toBe("to taste");
});

test("a container's own size is known, so it is never scaled", () => {
  const line = "1 (14 oz) can tomatoes";
  const parsed = parseIngredientLine(line);
  expect(parsed.containerSize && line.slice(parsed.containerSize.start, parsed.containerSize.end)).toBe("14 oz");
});

test("thousands separators are not decimal commas", () => {
  expect(parseIngredientLine("1,500 g flour").quantity).toBe(1500);
});

// The old dry measures of American and British recipes (canning, pickling, market produce): a peck is a quarter
// bushel, 2 US dry gallons (8.81 l); written as units, not as what is counted.
test.each([
  ["1/2 peck green tomatoes", 0.5, "peck", "green tomatoes"],
  ["1 peck ripe tomatoes", 1, "peck", "ripe tomatoes"],
  ["2 pecks of apples", 2, "peck", "apples"],
  ["1-1/2 pecks pears", 1.5, "peck", "pears"],
  ["1 bushel tomatoes", 1, "bushel", "tomatoes"],
  ["½ bushel of apples", 0.5, "bushel", "apples"],
  ["2 bushels potatoes", 2, "bushel", "potatoes"],
])("reads the old dry measure in %j", (line, quantity, unit, name) => {
  const read = parseIngredientLine(line);
  expect([read.quantity, read.unit, read.name]).toEqual([quantity, unit, name]);
});

test("every unit as written: a word joined on by a hyphen goes on the word, and an abbreviation's dot is the abbreviation's", () => {
  const words = unitWords().filter((word) => /^[A-Za-z]+$/.test(word));
  expect(words).toEqual(expect.arrayContaining(["T", "t", "c", "g", "L", "tbsp", "oz", "cups"]));
  for (const word of words) {
    // "2 T-bone steaks" are two steaks, not two tablespoons of "-bone steaks".
    const joined = parseIngredientLine(`2 ${word}-bone steaks`);
    expect(joined.unit, word).toBeNull();
    expect(joined.name, word).toBe(`${word}-bone steaks`);
    // "1 T. flour" is a tablespoon of flour, not of ". flour".
    const dotted = parseIngredientLine(`1 ${word}. flour`);
    expect(dotted.unit, word).toBe(unitForWord(word)?.name);
    expect(dotted.name, word).toBe("flour");
  }
});
