import { readIngredient } from "../food/ingredient-names.ts";
import { parseIngredientLine } from "../recipe/ingredient-line.ts";
import { seededThird } from "../../tests/seeded-random.ts";
import { answerFromCookbook } from "./match.ts";
import { allRecipes, needs } from "./recipe.ts";
import { typedWeight } from "./weights.ts";

/**
 * A second check no fridge list decides (issue 24; decision 015, 2026-11-28 "night"): the perishables cooks
 * most often have together, read from recipes written by others (the open recipe corpus the star check's
 * everyday items come from, bench/nutrition-corpus.ts), not from fridge lists or the cookbook. For each pair
 * most recipes hold: whether some cookbook dish needs both, and what the cookbook picks for the two with an
 * onion and garlic. The star check found every miss on a list where another perishable weighs as much as the
 * star or more; the ranking stays order-independent, so a dish using both is the remedy, and this says which
 * pairs most want one.
 */

/**
 * The seed of the held third: the corpus recipes are shuffled by it (mulberry32, tests/seeded-random.ts) and
 * the first third set aside. The top pairs of the other two thirds choose dishes; the held third's are the
 * measure nobody aimed at, printed as figures only.
 */
export const COOCCUR_SEED = 20261130;
/**
 * How many of the most shared pairs are reported, and how many recipes a pair must share at least. The corpus's
 * full-line part is small (141 recipes), so a floor of two recipes leaves 16 pairs in the choosing two thirds and
 * none in the held third: the top 150 are every pair some recipe holds (146 and 46), and the pairs two recipes or
 * more share are reported beside them (`MANY_SHARE`).
 */
export const TOP_PAIRS = 150;
export const LEAST_SHARED = 1;
export const MANY_SHARE = 2;

// A recipe's "pepper" is the spice unless the line counts it or names the sweet kind ("2 peppers", "1 red
// pepper"): "Pepper to taste", "1 tsp pepper", "ground pepper". On a fridge list a lone pepper is the
// vegetable (cooks list what they bought), so the name reader rightly reads it so; a recipe writes the spice.
const SWEET_PEPPER = /\b(?:bell|sweet|red|green|yellow|orange)\b|capsicum/i;

/** The food one corpus line names, read as the page reads a recipe's line: its name part (the line reader), then the name reader. */
export function readCorpusLine(line: string): string {
  const parsed = parseIngredientLine(line);
  const name = readIngredient(parsed.name);
  const counted = parsed.quantity !== null && parsed.unit === null;
  return name === "bell pepper" && !counted && !SWEET_PEPPER.test(parsed.name) ? "black pepper" : name;
}

/** The corpus recipes split by the seed: `held` a third set aside, `choosing` the rest, each in corpus order. */
export function splitCorpus<T>(recipes: readonly T[], seed = COOCCUR_SEED): { readonly choosing: T[]; readonly held: T[] } {
  return seededThird(recipes, seed);
}

/** Two perishables (canonical, in alphabetical order) and how many corpus recipes hold both. */
export type SharedPair = { readonly first: string; readonly second: string; readonly recipes: number };

/**
 * Every pair of perishables (names in `perishable`, the star check's cookable stars) that corpus recipes hold
 * together, counted once a recipe, most shared first (then alphabetically): `least` recipes at least, the top `top`.
 */
export function sharedPairs(recipes: readonly (readonly string[])[], perishable: ReadonlySet<string>, top = TOP_PAIRS, least = LEAST_SHARED): SharedPair[] {
  const counts = new Map<string, number>();
  for (const lines of recipes) {
    const names = [...new Set(lines.map(readCorpusLine))].filter((name) => perishable.has(name)).sort();
    for (const [at, first] of names.entries()) for (const second of names.slice(at + 1)) counts.set(`${first}|${second}`, (counts.get(`${first}|${second}`) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count >= least)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, top)
    .map(([key, count]) => {
      const [first = "", second = ""] = key.split("|");
      return { first, second, recipes: count };
    });
}

/** What the cookbook holds and picks for one pair. */
export type PairCheck = SharedPair & {
  /** Cookbook dishes that need both (not as a garnish or an optional extra). */
  readonly dishes: number;
  /** The pick for the two with an onion and garlic, a new visitor's default pantry and no diets. */
  readonly recipe: string | null;
  readonly usesFirst: boolean;
  readonly usesSecond: boolean;
  /** The one that weighs more (typedWeight), or null when they weigh the same and the list has two stars. */
  readonly star: string | null;
};

/** The cookbook's dishes and pick for a pair. */
export function checkPair(pair: SharedPair): PairCheck {
  const dishes = allRecipes.filter((recipe) => needs(recipe, pair.first) && needs(recipe, pair.second)).length;
  const [firstWeight, secondWeight] = [typedWeight(pair.first, pair.first), typedWeight(pair.second, pair.second)];
  const star = firstWeight === secondWeight ? null : firstWeight > secondWeight ? pair.first : pair.second;
  const answer = answerFromCookbook([pair.first, pair.second, "onion", "garlic"]);
  if (answer.kind !== "match") return { ...pair, dishes, recipe: null, usesFirst: false, usesSecond: false, star };
  return { ...pair, dishes, recipe: answer.recipe.id, usesFirst: answer.used.includes(pair.first), usesSecond: answer.used.includes(pair.second), star };
}

/** Whether the pick uses the star: the heavier of the two, or either where they weigh the same. */
export function starUsed(check: PairCheck): boolean {
  if (check.star === null) return check.usesFirst || check.usesSecond;
  return check.star === check.first ? check.usesFirst : check.usesSecond;
}

/** The shares a part of the corpus gives: pairs some dish needs both of, picks using both, picks using the star. */
export function pairShares(checks: readonly PairCheck[]): { readonly pairs: number; readonly covered: number; readonly both: number; readonly star: number } {
  const share = (count: number) => (checks.length === 0 ? 1 : count / checks.length);
  return {
    pairs: checks.length,
    covered: share(checks.filter((check) => check.dishes > 0).length),
    both: share(checks.filter((check) => check.usesFirst && check.usesSecond).length),
    star: share(checks.filter(starUsed).length),
  };
}
