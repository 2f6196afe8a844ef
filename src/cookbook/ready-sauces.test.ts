import fc from "fast-check";
import { expect, test } from "vitest";
import { DEFAULT_PANTRY } from "../core/preferences.ts";
import { isProtein } from "../food/ingredient-kinds.ts";
import { readFileSync } from "node:fs";
import { ingredientKind } from "../food/ingredient-kinds.ts";
import { covers, readIngredient, TIN_WORDS } from "../food/ingredient-names.ts";
import { isDishOf, READY_SAUCES, readySauce, sauceCovers, type ReadySauce } from "../food/ready-sauces.ts";
import { adaptRecipe } from "../recipe/adapt.ts";
import { haveOrNeed, namesOf, shoppingList } from "../recipe/have-need.ts";
import { understandRecipe } from "../recipe/understand.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";
import { answerFromCookbook } from "./match.ts";
import { allRecipes } from "./recipe.ts";

/**
 * A bought sauce is the dish's sauce (issue 24; decision 015, eleventh session, sauces31): a cook with chicken and a jar of
 * korma sauce means chicken korma, its spice and cream lines already in the jar; those lines are neither to buy, nor marked
 * to buy, nor on the shopping list. Over every ready sauce of data/ready-sauces.json and every everyday protein of the
 * cookbook, not over the lists that found it.
 */

// The cookbook's everyday proteins: those ten or more of its dishes are built on (chicken, beef, tofu, prawns, eggs…).
const PROTEINS: readonly string[] = (() => {
  const counted = new Map<string, number>();
  for (const recipe of allRecipes) {
    for (const ingredient of recipe.ingredients) if (ingredient.role === "main" && isProtein(ingredient.name)) counted.set(ingredient.name, (counted.get(ingredient.name) ?? 0) + 1);
  }
  return [...counted].filter(([, count]) => count >= 10).map(([name]) => name).sort();
})();
const STAPLES = ["rice", "pasta"] as const;
const PRODUCE_KINDS: ReadonlySet<string> = new Set(["fresh-produce", "keeping-produce"]);
const saysTin = (quantity: string) => new RegExp(`\\b(?:${TIN_WORDS.join("|")})\\b`, "i").test(quantity);

/** Ways cooks type a bought sauce: as it is, by the jar, by part of a jar, or after a maker's brand (data/brands.json). */
const WORDINGS = ["{}", "jar of {}", "half a jar of {}", "a jar of {} (half used)", "Patak's {}", "Loyd Grossman {}", "Blue Dragon {}", "1 x 500g jar {}"] as const;
const typed = (sauce: ReadySauce, wording: string) => wording.replace("{}", sauce.name);

/** The sauce's dishes that need the protein typed: where one exists, the pick for the protein with the jar must be one of them. */
function dishesFor(sauce: ReadySauce, protein: string): string[] {
  return allRecipes.filter((recipe) => isDishOf(sauce, recipe.title) && recipe.ingredients.some((line) => line.role === "main" && covers(protein, line.name))).map((recipe) => recipe.id);
}

test("every wording of every ready sauce reads as the sauce", () => {
  const faults = READY_SAUCES.flatMap((sauce) => WORDINGS.map((wording) => typed(sauce, wording)).filter((raw) => readIngredient(raw) !== sauce.name).map((raw) => `${raw} reads as ${readIngredient(raw)}`));
  expect(faults).toEqual([]);
});

test("a protein with a ready sauce, an onion and a staple gets a dish of that sauce wherever the cookbook has one for the protein", { timeout: TIMEOUTS.heavyTest }, () => {
  const faults: string[] = [];
  let withDish = 0;
  for (const sauce of READY_SAUCES) {
    for (const protein of PROTEINS) {
      const dishes = dishesFor(sauce, protein);
      if (dishes.length === 0) continue;
      withDish += 1;
      for (const staple of STAPLES) {
        const list = [protein, `jar of ${sauce.name}`, "onion", staple];
        const answer = answerFromCookbook(list);
        if (answer.kind !== "match" || !dishes.includes(answer.recipe.id)) faults.push(`[${list.join(", ")}] → ${answer.kind === "match" ? answer.recipe.id : "no match"}, not ${dishes.join(" or ")}`);
        else if (!answer.used.includes(`jar of ${sauce.name}`)) faults.push(`[${list.join(", ")}] → ${answer.recipe.id} does not say it uses the jar`);
      }
    }
  }
  // Vacuous it is not: most sauces have a dish for some everyday protein.
  expect(withDish).toBeGreaterThan(READY_SAUCES.length);
  expect(faults).toEqual([]);
});

