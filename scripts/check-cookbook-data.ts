/**
 * Checks the recipe data files under cookbook/recipes: valid JSON, the fields and their
 * ranges, canonical ingredient names, diet tags against a table of what breaks each diet,
 * steps that mention the ingredients, and how many recipes give each of the common
 * ingredients (cookbook/common-ingredients.json) a main role.
 *
 * Usage: npx tsx scripts/check-cookbook-data.ts   (exits 1 on an error; warnings do not fail)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { normaliseIngredient } from "../src/food/ingredient-names.ts";

const CATEGORIES = ["breakfast", "main", "soup", "salad", "side", "baking", "dessert"];
const CUISINES = [
  "American", "British", "Caribbean", "Chinese", "French", "Greek", "Indian", "Irish", "Italian",
  "Japanese", "Korean", "Mexican", "Middle Eastern", "Moroccan", "Spanish", "Thai", "Turkish",
  "Vietnamese",
];
const ROLES = ["main", "supporting", "garnish", "optional"];
const DIETS = ["vegetarian", "vegan", "gluten-free", "dairy-free"] as const;
type Diet = (typeof DIETS)[number];

// What an ingredient brings that some diet excludes: M meat, F fish or seafood, D dairy,
// E egg, H honey, G gluten. Names absent here are taken as plant-based and gluten-free,
// so the script lists them for a person to look over. Where products differ (curry paste
// with shrimp paste, puff pastry with butter, sausages with rusk, baked beans thickened with
// wheat, oats milled beside wheat) the cautious reading wins.
const BREAKS: Readonly<Record<string, string>> = {
  chicken: "M", "ground beef": "M", beef: "M", pork: "M", "ground pork": "M", bacon: "M",
  sausage: "MG", ham: "M", lamb: "M", "ground lamb": "M", "ground turkey": "M", "ground chicken": "M",
  chorizo: "M", prosciutto: "M", pancetta: "M", "chicken stock": "M", "beef stock": "M", "lamb stock": "M", turkey: "M",
  duck: "M", salami: "M", pepperoni: "M", gelatin: "M", marshmallow: "M", "chicken liver": "M",
  "black pudding": "MG", lard: "M",
  salmon: "F", "white fish": "F", tuna: "F", shrimp: "F", "smoked salmon": "F", "smoked haddock": "F",
  squid: "F", anchovy: "F", mussel: "F", "fish sauce": "F", "oyster sauce": "FG", mackerel: "F",
  sardine: "F", crab: "F", "shrimp paste": "F", "curry paste": "F", "red curry paste": "F",
  "green curry paste": "F", kimchi: "F", "bonito flake": "F", dashi: "F",
  "worcestershire sauce": "FG", "smoked mackerel": "F",
  milk: "D", butter: "D", cheddar: "D", parmesan: "D", mozzarella: "D", feta: "D", "heavy cream": "D",
  yogurt: "D", "sour cream": "D", "cream cheese": "D", ricotta: "D", "goat cheese": "D",
  halloumi: "D", gruyere: "D", "creme fraiche": "D", buttermilk: "D", paneer: "D", "blue cheese": "D",
  mascarpone: "D", pecorino: "D", manchego: "D", ghee: "D", "condensed milk": "D",
  "evaporated milk": "D", "ice cream": "D", "milk chocolate": "D", "white chocolate": "D",
  "dark chocolate": "D", "chocolate chip": "D", pesto: "D", custard: "DE", cheese: "D",
  "puff pastry": "DG", "shortcrust pastry": "DG", naan: "DG", brioche: "DEG",
  egg: "E", "egg yolk": "E", "egg white": "E", mayonnaise: "E", "egg noodle": "EG", ladyfinger: "EG",
  honey: "H",
  flour: "G", "self-raising flour": "G", "bread flour": "G", "wholemeal flour": "G", bread: "G",
  pita: "G", tortilla: "G", "burger bun": "G", "english muffin": "G", breadcrumb: "G", pasta: "G",
  "lasagne sheet": "G", gnocchi: "G", couscous: "G", bulgur: "G", barley: "G", oat: "G",
  "udon noodle": "G", "ramen noodle": "G", "soba noodle": "G", "soy sauce": "G", "hoisin sauce": "G",
  gochujang: "G", miso: "G", "baked bean": "G", "filo pastry": "G", "digestive biscuit": "G", beer: "G", orzo: "G",
  "wonton wrapper": "G", "pizza dough": "G", "teriyaki sauce": "G", crouton: "G", "pearl barley": "G",
  brie: "D", "cottage cheese": "D", "fish finger": "FG", "duck breast": "M", stuffing: "G", "gravy granule": "G",
  meringue: "E", venison: "M", "corned beef": "M",
};

const FORBIDDEN: Readonly<Record<Diet, string>> = {
  vegetarian: "MF",
  vegan: "MFDEH",
  "gluten-free": "G",
  "dairy-free": "D",
};

/** The diets that hold for every one of `names`, by the table above. */
export function dietsFor(names: readonly string[]): Diet[] {
  const flags = names.map((name) => BREAKS[name] ?? "").join("");
  return DIETS.filter((diet) => ![...FORBIDDEN[diet]].some((flag) => flags.includes(flag)));
}

/** Every canonical ingredient name some n-gram of `text` normalises to. */
function namesMentioned(text: string): Set<string> {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .filter((w) => w.length > 0);
  const found = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 1; n <= 3 && i + n <= words.length; n += 1) {
      const name = normaliseIngredient(words.slice(i, i + n).join(" "));
      if (name !== "") found.add(name);
    }
  }
  return found;
}

