import { ingredientKind, type Kind } from "../food/ingredient-kinds.ts";
import { ingredientFamily, TIN_WORDS, typedAsPartUsed, typedAsTinned, typedLeftover, withoutUseUpMark } from "../food/ingredient-names.ts";

/**
 * What an ingredient says about the dish a cook wants, by its kind of food (data/ingredient-kinds.json;
 * the reasons and the figures: docs/decisions/015-cookbook-ranking.md).
 *
 * USE_UP: how surely listing it means "use me up tonight". Fresh meat and fish spoil within days and are
 * why someone cooks; cured meat keeps for weeks; soft produce and fresh cheese within a week; a potato,
 * an apple or a lemon keeps; the cupboard keeps for months; onions, herbs, spices and sauces go into
 * anything.
 *
 * COST: what having to buy it costs the cook, in trips and money: a protein most, a vegetable or a
 * cupboard staple less, a spice, a herb or a sauce least (often already in the cupboard, small change if not).
 */
const USE_UP: Readonly<Record<Kind, number>> = {
  protein: 5,
  "cured-protein": 4,
  "fresh-produce": 4,
  "keeping-produce": 3,
  cupboard: 2,
  aromatic: 1,
  herb: 1,
  spice: 1,
  condiment: 1,
  "baking-staple": 1,
};

const COST: Readonly<Record<Kind, number>> = {
  protein: 3,
  "cured-protein": 2.5,
  "fresh-produce": 2,
  "keeping-produce": 1.5,
  cupboard: 1.5,
  aromatic: 0.5,
  condiment: 0.5,
  "baking-staple": 0.5,
  herb: 0.25,
  spice: 0.25,
};

/** 5 for fresh meat and fish down to 1 for a seasoning: how surely the cook wants this used up. */
export function ingredientWeight(name: string): number {
  return USE_UP[ingredientKind(name)];
}

/** 3 for a protein down to 0.25 for a spice or herb: what buying it costs. */
export function ingredientCost(name: string): number {
  return COST[ingredientKind(name)];
}

// A food in a tin, a jar or the freezer keeps: "tinned tomatoes" and "frozen peas" are not what must be used
// up tonight, so anything fresh goes first. But it is still the food the cook named, not a staple: it weighs as
// keeping produce (a potato), above eggs, flour and sugar, so a list of a tin of peaches and the baking cupboard
// is about the peaches, not a batch of sugar cookies (decision 015, 2026-11-28 "late afternoon"). The same for
// produce and for the cupboard's foods (a tin of peaches and a tin of chickpeas keep alike).
// The words of a tin or can, written once: a tinned food keeps, and tinned meat or fish is cooked already.
const TIN = TIN_WORDS.join("|");
// A jar's preserve or the freezer keeps, opened or not.
const JAR_OR_FROZEN = "jars?|jarred|frozen";
const KEEPING_FORM = new RegExp(`\\b(?:${TIN}|${JAR_OR_FROZEN})\\b`, "i");

// A pickle keeps for months, in a jar or not ("pickled mustard greens", "pickled beetroot"); meat or fish pickled keeps as
// cured meat does (`PRESERVED_FORM`).
const PICKLED = /\bpickled\b/i;

/** Whether the item is typed in a form that keeps: a tin, a jar, the freezer or a pickle, or packed or sold tinned (`typedAsTinned`). */
function typedKeeping(name: string, typed: string): boolean {
  return KEEPING_FORM.test(typed) || typedAsTinned(name, typed) || (PICKLED.test(typed) && ingredientKind(name) !== "protein");
}
// Meat or fish smoked, dried, salted, cured or pickled keeps for weeks, as cured meat does: "smoked fish", "dried
// shrimp", "salted cod", "pickled herring" season a dish more often than they are why it is cooked.
const PRESERVED_FORM = /\b(?:smoked|dried|salted|cured|pickled)\b/i;
// Cooked food left over keeps a day or two: whatever it is, it is what must be used up. Its words and the times that say
// so ("rice from last night") are data, read by `typedLeftover` (decision 015, "eighth session, cookbook26a").
// Dried beans or grains put to soak are to be cooked within a day, as soft produce is, not kept as the cupboard keeps them:
// "dried white beans (soaked overnight)", "soaked chickpeas" (decision 015, 2026-11-28 "night, typed forms").
const SOAKED = /\bsoak(?:ed|ing)\b/i;

