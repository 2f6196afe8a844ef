import { avoidFilter, leaveOutSuggestions, withAvoidedNote } from "./avoid-filter.ts";
import { formatDuration, formatNoMatchMarkdown, formatRecipeMarkdown } from "./format.ts";
import { scaleRecipeMarkdown } from "./scale.ts";
import { covers, foodsOfItems, ingredientFamily, namedCuts, normaliseIngredient, PANTRY_STAPLES, productOf, readIngredient, saysTinOnly, singularise, typedAsFresh, withoutUseUpMark } from "../food/ingredient-names.ts";
import { allRecipes, type Diet, type Recipe } from "./recipe.ts";
import { DEFAULT_PANTRY } from "../core/preferences.ts";
import { isProtein } from "../food/ingredient-kinds.ts";
import { isDishOf, READY_SAUCES, sauceCovers } from "../food/ready-sauces.ts";
import { ingredientCost, LEAN_CUT_MINUTES, markedWeight, PERISHABLE_WEIGHT, saysCooked, saysJoint, SLOW_CUT_MINUTES, SOFT_WEIGHT, typedCooked, typedFreshSide, typedFryingCut, typedLeanCut, typedPerishableProtein, typedSlowCut, typedToGo, typedWeight } from "./weights.ts";

export type CookbookAnswer =
  | { kind: "match"; recipe: Recipe; used: string[]; needed: string[]; missing: string[]; markdown: string; fit: Fit }
  | { kind: "no_match"; suggestions: Recipe[]; markdown: string };

/** Why the pick ranks where it does (see `compareRanked`): stars used, what must be bought (weighed), the list used (weighed). */
export interface Fit {
  readonly star: number;
  readonly cost: number;
  readonly usedWeight: number;
}

export interface CookbookOptions {
  /** 0-based: 1 asks for the second-best recipe for the same list, wrapping past the last. */
  readonly attempt?: number;
  /** Every listed diet must hold for a recipe to be offered. */
  readonly diets?: readonly Diet[];
  /** What the visitor always has ("My pantry"): treated as available, never to buy. Default: DEFAULT_PANTRY. */
  readonly pantry?: readonly string[];
  /** Time available: only recipes of at most this many minutes in all (else the quickest match, with a note). */
  readonly minutes?: number | null;
  /** Servings wanted: the recipe is scaled to serve this many. */
  readonly servings?: number | null;
  /** "Things to avoid" as typed: no recipe containing any of it is offered (see avoid-filter.ts). */
  readonly avoid?: string;
}

interface IndexedRecipe {
  readonly recipe: Recipe;
  /** The ready sauces this is a dish of, by its title (`isDishOf`: a korma for korma sauce). */
  readonly sauces: ReadonlySet<string>;
  readonly names: readonly string[];
  readonly mains: readonly string[];
  /** Names a visitor must supply: not optional, not a staple every kitchen has. */
  readonly required: readonly string[];
  /** Names the dish needs, staples included: not a garnish or an optional extra. */
  readonly needed: readonly string[];
  /** Names the recipe takes already cooked ("300 g, cooked", "leftover"): where leftover meat belongs. */
  readonly cooked: ReadonlySet<string>;
  /** Ribs or bones a line's quantity names ("pork": "1.5 kg ribs" → rib): the cut the dish is cooked for. */
  readonly lineCuts: ReadonlyMap<string, ReadonlySet<string>>;
  /** Names a line's quantity writes for the tin alone ("tuna": "1 x 145 g tin"): no fresh fish's dish. */
  readonly tinOnly: ReadonlySet<string>;
  /** Names a line's quantity says are cooked as a joint ("pork": "1 kg boneless loin joint"). */
  readonly joints: ReadonlySet<string>;
}

/** One listed item, read: its canonical name, how surely it is to be used up, the visitor's own spelling. */
interface Term {
  readonly name: string;
  readonly display: string;
  /** The visitor's other items read as the same food but typed as another of its kinds ("butternut" beside "gem squash"). */
  readonly alike: readonly string[];
  readonly weight: number;
  /** Every recipe ingredient name this item gives the cook (see `covers`), worked out once per query. */
  readonly gives: ReadonlySet<string>;
  /** Typed as a cut that needs long cooking ("beef shin"), not already cooked ("leftover brisket" is tender). */
  readonly slowCut: boolean;
  /** Typed as a lean cut that hours of cooking dry out ("pork loin", "pork chops"), not already cooked. */
  readonly leanCut: boolean;
  /** Typed as a cut to fry in pieces ("pork chops"), not already cooked: no joint to roast. */
  readonly fryingCut: boolean;
  /** Fresh meat or fish typed as already cooked ("leftover roast beef", "cooked prawns", "tin of salmon"), when some recipe takes it cooked. */
  readonly cooked: boolean;
  /** Meat or fish of any kind, cured too, typed as cooked already ("leftover ham", "cooked gammon"): no joint to roast. */
  readonly cookedMeat: boolean;
  /** Meat or fish typed fresh, not tinned ("fresh sardines", "2 mackerel fillets", "tuna steaks"): no dish for the tin. */
  readonly fresh: boolean;
  /** The part of the animal the visitor named ("pork shoulder" → shoulder), empty when none ("pork"). */
  readonly cuts: ReadonlySet<string>;
  /** Meat, fish or tofu of any form, cured or tinned too (not eggs): what a dish should use before the cook buys another protein. */
  readonly protein: boolean;
  /** Fresh meat, fish or tofu that spoils within days ("chicken thighs"; not bacon or a tin of tuna): a dish should be built on it too. */
  readonly perishableProtein: boolean;
  /** The cook's words say it must go ("onions going soft", "leftover", "a sack of"): then even what the pantry holds is on the list to be used. */
  readonly toGo: boolean;
  /** Typed fresh, a food that keeps weeks, not months (cabbage, carrots, cream): what the cook would use next (see `withFullerFirst`). */
  readonly freshSide: boolean;
}

