import { covers, ingredientFamily, PANTRY_STAPLES, pluralise, readIngredient, standsInFor } from "../food/ingredient-names.ts";
import { ingredientKind } from "../food/ingredient-kinds.ts";
import { avoidanceFor, findInIngredient } from "../food/allergens.ts";
import { seededRandom } from "../../tests/seeded-random.ts";
import { answerFromCookbook } from "./match.ts";
import { allRecipes, needs } from "./recipe.ts";
import { typedWeight } from "./weights.ts";

/**
 * A check of the star no fridge list decides (issue 24; decision 015, 2026-11-28 "late afternoon"): every
 * name a cook may want to use up, typed plainly beside three to five everyday fridge and cupboard items
 * drawn by a fixed seed, and again in the forms cooks type it ("leftover", "tin of", "half a", "bag of",
 * plurals, a letter missed). The companions come from recipes written by others (the open recipe corpus),
 * not from the cookbook or from any fridge list, so no list in view decides which dishes are asked for.
 */

/** The seed the lists are drawn with, and how many plain lists each star gets. */
export const STAR_CHECK_SEED = 20261128;
export const LISTS_PER_STAR = 5;
/** A name is an everyday item when at least this many recipes of the corpus use it. */
export const EVERYDAY_LEAST_RECIPES = 5;

export type EverydayItem = { readonly name: string; readonly recipes: number };

/**
 * The everyday fridge and cupboard items: the names (as the name reader reads them) that at least
 * `least` recipes of the corpus use, counted once a recipe, most used first; without the staples every
 * kitchen is assumed to have (salt, pepper, oil, water: listing them changes nothing). Nothing else is
 * left out: the peppers, tomatoes, chicken and mushrooms recipes ask for are on real fridge lists beside
 * the star too.
 */
export function everydayItems(recipes: readonly (readonly string[])[], least = EVERYDAY_LEAST_RECIPES): EverydayItem[] {
  const counts = new Map<string, number>();
  for (const lines of recipes) {
    for (const name of new Set(lines.map(readIngredient))) {
      if (name !== "") counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([name, count]) => count >= least && !PANTRY_STAPLES.has(name))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([name, count]) => ({ name, recipes: count }));
}

/** One list of the check: the star as typed, what it stands for, and the whole list (the star first). */
export type StarList = { readonly star: string; readonly typed: string; readonly form: string; readonly list: readonly string[] };

// Neither the star nor a name for it or for what it gives: "cheese" beside "feta", "chilli" beside "jalapeno".
export function apart(star: string, item: string): boolean {
  return item !== star && !covers(item, star) && !covers(star, item);
}

/**
 * `count` of the everyday items (fewer if the pool runs out), without repeats, each drawn with a chance in
 * proportion to how many corpus recipes use it, by `random`.
 */
export function drawEveryday(pool: readonly EverydayItem[], count: number, random: () => number): string[] {
  const left = [...pool];
  const drawn: string[] = [];
  while (drawn.length < count && left.length > 0) {
    const total = left.reduce((sum, item) => sum + item.recipes, 0);
    let at = random() * total;
    const position = Math.max(0, left.findIndex((item) => (at -= item.recipes) < 0));
    drawn.push(left[position]?.name ?? "");
    left.splice(position, 1);
  }
  return drawn;
}

/**
 * `perStar` plain lists for each star: the star as the tables write it and three to five everyday items,
 * each drawn with a chance in proportion to how many corpus recipes use it (a cook has sugar and eggs
 * more often than garam masala), without repeats. Each star's generator is seeded by the seed and the
 * star's name, so a star's lists never depend on which other stars the tables hold.
 */
export function plainStarLists(stars: readonly string[], items: readonly EverydayItem[], seed = STAR_CHECK_SEED, perStar = LISTS_PER_STAR): StarList[] {
  const lists: StarList[] = [];
  for (const star of stars) {
    const random = seededRandom((seed ^ nameHash(star)) >>> 0);
    const pool = items.filter((item) => apart(star, item.name));
    for (let index = 0; index < perStar; index += 1) {
      const count = 3 + Math.floor(random() * 3);
      lists.push({ star, typed: star, form: "plain", list: [star, ...drawEveryday(pool, count, random)] });
    }
  }
  return lists;
}

