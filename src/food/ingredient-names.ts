import { distance } from "fastest-levenshtein";
import names from "../../data/ingredient-names.json" with { type: "json" };
import foods from "../../data/food-vocabulary.json" with { type: "json" };
import kinds from "../../data/ingredient-kinds.json" with { type: "json" };
import partUsedData from "../../data/part-used.json" with { type: "json" };
import retailersData from "../../data/retailers.json" with { type: "json" };
import brandsData from "../../data/brands.json" with { type: "json" };
import { regularSingular } from "../core/plurals.ts";
import type { IngredientNamesData } from "./ingredient-names-schema.ts";
import type { PartUsedData } from "./part-used-schema.ts";
import type { RetailersData } from "./retailers-schema.ts";
import type { BrandsData } from "./brands-schema.ts";
import type { FoodVocabulary } from "./food-vocabulary-schema.ts";

/**
 * Turns what a visitor types ("2 tins of chopped Tomatoes", "Spring Onions", "aubergine") into the
 * canonical ingredient names the cookbook, the recipe tools and the have/need marks share. The names
 * themselves are data (data/ingredient-names.json, checked against ./ingredient-names-schema.ts).
 */
const data: IngredientNamesData = names;
// Food names, kinds, families and cuts from USDA SR28 (data/food-vocabulary.json, built by
// scripts/build-food-vocabulary.ts): what the hand-kept table above does not say, it may.
const vocabulary: FoodVocabulary = foods;

/**
 * Ingredients every kitchen is assumed to have. They are never reported as missing and a
 * recipe never counts as a match on them alone. The list is deliberately short: sugar,
 * butter, eggs, flour and garlic are common too, but they define whole dishes (a cake, an
 * omelette), so hiding them would promise recipes the visitor cannot make.
 */
export const PANTRY_STAPLES: ReadonlySet<string> = new Set(data.pantryStaples);

// No real ingredient name is this long; capping bounds the work for pasted essays.
const MAX_INPUT_LENGTH = 200;

// A grade ("AAA", "choice") says how a meat was graded, as a descriptor says how a food was cut: neither names it.
const DESCRIPTORS: ReadonlySet<string> = new Set([...data.descriptors, ...data.grades]);
// Families whose members stand in for one another in a recipe (chard for spinach, turnip for swede).
const STAND_IN_FAMILIES: ReadonlySet<string> = new Set(data.standInFamilies);
// Pheasant cooks as chicken, goat as lamb: what each gives the cook, one way only.
const STANDS_IN_FOR: ReadonlyMap<string, string> = new Map(Object.entries(data.standsInFor));
// Names the hand-kept table knows: USDA's families never override what it says.
const KNOWN: ReadonlySet<string> = new Set([
  ...data.synonyms.map((group) => group.name),
  ...Object.keys(data.families),
  ...STANDS_IN_FOR.keys(),
  ...Object.values(kinds.kinds).flat(),
]);
const QUANTITY_WORDS: ReadonlySet<string> = new Set(data.quantityWords);
const UNIT_WORDS: ReadonlySet<string> = new Set(data.unitWords);
const SOLD_IN_WORDS: ReadonlySet<string> = new Set(data.soldInWords);
const INVARIANT_WORDS: ReadonlySet<string> = new Set(data.invariantWords);
const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map(Object.entries(data.irregularPlurals));
const FAMILIES: ReadonlyMap<string, string> = new Map(Object.entries(data.families));
// Cooked dishes typed as left over, and the meat each is: "chilli" → minced beef.
const LEFTOVER_DISHES: readonly (readonly [readonly string[], string])[] = Object.entries(data.leftoverDishes)
  .map(([dish, meat]) => [dish.split(" "), meat] as const)
  // The longest dish first: "leftover chilli con carne" is the chilli con carne, not a "chilli con".
  .sort((a, b) => b[0].length - a[0].length);
// A cut or form of a meat or fish is that meat or fish: "beef shin", "duck legs", "mackerel fillets".
const CUT_WORDS: ReadonlySet<string> = new Set([...vocabulary.cutWords, ...data.cutWords]);
// The cut words that name a part of the animal (shoulder, belly, loin, chop…), not how it is sold ("diced",
// "pieces", "fillet", "steak", "mince"): a shoulder is not a chop; a diced shoulder is a shoulder.
const SOLD_AS_WORDS: ReadonlySet<string> = new Set(["back", "capon", "carcass", "chunk", "class", "crumble", "diced", "escalope", "filet", "fillet", "goujon", "hen", "joint", "jointed", "juice", "medallion", "mince", "part", "piece", "pigeon", "quarter", "round", "short", "steak", "stewing", "tender"]);

/** The parts of the animal a text names ("pork shoulder, diced" → shoulder; "pork chop" → chop): empty when it names none. */
export function namedCuts(text: string): ReadonlySet<string> {
  const words = text.toLowerCase().split(/[^a-z]+/).filter((word) => word !== "").map(singularise);
  return new Set(words.filter((word) => CUT_WORDS.has(word) && !SOLD_AS_WORDS.has(word)));
}
// SR28's cut words for beef alone, or nearly ("steak", "chuck", "brisket"): a name otherwise unknown that holds one is beef.
const BEEF_CUT_WORDS: ReadonlySet<string> = new Set(vocabulary.beefCutWords);
const CURE_WORDS: ReadonlySet<string> = new Set(data.cured.words);
const CURED_CUTS: ReadonlyMap<string, string> = new Map(Object.entries(data.cured.cuts));
const FOOD_KINDS: ReadonlyMap<string, string> = new Map(Object.entries(vocabulary.kinds).flatMap(([kind, foodNames]) => foodNames.map((name) => [name, kind] as const)));

/** Singular form of one lower-case word ("tomatoes" → "tomato", "berries" → "berry"). */
export function singularise(word: string): string {
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular !== undefined) return irregular;
  return INVARIANT_WORDS.has(word) ? word : regularSingular(word);
}

// Singular → plural where the rules get it wrong: the same table read the other way.
const IRREGULAR_SINGULARS: ReadonlyMap<string, string> = new Map([...IRREGULAR_PLURALS].map(([many, one]) => [one, many]));

function matchCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** Plural form of one word as written ("onion" → "onions", "Cherry" → "Cherries", "leaf" → "leaves"); a plural stays as it is. */
export function pluralise(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_SINGULARS.get(lower);
  if (irregular !== undefined) return matchCase(word, irregular);
  if (INVARIANT_WORDS.has(lower) || IRREGULAR_PLURALS.has(lower) || singularise(lower) !== lower) return word;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

// What the cook says must go ("peppers going soft", "pak choi (wilting)", "chicken thighs, use by today"): one pattern
// from the data's phrases, longest first, a final "s" allowing an apostrophe before it ("it's") and words any separator
// ("use-by"). An apostrophe allowed between every letter made the pattern slow to compile (34–51 ms at its first use, against
// about 2 ms, Node 20 on a shared desktop), and this module loads with the recipe tools. No lookbehind: older Safari cannot
// compile one.
const markPhrase = (phrase: string): string => phrase.split(" ").map((word) => word.replace(/s$/, "['\u2019`]?s")).join("[^a-z0-9]+");
const markAlternatives = (phrases: readonly string[]): string => [...phrases].sort((a, b) => b.length - a.length).map(markPhrase).join("|");
// Words that point at a share of the item, the subject of a mark after it ("avocados x4, one going soft", "strawberries
// some going mouldy"): the item is what comes before them.
const SHARE_AT_END = new RegExp(`(?:^|[^a-z0-9])(?:${markAlternatives(data.useUpShares)})[^a-z0-9]*$`, "i");
// A separator after which a mark's own subject is written, a part or a share of the item ("lettuce, outer leaves going brown").
const CLAUSE_BREAK = /[,;\u2013\u2014]|\s-\s/g;
const USE_UP_MARK = new RegExp(
  `(^|[^a-z0-9])(${markAlternatives(data.useUpMarks)})(?![a-z0-9])`,
  "i",
);
// Punctuation a removed mark leaves at either end: "leeks - ", ", spinach".
const LOOSE_ENDS = /^[\s,;:.\-\u2013\u2014/]+|[\s,;:.\-\u2013\u2014/]+$/g;
// After a mark that opens the item ("use up the courgettes"), the words pointing at the food are no part of it.
const POINTING = /^(?:the|these|those|my|our)\s+/i;

/**
 * Whether words before a mark name something: a word that is not an amount, a unit or a descriptor ("2 large" names nothing),
 * or a last word that is a food's name alone though it is a unit's word too ("clove, use by Friday" is the spice, as "cloves"
 * alone is: `stripLeadingQuantity` never strips the last word either).
 */
function namesSomething(text: string): boolean {
  const words = text.toLowerCase().split(/[^a-z]+/).filter((word) => word.length > 1);
  if (words.some((word) => !QUANTITY_WORDS.has(word) && !UNIT_WORDS.has(singularise(word)) && !DESCRIPTORS.has(word))) return true;
  const last = words.at(-1);
  return last !== undefined && !DESCRIPTORS.has(last) && knownName(singularise(last)) !== undefined;
}

/**
 * The item as typed without what the cook says of it ("peppers x3 going soft" → "peppers x3", "2 pak choi (wilting)" →
 * "2 pak choi", "use up the courgettes" → "courgettes"), or undefined when it says nothing of the kind. A mark in
 * brackets goes with its brackets; after the name, it and all after it go (a date after "use by"); before the name,
 * only the mark ("2 overripe bananas"). The name reader, the cookbook's weights and its "Uses your …" line all read
 * marks here (decision 015, "fourth session").
 */
export function withoutUseUpMark(raw: string): string | undefined {
  const { text, marked } = readMarks(raw);
  return marked ? text : undefined;
}

/** The item without what the cook says of it, and whether that says it must go. */
function readMarks(raw: string): { text: string; marked: boolean } {
  let text = raw;
  let marked = false;
  // An item holds a mark or two ("wilting, use today"); the bound keeps a pasted essay cheap.
  for (let round = 0; round < 3; round += 1) {
    const found = USE_UP_MARK.exec(text);
    if (found === null) break;
    marked = true;
    const at = found.index + (found[1] ?? "").length;
    const end = at + (found[2] ?? "").length;
    const open = text.lastIndexOf("(", at);
    if (open >= 0 && !text.slice(open, at).includes(")")) {
      const close = text.indexOf(")", end);
      text = `${text.slice(0, open)} ${close < 0 ? "" : text.slice(close + 1)}`;
    } else if (namesSomething(text.slice(0, at))) {
      text = itemBeforeSubject(text.slice(0, at));
    } else {
      const before = text.slice(0, at).replace(LOOSE_ENDS, "");
      const after = text.slice(end).replace(LOOSE_ENDS, "");
      text = before === "" ? after.replace(POINTING, "") : `${before} ${after}`;
    }
    text = text.replace(/\s+/g, " ").replace(LOOSE_ENDS, "");
  }
  return { text, marked };
}

/**
 * The item before a mark that follows it, without the mark's own subject when that is a part or a share of the item
 * ("lettuce, outer leaves" → "lettuce", "strawberries, a few" → "strawberries", "avocados x4 one" → "avocados x4").
 * Without a separator only a share can be told from the name ("lettuce leaves going brown" is the leaves); a separator
 * just before the mark puts it on the whole item ("cheese, cheddar, going hard").
 */
function itemBeforeSubject(before: string): string {
  const trimmed = before.replace(/\s+$/, "");
  const breaks = [...trimmed.matchAll(CLAUSE_BREAK)];
  const last = breaks.at(-1);
  if (last !== undefined && last.index + last[0].length < trimmed.length) {
    const item = trimmed.slice(0, last.index);
    if (namesSomething(item)) return item;
  }
  const share = SHARE_AT_END.exec(trimmed);
  if (share === null || !namesSomething(trimmed.slice(0, share.index))) return before;
  // A share word that ends a name the tables know is the name's ("half and half going off").
  const words = trimmed.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "");
  const shareLength = share[0].toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "").length;
  return inKnownName(words, words.length - shareLength, words.length) ? before : trimmed.slice(0, share.index);
}