interface Report {
  errors: string[];
  warnings: string[];
}

function checkRecipe(file: string, data: unknown, report: Report): Record<string, unknown> | undefined {
  const fail = (message: string): void => void report.errors.push(`${file}: ${message}`);
  if (typeof data !== "object" || data === null) {
    fail("not an object");
    return undefined;
  }
  const r = data as Record<string, unknown>;
  const id = r["id"];
  if (typeof id !== "string" || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) fail("id is not kebab-case");
  else if (`${id}.json` !== file) fail(`id ${id} does not match the file name`);
  if (typeof r["title"] !== "string" || r["title"].length < 3) fail("title missing");
  if (!CATEGORIES.includes(String(r["category"]))) fail(`category ${String(r["category"])}`);
  if (!CUISINES.includes(String(r["cuisine"]))) fail(`cuisine ${String(r["cuisine"])}`);
  const servings = r["servings"];
  if (!Number.isInteger(servings) || (servings as number) < 1 || (servings as number) > 24) fail("servings");
  const minutes = r["totalMinutes"];
  if (!Number.isInteger(minutes) || (minutes as number) < 1 || (minutes as number) > 600) fail("totalMinutes");
  const ingredients = r["ingredients"];
  if (!Array.isArray(ingredients) || ingredients.length < 2) {
    fail("ingredients missing");
    return undefined;
  }
  const names: string[] = [];
  let mains = 0;
  for (const item of ingredients as Record<string, unknown>[]) {
    const name = String(item["name"]);
    if (normaliseIngredient(name) !== name) fail(`"${name}" is not canonical (→ "${normaliseIngredient(name)}")`);
    if (names.includes(name)) fail(`"${name}" listed twice`);
    names.push(name);
    if (typeof item["quantity"] !== "string" || item["quantity"].length === 0) fail(`"${name}" has no quantity`);
    if (!ROLES.includes(String(item["role"]))) fail(`"${name}" role ${String(item["role"])}`);
    if (item["role"] === "main") mains += 1;
  }
  // Four when the title names four ("Gammon Steaks with Pineapple, Cabbage and New Potatoes").
  if (mains < 1 || mains > 4) fail(`${mains} main ingredients (1-4 expected)`);
  const steps = r["steps"];
  if (!Array.isArray(steps) || steps.length < 3 || steps.length > 7 || !steps.every((s) => typeof s === "string")) {
    fail("steps: 3-7 strings expected");
  } else {
    const text = (steps as string[]).join(" ");
    const mentioned = namesMentioned(text);
    for (const item of ingredients as Record<string, unknown>[]) {
      const name = String(item["name"]);
      // The last word is enough for a cook to follow: "the beans" for "cannellini bean".
      const family = name.split(" ").at(-1) ?? name;
      if (!mentioned.has(name) && !text.toLowerCase().includes(family)) {
        report.warnings.push(`${file}: steps never mention "${name}"`);
      }
    }
  }
  const diets = r["diets"];
  if (!Array.isArray(diets)) fail("diets missing");
  else {
    const allowed = dietsFor(names);
    for (const diet of diets) if (!allowed.includes(diet as Diet)) fail(`claims ${String(diet)} but an ingredient breaks it`);
    for (const diet of allowed) if (!diets.includes(diet)) report.warnings.push(`${file}: could also be tagged ${diet}`);
  }
  return r;
}

function main(): void {
  const root = join(import.meta.dirname, "..", "cookbook");
  const common: string[] = JSON.parse(readFileSync(join(root, "common-ingredients.json"), "utf8")).ingredients;
  const report: Report = { errors: [], warnings: [] };
  for (const name of common) if (normaliseIngredient(name) !== name) report.errors.push(`common list: "${name}" is not canonical`);
  if (new Set(common).size !== 150) report.errors.push(`common list: ${new Set(common).size} distinct names, 150 expected`);

  const dir = join(root, "recipes");
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  const mainCount = new Map(common.map((name) => [name, 0]));
  const unflagged = new Set<string>();
  const titles = new Map<string, string>();
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      report.errors.push(`${file}: invalid JSON (${String(error)})`);
      continue;
    }
    const recipe = checkRecipe(file, data, report);
    if (recipe === undefined) continue;
    const title = String(recipe["title"]).toLowerCase();
    const clash = titles.get(title);
    if (clash !== undefined) report.errors.push(`${file}: same title as ${clash}`);
    titles.set(title, file);
    for (const item of recipe["ingredients"] as Record<string, unknown>[]) {
      const name = String(item["name"]);
      if (BREAKS[name] === undefined) unflagged.add(name);
      if (item["role"] === "main" && mainCount.has(name)) mainCount.set(name, (mainCount.get(name) ?? 0) + 1);
    }
  }

  for (const warning of report.warnings) console.log(`warning: ${warning}`);
  console.log(`\nNames taken as plant-based and gluten-free (look them over): ${[...unflagged].sort().join(", ")}`);
  const short = [...mainCount].filter(([, count]) => count < 3);
  console.log(`\n${files.length} recipe files; ${common.length - short.length}/${common.length} common ingredients are main in >= 3 of them.`);
  console.log(`Below 3: ${short.map(([name, count]) => `${name} ${count}`).join(", ") || "none"}`);
  for (const error of report.errors) console.error(`error: ${error}`);
  if (report.errors.length > 0) process.exit(1);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
