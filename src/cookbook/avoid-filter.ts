import { avoidanceFor, findInIngredient, findInText, mayHold, prepareText, sameWord, type Found, type PreparedText } from "../food/allergens.ts";
import { foodsNamedIn } from "../food/ingredient-names.ts";
import { formatIngredientLine } from "./format.ts";
import type { Diet, Recipe } from "./recipe.ts";
import { joinWords } from "../core/join-words.ts";

/**
 * The cookbook's side of "Things to avoid" and diets: a recipe whose ingredients (optional ones and
 * garnishes included), title or steps hold anything the cook asked to avoid, or anything their diet
 * excludes, is never offered. Checked with the same families the page marks recipes with
 * (src/food/allergens.ts), so the page never has to warn about a cookbook recipe.
 */
export interface AvoidFilter {
  /** False when there is nothing to avoid: every recipe is allowed. */
  readonly active: boolean;
  /** What the cook asked to avoid, for saying so: "peanuts and shellfish". */
  readonly asked: readonly string[];
  /** What in the recipe the cook must not eat, and whether each is what the dish is built on. */
  blocked(recipe: Recipe): readonly Blocked[];
  allows(recipe: Recipe): boolean;
  /** False for an item of the visitor's list that is itself to be avoided: the cookbook never cooks with it. */
  keeps(item: unknown): boolean;
}

export interface Blocked {
  readonly found: Found;
  /** The recipe's ingredient that holds it, or null when it is in the title or a step only. */
  readonly ingredient: string | null;
  /** What the dish is built on (a main ingredient, or named in its title): it cannot be left out. */
  readonly main: boolean;
}

interface PreparedRecipe {
  readonly title: PreparedText;
  readonly names: readonly PreparedText[];
  /** Whether a phrase of each line names a food under a name the line does not write ("1 morcilla" names black pudding). */
  readonly namesOther: readonly boolean[];
  readonly steps: readonly PreparedText[];
}

// Each recipe's words are read once, whatever the number of requests.
const prepared = new WeakMap<Recipe, PreparedRecipe>();
function prepare(recipe: Recipe): PreparedRecipe {
  let entry = prepared.get(recipe);
  if (entry === undefined) {
    entry = {
      title: prepareText(recipe.title),
      // The line as the page will read it, amount and notes too: "8 flour tortillas" where the name is
      // only "tortilla", "vinegar (malt or white wine)".
      names: recipe.ingredients.map((ingredient) => prepareText(formatIngredientLine(ingredient))),
      namesOther: recipe.ingredients.map((ingredient) => {
        const line = formatIngredientLine(ingredient).toLowerCase();
        return foodsNamedIn(line).some((food) => !line.includes(food));
      }),
      steps: recipe.steps.map(prepareText),
    };
    prepared.set(recipe, entry);
  }
  return entry;
}

// What each recent cook's list blocks, per recipe: "Another recipe" and a no-match answer (which looks
// at every recipe) ask again with the same list.
const recent = new Map<string, WeakMap<Recipe, readonly Blocked[]>>();
const RECENT_LISTS = 32;

function memoFor(key: string): WeakMap<Recipe, readonly Blocked[]> {
  let memo = recent.get(key);
  if (memo === undefined) {
    if (recent.size >= RECENT_LISTS) recent.delete(recent.keys().next().value ?? "");
    memo = new WeakMap();
    recent.set(key, memo);
  }
  return memo;
}

