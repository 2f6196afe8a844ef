import { covers, readIngredient } from "../food/ingredient-names.ts";
import { seededRandom, seededThird } from "../../tests/seeded-random.ts";
import { answerFromCookbook } from "./match.ts";
import { allRecipes } from "./recipe.ts";
import { isProtein } from "../food/ingredient-kinds.ts";
import { isOffProduct, offAncestors, offTaxonomy, offTyped } from "../food/off-taxonomy.ts";
import { apart, drawEveryday, nameHash, starGroup, type EverydayItem } from "./star-check.ts";

/**
 * A third check no fridge list decides (issue 24, "a name the cookbook does not know is matched by its food family
 * rather than ignored"; decision 015, 2026-11-28 "fourth session"): the world's names for fish and shellfish, cuts
 * and grades of meat, cured pork, vegetables and fruit, drawn from food data written by others, not by this project:
 * USDA SR28's food descriptions (data/sources/usda-sr28-foods.tsv) and the Indian Food Composition Tables 2017's names
 * in English and their own (data/sources/ifct2017-foods.tsv). Each name is typed as a star beside an onion and
 * garlic, and again beside two everyday items; the share of picks that use it, and the share the name reader reads
 * as something the cookbook cooks with at all. A seeded third of the names is held aside before any change, and
 * printed as figures only.
 */

/** The seed of the held third: the names are shuffled by it (mulberry32) and the first third set aside. */
export const FAMILY_SEED = 20261201;

export const FAMILY_CLASSES = ["fish", "shellfish", "beef cut", "beef cut, typed bare", "graded beef", "pork cut", "cured pork", "lamb, veal and game cut", "poultry cut", "vegetable", "fruit", "cheese", "pulse", "nut", "herb"] as const;
export type FamilyClass = (typeof FAMILY_CLASSES)[number];

/** One name of the food data as a cook would type it, what class of food the data files it under, and where it is from. */
export type FamilyName = { readonly typed: string; readonly family: FamilyClass; readonly source: "usda-sr28" | "ifct2017" | "off" };

// What a description segment says about how a food was measured, packed or cooked, not what it is called.
const STATE =
  /\b(?:raw|cooked|boiled|drained|canned|frozen|dried|dehydrated|salt|solids|liquids|sweetened|unsweetened|juice|seeds?|sprouted|pickled|fried|microwaved|baked|steamed|pack|syrup|peeled|unpeeled|whole|chopped|sliced|diced|flesh|skin|pulp|puree|sauce|heat|broiled|braised|roasted|grilled|simmered|stewed|smoked|kippered|salted|mixed|species|separable|lean|fat|trimmed|boneless|bone|choice|select|prime|grades?|meat|only|composite|retail|cuts|variety|imported|domestic|zealand|australian|fresh|enhanced|solution|added|heated|unheated|patties|ground|tender|local|big|small|large|medium|round|long|short|green|red|white|black|yellow|brown|with|without|and|or|in|of|from|by|type|inch|year|years|old|young|commercial|ready|prepared|breaded|battered|roe|caviar|surimi|stick|sticks|portions?|fillets?|oil|water|dry|moist|tips|includes|products?|unprepared|regular|style|basted|sodium)\b/;
const LETTERS = /^[a-z]+(?: [a-z]+)?$/;
const FISH_HEADS = new Set(["fish", "mollusks", "crustaceans"]);
const SHELLFISH_HEADS = new Set(["mollusks", "crustaceans"]);
const GRADES = ["choice", "select", "prime"] as const;
const MEAT_CLASS: Readonly<Record<string, FamilyClass>> = { "1300": "beef cut", "1000": "pork cut", "1700": "lamb, veal and game cut", "0500": "poultry cut" };
const PLANT_CLASS: Readonly<Record<string, FamilyClass>> = { "1100": "vegetable", "0900": "fruit" };
// IFCT 2017's own food groups: C green leafy vegetables, D other vegetables, E fruits, F roots and tubers; P marine
// fish, Q marine shellfish, R marine mollusks, S freshwater fish and shellfish.
const IFCT_CLASS: Readonly<Record<string, FamilyClass>> = { C: "vegetable", D: "vegetable", F: "vegetable", E: "fruit", P: "fish", S: "fish", Q: "shellfish", R: "shellfish" };
// SR28's pork that is cured, and the two words its descriptions use for that ("Pork, cured, …"; smoked sausages and links).
const CURING_WORDS = ["cured", "smoked"] as const;

