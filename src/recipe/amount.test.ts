import fc from "fast-check";
import { expect, test } from "vitest";
import { scaleIngredientLine } from "./adapt.ts";
import { readAmount } from "./amount.ts";
import { kitchenTolerance, isWellFormed } from "../../tests/kitchen-rounding.ts";
import { parseIngredientLine } from "./ingredient-line.ts";

/**
 * The amount grammar: every written form reads as its value, and what scaling writes reads back as
 * the scaled value, within kitchen rounding, in well-formed text.
 */

const forms: readonly (readonly [string, number, number | null, string | null, string])[] = [
  ["2 eggs", 2, null, null, "2"],
  ["1.5 cups flour", 1.5, null, "cup", "1.5 cups"],
  [".5 tsp salt", 0.5, null, "tsp", ".5 tsp"],
  ["1,5 kg potatoes", 1.5, null, "kg", "1,5 kg"],
  ["1,500 g flour", 1500, null, "g", "1,500 g"],
  ["1/2 cup milk", 0.5, null, "cup", "1/2 cup"],
  ["1⁄2 cup milk", 0.5, null, "cup", "1⁄2 cup"],
  ["1/ 4 cucumber", 0.25, null, null, "1/ 4"],
  ["1 / 2 cup milk", 0.5, null, "cup", "1 / 2 cup"],
  ["3 /4 tsp salt", 0.75, null, "tsp", "3 /4 tsp"],
  ["½ cup milk", 0.5, null, "cup", "½ cup"],
  ["1 1/2 cups sugar", 1.5, null, "cup", "1 1/2 cups"],
  ["1-1/2 cups sugar", 1.5, null, "cup", "1-1/2 cups"],
  ["1½ cups sugar", 1.5, null, "cup", "1½ cups"],
  ["1 ½ cups sugar", 1.5, null, "cup", "1 ½ cups"],
  ["⅞ cup oats", 0.875, null, "cup", "⅞ cup"],
  ["2-3 cloves garlic", 2, 3, "clove", "2-3 cloves"],
  ["2 – 3 cloves garlic", 2, 3, "clove", "2 – 3 cloves"],
  ["2 to 3 tbsp oil", 2, 3, "tbsp", "2 to 3 tbsp"],
  ["1 or 2 chillies", 1, 2, null, "1 or 2"],
  ["1/2-3/4 cup stock", 0.5, 0.75, "cup", "1/2-3/4 cup"],
  ["200g spaghetti", 200, null, "g", "200g"],
  ["2 Tbsp butter", 2, null, "tbsp", "2 Tbsp"],
  ["2 T butter", 2, null, "tbsp", "2 T"],
  ["2 t salt", 2, null, "tsp", "2 t"],
  ["3 lbs beef", 3, null, "lb", "3 lbs"],
  ["10 ozs. almond paste", 10, null, "oz", "10 ozs."],
  ["8 fl oz milk", 8, null, "fl oz", "8 fl oz"],
  ["1 litre stock", 1, null, "l", "1 litre"],
  ["a pinch of salt", 1, null, "pinch", "a pinch"],
  ["one onion", 1, null, null, "one"],
  ["half a lemon", 0.5, null, null, "half a"],
  ["quarter of a cucumber", 0.25, null, null, "quarter of a"],
  ["a third of a cucumber", 1 / 3, null, null, "a third of a"],
  ["three quarters of a cup of milk", 0.75, null, "cup", "three quarters of a cup"],
  ["two thirds of a cup sugar", 2 / 3, null, "cup", "two thirds of a cup"],
  ["a couple of eggs", 2, null, null, "a couple of"],
  ["two or three carrots", 2, 3, null, "two or three"],
  ["about 2 cups rice", 2, null, "cup", "2 cups"],
  ["1 heaped tbsp flour", 1, null, "tbsp", "1 heaped tbsp"],
  ["1 (14 oz) can tomatoes", 1, null, "can", "1 (14 oz) can"],
  ["1 x 400 g tin chickpeas", 1, null, "can", "1 x 400 g tin"],
  ["two 14-ounce cans beans", 2, null, "can", "two 14-ounce cans"],
  ["1 can (400 g) chickpeas", 1, null, "can", "1 can (400 g)"],
  ["400 g tin chopped tomatoes", 1, null, "can", "400 g tin"],
  ["400g can of chickpeas", 1, null, "can", "400g can"],
  ["14 oz can black beans", 1, null, "can", "14 oz can"],
  ["500 g bag spinach", 1, null, "bag", "500 g bag"],
  ["400ml tin coconut milk", 1, null, "can", "400ml tin"],
  ["about 250g block butter", 1, null, "block", "250g block"],
  ["400 g tins chopped tomatoes", 400, null, "g", "400 g"],
  ["¼ teaspoon clove", 0.25, null, "tsp", "¼ teaspoon"],
  ["1 cup bottle gourd", 1, null, "cup", "1 cup"],
  ["1 cup (240 ml) milk", 1, null, "cup", "1 cup (240 ml)"],
  ["225g/8oz butter", 225, null, "g", "225g/8oz"],
  ["1 thumb-sized piece ginger", 1, null, null, "1 thumb-sized piece"],
  ["a dozen eggs", 1, null, "dozen", "a dozen"],
  // A bar's own measures, as cocktail cards write them.
  ["1 barspoon white rum", 1, null, "barspoon", "1 barspoon"],
  ["2 bar spoons sugar syrup", 2, null, "barspoon", "2 bar spoons"],
  ["1 jigger bourbon", 1, null, "jigger", "1 jigger"],
  ["a barspoon of maraschino", 1, null, "barspoon", "a barspoon"],
];

