import {
  addNutrients,
  COOKED_WORDS,
  DRAINED,
  driedUnknown,
  findFood,
  gramsOfPortion,
  IN_ITS_SHELL,
  nutrientsOf,
  partCounted,
  RETAINED,
  resolveFood,
  scaleNutrients,
  ZERO,
  type NutritionFood,
  type NutritionTable,
  type Nutrients,
  type Portion,
  type Retained,
  type Soaked,
} from "../food/nutrition.ts";
import { isMeatOrFish, namedCuts, pluralise, singularise } from "../food/ingredient-names.ts";
import { isEachOne, readMeasure, type Measure } from "./amount.ts";
import { parseIngredientLine, saysOptional } from "./ingredient-line.ts";
import type { IngredientLine, UnderstoodRecipe } from "./recipe-model.ts";
import { escapeRegExp, NUMBER_WORDS, UNIT_SIZES, UNITS, unitWrittenAt, type Unit } from "./vocabulary.ts";

/**
 * Nutrition per serving estimated from a recipe's ingredient lines as read: each line's amount, as the one
 * amount grammar read it (./amount.ts, units from ./vocabulary.ts), becomes a portion the USDA table
 * weighs (src/food/nutrition.ts). A line is counted only when both the food and its weight are known;
 * every other line is reported with the reason, never guessed. Pure: the table is passed in.
 * See docs/decisions/018-nutrition-from-usda-sr28.md.
 */

/**
 * Why a line is not counted; "equipment" (skewers, baking paper, or a line with no letter: a rule drawn with box
 * characters) is no food line at all: neither counted nor listed as not counted.
 */
export type SkipReason = "no-amount" | "to-taste" | "optional" | "discarded" | "unknown-food" | "unknown-weight" | "counted-above" | "equipment";

/** Whether a line is food the estimate should count or say it could not: every line but kitchen equipment. */
export function isFoodLine(line: LineEstimate): boolean {
  return line.kind === "counted" || line.reason !== "equipment";
}

export type LineEstimate =
  | {
      readonly kind: "counted";
      readonly text: string;
      readonly food: string;
      readonly usda: string;
      readonly grams: number;
      readonly note: string | null;
      /** Set when only a share of the line stays in the dish: a marinade, a coating, a frying bath. */
      readonly retained?: Retained;
      /** Set when the line counts an even mix of the kinds it names as examples: each SR28 food's share of `grams` (`usda` is the first). */
      readonly mix?: readonly { readonly usda: string; readonly share: number }[];
    }
  | { readonly kind: "skipped"; readonly text: string; readonly reason: SkipReason };

export interface NutritionEstimate {
  /** The whole recipe as written (its base servings). */
  readonly total: Nutrients;
  readonly perServing: Nutrients;
  readonly baseServings: number;
  readonly lines: readonly LineEstimate[];
}

/** Millilitres in a cup and a spoon, for foods whose volume weight was entered by hand. */
const MILLILITRES: Readonly<Record<string, number>> = Object.fromEntries(["cup", "tbsp", "tsp"].map((name) => [name, UNITS.get(name)?.baseFactor ?? Number.NaN]));
const INCH = UNITS.get("inch");

/** The vocabulary's sizes ("medium", "extra-large"), longest first, as whole words. */
const SIZE_WORDS = new RegExp(`\\b(${[...UNIT_SIZES].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})\\b`, "gi");

/** "(10-inch)", "(9-or 10-inch)", "6-to 8-inch", "8 inch": a piece's size across, a range at its middle. */
const INCHES_ACROSS = /\b(?:(\d+(?:\.\d+)?)[- ]?(?:or|to|-)[- ]?)?(\d+(?:\.\d+)?)[- ]?inch\b/i;

/** The amount a line asks for: a range counts at its midpoint. */
function amountOf(line: IngredientLine): number | null {
  if (line.quantity === null) return null;
  return line.quantityUpper === null ? line.quantity : (line.quantity + line.quantityUpper) / 2;
}

/** `value` of a unit of weight or volume as a portion; null for any other unit. */
function inUnit(value: number, unit: Unit): Portion | null {
  if (!unit.convertible) return null;
  if (unit.type === "mass") return { kind: "weight", grams: value * unit.baseFactor };
  if (unit.type === "volume") return { kind: "volume", ml: value * unit.baseFactor };
  return null;
}

/** A measure's quantity, or the middle of its range ("2-3 cups" counts 2.5). */
function middleOf(measure: Measure): number {
  return measure.upper === null ? measure.quantity : (measure.quantity + measure.upper) / 2;
}

/**
 * A weight or volume written as a measure ("400 g", "14½ oz", "8-ounce"), `times` over; a weight in two units ("1 lb
 * 13 oz", "1 lb, 13 oz", as US cans are labelled) is one measure of the amount grammar, their sum.
 */
function measured(measure: Measure | null, times: number): Portion | null {
  if (!measure?.unit) return null;
  return inUnit(times * middleOf(measure), measure.unit);
}

/** "or 1 (", "or one (": the count of an alternative amount, whose bracket sizes that alternative's container. */
const ALTERNATIVE_AMOUNT = new RegExp(`\\bor\\s+(?:\\d+|${[...NUMBER_WORDS.keys()].map(escapeRegExp).join("|")})\\s*\\(`, "i");

/**
 * "2 cups fresh vegetables … or 1 (16-ounce) bag frozen vegetables", "1 cup diced tomatoes, or 1 (14.5-ounce) can": an
 * alternative amount with its container's size. The line's first amount is the one it counts, as for any alternative: a
 * measure in the alternative's brackets is that container's size, neither a weight of the first amount nor its scale,
 * and a form it names ("frozen", "canned") is the alternative's.
 */
function sizesAnAlternative(text: string, measure: Measure): boolean {
  const alternative = ALTERNATIVE_AMOUNT.exec(text);
  return alternative !== null && measure.start > alternative.index;
}

/** The line's words up to an alternative amount with its container's size ("… or 1 (10-ounce) package frozen spinach"). */
function withoutAlternativeAmount(text: string): string {
  const alternative = ALTERNATIVE_AMOUNT.exec(text);
  return alternative === null ? text : text.slice(0, alternative.index);
}

/**
 * A weight written in a bracket after a count or a container: "(3 oz each)" is each one's, "(about 1 lb)"
 * the whole amount's ("16 large sea scallops (about 1 lb)", "2 cans tomatoes (about 800 g)").
 */
function bracketedWeight(line: IngredientLine, count: number): Portion | null {
  for (const measure of line.parsed.equivalents) {
    if (sizesAnAlternative(line.text, measure)) continue;
    const portion = measured(measure, isEachOne(line.text, measure) ? count : 1);
    if (portion !== null) return portion;
  }
  return null;
}

/**
 * "1 medium onion, chopped (about 1 cup)", "2 medium bell peppers, sliced (about 4 cups)": a count of the food's own
 * pieces with a volume in brackets. The pieces are what the cook takes, and SR28 weighs them by size; the volume is
 * a guide whose weight hangs on the cut (SR28's bell pepper: a cup chopped 149 g, sliced 92 g; onion: chopped 160
 * g, sliced 115 g), which a cup's single density cannot follow. So the pieces count first, the volume only where the
 * table has no piece weight ("2 garlic scapes (about ¼ cup)"). A weight in brackets stays the measure: it is the scale.
 */
export function piecesBesideVolume(line: IngredientLine): Portion | null {
  if (line.unit !== null || line.parsed.amount?.counted || line.parsed.containerSize !== null) return null;
  if (portionOf(line)?.kind !== "volume") return null;
  const pieces = portionOf(line, false);
  return pieces?.kind === "count" ? pieces : null;
}

/**
 * The portion a line's amount measures, read from the amount grammar's reading of it; null with no amount.
 * `bracketed`: whether a weight or volume in brackets after a count is its measure (see `piecesBesideVolume`).
 */
