import { readFileSync } from "node:fs";
import fc from "fast-check";
import { expect, test } from "vitest";
import { usdaOf } from "../../tests/nutrition-lines.ts";
import { pluralise, readIngredient } from "./ingredient-names.ts";
import { nutritionFoodsSchema } from "./nutrition-schema.ts";

/**
 * A dried fruit is another food than the fresh one, for cooking and for nutrition (decision 018, ninth session, reader28):
 * "dried peaches" hold six times the energy of fresh peaches by weight. Over the whole table, never one recipe's line.
 */

const foods = nutritionFoodsSchema.parse(JSON.parse(readFileSync("data/nutrition-foods.json", "utf8"))).foods;
// SR28's foods as data/sources/usda-sr28-foods.tsv gives them: number, food group, description.
const sr28 = readFileSync("data/sources/usda-sr28-foods.tsv", "utf8")
  .split("\n")
  .slice(1)
  .filter((row) => row !== "")
  .map((row) => row.split("\t"))
  .map(([usda = "", group = "", description = ""]) => ({ usda, group, description }));
const byNumber = new Map(sr28.map((food) => [food.usda, food]));
const FRUIT_GROUP = "0900";
const headOf = (description: string) => description.split(",")[0] ?? "";
const DRIED = /\bdried\b|\bdehydrated\b/;

// A fresh fruit or mushroom the table counts, whose SR28 species (the description's head) SR28 also has dried, as sold to eat
// (not stewed, powdered or freeze-dried). SR28's "Currants, zante, dried" are a grape dried, not a red or black currant.
function driedOfSpecies(usda: string): string | undefined {
  const food = byNumber.get(usda);
  if (food === undefined || DRIED.test(food.description)) return undefined;
  const head = headOf(food.description);
  if (!(food.group === FRUIT_GROUP || head === "Mushrooms") || head === "Currants") return undefined;
  return sr28.find((other) => other.group === food.group && headOf(other.description) === head && DRIED.test(other.description) && !/stewed|powder|freeze/.test(other.description))?.usda;
}

const FRESH_WITH_DRIED = foods.filter((food) => driedOfSpecies(food.usda) !== undefined);

test("every fresh fruit or mushroom the table counts, whose species SR28 has dried, has that dried form", () => {
  expect(FRESH_WITH_DRIED.length).toBeGreaterThan(25);
  expect(FRESH_WITH_DRIED.filter((food) => food.forms?.dried === undefined).map((food) => food.name)).toEqual([]);
  // And the form is a dried food of the same species.
  const wrong = FRESH_WITH_DRIED.filter((food) => {
    const dried = byNumber.get(food.forms?.dried ?? "");
    return dried === undefined || !DRIED.test(dried.description) || headOf(dried.description) !== headOf(byNumber.get(food.usda)?.description ?? "");
  });
  expect(wrong.map((food) => food.name)).toEqual([]);
});

test("over the whole table: a line of a dried fruit or mushroom, in many wordings, counts the dried food, never the fresh", () => {
  // Weighed lines: a cup of a dried food SR28 weighs by no cup is not counted at all, which is no fresh food either.
  const wordings = ["100 g dried {s}", "200g dried {one}, chopped", "100 g dried {s} (use by friday)", "50 g {s}, dried", "1 lb dried {s}", "75g Dried {s}"];
  const wrong = FRESH_WITH_DRIED.filter((food) => readIngredient(food.name) === food.name).flatMap((food) =>
    wordings
      .map((wording) => wording.replace("{s}", pluralise(food.name)).replace("{one}", food.name))
      .filter((line) => usdaOf(line) !== food.forms?.dried)
      .map((line) => `${line} → ${usdaOf(line)}`),
  );
  expect(wrong).toEqual([]);
});

test("a property: any such fruit, dried, any amount: the dried food; fresh, the fresh one", () => {
  const names = FRESH_WITH_DRIED.filter((food) => readIngredient(food.name) === food.name);
  fc.assert(
    fc.property(fc.constantFrom(...names), fc.constantFrom("100 g ", "1 kg ", "250g ", "3 oz "), (food, amount) => {
      expect(usdaOf(`${amount}dried ${pluralise(food.name)}`)).toBe(food.forms?.dried);
      expect(usdaOf(`${amount}${pluralise(food.name)}`)).toBe(food.usda);
    }),
  );
});

// SR28's candied fruit (09426): a fruit boiled in syrup and dried, mostly sugar.
const CANDIED_FRUIT = "09426";
const PROCESSED = /dried|dehydrated|canned|juice|frozen|candied|cooked|powder|sweetened|syrup/i;
const FRESH_FRUIT = foods.filter((food) => {
  const described = byNumber.get(food.usda);
  // A name that is itself the candied form ("candied peel") is counted by its own food.
  return described !== undefined && described.group === FRUIT_GROUP && !PROCESSED.test(described.description) && !PROCESSED.test(food.name);
});

test("every fresh fruit the table counts has SR28's candied fruit as its candied form", () => {
  expect(FRESH_FRUIT.length).toBeGreaterThan(50);
  expect(FRESH_FRUIT.filter((food) => food.forms?.candied !== CANDIED_FRUIT).map((food) => food.name)).toEqual([]);
  const wrong = FRESH_FRUIT.flatMap((food) => ["candied", "crystallised", "crystallized", "Candied"].map((word) => `100 g ${word} ${food.name}`)).filter((line) => usdaOf(line) !== CANDIED_FRUIT);
  expect(wrong).toEqual([]);
});

test("a property: any fresh fruit typed candied or crystallised, any amount, counts candied fruit; typed plain, the fruit", () => {
  // Names whose plural the line reader reads as the fruit ("calamansis" it does not: another matter).
  const names = FRESH_FRUIT.filter((food) => readIngredient(food.name) === food.name && usdaOf(`100 g ${pluralise(food.name)}`) === food.usda);
  expect(names.length).toBeGreaterThan(40);
  fc.assert(
    fc.property(fc.constantFrom(...names), fc.constantFrom("candied", "crystallised", "crystallized", "Candied"), fc.constantFrom("100 g ", "250g ", "3 oz "), (food, word, amount) => {
      expect(usdaOf(`${amount}${word} ${food.name}`)).toBe(CANDIED_FRUIT);
      expect(usdaOf(`${amount}${pluralise(food.name)}`)).toBe(food.usda);
    }),
  );
});