/**
 * What an item the cook marked as to go ("peppers going soft", "pak choi (wilting)", "chicken thighs (use by today)")
 * weighs: above anything unmarked, fresh meat and leftovers included. The cook has said which of two fresh things they
 * meant, which nothing else on the list can say; two marked weigh alike, so a dish using both comes first. A mark is
 * content, not position: the ranking stays order-independent (decision 015, "fourth session").
 */
export const MARKED_WEIGHT = USE_UP.protein + 1;

/**
 * What an item the cook marked weighs by what it is: above anything unmarked always, but among marked items the kind's
 * order holds, what spoils (meat, fish, produce, herbs, eggs, milk, cheese) before what keeps (bread, rice, pasta, an onion,
 * a sauce). "Bread going stale" beside "pork chops (2 days left)" is breadcrumbs for the chops, not garlic bread without
 * them; alone, or beside unmarked chicken, the bread is still what the dish is built on (decision 015, "eighth session,
 * cookbook26a").
 */
export function markedWeight(name: string): number {
  return spoils(name) ? MARKED_WEIGHT : MARKED_WEIGHT - 0.5;
}

/** Whether the cook wrote beside the item that it must go ("needs using", "going off", "(use by today)"). */
export function typedUseUp(typed: string): boolean {
  return withoutUseUpMark(typed) !== undefined;
}

/**
 * The weight of an item as the visitor typed it: what the cook marked as to go weighs first (`MARKED_WEIGHT`);
 * otherwise its kind's, except that anything left over weighs as
 * much as fresh meat, anything put to soak as soft produce, produce or a cupboard food typed as tinned, jarred or frozen weighs as keeping
 * produce (a tinned or frozen fish stays a protein: the dish is still built on it), meat or fish typed smoked, dried, salted
 * or cured weighs as cured meat, and a lot of anything that spoils
 * ("eggs (loads)", "a sack of potatoes", "2kg chicken thighs") weighs as much as fresh meat.
 */
export function typedWeight(name: string, typed: string): number {
  if (typedUseUp(typed)) return markedWeight(name);
  const weight = ingredientWeight(name);
  if (typedLeftover(typed)) return Math.max(weight, USE_UP.protein);
  if (SOAKED.test(typed)) return Math.max(weight, USE_UP["fresh-produce"]);
  const kept = keptWeight(name, typed, weight);
  // Opened or cut, a food that spoils keeps about as long as soft produce does (see `typedPartUsed`).
  return typedPartUsed(name, typed) ? Math.max(kept, SOFT_WEIGHT) : kept;
}

/** The weight of an item by its kind and the form it keeps in: a tin or the freezer keeps, smoked meat keeps, a lot of it must go. */
function keptWeight(name: string, typed: string, weight: number): number {
  const kind = ingredientKind(name);
  if (typedKeeping(name, typed)) return kind === "fresh-produce" || kind === "keeping-produce" || kind === "cupboard" ? USE_UP["keeping-produce"] : weight;
  if (kind === "protein" && PRESERVED_FORM.test(typed)) return Math.min(weight, USE_UP["cured-protein"]);
  // A lot of something that spoils is what must be used up, whatever its kind: the cook has said so.
  return spoils(name) && typedAbundance(typed) ? Math.max(weight, USE_UP.protein) : weight;
}

// A tin or carton opened spoils within days, whatever was in it.
const OPENED_CONTAINER = new RegExp(`\\b(?:${TIN}|cartons?)\\b`, "i");
const STILL_KEEPS = new RegExp(`\\b(?:${JAR_OR_FROZEN})\\b`, "i");

/**
 * Whether the visitor typed a food that spoils as part-used, opened or cut ("half a cabbage", "bamboo shoot tin (opened)",
 * "the rest of the cream", "the end of a cucumber"; words in data/part-used.json): a cut vegetable, an open carton of cream
 * or an opened tin keeps days, not weeks, so it weighs at least as soft produce (decision 015, seventh session, cookbook25a).
 * Not what still keeps opened: a seasoning (half an onion goes into anything), eggs, dry goods, a jar's preserve or a pickle, the freezer.
 */