/** What the page says about the lines the jar stands for in the pick: the marks, the shopping list and the intro, read back. */
function coveredLineFaults(list: readonly string[]): string[] {
  const answer = answerFromCookbook(list, { pantry: DEFAULT_PANTRY });
  if (answer.kind !== "match") return [];
  const recipe = understandRecipe(answer.markdown);
  if (recipe === null) return [`${answer.recipe.id}: does not read back`];
  const sauces = list.map(readIngredient).filter((name) => READY_SAUCES.some((sauce) => sauce.name === name));
  const marks = haveOrNeed(recipe, list, DEFAULT_PANTRY);
  const names = namesOf(recipe);
  const shopping = shoppingList(recipe, adaptRecipe(answer.markdown, recipe, { servings: recipe.servings ?? 1, units: "as-written" }), marks);
  const faults: string[] = [];
  recipe.ingredients.forEach((line, index) => {
    const name = names[index] ?? "";
    if (!sauces.some((sauce) => sauceCovers(sauce, recipe.title, name))) return;
    if (marks[index] !== "have") faults.push(`"${line.text}" is marked ${marks[index]}, though the jar stands for it`);
    if (shopping.split("\n").some((item) => readIngredient(item.replace(/^- /, "")) === name)) faults.push(`"${line.text}" is on the shopping list`);
  });
  for (const missing of answer.missing) if (sauces.some((sauce) => sauceCovers(sauce, answer.recipe.title, missing))) faults.push(`the intro asks to buy ${missing}, which the jar stands for`);
  return faults.map((fault) => `${answer.recipe.id}: ${fault} [${list.join(", ")}]`);
}

test("the lines a jar stands for are marked had, never to buy, never on the shopping list, in every wording", { timeout: TIMEOUTS.heavyTest }, () => {
  fc.assert(
    fc.property(fc.constantFrom(...READY_SAUCES), fc.constantFrom(...PROTEINS), fc.constantFrom(...WORDINGS), fc.constantFrom(...STAPLES), (sauce, protein, wording, staple) => {
      expect(coveredLineFaults([protein, typed(sauce, wording), "onion", staple])).toEqual([]);
    }),
    { numRuns: 200, seed: 31 },
  );
});

test("the jar's own dish, every wording: the korma for chicken, the bolognese for beef mince, the peanut tofu with nothing to buy but rice", () => {
  for (const wording of WORDINGS) {
    const korma = answerFromCookbook(["chicken breast", wording.replace("{}", "korma sauce"), "rice", "onion"]);
    expect([wording, korma.kind === "match" ? korma.recipe.id : ""]).toEqual([wording, "quick-chicken-korma"]);
    expect(korma.kind === "match" ? korma.missing : ["no match"]).toEqual([]);
    const peanut = answerFromCookbook(["tofu", wording.replace("{}", "peanut sauce"), "noodles", "broccoli"]);
    expect([wording, peanut.kind === "match" ? peanut.recipe.id : "", peanut.kind === "match" ? peanut.missing : []]).toEqual([wording, "peanut-tofu-broccoli", ["rice"]]);
  }
  // The takeaway classic: chicken with a jar of sweet and sour sauce (the cookbook had it only with pork).
  for (const jar of ["jar of sweet and sour sauce", "Sharwood's sweet and sour", "half a jar of sweet and sour sauce"]) {
    const answer = answerFromCookbook(["chicken breasts", jar, "rice", "onion"]);
    expect([jar, answer.kind === "match" ? answer.recipe.id : ""]).toEqual([jar, "sweet-and-sour-chicken"]);
  }
  for (const jar of ["jar of bolognese sauce", "Dolmio", "a jar of Dolmio bolognese sauce", "marinara sauce"]) {
    const bolognese = answerFromCookbook(["beef mince", jar, "spaghetti", "cheddar"]);
    expect([jar, bolognese.kind === "match" ? bolognese.recipe.id : ""]).toEqual([jar, "spaghetti-bolognese"]);
  }
});

test("a jar says which dish the cook means only after the list's perishable things: spinach that must go is still used", () => {
  const answer = answerFromCookbook(["chicken", "spinach going soft", "jar of korma sauce"]);
  expect(answer.kind === "match" && answer.used.includes("spinach")).toBe(true);
});

test("a jar is no reason to buy a protein the list holds one of: every sauce with every everyday protein, eggs too", () => {
  const faults = READY_SAUCES.flatMap((sauce) =>
    PROTEINS.flatMap((protein) =>
      STAPLES.flatMap((staple) => {
        const list = [protein, `jar of ${sauce.name}`, "onion", staple];
        const answer = answerFromCookbook(list);
        if (answer.kind !== "match" || !answer.missing.some(isProtein) || answer.used.includes(protein)) return [];
        return [`[${list.join(", ")}] → ${answer.recipe.id}, buying ${answer.missing.filter(isProtein).join(", ")}`];
      }),
    ),
  );
  expect(faults).toEqual([]);
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
