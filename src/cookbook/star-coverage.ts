import names from "../../data/ingredient-names.json" with { type: "json" };
import foods from "../../data/food-vocabulary.json" with { type: "json" };
import kinds from "../../data/ingredient-kinds.json" with { type: "json" };
import { hasOwnKind, ingredientKind, type Kind } from "../food/ingredient-kinds.ts";
import { covers, PANTRY_STAPLES, readIngredient } from "../food/ingredient-names.ts";
import { answerFromCookbook } from "./match.ts";
import { PERISHABLE_WEIGHT, typedWeight } from "./weights.ts";
import { allRecipes, needs } from "./recipe.ts";
import { DEFAULT_PANTRY } from "../core/preferences.ts";

/**
 * Checks over the whole vocabulary rather than over fridge lists (issue 24; decision 015, "day" addendum):
 * for every name a cook can type for a protein or a piece of produce — the hand-kept kinds, USDA's food
 * names and common names, every alias, every cheese or cut the tables fold into its food — a plain list
 * of that name and a few staples should get a dish built on it, needing few things to buy. A name that
 * fails says which family lacks a dish or a name, far more than the misses on any one set of lists do.
 */

/** The kinds a dish is built on: what a cook lists to use up. */
const STAR_KINDS: ReadonlySet<Kind> = new Set(["protein", "cured-protein", "fresh-produce", "keeping-produce"]);

/**
 * The staples beside the name: an onion, garlic and a lemon, in nearly every kitchen and never the star
 * (weight 1), so the name alone decides what the dish is built on (a cupboard staple such as rice would
 * tie with a name typed "frozen" or "tinned" and decide for it).
 */
export const PLAIN_STAPLES: readonly string[] = ["onion", "garlic", "lemon"];

/**
 * A common pantry (beside the staples every kitchen has): what most home kitchens keep, for the second
 * check, how few things the simplest dish built on a name needs: the new visitor's default pantry
 * (src/core/preferences.ts, onions and stock cubes included) and what else most kitchens keep; it asks
 * whether a family has a simple dish at all.
 */
export const COMMON_PANTRY: readonly string[] = [
  ...DEFAULT_PANTRY, "lemon", "egg", "milk", "rice", "pasta", "bread", "tinned tomatoes", "chicken stock", "vegetable stock",
  "soy sauce", "tomato paste", "cumin", "paprika", "chilli flakes", "mixed herbs", "oregano", "cheddar", "honey", "vinegar", "mustard", "curry powder",
];

// Cuts and forms a cook names a meat or fish by, as typed ("beef shin", "stewing beef", "lamb neck"):
// the butcher's and fishmonger's everyday ones, each read by the tables as its meat or fish.
const CUTS: Readonly<Record<string, readonly string[]>> = {
  beef: ["beef shin", "beef brisket", "chuck steak", "beef topside", "silverside", "skirt steak", "flank steak", "sirloin steak", "rump steak", "ribeye steak", "short ribs", "beef cheeks", "beef mince", "stewing beef", "diced beef", "braising steak", "oxtail", "fillet steak"],
  lamb: ["lamb shanks", "lamb neck fillet", "lamb shoulder", "leg of lamb", "lamb chops", "lamb cutlets", "rack of lamb", "lamb mince", "diced lamb", "lamb leg steaks", "lamb breast"],
  pork: ["pork shoulder", "pork belly", "pork loin", "pork chops", "pork tenderloin", "pork mince", "pork ribs", "pork cheeks", "diced pork", "pork steaks", "gammon steak"],
  chicken: ["chicken thighs", "chicken drumsticks", "chicken breasts", "chicken wings", "chicken legs", "chicken mince", "chicken livers", "diced chicken", "chicken fillets", "whole chicken"],
  poultry: ["turkey breast", "turkey mince", "turkey thighs", "duck breasts", "duck legs"],
  fish: ["salmon fillets", "salmon steaks", "cod fillets", "cod loins", "mackerel fillets", "tuna steaks", "haddock fillets", "sea bass fillets"],
};