function tokenise(raw: string): string[] {
  const typed = raw.slice(0, MAX_INPUT_LENGTH);
  return readMarks(typed).text
    // An aside in brackets is a note, not the name: "chicken thighs (boneless)", "courgettes (loads)".
    .replace(/\([^()]*\)?/g, " ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // Possessives and elisions join rather than split: "goat's" → "goats", "za'atar" → "zaatar".
    .replace(/['\u2019`]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0);
}

const partUsed: PartUsedData = partUsedData;
const retailers: RetailersData = retailersData;
const brands: BrandsData = brandsData;
type AsideKind = "part-used" | "shop" | "range" | "brand";
interface Aside {
  readonly words: readonly string[];
  readonly kind: AsideKind;
}
// Words that say some of a food is gone (data/part-used.json), where it was bought (data/retailers.json) and who made it
// (data/brands.json), as the reader's words: lower-case, without punctuation, each singular ("Sainsbury's" → sainsbury, "M&S" → m s, "rest of" → rest of). An
// amount written in figures ("1/2", "½") is read as an amount already.
// A brand is a proper name and takes no plural: its words are kept as written ("Birds Eye" is not "bird eye chilli").
const asides = (phrases: readonly string[], kind: AsideKind): Aside[] =>
  phrases.map((phrase) => ({ words: kind === "brand" ? tokenise(phrase) : tokenise(phrase).map(singularise), kind }));
const ASIDES: readonly Aside[] = [...asides(partUsed.words, "part-used"), ...asides(retailers.retailers, "shop"), ...asides(retailers.rangeWords, "range"), ...asides(brands.brands, "brand")]
  .filter(({ words }) => words.length > 0 && !words.some((word) => /\d/.test(word)))
  // The longest first: "NTUC FairPrice" is one shop, not "NTUC" and a "FairPrice" left over.
  .sort((a, b) => b.words.length - a.words.length);
// By first word: every typed word is looked up, and a lookup by word keeps reading a name as cheap as it was.
const ASIDES_BY_FIRST: ReadonlyMap<string, readonly Aside[]> = ASIDES.reduce(
  (byFirst, aside) => byFirst.set(aside.words[0] ?? "", [...(byFirst.get(aside.words[0] ?? "") ?? []), aside]),
  new Map<string, Aside[]>(),
);
// Brands that are the food written alone ("Lurpak", "Hellmann's"), as the reader's words: beside the food's own name, the
// food is named twice ("Lurpak butter").
const BRAND_FOODS: ReadonlySet<string> = new Set(brands.brandFoods.map((brand) => withSingularHead(tokenise(brand))));
const HALF = "half";
// "1/2", "½" or "1⁄2" alone; after a whole number ("1 1/2", "1½") an amount, as "one and a half" is (`halfAsAmount`).
const HALF_IN_FIGURES = /(?<![\d/⁄.,])(?<!\d\s+)(?:1\s*[/⁄]\s*2|½)(?![\d/⁄])/g;
// After "half": an amount ("half a dozen", "half a kg") or a name ("half and half", "half-fat"), not a part left (data/part-used.json).
const NOT_AFTER_HALF: ReadonlySet<string> = new Set([...partUsed.notAfterHalf, ...data.unitWords]);
const ARTICLES: ReadonlySet<string> = new Set(["a", "an", "of", "the"]);
// "chicken thighs from Tesco", "mince at Aldi": the word saying where goes with the shop.
const FROM_WORDS: ReadonlySet<string> = new Set(["from", "at"]);

/** Whether "half" at `at` is an amount or part of a name ("half a dozen eggs", "one and a half cups", "half-fat milk"). */
function halfAsAmount(words: readonly string[], at: number): boolean {
  let next = at + 1;
  while (ARTICLES.has(words[next] ?? "")) next += 1;
  const after = words[next];
  if (after !== undefined && (NOT_AFTER_HALF.has(after) || NOT_AFTER_HALF.has(singularise(after)))) return true;
  return words[at - 1] === "and" || (words[at - 1] === "a" && words[at - 2] === "and");
}

/**
 * Whether the words [start, end) are part of a name the tables know where they stand ("half and half"), or hold one
 * ("sprouts"). A name that takes in only some of them is not theirs: "chicken whole" does not keep "Whole Foods".
 */
function inKnownName(words: readonly string[], start: number, end: number): boolean {
  const known = (from: number, to: number) => knownName(withSingularHead(words.slice(from, to))) !== undefined;
  for (let from = 0; from <= start; from += 1) {
    for (let to = end; to <= words.length; to += 1) if (known(from, to)) return true;
  }
  for (let from = start; from < end; from += 1) {
    for (let to = from + 1; to <= end; to += 1) if (known(from, to)) return true;
  }
  return false;
}

// A typed word is an aside's word singular, or with an "s" a possessive left once its apostrophe went ("Aldi's" → aldis);
// a brand's word is typed as written, or as its possessive ("Heinz", "Birds Eye", "Kellogg's" → kelloggs).
const typedAs = (typed: string | undefined, word: string, kind: AsideKind) =>
  typed !== undefined && (typed === `${word}s` || (kind === "brand" ? typed === word : singularise(typed) === word));

/** The aside at `at` (part-used words, a shop, a range) and how many words it takes: undefined when none is there. */
function asideAt(words: readonly string[], at: number): { readonly kind: AsideKind; readonly length: number } | undefined {
  const first = words[at] ?? "";
  if (FROM_WORDS.has(first)) {
    const shop = asideAt(words, at + 1);
    return shop?.kind === "shop" ? { kind: "shop", length: shop.length + 1 } : undefined;
  }
  const keys = new Set([first, singularise(first), ...(first.endsWith("s") ? [first.slice(0, -1)] : [])]);
  const candidates = [...keys].flatMap((key) => ASIDES_BY_FIRST.get(key) ?? []).sort((a, b) => b.words.length - a.words.length);
  for (const { words: aside, kind } of candidates) {
    if (!aside.every((word, offset) => typedAs(words[at + offset], word, kind))) continue;
    if (aside.length === 1 && aside[0] === HALF && halfAsAmount(words, at)) continue;
    // "left over" is the leftover reading's ("left over rice"), not a part left.
    if (aside.length === 1 && aside[0] === "left" && words[at + 1] === "over") continue;
    if (inKnownName(words, at, at + aside.length)) continue;
    return { kind, length: aside.length };
  }
  return undefined;
}

// Where an item came from, after its name: "lake trout fillet from a buddy", "vlita from the Greek shop", "dahl from Sunday".
const PROVENANCE_WORD = "from";

/**
 * Whether the words from `at` on say where the item named before them came from (decision 015, "seventh session,
 * cookbook25h"): "from" after the name ("clove from a buddy": a unit word alone is a name here), followed by words that name no food. What names a food stays
 * ("ice cream from the freezer" keeps nothing of the freezer, but "stock from chicken bones" is not cut at "from").
 */
function typedProvenance(words: readonly string[], at: number, kept: readonly string[]): boolean {
  if (kept.length === 0 || at + 1 >= words.length) return false;
  // A time it was cooked ("from last night", "made on Sunday", "from tea yesterday") goes whatever follows: it is left over.
  if (TIME_BEFORE.has(words[at] ?? "") && timePhraseLength(words, at + 1) > 0) return true;
  if (words[at] !== PROVENANCE_WORD) return false;
  return !inKnownName(words, at, at + 1) && !namesAnyFood(words.slice(at + 1).join(" "));
}

// Food cooked and left over (decision 015, "eighth session, cookbook26a"): a word that says so, or a time it was cooked at
// after "from", "made" or "cooked" ("rice from last night", "curry from Sunday", "roast from the weekend"). The words are data.
const LEFTOVER_WORDS: readonly (readonly string[])[] = data.leftover.words.map((phrase) => phrase.split(" "));
const TIME_BEFORE: ReadonlySet<string> = new Set(data.leftover.fromTime.before);
const TIMES: ReadonlySet<string> = new Set(data.leftover.fromTime.times);
const TIME_FILLERS: ReadonlySet<string> = new Set(data.leftover.fromTime.fillers);
const LEFTOVER_DISH_WORDS: ReadonlySet<string> = new Set(Object.keys(data.leftoverDishes).flatMap((dish) => dish.split(" ")));
const isTime = (word: string) => TIMES.has(word) || (word.endsWith("s") && TIMES.has(word.slice(0, -1)));

/**
 * How many words from `start` say a time the food was cooked at: time words ("yesterday", "sunday", "lunch", "night") among
 * fillers ("the other", "last", "a few … ago", a count), at least one time word, and after them nothing, a food or a dish
 * ("from sunday's roast"); 0 when they are not a time ("from the night market", "from the butcher yesterday").
 */
function timePhraseLength(words: readonly string[], start: number): number {
  let at = start;
  let timed = false;
  for (; at < words.length; at += 1) {
    const word = words[at] ?? "";
    if (isTime(word)) timed = true;
    else if (!TIME_FILLERS.has(word) && !/^\d+$/.test(word)) break;
  }
  if (!timed) return 0;
  const rest = words.slice(at);
  return rest.length === 0 || rest.every((word) => LEFTOVER_DISH_WORDS.has(singularise(word))) || namesAnyFood(rest.join(" ")) ? at - start : 0;
}

const startsLeftoverWord = (words: readonly string[], at: number) => LEFTOVER_WORDS.some((phrase) => phrase.every((word, offset) => words[at + offset] === word));

/**
 * Whether a typed item says its food is cooked and left over: "leftover rice", "left-over chicken", "rice (from last night)",
 * "curry from Sunday", "chilli made yesterday", "roast from the weekend"; not "lamb from the butcher yesterday". Asides in
 * brackets and after a comma are read each on its own.
 */
export function typedLeftover(raw: string): boolean {
  for (const part of raw.slice(0, MAX_INPUT_LENGTH).toLowerCase().replace(/['\u2019`]/g, "").split(/[(),;]/)) {
    const words = part.split(/[^a-z0-9]+/).filter((word) => word !== "");
    if (words.some((word, at) => startsLeftoverWord(words, at) || (TIME_BEFORE.has(word) && timePhraseLength(words, at + 1) > 0))) return true;
  }
  return false;
}

/**
 * The typed words without those saying some of the food is gone ("cabbage, started", "cucumber, half left", "the rest of
 * the cream", "opened tin of chickpeas") or where it was bought ("Tesco chicken thighs", "lamb mince 500g Woolies", "Aldi
 * finest halloumi"), in any place the cook writes them: neither is the food (decision 015, seventh session, cookbook25f).
 * Never a word that is a food or part of a name the tables know where it stands ("half and half", "half-fat milk"). After
 * the name, part-used words take with them what follows when it names no food, as a date goes with "use by": "cream, opened
 * 2 days ago". Words that are all such asides name nothing, as a mark of what must go alone does: a shop alone is no food.
 */
function withoutAsides(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < words.length; ) {
    if (typedProvenance(words, at, kept)) break;
    const aside = asideAt(words, at);
    if (aside === undefined) {
      kept.push(words[at] ?? "");
      at += 1;
      continue;
    }
    at += aside.length;
    if (aside.kind === "part-used" && namesSomething(kept.join(" ")) && !namesAnyFood(words.slice(at).join(" "))) break;
  }
  return kept;
}

/**
 * Whether a typed item says, in words of data/part-used.json read as the name reader reads them, that some of the food is
 * gone: "cabbage, started", "half a cucumber", "the rest of the cream"; not "half a dozen eggs", "half and half".
 */
export function typedAsPartUsed(raw: string): boolean {
  // Here, unlike in a recipe's line, a half written in figures is the part left ("½ cabbage"): read as the word.
  const words = tokenise(raw.replace(/[()]/g, " ").replace(HALF_IN_FIGURES, " half "));
  return words.some((_, at) => asideAt(words, at)?.kind === "part-used");
}

/** The words of a typed item the name is read from: without amounts' notes in brackets, marks of what must go, or asides. */
function typedWords(raw: string): string[] {
  return withoutAsides(tokenise(raw));
}

function withSingularHead(tokens: readonly string[]): string {
  const last = tokens[tokens.length - 1];
  if (last === undefined) return "";
  return [...tokens.slice(0, -1), singularise(last)].join(" ");
}

// Built at the first lookup, not as the module loads: the page loads this module with the recipe tools,
// often just as a recipe starts streaming, and building it then was a 10–23 ms share of one main-thread
// task on a slow phone; the tools' idle-time warm-up builds it instead.
let synonyms: ReadonlyMap<string, string> | undefined;
function synonymOf(phrase: string): string | undefined {
  return (synonyms ??= buildSynonyms()).get(phrase);
}

function buildSynonyms(): Map<string, string> {
  const map = new Map<string, string>();
  for (const { name, aliases } of data.synonyms) {
    for (const phrase of [name, ...aliases]) {
      map.set(withSingularHead(tokenise(phrase)), name);
    }
  }
  return map;
}

// "a" and "an" count as one: "a pound of butter".
function isNumber(token: string): boolean {
  return /^\d/.test(token) || token === "a" || token === "an";
}

function isQuantityWord(token: string, afterNumber: boolean): boolean {
  const singular = singularise(token);
  if (QUANTITY_WORDS.has(token) || QUANTITY_WORDS.has(singular)) return true;
  return afterNumber && (UNIT_WORDS.has(token) || UNIT_WORDS.has(singular));
}

// What closes a name and says nothing of which food it is ("frozen", "organic"); "free" says what it lacks ("salt free").
const closesName = (word: string) => DESCRIPTORS.has(word) && word !== "free";

/**
 * The name `named` gives the words, or the words between the descriptors that open or close them ("fresh hot pepper",
 * "minced beef frozen"): all the words' end first, then fewer; opened by no more than `starts` words' descriptors.
 */
function namedBetweenDescriptors(words: readonly string[], named: (phrase: string) => string | undefined, starts = words.length): string | undefined {
  for (let end = words.length; end > 0 && (end === words.length || closesName(words[end] ?? "")); end -= 1) {
    for (let start = 0; start < Math.min(starts, end) && (start === 0 || DESCRIPTORS.has(words[start - 1] ?? "")); start += 1) {
      const name = named(withSingularHead(words.slice(start, end)));
      if (name !== undefined) return name;
    }
  }
  return undefined;
}

// Never strips the last word: "cloves" alone is the spice, "2 cloves garlic" is garlic.
function stripLeadingQuantity(tokens: readonly string[]): string[] {
  let start = 0;
  let afterNumber = false;
  while (start < tokens.length - 1) {
    // A name that begins with an amount's word is still a name, whatever descriptor follows it: "half and half (chilled)"
    // is cream, not "and"; "fillet mignon", USDA's name, is beef, not "mignon"; "clove, crushed" is the spice. Whole, only a
    // synonym or USDA's name: "bottle gourd" is a gourd. Nor is the one word before an amount: "clove x2" is the spice.
    const rest = stripTrailingQuantity(tokens.slice(start));
    const whole = withSingularHead(rest);
    if ((rest.length === 1 && !isNumber(rest[0] ?? "")) || namedBetweenDescriptors(rest, (phrase) => (phrase === whole ? knownPhrase(phrase) : knownName(phrase)), 1) !== undefined) break;
    const token = tokens[start] ?? "";
    if (isNumber(token)) afterNumber = true;
    else if (!isQuantityWord(token, afterNumber)) break;
    start += 1;
  }
  const rest = stripTrailingQuantity(tokens.slice(start));
  return rest.length === 1 && isNumber(rest[0] ?? "") ? [] : rest;
}

// "beef mince 500g", "chicken breasts x2", "eggs 6", "sausages 12 pack", "chickpeas 3 tins", "pork ribs 2 racks": the amount after the name.
// What a food is sold in needs no number ("methi bunch", "cream cheese tub", "sausages x2 packs"), unless the whole is a name.
function stripTrailingQuantity(tokens: readonly string[]): string[] {
  let end = tokens.length;
  let numberTaken = false;
  while (end > 1) {
    const token = tokens[end - 1] ?? "";
    const afterNumber = /^(?:\d|x\d)/.test(tokens[end - 2] ?? "");
    // "x 4": the count's "x" stands apart from its number.
    const countsX = token === "x" && numberTaken;
    numberTaken = /^\d/.test(token);
    if (numberTaken || countsX || /^x\d+$/.test(token) || (afterNumber && (isQuantityWord(token, true) || CUT_WORDS.has(singularise(token))))) end -= 1;
    else if (SOLD_IN_WORDS.has(singularise(token)) && !isSoldInName(tokens.slice(0, end))) end -= 1;
    else break;
  }
  return tokens.slice(0, end);
}

// A name the tables know that ends in such a word ("tin can", were it one) is that name.
function isSoldInName(tokens: readonly string[]): boolean {
  const phrase = withSingularHead(tokens);
  return (synonyms ??= buildSynonyms()).has(phrase) || isKnown(phrase);
}

// Meat and fish by the hand-kept kinds as well as USDA's: "white fish", "gammon", "chorizo".
const HAND_PROTEINS: ReadonlySet<string> = new Set([...kinds.kinds.protein, ...kinds.kinds["cured-protein"]]);

/** Whether a canonical name is a meat or fish (USDA's kind or the hand-kept kinds): what a cook marinates, coats or fries. */
export function isMeatOrFish(name: string): boolean {
  return FOOD_KINDS.get(name) === "protein" || HAND_PROTEINS.has(name);
}

// "beef shin" → "beef", "shin of beef" → "beef", "lamb cutlets" → "lamb": only when what is left is a meat or fish.
function withoutCut(words: readonly string[]): string | undefined {
  if (!words.some((word) => CUT_WORDS.has(singularise(word)))) return undefined;
  const rest = words.filter((word) => !CUT_WORDS.has(singularise(word)) && word !== "of");
  if (rest.length === 0) return undefined;
  const bare = withSingularHead(rest);
  const name = synonymOf(bare) ?? bare;
  return isMeatOrFish(name) || isMeatOrFish(bare) ? name : undefined;
}

// SR28's cut words of poultry alone that name a part of the bird ("wing", "thigh"), not how a bird is sold ("hen", "capon").
const BIRD_CUT_WORDS: ReadonlySet<string> = new Set(vocabulary.birdCutWords.filter((word) => !SOLD_AS_WORDS.has(word)));
// What seasons a dish (a sauce, a spice, a herb, garlic): "honey garlic wings", "bbq wings" say how the wings are cooked.
const FLAVOURINGS: ReadonlySet<string> = new Set([...kinds.kinds.condiment, ...kinds.kinds.spice, ...kinds.kinds.herb, ...kinds.kinds.aromatic]);

/**
 * A bird's cut alone or after a seasoning ("wings", "hot wings", "honey garlic wings", "bbq wings"): the chicken's cut, the
 * bird a cook means when none is named. Undefined after any meat or fish (decision 015, eleventh session, reader31: a cut
 * never changes the animal, so "beef thighs" is beef and "duck wings" duck, "skate wings" skate), after any other food or
 * word ("cauliflower wings"), or where the tables know no such cut of chicken. "Buffalo wings", named after the city, are
 * the table's own name for chicken wings.
 */
function birdCutReading(words: readonly string[]): string | undefined {
  const cuts = words.map(singularise).filter((word) => BIRD_CUT_WORDS.has(word));
  const [cut] = cuts;
  if (cut === undefined || cuts.length > 1) return undefined;
  const seasoning = (word: string) => {
    const name = knownName(singularise(word));
    // An anchovy seasons, but it is a fish: a fish's wing is its own.
    return name !== undefined && !isMeatOrFish(name) && FLAVOURINGS.has(name);
  };
  if (!words.filter((word) => singularise(word) !== cut).every(seasoning)) return undefined;
  return synonymOf(`chicken ${cut}`);
}

const MEAT_FREE_WORDS: readonly (readonly string[])[] = data.meatFree.words.map((phrase) => phrase.split(" "));

/** The words that say a food is made without meat ("quorn", "vegan", "linda mccartney"), as the data writes them. */
export function meatFreeWords(): readonly string[] {
  return data.meatFree.words;
}
const MEAT_FREE_FORMS: ReadonlyMap<string, string> = new Map(Object.entries(data.meatFree.forms));
const MEAT_FREE_FOODS: ReadonlySet<string> = new Set(data.meatFree.foods);

/**
 * "gluten free bread", "dairy and egg free cake": the name without what it is free of, and those words.
 * "free range" says how a hen lived, not what a food lacks, so it is no such phrase.
 */
function freeFrom(words: readonly string[]): { readonly rest: string[]; readonly without: string[] } | undefined {
  const at = words.findIndex((word, index) => word === "free" && index > 0 && words[index + 1] !== "range");
  if (at < 0) return undefined;
  let start = at - 1;
  while (start >= 2 && words[start - 1] === "and") start -= 2;
  return { rest: [...words.slice(0, start), ...words.slice(at + 1)], without: words.slice(start, at).filter((word) => word !== "and") };
}

/**
 * The meat-free food a meat's name stands for after a word saying it has no meat ("Quorn chicken pieces",
 * "vegetarian sausages", "meat-free chicken"): by the form of the meat (mince, sausage, burger), else
 * meat-free pieces. Never the meat itself: that would cook chicken for a cook who keeps none.
 */
function meatFreeFood(rest: readonly string[]): string | undefined {
  if (rest.length === 0) return undefined;
  const name = readIngredient(rest.join(" "));
  if (MEAT_FREE_FOODS.has(name)) return undefined;
  // A meat's name, or a product of a meat the tables do not know whole ("mince steaks", "burger patties"): its form by the
  // name's head, else by any word typed, last first ("meat-free mince steaks" is meat-free mince). A product that is no
  // meat ("chicken soup", "burger buns") keeps its own reading.
  const product = productOf(name) !== undefined;
  const typed = rest.map(singularise).reverse();
  const form = [name.split(" ").at(-1), ...(isMeatOrFish(name) || product ? typed : typed.slice(0, 1))].find((word) => word !== undefined && MEAT_FREE_FORMS.has(word));
  if (form !== undefined) return MEAT_FREE_FORMS.get(form);
  // A cut of such a product is meat too ("pigeon steaks").
  return isMeatOrFish(name) || (product && CUT_WORDS.has(typed[0] ?? "")) ? data.meatFree.pieces : undefined;
}

function startsWith(words: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.every((word, offset) => words[at + offset] === word);
}

/** A meat's name anywhere after a word saying it has none: "frozen Quorn chicken pieces", "this isn't chicken". */
function meatFreeReading(words: readonly string[]): string | undefined {
  for (let at = 0; at < words.length; at += 1) {
    for (const phrase of MEAT_FREE_WORDS) {
      if (!startsWith(words, at, phrase)) continue;
      const food = meatFreeFood(words.slice(at + phrase.length));
      if (food !== undefined) return food;
    }
  }
  return undefined;
}

/**
 * A cooked dish typed as left over, read as the cooked meat it is: "leftover chilli" is chilli con carne
 * (minced beef), never a chilli pepper; "leftover lamb curry" is lamb. Undefined when no word says left
 * over, or what is left over is not a dish of the table ("leftover rice", "leftover roast chicken"), or
 * the dish names a food that is not a meat ("leftover vegetable curry").
 */
function leftoverDishReading(words: readonly string[], leftoverByTime: boolean): string | undefined {
  const leftoverAt = words.findIndex((_, at) => startsLeftoverWord(words, at));
  // A time it was cooked says what "leftover" says: "chilli from last night" is leftover chilli, minced beef.
  if (leftoverAt < 0 && !leftoverByTime) return undefined;
  const length = leftoverAt < 0 ? 0 : (LEFTOVER_WORDS.find((phrase) => phrase.every((word, offset) => words[leftoverAt + offset] === word))?.length ?? 1);
  const rest = words.filter((_, at) => leftoverAt < 0 || at < leftoverAt || at >= leftoverAt + length).map(singularise);
  for (const [dish, meat] of LEFTOVER_DISHES) {
    if (rest.length < dish.length || dish.some((word, at) => rest[rest.length - dish.length + at] !== singularise(word))) continue;
    const before = rest.slice(0, rest.length - dish.length).filter((word) => !DESCRIPTORS.has(word) && word !== "of" && word !== "the");
    // Descriptors that, with the dish's word, name another food are that food, not the dish: "crushed chilli" is chilli
    // flakes and "ground chilli" chilli powder, left over or not; "leftover hot chilli" is still the chilli con carne.
    const whole = synonymOf(withSingularHead(rest));
    if (before.length === 0 && whole !== undefined && whole !== synonymOf(withSingularHead(rest.slice(rest.length - dish.length)))) return undefined;
    if (before.length === 0) return meat;
    const named = synonymOf(before.join(" ")) ?? before.join(" ");
    return isMeatOrFish(named) ? named : undefined;
  }
  return undefined;
}

/**
 * Canonical, lower-case, singular name for a typed ingredient, or "" when nothing
 * recognisable is left (empty input, emoji, a bare quantity). Pure, deterministic and
 * idempotent: a canonical name normalises to itself.
 */
/**
 * The food, when the words are a brand that is the food (data/brands.json's `brandFoods`) beside another name of the same
 * food: "Lurpak butter", "Philadelphia cream cheese", "Hellmann's mayo", "Cathedral City cheddar", "Kikkoman soy sauce",
 * "butter (Lurpak)". The cook has named one food twice (decision 015, seventh session, cookbook25g).
 */
function namedTwice(words: readonly string[]): string | undefined {
  for (let split = 1; split < words.length; split += 1) {
    const [before, after] = [withSingularHead(words.slice(0, split)), withSingularHead(words.slice(split))];
    if (!BRAND_FOODS.has(before) && !BRAND_FOODS.has(after)) continue;
    const food = knownName(before);
    if (food !== undefined && food === knownName(after)) return food;
  }
  return undefined;
}

export function normaliseIngredient(raw: string): string {
  const words = stripLeadingQuantity(typedWords(raw));
  if (words.length === 0) return "";

  const leftoverDish = leftoverDishReading(words, typedLeftover(raw));
  if (leftoverDish !== undefined) return leftoverDish;
  // Whole phrases first, so "ground beef" and "hot sauce" survive the descriptor stripping.
  const direct = synonymOf(withSingularHead(words));
  if (direct !== undefined) return direct;
  // A whole phrase between descriptors that open or close it: "fresh hot pepper" is a hot pepper and "minced beef frozen"
  // ground beef, not the "pepper" or "beef" left once every descriptor ("hot", "minced" among them) is stripped. Read before
  // what a name is free of or stands in for is looked for in its words: "organic dairy free milk" is plant milk, not milk;
  // "leftover faux filet" is beef, not a meat-free "faux" food.
  // The whole was read above; USDA's names are read here, as above, only where they name a cut ("faux filet frozen").
  const whole = withSingularHead(words);
  const between = namedBetweenDescriptors(words, (phrase) => (phrase === whole ? undefined : (synonymOf(phrase) ?? cutAlias(phrase))));
  if (between !== undefined) return between;
  const twice = namedTwice(words);
  if (twice !== undefined) return twice;
  // USDA's name for a cut, read whole before its words are taken for amounts or descriptors: "fillet
  // mignon" is beef, not "mignon" once "fillet" is read as an amount; "ground round" and "tenderloin
  // roast" are beef, not "round" and "tenderloin".
  const cut = [words, typedWords(raw)].map((phrase) => (phrase.length > 1 ? cutAlias(withSingularHead(phrase)) : undefined)).find((name) => name !== undefined);
  if (cut !== undefined) return cut;
  // "X-free Y" is never X: "dairy-free yogurt" is a yogurt (as "gluten-free bread" is bread), not "dairy
  // yogurt"; "egg-free mayo" is mayonnaise, not egg mayonnaise; "meat-free chicken" is a meat-free food.
  const free = freeFrom(words);
  if (free !== undefined) {
    const meatFree = free.without.some((word) => MEAT_FREE_WORDS.some((phrase) => phrase.join(" ") === `${word} free`)) ? meatFreeFood(free.rest) : undefined;
    return meatFree ?? normaliseIngredient(free.rest.join(" "));
  }
  const meatFree = meatFreeReading(words);
  if (meatFree !== undefined) return meatFree;

  const described = stripLeadingQuantity(words.filter((word) => !DESCRIPTORS.has(word)));
  const kept = described.length > 0 ? described : words;
  const bare = withSingularHead(kept);
  // Descriptors alone name no food: "boneless" before a comma ("boneless, skinless chicken breast") is not
  // the beef an SR28 description once called boneless.
  return synonymOf(bare) ?? birdCutReading(kept) ?? withoutCut(kept) ?? (described.length > 0 ? foodAlias(bare) : undefined) ?? bare;
}


/**
 * What a cook's typed name, or a recipe line's, gives the kitchen: its canonical name when the tables know
 * it; else the known name it is a typo of ("brocoli", "sweet chilli source"); else the known name it is
 * read as, head last ("cooking chorizo" → chorizo, "olive oil tuna" → tuna, "pumpkin flesh" → pumpkin);
 * else the phrase itself. The cookbook's pick, its "Uses your …" line and the page's have/need marks all
 * read names through this one function, so they never disagree. `normaliseIngredient` stays strict: a
 * name another table keys on ("tomato soup", "rose water") is itself there, not the food it names.
 */
export function readIngredient(raw: string): string {
  const noted = noteBeforeName(raw);
  if (noted !== undefined) return noted;
  const lacking = foodBeforeLack(raw);
  if (lacking !== undefined) return lacking;
  const headed = foodBeforeWith(raw);
  if (headed !== undefined) return headed;
  // What it is for ("beef for milanesa", "carrots for stock", "chicken backs and wings for soup") is no part of what it is,
  // unless the whole is a name of the tables.
  const purpose = /\sfor\s/i.exec(raw.slice(0, MAX_INPUT_LENGTH));
  if (purpose !== null && knownName(normaliseIngredient(raw)) === undefined) {
    const before = raw.slice(0, purpose.index);
    const food = readName(before);
    if (food !== "" && isReadAsFood(food)) return food;
    const cut = cutsOfOneAnimal(before);
    if (cut !== undefined) return cut;
  }
  const label = labelOrder(raw);
  if (label !== undefined) return readIngredient(label);
  const name = readName(raw);
  if (name === "" || isReadAsFood(name)) return name;
  // A label's order after a name the tables read only by its head or family ("yellowfin tuna, smoked", "andouille sausage,
  // red", "asiago cheese blanched"): where the whole as typed is no food, it is read in the cook's order, as the cook's
  // order is read ("smoked yellowfin tuna" is tuna). A qualifier after a food never loses the food.
  const reordered = labelOrder(raw, (phrase) => isReadAsFood(readName(phrase)));
  if (reordered !== undefined && isReadAsFood(readName(reordered))) return readName(reordered);
  const cut = cutsOfOneAnimal(raw);
  if (cut !== undefined) return cut;
  // A name the tables do not know, glossed in brackets by one they do ("ravitoto (cassava leaves)", "kousenband (long
  // beans)"): the cook has said what it is. A note in brackets ("(Lidl)", "(opened)") names no food and changes nothing.
  // Left over, the gloss is a cooked dish left over ("leftover kabritu stoba (goat stew)" is leftover goat stew: goat).
  const leftover = typedLeftover(raw);
  for (const [, gloss] of (withoutUseUpMark(raw) ?? raw).slice(0, MAX_INPUT_LENGTH).matchAll(/\(([^()]*)\)/g)) {
    const dish = leftover ? readName(`${LEFTOVER_WORDS[0]?.join(" ") ?? ""} ${gloss ?? ""}`) : "";
    if (dish !== "" && isReadAsFood(dish)) return dish;
    const glossed = readName(gloss ?? "");
    if (glossed !== "" && isReadAsFood(glossed)) return glossed;
  }
  return name;
}

// A word saying what a food lacks, after a food's name and a separator: "yogurt, no sugar", "tomatoes no added salt"; or
// a clause set apart that says what it is free of: "squash, palm oil-free", "cheese - dairy free".
// A note in brackets is read as a note already ("butter (no salt)"); one inside a name ("sweet (not hot!) chillies") is no lack.
const LACK_AFTER_NAME = new RegExp(`[\\s,;\u2013\u2014-]+(?:${data.lackWords.join("|")})(?=[\\s-])|(?:,|\\s[-\u2013\u2014])\\s*[a-z][a-z ]*[\\s-]free\\b`, "i");
// A word that joins what follows to the food before it: "pasta with no gluten".
const JOIN_AT_END = /\s+(?:with|and|but)\s*$/i;

/**
 * The food before a phrase saying what it lacks ("yogurt, no sugar", "stock without salt", "milk, low fat", "tomatoes no
 * added salt"; decision 015, ninth session, reader28): what a food has none or less of is never the item. Undefined when
 * no such phrase follows a food, or the whole is a name the tables know. Before the food ("no salt added tomatoes",
 * "low fat yogurt") the head, last, is read already.
 */
function foodBeforeLack(raw: string): string | undefined {
  return foodBefore(raw, LACK_AFTER_NAME, (before) => before.replace(JOIN_AT_END, ""));
}

/**
 * The food an item "X with Y" is (decision 015, ninth session, reader28): English puts the head first, so "chicken with rice"
 * is chicken, "salmon with skin on" salmon, "bread with seeds" bread; "with Y" adds Y. `foodsOfItem` reads such an item as
 * both foods, X first, so the one name and the join agree. Undefined when no "with" follows a name, or the whole is a
 * name the tables know.
 */
function foodBeforeWith(raw: string): string | undefined {
  return foodBefore(raw, /\s+with\s+/i);
}

/**
 * The food typed before where `phrase` first matches (not at the start), read alone, with `trim` applied to it; undefined
 * when the phrase is not there, the whole is a name the tables know, or what comes before names nothing.
 */
function foodBefore(raw: string, phrase: RegExp, trim: (before: string) => string = (before) => before): string | undefined {
  const text = raw.slice(0, MAX_INPUT_LENGTH);
  const found = phrase.exec(text);
  if (found === null || found.index === 0 || knownName(withSingularHead(stripLeadingQuantity(typedWords(text)))) !== undefined) return undefined;
  const before = trim(text.slice(0, found.index));
  // A name no table knows ("agave syrup", counted by the nutrition table alone) is still the item the cook named.
  const food = namesSomething(before) ? readIngredient(before) : "";
  return food === "" ? undefined : food;
}

const REMARK_WORDS: ReadonlySet<string> = new Set(data.remarkOpeners.words);
const REMARK_ENDING = new RegExp(`(?:${data.remarkOpeners.endings.join("|")})$`);
// A blemish the cook names after the food: "butternut squash soft spot", "bananas brown spots" (decision 015, tenth session, cookbook29).
const BLEMISHES: ReadonlySet<string> = new Set(data.remarkOpeners.blemishes);
const BLEMISH_WORDS: ReadonlySet<string> = new Set(data.remarkOpeners.blemishWords);

// Every word of every name the tables know, as typed singular: built at the first remark read.
let nameWords: ReadonlySet<string> | undefined;
function buildNameWords(): Set<string> {
  const phrases = [...(synonyms ??= buildSynonyms()).keys(), ...KNOWN, ...FOOD_KINDS.keys(), ...Object.keys(vocabulary.aliases)];
  return new Set(phrases.flatMap((phrase) => phrase.split(" ")).flatMap((word) => [word, singularise(word)]));
}

/** Whether a typed word opens a remark after a food's name: an article, a preposition, an auxiliary, a participle, an adverb. */
function opensRemark(typed: string): boolean {
  const word = typed.toLowerCase().replace(/[^a-z]/g, "");
  if (REMARK_WORDS.has(word)) return true;
  // A word of a food's name is no remark's ("black pudding", "bacon dripping", "pork belly", "food colouring").
  if (word.length < data.remarkOpeners.endingsFrom || !REMARK_ENDING.test(word) || (nameWords ??= buildNameWords()).has(word)) return false;
  // A participle the tables read as a food's form ("diced", "dried", "tinned", "smoked", "minced") says which food it is; an
  // adverb ("slightly", "finely") says nothing of which, wherever the tables read it.
  const formWord = DESCRIPTORS.has(word) || CURE_WORDS.has(word) || MINCE_WORDS.has(word) || TIN_WORDS.includes(word);
  return !formWord || word.endsWith("ly");
}

/**
 * The food named before a cook's remark the reader does not know as a mark ("head of brocoli going yellow", "carrots a bit
 * sad", "leeks bought Monday", "cream opened Tues"; decision 015, ninth session, cookbook27c): the longest run of words
 * before a word that opens a remark (`opensRemark`) that reads as a food, when the words from there on name no food. The
 * remark weighs nothing (no use-up mark is guessed from it); a remark that names a food ("with rice") is not read as one.
 * Undefined when no such run names a food.
 */
function foodBeforeRemark(raw: string, guess: boolean): string | undefined {
  const words = (withoutUseUpMark(raw) ?? raw).slice(0, MAX_INPUT_LENGTH).replace(/\([^()]*\)?/g, " ").split(/\s+/).filter((word) => word !== "");
  // Where a remark may begin: the first of a run of such words ("a bit sad", "that need eating", "slightly wrinkly"). A word
  // that opens one only by its ending opens a clause, with words after it ("going yellow"); last, it may be a noun ("blue
  // cheese dressing", "lemon icing").
  const opening = words.map((word, at) => opensRemark(word) && (at < words.length - 1 || REMARK_WORDS.has(word.toLowerCase().replace(/[^a-z]/g, ""))));
  const openers = words.map((_, at) => (at > 0 && opening[at] === true && opening[at - 1] !== true ? at : -1)).filter((at) => at > 0).reverse();

  const blemished = foodBeforeBlemish(words);
  if (blemished !== undefined) return blemished;
  if (openers.length === 0) return undefined;
  const before = (at: number) => words.slice(0, at).join(" ");
  // The longest run that is a name the tables know as typed ("beans in tomato sauce going off", "faux filet at the back of
  // the fridge" is no meat-free "faux … back"); with `guess`, the longest read as any typed item is read, by its amount, a
  // descriptor, a typo or its head ("2 large carrots a bit sad", "head of brocoli going yellow").
  for (const at of openers) {
    // Words that name a food are no remark, but part of a name with its head last ("2 chipotles in adobo chillies" is chillies,
    // "eel tailed catfish" a catfish): what they mean is not guessed.
    if (namesAnyFood(words.slice(at).join(" "))) continue;
    const typed = stripLeadingQuantity(typedWords(before(at)));
    // Read as the name alone is read ("canned onion" is an onion): the same reading with a remark as without.
    const food = guess ? readName(before(at), false) : knownName(withSingularHead(typed)) === undefined ? undefined : exactReading(before(at), typed);
    if (food !== undefined && food !== "" && isReadAsFood(food)) return food;
  }
  return undefined;
}

/**
 * The food before a blemish the cook names last ("butternut squash soft spot", "bananas brown spots", "pears one bruise"):
 * the blemish and the words that say which or how many before it (data: `remarkOpeners.blemishes`, `blemishWords`) are a
 * remark; what is left is read as typed alone (decision 015, tenth session, cookbook29). Weighs nothing and marks nothing,
 * as every remark.
 */
function foodBeforeBlemish(words: readonly string[]): string | undefined {
  if (!BLEMISHES.has((words.at(-1) ?? "").toLowerCase())) return undefined;
  // A name that ends in the word is no blemish: "leftover pearl spot" is the fish.
  for (let from = words.length - 2; from >= 0; from--) if (knownName(withSingularHead(typedWords(words.slice(from).join(" ")))) !== undefined) return undefined;
  let first = words.length - 1;
  while (first > 1 && BLEMISH_WORDS.has((words[first - 1] ?? "").toLowerCase())) first -= 1;
  // The most words a remark, unless a name ends in one of them ("hashed brown soft spot").
  for (let end = first; end < words.length; end++) {
    const food = readName(words.slice(0, end).join(" "));
    if (food !== "" && isReadAsFood(food)) return food;
  }
  return undefined;
}

// A short note in brackets at the end of an item: "anchovies (fresh)", "fruit (frozen)".
const END_NOTE = /^(.+?)\s*\(\s*([a-z]+(?:[\s-][a-z]+)?)\s*\)\s*$/i;

/**
 * A note in brackets read as the same words before the name (decision 015, ninth session, cookbook27c), where they make a
 * name the tables know and the name alone is another: "anchovies (fresh)" is the fresh anchovy (the fish, not the tinned
 * fillets), "fruit (frozen)" the frozen fruit. Undefined elsewhere: a note that makes no name is read as a note already.
 */
function noteBeforeName(raw: string): string | undefined {
  const found = END_NOTE.exec(raw.slice(0, MAX_INPUT_LENGTH));
  if (found === null) return undefined;
  const [, name = "", note = ""] = found;
  const moved = `${note} ${name}`;
  const known = knownName(withSingularHead(stripLeadingQuantity(typedWords(moved))));
  if (known === undefined) return undefined;
  const read = readName(moved);
  return read !== readName(name) && isReadAsFood(read) ? read : undefined;
}

/**
 * A food label's word order, the qualifier after the food ("peppers, red", "salmon, smoked", "apricots, dried", "almonds
 * blanched"), as the cook's order ("red peppers", "smoked salmon", "dried apricots"), where the whole is no name the
 * tables know and the rest is. Only where a comma sets the last word apart, or the last word says what was done to the
 * food (a past participle: "blanched", "shelled"); and never where the last word is a second food ("chicken, onion")
 * unless the cook's order is a name the tables know ("tomatoes, cherry").
 */
function labelOrder(raw: string, restIsFood: (phrase: string) => boolean = (phrase) => knownName(phrase) !== undefined): string | undefined {
  const text = raw.slice(0, MAX_INPUT_LENGTH);
  const typed = typedWords(text);
  const last = typed.at(-1) ?? "";
  // The amount is stripped from the name before the qualifier, not from the whole: a name that opens with an amount's word
  // ("clove", "half and half", "fillet mignon") is a name before the qualifier, and no name with it ("fillet mignon, red").
  const rest = stripLeadingQuantity(typed.slice(0, -1));
  const words = [...rest, last];
  if (rest.length === 0 || !(/,\s*[a-z-]+\s*$/i.test(text) || /[a-z]{3}ed$/.test(last))) return undefined;
  if (knownName(withSingularHead(words)) !== undefined || !restIsFood(withSingularHead(rest))) return undefined;
  const cooks = [last, ...rest];
  if (knownName(singularise(last)) !== undefined && knownName(withSingularHead(cooks)) === undefined) return undefined;
  return cooks.join(" ");
}

/**
 * Two cuts of one animal, the animal named once ("chicken backs and wings", "lamb shanks & neck"): the first cut, when the
 * animal's words before it, put before the second, read as a meat or fish of the same family. Two foods ("chicken breasts
 * and peppers", "salmon fillets and prawns", "beef burgers and meatballs", "chicken schnitzel and turkey") are not one.
 */
function cutsOfOneAnimal(raw: string): string | undefined {
  const joined = /^(.+?)\s+(?:and|&)\s+(.+)$/i.exec(raw.slice(0, MAX_INPUT_LENGTH).trim());
  if (joined === null) return undefined;
  const [, first = "", second = ""] = joined;
  const firstCut = readName(first);
  if (!isMeatOrFish(firstCut)) return undefined;
  const words = stripLeadingQuantity(typedWords(first));
  // The second is a cut ("wings", "neck"), not a food of its own ("meatballs", "turkey", "chorizo").
  const secondWords = typedWords(withoutUseUpMark(second) ?? second);
  if (!CUT_WORDS.has(singularise(secondWords.at(-1) ?? ""))) return undefined;
  for (let end = 1; end < words.length; end += 1) {
    // The words put before it name the animal ("chicken"), not a kind ("black" of black pudding).
    if (!isMeatOrFish(readName(words.slice(0, end).join(" ")))) continue;
    const secondCut = readName(`${words.slice(0, end).join(" ")} ${second}`);
    if (isMeatOrFish(secondCut) && animalOf(secondCut) === animalOf(firstCut)) return firstCut;
  }
  return undefined;
}

// The animal a meat or fish is of: its family ("chicken wing" → chicken), what it cooks as, or itself.
function animalOf(name: string): string {
  return ingredientFamily(name) ?? standsInFor(name) ?? name;
}

/** A name the tables know, or one they place in a family ("cassava leaf", a leafy green): what a typed item is read as when it is a food. */
export function isReadAsFood(name: string): boolean {
  return knownName(name) !== undefined || ingredientFamily(name) !== undefined;
}

/**
 * Whether any word, or any phrase of up to three words, of a text is a food the tables know ("2 lbs bison steak or
 * roast", "things of chicken, any part", a gloss in brackets: "ravitoto (cassava leaves)"): false only when nothing in it
 * reads as food ("2 tbsp patis, to taste"). Exact names only, no typo search: cheap enough for every line of a reply.
 */
export function namesAnyFood(text: string): boolean {
  const words = tokenise(text.replace(/[()]/g, " "));
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= Math.min(words.length, start + 3); end += 1) {
      const phrase = withSingularHead(words.slice(start, end));
      // A plural of a name ending in "i" keeps its "s" in `singularise` ("chillis", "kohlrabis", "zucchinis").
      if (isReadAsFood(phrase) || (phrase.endsWith("is") && isReadAsFood(phrase.slice(0, -1)))) return true;
    }
  }
  return false;
}

/**
 * The foods a line names, each under the tables' name for it: in each part of the line (split at a comma, "and", "or",
 * "with", "in"), the phrase of up to three words its last word ends that is read as a food, for a name is what its last
 * word says ("steamed spiny scorpionfish" names rockfish, "a handful of tahinis" tahini; "mince pies" are pies, not mince).
 * What a line is, is said before an aside in brackets or what it is for ("1 onion, for gravy", "corn (from 2 cobs)"): the
 * aside is read only where nothing else names a food ("ravitoto (cassava leaves)"). The allergy check checks each
 * (allergens.ts), as well as the whole line's usual name.
 */
export function foodsNamedIn(text: string): string[] {
  const named = headFoods(text.replace(/\([^()]*\)?/g, " ").split(/\sfor\s/i)[0] ?? "");
  return named.length > 0 ? named : headFoods([...text.matchAll(/\(([^()]*)\)?/g)].map((aside) => aside[1] ?? "").join(", "));
}

function headFoods(text: string): string[] {
  return text.split(/[,;:]|\s(?:and|or|with|in)\s/i).flatMap((part) => {
    const words = tokenise(part);
    for (let start = Math.max(0, words.length - 3); start < words.length; start += 1) {
      const food = foodPhrase(words.slice(start));
      if (food !== undefined) return [food];
    }
    return [];
  });
}

// A phrase read as a food, under the tables' name for it: "spiny scorpionfish" is rockfish.
function foodPhrase(words: readonly string[]): string | undefined {
  // Descriptors alone name no food: "boneless" in "chicken thighs, boneless" is not the beef an SR28 description once called so.
  if (words.every((word) => DESCRIPTORS.has(word))) return undefined;
  const phrase = withSingularHead(words);
  // A plural of a name ending in "i" keeps its "s" in `singularise` ("chillis", "kohlrabis", "zucchinis").
  for (const name of phrase.endsWith("is") ? [phrase, phrase.slice(0, -1)] : [phrase]) {
    if (isReadAsFood(name)) return knownName(name) ?? name;
  }
  return undefined;
}

/** A typed item read without guessing: packed in something, cured, minced, or a name the tables know; undefined else. */
function exactReading(raw: string, typed: readonly string[]): string | undefined {
  const packed = packedInReading(typedWords(raw));
  if (packed !== undefined) return packed;
  const cured = curedReading(typed);
  if (cured !== undefined) return cured;
  const minced = mincedReading(typed);
  if (minced !== undefined) return minced;
  const name = normaliseIngredient(raw);
  return name === "" || isKnown(name) || synonymOf(name) !== undefined ? name : undefined;
}

/** A typed item read as `readIngredient` says; `remarks` false reads none of its words as a remark (`foodBeforeRemark`). */
function readName(raw: string, remarks = true): string {
  const typed = stripLeadingQuantity(typedWords(raw));
  // A remark's words are no part of the name: read before it, unless the whole is a name ("corn on the cob"), and before
  // the whole is read without its descriptors ("celery salt slightly wrinkly" is no "celery salt wrinkly").
  // Packed in something ("… in brine") is read as the food before "in", as that food is read alone.
  const packed = packedInReading(typedWords(raw));
  if (packed !== undefined) return packed;
  const beforeRemark = remarks && knownName(withSingularHead(typed)) === undefined ? foodBeforeRemark(raw, false) : undefined;
  if (beforeRemark !== undefined) return beforeRemark;
  const exact = exactReading(raw, typed);
  if (exact !== undefined) return exact;
  const name = normaliseIngredient(raw);
  // What an "X-free" name is free of is no part of what it names: "nut-free pesto" is never read as nuts.
  const words = freeFrom(typed)?.rest ?? typed;
  const kept = words.filter((word) => !DESCRIPTORS.has(word));
  const animal = animalBeforeCut(kept);
  // Whether the name is a typo is asked of the name read, without the descriptors that say how it is kept or bought: "spare
  // wheat bread" is no typo of wheat bran, as "wheat bread" is none.
  const typo = realWords(name.split(" ")) ? undefined : closestKnown(name);
  // A typo read of the whole keeps the animal read before its cut ("chiken thighs" is chicken thigh), or yields to it
  // ("crawfish fillets" is crayfish, never the catfish fillet two letters away).
  const guessed = (typo !== undefined && (animal === undefined || namesAnimal(typo, animal)) ? typo : undefined) ?? namedWithFamily(kept) ?? knownPart(words) ?? knownPart(kept) ?? animal ?? beefByCut(kept);
  // Last, the words before a remark read by a typo or their head ("head of brocoli going yellow"): the whole's own head
  // comes first ("1 x 435 g tin chunks in juice pineapple" is the pineapple, not a "tin chunk" read as beef by its cut).
  return guessed ?? (remarks ? foodBeforeRemark(raw, true) : undefined) ?? name;
}

/** The words of a tin or can, written once (data): a tinned food keeps, and tinned meat or fish is cooked already. */
export const TIN_WORDS: readonly string[] = data.soldTinned.tinWords;
const SOLD_TINNED: ReadonlySet<string> = new Set(data.soldTinned.foods);
const FRESH_WORDS: ReadonlySet<string> = new Set(data.soldTinned.freshWords);
const PACKED_IN: readonly (readonly string[])[] = data.soldTinned.packedIn.map((phrase) => phrase.split(" "));
const PACKED = "in";

/**
 * Whether the cook typed a food in a tin (decision 015, eighth session, cookbook26c): the word "tin" or "can" ("tinned
 * mackerel", "2 cans of sardines"), what it is packed in ("sardines in oil", "tuna in brine", "pilchards in tomato
 * sauce"), or a food shops sell only tinned (`soldTinned`: "Lucky Star pilchards") not typed fresh ("fresh pilchards").
 */
export function typedAsTinned(name: string, raw: string): boolean {
  const words = tokenise(raw.replace(/[()]/g, " "));
  if (words.some((word) => TIN_WORDS.includes(word))) return true;
  if (packedAt(words) > 0) return true;
  const fresh = words.some((word) => FRESH_WORDS.has(word));
  // A maker whose meat and fish come only in a tin says the tin ("John West tuna", "Glenryck pilchards"; data/brands.json).
  if (!fresh && isMeatOrFish(name) && TINNED_BRANDS.some((brand) => words.some((_, at) => brand.every((word, offset) => typedAs(words[at + offset], word, "brand"))))) return true;
  return SOLD_TINNED.has(name) && !fresh;
}

const FRESH_FORMS: ReadonlySet<string> = new Set(data.soldTinned.freshForms);

/**
 * Whether the cook typed a meat or fish fresh, not tinned (decision 015, ninth session, cookbook27c): a word that says so
 * ("fresh sardines", "mackerel (raw)") or a form bought at the counter, never in a tin ("2 mackerel fillets", "whole
 * mackerel", "tuna steaks"; for a food shops sell only tinned, only a word that says so). Typed plainly ("sardines"), neither.
 */
export function typedAsFresh(name: string, raw: string): boolean {
  if (!isMeatOrFish(name) || typedAsTinned(name, raw)) return false;
  const words = tokenise(raw.replace(/[()]/g, " "));
  return words.some((word) => FRESH_WORDS.has(word) || (!SOLD_TINNED.has(name) && FRESH_FORMS.has(singularise(word))));
}

/** Whether a recipe line's quantity is written for the tin alone ("1 x 145 g tin", not "250 g fresh steak (or 2 tins)"). */
export function saysTinOnly(quantity: string): boolean {
  const words = tokenise(quantity.replace(/[()]/g, " "));
  return words.some((word) => TIN_WORDS.includes(word)) && !words.some((word) => FRESH_WORDS.has(word) || FRESH_FORMS.has(singularise(word)));
}

// The makers of data/brands.json's `tinnedMeatAndFish`, as the reader's words ("John West" → john west).
const TINNED_BRANDS: readonly (readonly string[])[] = brands.tinnedMeatAndFish.map(({ brand }) => tokenise(brand)).filter((words) => words.length > 0);

// Where a food is typed with what it is packed in ("in oil", "in tomato sauce, drained"): the index of "in", else -1.
function packedAt(words: readonly string[]): number {
  return words.findIndex((word, at) => at > 0 && word === PACKED && PACKED_IN.some((phrase) => startsWith(words, at + 1, phrase) && words.slice(at + 1 + phrase.length).every((rest) => DESCRIPTORS.has(rest))));
}

/**
 * A food typed with what it is packed in ("pilchards in tomato sauce", "tuna in brine", "sardines in oil, drained",
 * "chipotles in adobo"): the food before "in", never what it is packed in. Undefined when the whole name is known or
 * nothing before "in" reads as food.
 */
function packedInReading(typed: readonly string[]): string | undefined {
  const at = packedAt(typed);
  // A name the tables know, between descriptors that open or close it ("organic beans in tomato sauce", "beans in tomato
  // sauce, frozen"), opened only before "in" ("boneless in brine" is no "brine").
  const whole = stripLeadingQuantity(typed);
  if (at < 1 || namedBetweenDescriptors(whole, knownName, Math.max(1, packedAt(whole))) !== undefined) return undefined;
  const before = typed.slice(0, at).join(" ");
  const food = readIngredient(before);
  return food !== "" && (isReadAsFood(food) || namesAnyFood(before)) ? food : undefined;
}

const MINCE_WORDS: ReadonlySet<string> = new Set(data.minced.words);

/**
 * A meat that cooks as another, typed minced ("kangaroo mince", "minced venison", "ground bison", "goat mince"): its
 * minced name ("ground kangaroo"), which cooks as the mince of that meat (`standsInFor`: ground beef), so it goes to a
 * bolognese or a cottage pie, not to a curry of diced beef or a stew of shin. Undefined for a meat with its own minced
 * name ("beef mince" is ground beef already) and for anything that does not cook as a meat ("minced garlic").
 */
function mincedReading(typed: readonly string[]): string | undefined {
  const minces = (word: string) => MINCE_WORDS.has(singularise(word));
  if (!typed.some(minces)) return undefined;
  const rest = typed.filter((word) => !minces(word));
  if (rest.length === 0) return undefined;
  const ground = `${data.minced.as} ${readIngredient(rest.join(" "))}`;
  return mincedStandIn(ground) === undefined ? undefined : ground;
}

/** The everyday mince a meat's minced name cooks as ("ground kangaroo" → "ground beef"), when the tables know that mince. */
function mincedStandIn(name: string): string | undefined {
  const prefix = `${data.minced.as} `;
  if (!name.startsWith(prefix)) return undefined;
  const meat = name.slice(prefix.length);
  const standIn = STANDS_IN_FOR.get(meat);
  if (standIn === undefined || !isMeatOrFish(standIn)) return undefined;
  const mince = `${prefix}${standIn}`;
  return isKnown(mince) ? mince : undefined;
}

/**
 * A food named and then the general word for it ("ricotta cheese", "halloumi cheese", "brie cheese", "edam cheese"): that
 * food, as the cook wrote it first, never the general word its last word names (a tub of ricotta is no cheddar for the
 * sandwich). The general word is one of the food's families, or of what it cooks as ("edam" cooks as cheddar, a cheese).
 * A food that is not of that kind names something else made with it ("chilli cheese", "garlic bread"): no reading here.
 */
function namedWithFamily(words: readonly string[]): string | undefined {
  if (words.length < 2) return undefined;
  const food = knownName(withSingularHead(words.slice(0, -1)));
  const family = knownName(singularise(words.at(-1) ?? ""));
  if (food === undefined || family === undefined || food === family) return undefined;
  const standIn = standsInFor(food);
  return familiesOf(food).includes(family) || (standIn !== undefined && (standIn === family || familiesOf(standIn).includes(family))) ? food : undefined;
}

/**
 * Pork typed as cured or smoked ("smoked pork collar", "cured pork loin", "smoked pork chops", "smoked gammon"): what
 * it cooks as, a gammon (so ham), or bacon for a belly; undefined when no such word is typed or the rest is not pork
 * ("smoked paprika", "smoked pork sausages", which are sausages, "smoked bacon", which is bacon).
 */
function curedReading(words: readonly string[]): string | undefined {
  if (!words.some((word) => CURE_WORDS.has(word))) return undefined;
  const rest = words.filter((word) => !CURE_WORDS.has(word));
  if (rest.length === 0) return undefined;
  const name = readIngredient(rest.join(" "));
  const meat = data.cured.meat;
  if (name !== meat && name !== data.cured.as && FAMILIES.get(name) !== meat && productOf(name) !== meat) return undefined;
  return rest.map((word) => CURED_CUTS.get(singularise(word))).find((cured) => cured !== undefined) ?? data.cured.as;
}

/**
 * A meat or fish typed with its cut, read by a guess where the tables do not know the whole ("crawfish filets", "mahi mahi
 * steaks", "chiken thighs"): that meat or fish, as `withoutCut` reads a name they know. A cut never changes the animal
 * (decision 015, eleventh session, reader31): it is not beef by a cut SR28 uses of beef (`beefByCut`), nor the fish a
 * letter or two from the whole. Undefined when no word is a cut, or the words besides the cuts read as no meat or fish.
 */
function animalBeforeCut(words: readonly string[]): string | undefined {
  const rest = words.filter((word) => !CUT_WORDS.has(singularise(word)) && word !== "of");
  if (rest.length === 0 || rest.length === words.length) return undefined;
  const animal = readName(rest.join(" "));
  return isMeatOrFish(animal) ? animal : undefined;
}

// Whether a name is of an animal or holds its name ("chicken thigh" of chicken, "ground pork" of pork).
function namesAnimal(name: string, animal: string): boolean {
  return animalOf(name) === animalOf(animal) || ` ${name} `.includes(` ${animal} `);
}

/**
 * A name otherwise unknown holding a cut word SR28 uses for beef alone ("striploin steak", "chuck tender", "top loin
 * steaks") or a word that alone reads as beef ("top sirloin cap"): beef. Never when another of its words is a food the
 * tables know: the cut is then that food's ("salmon filet, approximately 2 cm thick" is no beef, nor is "bison steak").
 */
function beefByCut(words: readonly string[]): string | undefined {
  const beef = synonymOf("beef") ?? "beef";
  // A word that alone reads as beef ("sirloin") says so as a cut word does: "top sirloin cap steak", "sirloin cap". Not the
  // meat's own name: "beef heart" is offal, a product of beef (`productOf`), not beef.
  // Nor a descriptor: SR28 once described beef as "boneless", but "boneless shanks" says how any shank was cut.
  const beefWord = (word: string) => !isKnown(word) && !DESCRIPTORS.has(word) && knownName(word) === beef;
  const cuts = words.filter((word) => BEEF_CUT_WORDS.has(singularise(word)) || beefWord(singularise(word)));
  if (cuts.length === 0 || words.some((word) => !cuts.includes(word) && knownName(singularise(word)) !== undefined)) return undefined;
  return beef;
}

/**
 * Whether a name of two words or more is made only of food names the tables know ("fish stock", "pea nut"): a typo
 * changes a word into one that is not a food, so such a name is read by its parts, never as the known name a letter
 * away ("fish stock" is not "fish stick", a fish finger).
 */
function realWords(words: readonly string[]): boolean {
  // A word saying the food has no meat ("vegan mint") is a real word too: "vegan mint" is no typo of "vegan mince".
  return words.length > 1 && words.every((word) => knownName(singularise(word)) !== undefined || MEAT_FREE_WORDS.some((phrase) => phrase.length === 1 && phrase[0] === word));
}

/** A phrase the tables know, as its canonical name: a synonym, a USDA common name, or a name with a kind or a family. */
// A synonym's or USDA's common name's canonical name: not a name the tables only list ("bottle gourd", "clove").
function knownPhrase(phrase: string): string | undefined {
  return synonymOf(phrase) ?? foodAlias(phrase);
}

function knownName(phrase: string): string | undefined {
  return synonymOf(phrase) ?? foodAlias(phrase) ?? (isKnown(phrase) ? phrase : undefined);
}

function isKnown(phrase: string): boolean {
  return KNOWN.has(phrase) || FOOD_KINDS.has(phrase);
}

// Every phrase the tables know, by length, for matching a misspelling: built at the first unknown phrase.
let knownByLength: ReadonlyMap<number, readonly string[]> | undefined;
function buildKnownByLength(): Map<number, string[]> {
  const phrases = new Set([...(synonyms ??= buildSynonyms()).keys(), ...KNOWN, ...FOOD_KINDS.keys(), ...Object.keys(vocabulary.aliases)]);
  const byLength = new Map<number, string[]>();
  for (const phrase of [...phrases].sort()) byLength.set(phrase.length, [...(byLength.get(phrase.length) ?? []), phrase]);
  phraseWords = new Set([...phrases].flatMap((phrase) => phrase.split(" ")));
  return byLength;
}

// Every word of a phrase the tables know ("curry" of "curry paste", "mung" of "mung bean"): built with `knownByLength`.
let phraseWords: ReadonlySet<string> = new Set();

/**
 * How many typos apart two names are: letters wrong, missing or extra (Levenshtein), where two letters typed the
 * wrong way round are one ("keilbasa", "tumeric"), and a name whose only slips are doubled letters typed single or
 * single letters doubled ("zuchinni", "brocolli", "mozarella", "cinammon") is one typo from what was meant, as cooks
 * misspell: they know the letters, not which of them are doubled.
 */
function typoDistance(typed: string, known: string): number {
  // The library's Levenshtein first: most candidates are settled by it, and a swap can only bring the count down.
  const apart = distance(typed, known);
  if (apart <= 1) return apart;
  if (undoubled(typed) === undoubled(known)) return 1;
  return swapDistance(typed, known);
}

function undoubled(word: string): string {
  return word.replace(/(.)\1+/g, "$1");
}

// Levenshtein with a swap of two neighbouring letters counted as one typo (the optimal string alignment distance).
function swapDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (before[j - 2] ?? 0) + 1);
      row.push(best);
    }
    [before, previous] = [previous, row];
  }
  return previous[b.length] ?? 0;
}

