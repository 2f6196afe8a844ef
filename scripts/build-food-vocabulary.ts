/**
 * Builds data/food-vocabulary.json from the USDA SR28 excerpt in data/sources/usda-sr28-foods.tsv (public
 * domain; see data/sources/README.md): the food names cooks type, what kind of food each is, the family a
 * vegetable belongs to by the part of the plant it is (a leaf, a root), the common names USDA records for
 * them, and the words that name a cut or form of a meat ("shank", "brisket", "drumstick").
 *
 * Usage: npx tsx scripts/build-food-vocabulary.ts   (src/food/food-vocabulary.test.ts checks the file is current)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FoodVocabulary } from "../src/food/food-vocabulary-schema.ts";
import type { Kind } from "../src/food/ingredient-kinds.ts";

type Entry = { kind: Kind; family?: string };

const root = fileURLToPath(new URL("..", import.meta.url));
export const SOURCE = `${root}data/sources/usda-sr28-foods.tsv`;
export const OUT = `${root}data/food-vocabulary.json`;

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

// A name a cook would type: one or two plain words, not a brand, a blend or a prepared dish.
function isPlainName(name: string): boolean {
  return /^[a-z]{3,}(?: [a-z]{3,})?$/.test(name) && !NOT_NAMES.has(name) && !/\b(?:juice|nectar|blend|sauce|mix|puree|pudding|salad|drink|spread|flour|meal|product|substitute)\b/.test(name);
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

export function buildFoodVocabulary(tsv: string): FoodVocabulary {
  const names: Record<string, Entry> = {};
  const aliases: Record<string, string> = {};
  const cutCounts = new Map<string, number>();
  const rows = tsv.trim().split("\n").slice(1).map((line) => line.split("\t"));
  for (const [, group = "", description = "", common = "", part = ""] of rows) {
    const segments = description.split(",").map((segment) => segment.trim());
    const name = nameOf(group, description);
    const kind = KIND_BY_GROUP[group];
    if (name === null || kind === undefined) continue;
    const herb = group === "0200" && /^LEAF/.test(part);
    const entry: Entry = names[name] ?? { kind: herb ? "herb" : kind };
    const family = group === "1100" ? familyFromPart(part) : undefined;
    if (family !== undefined && entry.family === undefined) entry.family = family;
    names[name] = entry;
    for (const raw of common.split(",")) {
      const alias = phrase(raw);
      if (alias !== name && isPlainName(alias) && /[aeiouy]/.test(alias) && !/\b(?:includes|commodity|usda)\b/i.test(raw) && aliases[alias] === undefined) aliases[alias] = name;
    }
    if (MEAT_GROUPS.has(group)) {
      for (const segment of segments.slice(1, 3)) {
        for (const word of segment.toLowerCase().split(/[^a-z]+/)) {
          if (word.length >= 3 && !NOT_CUTS.has(word)) cutCounts.set(singular(word), (cutCounts.get(singular(word)) ?? 0) + 1);
        }
      }
    }
  }
  const sortedRecord = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    about:
      "Built by scripts/build-food-vocabulary.ts from data/sources/usda-sr28-foods.tsv (USDA SR28, public domain): food names with their kind and, for vegetables, the family of the plant part they are; USDA's common names; words naming a cut of meat. Do not edit by hand.",
    kinds: Object.fromEntries(
      [...new Set(Object.values(names).map((entry) => entry.kind))].sort().map((kind) => [kind, Object.keys(names).filter((name) => names[name]?.kind === kind).sort()]),
    ),
    families: sortedRecord(Object.fromEntries(Object.entries(names).flatMap(([name, entry]) => (entry.family === undefined ? [] : [[name, entry.family]])))),
    aliases: sortedRecord(Object.fromEntries(Object.entries(aliases).filter(([alias]) => names[alias] === undefined))),
    cutWords: [...cutCounts].filter(([word, count]) => count >= 2 && names[word] === undefined).map(([word]) => word).sort(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const vocabulary = buildFoodVocabulary(readFileSync(SOURCE, "utf8"));
  writeFileSync(OUT, `${JSON.stringify(vocabulary, null, 1)}\n`);
  console.log(`Food vocabulary: ${Object.values(vocabulary.kinds).flat().length} names, ${Object.keys(vocabulary.aliases).length} aliases, ${vocabulary.cutWords.length} cut words → data/food-vocabulary.json`);
}