/** How a recipe reads against a list, in the order a cook weighs it (see `compareRanked`). */
interface Ranked {
  readonly entry: IndexedRecipe;
  /** How many of the things the cook most wants to use up the dish uses. */
  readonly star: number;
  /** How many of the list's other perishable things (soft produce, cured meat, below the stars) the dish needs. */
  readonly second: number;
  /** How many of the list's fresh things that keep a little longer (cabbage, carrots, cream; below soft produce) the dish needs. */
  readonly sides: number;
  /** How many of the list's things the dish needs, not counting the salt, pepper, oil and water every dish writes. */
  readonly listNeeded: number;
  /** The list's perishable protein: 0 the dish needs it (or the list holds none), 1 it goes unused, 2 unused while the dish buys a protein. */
  readonly protein: ProteinUse;
  /**
   * How many of the list's meat and fish typed fresh ("fresh sardines", "2 mackerel fillets", "tuna steaks") the dish takes
   * only from a tin: among the dishes built on the stars that use as much of the list's soft produce, one that takes them as
   * the cook has them comes first (a key of `compareRanked` after `second`); a tin's dish that also uses the cook's other fresh things for little more can still
   * come first (`withFullerFirst`: tuna steaks with the cabbage in a stir-fry). Decision 015, ninth session, cookbook27c.
   */
  readonly tinForFresh: number;
  /**
   * How many of the list's bought sauces this is a dish of (a korma for a jar of korma sauce): a jar on the list says which
   * dish the cook means, so among the dishes as good on the stars, the list's protein and its other perishable things (a jar
   * keeps; the spinach does not), one of its sauce comes first; never one that buys a protein while the list's own, eggs too,
   * goes unused (decision 015, eleventh session, sauces31).
   */
  readonly sauce: number;
  /** What must be bought, weighed by what it is (a protein 3 … a spice 0.5). */
  readonly cost: number;
  /** How much of the list the dish uses, weighed by what each item is. */
  readonly usedWeight: number;
  /** usedWeight less what must be bought: the trade a cook makes between using the list and shopping. */
  readonly score: number;
  readonly used: string[];
  /** The part of `used` the dish needs: not what it only takes as a garnish or an optional extra. */
  readonly needed: string[];
  readonly missing: string[];
}

/** How a dish treats the list's perishable protein, best first (see `proteinUse`). */
type ProteinUse = 0 | 1 | 2;

const SUGGESTION_COUNT = 3;
// A listed item that only stands in for what the recipe names (chard for spinach) counts a little less.
const STAND_IN_SHARE = 0.8;
// An item the dish is built on counts for more than one it merely uses.
const MAIN_SHARE = 1.5;
// Buying a vegetable (cost 2) weighs as much as using six points of the list (a protein used as a side,
// or two everyday vegetables); buying a spice (0.5) as much as using one and a half onions.
const SHOPPING_WEIGHT = 3;
// Every item the cook typed is one they would like used, whatever its kind: using it counts as much as
// using an onion more. Without it a dish using two of six items ("hash browns" for chickpeas, potatoes,
// curry powder, garlic, onion and roti) could beat the curry the list spells out.
const LISTED_ITEM = 1;
// Every thing to buy is an errand as well as a price: six small jars are a longer trip than one
// vegetable. Added to each thing's cost by kind (so, weighed by SHOPPING_WEIGHT, 1.5 points each).
const ERRAND = 0.5;

// Ribs and bones are cooked as nothing else is (slowly, on the bone; for broth): a dish cooked for them is
// for them, and they only stand in for another cut. Other cuts a line's quantity names ("shoulder or loin")
// are the writer's suggestion, and any cut of the meat does there.
const BONE_CUTS: ReadonlySet<string> = new Set(["rib", "bone"]);

// A dish built on wings (a line named "chicken wing") is cooked for what wings are, mostly skin and bone roasted
// under a glaze: it is for wings alone, not for chicken typed plainly, a whole bird or another part.
const OWN_DISH_CUTS: ReadonlySet<string> = new Set(["wing"]);

/** The parts of the animal a text names, and bones typed as bones ("pork bones" for stock, not "bone-in"). */
function cutsOf(text: string): ReadonlySet<string> {
  const cuts = namedCuts(text);
  return /\bbones\b/i.test(text) ? new Set([...cuts, "bone"]) : cuts;
}

