import nonFood from "../../data/non-food.json" with { type: "json" };
import type { NonFoodData } from "./non-food-schema.ts";
import { phraseOf, PhraseIndex, wordsOf } from "./phrases.ts";

/**
 * Whether an ingredient is something no recipe should use: bleach, batteries, paracetamol, daffodil
 * bulbs. Shared by the page (before any request) and the server (a 400 `not_food` before any AI call),
 * so both refuse the same things. The phrases are data (data/non-food.json); a phrase counts wherever it
 * is written as whole words, plural or not ("a splash of bleach", "AA batteries"), except inside a real
 * food's name ("baker's ammonia", "dried lye noodles", "rock salt"); so does a word named by its class's
 * ending (a medicine's international name: "omeprazole", "atorvastatin"; a biocide: "molluscicide"), so a
 * medicine no list names is refused too.
 */
const data: NonFoodData = nonFood;

// Built at the first check, not as the module loads.
let index: { nonFood: PhraseIndex<true>; foods: PhraseIndex<true>; exact: ReadonlySet<string>; endings: readonly string[] } | undefined;

function built() {
  if (index) return index;
  const nonFoodIndex = new PhraseIndex<true>();
  for (const phrases of Object.values(data.nonFood)) for (const phrase of phrases) nonFoodIndex.add(phraseOf(phrase), true);
  const foods = new PhraseIndex<true>();
  for (const food of data.foods) foods.add(phraseOf(food), true);
  return (index = { nonFood: nonFoodIndex, foods, exact: new Set(data.exactWords), endings: Object.values(data.endings).flat() });
}

/** A word named by a class's ending (a medicine's INN stem, a biocide's "-cide"), at least two letters longer than it. */
function endsAsClass(word: string, endings: readonly string[]): boolean {
  return endings.some((ending) => word.length >= ending.length + 2 && word.endsWith(ending));
}

/** True when `ingredient` names something that is not food. */
export function isNonFood(ingredient: string): boolean {
  const { nonFood: nonFoodIndex, foods, exact, endings } = built();
  const words = wordsOf(ingredient);
  const hits = [
    ...nonFoodIndex.find(words),
    ...words.flatMap((word, at) => (exact.has(word.form) || endsAsClass(word.form, endings) ? [{ start: at, end: at + 1 }] : [])),
  ];
  if (hits.length === 0) return false;
  const foodNames = foods.find(words);
  return hits.some((hit) => !foodNames.some((food) => food.start <= hit.start && hit.end <= food.end));
}

/** The first ingredient of the list that is not food, as the visitor wrote it; null when all are. */
export function firstNonFood(ingredients: readonly string[]): string | null {
  return ingredients.find(isNonFood) ?? null;
}

/**
 * The page's verdicts by ingredient as written, each reached once: in idle time after it is typed
 * (src/app/load-food-check.ts), so the click that asks for a recipe only reads them (the check's words
 * were some 3 ms of that task at 4× CPU, BENCHMARKS.md §12). One with no verdict yet is checked when
 * asked, so nothing unchecked is ever sent. Here, in the check's own chunk, not in the first screen's.
 */
export function createVerdicts(check: (ingredient: string) => boolean = isNonFood) {
  const known = new Map<string, boolean>();
  const verdict = (ingredient: string) => {
    let notFood = known.get(ingredient);
    if (notFood === undefined) known.set(ingredient, (notFood = check(ingredient)));
    return notFood;
  };
  return { verdict, firstNonFood: (ingredients: readonly string[]) => ingredients.find(verdict) ?? null };
}

// As the page loads the check on demand (src/app/load-food-check.ts, through on-demand.ts): a step the
// page runs in idle time once it has loaded, so the tables are built then and
// not by the first check, in the click that asks for a recipe (a third of that task at 4× CPU,
// BENCHMARKS.md §12). "baker's ammonia" takes every path: a non-food word, then the food it is part of.
// Here rather than in a module of the page's own, whose chunk name would cost the first screen bytes.
export const warmUpSteps: readonly (() => void)[] = [() => void firstNonFood(["baker's ammonia"])];
