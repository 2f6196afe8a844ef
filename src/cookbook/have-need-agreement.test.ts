import fc from "fast-check";
import { expect, test } from "vitest";
import { FRIDGE_SETS, ISSUE_12_LISTS } from "../../tests/fridge-sets.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";
import { DEFAULT_PANTRY } from "../core/preferences.ts";
import { covers, readIngredient } from "../food/ingredient-names.ts";
import { givesLine } from "../food/ready-sauces.ts";
import { haveOrNeed, namesOf } from "../recipe/have-need.ts";
import { parseIngredientLine } from "../recipe/ingredient-line.ts";
import { formatIngredientLine, formatRecipeMarkdown } from "./format.ts";
import { understandRecipe } from "../recipe/understand.ts";
import { halfOf, type FridgeList } from "./fridge-figures.ts";
import { answerFromCookbook } from "./match.ts";
import { allRecipes } from "./recipe.ts";

/**
 * The cookbook's intro ("Uses your …", "You'll also need …") and the page's have/need marks on the same
 * recipe, read back from the markdown the page shows, never disagree: what the intro says must be bought
 * is marked to buy, what it uses is marked had, every line marked to buy is in the intro's list, and a line
 * the recipe calls optional is never marked to buy (nor, so, on the shopping list). Checked on the lists open to tuning (the untouched halves stay unread here) and on
 * generated lists: every recipe's own ingredients typed the way cooks type them, and random mixes.
 */
function disagreements(list: readonly string[], pantry: readonly string[] = DEFAULT_PANTRY): string[] {
  const answer = answerFromCookbook(list, { pantry });
  if (answer.kind !== "match") return [];
  const recipe = understandRecipe(answer.markdown);
  if (recipe === null) return [`${answer.recipe.id}: the reply does not read back as a recipe`];
  const marks = haveOrNeed(recipe, list, pantry);
  const lines = recipe.ingredients.map((line, index) => ({ name: readIngredient(line.name === "" ? line.text : line.name), text: line.text, mark: marks[index] }));
  const faults: string[] = [];
  // The same thing by either name ("paprika" in the intro, "smoked paprika" on the line).
  const same = (a: string, b: string) => covers(a, b) || covers(b, a);
  for (const missing of answer.missing) {
    if (!lines.some((line) => same(line.name, missing) && line.mark === "need")) faults.push(`${answer.recipe.id}: "${missing}" is to buy in the intro, not on the page`);
  }
  for (const line of lines) {
    if (line.mark === "need" && !answer.missing.some((missing) => same(line.name, missing))) {
      faults.push(`${answer.recipe.id}: "${line.text}" is to buy on the page, not in the intro`);
    }
    // What the recipe calls optional (every garnish and optional extra) the intro never asks to buy, nor do the marks.
    if (/\boptional\b/i.test(line.text) && line.mark === "need") faults.push(`${answer.recipe.id}: "${line.text}" is optional, yet marked to buy`);
  }
  for (const used of answer.used) {
    // A bought sauce is had as the lines its dish makes the sauce of (src/food/ready-sauces.ts), by the rule the marks use.
    if (!lines.some((line) => line.mark === "have" && givesLine(readIngredient(used), recipe.title, line.name))) faults.push(`${answer.recipe.id}: the intro uses "${used}", no line is marked had for it`);
  }
  return faults.map((fault) => `${fault} [${list.join(", ")}]`);
}

const names = [...new Set(allRecipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.name)))].sort();

test("every ingredient line of every recipe, as the page shows it, reads back as the recipe's own name for it", () => {
  // Else a list item could give the recipe's name ("curry paste") and not the line's ("Thai red curry paste").
  const faults = allRecipes.flatMap((recipe) =>
    recipe.ingredients.flatMap((ingredient) => {
      const line = formatIngredientLine(ingredient);
      const read = readIngredient(parseIngredientLine(line).name || line);
      return read === ingredient.name || (covers(read, ingredient.name) && covers(ingredient.name, read)) ? [] : [`${recipe.id}: "${line}" reads as ${read}`];
    }),
  );
  expect(faults).toEqual([]);
});

// The intro counts an item against the recipe's own name for a line, the marks against the line as the page reads it back. Where the
// two names differ ("onion" shown as "¼ red onion"), every name a cook can type must give both or neither, or the page says "uses
// your shallots" above a red onion marked "pantry" (the random mixes below found four such lines, one run in ten).
test("every line the page reads as another name than the recipe's is given by the same typed names as the recipe's own", () => {
  const faults = allRecipes.flatMap((recipe) => {
    const understood = understandRecipe(formatRecipeMarkdown(recipe, [], []));
    if (understood === null) return [`${recipe.id}: the recipe does not read back`];
    const shown = namesOf(understood);
    if (shown.length !== recipe.ingredients.length) return [`${recipe.id}: ${shown.length} lines read back of ${recipe.ingredients.length}`];
    return recipe.ingredients.flatMap((ingredient, index) => {
      const read = shown[index] ?? "";
      if (read === ingredient.name) return [];
      const split = names.filter((name) => covers(name, ingredient.name) !== covers(name, read));
      return split.length === 0 ? [] : [`${recipe.id}: "${understood.ingredients[index]?.text}" reads as ${read}, the recipe says ${ingredient.name}: ${split.join(", ")} give one only`];
    });
  });
  expect(faults).toEqual([]);
});