/**
 * Names a cook can type that no home recipe is built on, by why: the invariant does not expect a dish of
 * their own. Every other protein or produce name must get one. Kept short: a name is added here only with
 * a reason that holds for the whole group, never because a dish is missing.
 */
export const NOT_A_DISH: Readonly<Record<string, readonly string[]>> = {
  // USDA's table holds them; no shop sells them for home cooking here, and no home recipe is written for them.
  "wild or exotic meat not sold for cooking at home": ["bear", "beaver", "muskrat", "opossum", "raccoon", "turtle", "snail", "jellyfish"],
  // Eaten as they are, on top of something else: a spoonful of caviar, roe or ready-made gefilte fish.
  "eaten as it is or as a garnish, never a dish's base": ["caviar", "roe", "gefiltefish"],
  // Fruit eaten out of hand or scattered over a dish: a cook with kiwis, lychees or a watermelon has a snack, not a dish to cook.
  "fruit eaten out of hand or scattered over a dish": [
    "kiwifruit", "grape", "watermelon", "pomegranate", "litchis", "rambutan", "longan", "mangosteen", "carambola", "durian", "jujube", "feijoa", "loquat", "kumquat",
    "sapote", "sapodilla", "cherimoya", "soursop", "abiyuch", "acerola", "nance", "pitanga", "carissa", "groundcherry", "horned melon", "prickly pear",
    "roselle", "rowal",
  ],
  // Regional shoots, flowers and pods USDA lists, sold in no ordinary shop here.
  "regional shoots, flowers and pods": ["butterbur", "pokeberry shoot", "pumpkin flower", "sesbania flower", "taro shoot", "chrysanthemum", "drumstick pod", "cardoon"],
  // Tinned or dried, they go into a stir-fry or a soup beside the main ingredient; no home dish is built on them.
  "goes in beside a main, never its base": ["bamboo shoot", "water chestnut", "seaweed", "wakame"],
  // A family's name in the tables (what a kohlrabi stands in as), not a food a cook types.
  "a family's name, not a food": ["cabbage family"],
};

const NOT_A_DISH_NAMES: ReadonlySet<string> = new Set(Object.values(NOT_A_DISH).flat());

/** Whether a canonical name is on the reasoned list of things no home recipe is built on. */
export function isNotADish(name: string): boolean {
  return NOT_A_DISH_NAMES.has(name);
}

export type CoverageEntry = {
  /** What the cook types. */
  readonly typed: string;
  /** What the tables read it as. */
  readonly name: string;
  readonly kind: Kind;
  /** The dish the plain list gets, or null. */
  readonly recipe: string | null;
  /** Whether the dish is built on what was typed (one of its main ingredients is given by it). */
  readonly main: boolean;
  /** Things to buy for that dish with a new visitor's pantry. */
  readonly extras: number;
};

/** Every name a cook can type for a protein or produce, as written in the tables, each once. */
export function typedStarNames(): string[] {
  const typed = new Set<string>();
  const perishable = (name: string) => STAR_KINDS.has(ingredientKind(readIngredient(name)));
  for (const kind of STAR_KINDS) for (const name of (kinds.kinds as Record<string, string[]>)[kind] ?? []) typed.add(name);
  for (const group of names.synonyms) for (const phrase of [group.name, ...group.aliases]) typed.add(phrase);
  for (const name of [...Object.keys(names.families), ...Object.keys(names.standsInFor)]) typed.add(name);
  for (const kind of ["protein", "fresh-produce"] as const) for (const name of foods.kinds[kind]) typed.add(name);
  for (const alias of Object.keys(foods.aliases)) typed.add(alias);
  for (const cut of Object.values(CUTS).flat()) typed.add(cut);
  // Only what the ranking takes for a star: a name typed "frozen", "tinned" or "jarred" weighs as the cupboard (weights.ts).
  return [...typed].filter((name) => readIngredient(name) !== "" && perishable(name) && typedWeight(readIngredient(name), name) >= PERISHABLE_WEIGHT).sort();
}