/**
 * A misspelt name ("brocoli", "sweet chilli source", "tomatos"): the one known phrase within a typo of it —
 * one letter wrong, missing, extra or two swapped, or doubled letters confused (`typoDistance`), for a name of 5
 * letters or more, two from 9 — starting with the same letter (typos rarely hit the first). Several equally close
 * names mean no guess.
 */
function closestKnown(phrase: string): string | undefined {
  const allowed = phrase.length >= 9 ? 2 : phrase.length >= 5 ? 1 : 0;
  if (allowed === 0) return undefined;
  knownByLength ??= buildKnownByLength();
  const known = phrase.split(" ").filter(isKnownWord);
  let best: string | undefined;
  let bestDistance = allowed + 1;
  let tied = false;
  // Whether the slips fit the words they fall in (`slipsFitWords`): a guess that does not is no reading, and a second guess
  // as near keeps the phrase as ambiguous as it was.
  let fits = false;
  for (let length = phrase.length - allowed; length <= phrase.length + allowed; length += 1) {
    for (const candidate of knownByLength.get(length) ?? []) {
      if (candidate[0] !== phrase[0]) continue;
      // A typo is in a word the tables do not know: each word they know is in the guess as typed, spaces aside ("apple
      // sauce" is applesauce) and but for its last letter (an ending: "brussels" is the brussel sprout, "grape leaf" the
      // "grape leave" of SR28's plural), so a cut or a food is never read as its neighbour ("shank" is no shark, "codfish
      // fillet" no catfish fillet, "green tea" no green bean; decision 015, eleventh session, reader31).
      if (!known.every((word) => candidate.replace(/ /g, "").includes(word.slice(0, -1)))) continue;
      const apart = typoDistance(phrase, candidate);
      if (apart > bestDistance) continue;
      const name = knownName(candidate);
      if (apart < bestDistance) {
        [best, bestDistance, tied, fits] = [name, apart, false, slipsFitWords(phrase, candidate, apart)];
      } else if (name !== best) {
        tied = true;
      } else {
        fits ||= slipsFitWords(phrase, candidate, apart);
      }
    }
  }
  return tied || !fits ? undefined : best;
}

