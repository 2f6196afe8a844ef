import { formatNoMatchMarkdown, formatRecipeMarkdown } from "./format.ts";
import { ingredientFamily, normaliseIngredient, PANTRY_STAPLES } from "../food/ingredient-names.ts";
import { allRecipes, type Diet, type Recipe } from "./recipe.ts";
import { DEFAULT_PANTRY } from "../core/preferences.ts";
import { ingredientWeight } from "./weights.ts";

export type CookbookAnswer =
  | { kind: "match"; recipe: Recipe; used: string[]; missing: string[]; markdown: string }
  | { kind: "no_match"; suggestions: Recipe[]; markdown: string };

export interface CookbookOptions {
  /** 0-based: 1 asks for the second-best recipe for the same list, wrapping past the last. */
  readonly attempt?: number;
  /** Every listed diet must hold for a recipe to be offered. */
  readonly diets?: readonly Diet[];
  /** What the visitor always has ("My pantry"): treated as available, never to buy. Default: DEFAULT_PANTRY. */
  readonly pantry?: readonly string[];
}

interface IndexedRecipe {
  readonly recipe: Recipe;
  readonly names: readonly string[];
  /** Names (and their families) that define the dish. */
  readonly mains: ReadonlySet<string>;
  readonly nameSet: ReadonlySet<string>;
  readonly familySet: ReadonlySet<string>;
  /** Names a visitor must supply: not optional, not a pantry staple. */
  readonly required: readonly { readonly name: string; readonly family: string | undefined }[];
}

interface Ranked {
  readonly entry: IndexedRecipe;
  readonly score: number;
  readonly usedCount: number;
  readonly used: string[];
  readonly missing: string[];
}

const SUGGESTION_COUNT = 3;

const INDEX: readonly IndexedRecipe[] = allRecipes.map((recipe) => {
  const names = recipe.ingredients.map((ingredient) => ingredient.name);
  const families = names.map(ingredientFamily).filter((family): family is string => family !== undefined);
  const mains = recipe.ingredients.filter((ingredient) => ingredient.role === "main").map((ingredient) => ingredient.name);
  return {
    recipe,
    names,
    mains: new Set([...mains, ...mains.map(ingredientFamily).filter((family): family is string => family !== undefined)]),
    nameSet: new Set(names),
    familySet: new Set(families),
    required: recipe.ingredients
      .filter((ingredient) => ingredient.optional !== true && !PANTRY_STAPLES.has(ingredient.name))
      .map((ingredient) => ({ name: ingredient.name, family: ingredientFamily(ingredient.name) })),
  };
});

// Recipe positions by every name and family they contain, so a query only scores the
// recipes that share at least one ingredient with the visitor's list.
const BY_KEY: ReadonlyMap<string, readonly number[]> = (() => {
  const map = new Map<string, number[]>();
  INDEX.forEach((entry, position) => {
    for (const key of new Set([...entry.nameSet, ...entry.familySet])) {
      const positions = map.get(key);
      if (positions === undefined) map.set(key, [position]);
      else positions.push(position);
    }
  });
  return map;
})();

// Fewest things to buy first, then quickest: the friendliest fallback ideas.
const SUGGESTION_ORDER: readonly IndexedRecipe[] = [...INDEX].sort(
  (a, b) =>
    a.required.length - b.required.length ||
    a.recipe.totalMinutes - b.recipe.totalMinutes ||
    compareText(a.recipe.id, b.recipe.id),
);