/** The names the ranking takes for a star and some home dish is built on: every typed star name as read, less `NOT_A_DISH`, sorted (the star check's and the pairs check's perishables). */
export function cookableStars(): string[] {
  return [...new Set(typedStarNames().map(readIngredient))].filter((name) => !isNotADish(name)).sort();
}

/** The plain list for one typed name: the dish it gets, whether that dish is built on it, and its extras. */
export function coverageOf(typed: string): CoverageEntry {
  const name = readIngredient(typed);
  const answer = answerFromCookbook([typed, ...PLAIN_STAPLES]);
  if (answer.kind !== "match") return { typed, name, kind: ingredientKind(name), recipe: null, main: false, extras: Number.POSITIVE_INFINITY };
  const mains = answer.recipe.ingredients.filter((ingredient) => ingredient.role === "main").map((ingredient) => ingredient.name);
  const main = answer.used.includes(typed) && mains.some((needed) => covers(name, needed));
  return { typed, name, kind: ingredientKind(name), recipe: answer.recipe.id, main, extras: answer.missing.length };
}

const COMMON: readonly string[] = [...new Set([...PANTRY_STAPLES, ...COMMON_PANTRY.map(readIngredient)])];

/**
 * The simplest dish built on a typed name: the fewest things it needs beyond the name and a common pantry,
 * over every recipe with a main ingredient the name gives; Infinity when no recipe is built on it.
 */
export function simplestDishExtras(typed: string): { readonly recipe: string | null; readonly extras: number; readonly needs: readonly string[] } {
  const name = readIngredient(typed);
  let best: { recipe: string | null; extras: number; needs: string[] } = { recipe: null, extras: Number.POSITIVE_INFINITY, needs: [] };
  for (const recipe of allRecipes) {
    if (!recipe.ingredients.some((ingredient) => ingredient.role === "main" && covers(name, ingredient.name))) continue;
    const needs = recipe.ingredients
      .filter((ingredient) => ingredient.optional !== true && ingredient.role !== "optional" && !covers(name, ingredient.name) && !COMMON.some((have) => covers(have, ingredient.name)))
      .map((ingredient) => ingredient.name);
    const unique = [...new Set(needs)];
    if (unique.length < best.extras) best = { recipe: recipe.id, extras: unique.length, needs: unique };
  }
  return best;
}

/** A meat or fish and a perishable vegetable some dish needs both of, and what the cookbook picks for the two. */
export type PairEntry = { readonly meat: string; readonly vegetable: string; readonly recipe: string | null; readonly usesBoth: boolean };

/**
 * Every pair of a fresh meat or fish and a perishable vegetable (soft produce) that some recipe needs both
 * of, and whether the pick for that pair (with an onion, garlic and a lemon) needs both too: a cook with
 * okra and beef wants both used, and a dish that uses both beats one that uses either (decision 015, "late
 * morning" addendum).
 */
export function meatAndVegetablePairs(): PairEntry[] {
  const pairs = new Map<string, { meat: string; vegetable: string }>();
  for (const recipe of allRecipes) {
    const needed = recipe.ingredients.filter((ingredient) => ingredient.optional !== true).map((ingredient) => ingredient.name);
    for (const meat of needed.filter((name) => ingredientKind(name) === "protein" && name !== "egg")) {
      for (const vegetable of needed.filter((name) => ingredientKind(name) === "fresh-produce")) pairs.set(`${meat}|${vegetable}`, { meat, vegetable });
    }
  }
  return [...pairs.values()]
    .sort((a, b) => (a.meat + a.vegetable < b.meat + b.vegetable ? -1 : 1))
    .map(({ meat, vegetable }) => {
      const answer = answerFromCookbook([meat, vegetable, ...PLAIN_STAPLES]);
      if (answer.kind !== "match") return { meat, vegetable, recipe: null, usesBoth: false };
      return { meat, vegetable, recipe: answer.recipe.id, usesBoth: needs(answer.recipe, meat) && needs(answer.recipe, vegetable) };
    });
}