const INDEX: readonly IndexedRecipe[] = allRecipes.map((recipe) => ({
  recipe,
  sauces: new Set(READY_SAUCES.filter((sauce) => isDishOf(sauce, recipe.title)).map((sauce) => sauce.name)),
  names: recipe.ingredients.map((ingredient) => ingredient.name),
  mains: recipe.ingredients.filter((ingredient) => ingredient.role === "main").map((ingredient) => ingredient.name),
  required: recipe.ingredients.filter((ingredient) => ingredient.optional !== true && !PANTRY_STAPLES.has(ingredient.name)).map((ingredient) => ingredient.name),
  needed: recipe.ingredients.filter((ingredient) => ingredient.optional !== true).map((ingredient) => ingredient.name),
  cooked: new Set(recipe.ingredients.filter((ingredient) => saysCooked(ingredient.quantity)).map((ingredient) => ingredient.name)),
  joints: new Set(recipe.ingredients.filter((ingredient) => saysJoint(ingredient.quantity)).map((ingredient) => ingredient.name)),
  tinOnly: new Set(recipe.ingredients.filter((ingredient) => saysTinOnly(ingredient.quantity)).map((ingredient) => ingredient.name)),
  lineCuts: new Map(
    recipe.ingredients.map((ingredient) => [ingredient.name, new Set([...cutsOf(ingredient.quantity)].filter((cut) => BONE_CUTS.has(cut)))] as const).filter(([, cuts]) => cuts.size > 0),
  ),
}));

// The meats some dish is cooked for as ribs or bones ("pork": sticky ribs, a pork-bone soup).
const COOKED_ON_THE_BONE: ReadonlySet<string> = new Set(INDEX.flatMap((entry) => [...entry.lineCuts.keys()]));

// Every name some recipe takes already cooked (chicken, lamb, prawns…): only for these is there a dish
// that wants leftover meat as it is.
const TAKEN_COOKED: ReadonlySet<string> = new Set(INDEX.flatMap((entry) => [...entry.cooked]));

// Every ingredient name the cookbook uses: what a listed item can give is looked up among these once.
const ALL_NAMES: readonly string[] = [...new Set(INDEX.flatMap((entry) => entry.names))].sort();

// What each name gives, remembered: lists repeat the same few hundred names. Bounded, since a visitor may type anything.
const GIVEN = new Map<string, ReadonlySet<string>>();
const GIVEN_LIMIT = 5000;

/** The cookbook's ingredient names that `listed` gives the cook, by the one rule `covers`. */
function namesGivenBy(listed: string): ReadonlySet<string> {
  const known = GIVEN.get(listed);
  if (known !== undefined) return known;
  const given: ReadonlySet<string> = new Set(ALL_NAMES.filter((name) => covers(listed, name)));
  if (GIVEN.size >= GIVEN_LIMIT) GIVEN.clear();
  GIVEN.set(listed, given);
  return given;
}

// Recipe positions by every ingredient name they contain, so a query only scores the recipes that use
// something the visitor's list gives (by `covers`: the same name, a kind of it, a stand-in).
const BY_NAME: ReadonlyMap<string, readonly number[]> = (() => {
  const map = new Map<string, number[]>();
  INDEX.forEach((entry, position) => {
    for (const name of new Set(entry.names)) {
      const positions = map.get(name);
      if (positions === undefined) map.set(name, [position]);
      else positions.push(position);
    }
  });
  return map;
})();

// The dishes of each ready sauce, by position: a jar of korma sauce makes a korma a candidate whatever else the list holds.
const DISHES_OF: ReadonlyMap<string, readonly number[]> = new Map(
  READY_SAUCES.map((sauce) => [sauce.name, INDEX.flatMap((entry, position) => (entry.sauces.has(sauce.name) ? [position] : []))] as const),
);

/**
 * The lines of a dish a listed item gives as the dish's own sauce bought ready (`sauceCovers`: a jar of korma sauce in a
 * korma gives its curry paste, coconut milk and almond flour) that its name alone does not give.
 */
function sauceLines(term: Term, entry: IndexedRecipe): string[] {
  return entry.names.filter((name) => !term.gives.has(name) && sauceCovers(term.name, entry.recipe.title, name));
}

/**
 * The list's bought sauces that are this dish's sauce, each with the lines it takes the place of: the ones the dish needs
 * that nothing else on the list nor the pantry gives (what the intro says, so the cook knows what the jar is for).
 */
function readySaucesIn(entry: IndexedRecipe, terms: readonly Term[], pantry: Pantry): { display: string; lines: string[] }[] {
  return terms.flatMap((term) => {
    const lines = sauceLines(term, entry).filter((name) => entry.needed.includes(name) && !pantry.gives.has(name) && !terms.some((other) => other !== term && other.gives.has(name)));
    return lines.length === 0 ? [] : [{ display: term.display, lines }];
  });
}

/** The list as one dish reads it: a ready sauce gives, in a dish of that sauce, the lines the jar stands for as well. */
function inDish(terms: readonly Term[], entry: IndexedRecipe): Term[] {
  return terms.map((term) => {
    const lines = sauceLines(term, entry);
    return lines.length === 0 ? term : { ...term, gives: new Set([...term.gives, ...lines]) };
  });
}

// Fewest things to buy first, then quickest: the friendliest fallback ideas.
const SUGGESTION_ORDER: readonly IndexedRecipe[] = [...INDEX].sort(
  (a, b) =>
    a.required.length - b.required.length ||
    a.recipe.totalMinutes - b.recipe.totalMinutes ||
    compareText(a.recipe.id, b.recipe.id),
);