const openLists: readonly FridgeList[] = [...ISSUE_12_LISTS, ...halfOf(FRIDGE_SETS.first.lists, "tuning"), ...halfOf(FRIDGE_SETS.fresh.lists, "tuning")];

test("the fridge lists open to tuning: the intro and the have/need marks agree on every pick", () => {
  expect(openLists.flatMap((entry) => disagreements(entry.list))).toEqual([]);
});

// How cooks type what a recipe names: plural, a form or an amount before it, a note after it.
const typed = (name: string, form: number): string =>
  [`${name}s`, `leftover ${name}`, `tin of ${name}`, `${name} (loads)`, `2 ${name}`, `a bag of ${name}`, name.toUpperCase()][form % 7] ?? name;

test(
  "every recipe's own ingredients, typed as cooks type them: the intro and the marks agree",
  () => {
    const faults = allRecipes.flatMap((recipe, index) =>
      disagreements(recipe.ingredients.filter((ingredient) => ingredient.role === "main" || index % 3 === 0).map((ingredient, at) => typed(ingredient.name, index + at))),
    );
    expect(faults).toEqual([]);
  },
  TIMEOUTS.heavyTest,
);


test("property: for any mix of the cookbook's names, however typed, with any pantry, the intro and the marks agree", () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.tuple(fc.constantFrom(...names), fc.nat({ max: 6 })), { minLength: 3, maxLength: 7, selector: ([name]) => name }),
      fc.subarray(names.slice(0, 80)),
      (picked, pantry) => {
        expect(disagreements(picked.map(([name, form]) => typed(name, form)), [...DEFAULT_PANTRY, ...pantry])).toEqual([]);
      },
    ),
    { numRuns: 150 },
  );
});

// What cooks write to say an item must go, after the name, in brackets or before it (decision 015, "fourth session").
const markedForms = ["needs using", "(on its last legs)", "- use up", "about to turn", ", past its best", "(last day)", "going off", "before it goes", "(use by today)"] as const;
const markedTyped = (name: string, form: number): string => (form % 10 === 9 ? `use up the ${name}` : `${name} ${markedForms[form % 10] ?? ""}`);

test(
  "every recipe's main ingredients marked as to go: the marks are read as no part of the name, and the intro and the marks agree",
  () => {
    const faults = allRecipes.flatMap((recipe, index) => {
      const list = recipe.ingredients.filter((ingredient) => ingredient.role === "main").map((ingredient, at) => markedTyped(ingredient.name, index + at));
      const answer = answerFromCookbook(list);
      const intro = answer.kind === "match" ? answer.used.filter((used) => /\b(?:using|legs|use|turn|best|last day|going|goes)\b/i.test(used)).map((used) => `${recipe.id}: the intro says "${used}"`) : [];
      return [...intro, ...disagreements(list)];
    });
    expect(faults).toEqual([]);
  },
  TIMEOUTS.heavyTest,
);

// Two foods typed as one item ("peppers and onions", "carrots & celery going soft"): decision 015, eighth session, cookbook26e.
const JOINS = [" and ", " & ", " + ", "/", " with "] as const;
const joined = (names: readonly string[], index: number): string[] => {
  const items: string[] = [];
  for (let at = 0; at < names.length; at += 2) items.push(names.slice(at, at + 2).join(JOINS[(index + at) % JOINS.length]) + (index % 2 === 0 ? " going soft" : ""));
  return items;
};

test(
  "every recipe's own ingredients typed two to an item: the intro and the marks agree, and each food of an item is had",
  () => {
    const faults = allRecipes.flatMap((recipe, index) => {
      if (index % 2 !== 0) return [];
      const names = recipe.ingredients.filter((ingredient) => ingredient.role === "main" || ingredient.optional !== true).map((ingredient) => ingredient.name).slice(0, 4);
      const list = joined(names, index);
      const answer = answerFromCookbook(list);
      const unread = answer.kind === "match" && answer.recipe.id === recipe.id ? answer.missing.filter((missing) => names.includes(missing)) : [];
      return [...disagreements(list), ...unread.map((missing) => `${recipe.id}: "${missing}" is on the list [${list.join(", ")}], yet to buy`)];
    });
    expect(faults).toEqual([]);
  },
  TIMEOUTS.heavyTest,
);