const SEAFOOD = avoidanceFor("seafood");
const MEAT = avoidanceFor("meat");
const DAIRY = avoidanceFor("dairy");
const FISH_FAMILIES: ReadonlySet<string> = new Set(["white fish", "oily fish", "salmon"]);

function isSeafood(name: string): boolean {
  return findInIngredient(name, SEAFOOD).length > 0 || FISH_FAMILIES.has(ingredientFamily(name) ?? "");
}

/** FNV-1a: a name's own 32-bit number, so each star draws from a generator of its own. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index += 1) hash = Math.imul(hash ^ name.charCodeAt(index), 0x01000193) >>> 0;
  return hash;
}

/** The forms a cook types a star in, by what the star is: each a name the tables should read as the star. */
export function typedForms(star: string): { readonly form: string; readonly typed: string }[] {
  const words = star.split(" ");
  const plural = [...words.slice(0, -1), pluralise(words.at(-1) ?? "")].join(" ");
  const forms: { form: string; typed: string }[] = [];
  if (plural !== star) forms.push({ form: "plural", typed: plural });
  // A letter missed in the middle of a long word, the typo the name reader takes back (one letter from five, src/food/ingredient-names.ts).
  const longest = [...words].sort((a, b) => b.length - a.length)[0] ?? "";
  if (longest.length >= 6) {
    const at = Math.floor(longest.length / 2);
    forms.push({ form: "a letter missed", typed: words.map((word) => (word === longest ? word.slice(0, at) + word.slice(at + 1) : word)).join(" ") });
  }
  const kind = ingredientKind(star);
  if (kind === "protein" && star !== "egg") {
    forms.push({ form: "leftover", typed: `leftover ${star}` });
    forms.push({ form: "cooked", typed: `cooked ${star}` });
  }
  if (kind === "fresh-produce" || kind === "keeping-produce") {
    forms.push({ form: "half a", typed: `half a ${star}` });
    forms.push({ form: "bag of", typed: `bag of ${plural}` });
  }
  // Fish, fruit, vegetables and pulses come in tins; cheese and cream do not.
  const tinned = isSeafood(star) || ((kind === "fresh-produce" || kind === "keeping-produce") && findInIngredient(star, DAIRY).length === 0);
  if (tinned) forms.push({ form: "tin of", typed: `tin of ${plural}` });
  // What a cook types after the name, as a shopping app or the packet says it (decision 015, 2026-11-28 "night,
  // typed forms"): one of each per star, turn about by the star's own number, so every wording is tried on many stars.
  const turn = nameHash(star);
  // Meat and fish are typed by weight or pack as they are ("chicken 1kg"), other foods counted in the plural.
  const meatOrFish = findInIngredient(star, MEAT).length > 0 || isSeafood(star);
  const counted = meatOrFish ? star : plural;
  const amounts = [`${counted} 12 pack`, `${counted} x2`, `${counted} 2 packs`, `${star} 1kg`, `${star} 500g`, `${counted} (2)`, `${counted} 12pk`, ...(tinned ? [`${plural} 3 tins`] : [])];
  forms.push({ form: "an amount after", typed: amounts[turn % amounts.length] ?? plural });
  forms.push({ form: "a shop in brackets", typed: `${counted} (${SHOPS[turn % SHOPS.length] ?? ""})` });
  // A meat or fish as it is sold: "chicken schnitzels", "pork bones", "cod goujons"; two product words per star.
  // A sausage is sold so already.
  if (meatOrFish && kind === "protein" && !star.includes(" ") && star !== "sausage") {
    const words = isSeafood(star) ? FISH_PRODUCT_WORDS : MEAT_PRODUCT_WORDS;
    for (const step of [0, 1]) forms.push({ form: "a product of a meat or fish", typed: `${star} ${words[(turn + step * 5) % words.length] ?? ""}` });
  }
  return forms;
}

// Where cooks say they bought it, in brackets after the name.
const SHOPS = ["from Coles", "Aldi", "Tesco", "woolies", "from the market", "M&S", "Lidl", "from the butcher"];
// Products of a meat or fish cooks type, whether the vocabulary's cut words or not (plural, as typed).
const FISH_PRODUCT_WORDS = ["fillets", "steaks", "portions", "goujons", "pieces", "burgers", "skewers", "kebabs", "nuggets", "strips", "cutlets"];
const MEAT_PRODUCT_WORDS = ["schnitzels", "bones", "ribs", "slices", "escalopes", "joints", ...FISH_PRODUCT_WORDS];