function compareText(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

// Unknown phrases fall back to their longest known tail: "heirloom tomato" → "tomato".
function resolveTerm(term: string): string {
  if (BY_KEY.has(term) || PANTRY_STAPLES.has(term)) return term;
  const words = term.split(" ");
  for (let start = 1; start < words.length; start += 1) {
    const tail = words.slice(start).join(" ");
    if (BY_KEY.has(tail)) return tail;
  }
  return term;
}

function tidy(raw: string): string {
  return raw.replace(/\s+/g, " ").trim();
}

function keepFirst(map: Map<string, string>, key: string, display: string): void {
  const previous = map.get(key);
  if (previous === undefined || compareText(display, previous) < 0) map.set(key, display);
}

/** Canonical term → the visitor's own spelling of it, tidied and chosen independently of order. */
function collectTerms(ingredients: readonly unknown[]): Map<string, string> {
  const terms = new Map<string, string>();
  for (const raw of ingredients) {
    if (typeof raw !== "string") continue;
    const term = resolveTerm(normaliseIngredient(raw));
    if (term !== "") keepFirst(terms, term, tidy(raw));
  }
  return terms;
}

// What to echo back when nothing matched: unrecognised entries too, so "🍅" is not ignored.
function collectListed(ingredients: readonly unknown[], terms: ReadonlyMap<string, string>): string[] {
  const listed = new Map<string, string>(terms);
  for (const raw of ingredients) {
    if (typeof raw !== "string") continue;
    const display = tidy(raw);
    if (display !== "" && normaliseIngredient(raw) === "") keepFirst(listed, `raw:${display.toLowerCase()}`, display);
  }
  return [...listed.values()].sort(compareText);
}

function covers(term: string, name: string, family: string | undefined): boolean {
  return term === name || term === family || ingredientFamily(term) === name;
}

function usesTerm(entry: IndexedRecipe, term: string): boolean {
  if (entry.nameSet.has(term) || entry.familySet.has(term)) return true;
  const family = ingredientFamily(term);
  return family !== undefined && entry.nameSet.has(family);
}

function isMain(entry: IndexedRecipe, term: string): boolean {
  if (entry.mains.has(term)) return true;
  const family = ingredientFamily(term);
  return family !== undefined && entry.mains.has(family);
}

/**
 * How a cook would rate this recipe for this list: the heaviest things on the list (see weights.ts)
 * should be what the dish is about, as few things as possible should be bought (the pantry is free),
 * and as much of the list as possible should be used.
 */
function rank(entry: IndexedRecipe, terms: ReadonlyMap<string, string>, pantry: ReadonlySet<string>, heaviest: number): Ranked | undefined {
  const usedTerms = [...terms.keys()].filter((term) => usesTerm(entry, term));
  // A recipe matches through something the visitor listed that is not in every kitchen anyway.
  if (!usedTerms.some((term) => !pantry.has(term))) return undefined;

  const firstUse = (term: string) =>
    entry.names.findIndex((name) => covers(term, name, ingredientFamily(name)));
  const used = usedTerms
    .map((term) => ({ position: firstUse(term), display: terms.get(term) ?? term }))
    .sort((a, b) => a.position - b.position || compareText(a.display, b.display))
    .map((item) => item.display);
  const missing = entry.required
    .filter(({ name, family }) => !usedTerms.some((term) => covers(term, name, family)) && !pantry.has(name))
    .map(({ name }) => name);

  let score = 0;
  let starAsMain = false;
  for (const term of usedTerms) {
    // Listing the flour one always has says little; listing the pumpkin says a lot.
    const weight = pantry.has(term) ? 0.5 : ingredientWeight(term);
    const main = isMain(entry, term);
    score += weight * (main ? 2 : 1.2) + 2;
    if (main && weight === heaviest) starAsMain = true;
  }
  // Every listed thing left unused is a reason this is not the dish the cook had in mind.
  for (const term of terms.keys()) {
    if (!usedTerms.includes(term) && !pantry.has(term)) score -= ingredientWeight(term);
  }
  score -= 6 * missing.length;
  if (starAsMain) score += 5;
  return { entry, score, usedCount: usedTerms.length, used, missing };
}

function byScore(a: Ranked, b: Ranked): number {
  return (
    b.score - a.score ||
    a.missing.length - b.missing.length ||
    b.usedCount - a.usedCount ||
    compareText(a.entry.recipe.id, b.entry.recipe.id)
  );
}

function fitsDiets(recipe: Recipe, diets: readonly Diet[]): boolean {
  return diets.every((diet) => recipe.diets.includes(diet));
}

function normaliseAttempt(attempt: number | undefined, count: number): number {
  const whole = typeof attempt === "number" && Number.isFinite(attempt) ? Math.trunc(attempt) : 0;
  return ((whole % count) + count) % count;
}

function rankedMatches(terms: ReadonlyMap<string, string>, diets: readonly Diet[], pantry: ReadonlySet<string>): Ranked[] {
  const heaviest = Math.max(0, ...[...terms.keys()].filter((term) => !pantry.has(term)).map(ingredientWeight));
  const candidates = new Set<number>();
  for (const term of terms.keys()) {
    if (PANTRY_STAPLES.has(term)) continue;
    const family = ingredientFamily(term);
    for (const key of family === undefined ? [term] : [term, family]) {
      for (const position of BY_KEY.get(key) ?? []) candidates.add(position);
    }
  }

  const matches: Ranked[] = [];
  for (const position of candidates) {
    const entry = INDEX[position];
    if (entry === undefined || !fitsDiets(entry.recipe, diets)) continue;
    const ranked = rank(entry, terms, pantry, heaviest);
    if (ranked !== undefined) matches.push(ranked);
  }
  return matches.sort(byScore);
}

function readOptions(ingredients: readonly string[], options: CookbookOptions | undefined) {
  const list: readonly unknown[] = Array.isArray(ingredients) ? ingredients : [];
  const diets: readonly Diet[] = Array.isArray(options?.diets) ? options.diets : [];
  const named = Array.isArray(options?.pantry) ? options.pantry : DEFAULT_PANTRY;
  const pantry = new Set([...PANTRY_STAPLES, ...named.filter((item): item is string => typeof item === "string").map(normaliseIngredient).filter((name) => name !== "")]);
  return { list, terms: collectTerms(list), diets, pantry };
}

/** Every matching recipe, best first: the order `attempt` walks through. */
export function rankCookbookMatches(ingredients: readonly string[], options: CookbookOptions = {}): Recipe[] {
  const { terms, diets, pantry } = readOptions(ingredients, options);
  return rankedMatches(terms, diets, pantry).map((ranked) => ranked.entry.recipe);
}

/**
 * Picks a recipe from the offline cookbook for the visitor's ingredient list.
 *
 * The recipe using most of the visitor's ingredients wins, then the one needing fewest other
 * non-staple ingredients, then the lowest id. Order, case, spacing and duplicates in the list do
 * not change the answer. A recipe only matches through at least one non-staple ingredient.
 * Never throws.
 */
export function answerFromCookbook(ingredients: readonly string[], options: CookbookOptions = {}): CookbookAnswer {
  const { list, terms, diets, pantry } = readOptions(ingredients, options);
  const matches = rankedMatches(terms, diets, pantry);

  const chosen = matches[normaliseAttempt(options?.attempt, Math.max(1, matches.length))];
  if (chosen !== undefined) {
    const { recipe } = chosen.entry;
    return {
      kind: "match",
      recipe,
      used: chosen.used,
      missing: chosen.missing,
      markdown: formatRecipeMarkdown(recipe, chosen.used, chosen.missing),
    };
  }

  // The closest dishes: the fewest things to buy beyond what the visitor has and keeps in the pantry.
  const toBuy = (entry: IndexedRecipe) => entry.required.filter(({ name, family }) => !pantry.has(name) && ![...terms.keys()].some((term) => covers(term, name, family))).length;
  const suggestions = SUGGESTION_ORDER.filter((entry) => fitsDiets(entry.recipe, diets))
    .map((entry) => ({ entry, need: toBuy(entry) }))
    .sort((a, b) => a.need - b.need)
    .slice(0, SUGGESTION_COUNT)
    .map(({ entry }) => entry.recipe);
  const listed = collectListed(list, terms);
  return { kind: "no_match", suggestions, markdown: formatNoMatchMarkdown(listed, suggestions, diets, pantry) };
}