test.each(forms)("%j reads as its amount, with the span it is written in", (line, quantity, upper, unit, written) => {
  const amount = readAmount(line, 0);
  expect(amount?.quantity).toBeCloseTo(quantity, 3);
  expect(amount?.upper ?? null).toBe(upper);
  expect(amount?.unit?.name ?? null).toBe(unit);
  expect(amount && line.slice(amount.start, amount.end)).toBe(written);
});

test.each(["a little oil", "a few leaves", "salt to taste", "some parsley", "1st course", "x", "five spice powder", "Five-spice, to taste", "half and half"])("%j has no amount", (line) => {
  expect(readAmount(line, 0)).toBeNull();
});

test.each([
  ["1/2 cup milk", 2, "1 cup milk"],
  ["3/4 cup flour", 2, "1 ½ cups flour"],
  ["1/2 tsp salt", 0.25, "⅛ tsp salt"],
  ["1/3 cup oil", 2, "⅔ cup oil"],
  ["1/2 red onion", 2, "1 red onion"],
  ["1/2 red onion", 4, "2 red onions"],
  ["nagaimo: 160 g", 2, "nagaimo: 320 g"],
  ["1 cup (240 ml) milk", 2, "2 cups (480 ml) milk"],
  ["1 (14 oz) can tomatoes", 2, "2 (14 oz) cans tomatoes"],
  ["1 x 400 g tin chickpeas", 3, "3 x 400 g tins chickpeas"],
  // A pack's size written with no count is one pack: doubled, two packs of that size, never one of twice the size.
  ["400 g tin chopped tomatoes", 2, "2 × 400 g tins chopped tomatoes"],
  ["14 oz can black beans", 0.5, "½ × 14 oz can black beans"],
  ["400g can of chickpeas", 3, "3 × 400g cans of chickpeas"],
  ["500 g bag spinach", 2, "2 × 500 g bags spinach"],
  ["1 whole chicken (about 2 lbs)", 2, "2 whole chickens (about 4 lbs)"],
  ["a pinch of salt", 2, "2 pinches of salt"],
  ["1 barspoon white rum", 2, "2 barspoons white rum"],
  ["2 jiggers gin", 0.5, "1 jigger gin"],
  ["2 large eggs", 0.5, "1 large egg"],
  ["Juice of 1 lemon", 3, "Juice of 3 lemons"],
  ["2-3 cloves garlic", 2, "4-6 cloves garlic"],
  ["1 ½ cups stock", 1 / 3, "½ cup stock"],
  ["225g/8oz butter", 0.5, "115g/4oz butter"],
  ["1,5 kg potatoes", 0.5, "0,75 kg potatoes"],
])("%j × %d reads %j", (line, factor, scaled) => {
  expect(scaleIngredientLine(line, factor)).toBe(scaled);
});

// ---- Properties over generated amounts in every written form. ----

interface Written {
  readonly text: string;
  readonly value: number;
}

const wholes = fc.integer({ min: 1, max: 12 });
const proper = fc.constantFrom([1, 2], [1, 3], [2, 3], [1, 4], [3, 4], [1, 8], [3, 8], [5, 8], [7, 8]);
const glyphOf: Readonly<Record<string, string>> = { "1/2": "½", "1/3": "⅓", "2/3": "⅔", "1/4": "¼", "3/4": "¾", "1/8": "⅛", "3/8": "⅜", "5/8": "⅝", "7/8": "⅞" };

/** One number in every way recipes write it. */
const number: fc.Arbitrary<Written> = fc.oneof(
  wholes.map((whole) => ({ text: String(whole), value: whole })),
  fc.integer({ min: 5, max: 900 }).map((whole) => ({ text: String(whole), value: whole })),
  fc.tuple(wholes, fc.integer({ min: 1, max: 9 }), fc.constantFrom(".", ",")).map(([whole, tenth, point]) => ({ text: `${whole}${point}${tenth}`, value: whole + tenth / 10 })),
  proper.map(([top, bottom]) => ({ text: `${top}/${bottom}`, value: top / bottom })),
  // Spaces about the slash, as pages and PDFs copied into text leave them: "1 / 2", "1/ 4".
  fc.tuple(proper, fc.constantFrom(" /", "/ ", " / ")).map(([[top, bottom], slash]) => ({ text: `${top}${slash}${bottom}`, value: top / bottom })),
  proper.map(([top, bottom]) => ({ text: glyphOf[`${top}/${bottom}`] ?? "", value: top / bottom })),
  fc.tuple(wholes, proper, fc.constantFrom(" ", "-")).map(([whole, [top, bottom], joint]) => ({ text: `${whole}${joint}${top}/${bottom}`, value: whole + top / bottom })),
  fc.tuple(wholes, proper, fc.constantFrom("", " ")).map(([whole, [top, bottom], joint]) => ({ text: `${whole}${joint}${glyphOf[`${top}/${bottom}`] ?? ""}`, value: whole + top / bottom })),
);