export function avoidFilter(avoid: string, diets: readonly Diet[] = []): AvoidFilter {
  const avoidance = avoidanceFor(avoid, diets);
  const memo = memoFor(`${avoid}\u0000${[...diets].sort().join(",")}`);
  const blocked = (recipe: Recipe): readonly Blocked[] => {
    const known = memo.get(recipe);
    if (known) return known;
    const words = prepare(recipe);
    const found: Blocked[] = [];
    // Names are canonical already: what is written is what it is.
    recipe.ingredients.forEach((ingredient, index) => {
      const line = words.names[index] ?? ingredient.name;
      for (const each of findInText(line, avoidance)) found.push({ found: each, ingredient: ingredient.name, main: ingredient.role === "main" });
      // A food that may hold what is avoided ("8 sausages" for a cook avoiding beef), or that a phrase of the line names
      // under another name ("1 morcilla" is black pudding), is held back as the page would mark it.
      const text = typeof line === "string" ? line : line.text;
      if (mayHold(ingredient.name, avoidance) || words.namesOther[index] === true) {
        for (const each of findInIngredient(text, avoidance)) {
          if (!found.some((known) => known.found.label === each.label && sameWord(known.found.word, each.word))) found.push({ found: each, ingredient: ingredient.name, main: ingredient.role === "main" });
        }
      }
    });
    for (const each of findInText(words.title, avoidance)) found.push({ found: each, ingredient: null, main: true });
    for (const each of words.steps.flatMap((text) => findInText(text, avoidance))) {
      if (!found.some((known) => known.found.label === each.label && known.found.word.toLowerCase() === each.word.toLowerCase())) found.push({ found: each, ingredient: null, main: false });
    }
    memo.set(recipe, found);
    return found;
  };
  return {
    active: !avoidance.empty,
    asked: [...avoidance.items.map((item) => item.asked), ...avoidance.diets],
    blocked,
    allows: (recipe) => avoidance.empty || blocked(recipe).length === 0,
    keeps: (item) => avoidance.empty || typeof item !== "string" || findInIngredient(item, avoidance).length === 0,
  };
}

const MAX_LEAVE_OUT = 3;

/** Dishes that would fit if the cook left something out: never one built on what they must avoid. */
export function leaveOutSuggestions(ranked: readonly Recipe[], filter: AvoidFilter): { recipe: Recipe; leaveOut: string[] }[] {
  const suggestions: { recipe: Recipe; leaveOut: string[] }[] = [];
  for (const recipe of ranked) {
    const blocked = filter.blocked(recipe);
    if (blocked.length === 0 || blocked.some((item) => item.main)) continue;
    // The recipe's own ingredient names, or (for something only a step mentions) the step's word.
    const named = blocked.flatMap((item) => (item.ingredient === null ? [] : [item.ingredient]));
    const labels = new Set(blocked.filter((item) => item.ingredient !== null).map((item) => item.found.label));
    const unnamed = blocked.filter((item) => item.ingredient === null && !labels.has(item.found.label)).map((item) => item.found.word.toLowerCase());
    suggestions.push({ recipe, leaveOut: [...new Set([...named, ...unnamed])] });
    if (suggestions.length === MAX_LEAVE_OUT) break;
  }
  return suggestions;
}

/**
 * The cookbook's "no match" answer when things were left out because the cook must avoid them: it says
 * so plainly and names the closest dishes with what to leave out. Every sentence naming an avoided
 * thing says it is left out, so the page's own check does not take it for an ingredient.
 */
export function withAvoidedNote(
  noMatchMarkdown: string,
  filter: AvoidFilter,
  leaveOut: readonly { recipe: Recipe; leaveOut: string[] }[],
  hadMatches: boolean,
): string {
  if (!filter.active) return noMatchMarkdown;
  const [heading = "", , ...rest] = noMatchMarkdown.split("\n\n");
  const asked = joinWords(filter.asked);
  // Said without echoing the list or hinting at ingredients: either could name what is to be avoided.
  const opening = hadMatches
    ? `Every cookbook recipe for your list has something you asked to avoid (${asked}), so none is offered here.`
    : `I couldn't find a recipe in the offline cookbook for your list that leaves out what you asked to avoid (${asked}).`;
  const closest =
    leaveOut.length === 0
      ? []
      : [
          "## Closest dishes, leaving something out",
          leaveOut.map(({ recipe, leaveOut: items }) => `- **${recipe.title}** (${recipe.cuisine}, serves ${recipe.servings}): leave out the ${joinWords(items)}.`).join("\n"),
        ];
  return [heading, opening, ...closest, ...rest].join("\n\n");
}