export function typedPartUsed(name: string, typed: string): boolean {
  if (!typedAsPartUsed(typed) || STILL_KEEPS.test(typed) || PICKLED.test(typed) || ingredientWeight(name) <= USE_UP.aromatic) return false;
  return OPENED_CONTAINER.test(typed) || (name !== "egg" && spoils(name));
}

function spoils(name: string): boolean {
  return PERISHABLE_KINDS.has(ingredientKind(name)) || PERISHABLE_STAPLES.has(name) || PERISHABLE_STAPLES.has(ingredientFamily(name) ?? "");
}

/**
 * Whether the cook's own words say this item must go, beyond what its kind says: marked as to go ("onions going
 * soft"), left over, put to soak, or a lot of something that spoils. What the pantry holds counts on a list only so
 * (`rank` in match.ts): "olive oil" or "2 onions" typed plainly says what every kitchen has.
 */
export function typedToGo(name: string, typed: string): boolean {
  return typedUseUp(typed) || typedLeftover(typed) || SOAKED.test(typed) || (spoils(name) && typedAbundance(typed));
}

// Kinds that spoil, and the cupboard's few that do (eggs, milk, cream, cheese, yogurt): a lot of one of
// them is what must be used up. Dry goods, tins and seasonings keep however much there is.
const PERISHABLE_KINDS: ReadonlySet<Kind> = new Set(["protein", "cured-protein", "fresh-produce", "keeping-produce", "herb"]);
const PERISHABLE_STAPLES: ReadonlySet<string> = new Set(["egg", "milk", "heavy cream", "yogurt", "cheese"]);

// Words that say there is a lot of it: "eggs (loads)", "a sack of potatoes", "a big block of cheddar",
// "3 bunches of parsley"; or a weight of a kilo or more ("2kg chicken thighs").
const ABUNDANT_WORD = /\b(?:loads|lots|plenty|glut|gluts|heaps|masses|tons|sacks?|crates?|trays?)\b|\b(?:big|huge|large|giant|massive)\s+(?:bags?|blocks?|box(?:es)?|tubs?|bunch(?:es)?|packs?|punnets?|pots?)\b/i;
const COUNTED = /(?:^|[^\d.,/])(\d+(?:[.,]\d+)?)\s*(kg|kilos?|kilograms?|bunch(?:es)?|bags?|punnets?|heads?)\b/i;

/** Whether the visitor said there is a lot of this item: a word for plenty, a kilo or more, three bunches or bags or more. */
export function typedAbundance(typed: string): boolean {
  if (ABUNDANT_WORD.test(typed)) return true;
  const counted = COUNTED.exec(typed);
  if (counted === null) return false;
  const amount = Number((counted[1] ?? "0").replace(",", "."));
  return /^k/i.test(counted[2] ?? "") ? amount >= 1 : amount >= 3;
}

/** Soft produce, fresh cheese and cured meat weigh this: perishable, if a little less so than fresh meat. */
export const SOFT_WEIGHT = USE_UP["fresh-produce"];

/**
 * Whether the visitor typed fresh meat, fish or tofu that spoils within days ("chicken thighs", "pork chops", "leftover
 * turkey"): what a dish on this list should be built on before the cook buys another protein (`compareRanked`, decision
 * 015 "later"). Not what keeps: cured meat (bacon, ham), meat or fish smoked, dried or salted, a tin, a jar or the freezer.
 */
export function typedPerishableProtein(name: string, typed: string): boolean {
  return ingredientKind(name) === "protein" && typedWeight(name, typed) >= USE_UP.protein && !typedKeeping(name, typed) && !PRESERVED_FORM.test(typed);
}

/**
 * Whether the visitor typed fresh a food that keeps a week or a few, not months: keeping produce (cabbage, carrots, peppers,
 * tomatoes) or milk, cream or yoghurt, not from a tin, a jar or the freezer. Beside what must go first it is what the cook
 * would use next: a dish that uses it too for little more shopping comes first (`compareRanked` in match.ts; decision 015,
 * seventh session, cookbook25a).
 */
export function typedFreshSide(name: string, typed: string): boolean {
  if (typedKeeping(name, typed) || PRESERVED_FORM.test(typed)) return false;
  return ingredientKind(name) === "keeping-produce" || SOFT_DAIRY.has(name) || SOFT_DAIRY.has(ingredientFamily(name) ?? "");
}

