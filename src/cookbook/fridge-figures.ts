import { foodsOfItem, ingredientFamily, normaliseIngredient, withoutUseUpMark } from "../food/ingredient-names.ts";
import { isDiet, type Diet } from "../core/preferences.ts";
import { answerFromCookbook } from "./match.ts";

/** One realistic fridge list and the ingredient the cook most wants to use up. */
export type FridgeList = {
  readonly star: string;
  readonly list: readonly string[];
  /** The diets the cook keeps, if any: asked of the cookbook as preferences. */
  readonly diets?: readonly Diet[];
};

/** A list of a set halved before anything was tuned: the "tuning" half to tune on, the "untouched" half only measured. */
export type SplitList = FridgeList & { readonly cook: string; readonly half: "tuning" | "untouched" };

/** A fixture file's lists as written, with only the diets the product knows. */
export function readSplitLists(lists: readonly { cook: string; star: string; list: string[]; half: string; diets?: string[] }[]): SplitList[] {
  return lists.map((entry) => ({ ...entry, half: entry.half === "tuning" ? "tuning" : "untouched", diets: entry.diets?.filter(isDiet) ?? [] }));
}

/** One half of a split set. */
export function halfOf(lists: readonly SplitList[], half: SplitList["half"]): SplitList[] {
  return lists.filter((entry) => entry.half === half);
}

/**
 * What the cookbook answered for a list: the visitor's items it uses, those of them it needs (not only as a garnish or an
 * optional extra, which use nothing up), what must be bought, and the dish's main ingredients.
 */
export type Pick = { readonly used: readonly string[]; readonly needed: readonly string[]; readonly missing: readonly string[]; readonly mains?: readonly string[] } | null;

export type FridgeFigures = {
  lists: number;
  answered: number;
  medianExtras: number;
  /** Share of lists needing at most two things from the shop. */
  atMostTwoExtras: number;
  /** Share of lists whose star ingredient the recipe needs (a garnish or an optional extra does not use it up). */
  starUsed: number;
  /** Share of lists whose star ingredient is one of the recipe's main ingredients (what the dish is built on). */
  starMain: number;
  /** Mean share of each list the recipe needs. */
  listUsed: number;
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The list item that holds the star ("leftover rice" for the star "rice"). */
function starItem(entry: FridgeList): string {
  if (entry.list.includes(entry.star)) return entry.star;
  const star = normaliseIngredient(entry.star);
  return entry.list.find((item) => normaliseIngredient(item) === star) ?? entry.list.find((item) => item.toLowerCase().includes(entry.star.toLowerCase())) ?? entry.star;
}

function isMainFor(item: string, mains: readonly string[]): boolean {
  const name = normaliseIngredient(item);
  const family = ingredientFamily(name);
  return mains.some((main) => main === name || ingredientFamily(main) === name || (family !== undefined && (main === family || ingredientFamily(main) === family)));
}

/** An item as the pick's "used" shows it: what the cook said must go ("going soft", "(wilting)") is no part of it. */
function asShown(item: string): string {
  return (withoutUseUpMark(item) ?? item).replace(/\s+/g, " ").trim().toLowerCase();
}

/**
 * Whether the pick uses the list's star: needs it, not only as a garnish or an optional extra. A star typed with two foods
 * in it ("pork and beef mince") is used when one of its foods is, as the cookbook reads and shows them (`foodsOfItem`).
 */
export function starUsed(entry: FridgeList, pick: NonNullable<Pick>): boolean {
  const shown = new Set(foodsOfItem(starItem(entry)).map(asShown));
  return pick.needed.some((needed) => shown.has(needed.toLowerCase()));
}

/** The mark a cook writes on what must go first, as the list-free checks and `withStarTold` write it. */
export const TOLD_MARK = "(use today)";

/**
 * The list as if the cook had marked the star on it ("cream (use today)"), unless it is marked already: what the cookbook
 * picks when the list itself says which item must go. A miss it turns into a hit is one of which item to build on (often said
 * only in the cook's note, not in the list); a miss it leaves is one of dish or name (scripts/cookbook-figures.ts --told).
 */
export function withStarTold<T extends FridgeList>(entry: T): T {
  const item = starItem(entry);
  if (withoutUseUpMark(item) !== undefined) return entry;
  const marked = `${item} ${TOLD_MARK}`;
  return { ...entry, star: marked, list: entry.list.map((typed) => (typed === item ? marked : typed)) };
}

/** The figures over a set of lists; a list with no answer counts as everything missed. */
export function fridgeFigures(lists: readonly FridgeList[], pick: (entry: FridgeList) => Pick): FridgeFigures {
  const extras: number[] = [];
  let star = 0;
  let starMain = 0;
  let used = 0;
  let answered = 0;
  for (const entry of lists) {
    const answer = pick(entry);
    if (answer === null) {
      extras.push(Number.POSITIVE_INFINITY);
      continue;
    }
    answered += 1;
    extras.push(answer.missing.length);
    const item = starItem(entry);
    if (starUsed(entry, answer)) {
      star += 1;
      const { mains } = answer;
      if (mains !== undefined && foodsOfItem(item).some((food) => isMainFor(food, mains))) starMain += 1;
    }
    used += answer.needed.length / entry.list.length;
  }
  return {
    lists: lists.length,
    answered,
    medianExtras: median(extras),
    atMostTwoExtras: extras.filter((count) => count <= 2).length / lists.length,
    starUsed: star / lists.length,
    starMain: starMain / lists.length,
    listUsed: used / lists.length,
  };
}

/** One line of figures, as the tests and scripts/cookbook-figures.ts print them. */
export function describeFigures(label: string, figures: FridgeFigures): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  return (
    `${label}: ${figures.lists} lists, ${figures.lists - figures.answered} without a recipe, median extras ${figures.medianExtras}, ` +
    `${percent(figures.atMostTwoExtras)} need ≤ 2, star used ${percent(figures.starUsed)}, star a main ingredient ${percent(figures.starMain)}, ` +
    `${percent(figures.listUsed)} of each list used`
  );
}

/** What the cookbook answers for a list, with a new visitor's default pantry and the cook's diets. */
export function pickFromCookbook(entry: FridgeList): Pick {
  const answer = answerFromCookbook(entry.list, { diets: entry.diets ?? [] });
  if (answer.kind !== "match") return null;
  return { ...answer, mains: answer.recipe.ingredients.filter((ingredient) => ingredient.role === "main").map((ingredient) => ingredient.name) };
}

/** Each half's figures, apart: the untouched half is never pooled with the one tuned on. */
export function figuresByHalf(lists: readonly SplitList[], pick: (entry: FridgeList) => Pick): Record<SplitList["half"], FridgeFigures> {
  return { tuning: fridgeFigures(halfOf(lists, "tuning"), pick), untouched: fridgeFigures(halfOf(lists, "untouched"), pick) };
}
