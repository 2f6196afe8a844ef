import { unitsOfMeasure } from "parse-ingredient";
import { expect, test } from "vitest";
import vocabulary from "../../data/recipe-vocabulary.json" with { type: "json" };
import { recipeVocabularySchema } from "./vocabulary-schema.ts";
import { EVERY_KNOWN_NAME } from "../../tests/every-known-name.ts";
import { KITCHEN_FRACTIONS, NAMES_WITH_CONTAINER_WORDS, NUMBER_WORDS, OVEN_SETTINGS, UNITS, unitForWord, unitWordAgreeing } from "./vocabulary.ts";

test("data/recipe-vocabulary.json matches its schema", () => {
  const result = recipeVocabularySchema.safeParse(vocabulary);
  expect(result.success ? [] : result.error.issues).toEqual([]);
});

test("every unit parse-ingredient knows is ours too, unless excluded, with its own spellings", () => {
  const excluded = new Set(vocabulary.units.excluded);
  for (const [id, definition] of Object.entries(unitsOfMeasure)) {
    if (excluded.has(id)) continue;
    const unit = [...UNITS.values()].find((candidate) => candidate.id === id);
    expect(unit, id).toBeDefined();
    for (const word of [id, definition.plural, ...(definition.alternates ?? [])]) expect(unitForWord(word)?.id, word).toBe(id);
  }
});

test("every override names a unit that exists", () => {
  const ids = new Set([...UNITS.values()].map((unit) => unit.id));
  const names = new Set(UNITS.keys());
  for (const id of [...Object.keys(vocabulary.units.spellings), ...Object.keys(vocabulary.units.canonical), ...vocabulary.units.metric]) expect(ids.has(id), id).toBe(true);
  for (const name of vocabulary.units.readWithOf) expect(names.has(name), name).toBe(true);
  for (const [many, one] of Object.entries(vocabulary.units.plurals)) expect(unitForWord(many), many).toBe(unitForWord(one));
});

test("no written word names two units", () => {
  const seen = new Map<string, string>();
  for (const unit of UNITS.values()) {
    for (const word of [unit.singular, unit.plural]) {
      const key = word.toLowerCase();
      if (seen.has(key) && seen.get(key) !== unit.name) throw new Error(`${word} is both ${seen.get(key)} and ${unit.name}`);
      seen.set(key, unit.name);
    }
  }
});

test("single letters are read by their case: T is a tablespoon, t a teaspoon", () => {
  expect(unitForWord("T")?.name).toBe("tbsp");
  expect(unitForWord("t")?.name).toBe("tsp");
  expect(unitForWord("TBSP")?.name).toBe("tbsp");
  expect(unitForWord("in")).toBeUndefined();
  expect(unitForWord("large")).toBeUndefined();
});

test("unit words agree with a new amount; abbreviations are never made plural", () => {
  const cup = UNITS.get("cup");
  const litre = UNITS.get("l");
  const pound = UNITS.get("lb");
  const tablespoon = UNITS.get("tbsp");
  if (!cup || !litre || !pound || !tablespoon) throw new Error("missing units");
  expect(unitWordAgreeing("cup", cup, true)).toBe("cups");
  expect(unitWordAgreeing("Cups", cup, false)).toBe("Cup");
  expect(unitWordAgreeing("litre", litre, true)).toBe("litres");
  expect(unitWordAgreeing("litres", litre, false)).toBe("litre");
  expect(unitWordAgreeing("lbs", pound, false)).toBe("lb");
  expect(unitWordAgreeing("lb", pound, true)).toBe("lb");
  expect(unitWordAgreeing("tbsp", tablespoon, true)).toBe("tbsp");
  expect(unitWordAgreeing("tablespoon", tablespoon, true)).toBe("tablespoons");
});

test("kitchen fractions are known fraction characters, smallest first", () => {
  expect(KITCHEN_FRACTIONS.map((fraction) => fraction.glyph)).toEqual(["⅛", "¼", "⅓", "½", "⅔", "¾"]);
  expect(KITCHEN_FRACTIONS.every((fraction) => fraction.value > 0 && fraction.value < 1)).toBe(true);
});

test("number words longest first, so 'half a' is read before 'half'", () => {
  const words = [...NUMBER_WORDS.keys()];
  expect(words.indexOf("half a")).toBeLessThan(words.indexOf("half"));
  expect(words.indexOf("an")).toBeLessThan(words.indexOf("a"));
});

test("oven settings rise together in both scales", () => {
  for (let i = 1; i < OVEN_SETTINGS.length; i++) {
    const before = OVEN_SETTINGS[i - 1];
    const setting = OVEN_SETTINGS[i];
    if (!before || !setting) continue;
    expect(setting.fahrenheit).toBeGreaterThan(before.fahrenheit);
    expect(setting.celsius).toBeGreaterThan(before.celsius);
    // Within 7 °C of the formula (gas mark 9 is 240 °C and 475 °F by convention): a setting, not a typing slip.
    expect(Math.abs(((setting.fahrenheit - 32) * 5) / 9 - setting.celsius)).toBeLessThanOrEqual(7);
  }
});

// "1 cup bottle gourd" is no bottle: every name the food tables know that begins with a container's word ("bottle", "pot",
// "pack") is listed, so that the amount grammar does not read its first word as a pack whose size the measure is.
test("every known food name that begins with a container's word is a name with a container word", () => {
  const listed = new Set(NAMES_WITH_CONTAINER_WORDS);
  const begins = EVERY_KNOWN_NAME.filter((name) => {
    const [first, second] = name.split(" ");
    return second !== undefined && second !== "of" && unitForWord(first ?? "")?.container === true;
  });
  expect(begins.length).toBeGreaterThan(0);
  expect(begins.filter((name) => !listed.has(name))).toEqual([]);
  for (const name of NAMES_WITH_CONTAINER_WORDS) expect(UNITS.get(unitForWord(name.split(" ")[0] ?? "")?.name ?? "")?.container, name).toBe(true);
});