/**
 * Whether the slips between a typed phrase and a known one of as many words fit the words they fall in: a word the tables'
 * names use ("curry" of "curry paste", "leaves", "mung", "almond") is one the cook can spell, a variant spelling at most
 * ("bleu cheese", "hair mirch", "bulgar"), so two slips never fall in it unless it is a long word ("red curry" is no "red
 * cherry", "yellow curry" no "yellow cherry", "smoked almond" no "smoked salmon"). A word no name uses may take the
 * phrase's two ("sweet chilli source"), and an ending is no slip ("grape leaf" is SR28's "grape leave").
 */
function slipsFitWords(typed: string, known: string, apart: number): boolean {
  if (apart < 2) return true;
  const [typedWords, knownWords] = [typed.split(" "), known.split(" ")];
  if (typedWords.length < 2 || typedWords.length !== knownWords.length) return true;
  const sameStem = (a: string, b: string) => a.length >= 4 && b.startsWith(a.slice(0, -1));
  return typedWords.every((word, at) => {
    const other = knownWords[at] ?? "";
    // The phrase's head is singular here ("smoked hog"); the tables' word may be the plural ("hogs pudding").
    if (sameStem(word, other) || sameStem(other, word) || ![word, singularise(word), `${word}s`].some((form) => phraseWords.has(form))) return true;
    return typoDistance(word, other) <= (word.length >= 9 ? 2 : 1);
  });
}