function clean(text: string): string {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)?/g, " ")
    .replace(/--.*$/, " ")
    // "shoulder pot roast or steak": the first of two names a description gives.
    .replace(/ or .*$/, " ")
    .replace(/[`'’]/g, "")
    .replace(/[^a-z]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether a description segment is a name (one or two plain words), not a state, a grade or a packing. */
function isPlain(segment: string): boolean {
  return LETTERS.test(segment) && !STATE.test(segment);
}

/** A name and its qualifier as a cook puts them: "Pomfret, black" → "black pomfret", "Cabbage, savoy" → "savoy cabbage". */
function qualified(head: string, qualifier: string): string {
  return `${qualifier} ${head}`;
}

function fromSr28(tsv: string): FamilyName[] {
  const names: FamilyName[] = [];
  for (const [, group = "", description = ""] of tsv.trim().split("\n").slice(1).map((line) => line.split("\t"))) {
    const segments = description.split(",").map(clean);
    const [first = "", second = "", third = ""] = segments;
    const add = (typed: string, family: FamilyClass) => {
      if (typed !== "") names.push({ typed, family, source: "usda-sr28" });
    };
    if (group === "1500" && FISH_HEADS.has(first) && isPlain(second)) {
      const family = SHELLFISH_HEADS.has(first) ? "shellfish" : "fish";
      add(second, family);
      if (isPlain(third) && !third.includes(" ")) add(qualified(second, third), family);
    } else if (PLANT_CLASS[group] !== undefined && isPlain(first)) {
      add(first, PLANT_CLASS[group]);
      if (isPlain(second)) add(qualified(first, second), PLANT_CLASS[group]);
    } else if (MEAT_CLASS[group] !== undefined && !/^[A-Z]{2}|^USDA/.test(description)) {
      names.push(...meatNames(group, segments));
    }
  }
  return names;
}

/**
 * The cuts SR28 describes, typed as a cook names them: the meat and the cut ("Beef, loin, top loin steak, …" →
 * "beef top loin steak"); a beef steak or roast also bare ("top loin steak") and with its USDA grade ("choice beef
 * top loin steak"); SR28's cured pork and every fresh pork cut with the words SR28 cures pork by ("cured pork
 * blade roll", "smoked pork shoulder": a cook cures or smokes any cut).
 */
function meatNames(group: string, segments: readonly string[]): FamilyName[] {
  const family = MEAT_CLASS[group];
  if (family === undefined) return [];
  // "Game meat, bison, …", "Lamb, New Zealand, …": the animal, then its cuts.
  const animalAt = segments[0] === "game meat" ? 1 : 0;
  const animal = segments[animalAt] ?? "";
  const rest = segments.slice(animalAt + 1).filter((segment) => segment !== "fresh" && segment !== "new zealand" && segment !== "australian");
  const cured = group === "1000" && rest[0] === "cured";
  const cuts: string[] = [];
  for (const segment of cured ? rest.slice(1) : rest) {
    if (!isPlain(segment) && !/\b(?:steaks?|roasts?|chops?)\b/.test(segment)) break;
    if (/\b(?:separable|raw|cooked|trimmed|boneless|grades?|choice|select|prime)\b/.test(segment)) break;
    cuts.push(segment);
  }
  const cut = cuts.at(-1);
  if (!LETTERS.test(animal) || cut === undefined || !/^[a-z ]+$/.test(cut)) return [];
  const named = cut.includes(" ") || cuts.length === 1 ? cut : `${cuts.at(-2) ?? ""} ${cut}`.trim();
  const names: FamilyName[] = [];
  const add = (typed: string, as: FamilyClass) => names.push({ typed, family: as, source: "usda-sr28" });
  if (cured || group === "1000") {
    if (named !== "ham" && named !== "bacon") for (const word of CURING_WORDS) add(`${word} pork ${named}`, "cured pork");
    if (cured) return names;
  }
  add(`${animal} ${named}`, family);
  if (group === "1300" && /\b(?:steak|roast)s?$/.test(named)) {
    add(named, "beef cut, typed bare");
    const grade = GRADES.find((word) => segments.includes(word));
    if (grade !== undefined) add(`${grade} ${animal} ${named}`, "graded beef");
  }
  return names;
}

function fromIfct(tsv: string): FamilyName[] {
  const names: FamilyName[] = [];
  for (const [, group = "", name = "", , english = ""] of tsv.trim().split("\n").slice(1).map((line) => line.split("\t"))) {
    const family = IFCT_CLASS[group];
    if (family === undefined) continue;
    const [head = "", qualifier = ""] = name.split(",").map(clean);
    const typed = [isPlain(qualifier) && !qualifier.includes(" ") ? qualified(head, qualifier) : head, ...english.split(",").map(clean)];
    for (const each of typed) if (/^[a-z]+(?: [a-z]+){0,2}$/.test(each)) names.push({ typed: each, family, source: "ifct2017" });
  }
  return names;
}

/**
 * Every name of the two sources, once each (the first class a name is found under), in a fixed order: the
 * names a cook anywhere may type for a fish, a cut, a cured pork, a vegetable or a fruit.
 */
export function familyNames(sr28: string, ifct: string): FamilyName[] {
  const seen = new Map<string, FamilyName>();
  for (const entry of [...fromSr28(sr28), ...fromIfct(ifct)]) if (!seen.has(entry.typed)) seen.set(entry.typed, entry);
  return [...seen.values()].sort((a, b) => (a.typed < b.typed ? -1 : a.typed > b.typed ? 1 : 0));
}

/**
 * The seed of the Open Food Facts names' own held third (fixed before any figure of them was printed, 2026-11-29,
 * names27): shuffled by it and the first third set aside, as `FAMILY_SEED` does for SR28's and IFCT's.
 */
export const OFF_SEED = 20261129;

// The taxonomy's entries a class is read from, the first an English name descends from deciding (veal before beef, ham
// and bacon before pork, a legume that is also a vegetable a vegetable).
const OFF_CLASS: readonly (readonly [string, FamilyClass])[] = [
  ["en:shellfish", "shellfish"],
  ["en:fish", "fish"],
  ["en:ham", "cured pork"],
  ["en:bacon", "cured pork"],
  ["en:veal", "lamb, veal and game cut"],
  ["en:beef", "beef cut"],
  ["en:pork", "pork cut"],
  ["en:sheep", "lamb, veal and game cut"],
  ["en:goat", "lamb, veal and game cut"],
  ["en:rabbit", "lamb, veal and game cut"],
  ["en:venison", "lamb, veal and game cut"],
  ["en:poultry", "poultry cut"],
  ["en:cheese", "cheese"],
  ["en:vegetable", "vegetable"],
  ["en:fruit", "fruit"],
  ["en:legume", "pulse"],
  ["en:nut", "nut"],
  ["en:herb", "herb"],
];
/**
 * The English names and synonyms of the Open Food Facts ingredients taxonomy a cook might type for a fish, a shellfish,
 * a meat, a vegetable, a fruit, a cheese, a pulse, a nut or a herb: each name below one of those entries (never the
 * entry's own), lower case, one to four words, that is no product made of a food (a juice, a flour, an oil). Once
 * each, in name order.
 */
export function offNames(tsv: string): FamilyName[] {
  const taxonomy = offTaxonomy(tsv);
  const seen = new Map<string, FamilyName>();
  for (const [id, entry] of taxonomy) {
    const ancestors = offAncestors(taxonomy, id);
    if (isOffProduct(ancestors)) continue;
    const family = OFF_CLASS.find(([classId]) => ancestors.includes(classId))?.[1];
    if (family === undefined) continue;
    for (const name of entry.names) {
      const typed = offTyped(name);
      if (typed !== null && !seen.has(typed)) seen.set(typed, { typed, family, source: "off" });
    }
  }
  return [...seen.values()].sort((a, b) => (a.typed < b.typed ? -1 : a.typed > b.typed ? 1 : 0));
}

/** The names split by the seed: `held` a third set aside, `choosing` the rest, each in name order. */
export function splitNames<T>(names: readonly T[], seed = FAMILY_SEED): { readonly choosing: T[]; readonly held: T[] } {
  return seededThird(names, seed);
}

/** What the cookbook made of one name: whether the reader reads it as anything a recipe uses, and whether each pick uses it. */
export type FamilyResult = FamilyName & {
  readonly reads: string;
  /** The name reader reads it as a food some recipe line is given by (`covers`). */
  readonly read: boolean;
  /** Read as what the data files it under: a fish or shellfish, beef, pork, cured meat, a meat, produce. */
  readonly rightFamily: boolean;
  /** The pick for the name with an onion and garlic uses it; and the dish it is. */
  readonly usedWithOnion: boolean;
  readonly recipeWithOnion: string | null;
  /** The pick for the name with two everyday items uses it. */
  readonly usedWithEveryday: boolean;
  readonly everyday: readonly string[];
};

const RECIPE_NAMES: readonly string[] = [...new Set(allRecipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.name)))];

/** Two everyday items for a name, drawn with a chance in proportion to how many corpus recipes use each, seeded by the name. */
export function twoEveryday(typed: string, items: readonly EverydayItem[], seed = FAMILY_SEED): string[] {
  const random = seededRandom((seed ^ nameHash(typed)) >>> 0);
  const reads = readIngredient(typed);
  return drawEveryday(
    items.filter((item) => apart(reads, item.name)),
    2,
    random,
  );
}

// What a fish the tables know only as a stand-in gives ("grouper" cooks as white fish).
const FISH = ["white fish", "oily fish", "salmon", "tuna"];

/** Whether a name read as `reads` is what the data files it under (`family`), by the cookbook's own groups (`starGroup`, `covers`; produce is any food not a protein). */
export function readAsFamily(reads: string, family: FamilyClass): boolean {
  switch (family) {
    case "fish":
    case "shellfish":
      return starGroup(reads) === "fish and shellfish" || FISH.some((fish) => covers(reads, fish));
    case "beef cut":
    case "beef cut, typed bare":
    case "graded beef":
      return covers(reads, "beef");
    case "pork cut":
      return covers(reads, "pork");
    case "cured pork":
      return starGroup(reads) === "cured meat";
    case "lamb, veal and game cut":
    case "poultry cut":
      return starGroup(reads) === "meat";
    case "vegetable":
    case "fruit":
    case "herb":
      return !isProtein(reads);
    case "cheese":
      return covers(reads, "cheese");
    case "pulse":
    case "nut":
      // A pulse or a nut is a plant's: read as one the cookbook cooks as produce or as a plant protein, never as a meat or a dairy food.
      return !isProtein(reads) || starGroup(reads) === "plant protein";
  }
}

/** The check for one name: read, then picked for with an onion and garlic (a new visitor's pantry, no diets) and with two everyday items. */
export function checkFamilyName(entry: FamilyName, items: readonly EverydayItem[]): FamilyResult {
  const reads = readIngredient(entry.typed);
  const read = reads !== "" && RECIPE_NAMES.some((name) => covers(reads, name));
  const withOnion = answerFromCookbook([entry.typed, "onion", "garlic"]);
  const everyday = twoEveryday(entry.typed, items);
  const withEveryday = answerFromCookbook([entry.typed, ...everyday]);
  return {
    ...entry,
    reads,
    read,
    rightFamily: read && readAsFamily(reads, entry.family),
    usedWithOnion: withOnion.kind === "match" && withOnion.used.includes(entry.typed),
    recipeWithOnion: withOnion.kind === "match" ? withOnion.recipe.id : null,
    usedWithEveryday: withEveryday.kind === "match" && withEveryday.used.includes(entry.typed),
    everyday,
  };
}

/** Shares of a group of results: read at all, read as its class, used beside an onion and garlic, used beside two everyday items. */
export function familyShares(results: readonly FamilyResult[]): { readonly names: number; readonly read: number; readonly rightFamily: number; readonly withOnion: number; readonly withEveryday: number } {
  const share = (count: number) => (results.length === 0 ? 1 : count / results.length);
  return {
    names: results.length,
    read: share(results.filter((result) => result.read).length),
    rightFamily: share(results.filter((result) => result.rightFamily).length),
    withOnion: share(results.filter((result) => result.usedWithOnion).length),
    withEveryday: share(results.filter((result) => result.usedWithEveryday).length),
  };
}
