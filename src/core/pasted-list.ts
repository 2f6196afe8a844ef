import type { AddIngredientProblem, AddIngredientResult } from "./ingredients.ts";

/** The list's own rules (ingredients.ts), passed in: that module is the first screen's, this one is fetched on demand. */
export type ListRules = {
  add: (ingredients: readonly string[], raw: string) => AddIngredientResult;
  clean: (raw: string) => string;
  check: (raw: string) => AddIngredientProblem | null;
};

// A list pasted into the ingredient field, read into items: fetched on the first paste of more than one line
// (src/app/on-demand-parts.ts), not carried by the first screen.

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

/**
 * The items of text pasted into the field: one a line (a list from a note, a message, a spreadsheet's column),
 * without the list's marks, cleaned as an added item is; blank lines are no items. A tab is a column's gap.
 */
export function pastedItems(rules: ListRules, text: string): string[] {
  return text
    .split(LINE_BREAK)
    .map((line) => rules.clean(line.replace(/\t/g, " ").replace(LIST_MARK, "")))
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