export function portionOf(line: IngredientLine, bracketed = true): Portion | null {
  const count = amountOf(line);
  if (count === null || !(count > 0)) return null;
  // "1 small bunch of dill", "a thumb-sized piece of ginger": the grammar counts the sized piece; it is the unit here.
  const counted = line.parsed.amount?.counted;
  const unit: Unit | null = line.unit !== null ? (UNITS.get(line.unit) ?? null) : counted ? (unitWrittenAt(line.text, counted.start)?.unit ?? null) : null;
  if (unit !== null && unit.convertible) {
    if (unit.type === "length" && INCH !== undefined) return { kind: "count", count: (count * unit.baseFactor) / INCH.baseFactor, unit: "inch", size: null, words: line.name };
    // "1 cup (125 g) flour", "1 cup/120g", "1 cup flour (150 g)": the weight the recipe wrote beside a volume, before or
    // after the name, is the cook's scale and surer than a density ("about" or not).
    const beside = [...(line.parsed.amount?.equivalents ?? []), ...line.parsed.equivalents].filter((measure) => !sizesAnAlternative(line.text, measure));
    const weighed = unit.type === "volume" ? beside.map((measure) => measured(measure, 1)).find((portion) => portion?.kind === "weight") : undefined;
    // "1 lb 13 oz", "1 lb, 13 oz": one measure, the sum, in the amount grammar.
    return weighed ?? inUnit(count, unit);
  }
  // "1 (400 g) tin", "1 8-ounce can", "2 x 400 g tins", "2 (6 oz) salmon fillets": the size written, times the count.
  const size = line.parsed.containerSize;
  const sized = size === null ? null : measured(readMeasure(line.text, size.start), count);
  if (sized !== null) return sized;
  const inBrackets = bracketed ? bracketedWeight(line, count) : null;
  if (inBrackets !== null) return inBrackets;
  const sizeWord = [...line.text.matchAll(SIZE_WORDS)][0]?.[1]?.toLowerCase().replace(/-/g, " ") ?? null;
  const words = `${line.name} ${line.note ?? ""}`.replace(SIZE_WORDS, " ");
  // "2 (9-or 10-inch) tortillas", "4 10-inch tortillas": the piece's size across, before any note ("cut into 1-inch strips").
  const across = INCHES_ACROSS.exec(line.text.split(",")[0] ?? "");
  const inches = across?.[2] === undefined ? undefined : across[1] === undefined ? Number(across[2]) : (Number(across[1]) + Number(across[2])) / 2;
  const part = partCounted(line.name);
  return { kind: "count", count, unit: unit?.name ?? null, size: sizeWord, words, ...(inches === undefined ? {} : { inches }), ...(part === null ? {} : { part }) };
}

function isOptional(line: IngredientLine): boolean {
  return saysOptional(line.text);
}

/** "1 bay leaf (discarded)", "2 cups brine, to discard": the line says it does not stay in the dish. */
function isDiscarded(line: IngredientLine): boolean {
  // "(or use a spoon to discard the layer of fat)" discards part of it, not the line.
  return /\bdiscarded\b|\bto (?:be )?discard(?:ed)?\b(?! (?:the |a |any |visible )?\w)|\bremoved? before serving\b/i.test(line.text);
}

/** A name whose food is bones: "marrow-bone", "beef bones", "a ham bone", "marrowbone" (not "T-bone steak", "bone broth"). */
const BONES_LAST = /(?:^|[\s-])(?:marrow)?bones?$/i;

/**
 * "2 lbs. marrow-bone", "1 kg beef bones", "a ham bone": bones for a stock or a soup, lifted out before it is served. What
 * the liquid takes from them is no food SR28 weighs, and their weight is neither meat nor the vegetable marrow the shared
 * names read "marrow" as, so the line is discarded. The name's first alternative decides ("chicken bones or carcasses").
 */