const words = fc.constantFrom<Written>({ text: "a", value: 1 }, { text: "one", value: 1 }, { text: "two", value: 2 }, { text: "three", value: 3 }, { text: "half a", value: 0.5 }, { text: "a couple of", value: 2 });

/** Units as written: full words agreeing or not, abbreviations, a bare count with a counted word. */
const units = fc.constantFrom(
  { one: "cup", many: "cups", name: "cup" },
  { one: "tablespoon", many: "tablespoons", name: "tbsp" },
  { one: "tbsp", many: "tbsp", name: "tbsp" },
  { one: "Tbsp", many: "Tbsp", name: "tbsp" },
  { one: "teaspoon", many: "teaspoons", name: "tsp" },
  { one: "tsp", many: "tsp", name: "tsp" },
  { one: "g", many: "g", name: "g" },
  { one: "gram", many: "grams", name: "g" },
  { one: "kg", many: "kg", name: "kg" },
  { one: "ml", many: "ml", name: "ml" },
  { one: "litre", many: "litres", name: "l" },
  { one: "oz", many: "oz", name: "oz" },
  { one: "lb", many: "lbs", name: "lb" },
  { one: "pound", many: "pounds", name: "lb" },
  { one: "pinch", many: "pinches", name: "pinch" },
  { one: "clove", many: "cloves", name: "clove" },
  { one: "can", many: "cans", name: "can" },
  { one: "bunch", many: "bunches", name: "bunch" },
  { one: "", many: "", name: null },
);

const separators = fc.constantFrom("-", "–", " - ", " to ", " or ");

interface Line {
  readonly text: string;
  readonly quantity: number;
  readonly upper: number | null;
  readonly unit: string | null;
}

const lines: fc.Arbitrary<Line> = fc
  .record({
    low: fc.oneof({ weight: 5, arbitrary: number }, { weight: 1, arbitrary: words }),
    range: fc.option(fc.tuple(separators, number), { freq: 4 }),
    unit: units,
    joint: fc.constantFrom(" ", ""),
    name: fc.constantFrom("flour", "red onion", "eggs", "chicken thighs, diced", "milk (whole)", "olive oil"),
  })
  .filter(({ low, range }) => range === null || (!low.text.match(/^[a-z]/) && range[1].value > low.value))
  .map(({ low, range, unit, joint, name }) => {
    const upper = range?.[1].value ?? null;
    const many = (upper ?? low.value) > 1;
    const unitText = many ? unit.many : unit.one;
    // Words and unit words are always spaced; figures may touch an abbreviation ("200g").
    const space = /^[a-z]/i.test(low.text) || unitText.length > 3 || !/\d$/.test(range?.[1].text ?? low.text) ? " " : joint;
    const amount = `${low.text}${range ? `${range[0]}${range[1].text}` : ""}`;
    return { text: unitText === "" ? `${amount} ${name}` : `${amount}${space}${unitText} ${name}`, quantity: low.value, upper, unit: unit.name };
  });

test("every written form reads as its value", () => {
  fc.assert(
    fc.property(lines, (line) => {
      const read = parseIngredientLine(line.text);
      expect(read.quantity).toBeCloseTo(line.quantity, 3);
      if (line.upper === null) expect(read.quantityUpper).toBeNull();
      else expect(read.quantityUpper).toBeCloseTo(line.upper, 3);
      expect(read.unit).toBe(line.unit);
    }),
    { numRuns: 2000 },
  );
});

test("read(scale(line, k)) is k × read(line) within kitchen rounding, and the text is well formed", () => {
  fc.assert(
    fc.property(lines, fc.constantFrom(2, 0.5, 3, 1 / 3, 0.25, 1.5), (line, factor) => {
      const scaled = scaleIngredientLine(line.text, factor);
      const read = parseIngredientLine(scaled);
      const wanted = line.quantity * factor;
      const amount = read.amount ? scaled.slice(read.amount.start, read.amount.end) : "";
      expect(isWellFormed(amount), scaled).toBe(true);
      expect(read.unit, scaled).toBe(line.unit);
      expect(Math.abs((read.quantity ?? Number.NaN) - wanted), `${line.text} × ${factor} → ${scaled}`).toBeLessThanOrEqual(kitchenTolerance(wanted, line.unit));
      if (line.upper !== null) {
        // A range whose ends round alike is written as one number.
        const upper = read.quantityUpper ?? read.quantity ?? Number.NaN;
        expect(Math.abs(upper - line.upper * factor), `${line.text} × ${factor} → ${scaled}`).toBeLessThanOrEqual(kitchenTolerance(line.upper * factor, line.unit));
      }
    }),
    { numRuns: 3000 },
  );
});