/** Whether a word is one the tables know alone: a name ("tea", "codfish"), or a cut ("shank"); not a word only of a longer name ("bulleye"). */
function isKnownWord(word: string): boolean {
  return CUT_WORDS.has(singularise(word)) || knownName(singularise(word)) !== undefined;
}

// Words after a food's name that name a part or form of it, not another food.
const FORM_WORDS: ReadonlySet<string> = new Set([
  "flesh", "meat", "leaf", "nest", "ball", "block", "fillet", "sheet", "floret", "wedge", "cob", "sprig", "stalk", "stem", "bulb", "piece", "chunk", "cube", "slice", "strip",
  "ring", "half", "segment", "rind", "zest", "peel", "skin", "end", "bit", "scrap", "trimming", "portion", "pack", "tin", "can", "bag", "link",
  ...CUT_WORDS,
]);

/**
 * What an unknown phrase names, read head last as English names are: the last word that ends a known
 * name, with the longest known name ending there, a cut alone never ("gammon steak" is gammon):
 * "cooking chorizo" → chorizo, "olive oil tuna" → tuna, "puff pastry sheets" → puff pastry,
 * "pumpkin flesh" → pumpkin, "garlic mayo" → mayonnaise.
 */
function knownPart(words: readonly string[]): string | undefined {
  for (let end = words.length; end >= 1; end -= 1) {
    // Past the head only over words naming a part or form of it ("flesh", "sheets", "leaves"): "tomato
    // soup" is soup, not tomato; "plantain chips" are chips.
    if (end < words.length && !FORM_WORDS.has(singularise(words[end] ?? ""))) return undefined;
    for (let start = 0; start < end; start += 1) {
      const part = words.slice(start, end);
      if (part.length === words.length) continue;
      // Nor a descriptor alone: "boneless" names no food, though an SR28 description once called beef so.
      if (part.length === 1 && (CUT_WORDS.has(singularise(part[0] ?? "")) || DESCRIPTORS.has(part[0] ?? ""))) continue;
      const name = knownName(withSingularHead(part));
      if (name !== undefined && !DESCRIPTORS.has(name) && !namedDefaultAfterMeat(name, part, words.slice(0, start))) {
        // USDA's name for a cut read as its animal, after another animal's word: that animal ("pork filet mignon" is pork).
        const other = part.length > 1 && foodAlias(withSingularHead(part)) === name ? otherAnimalNamed(name, words.slice(0, start)) : undefined;
        if (other !== undefined) return other;
        if (!cutOfAnotherMeat(name, part, words.slice(0, start))) return name;
      }
    }
  }
  return undefined;
}

