import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { allRecipes } from "../cookbook/recipe.ts";
import { avoidanceFor, findInIngredient } from "./allergens.ts";
import { ingredientKind, isProtein } from "./ingredient-kinds.ts";
import { covers, readIngredient, TIN_WORDS } from "./ingredient-names.ts";
import { readySaucesSchema } from "./ready-sauces-schema.ts";
import { givesLine, isDishOf, READY_SAUCES, readySauce, sauceCovers } from "./ready-sauces.ts";

/**
 * data/ready-sauces.json (decision 015, eleventh session, sauces31): a bought sauce stands, in a dish of that sauce, for the
 * lines the dish makes the sauce of, and never for the dish's protein, its vegetables or its starch.
 */

const PRODUCE_KINDS: ReadonlySet<string> = new Set(["fresh-produce", "keeping-produce"]);
const saysTin = (quantity: string) => new RegExp(`\\b(?:${TIN_WORDS.join("|")})\\b`, "i").test(quantity);

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

test("a sauce never covers a protein, and covers produce only where every line of it in the sauce's dishes is a tin", () => {
  const faults = READY_SAUCES.flatMap((sauce) =>
    [...sauce.covers].flatMap((name) => {
      if (isProtein(name)) return [`${sauce.name} covers the protein ${name}`];
      if (!PRODUCE_KINDS.has(ingredientKind(name))) return [];
      const lines = allRecipes.filter((recipe) => isDishOf(sauce, recipe.title)).flatMap((recipe) => recipe.ingredients.filter((ingredient) => ingredient.name === name));
      return lines.length > 0 && lines.every((line) => saysTin(line.quantity)) ? [] : [`${sauce.name} covers the produce ${name}, not always from a tin: ${lines.map((line) => line.quantity).join("; ")}`];
    }),
  );
  expect(faults).toEqual([]);
});

test("in every dish of a sauce, the lines it covers are never the dish's main protein nor its main vegetable", () => {
  // Over the whole cookbook: a main line the jar would stand for must be of a seasoning, sauce base, nut or cheese kind.
  const faults = allRecipes.flatMap((recipe) =>
    READY_SAUCES.filter((sauce) => isDishOf(sauce, recipe.title)).flatMap((sauce) =>
      recipe.ingredients
        .filter((ingredient) => ingredient.role === "main" && sauceCovers(sauce.name, recipe.title, ingredient.name) && (isProtein(ingredient.name) || PRODUCE_KINDS.has(ingredientKind(ingredient.name))))
        .map((ingredient) => `${recipe.id}: ${sauce.name} covers its main ${ingredient.name}`),
    ),
  );
  expect(faults).toEqual([]);
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

test("every ready sauce has a dish in the cookbook, or says why none is there", () => {
  const data = JSON.parse(readFileSync("data/ready-sauces.json", "utf8")) as { sauces: { name: string; noDish?: string }[] };
  const faults = data.sauces.flatMap((sauce) => {
    const found = readySauce(sauce.name);
    const dishes = found === undefined ? [] : allRecipes.filter((recipe) => isDishOf(found, recipe.title));
    if (dishes.length === 0 && sauce.noDish === undefined) return [`${sauce.name}: no dish, and no word why`];
    if (dishes.length > 0 && sauce.noDish !== undefined) return [`${sauce.name}: says it has no dish, yet ${dishes.map((recipe) => recipe.id).join(", ")}`];
    return [];
  });
  expect(faults).toEqual([]);
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