// The cupboard's foods that spoil within a week or two in the fridge: not eggs or cheese, which keep for weeks.
const SOFT_DAIRY: ReadonlySet<string> = new Set(["milk", "heavy cream", "yogurt"]);

/** Below this, the heaviest thing on a list is a staple: nothing there has to be used up first. */
export const PERISHABLE_WEIGHT = USE_UP["keeping-produce"];

// Cuts that need long, slow cooking to be tender: shin, brisket, cheeks, oxtail, shank, stewing beef, and the
// fatty pork shoulder and belly, which are slow-roasted or braised (not cut as chops, steaks or slices to grill).
const SLOW_CUT = /\b(?:shin|(?:shoulder|belly)(?!(?: pork)? (?:chops?|steaks?|slices?|strips?|rashers?)\b)|shanks?|brisket|cheeks?|oxtail|chuck|stewing|stew meat|braising|short ribs?|neck|osso buco|silverside|topside)\b/i;

/** Below this many minutes a recipe cannot make a slow cut tender: a shin of beef is not a steak. */
export const SLOW_CUT_MINUTES = 90;

/** Whether the visitor typed a cut of meat that only long cooking makes tender ("beef shin", "lamb shanks"). */
export function typedSlowCut(typed: string): boolean {
  return SLOW_CUT.test(typed);
}

// Lean cuts: a loin or fillet is roasted as a joint in about an hour, a chop, steak or escalope is fried in
// minutes; hours in the oven dry a loin out (a pork loin is no shoulder), and a chop is no joint. A slow cut wins
// where a text names both ("loin or shoulder", "braising steak").
// A backstrap is the loin of a deer, a kangaroo or an antelope, as game butchers and hunters sell it; a plural is the cut too.
const LEAN_JOINT = /\b(?:loin|tenderloin|fillet|backstrap)s?\b/i;
// Strips and rashers are cut to cook in minutes, whatever the cut: "pork belly strips" are stir-fried or grilled (thick
// belly slices are still roasted for an hour or two, as a joint is).
const FRYING_CUT = /\b(?:chops?|steaks?|escalopes?|medallions?|cutlets?|strips?|rashers?)\b/i;

/** Above this many minutes a recipe dries out a lean joint: it is made for a fatty or tough cut. */
export const LEAN_CUT_MINUTES = 150;

/** Whether the visitor typed a lean cut that hours of cooking dry out ("pork loin", "pork fillet"). */
export function typedLeanCut(typed: string): boolean {
  return (LEAN_JOINT.test(typed) || FRYING_CUT.test(typed)) && !SLOW_CUT.test(typed);
}

/** Whether the visitor typed a cut to fry or grill in pieces ("pork chops", "loin steaks"): no joint to roast. */
export function typedFryingCut(typed: string): boolean {
  return FRYING_CUT.test(typed) && !SLOW_CUT.test(typed);
}

/** Whether a recipe line's quantity says the meat is roasted or boiled as a joint ("1 kg boneless loin joint"). */
export function saysJoint(quantity: string): boolean {
  return /\bjoint\b/i.test(quantity);
}

// Typed as food already cooked: "leftover roast beef", "cooked prawns", "left-over chicken"; and meat or fish
// in a tin, which is cooked in it ("tin of salmon", "tinned tuna"): a fishcake, not a pan-fried fillet.
// A bird the shop has cooked is cooked chicken, as leftovers are: a rotisserie chicken, Australia's "BBQ chook" or
// "roast chook" (a chook typed alone is a raw one).
const COOKED = new RegExp(`\\b(?:cooked|precooked|rotisserie|(?:bbq|barbecued?|roast(?:ed)?|hot) chooks?|${TIN})\\b`, "i");

/** Whether a text says its food is cooked already: left over, cooked, or from a tin ("leftover roast beef", "1 x 145 g tin"). */
export function saysCooked(text: string): boolean {
  return typedLeftover(text) || COOKED.test(text);
}

/** Whether the visitor typed fresh meat or fish that is already cooked ("leftover roast beef", "tin of salmon"): cured meat is eaten as it is. */
export function typedCooked(name: string, typed: string): boolean {
  return ingredientKind(name) === "protein" && name !== "egg" && (saysCooked(typed) || typedAsTinned(name, typed));
}