/**
 * A meat named before a cut the tables tie to another animal ("pork filet mignon", "chicken filet mignon": "filet mignon"
 * is beef's): the cut of the meat named, which the cook said. Only a cut USDA names in two words or more (a vocabulary
 * alias), read as the animal itself: "fish fingers" after "cod" stay fish fingers, and a one-word product after a meat ("chicken sausage", "turkey bacon") stays the product. Undefined when the part is
 * no meat or the animal is the same.
 */
function otherAnimalNamed(name: string, before: readonly string[]): string | undefined {
  if (!isMeatOrFish(name) || animalOf(name) !== name) return undefined;
  const named = before.map((word) => knownName(singularise(word))).find((food) => food !== undefined && isMeatOrFish(food));
  return named !== undefined && animalOf(named) !== animalOf(name) ? named : undefined;
}

/**
 * Whether a bare word read as a longer name's default ("burger" is a beef burger) follows a meat or fish that
 * names another: "chicken burger", "fish burger" are products of that meat (`productOf`), never the default.
 */
function namedDefaultAfterMeat(name: string, part: readonly string[], before: readonly string[]): boolean {
  if (part.length !== 1 || !name.includes(" ")) return false;
  return before.some((word) => {
    const food = knownName(singularise(word));
    return food !== undefined && (isMeatOrFish(food) || isMeatOrFish(STANDS_IN_FOR.get(food) ?? ""));
  });
}