function compareText(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

function tidy(raw: string): string {
  return raw.replace(/\s+/g, " ").trim();
}

function keepFirst(map: Map<string, string>, key: string, display: string): void {
  const previous = map.get(key);
  if (previous === undefined || compareText(display, previous) < 0) map.set(key, display);
}

/** Whether some recipe takes one of these names already cooked: else a dish that cooks it is still its best use. */
function takenCooked(gives: ReadonlySet<string>): boolean {
  return [...gives].some((name) => TAKEN_COOKED.has(name));
}

/** The visitor's list read: canonical names with their own spelling (chosen independently of order) and weight. */
function collectTerms(ingredients: readonly unknown[]): Term[] {
  const terms = new Map<string, string>();
  // Each food's items by their words, each singular: two kinds of a food read as one ("gem squash" and "butternut", both
  // squash) are both used by a dish using it; the same name typed twice ("onion", "Onions") is one item.
  const kinds = new Map<string, Map<string, string>>();
  // Names any item typed as a protein that spoils reads as: "chicken thighs" beside "tinned chicken" is still fresh chicken.
  const perishableProteins = new Set<string>();
  // Names any item the cook's words say must go reads as ("onions going soft"), whichever spelling is shown.
  const toGo = new Set<string>();
  // What any item read as a name weighs, the most of them: a mark on any of its items ("spinach (wilting)" beside "spinach"),
  // or "roast potatoes from yesterday" beside "potatoes", counts whichever spelling is shown (a marked item outweighs any
  // unmarked one: `markedWeight`; decision 015, "eighth session, cookbook26a"); a weight is content, not position or spelling.
  const heaviest = new Map<string, number>();
  for (const raw of ingredients) {
    if (typeof raw !== "string") continue;
    // The one reading of a name the page's have/need marks use too (a typo or an unknown phrase read as a known food).
    const term = readIngredient(raw);
    if (term === "") continue;
    const unmarked = withoutUseUpMark(raw);
    if (typedPerishableProtein(term, raw)) perishableProteins.add(term);
    if (typedToGo(term, raw)) toGo.add(term);
    heaviest.set(term, Math.max(heaviest.get(term) ?? 0, unmarked !== undefined ? markedWeight(term) : typedWeight(term, tidy(raw))));
    keepFirst(terms, term, tidy(unmarked ?? raw));
    const byKind = kinds.get(term) ?? new Map<string, string>();
    keepFirst(byKind, typedWords(unmarked ?? raw), tidy(unmarked ?? raw));
    kinds.set(term, byKind);
  }
  return [...terms].map(([name, display]) => {
    const gives = namesGivenBy(name);
    const cooked = typedCooked(name, display);
    const alike = [...(kinds.get(name)?.values() ?? [])].filter((typed) => typed !== display).sort(compareText);
    return { name, display, alike, weight: heaviest.get(name) ?? typedWeight(name, display), gives, slowCut: typedSlowCut(display) && !cooked, leanCut: typedLeanCut(display) && !cooked, fryingCut: typedFryingCut(display) && !cooked, cooked: cooked && takenCooked(gives), cookedMeat: isProtein(name) && name !== "egg" && saysCooked(display), fresh: typedAsFresh(name, display) && !cooked, cuts: cutsOf(display), protein: isProtein(name) && name !== "egg", perishableProtein: perishableProteins.has(name), toGo: toGo.has(name), freshSide: typedFreshSide(name, display) };
  });
}

/** A typed item's words, lower-case and each singular: "Onions" and "onion" are one item, "acorn squash" and "butternut squash" two. */
function typedWords(raw: string): string {
  return raw.toLowerCase().split(/[^a-z]+/).filter((word) => word !== "").map(singularise).join(" ");
}

// What to echo back when nothing matched: unrecognised entries too, so "🍅" is not ignored.
function collectListed(ingredients: readonly unknown[], terms: readonly Term[]): string[] {
  const listed = new Map<string, string>(terms.map((term) => [term.name, term.display]));
  for (const raw of ingredients) {
    if (typeof raw !== "string") continue;
    const display = tidy(withoutUseUpMark(raw) ?? raw);
    if (display !== "" && normaliseIngredient(raw) === "") keepFirst(listed, `raw:${display.toLowerCase()}`, display);
  }
  return [...listed.values()].sort(compareText);
}

/**
 * Whether a recipe line gives the cut the cook named: a line named for a cut of the listed meat ("pork chop" for
 * "pork shoulder") must name that cut, and so must a line of the meat whose quantity says it is cooked for ribs
 * or bones ("pork", "1.5 kg ribs": pork loin or shoulder only stands in there; "pork bones" are not ribs).
 */
function sameCut(term: Term, name: string, lineCuts: IndexedRecipe["lineCuts"]): boolean {
  const meat = productOf(term.name) ?? term.name;
  if (name === meat) {
    // The meat typed plainly ("pork") does for any of its dishes.
    if (term.cuts.size === 0 && meat === term.name) return true;
    // Ribs or bones typed are at home only in a dish cooked for them, where the cookbook has one for that meat
    // (short ribs are a slow cut: any long braise does for them); a dish cooked for them, only with them (a
    // pork schnitzel is no rib).
    const named = lineCuts.get(name) ?? new Set<string>();
    const typedBones = !term.slowCut && COOKED_ON_THE_BONE.has(name) && [...term.cuts].some((cut) => BONE_CUTS.has(cut));
    return (named.size === 0 && !typedBones) || [...named].some((cut) => term.cuts.has(cut));
  }
  const lineNamed = [...namedCuts(name)].filter((cut) => OWN_DISH_CUTS.has(cut));
  if (lineNamed.length > 0) return lineNamed.some((cut) => term.cuts.has(cut));
  if (term.cuts.size === 0) return true;
  // A part sold as steaks or escalopes ("pork shoulder steaks", "pork leg steaks") is fried as a chop is; a cut
  // that is its own frying cut (a cutlet) keeps its own dishes.
  const cuts = namedCuts(name);
  return ingredientFamily(name) !== term.name || [...cuts].some((cut) => term.cuts.has(cut)) || (term.fryingCut && cuts.has("chop") && ![...term.cuts].some(typedFryingCut));
}

/**
 * How a cook would weigh this recipe for this list: is it built on what they most want to use up (the
 * heaviest things listed), what must be bought (weighed by what it is; the pantry is free), and how much
 * of the list it uses. Undefined when it uses nothing on the list that is not in every kitchen anyway.
 */
function rank(entry: IndexedRecipe, listed: readonly Term[], pantry: Pantry, heaviest: number, list: ListProteins): Ranked | undefined {
  const terms = inDish(listed, entry);
  const usedTerms = terms.filter((term) => entry.names.some((name) => term.gives.has(name)));
  if (!usedTerms.some((term) => saysMore(term, pantry))) return undefined;

  const firstUse = (term: Term) => entry.names.findIndex((name) => term.gives.has(name));
  const displays = (of: readonly Term[]) =>
    of
      .flatMap((term) => [term.display, ...term.alike].map((display) => ({ position: firstUse(term), display })))
      .sort((a, b) => a.position - b.position || compareText(a.display, b.display))
      .map((item) => item.display);
  // A garnish or an optional extra uses nothing up: raspberries scattered on a lemon posset are not the punnet the
  // cook wanted gone. "needed" is what the dish needs of the list, what the figures count as used (fridge-figures.ts).
  const neededTerms = usedTerms.filter((term) => entry.needed.some((name) => term.gives.has(name)));
  const used = displays(usedTerms);
  const needed = displays(neededTerms);
  const missing = entry.required.filter((name) => !usedTerms.some((term) => term.gives.has(name)) && !pantry.gives.has(name));

  let star = 0;
  let second = 0;
  let sides = 0;
  let starNeeded = false;
  let usedWeight = 0;
  // The list's perishable proteins the dish cooks as they are (not standing in: cooked leftovers roasted again).
  let proteinCooked = false;
  for (const term of usedTerms) {
    // The salt, pepper, oil and water every dish writes say nothing of what the cook wants used up (see `saysMore`).
    if (PANTRY_STAPLES.has(term.name)) continue;
    const main = entry.mains.some((name) => term.gives.has(name));
    const exact = entry.names.includes(term.name) || entry.names.some((name) => ingredientFamily(name) === term.name || ingredientFamily(term.name) === name);
    // A slow cut in a quick dish would be tough: it only stands in there, and is not the star used well.
    // A lean cut cooked for hours (a pork loin in a slow roast of shoulder) would be dry, and a chop is no joint to
    // roast: it only stands in there.
    // Cooked meat or fish in a dish that cooks it from raw would be cooked twice: it only stands in there. So would cooked
    // meat of any kind, cured too, in a dish that roasts or boils it as a joint (leftover ham in a glazed gammon).
    // A dish built on a cut ("pork chop") is for that cut, or for the meat typed plainly ("pork"): another
    // cut the cook named (pork shoulder, pork belly) only stands in there.
    const hurried =
      (term.slowCut && entry.recipe.totalMinutes < SLOW_CUT_MINUTES) ||
      (term.leanCut && entry.recipe.totalMinutes > LEAN_CUT_MINUTES) ||
      (term.fryingCut && !entry.names.some((name) => term.gives.has(name) && !entry.joints.has(name))) ||
      (term.cooked && !entry.names.some((name) => term.gives.has(name) && entry.cooked.has(name))) ||
      (term.cookedMeat && entry.names.every((name) => !term.gives.has(name) || entry.joints.has(name))) ||
      !entry.names.some((name) => term.gives.has(name) && sameCut(term, name, entry.lineCuts));
    usedWeight += term.weight * (main ? MAIN_SHARE : 1) * (exact && !hurried ? 1 : STAND_IN_SHARE) + LISTED_ITEM;
    // The list's other perishable things (okra beside the beef, mango beside the chicken): the cook wants
    // them gone too, so among the dishes built on the stars, one that needs them as well comes first.
    const needed = neededTerms.includes(term);
    if (term.perishableProtein && needed && !hurried) proteinCooked = true;
    if (term.weight < heaviest && term.weight >= SOFT_WEIGHT && needed) second += 1;
    if (term.weight < heaviest && term.weight < SOFT_WEIGHT && term.freshSide && needed && saysMore(term, pantry)) sides += 1;
    if (term.weight === heaviest && !hurried) {
      star += 1;
      starNeeded ||= needed;
    }
  }
  const cost = missing.reduce((sum, name) => sum + ingredientCost(name) + ERRAND, 0);
  const protein = proteinUse(entry, list, missing, proteinCooked);
  // The list's fish typed fresh that the dish takes only from a tin ("fresh sardines" on sardines on toast; see `compareRanked`).
  const tinForFresh = usedTerms.filter((term) => term.fresh && entry.names.every((name) => !term.gives.has(name) || entry.tinOnly.has(name))).length;
  // A dish uses the stars only when it needs one of them; then a star it takes as a garnish (sour cream on a borscht
  // built on the beetroot) counts as well, and an optional line the cook has counts in the list used (flatbreads and
  // yoghurt to serve with kofta): the cook puts them on the plate (decision 015, seventh session, tried strict and kept).
  return { entry, star: starNeeded ? star : 0, second: starNeeded ? second : 0, sides: starNeeded ? sides : 0, listNeeded: neededTerms.filter((term) => !PANTRY_STAPLES.has(term.name)).length, protein, tinForFresh, sauce: (starNeeded || heaviest === Number.POSITIVE_INFINITY) && !buysProteinOverOwn(listed, neededTerms, missing) ? listed.filter((term) => entry.sauces.has(term.name)).length : 0, cost, usedWeight, score: usedWeight - SHOPPING_WEIGHT * cost, used, needed, missing };
}

/**
 * Whether the dish buys a protein while the list's own (eggs too) goes unused: then the jar says nothing of it (eggs and a
 * jar of korma sauce are no reason to buy chicken for the chicken korma).
 */
function buysProteinOverOwn(listed: readonly Term[], neededTerms: readonly Term[], missing: readonly string[]): boolean {
  const own = listed.filter((term) => isProtein(term.name));
  return own.length > 0 && missing.some(isProtein) && !own.some((term) => neededTerms.some((needed) => needed.name === term.name));
}

/**
 * Whether a listed item gives a dish a reason to be offered at all: what the cook would otherwise shop for, or a staple
 * their words say must go ("onions going soft"). The salt, oil, pepper and water every kitchen has never do, and they are
 * no part of the list used either (`rank`): every dish writes them, so a listed salt would favour whichever dish writes
 * salt (decision 015, sixth session, lead). Other staples of the pantry (onions, garlic, butter) typed plainly still count
 * in the list used, as the "most of the list used" says: a dish that uses the listed onions uses more of the list.
 */
function saysMore(term: Term, pantry: Pantry): boolean {
  return !PANTRY_STAPLES.has(term.name) && (term.toGo || !pantry.names.includes(term.name));
}

/**
 * How a dish treats the list's proteins: last (2) one that buys a protein (eggs included) while the list's own meat,
 * fish or tofu goes unused, whatever its form (lamb chops bought for the peppers beside the chicken, or beside the
 * bacon); before it (1) one that leaves a perishable protein lighter than the stars (chicken thighs beside marked
 * peppers) for another day, or only has it stand in; first (0) the rest: a dish cooked on it as it is, or a list
 * with none (or whose perishable proteins are its stars, which the star count already weighs).
 */
function proteinUse(entry: IndexedRecipe, list: ListProteins, missing: readonly string[], cookedAsItIs: boolean): ProteinUse {
  if (list.proteins.length > 0 && missing.some(isProtein) && !list.proteins.some((term) => entry.needed.some((name) => term.gives.has(name)))) return 2;
  return list.lighterPerishable && !cookedAsItIs ? 1 : 0;
}

/** What `proteinUse` needs of the list, the same for every recipe: read once a query, not once a recipe. */
interface ListProteins {
  /** The listed meat, fish or tofu (any form) a recipe can cook with, outside the pantry. */
  readonly proteins: readonly Term[];
  /** Whether a perishable protein weighs less than the stars (chicken thighs beside marked peppers). */
  readonly lighterPerishable: boolean;
}

function listProteins(terms: readonly Term[], pantry: Pantry, heaviest: number): ListProteins {
  const listed = terms.filter((term) => term.gives.size > 0 && !PANTRY_STAPLES.has(term.name) && !pantry.names.includes(term.name));
  return { proteins: listed.filter((term) => term.protein), lighterPerishable: listed.some((term) => term.perishableProtein && term.weight < heaviest) };
}

/**
 * The order of the ranking, from principles rather than from any test list: first the dish built on
 * what the cook most wants to use up; among those, the one that needs the list's perishable protein as well, then
 * one that leaves it for another day, and last one that buys a protein while the list's own goes unused (see
 * `proteinUse`); then the one that needs more of the list's other perishable things
 * (a beef and okra stew before a steak for "beef, okra": a dish that uses both beats one that uses one);
 * then a dish of a sauce the cook bought (`sauce`: the korma for a jar of korma sauce);
 * then the trade between using the list and shopping (each thing to
 * buy weighed by what it is, a spice far below a protein); then the least to buy; then fewer things to
 * buy by count; then the id (deterministic).
 */
function compareRanked(a: Ranked, b: Ranked): number {
  return (
    b.star - a.star ||
    a.protein - b.protein ||
    b.second - a.second ||
    b.sauce - a.sauce ||
    a.tinForFresh - b.tinForFresh ||
    b.score - a.score ||
    a.cost - b.cost ||
    a.missing.length - b.missing.length ||
    compareText(a.entry.recipe.id, b.entry.recipe.id)
  );
}

// "A little more" shopping: one everyday vegetable's worth (its cost by kind with its errand), what a cook would pay rather
// than leave the cabbage they have for another week.
const FULLER_MARGIN = ingredientCost("carrot") + ERRAND;
// One thing more to buy is a little more; a third is another trip's worth (the "at most two extras").
const FEW_TO_BUY = 2;

/**
 * What a friend who cooks does with the fresh things beside the star: uses them too when a dish that does costs little
 * more. Among the dishes that rank first on the stars, the list's protein and its soft produce (`compareRanked`), the one
 * that also needs more of the list's fresh keeping things (cabbage, carrots, peppers, cream: `sides`) comes first when,
 * against the first dish, it needs as many of the list's things and uses more of the list, weighed (the side as well, not
 * instead: a pantry item must never swap in a dearer dish that uses no more, issue 24's pantry property), costs at most one
 * everyday vegetable more, and buys at most one thing more (never a third where the first bought two or fewer). Else
 * the order stands. Measured against the first dish, not pairwise, so the shopping cannot creep up a step at a time, and
 * the order stays a function of the list (deterministic, order-independent). Not a key of `compareRanked`: as a key,
 * unbounded, it bought three or four things to use a carrot (decision 015, fifth session, lead; seventh, cookbook25a).
 */
function withFullerFirst(matches: readonly Ranked[]): Ranked[] {
  const [top] = matches;
  if (top === undefined) return [...matches];
  const alike = matches.filter((ranked) => ranked.star === top.star && ranked.protein === top.protein && ranked.sauce === top.sauce && ranked.second === top.second);
  let fuller = top;
  for (const ranked of alike) {
    if (ranked.sides > fuller.sides && ranked.listNeeded >= top.listNeeded && ranked.usedWeight > top.usedWeight && ranked.cost <= top.cost + FULLER_MARGIN && ranked.missing.length <= Math.max(top.missing.length, Math.min(top.missing.length + 1, FEW_TO_BUY)) && !outdone(ranked, alike)) fuller = ranked;
  }
  return fuller === top ? [...matches] : [fuller, ...matches.filter((ranked) => ranked !== fuller)];
}

/**
 * Whether another dish as good on the stars uses as much of the list, weighed, for less: then this one is never the fuller
 * choice, whatever the first dish is. Without it the choice leant on which dish ranked first, and a pantry item that made
 * another dish first could swap in a dearer dish that used no more of the list than the one picked before (issue 24's
 * pantry property; decision 015, seventh session, lead).
 */
function outdone(dish: Ranked, alike: readonly Ranked[]): boolean {
  return alike.some((other) => other !== dish && other.usedWeight >= dish.usedWeight && other.cost < dish.cost);
}

function fitsDiets(recipe: Recipe, diets: readonly Diet[]): boolean {
  return diets.every((diet) => recipe.diets.includes(diet));
}

function normaliseAttempt(attempt: number | undefined, count: number): number {
  const whole = typeof attempt === "number" && Number.isFinite(attempt) ? Math.trunc(attempt) : 0;
  return ((whole % count) + count) % count;
}

/** The visitor's pantry: its canonical names, and every cookbook ingredient name they give the cook. */
interface Pantry {
  readonly names: readonly string[];
  readonly gives: ReadonlySet<string>;
}

function rankedMatches(terms: readonly Term[], diets: readonly Diet[], pantry: Pantry): Ranked[] {
  // What the cook most wants to use up: the heaviest things listed, whatever the pantry holds; when
  // those are only staples, nothing has to go first and the rest of the order decides. Only what some
  // recipe can cook with may be the star: a name no recipe uses ("roti", "cassareep", a brand) would
  // otherwise weigh as fresh produce, be used by no dish, and leave the list with no star at all.
  const top = Math.max(0, ...terms.filter((term) => !PANTRY_STAPLES.has(term.name) && term.gives.size > 0).map((term) => term.weight));
  const heaviest = top >= PERISHABLE_WEIGHT ? top : Number.POSITIVE_INFINITY;
  const candidates = new Set<number>();
  for (const term of terms) {
    if (PANTRY_STAPLES.has(term.name)) continue;
    for (const name of term.gives) {
      for (const position of BY_NAME.get(name) ?? []) candidates.add(position);
    }
    for (const position of DISHES_OF.get(term.name) ?? []) candidates.add(position);
  }

  const list = listProteins(terms, pantry, heaviest);
  const matches: Ranked[] = [];
  for (const position of candidates) {
    const entry = INDEX[position];
    if (entry === undefined || !fitsDiets(entry.recipe, diets)) continue;
    const ranked = rank(entry, terms, pantry, heaviest, list);
    if (ranked !== undefined) matches.push(ranked);
  }
  return matches.sort(compareRanked);
}

function readOptions(ingredients: readonly string[], options: CookbookOptions | undefined) {
  const list: readonly unknown[] = Array.isArray(ingredients) ? ingredients : [];
  const diets: readonly Diet[] = Array.isArray(options?.diets) ? options.diets : [];
  const named = Array.isArray(options?.pantry) ? options.pantry : DEFAULT_PANTRY;
  const pantryNames = [...new Set([...PANTRY_STAPLES, ...foodsOfItems(named).map(readIngredient).filter((name) => name !== "")])].sort();
  const pantry: Pantry = { names: pantryNames, gives: new Set(pantryNames.flatMap((name) => [...namesGivenBy(name)])) };
  const minutes = typeof options?.minutes === "number" && options.minutes > 0 ? options.minutes : undefined;
  const servings = typeof options?.servings === "number" && Number.isInteger(options.servings) && options.servings > 0 ? options.servings : undefined;
  const avoid = avoidFilter(typeof options?.avoid === "string" ? options.avoid : "", diets);
  // What is to be avoided is never cooked with, even when it is on the list.
  // Each food of an item typed with two in it ("spinach and mushrooms going soft"), as the have/need marks read it.
  const foods = foodsOfItems(list);
  return { list, foods, terms: collectTerms(foods.filter(avoid.keeps)), diets, pantry, minutes, servings, avoid };
}

function fitsTime(ranked: Ranked, minutes: number | undefined): boolean {
  return minutes === undefined || ranked.entry.recipe.totalMinutes <= minutes;
}

/** Every matching recipe, best first: the order `attempt` walks through. With `minutes`, only those that fit. */
export function rankCookbookMatches(ingredients: readonly string[], options: CookbookOptions = {}): Recipe[] {
  const { terms, diets, pantry, minutes, avoid } = readOptions(ingredients, options);
  return withFullerFirst(rankedMatches(terms, diets, pantry).filter((ranked) => fitsTime(ranked, minutes) && avoid.allows(ranked.entry.recipe))).map((ranked) => ranked.entry.recipe);
}

/**
 * Picks a recipe from the offline cookbook for the visitor's ingredient list: the dish built on what
 * they most want to use up, needing the least to buy, using the most of the list (see `compareRanked`),
 * among those that fit their diets and time; scaled to the servings they asked for. When no matching
 * recipe fits the time, the quickest match, with a plain note saying so. Order, case, spacing and
 * duplicates in the list do not change the answer. Never throws.
 */
export function answerFromCookbook(ingredients: readonly string[], options: CookbookOptions = {}): CookbookAnswer {
  const { list, foods, terms, diets, pantry, minutes, servings, avoid } = readOptions(ingredients, options);
  const matches = rankedMatches(terms, diets, pantry).filter((ranked) => avoid.allows(ranked.entry.recipe));
  const fitting = withFullerFirst(matches.filter((ranked) => fitsTime(ranked, minutes)));
  // Nothing fits the time: the quickest of the matches (the best of them when several are as quick).
  const quickest = fitting.length > 0 ? [] : [...matches].sort((a, b) => a.entry.recipe.totalMinutes - b.entry.recipe.totalMinutes).slice(0, 1);
  const offered = fitting.length > 0 ? fitting : quickest;

  const chosen = offered[normaliseAttempt(options?.attempt, Math.max(1, offered.length))];
  if (chosen !== undefined) {
    const { recipe } = chosen.entry;
    const timeNote =
      minutes !== undefined && recipe.totalMinutes > minutes
        ? `Nothing in the cookbook for your list takes ${formatDuration(minutes)} or less; this is the quickest that does (${formatDuration(recipe.totalMinutes)}).`
        : undefined;
    return {
      kind: "match",
      recipe,
      used: chosen.used,
      needed: chosen.needed,
      missing: chosen.missing,
      fit: { star: chosen.star, cost: chosen.cost, usedWeight: chosen.usedWeight },
      markdown: scaleRecipeMarkdown(formatRecipeMarkdown(recipe, chosen.used, chosen.missing, { note: timeNote, readySauces: readySaucesIn(chosen.entry, terms, pantry) }), recipe.servings, servings ?? recipe.servings),
    };
  }

  // The closest dishes: the fewest things to buy beyond what the visitor has and keeps in the pantry.
  const toBuy = (entry: IndexedRecipe) =>
    entry.required.filter((name) => !pantry.gives.has(name) && !terms.some((term) => term.gives.has(name))).length;
  const suggestions = SUGGESTION_ORDER.filter((entry) => fitsDiets(entry.recipe, diets) && avoid.allows(entry.recipe))
    .map((entry) => ({ entry, need: toBuy(entry) }))
    .sort((a, b) => a.need - b.need)
    .slice(0, SUGGESTION_COUNT)
    .map(({ entry }) => entry.recipe);
  const listed = collectListed(list, terms);
  // With something to avoid: the dishes the whole list would have given, for what to leave out.
  const closest = avoid.active ? rankedMatches(collectTerms(foods), diets, pantry).map((ranked) => ranked.entry.recipe) : [];
  const markdown = withAvoidedNote(formatNoMatchMarkdown(listed, suggestions, diets, new Set([...pantry.names, ...pantry.gives])), avoid, leaveOutSuggestions(closest, avoid), closest.length > 0);
  return { kind: "no_match", suggestions, markdown };
}
