import type { AddIngredientProblem, AddIngredientResult } from "../core/ingredients.ts";
import { covers, isReadAsFood, readIngredient } from "./ingredient-names.ts";

/** The list's own rules (src/core/ingredients.ts), passed in: that module is the first screen's, this one is fetched on demand. */
export type ListRules = {
  add: (ingredients: readonly string[], raw: string) => AddIngredientResult;
  clean: (raw: string) => string;
  check: (raw: string) => AddIngredientProblem | null;
};

// A list pasted into the ingredient field, or typed on one line with commas, read into items: fetched on the first
// paste of more than one line or the first item typed with a comma (src/app/on-demand-parts.ts), not carried by the
// first screen. It reads foods as the cookbook does (ingredient-names.ts, in the recipe tools' chunk too).

export type AddIngredientsResult = { ingredients: string[]; refused: { raw: string; problem: AddIngredientProblem }[] };

/** Adds several items in order, as `addIngredient` adds one; what it could not add is named with why, in order. */
export function addIngredients(rules: ListRules, ingredients: readonly string[], raws: readonly string[]): AddIngredientsResult {
  let list = [...ingredients];
  const refused: AddIngredientsResult["refused"] = [];
  for (const raw of raws) {
    const result = rules.add(list, raw);
    if (result.ok) list = result.ingredients;
    else refused.push({ raw, problem: result.problem });
  }
  return { ingredients: list, refused };
}

const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
// What a line of a written list starts with and is no part of the food: a bullet, "3." or "3)", a tick box.
// "1.5 kg" and "2 onions" keep their amounts: a list number is followed by a space.
const LIST_MARK = /^\s*(?:[-*+•◦▪‣·–—]|\d{1,3}[.)]|\[[ xX✓✔]?\])\s+/u;

/** The parts of a line between its commas, outside brackets; a comma between figures is a decimal one ("1,5 kg"). */
function commaParts(line: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < line.length; at++) {
    const char = line.charAt(at);
    if (char === "(" || char === "[") depth++;
    else if ((char === ")" || char === "]") && depth > 0) depth--;
    else if (char === "," && depth === 0 && !(/\d/.test(line.charAt(at - 1)) && /\d/.test(line.charAt(at + 1)))) {
      parts.push(line.slice(start, at));
      start = at + 1;
    }
  }
  return [...parts, line.slice(start)];
}

/**
 * The items of one line: a comma lists foods ("eggs, milk, flour, butter"), and opens a note on the item before it when
 * what follows names no food ("spinach, going soft", "chicken thighs, skin on", "milk, 2 pints") or names that food by
 * its kind or its general word ("cheese, cheddar", "chicken, thighs"). Foods are read as the cookbook reads them.
 */
export function lineItems(line: string): string[] {
  const items: { text: string; food: string }[] = [];
  for (const part of commaParts(line)) {
    const food = readIngredient(part);
    const last = items.at(-1);
    const aFood = food !== "" && isReadAsFood(food);
    if (last !== undefined && (!aFood || covers(last.food, food) || covers(food, last.food))) last.text += `,${part}`;
    else items.push({ text: part, food });
  }
  return items.map((item) => item.text);
}

/**
 * The items of text pasted into the field, or typed with commas: one a line (a list from a note, a message, a
 * spreadsheet's column), each line's foods one each (`lineItems`), without the list's marks, cleaned as an added item
 * is; blank lines are no items. A tab is a column's gap.
 */
export function pastedItems(rules: ListRules, text: string): string[] {
  return text
    .split(LINE_BREAK)
    .flatMap((line) => lineItems(line.replace(/\t/g, " ").replace(LIST_MARK, "")))
    .map((item) => rules.clean(item))
    .filter((item) => rules.check(item) !== "blank");
}

/**
 * Text pasted into the ingredient field, added to `ingredients` one item a line. What could not go on the list stays in
 * the field (the first of it), unless it already is on the list; `problem` says why the first refused line was refused.
 */
export function readPaste(rules: ListRules, text: string, ingredients: readonly string[]) {
  const { ingredients: next, refused } = addIngredients(rules, ingredients, pastedItems(rules, text));
  const kept = refused.find((item) => item.problem !== "duplicate");
  const first = kept ?? refused[0];
  return { next, value: kept?.raw ?? "", problem: first ? { kind: first.problem, raw: first.raw } : null };
}