/**
 * Whether a cut the tables read as one meat ("stewing steak" is beef) follows another meat's name: "hare stewing steak",
 * "wild boar stewing steak" are cuts of that meat, never beef (decision 015, ninth session, cookbook27c).
 */
function cutOfAnotherMeat(name: string, part: readonly string[], before: readonly string[]): boolean {
  if (!isMeatOrFish(name) || !part.some((word) => CUT_WORDS.has(singularise(word)))) return false;
  return before.some((word) => {
    const meat = knownName(singularise(word));
    return meat !== undefined && (isMeatOrFish(meat) || isMeatOrFish(STANDS_IN_FOR.get(meat) ?? "")) && animalOf(meat) !== animalOf(name);
  });
}

// USDA's own common names ("lychee", "rapini", "filet mignon"), where the hand-kept table says nothing.
// USDA's name of a cut of meat or fish, of two words or more, as its animal ("fillet mignon" is beef).
function cutAlias(phrase: string): string | undefined {
  const name = phrase.includes(" ") ? foodAlias(phrase) : undefined;
  return name !== undefined && isMeatOrFish(name) ? name : undefined;
}

function foodAlias(phrase: string): string | undefined {
  // Own keys only: "constructor" or "toString" typed is no alias (an object's inherited names are functions).
  const name = Object.hasOwn(vocabulary.aliases, phrase) ? vocabulary.aliases[phrase] : undefined;
  return name === undefined ? undefined : (synonymOf(name) ?? name);
}

/**
 * The general name a visitor might use for `name` ("cheddar" → "cheese"), if any: the hand-kept table's,
 * else, for a vegetable the table does not know at all, the family of the part of the plant it is
 * (USDA: "kohlrabi" is a root vegetable, "mustard greens" a leafy green).
 */
export function ingredientFamily(name: string): string | undefined {
  return FAMILIES.get(name) ?? (KNOWN.has(name) ? undefined : vocabulary.families[name]);
}

// A name's family, that family's own, and so on ("naan" → flatbread → bread); the bound guards against a loop in the data.
function familiesOf(name: string): string[] {
  const found: string[] = [];
  for (let family = ingredientFamily(name); family !== undefined && found.length < 4 && !found.includes(family); family = ingredientFamily(family)) found.push(family);
  return found;
}

/** `names` and every name whose `standsInFor` is one of them, directly or through another ("antelope" cooks as beef). */
function withStandIns(names: Iterable<string>): Set<string> {
  const found = new Set(names);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [name, standIn] of STANDS_IN_FOR) {
      if (!found.has(name) && found.has(standIn)) {
        found.add(name);
        grown = true;
      }
    }
  }
  return found;
}

/**
 * Every meat or fish whose `standsInFor` is one of `names` ("grouper" for white fish, "antelope" for beef), directly or
 * through another: what cooks as a meat and is one, never a product that only cooks as one ("gravy granules" for beef stock).
 */
export function meatStandInsOf(names: ReadonlySet<string>): string[] {
  return [...withStandIns(names)].filter((name) => !names.has(name) && isMeatOrFish(name));
}