function isBonesForThePot(line: IngredientLine, name: string | null, table: NutritionTable): boolean {
  const first = (line.name.split(/\s+or\s+|[,(]/)[0] ?? "").trim();
  if (!BONES_LAST.test(first) || ON_ITS_BONE.test(first)) return false;
  // "2 lb beef T-bones": a cut the table knows by its bone is that cut.
  const words = first.toLowerCase().replace(/[^a-z]+/g, " ");
  return !Object.keys((name === null ? undefined : table.names[name]?.cuts) ?? {}).some((cut) => / bone$/.test(` ${cut}`) && ` ${words}`.replace(/s$/, "").endsWith(` ${cut.replace(/-/g, " ")}`));
}

/** "Chicken with bone", "lamb on the bone": the meat, weighed or served with its bone. */
const ON_ITS_BONE = /\b(?:with|on|off|without)\s+(?:the\s+|its\s+|their\s+)?bones?$/i;

function isToTaste(line: IngredientLine): boolean {
  return /\b(?:to taste|as needed|for serving|for garnish|to serve)\b/i.test(line.text);
}

/** Grams the line puts in the dish, after what the line says is drained or is bone; or null. */
function gramsInDish(line: IngredientLine, name: string, portion: Portion, food: NutritionFood, table: NutritionTable): { grams: number; note: string | null } | null {
  const grams = gramsOfPortion(portion, food, table, MILLILITRES);
  if (grams === null) return null;
  // "400g tin of chickpeas, drained": a weight written before "tin of" or "can of" is the tin's, as "1 (400 g) tin" is.
  const container = line.parsed.containerSize !== null || (line.unit !== null && UNITS.get(line.unit)?.type === "count") || /^(?:tins?|cans?)\s+of\b/i.test(line.name);
  if (container && food.drained !== undefined && DRAINED.test(line.text)) return { grams: grams * food.drained, note: "drained" };
  // A weight as bought of a cut SR28 weighs with its bone ("2 lb pork chops", "1 whole chicken (about 3 lb)"), or one
  // the line says is on the bone: SR28's refuse is left out. A piece's weight in the table is already its edible part.
  // "Butterflied" is boned and opened out; "boned and rolled", "boned".
  const boneless = /\bboneless\b|\boff the bone\b|\bbone(?:d|s removed)\b|\bbutterfl(?:ied|y)\b/i.test(line.text);
  // A whole joint counted and weighed ("1 leg of lamb (about 2 kg)", "1 (1.5 kg) lamb shoulder") is bought on its bone.
  const wholeJoint = food.boneIfWhole === true && line.unit === null && line.quantity !== null;
  const onTheBone = wholeJoint || /\bbone[- ]in\b|\bon the bone\b|\bwith (?:the )?bones?\b/i.test(line.text);
  if (portion.kind === "weight" && food.refuse > 0 && !boneless && (onTheBone || food.bone === true)) {
    return { grams: grams * (1 - food.refuse), note: "bones and trimmings left out" };
  }
  // "500 g prawns, shell on", "1 lb walnuts in the shell", "2 lb unshelled pistachios": a weight of the food in its shell is
  // of the food as bought, and SR28's refuse of it is its shell ("Tail and shell 13 %" of raw shrimp, "Shells 55 %" of
  // walnuts), or for a food whose refuse is none, its weight of the yield out of the shell (clams: 68 g of a pound in
  // shell). SR28 weighs mussels, oysters, crab and lobster as their meat, and gives neither: nothing is left out of them.
  const shell = food.shell ?? food.refuse;
  if (portion.kind === "weight" && shell > 0 && IN_ITS_SHELL.test(line.text)) return { grams: grams * (1 - shell), note: "shells left out" };
  if (portion.kind === "weight" && food.refuse > 0 && food.bone !== true && (cutAwayAfterWeighing(line, name) || wholePieceWeighed(line, name, food, table))) {
    return { grams: grams * (1 - food.refuse), note: "peel and trimmings left out" };
  }
  return { grams, note: null };
}

/**
 * "1 lb boneless chicken breasts, cooked and shredded", "1 pound shrimp, thawed and cooked": meat or fish weighed before a
 * note that cooks it is weighed raw, as bought (measure, then prepare); "1 lb cooked chicken" and "200 g leftover roast beef"
 * are weighed cooked. Grains and vegetables keep the cooked reading either way ("2 cups rice, cooked").
 */
function cookedAfterWeighing(line: IngredientLine, portion: Portion, name: string): boolean {
  return portion.kind === "weight" && isMeatOrFish(name) && !COOKED_WORDS.test(line.name) && COOKED_WORDS.test(line.note ?? "");
}

const SOAKED = /\b(?:pre-?)?soak(?:ed|ing)?\b/i;

/**
 * "250 g kidney beans, soaked overnight": a soak written after the name, outside brackets, is done after measuring (measure,
 * then prepare, as for peeling), so the amount is of the food dry. "500 g soaked chickpeas", or the soak in brackets ("300g
 * beans (washed, soaked overnight and drained)"), as a weight in brackets after a count is read (`cutAwayAfterWeighing`): the
 * amount is of the food soaked. Null when the line does not soak its food.
 */
function soakedOf(line: IngredientLine): Soaked | null {
  if (!SOAKED.test(line.text)) return null;
  // The reader keeps a bracket's words as the note without its brackets: the line's own text says where they were.
  const outsideBrackets = line.text.replace(/\([^()]*\)?/g, " ");
  return SOAKED.test(outsideBrackets) && !SOAKED.test(line.name) ? "dry" : "hydrated";
}

// What a preparation cuts away from a fruit or a vegetable: SR28's refuse of it (parings, cores, crowns and tips, seeds and
// stems, pits). Not meat and fish: they are trimmed of fat and skin, which SR28's lean and skinless foods already leave
// out, and "peeled and deveined" is how shrimp are sold as well as a step.
const CUTS_AWAY = /\b(?:peel(?:ed)?|pared|cored|trimmed|(?:de)?seeded|stoned|pitted|hulled|topped and tailed)\b/i;

/**
 * "1.2 kg potatoes, peeled and quartered", "250 g parsnips, trimmed": a weight of the amount itself (or of the container
 * before the name) with a preparation after the comma that cuts part of the food away is a weight as bought, as cookbooks
 * write it (measure, then prepare; "peeled potatoes" are weighed peeled), and SR28 gives nutrients per 100 g of the edible
 * part with the share of the food as bought that is refuse. A weight in brackets after a count ("1 eggplant, peeled and
 * cut into chunks (about 12 ounces)") may be of the prepared food, and is as written.
 */
function cutAwayAfterWeighing(line: IngredientLine, name: string): boolean {
  const weighed = line.parsed.containerSize !== null || (line.unit !== null && UNITS.get(line.unit)?.type === "mass");
  const note = (line.note ?? "").replace(/\([^()]*\)/g, " ");
  // "180 g cooked chestnuts, peeled", "250 g cooked beetroot, peeled": a cooked food is bought ready, or weighed cooked.
  return weighed && !isMeatOrFish(name) && CUTS_AWAY.test(note) && !COOKED_WORDS.test(line.text);
}

// "4 sweet potatoes (about 1 kg), scrubbed", "unpeeled", "skin on", "skins left on": the line keeps the skin SR28 counts as parings.
const SKIN_KEPT = /\b(?:scrubbed|unpeeled|not peeled|skins?[- ](?:left[- ])?on|with (?:the |their |its )?skins?(?: on)?)\b/i;

/**
 * "1 (3- to 4-pound) head cauliflower", "1 (2 lb) butternut squash", "1 head cauliflower (about 2 lb)", "2 large (1 lb each)
 * eggplants": a weight written as the size of the food's own pieces (no unit, or a unit that counts whole pieces: a head, a
 * bulb), before the name or in brackets right after it, is of the whole piece as bought, as a head is weighed with its core
 * and leaves and a squash with its rind and seeds; SR28 gives nutrients per 100 g of the edible part with the share of the
 * food as bought that is refuse (SR28's own medium head of cauliflower is 575 g of it, a 3½ lb head as bought 619 g). A
 * bracket after a preparation ("1 eggplant, peeled and cut into chunks (about 12 ounces)") may weigh the prepared food, and
 * is as written. Not a container's size ("1 (15-ounce) can", "1 (5-ounce) bag spinach"): what a can, a bag or a package
 * holds is sold ready. Meat and fish are weighed by the bone rule; a cooked food is bought ready; a potato, which SR28
 * counts with its skin, keeps it whole, as does any piece the line scrubs or leaves unpeeled.
 */
function wholePieceWeighed(line: IngredientLine, name: string, food: NutritionFood, table: NutritionTable): boolean {
  if (food.skinEaten === true || SKIN_KEPT.test(line.text) || isMeatOrFish(name) || COOKED_WORDS.test(line.text)) return false;
  if (line.unit !== null && !table.wholePieceUnits.includes(line.unit)) return false;
  const bracketed = line.parsed.equivalents.find((measure) => measure.unit?.type === "mass" && !sizesAnAlternative(line.text, measure));
  const size = line.parsed.containerSize ?? bracketed ?? null;
  const comma = line.text.indexOf(",");
  if (size === null || (line.parsed.containerSize === null && comma >= 0 && size.start > comma)) return false;
  // The words before the name: "3 large bags (500g each) of baby spinach" counts bags, whatever the amount grammar kept as its unit.
  const named = line.text.indexOf(line.name);
  const before = line.text.slice(0, named > 0 ? named : size.end);
  return [...before.matchAll(/\p{L}+/gu)].every((word) => {
    const unit = unitWrittenAt(before, word.index)?.unit;
    return unit === undefined || unit.convertible || table.wholePieceUnits.includes(unit.name);
  });
}

// "2 tbsp butter, plus 1 tsp for greasing the tin": an added measure for a use that leaves it out of the dish is not counted.
const NOT_IN_DISH = /^[ \t]*(?:\w+[ \t]+)?for[ \t]+(?:the[ \t]+)?(?:dust|coat|fry|frying|greas|brush|oil|pan|tin|tray|dish|mou?ld|serv|garnish|decorat|sprinkl)/i;

/** Grams of what a line adds to its amount ("1 tbsp plus 1 tsp"): each added measure of the same food, as the amount is weighed. */
function addedGrams(line: IngredientLine, food: NutritionFood, table: NutritionTable): number {
  return line.parsed.plus.reduce((sum, measure) => {
    if (NOT_IN_DISH.test(line.text.slice(measure.end))) return sum;
    const portion = measure.unit === null ? null : inUnit(middleOf(measure), measure.unit);
    const grams = portion === null ? null : gramsOfPortion(portion, food, table, MILLILITRES);
    return sum + (grams ?? 0);
  }, 0);
}

/** The words of a phrase, lower case and singular, to match equipment whole-word, plural or not. */
const wordsOf = (phrase: string) => phrase.toLowerCase().split(/[^a-z]+/).filter(Boolean).map(singularise);
const equipmentWords = new WeakMap<readonly string[], readonly (readonly string[])[]>();

/** "8 wooden skewers, soaked", "Baking paper", "kitchen twine": a line whose name is kitchen equipment and no food. */
function isEquipment(line: IngredientLine, table: NutritionTable): boolean {
  let phrases = equipmentWords.get(table.equipment);
  if (phrases === undefined) equipmentWords.set(table.equipment, (phrases = table.equipment.map(wordsOf)));
  // The line's words, not only its name: in "4 loaf tins" the reader takes "tins" for the unit.
  const words = wordsOf(line.text);
  const named = phrases.filter((phrase) => words.some((_, start) => phrase.every((word, index) => words[start + index] === word)));
  if (named.length === 0) return false;
  // The name's other words name no food: "plastic wrap" is no tortilla wrap, "foil-wrapped garlic butter" is butter.
  const rest = wordsOf(line.name).filter((word) => !named.some((phrase) => phrase.includes(word))).join(" ");
  return rest === "" || findFood(table, rest) === null;
}

// "Yolk 1 egg", "Whites 8 eggs", "Juice 2 lemons", "Rind ½ orange": the part of a piece written before its amount, as
// old cookbooks write "1 egg yolk", "juice of 2 lemons" and "rind of ½ orange".
const PART_BEFORE_EGGS = /^(yolks?|whites?)\s+(?:of\s+)?(.*\beggs?\b.*)$/i;
const JUICE_BEFORE = /^(juice|(?:grated\s+)?(?:rind|zest))\s+(?!of\b)(\S.*)$/i;

/**
 * The line as a cook writes it now, when it is written in the old shape of a part before its amount; else the line.
 * "Yolk of 1 egg" too, which the reader reads as 1 egg: its yolk is counted, not the egg.
 */
function partFirstReread(line: IngredientLine): IngredientLine {
  const eggs = PART_BEFORE_EGGS.exec(line.text);
  const juice = eggs === null && line.quantity === null ? JUICE_BEFORE.exec(line.text) : null;
  const text = eggs?.[1] !== undefined && eggs[2] !== undefined ? eggs[2].replace(/\beggs?\b/i, `egg ${eggs[1].toLowerCase()}`) : juice?.[1] !== undefined && juice[2] !== undefined ? `${juice[1].toLowerCase()} of ${juice[2]}` : null;
  if (text === null) return line;
  return rereadAs(line, text, () => true);
}

// "1 (3- to 4-pound) chicken", "1 (3-to 4-pound) head cauliflower": a range of sizes written with a hyphen after its first
// number, as US recipes print it; the amount grammar reads the range written "3 to 4-pound".
const HYPHEN_BEFORE_TO = /([\d½¼¾⅓⅔⅛])-\s*(to|or)\s+/g;

/** The line with a hyphenated range of sizes read as a range ("(3- to 4-pound)" as "(3 to 4-pound)"), when that finds a size; else the line. */
function sizeRangeReread(line: IngredientLine): IngredientLine {
  const text = line.parsed.containerSize === null ? line.text.replace(HYPHEN_BEFORE_TO, "$1 $2 ") : line.text;
  if (text === line.text) return line;
  return rereadAs(line, text, (parsed) => parsed.containerSize !== null);
}

/** The line as `text` reads, when the amount grammar finds what `found` asks of it; else the line. */
function rereadAs(line: IngredientLine, text: string, found: (parsed: ReturnType<typeof parseIngredientLine>) => boolean): IngredientLine {
  const parsed = parseIngredientLine(text);
  if (parsed.quantity === null || !found(parsed)) return line;
  return { ...line, text, quantity: parsed.quantity, quantityUpper: parsed.quantityUpper, unit: parsed.unit, name: parsed.name, note: parsed.note, parsed };
}

// "1 1.5kg chicken", "1 whole 2kg chicken", "one 3-pound chicken", "2 125g balls mozzarella": a weight written between the
// count and the name without brackets, as British and US recipes print a bird's or a piece's size. The amount grammar reads
// a size in brackets after the count ("1 (1.5kg) chicken"); without them the weight was part of the name and the count a
// piece of no size (a 2 kg chicken counted one 174 g breast). Words of the bird's kind or size may stand before the weight.
const BEFORE_WEIGHT = /[ \t]+(?:(?:whole|large|small|medium|big|free[- ]range|organic|corn[- ]fed|young)[ \t]+)*(?=\d)/iy;
const LETTER_AFTER = /[ \t]+\p{L}/uy;

/** The line with a weight written after its count read as each piece's size ("1 1.5kg chicken" as "1 (1.5kg) chicken"); else the line. */
function weightAfterCountReread(line: IngredientLine): IngredientLine {
  const amount = line.parsed.amount;
  if (amount === null || line.quantity === null || line.quantityUpper !== null || line.unit !== null || line.parsed.containerSize !== null) return line;
  if (line.text.slice(0, amount.start).trim() !== "") return line;
  BEFORE_WEIGHT.lastIndex = amount.numbers.end;
  const words = BEFORE_WEIGHT.exec(line.text);
  const weight = words === null ? null : readMeasure(line.text, amount.numbers.end + words[0].length);
  if (words === null || weight?.unit?.type !== "mass" || !weight.unit.convertible || weight.upper !== null) return line;
  LETTER_AFTER.lastIndex = weight.end;
  if (!LETTER_AFTER.test(line.text)) return line;
  const text = `${line.quantity} (${line.text.slice(weight.start, weight.end)})${words[0].trimEnd()}${line.text.slice(weight.end)}`;
  return rereadAs(line, text, (parsed) => parsed.containerSize !== null);
}

// "4 bone-in chicken thighs 700 g", "a whole chicken 1.5 kg", "2 sea bass 800g, gutted": a weight written after the name
// without brackets, as shopping lists and British recipes print it. The amount grammar reads a weight in brackets after
// the name as the whole amount's ("16 large sea scallops (about 1 lb)"); without them the weight was part of the name,
// and the count a piece of no size (a 1.5 kg chicken counted SR28's bird of 1,046 g, four thighs four boned ones).
// "1 leg of lamb, about 2 kg", "4 chicken breasts, about 150 g each": a note that is only a weight, as a bracket holds it.
const ABOUT = /^(?:(?:about|approx\.?|approximately|around|roughly|weighing|at least)\s+)?/i;
const EACH_OR_TOTAL = /^\.?\s*(?:(?:each|in total|total)\s*)?$/i;

/** A weight (the amount grammar's mass) from `at` to the end of `text`, "each" or "total" after it allowed; else null. */
function weightToTheEnd(text: string, at: number): Measure | null {
  const weight = readMeasure(text, at);
  return weight?.unit?.type === "mass" && weight.unit.convertible && EACH_OR_TOTAL.test(text.slice(weight.end)) ? weight : null;
}

/**
 * The line with a weight that ends its name, or that is its whole note, read as in brackets ("4 chicken thighs 700 g" as
 * "4 chicken thighs (700 g)", "1 leg of lamb, about 2 kg" as "1 leg of lamb (about 2 kg)"); else the line.
 */
function weightAfterNameReread(line: IngredientLine): IngredientLine {
  if (line.quantity === null || line.unit !== null || line.parsed.containerSize !== null || line.parsed.equivalents.length > 0) return line;
  const weighed = (parsed: ReturnType<typeof parseIngredientLine>) => parsed.equivalents.some((measure) => measure.unit?.type === "mass");
  // The note's last part after a comma ("(bone in, skin on), about 600g"), when it is only a weight.
  const comma = line.text.lastIndexOf(",");
  const tail = comma < 0 ? "" : line.text.slice(comma + 1).trim();
  if (line.note !== null && comma > line.text.indexOf(line.name) && tail !== "" && weightToTheEnd(tail, ABOUT.exec(tail)?.[0].length ?? 0) !== null) {
    return rereadAs(line, `${line.text.slice(0, comma).trimEnd()} (${tail})`, weighed);
  }
  // The last number of the name, when a weight from it ends the name.
  const last = [...line.name.matchAll(/\s(?=\d)/g)].at(-1);
  const at = line.text.indexOf(line.name);
  if (last === undefined || at < 0) return line;
  const before = line.name.slice(0, last.index);
  // "2 chicken breasts 2 x 150g": a count of its own before the weight is another reading, left as it is.
  if (!/\p{L}/u.test(before) || /(?:\d|\bx|×)\s*$/iu.test(before)) return line;
  const weight = weightToTheEnd(line.name, last.index + 1);
  if (weight === null || /\S/.test(line.name.slice(weight.end))) return line;
  const start = at + weight.start;
  const end = at + weight.end;
  return rereadAs(line, `${line.text.slice(0, start).trimEnd()} (${line.text.slice(start, end)})${line.text.slice(end)}`, weighed);
}

// "1 thin slice of white cabbage", "4 thick slices of bread": a thickness before the piece's word hid the unit from the amount
// grammar, and the count was of the food itself (a whole 908 g head of cabbage).
const THICKNESS = /[ \t]+(?:thin|thick)(?=[ \t]+\p{L})/iuy;

/** The line with a thickness before its piece's word left out ("1 thin slice of cabbage" as "1 slice of cabbage"), when that reads a unit; else the line. */
function thicknessReread(line: IngredientLine): IngredientLine {
  const amount = line.parsed.amount;
  if (amount === null || line.quantity === null || line.unit !== null) return line;
  THICKNESS.lastIndex = amount.numbers.end;
  const thickness = THICKNESS.exec(line.text);
  if (thickness === null) return line;
  const after = amount.numbers.end + thickness[0].length;
  const unit = unitWrittenAt(line.text, after + (/^[ \t]+/.exec(line.text.slice(after))?.[0].length ?? 0))?.unit;
  if (unit?.type !== "count") return line;
  return rereadAs(line, line.text.slice(0, amount.numbers.end) + line.text.slice(after), (parsed) => parsed.unit === unit.name);
}

// "1 quarter of a small red cabbage", "2 halves of a lemon", "1 third of a cucumber": a number before the word of a share
// counts shares of the piece named after "of", as "a quarter of a" is read by the amount grammar.
const SHARE_OF = /\b(half|halves|thirds?|quarters?)\s+of\s+(?:an?\s+|the\s+)?/i;
const SHARES: Readonly<Record<string, number>> = { half: 1 / 2, halves: 1 / 2, third: 1 / 3, thirds: 1 / 3, quarter: 1 / 4, quarters: 1 / 4 };

/** The line with its count of shares read as that much of one piece ("1 quarter of a small red cabbage" is ¼ of one); else the line. */
function sharesReread(line: IngredientLine): IngredientLine {
  const count = amountOf(line);
  if (count === null || line.unit !== null) return line;
  const share = SHARE_OF.exec(line.name);
  const each = share?.[1] === undefined ? undefined : SHARES[share[1].toLowerCase()];
  if (share === null || each === undefined || line.name.slice(0, share.index).trim() !== "") return line;
  const at = line.text.indexOf(share[0]);
  const text = `${Math.round(count * each * 1000) / 1000} ${line.text.slice(at + share[0].length)}`;
  return rereadAs(line, text, () => true);
}

/**
 * "20 whole cloves", "4 whole cloves, crushed": the amount grammar reads a size and a counting word ("3 whole cloves
 * garlic"), which leaves no name; the counted word is then the food, counted by its own pieces.
 */
function countedWordReread(line: IngredientLine): IngredientLine {
  const amount = line.parsed.amount;
  // No name, or only a note after a comma ("4 whole cloves, crushed").
  if (amount?.counted == null || !/^\s*(?:[,;].*)?$/s.test(line.name)) return line;
  const name = line.text.slice(amount.counted.start, amount.counted.end);
  return { ...line, name, parsed: { ...line.parsed, amount: { ...amount, counted: null } } };
}

const SPOONS = new Set(["tsp", "tbsp", "pinch", "dash"]);

/** A name as written, lower case, to look up in the table's `bySpoon` (keyed as written: "pepper" is canonically bell pepper). */
const writtenName = (name: string) => name.toLowerCase().replace(/\s+/g, " ").trim();

/** "1½ teaspoons soda", "¼ tsp pepper": a name that is another food by the spoon or the pinch (the table's `bySpoon`), or null. */
function spoonedFood(line: IngredientLine, table: NutritionTable): string | null {
  if (line.unit === null || !SPOONS.has(line.unit)) return null;
  return table.bySpoon[writtenName(line.name)] ?? null;
}

const traceWords = new WeakMap<Readonly<Record<string, number>>, RegExp>();

/** "Few grains cayenne", "a few drops of vanilla", "Bit of bay leaf": a trace written in words, its grams and the food's words. */
function traceOf(line: IngredientLine, table: NutritionTable): { grams: number; words: string } | null {
  let pattern = traceWords.get(table.traces);
  if (pattern === undefined) {
    const phrases = Object.keys(table.traces).sort((a, b) => b.length - a.length).map(escapeRegExp);
    traceWords.set(table.traces, (pattern = new RegExp(`^(?:an?\\s+)?(${phrases.join("|")})\\s+(?:of\\s+)?(\\S.*)$`, "i")));
  }
  const found = pattern.exec(line.text.trim());
  const grams = found?.[1] === undefined ? undefined : table.traces[found[1].toLowerCase()];
  return grams === undefined || found?.[2] === undefined ? null : { grams, words: found[2] };
}

// Words that say what kind of bird, or how it was cooked, not which part of it: "1 large free-range chicken", "1 rotisserie
// chicken, shredded" and "a roasted chicken" are still the whole bird (counted as bought: cooking changes its water).
const ANIMAL_WORDS = /\b(?:whole|free[- ]range|organic|corn[- ]fed|roasting|young|fresh|rotisserie|roast(?:ed)?|boiled|poached|cooked|leftover)\b/gi;

/**
 * "1 (3 lb) chicken", "2 chickens", "1 free-range chicken (about 1.5 kg)": the animal itself, counted, with no part
 * named, is the whole animal; "3 lb chicken" is weighed meat, "4 chicken breasts" names its part.
 */
function countsTheAnimal(line: IngredientLine, name: string): boolean {
  // "8 pieces of chicken", "3 lb chicken": a unit says the meat is cut or weighed.
  if (line.unit !== null) return false;
  // "Breast meat from a boiled chicken": the reader leaves the part in the note.
  if (namedCuts(line.note ?? "").size > 0) return false;
  const words = line.name.replace(SIZE_WORDS, " ").replace(ANIMAL_WORDS, " ").toLowerCase().split(/[^a-z]+/).filter(Boolean).map(singularise);
  return words.join(" ") === name;
}

/** The table's name for a line's food: the whole animal when the line counts the animal itself. */
function foodNamed(line: IngredientLine, table: NutritionTable): string | null {
  const name = findFood(table, line.name, line.note);
  const whole = name === null ? undefined : table.names[name]?.whole;
  return whole !== undefined && name !== null && countsTheAnimal(line, name) ? whole : name;
}

// "(one type or a combination; e.g. zucchini, mushrooms, onion)", "(such as broccoli, onion or tomatoes)": the words before
// a class's examples in brackets; a bracket without them ("(red bell pepper, zucchini, broccoli or cauliflower)") is a list
// of examples only when two or more of its items are foods.
const EXAMPLES_AFTER = /\b(?:e\.g\.|such as|for example|like)/i;
const LIST_ITEM = /,|\bor\b|\band\b/i;

/**
 * The SR28 foods and grams of an even mix of the kinds a line names as examples of a class ("fresh vegetables (… e.g. green
 * beans, cauliflower, carrots)"): each kind an even share of the volume, weight or count written, weighed as that kind;
 * null when the line's brackets name no such kinds.
 */
function examplesMix(line: IngredientLine, portion: Portion, className: string, table: NutritionTable): { grams: number; mix: { usda: string; share: number }[] } | null {
  for (const bracket of line.text.match(/\([^()]*\)/g) ?? []) {
    const marker = EXAMPLES_AFTER.exec(bracket);
    const items = bracket.slice(marker === null ? 1 : marker.index + marker[0].length, -1).split(LIST_ITEM);
    const kinds: { usda: string; grams: number }[] = [];
    for (const item of items) {
      const name = findFood(table, item.trim());
      const food = name === null || name === className || table.names[name]?.ofExamples ? null : resolveFood(table, name, item);
      const grams = food === null || name === null ? null : gramsInDish(line, name, portion, food, table)?.grams;
      if (food !== null && grams != null && !kinds.some((kind) => kind.usda === food.usda)) kinds.push({ usda: food.usda, grams });
    }
    if (kinds.length < (marker === null ? 2 : 1)) continue;
    // Each kind an even share of what is written: the mean of their weights, each kind's share its own weight's part of the sum.
    const sum = kinds.reduce((total, kind) => total + kind.grams, 0);
    return { grams: sum / kinds.length, mix: kinds.map((kind) => ({ usda: kind.usda, share: kind.grams / sum })) };
  }
  return null;
}

// "peanut, canola, or avocado oil", "almond, soy, or oat milk": one-word kinds, then "or" and the last kind with the head
// word. Letters and hyphens only: a number, a bracket or a longer phrase ends the list.
const KIND = /^[\p{L}-]+$/u;

/**
 * The line with a list of kinds before one head word read as the "or" the names read ("peanut or avocado oil", whose
 * first kind takes the head: peanut oil), where the reader ended the name at the first comma ("peanut", 9 g of
 * nuts); else the line.
 */
function kindsListReread(line: IngredientLine): IngredientLine {
  const first = line.name.trim();
  if (line.note === null || !KIND.test(first)) return line;
  const parts = line.note.split(",");
  for (const [index, part] of parts.entries()) {
    const words = part.trim().split(/\s+/);
    if (words[0]?.toLowerCase() === "or") words.shift();
    const or = words.findIndex((word) => word.toLowerCase() === "or");
    const last = or === -1 ? words : words.slice(or + 1);
    if (or !== -1 || part.trim().toLowerCase().startsWith("or ")) {
      const before = or === -1 ? [] : words.slice(0, or);
      // The last kind and its head word, two words: "avocado oil", "vegetable oil".
      if (before.length > 1 || last.length !== 2 || ![...before, ...last].every((word) => KIND.test(word))) return line;
      const rest = parts.slice(index + 1).join(",").trim();
      // The first kind and the last with its head, as the names read two: the first kind is the one counted.
      return { ...line, name: `${first} or ${last.join(" ")}`, note: rest === "" ? null : rest };
    }
    // A kind between: one word ("canola,").
    if (words.length !== 1 || !KIND.test(words[0] ?? "")) return line;
  }
  return line;
}

// "2 garlic scapes, finely chopped (or 1 clove minced garlic)", "1 bunch chard (or 300 g spinach)": an alternative in
// brackets with its own amount is what the cook may use instead. Anchored on "(or", with no space class before the text.
const ALTERNATIVE = /\(\s*or\b([^()]+)\)/i;

/** The line's alternative in brackets read as a line of its own ("(or 1 clove minced garlic)"), when it has an amount and a name; else null. */
function alternativeInBrackets(line: IngredientLine): IngredientLine | null {
  const alternative = ALTERNATIVE.exec(line.text)?.[1]?.trim();
  if (alternative === undefined) return null;
  const reread = rereadAs(line, alternative, (parsed) => /\p{L}/u.test(parsed.name));
  return reread === line ? null : reread;
}

/**
 * One line's food and grams. When the line's own food cannot be found or weighed ("2 garlic scapes", "1 bunch chard"),
 * an alternative in brackets with its own amount is counted instead, as the cook may use it; else the line is listed.
 */
export function estimateLine(written: IngredientLine, table: NutritionTable): LineEstimate {
  const estimate = estimateWritten(written, table);
  if (estimate.kind !== "skipped" || (estimate.reason !== "unknown-weight" && estimate.reason !== "unknown-food")) return estimate;
  const alternative = alternativeInBrackets(written);
  const instead = alternative === null ? null : estimateWritten(alternative, table);
  return instead?.kind === "counted" ? { ...instead, text: written.text } : estimate;
}

function estimateWritten(written: IngredientLine, table: NutritionTable): LineEstimate {
  const text = written.text;
  if (!/\p{L}/u.test(text) || isEquipment(written, table)) return { kind: "skipped", text, reason: "equipment" };
  if (isOptional(written)) return { kind: "skipped", text, reason: "optional" };
  if (isDiscarded(written)) return { kind: "skipped", text, reason: "discarded" };
  const line = kindsListReread(countedWordReread(sharesReread(partFirstReread(thicknessReread(weightAfterNameReread(weightAfterCountReread(sizeRangeReread(written))))))));
  const name = spoonedFood(line, table) ?? foodNamed(line, table);
  // "Few grains cayenne", "Pinch salt", "a large pinch of nutmeg": a trace written in words, which the table counts as a
  // small weight by a recorded convention (the reader takes "a large pinch" for one pinch).
  const trace = isToTaste(line) ? null : traceOf(line, table);
  const traced = trace === null ? null : (table.bySpoon[writtenName(trace.words)] ?? findFood(table, trace.words));
  const tracedFood = trace === null || traced === null ? null : resolveFood(table, traced, trace.words);
  if (trace !== null && traced !== null && tracedFood !== null) return { kind: "counted", text, food: traced, usda: tracedFood.usda, grams: trace.grams, note: "a trace" };
  const portion = portionOf(line);
  if (portion === null) {
    // "Water", "Cooking spray": a food used by a usual amount, which the table gives; any other line is not guessed.
    const usual = name === null ? undefined : table.names[name];
    if (usual?.unmeasured !== undefined && !isToTaste(line)) return { kind: "counted", text, food: name ?? "", usda: usual.food, grams: usual.unmeasured, note: null };
    return { kind: "skipped", text, reason: isToTaste(line) ? "to-taste" : "no-amount" };
  }
  if (isBonesForThePot(line, name, table)) return { kind: "skipped", text, reason: "discarded" };
  if (name === null || driedUnknown(table, name, withoutAlternativeAmount(line.text))) return { kind: "skipped", text, reason: "unknown-food" };
  const food = resolveFood(table, name, withoutAlternativeAmount(line.text), portion.kind === "count" || cookedAfterWeighing(line, portion, name), soakedOf(line));
  // "4 cups fresh vegetables (one type or a combination; e.g. green beans, cauliflower, carrots)": the kinds it names; not
  // where the line names a product of the class by its cut or form ("frozen mixed vegetables (e.g. corn, peas)").
  const named = table.names[name];
  const examples = named?.ofExamples && food?.usda === named.food ? examplesMix(line, portion, name, table) : null;
  if (examples !== null) return { kind: "counted", text, food: name, usda: examples.mix[0]?.usda ?? "", grams: examples.grams, note: "an even mix of the kinds it names", mix: examples.mix };
  const pieces = piecesBesideVolume(line);
  const weight = food ? ((pieces === null ? null : gramsInDish(line, name, pieces, food, table)) ?? gramsInDish(line, name, portion, food, table)) : null;
  if (food === null || weight === null) return { kind: "skipped", text, reason: "unknown-weight" };
  const grams = weight.grams + addedGrams(line, food, table);
  // A food eaten in a form its cooking leaves part of in the pan ("6 slices bacon", "8 oz bacon, cooked and crumbled"):
  // its slices or weight as bought give the share the table says; "100 g cooked bacon" or a cup of it is weighed cooked.
  const asBought = food.eatenShare !== undefined && (portion.kind === "count" || (portion.kind === "weight" && !COOKED_WORDS.test(line.name)));
  if (asBought) return { kind: "counted", text, food: name, usda: food.usda, grams: grams * (food.eatenShare ?? 1), note: "cooked, its fat left in the pan" };
  return { kind: "counted", text, food: name, usda: food.usda, grams, note: weight.note };
}

// What a line, its group's label or a step says is partly discarded. A line says it of itself; a label of its lines.
const MARINADE_LINE = /\bfor (?:the )?marinade\b|\bfor marinating\b|\bto marinate\b/i;
const COATING_LINE = /\bfor (?:the )?(?:dredging|dusting|coating|breading)\b|\bto (?:dredge|dust|coat)\b/i;
const FRYING_LINE = /\bfor (?:deep[- ]?|shallow[- ]?)?frying\b|\bfor (?:the )?(?:deep[- ]?)?fryer\b/i;
// "1 tbsp salt, for the pasta water", "salt for boiling the potatoes": salt that goes into water that is drained.
const BOILING_LINE =
  /\bfor (?:the )?(?:salting (?:the )?)?(?:(?:pasta|cooking|boiling|potato|noodle|blanching) )?water\b|\bfor (?:the )?boiling\b|\bto salt the (?:\w+ )?water\b|\bto (?:add to )?the (?:pasta|cooking|boiling) water\b|\bfor (?:cooking|boiling|blanching) (?:the )?(?:pasta|noodles|spaghetti|potatoes|vegetables|greens|beans)\b/i;
const MARINADE_LABEL = /\bmarinade\b/i;
// "1/4 cup salt, for the brine", a "Brine" group, "Brine the chicken in the salt and water for an hour".
const BRINE_LINE = /\bfor (?:the )?brin(?:e|ing)\b|\bto brine\b/i;
const BRINE_LABEL = /\bbrine\b/i;
const BRINE_STEP = /\bbrin(?:e|es|ed|ing)\b/i;
const BRINE_MAKING = /\bdissolv\w*\b|\b(?:make|makes|making|prepare) (?:a |the )?brine\b/i;
const COATING_LABEL = /\b(?:coating|breading|dredging|dredge)\b/i;
// A marinade boiled into a sauce, basted or brushed on, or kept back, is eaten: all of it counts (Gisslen's exception).
const MARINADE_KEPT = /\b(?:boil(?:ed|ing)?|simmer(?:ed|ing)?|reduce[ds]?|reducing|bast(?:e|ed|ing)|brush(?:ed|ing)?|reserv(?:e|ed|ing)|(?:as|into|for) (?:a|the) sauce)\b/i;
const MARINADE_DROPPED = /\bdiscard(?:ed|ing)?\b/i;
// "Remove the chicken from the marinade and pat dry", "lift the meat out of its marinade": what is left in the bowl is not eaten.
const LIFTED_OUT = /\b(?:remov|lift|tak|drain|pull)\w*\b[^.;]*?\b(?:from|out of|off)\b (?:the |its |their )?marinade\b/i;
// "Dredge the chicken in the flour, shaking off the excess": the coating is what the food goes in, with some left over.
const COATING_STEP = /\b(?:dredg|coat|dip|roll|toss|dust|bread)(?:e|es|ed|ing|s)?\b[^.;]*?\b(?:in|into|through|with)\b([^.;]*)/i;
const LEFT_OVER = /\b(?:shak(?:e|es|ing)|tap(?:s|ping)?) off\b|\bexcess\b|\bdiscard\b/i;
// A dredge or a breading leaves some in the bowl by what it is, said or not: "dredge the chicken in the flour", "bread the
// cutlets", "dip in the egg, then roll in the crumbs" (tossing or coating alone may keep all of it: "toss in the oil").
const BREADED = /\bdredg(?:e|es|ed|ing)\b|\bbread(?:s|ed|ing)? (?:the|it|them|each)\b/i;
const DIP = /\bdip\w*\b/i;
const THEN = /\bthen\b/i;
const COATED = /\b(?:coat|roll|dredg|press|toss)\w*\b/i;

/**
 * The step breads or dredges, or dips and then coats within a clause. Read a piece at a time: one pattern for "dip …
 * then … coat" backtracks over the clause for every "then" (a ReDoS checker could not bound it).
 */
function breads(sentence: string): boolean {
  if (BREADED.test(sentence)) return true;
  return sentence.split(/[.;]/).some((clause) => {
    const dip = clause.search(DIP);
    const then = dip < 0 ? -1 : clause.slice(dip).search(THEN);
    return then >= 0 && COATED.test(clause.slice(dip + then));
  });
}
// "Cook the pasta in boiling salted water", "salt the water generously": salt that goes into water that is drained.
const SALTED_WATER = /\bsalted (?:boiling |cold |hot )?water\b|\bsalt (?:the |your )(?:\w+ )?water\b/gi;
// "Bring a large pot of water to a boil and add the salt": salt added in a sentence about the boiling water, not the dish's
// ("bring the water, sugar and salt to the boil" makes a dough or a syrup of it).
const WATER_BOILING = /\bwater\b[^.;]*\bboil|\bboil\w*\b[^.;]*\bwater\b/i;
const SALT_ADDED = /\b(?:add|adds|adding|stir in|throw in|put in)\b[^.;]*?\bsalt\b/i;
const SEASONS = /\bseason|\bpepper\b|\btaste\b|\bdrain/i;
// "1 tsp salt, for the dressing", "salt, to taste", "2 tsp salt, divided": a line that says what it is for, or that it is
// shared out, is not only the water's.
const STATED_USE = /\bfor\b|\bto (?:taste|season)\b|\bdivided\b|\bplus\b/i;
// A deep-fat fryer or deep-frying, not a deep frying pan or an air fryer.
// "Heat 2 inches of oil", "4 cm of oil": oil as deep as that is a bath.
const DEEP_FRYING = /\bdeep[- ]?fr(?:y|ies|ied|ying)\b(?! ?pans?\b)|(?<!\bair )\b(?:deep[- ]?)?fryer\b|\bdeep[- ]fat\b|\b\d+(?:[.,]\d+)? ?(?:inch(?:es)?|in|cm)\b(?: deep)? of (?:\w+ )?oil\b/i;
// "85 g, plus extra for dusting", "2 tbsp oil, plus more for frying": the amount is for the dish, the extra is not counted.
const PLUS_MORE = /\bplus\b.*$/i;

function sentencesOf(recipe: UnderstoodRecipe): string[] {
  return recipe.steps.flatMap((step) => step.text.split(/(?<=[.!?])\s+/));
}

/**
 * Whether the steps use salt only for the cooking water ("cook the pasta in salted water", "bring the water to a boil and
 * add the salt"): then a salt line that states no use of its own is for the water. Salt named anywhere else ("season
 * with salt", "mash with the butter and salt") may be that line's too, and it counts whole.
 */
function saltOnlyForTheWater(sentences: readonly string[]): boolean {
  // Water that is drained: a pickling liquid brought to the boil with its salt stays with the food.
  const drained = sentences.some((sentence) => /\bdrain/i.test(sentence));
  let forWater = false;
  for (const sentence of sentences) {
    if (!/\bsalt(?:ed)?\b/i.test(sentence)) continue;
    const rest = sentence.replace(SALTED_WATER, " ");
    if (rest !== sentence) forWater = true;
    if (!/\bsalt(?:ed)?\b/i.test(rest)) continue;
    if (!drained || !WATER_BOILING.test(rest) || !SALT_ADDED.test(rest) || SEASONS.test(rest)) return false;
    forWater = true;
  }
  return forWater;
}

const headsRead = new WeakMap<IngredientLine, { readonly food: string | null; readonly table: NutritionTable; readonly pattern: RegExp }>();

/**
 * Whether a step's words name a line's food: its canonical name's last word or the line's own, or a word of the line's
 * name that alone names the same food ("coat in panko" names "1½ cups panko breadcrumbs"), singular or plural.
 */
function names(words: string, line: IngredientLine, food: string | null, table: NutritionTable): boolean {
  let read = headsRead.get(line);
  if (read?.food !== food || read.table !== table) {
    const own = line.name.toLowerCase().split(/[^a-z]+/).filter(Boolean);
    const lasts = [food?.toLowerCase().split(/[^a-z]+/).filter(Boolean).pop(), own.at(-1)];
    const alone = food === null ? [] : own.filter((word) => word.length > 3 && findFood(table, word) === food);
    const heads = [...new Set([...lasts, ...alone].flatMap((head) => (head === undefined ? [] : [head, pluralise(head)])))];
    read = { food, table, pattern: new RegExp(`\\b(?:${heads.map(escapeRegExp).join("|")})\\b`, "i") };
    headsRead.set(line, read);
  }
  return read.pattern.test(words);
}

/** The heaviest of some lines (the first of equals), or null: a bath is the largest oil, a brine the largest salt. */
function largestOf(lines: readonly { readonly index: number; readonly grams: number }[]): { index: number; grams: number } | null {
  return lines.reduce<{ index: number; grams: number } | null>((largest, line) => (largest === null || line.grams > largest.grams ? line : largest), null);
}

/**
 * Which lines the recipe partly discards, and how: a marinade (by the line, its group's label, or a step that
 * discards the marinade, unless a step boils, bastes or keeps it), a coating (by the line, its label, or a step
 * that dredges, dips or rolls a food in it with the excess shaken off) and a frying bath (by the line, or the
 * largest oil a deep-frying step heats). Meat and fish are the food, never its coating or marinade.
 */
export function retainedRoles(recipe: UnderstoodRecipe, lines: readonly LineEstimate[], table: NutritionTable): (Retained | null)[] {
  const sentences = sentencesOf(recipe);
  const marinadeKept = sentences.some((sentence) => /\bmarinade\b/i.test(sentence) && MARINADE_KEPT.test(sentence) && !MARINADE_DROPPED.test(sentence));
  const marinadeDropped = sentences.some((sentence) => /\bmarinade\b/i.test(sentence) && (MARINADE_DROPPED.test(sentence) || LIFTED_OUT.test(sentence)));
  const waterSalt = saltOnlyForTheWater(sentences);
  // A step that brines in the salt ("brine the chicken in the salt and water"), not one that seasons after a brine.
  // Brining as measured is of meat, poultry and fish, which leave their brine; vegetables pickled in one stay in it.
  const meatOrFish = lines.some((estimate) => estimate.kind === "counted" && isMeatOrFish(estimate.food));
  const brines = meatOrFish && sentences.some((sentence) => BRINE_STEP.test(sentence));
  // "Dissolve the salt and sugar in the water", "make a brine of …": what goes into the brine, in a recipe that brines.
  const makingBrine = brines ? sentences.filter((sentence) => BRINE_MAKING.test(sentence)) : [];
  const brining = [...makingBrine, ...sentences.filter((sentence) => BRINE_STEP.test(sentence) && !SEASONS.test(sentence))];
  const marinating = sentences.filter((sentence) => /\bmarinat(?:e|ed|es|ing)\b|\bmarinade\b/i.test(sentence));
  const coatingSteps = sentences.flatMap((sentence) => {
    const coating = COATING_STEP.exec(sentence);
    return coating?.[1] !== undefined && (LEFT_OVER.test(sentence) || breads(sentence)) ? [coating[1]] : [];
  });
  const foodOf = (index: number) => {
    const estimate = lines[index];
    return estimate?.kind === "counted" ? estimate.food : null;
  };
  const roles = recipe.ingredients.map((line, index): Retained | null => {
    const food = foodOf(index);
    const text = line.text.replace(PLUS_MORE, "");
    if (FRYING_LINE.test(text)) return "frying";
    const salt = food !== null && /\bsalt\b/.test(food);
    if (salt && BOILING_LINE.test(text)) return "boiling";
    const brine = meatOrFish && (BRINE_LINE.test(text) || (line.group !== null && BRINE_LABEL.test(line.group)));
    if (salt && brine) return "brine";
    if (food !== null && /\boil$/.test(food) && BOILING_LINE.test(text)) return "boilingOil";
    if (food !== null && isMeatOrFish(food)) return null;
    // A brine's sugar and aromatics are poured away with it, as a marinade is.
    if (brine || (!salt && makingBrine.some((sentence) => names(sentence, line, food, table)))) return "marinade";
    if (COATING_LINE.test(text)) return "coating";
    if (MARINADE_LINE.test(text)) return marinadeKept ? null : "marinade";
    if (line.group !== null && COATING_LABEL.test(line.group)) return "coating";
    if (line.group !== null && MARINADE_LABEL.test(line.group)) return marinadeKept ? null : "marinade";
    if (coatingSteps.some((words) => names(words, line, food, table))) return "coating";
    if (marinadeDropped && !marinadeKept && marinating.some((sentence) => names(sentence, line, food, table))) return "marinade";
    // A salt line of no stated use, in a recipe whose steps salt only the cooking water.
    if (waterSalt && salt && !STATED_USE.test(line.text)) return "boiling";
    return null;
  });
  // A brining step dissolves the recipe's largest salt named in it ("1 cup kosher salt" beside "1 tbsp salt" to season).
  if (brines && !roles.includes("brine")) {
    const salts = lines.flatMap((estimate, index) => {
      const line = recipe.ingredients[index];
      const named = line !== undefined && estimate.kind === "counted" && /\bsalt\b/.test(estimate.food) && roles[index] === null && brining.some((sentence) => names(sentence, line, estimate.food, table));
      return named ? [{ index, grams: estimate.grams }] : [];
    });
    const largest = largestOf(salts);
    if (largest !== null) roles[largest.index] = "brine";
  }
  // A deep-frying step heats the recipe's largest oil: that line is the bath.
  const frying = sentences.filter((sentence) => DEEP_FRYING.test(sentence) && /\boil\b/i.test(sentence));
  // "2 tbsp oil, plus more for frying": the bath is that line's extra, which is not counted.
  const extraForFrying = recipe.ingredients.some((line) => /\bfry/i.test(PLUS_MORE.exec(line.text)?.[0] ?? ""));
  if (frying.length > 0 && !roles.includes("frying") && !extraForFrying) {
    const oils = lines.flatMap((estimate, index) => (estimate.kind === "counted" && /\boil$/.test(estimate.food) && roles[index] === null ? [{ index, grams: estimate.grams }] : []));
    const bath = largestOf(oils);
    if (bath !== null) roles[bath.index] = "frying";
  }
  return roles;
}

const KEPT_NOTE: Readonly<Record<Retained, string>> = {
  marinade: "the share of a discarded marinade that stays on the food",
  coating: "the coating that stays on the food",
  frying: "the oil the fried food takes up",
  boiling: "the salt the boiled food takes up from its water",
  boilingOil: "the oil that stays on the boiled food once its water is drained",
  brine: "the salt the food takes up from its brine",
};

/**
 * The lines with what the method discards taken out: a marinade counts its share of itself; a coating, then the
 * oil of a frying bath, their share of the weight of the food they are used on (the meat or fish, else the rest of
 * the dish; the fried food with its coating), never more than the lines hold, split over them by weight.
 */
function withRetained(lines: readonly LineEstimate[], roles: readonly (Retained | null)[], table: NutritionTable): LineEstimate[] {
  const counted = (role: Retained | null) => lines.flatMap((line, index) => (line.kind === "counted" && roles[index] === role ? [line] : []));
  const sum = (some: readonly LineEstimate[]) => some.reduce((total, line) => total + (line.kind === "counted" ? line.grams : 0), 0);
  const rest = counted(null);
  const meat = rest.filter((line) => line.kind === "counted" && isMeatOrFish(line.food));
  const food = sum(meat.length > 0 ? meat : rest);
  const kept = new Map<Retained, number>();
  for (const role of RETAINED) {
    const { share, of } = table.retained[role];
    const held = sum(counted(role));
    if (held === 0) continue;
    const base = of === "line" ? held : food + (role === "frying" ? (kept.get("coating") ?? 0) : 0);
    kept.set(role, Math.min(held, share * base));
  }
  return lines.map((line, index) => {
    const role = roles[index];
    if (line.kind !== "counted" || role == null) return line;
    const held = sum(counted(role));
    return { ...line, grams: (line.grams * (kept.get(role) ?? 0)) / held, note: KEPT_NOTE[role], retained: role };
  });
}

// "1 tbsp of the reserved oil", "the remaining olive oil", "½ cup of the sugar mixture": a share of what a line above holds.
const REFERS_BACK = /^(?:(?:the|any)\s+)?(?:rest of (?:the\s+)?)?(?:(remaining|reserved|leftover)\s+)?/i;

/**
 * Lines that take a share of a line above ("2 tbsp oil, divided" … "the remaining oil"), which is counted there once:
 * their name says "the", "remaining" or "reserved" and names a food a counted line above is (or its last word: "the
 * reserved oil" after "olive oil"), or "the … mixture".
 */
function countedAbove(lines: readonly LineEstimate[], recipe: UnderstoodRecipe, table: NutritionTable): LineEstimate[] {
  const above = new Set<string>();
  const lastWord = (name: string) => singularise(name.toLowerCase().split(/[^a-z]+/).filter(Boolean).pop() ?? "");
  return lines.map((estimate, index) => {
    const line = recipe.ingredients[index];
    const said = line === undefined ? null : REFERS_BACK.exec(line.name);
    const rest = said === null || line === undefined ? "" : line.name.slice(said[0].length);
    const refers = said !== null && said[0].trim() !== "" && (/\bmixture\b/i.test(rest) || above.has(findFood(table, rest) ?? "") || above.has(lastWord(rest)));
    if (estimate.kind === "counted") above.add(estimate.food).add(lastWord(estimate.food));
    return refers ? { kind: "skipped", text: estimate.text, reason: "counted-above" } : estimate;
  });
}

// "Remove and discard the skin and bones", "pull off the skin", "skin the chicken", "serve without the skin".
const SKIN_OFF = /\b(?:remov|discard|pull|peel|strip|tak|lift)\w*(?: \w+){0,3}? (?:the |its |their )?skins?\b|\bskin (?:the|it|them)\b|\bskins? (?:removed|discarded)\b|\bwithout (?:the |its )?skins?\b/i;

/**
 * Lines whose skin a step takes off ("1 (3 lb) chicken" … "discard the skin and bones"): counted as the food without
 * its skin where the table has that form (a whole chicken, legs, wings), skin and bone left out of the weight.
 */
function servedSkinless(read: readonly LineEstimate[], recipe: UnderstoodRecipe, table: NutritionTable): readonly LineEstimate[] {
  const skinOff = sentencesOf(recipe).filter((sentence) => SKIN_OFF.test(sentence));
  if (skinOff.length === 0) return read;
  const namedBy = (sentence: string, index: number) => {
    const estimate = read[index];
    const line = recipe.ingredients[index];
    return estimate?.kind === "counted" && line !== undefined && names(sentence, line, estimate.food, table);
  };
  // "Remove and discard the skin and bones" after "Roast the chicken": a sentence that names no food is about the one
  // whose skin comes off.
  const skinned = (index: number) => skinOff.some((sentence) => namedBy(sentence, index) || !read.some((_, other) => namedBy(sentence, other)));
  return read.map((estimate, index) => {
    const named = estimate.kind === "counted" ? table.names[estimate.food] : undefined;
    // A cut whose own food is the meat alone, counted with its skin because the line says skin-on, loses it to the step.
    const skinOn = estimate.kind === "counted" && named?.forms?.skin !== undefined && estimate.usda === named.forms.skin;
    const meatOnly = skinOn ? named.food : named?.forms?.skinless;
    if (estimate.kind !== "counted" || meatOnly === undefined || estimate.usda === meatOnly || !skinned(index)) return estimate;
    const withSkin = table.foods[estimate.usda];
    const meat = table.foods[meatOnly];
    if (withSkin === undefined || meat === undefined || !(withSkin.refuse < 1)) return estimate;
    // The line's weight or piece is the food with its skin. A meat-only food SR28 weighs boned (a thigh: "skin and
    // separable fat 25 %") leaves its refuse out of what is left; one weighed with its bone (a whole chicken: "32 % bone,
    // 12 % skin, 8 % separable fat" against "32 % bone") leaves its edible share over that of the food with skin.
    const share = skinOn ? 1 - meat.refuse : (1 - meat.refuse) / (1 - withSkin.refuse);
    return { ...estimate, usda: meatOnly, grams: estimate.grams * share, note: "skin and bones left out" };
  });
}

/** What one counted line holds: its SR28 food's nutrients for its grams, or each of its mix's for its share of them. */
export function lineNutrients(line: Extract<LineEstimate, { kind: "counted" }>, table: NutritionTable): Nutrients {
  let total = ZERO;
  for (const { usda, share } of line.mix ?? [{ usda: line.usda, share: 1 }]) {
    const food = table.foods[usda];
    if (food) total = addNutrients(total, nutrientsOf(line.grams * share, food));
  }
  return total;
}

/**
 * The recipe as written, per serving at its base servings (which the caller decides, as the tools do).
 * `read`: its lines' `estimateLine`s, when the caller has them already (the page reads them a few at a
 * time, so no one task does them all).
 */
export function estimateNutrition(
  recipe: UnderstoodRecipe,
  table: NutritionTable,
  baseServings: number,
  read: readonly LineEstimate[] = recipe.ingredients.map((line) => estimateLine(line, table)),
): NutritionEstimate {
  const once = countedAbove(servedSkinless(read, recipe, table), recipe, table);
  const lines = withRetained(once, retainedRoles(recipe, once, table), table);
  let total = ZERO;
  for (const line of lines) if (line.kind === "counted") total = addNutrients(total, lineNutrients(line, table));
  const servings = baseServings > 0 ? baseServings : 1;
  return { total, perServing: scaleNutrients(total, 1 / servings), baseServings: servings, lines };
}
