import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { avoidanceFor, findInIngredient } from "./allergens.ts";
import { ingredientKind } from "./ingredient-kinds.ts";
import { covers, readIngredient } from "./ingredient-names.ts";
import { readySaucesSchema } from "./ready-sauces-schema.ts";
import { givesLine, READY_SAUCES, sauceCovers } from "./ready-sauces.ts";

/**
 * data/ready-sauces.json (decision 015, eleventh session, sauces31): a bought sauce stands, in a dish of that sauce, for the
 * lines the dish makes the sauce of, and never for the dish's protein, its vegetables or its starch.
 */

test("the ready sauces data file has the schema's shape", () => {
  const parsed = readySaucesSchema.safeParse(JSON.parse(readFileSync("data/ready-sauces.json", "utf8")));
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
});

test("every ready sauce and every line it covers is a canonical name: data and typed names meet", () => {
  const faults = READY_SAUCES.flatMap((sauce) => [sauce.name, ...sauce.covers].filter((name) => readIngredient(name) !== name).map((name) => `${sauce.name}: ${name} reads as ${readIngredient(name)}`));
  expect(faults).toEqual([]);
});

test("a ready sauce is a jar of seasoning: never weighed as fresh produce the cook must use up, never a protein", () => {
  expect(READY_SAUCES.filter((sauce) => ingredientKind(sauce.name) !== "condiment").map((sauce) => `${sauce.name}: ${ingredientKind(sauce.name)}`)).toEqual([]);
});

test("a sauce covers a line only in a dish of that sauce: a jar of korma sauce gives no carbonara its cream", () => {
  expect(sauceCovers("korma sauce", "Quick Chicken Korma", "coconut milk")).toBe(true);
  expect(sauceCovers("korma sauce", "Spaghetti Carbonara", "heavy cream")).toBe(false);
  expect(sauceCovers("korma sauce", null, "coconut milk")).toBe(false);
  expect(sauceCovers("satay sauce", "Peanut Butter Cookies", "peanut butter")).toBe(false);
  expect(sauceCovers("satay sauce", "Chicken Satay with Peanut Sauce", "peanut butter")).toBe(true);
  // A phrase's words in order, others between: a Thai green chicken curry is a green curry; a curry is not a green one.
  expect(sauceCovers("green curry sauce", "Thai Green Chicken Curry", "coconut milk")).toBe(true);
  expect(sauceCovers("green curry sauce", "Chicken Curry", "coconut milk")).toBe(false);
  expect(sauceCovers("arrabbiata sauce", "Penne all'Arrabbiata", "tomato")).toBe(true);
  // What the name gives anywhere, it gives in its dish too, and only the sauces of the data cover by dish.
  expect(givesLine("pasta sauce", "Shakshuka", "passata")).toBe(true);
  expect(givesLine("chicken", "Quick Chicken Korma", "coconut milk")).toBe(false);
});

test("a bought tomato pasta sauce, however typed, still gives any recipe's passata line, and passata gives no pasta sauce's other lines", () => {
  for (const typed of ["marinara sauce", "jar of Dolmio", "bolognese sauce", "half a jar of pasta sauce", "Prego pasta sauce", "Loyd Grossman tomato and basil pasta sauce"]) {
    expect([typed, readIngredient(typed)]).toEqual([typed, "pasta sauce"]);
    expect(covers(readIngredient(typed), "passata")).toBe(true);
  }
  expect(givesLine("passata", "Spaghetti Bolognese", "tomato paste")).toBe(false);
});

const readData = () => JSON.parse(readFileSync("data/ready-sauces.json", "utf8")) as { sauces: { name: string; allergens?: string[] }[] };
const JAR_WORDINGS = ["{}", "jar of {}", "half a jar of {}", "Patak's {}", "Sharwood's {}", "Blue Dragon {}", "2 jars {}"] as const;

test("what a jar usually holds, the allergy check finds in every way the jar is typed", () => {
  const faults = readData().sauces.flatMap((sauce) =>
    (sauce.allergens ?? []).flatMap((allergen) =>
      JAR_WORDINGS.map((wording) => wording.replace("{}", sauce.name)).filter((line) => findInIngredient(line, avoidanceFor(allergen)).length === 0).map((line) => `${allergen} not found in "${line}"`),
    ),
  );
  expect(faults).toEqual([]);
});

test("a jar's allergens are named as the allergy check's families", () => {
  const families = new Set((JSON.parse(readFileSync("data/allergens.json", "utf8")) as { families: { id: string }[] }).families.map((family) => family.id));
  expect(readData().sauces.flatMap((sauce) => (sauce.allergens ?? []).filter((id) => !families.has(id)).map((id) => `${sauce.name}: ${id}`))).toEqual([]);
});