/**
 * Every name the hand-kept table or the food data (USDA, IFCT) files under one of `families` ("white fish", "oily fish",
 * "cheese"), and every name that cooks as one of those or as the family itself (`withStandIns`: havarti cooks as cheddar, a
 * cheese, so it is a cheese too; brill cooks as white fish).
 */
export function namesInFamilies(families: readonly string[]): string[] {
  const wanted = new Set(families);
  const filed = [...new Set([...FAMILIES.keys(), ...Object.keys(vocabulary.families)])].filter((name) => wanted.has(FAMILIES.get(name) ?? "") || wanted.has(vocabulary.families[name] ?? ""));
  // A family's own name is a name of it only where a table holds it as a name.
  const named = (name: string) => !wanted.has(name) || FAMILIES.has(name) || Object.hasOwn(vocabulary.families, name) || STANDS_IN_FOR.has(name);
  return [...withStandIns([...filed, ...families])].filter(named);
}

/**
 * The meat or fish an unknown name begins with ("chicken schnitzel", "pork bone", "grouse skewer"): what it is
 * a product of. It gives a recipe what the meat gives but the meat's cuts (`covers`: a pork bone gives a dish of
 * pork, not of pork chops) and weighs as the meat; it is never read as the meat (nor counted as it in nutrition).
 */
export function productOf(name: string): string | undefined {
  const words = isKnown(name) ? [] : name.split(" ");
  for (let end = words.length - 1; end > 0; end -= 1) {
    const meat = knownName(withSingularHead(words.slice(0, end)));
    if (meat !== undefined && (isMeatOrFish(meat) || isMeatOrFish(STANDS_IN_FOR.get(meat) ?? ""))) return meat;
  }
  return undefined;
}

/** The everyday ingredient a name cooks as, when no recipe is built on it ("pheasant" → chicken). */
export function standsInFor(name: string): string | undefined {
  return STANDS_IN_FOR.get(name) ?? mincedStandIn(name);
}

/** USDA's kind of food for a name ("kohlrabi": fresh-produce), one of data/ingredient-kinds.json's kinds. */
export function foodKind(name: string): string | undefined {
  return FOOD_KINDS.get(name);
}

/**
 * Whether an item on the visitor's list (canonical) gives the cook what a recipe's ingredient
 * (canonical) asks for: the same thing, the general word for it ("cheese" for cheddar), a kind of it
 * ("red onion" for onion), or another of the same family where a family stands in ("chard" for
 * spinach: both leafy greens), or what it cooks as ("pheasant" for chicken; never chicken for pheasant). The one rule the cookbook's pick, its intro line and the page's
 * have/need marks all use, so they never disagree.
 */
export function covers(listed: string, needed: string): boolean {
  if (listed === "" || needed === "") return false;
  if (listed === needed) return true;
  const standIn = standsInFor(listed);
  if (standIn !== undefined && covers(standIn, needed)) return true;
  const neededFamily = ingredientFamily(needed);
  const listedFamily = ingredientFamily(listed);
  // The general word for it at any level: naan is a flatbread, and a flatbread is bread.
  if (familiesOf(needed).includes(listed) || familiesOf(listed).includes(needed)) return true;
  // Standing in is by the nearest family only: a dried apricot is a stone fruit, but it fills no peach's line.
  if (listedFamily !== undefined) return listedFamily === neededFamily && STAND_IN_FAMILIES.has(listedFamily);
  // A product of a meat or fish gives what the meat gives, but not its cuts: a pork bone is no pork chop.
  const meat = productOf(listed);
  return meat !== undefined && neededFamily !== meat && covers(meat, needed);
}

// What joins two or three foods typed as one item: "peppers and onions", "carrots & celery", "rice + beans", "salmon with
// dill", "peppers/onions". A "/" or "+" between figures is an amount ("1/2"), never a join.
const JOINED_FOODS = /\s+(?:and|with)\s+|\s*&\s*|(?<=[a-z)])\s*[+/]\s*(?=[a-z(])/i;
const MOST_FOODS_IN_AN_ITEM = 3;

/**
 * The foods one typed item holds, each as the cook would have typed it alone (decision 015, eighth session, cookbook26e):
 * "spinach and mushrooms going soft" → "spinach going soft", "mushrooms going soft"; "leftover rice and beans" →
 * "leftover rice", "leftover beans"; "tin of chickpeas & sweetcorn" → "tin of chickpeas", "tin of sweetcorn". What the
 * item says of its foods (a form before the first, a mark after the last) is said of each food that says none of its
 * own. The item itself when it is one food: a name the tables know whole ("half and half", "salt and pepper", "sage and
 * onion stuffing"), two cuts of one animal ("chicken backs and wings"), a part that names no food ("chicken with skin
 * on", "mac and cheese"), or a product flavoured with the food before it ("cheese and onion crisps", "tomato and basil
 * sauce": the last part is a product known only by its last word, led by a food's word). The cookbook's pick, its intro and the page's
 * have/need marks read a list through this, so all three see the same foods; the page's list keeps the item as typed.
 */
export function foodsOfItem(raw: string): readonly string[] {
  const typed = raw.slice(0, MAX_INPUT_LENGTH).replace(/\s+/g, " ").trim();
  // Before the last join, a comma lists foods too ("courgettes, peppers and aubergine"); after it, it opens a note.
  const joined = typed.split(JOINED_FOODS);
  const parts = joined.flatMap((part, at) => (at < joined.length - 1 ? part.split(",") : [part])).map((part) => part.trim());
  if (parts.length < 2 || parts.length > MOST_FOODS_IN_AN_ITEM || parts.some((part) => part === "")) return [raw];
  // A cut or form of meat or fish named once after two foods is each one's ("pork and beef mince", "salmon and cod fillets").
  const last = parts.at(-1) ?? "";
  const head = (withoutUseUpMark(last) ?? last).replace(/\([^()]*\)/g, " ").trim().split(" ").at(-1) ?? "";
  // Only after a meat named with its cut ("beef mince": beef, cut as mince), not a name of its own ("quorn mince").
  const lastWords = (withoutUseUpMark(last) ?? last).trim().split(" ");
  const lastAnimal = readIngredient(lastWords.slice(0, -1).join(" "));
  const cutAfterMeat = isMeatOrFish(lastAnimal) && lastAnimal !== readIngredient(last) && lastAnimal !== "";
  const cut = cutAfterMeat && CUT_WORDS.has(singularise(head.toLowerCase())) ? head : undefined;
  const named = parts.map((part, at) => {
    if (cut === undefined || at === parts.length - 1 || part.includes(" ")) return part;
    const withCut = `${part} ${cut}`;
    // Only where the cut names something else than the meat alone ("pork mince" is ground pork; "octopus breast" is octopus),
    // and still names that meat: "pork wing" is no cut of pork, and the nearest name the reader finds for it, chicken wing,
    // is the other meat's ("pork and chicken wings" are pork and chicken wings).
    const alone = readIngredient(part);
    const cutOf = normaliseIngredient(withCut);
    const namesMeat = cutOf.split(" ").some((word) => word === part.toLowerCase() || alone.split(" ").includes(word));
    return isMeatOrFish(alone) && isMeatOrFish(cutOf) && cutOf !== alone && namesMeat && knownName(cutOf) !== undefined ? withCut : part;
  });
  parts.splice(0, parts.length, ...named);
  const foods = parts.map(readIngredient);
  if (foods.some((food) => food === "" || !isReadAsFood(food))) return [raw];
  // Two cuts of one animal, the animal named once ("chicken backs and wings"), are the one meat; two meats are two.
  if (foods.every((food) => isMeatOrFish(food) && animalOf(food) === animalOf(foods[0] ?? "")) && cutsOfOneAnimal(typed) !== undefined) return [raw];
  // A name the tables know whole, join and all ("half and half", "sweet and sour sauce", "fish and chips"), is one food.
  // Typed with any join ("salt & pepper", "half/half"), a name the tables know with "and" is still that name.
  for (const spelled of [typed, parts.join(" and ")]) {
    // Or the phrase itself an entry, though read as a food of one part ("salt and pepper" is salt, a staple pair).
    for (const phrase of [normaliseIngredient(spelled), withSingularHead(stripLeadingQuantity(typedWords(spelled)))]) {
      if (/\s(?:and|with)\s/.test(phrase) && (synonymOf(phrase) !== undefined || isKnown(phrase))) return [raw];
    }
  }
  if (flavouredProduct(parts.at(-1) ?? "", foods.at(-1) ?? "")) return [raw];
  const words = parts.map((part) => part.split(" "));
  // A form is what the tables say of a food before its name: an amount, a unit or pack, a descriptor, "leftover".
  // Only so many of them as leave its name whole: "ground" and "hot" are words of "ground lamb" and "hot sauce".
  const forms = words.map((part, at) => {
    const named = part.findIndex((word) => !isFormWord(word));
    // A food whose name is a form word too ("clove", "head") is the last word.
    for (let kept = named < 0 ? part.length - 1 : named; kept > 0; kept -= 1) if (readIngredient(part.slice(kept).join(" ")) === foods[at]) return part.slice(0, kept);
    // "Leftover" is said of the food even where it changes the reading ("leftover chilli" is chilli con carne).
    const lower = part.map((word) => word.toLowerCase());
    return startsLeftoverWord(lower, 0) ? part.slice(0, LEFTOVER_WORDS.find((phrase) => phrase.every((word, offset) => lower[offset] === word))?.length ?? 0) : [];
  });
  // A mark is what the mark reader takes off the end ("going soft", "(use today)"), or a note in brackets ("(loads)").
  const marks = parts.map((part) => {
    const unmarked = withoutUseUpMark(part);
    if (unmarked !== undefined) return part.startsWith(unmarked) ? part.slice(unmarked.length).trim().split(" ") : [];
    return /\([^()]*\)$/.exec(part)?.[0].split(" ") ?? [];
  });
  // Only words that name no food are said of the other foods: "quorn" is read as quorn mince, yet "mince" is no mark.
  const sayable = (said: readonly string[]) => (said.length > 0 && !namesAnyFood(said.join(" ")) ? said : []);
  const sharedForm = sayable(forms[0] ?? []);
  const sharedMark = sayable(marks.at(-1) ?? []);
  return words.map((part, at) => {
    // A part with a form or a mark of its own ("a tin of beans", "leeks going soft") keeps its own.
    const form = (forms[at] ?? []).length === 0 ? sharedForm : [];
    const mark = (marks[at] ?? []).length === 0 ? sharedMark : [];
    // What the item says must still leave the food as it is: of "leftover ground pork and turkey", the turkey is leftover
    // turkey, not ground turkey; of "leftover chilli and rice", the rice is leftover rice.
    for (let kept = form.length; kept >= 0; kept -= 1) {
      const carried = [...form.slice(0, kept), ...part, ...mark].join(" ");
      if (readIngredient(carried) === foods[at]) return carried;
    }
    return parts[at] ?? "";
  });
}

/** Every food of a list's items, each item read by `foodsOfItem`; what is not text is no food. */
export function foodsOfItems(items: readonly unknown[]): string[] {
  return items.flatMap((item) => (typeof item === "string" ? foodsOfItem(item) : []));
}

/** Whether a typed word says what form a food is in, not which food: "2", "tin", "of", "frozen", "leftover". */
function isFormWord(typed: string): boolean {
  const word = typed.toLowerCase().replace(/[^a-z0-9½¼¾/.]/g, "");
  if (word === "") return false;
  return isNumber(word) || QUANTITY_WORDS.has(word) || UNIT_WORDS.has(singularise(word)) || SOLD_IN_WORDS.has(singularise(word)) || ARTICLES.has(word) || DESCRIPTORS.has(word) || TIN_WORDS.includes(word);
}

/**
 * Whether a part is a product the tables know only by its last word, led by a food's word ("onion crisps", "basil sauce",
 * "mushroom pie"): a food before it flavours it too. A name the tables know whole ("olive oil", "rice noodles") is no such.
 */
function flavouredProduct(part: string, food: string): boolean {
  if (knownName(normaliseIngredient(part)) !== undefined) return false;
  const words = stripLeadingQuantity(typedWords(withoutUseUpMark(part) ?? part)).filter((word) => !DESCRIPTORS.has(word));
  const [first] = words;
  if (words.length < 2 || first === undefined) return false;
  const led = readIngredient(first);
  return isReadAsFood(led) && !covers(led, food) && !covers(food, led);
}