/** For each star, its forms in the companions of its first `perStar` plain lists: whether a form loses what the plain name keeps. */
export function formLists(plain: readonly StarList[], perStar = 2): StarList[] {
  const firsts = new Map<string, StarList[]>();
  for (const entry of plain) if ((firsts.get(entry.star)?.length ?? 0) < perStar) firsts.set(entry.star, [...(firsts.get(entry.star) ?? []), entry]);
  return [...firsts].flatMap(([star, entries]) =>
    typedForms(star).flatMap(({ form, typed }) => entries.map((entry) => ({ star, typed, form, list: [typed, ...entry.list.slice(1)] }))),
  );
}

/** What the cookbook made of one list of the check. */
export type StarResult = StarList & {
  /** What the name reader reads the typed star as. */
  readonly reads: string;
  readonly recipe: string | null;
  /** The pick uses the star as typed. */
  readonly used: boolean;
  /** One of the dish's main ingredients is given by the star. */
  readonly main: boolean;
  readonly extras: number;
  /** The star weighs more than anything else on the list (else a companion is as sure to be used up, or surer). */
  readonly heaviest: boolean;
};

/** The cookbook's pick for one list, with a new visitor's default pantry and no diets. */
export function checkStarList(entry: StarList): StarResult {
  const reads = readIngredient(entry.typed);
  const weight = typedWeight(reads, entry.typed);
  const heaviest = entry.list.slice(1).every((item) => typedWeight(readIngredient(item), item) < weight);
  const answer = answerFromCookbook(entry.list);
  if (answer.kind !== "match") return { ...entry, reads, recipe: null, used: false, main: false, extras: Number.POSITIVE_INFINITY, heaviest };
  const used = answer.used.includes(entry.typed);
  const main = used && answer.recipe.ingredients.some((ingredient) => ingredient.role === "main" && covers(reads, ingredient.name));
  return { ...entry, reads, recipe: answer.recipe.id, used, main, extras: answer.missing.length, heaviest };
}

/**
 * What a star is, for the report: USDA's food group where its table names the food (`usdaGroups`, read by
 * the caller from data/sources), else the allergen catalogue's meat, seafood and dairy, else the ranking's kind.
 */
export function starGroup(name: string, usdaGroups: ReadonlyMap<string, string> = new Map()): string {
  const kind = ingredientKind(name);
  if (kind === "cured-protein") return "cured meat";
  if (isSeafood(name)) return "fish and shellfish";
  // A meat the allergen data does not name (antelope, camel, yak) is meat by what it cooks as (beef).
  if (findInIngredient(name, MEAT).length > 0 || findInIngredient(standsInFor(name) ?? "", MEAT).length > 0) return "meat";
  const usda = usdaGroups.get(name);
  if (usda !== undefined) return usda;
  if (findInIngredient(name, DAIRY).length > 0) return "dairy";
  if (kind === "protein") return name === "egg" ? "dairy" : "plant protein";
  if (ingredientFamily(name) === "berry" || ingredientFamily(name) === "stone fruit") return "fruit";
  return "vegetable";
}

/**
 * Whether no recipe line names the star itself, so any dish for it is reached through what it is a kind of,
 * its family or what it cooks as (`covers`): the "a name the cookbook does not know is matched by its
 * food family rather than ignored".
 */
export function reachedByFamilyOnly(star: string): boolean {
  return !allRecipes.some((recipe) => recipe.ingredients.some((ingredient) => ingredient.name === star));
}

/** Whether some recipe needs both foods (not as a garnish or an optional extra): a dish that uses a star and what weighs as much beside it. */
export function dishNeedsBoth(first: string, second: string): boolean {
  return allRecipes.some((recipe) => needs(recipe, first) && needs(recipe, second));
}

/** Share of results whose pick uses the star, and how many. */
export function shareUsed(results: readonly StarResult[]): { readonly lists: number; readonly used: number; readonly share: number } {
  const used = results.filter((result) => result.used).length;
  return { lists: results.length, used, share: results.length === 0 ? 1 : used / results.length };
}
