import { normaliseIngredient } from "../food/ingredient-names.ts";

/** One realistic fridge list and the ingredient the cook most wants to use up. */
export type FridgeList = { readonly star: string; readonly list: readonly string[] };

/** What the cookbook answered for a list: the visitor's items it uses, and what must be bought. */
export type Pick = { readonly used: readonly string[]; readonly missing: readonly string[] } | null;

export type FridgeFigures = {
  lists: number;
  answered: number;
  medianExtras: number;
  /** Share of lists needing at most two things from the shop. */
  atMostTwoExtras: number;
  /** Share of lists whose star ingredient is in the recipe. */
  starUsed: number;
  /** Mean share of each list the recipe uses. */
  listUsed: number;
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The list item that holds the star ("leftover rice" for the star "rice"). */
function starItem(entry: FridgeList): string {
  const star = normaliseIngredient(entry.star);
  return entry.list.find((item) => normaliseIngredient(item) === star) ?? entry.list.find((item) => item.toLowerCase().includes(entry.star.toLowerCase())) ?? entry.star;
}

/** The four figures over a set of lists; a list with no answer counts as everything missed. */
export function fridgeFigures(lists: readonly FridgeList[], pick: (list: readonly string[]) => Pick): FridgeFigures {
  const extras: number[] = [];
  let star = 0;
  let used = 0;
  let answered = 0;
  for (const entry of lists) {
    const answer = pick(entry.list);
    if (answer === null) {
      extras.push(Number.POSITIVE_INFINITY);
      continue;
    }
    answered += 1;
    extras.push(answer.missing.length);
    const usedSet = new Set(answer.used.map((item) => item.toLowerCase()));
    if (usedSet.has(starItem(entry).toLowerCase())) star += 1;
    used += answer.used.length / entry.list.length;
  }
  return {
    lists: lists.length,
    answered,
    medianExtras: median(extras),
    atMostTwoExtras: extras.filter((count) => count <= 2).length / lists.length,
    starUsed: star / lists.length,
    listUsed: used / lists.length,
  };
}