/** A food a recipe line names as what may be used instead of its own, and whether the tables agree. */
export type NamedStandIn = { readonly recipe: string; readonly line: string; readonly named: string; readonly reads: string; readonly covers: boolean };

// The alternatives a line's quantity names: "(chouriço, chorizo or kielbasa)", "(or butternut squash)", ", or leftover mash".
function alternativesIn(quantity: string): string[] {
  const inBrackets = [...quantity.matchAll(/\(([^()]*)\)/g)].flatMap((match) => (match[1] ?? "").split(/,\s*|\s+or\s+/));
  const after = /(?:^|,\s*)or\s+([^()]+)$/.exec(quantity.replace(/\([^()]*\)/g, ""))?.[1];
  return [...inBrackets, ...(after === undefined ? [] : [after])].map((text) => text.replace(/^or\s+/, "").trim()).filter((text) => text !== "");
}

/**
 * Every protein or produce a recipe names as a stand-in for one of its lines ("smoked sausage (chouriço,
 * chorizo or kielbasa)", "pumpkin (or butternut squash)"): the cookbook's own word on which foods cook as
 * which, over all its recipes. Where the tables do not read the named food as giving the line's, a cook
 * with it is told the dish cannot use it: a family the tables miss (decision 015, 2026-11-28 "afternoon").
 */
export function namedStandIns(): NamedStandIn[] {
  return allRecipes.flatMap((recipe) =>
    recipe.ingredients.flatMap((ingredient) =>
      alternativesIn(ingredient.quantity)
        .map((named) => ({ named, reads: readIngredient(named) }))
        .filter(({ reads }) => reads !== ingredient.name && hasOwnKind(reads) && STAR_KINDS.has(ingredientKind(reads)))
        .map(({ named, reads }) => ({ recipe: recipe.id, line: ingredient.name, named, reads, covers: covers(reads, ingredient.name) })),
    ),
  );
}

/**
 * Stand-ins recipes name that the tables rightly do not read as giving the line ("recipe id: what it names"),
 * by why. Kept short: an entry is added only with a reason that holds for its whole group.
 */
export const NAMED_NOT_A_STAND_IN: Readonly<Record<string, readonly string[]>> = {
  // "8 small (corn or flour)" tortillas, "(raspberry or strawberry)" jam, "(lamb's or calf's)" liver.
  "a form of the line's own food, not another food": [
    "shrimp-tacos: corn", "jam-roly-poly: raspberry", "jam-roly-poly: strawberry", "thumbprint-cookies: raspberry", "thumbprint-cookies: apricot", "liver-and-onions: lamb's",
    // "(or loin steaks)" of pork: a cut of the line's own meat, which typed alone would be beef (a steak is, to SR28).
    "pork-broccoli-stir-fry: loin steaks",
  ],
  // Lamb for goat, pork for veal: the everyday meat has dishes of its own, so the tables never send it to the rarer one's.
  "an everyday meat named for a cook who cannot find the dish's rarer one": ["nigerian-goat-stew: lamb", "somali-rice-goat: lamb", "saltimbocca: pork", "saltimbocca: turkey escalopes"],
  // Each food has dishes of its own, and in most of them the two do not swap.
  "a swap true of this dish only": [
    "colcannon: savoy cabbage", "cucumber-dill-salad: sour cream", "egg-foo-young: cooked prawns", "irish-bacon-and-cabbage: ham", "shaking-beef: watercress",
    "stuffed-courgettes: beef", "swedish-meatballs: half beef and half pork", "berry-trifle: orange juice",
    // The dish's own tradition, read since the name reader reads the food before a remark (cookbook27c): the tables know no
    // dried peach (it reads as the fresh fruit), and dried peaches swap for dried apricots in this stew, not in general.
    "carbonada-criolla: dried peaches are traditional",
  ],
};
