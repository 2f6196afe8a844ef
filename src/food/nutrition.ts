import { ingredientFamily, isMeatOrFish, namedCuts, normaliseIngredient, singularise } from "./ingredient-names.ts";

/**
 * What foods hold, from USDA SR28 (src/food/nutrition.generated.json, built by scripts/build-nutrition.ts):
 * which food a name is, what a portion of it weighs, and what that weight holds. Pure: the table is passed
 * in. Reading a recipe's lines into portions is the recipe reader's (src/recipe/nutrition.ts), with the one
 * amount grammar; nothing here knows a unit's spelling. See docs/decisions/018-nutrition-from-usda-sr28.md.
 */

/** [kcal, protein g, fat g, saturated fat g, carbohydrate g, sugars g, fibre g, sodium mg]. */
export type Nutrients = readonly [number, number, number, number, number, number, number, number];

/** One SR28 food, as the build reads it from the package. */
export interface UsdaFood {
  /** Per 100 g of the edible part. */
  readonly per100g: Nutrients;
  /** Grams per millilitre, or null when SR28 gives no volume weight. */
  readonly density: number | null;
  /** Share of the weight as bought that is bone, skin or peel (SR28's refuse). */
  readonly refuse: number;
  /**
   * The share of the food as bought in its shell that is shell, from SR28's weight of its yield out of the shell (clams:
   * 68 g of a pound), where SR28's refuse of the food, its meat, is none (data/nutrition-foods.json `shellYields`).
   */
  readonly shell?: number;
  /** Set when SR28 describes the food raw or fresh ("Limes, raw"; not a pulse's raw seeds, which are its dry ones). */
  readonly fresh?: true;
  /** Set when SR28 weighs the food with its bone (a bone-in chop, a whole bird): its refuse is all bone and gristle. */
  readonly bone?: true;
  /**
   * Set on a cut sold with or without its bone (a leg or shoulder of lamb) whose line does not say which: a whole one
   * counted and weighed ("1 leg of lamb (about 2 kg)") is the joint as bought, on its bone; a weight alone ("600 g lamb
   * shoulder, diced") may be boned.
   */
  readonly boneIfWhole?: true;
  /** Set when SR28 counts the food with its skin yet calls its refuse parings (potatoes): whole, its skin is eaten. */
  readonly skinEaten?: true;
  /** Grams per millilitre shredded or grated, when SR28 weighs a cup of it so apart from its first volume weight ("1 cup, diced"). */
  readonly shredded?: number;
  /** Grams per millilitre sliced, when SR28 weighs a cup of it so apart from its first volume weight ("1 cup, chopped"). */
  readonly sliced?: number;
  /** Grams per millilitre whipped, when SR28 weighs a cup of it so apart from its fluid cup (heavy cream, 01053). */
  readonly whipped?: number;
}

/** The forms a line can name that change which SR28 food it is ("dried figs", "cooked rice", "lemon juice", "beans, drained"). */
export const FORMS = ["juice", "zest", "candied", "dried", "cooked", "canned", "ground", "skinless", "skin", "drained", "frozen"] as const;

/**
 * Forms whose piece is the food's own piece ("juice of 2 lemons" counts lemons, "2 skinless chicken thighs" thighs): a
 * dried, cooked, canned or ground form is weighed by its own measures, never by the fresh piece.
 */
const KEEPS_PIECES: ReadonlySet<string> = new Set<(typeof FORMS)[number]>(["juice", "zest", "skinless", "skin", "drained"]);
export type Form = (typeof FORMS)[number];

/**
 * The lighter or less salted kinds of a food a line can ask for ("skim milk", "light sour cream", "low-sodium broth").
 * The shared names fold these words away (the cookbook and the allergy marks must see milk as milk), so the estimate
 * reads them from the line's own words, as it reads forms.
 */
export const LIGHTER = ["fat free", "low fat", "reduced fat", "light", "low sodium"] as const;
export type Lighter = (typeof LIGHTER)[number];
/**
 * Kinds of a food that the shared names fold into it but SR28 keeps apart, read from the line's words in the same way:
 * Greek yogurt (strained: twice the protein of plain), a fresh tuna steak rather than the canned tuna "tuna" is, a US
 * "chili sauce" (a bottled tomato sauce, SR28's tomato chili sauce) rather than the hot sauce the shared names fold it into,
 * a thick chile sauce (sriracha, sambal) rather than the thin vinegar pepper sauce a plain "hot sauce" is, a vegetable oil
 * spread (British "lower-fat spread") rather than the butter the shared names fold spreads into, a whole-grain pasta of any
 * shape ("whole-wheat linguine") rather than the enriched white pasta the shared names fold shapes into, a light whipping
 * cream (SR28's own food of that name, 31 % fat) rather than the light (coffee) cream its "light" alone would name.
 */
export const KINDS = ["greek", "fresh", "chili", "thick", "spread", "wholegrain", "whipping"] as const;
export type Kind = (typeof KINDS)[number];
/** Every kind of a food a name may list: lighter, another kind, or a lighter one of that kind ("greek fat free"). */
export type Variant = Lighter | Kind | `${Kind} ${Lighter}`;
export const VARIANTS: readonly [Variant, ...Variant[]] = [...LIGHTER, ...KINDS, ...KINDS.flatMap((kind) => LIGHTER.map((lighter) => `${kind} ${lighter}` as const))];

/** How an ingredient name is counted: its SR28 food, its piece weights, and the foods of its other forms. */
export interface NamedFood {
  /** The SR28 NDB number. */
  readonly food: string;
  readonly pieces?: Readonly<Record<string, number>>;
  /** Grams a line without an amount counts, for a food used by a usual amount (water, a coat of cooking spray). */
  readonly unmeasured?: number;
  readonly drained?: number;
  readonly forms?: Readonly<Partial<Record<Form, string>>>;
  /** Grams of a form one piece yields: the juice of a lemon, its grated zest. */
  readonly formPieces?: Readonly<Partial<Record<Form, number>>>;
  /** The form the food is always eaten in, and the grams of it one gram as bought gives (bacon, its fat left in the pan). */
  readonly eaten?: { readonly form: Form; readonly share: number };
  readonly variants?: Readonly<Partial<Record<Variant, string>>>;
  /** SR28 foods of the cuts a line's name can name ("shank", "short rib"), by their words. */
  readonly cuts?: Readonly<Record<string, string>>;
  /** SR28 foods of the lean shares a line can state ("90% lean", "5% fat"), by the per cent lean. */
  readonly leanShares?: Readonly<Record<string, string>>;
  /**
   * The pieces SR28 weighs of a cut's own food, by the cut's words ("t bone": "1 steak" 461 g, where "beef" weighs none),
   * but a piece entered by hand for the name: a count of the cut weighs them before the name's pieces.
   */
  readonly cutPieces?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Cuts sold with or without their bone: their bone is left out only when the line says bone-in. */
  readonly boneWhenSaid?: readonly string[];
  /** The name a count of the animal itself counts as ("1 (3 lb) chicken"). */
  readonly whole?: string;
  /** A name of a class of foods ("vegetables"): a line naming its kinds as examples counts an even mix of them. */
  readonly ofExamples?: true;
  /** Inches across of the sized pieces, for a flatbread a line sizes by inches ("2 (10-inch) tortillas"). */
  readonly inches?: Readonly<Record<string, number>>;
  /** g/ml when the name's SR28 food has no volume weight: its family's, or for a meat or fish SR28's diced cooked chicken (scripts/build-nutrition.ts). */
  readonly density?: number;
  /** g/ml shredded or grated, entered by hand or its family's, where the food's own SR28 weights give none (scripts/build-nutrition.ts). */
  readonly shredded?: number;
  /** g/ml ground or milled, where SR28 weighs the one food ground apart from whole (flaxseed), entered by hand from its weights. */
  readonly ground?: number;
}

/** A name resolved to the SR28 food a line counts. */
export interface NutritionFood extends UsdaFood {
  readonly usda: string;
  readonly pieces?: Readonly<Record<string, number>>;
  readonly inches?: Readonly<Record<string, number>>;
  readonly drained?: number;
  /** Set when the food is the form it is eaten in: the grams of it one gram as bought gives ("6 slices bacon", fried). */
  readonly eatenShare?: number;
}

/**
 * What a method partly discards: a marinade, a coating shaken off, a frying bath (after the coating, whose weight it
 * fries with), the salt and the oil of a pot of boiling water, the salt of a brine.
 */
export const RETAINED = ["marinade", "coating", "frying", "boiling", "boilingOil", "brine"] as const;
export type Retained = (typeof RETAINED)[number];

/** The share of a partly discarded line that stays in the dish: of the line itself, or of the food it is used on. */
export interface RetainedShare {
  readonly share: number;
  readonly of: "line" | "food";
}

export interface NutritionTable {
  /** What stays of a marinade, a coating, a frying bath or salted cooking water (sources in data/nutrition-foods.json). */
  readonly retained: Readonly<Record<Retained, RetainedShare>>;
  /** Kitchen equipment a recipe may list among its ingredients ("skewers", "baking paper"), as lower-case phrases. */
  readonly equipment: readonly string[];
  /** Names that are another food by the spoon or the pinch ("soda": baking soda), keyed by the name as written, lower case. */
  readonly bySpoon: Readonly<Record<string, string>>;
  /** Grams a trace written in words counts, by its lower-case phrase ("few grains", "few drops"). */
  readonly traces: Readonly<Record<string, number>>;
  /** Grams of one of a unit when the food has no weight of its own for it ("pinch", "handful", "can"), by the vocabulary's unit names. */
  readonly units: Readonly<Record<string, number>>;
  /** Units that count a food's own whole pieces ("head", "bulb"), not a container it is sold in, by the vocabulary's unit names. */
  readonly wholePieceUnits: readonly string[];
  /** SR28 foods by NDB number. */
  readonly foods: Readonly<Record<string, UsdaFood>>;
  /** Canonical ingredient names (src/food/ingredient-names.ts) and how each is counted. */
  readonly names: Readonly<Record<string, NamedFood>>;
}

/**
 * A portion as the recipe reader measured it: a weight, a volume (ml), or a count of pieces or of a
 * unit that is not a weight or volume ("clove", "bunch", "can", "pinch"), with the size written before
 * it ("medium") and the other words that may name the piece ("pork chops"), sizes left out.
 */
export type Portion =
  | { readonly kind: "weight"; readonly grams: number }
  | { readonly kind: "volume"; readonly ml: number }
  | {
      readonly kind: "count";
      readonly count: number;
      readonly unit: string | null;
      readonly size: string | null;
      readonly words: string;
      /** Inches across, when the line sizes the piece so ("2 (9-or 10-inch) tortillas": 9.5). */
      readonly inches?: number;
      /** The part of the piece the name counts ("8 tomato slices"): see `partCounted`. */
      readonly part?: PartOfAPiece;
    };

export const ZERO: Nutrients = [0, 0, 0, 0, 0, 0, 0, 0];

const PER_CENT = /(\d) ?per ?cent\b/gi;

/** The canonical names worth trying for a line's name, most specific first. */
export function candidateNames(written: string): string[] {
  const tried = new Set<string>();
  const add = (phrase: string) => {
    const canonical = normaliseIngredient(phrase);
    if (canonical !== "") tried.add(canonical);
  };
  // "whole-wheat pita bread rounds", "turkey breakfast sausage links", "thin cucumber slices": the last word counts the
  // pieces; the food is named before it (else "wheat" or "turkey", a part of the name, is found first).
  const pieceless = PIECE_WORD_LAST.test(written) && written.replace(PIECE_WORD_LAST, "").trim() !== "" ? written.replace(PIECE_WORD_LAST, "") : written;
  // "70 percent lean ground beef", "99 percent fat-free ground turkey": a share written in words is the "70%" the shared
  // names read as a share, not the food "percent".
  const name = pieceless.replace(PER_CENT, "$1%");
  // "grated or shredded parmesan cheese", "fresh or frozen vegetables": alternatives of how the food is prepared or sold,
  // not of which food ("grated cheese" would be cheddar): the food is the last alternative's.
  const prepared = /^\s*(?:\w+ed|fresh|frozen|raw|dry|whole)\s+or\s+/i.exec(name);
  const alternatives = (prepared === null ? name : name.slice(prepared[0].length)).split(/\s+or\s+/i);
  const first = alternatives[0] ?? name;
  // "peanut or vegetable oil" → "peanut oil": the first alternative takes the last one's head word.
  const secondWords = (alternatives[1] ?? "").trim().split(/\s+/);
  const head = secondWords[secondWords.length - 1] ?? "";
  // "olive or canola oil", "low-sodium chicken or vegetable broth": the first alternative (without the lighter kind's
  // words, which are read from the line) with the last one's head word comes before the bare word.
  const firstPlain = first.replace(LIGHTER_ANYWHERE, " ").replace(/[\s,]+/g, " ").trim();
  if (alternatives.length > 1 && firstPlain !== "" && !firstPlain.includes(" ") && head !== "") add(`${firstPlain} ${head}`);
  add(first);
  // "evaporated skim milk": a lighter kind is read from the words (`variantFood`), so the name is tried without them
  // before its parts are ("skim milk" would be milk).
  add(first.replace(LIGHTER_ANYWHERE, " "));
  const withParts = (phrases: readonly string[]) => {
    for (const phrase of phrases) {
      const words = phrase.split(" ");
      // "ricotta cheese", "pepper jack cheese": a name before its class word, when the class is the name's family, is the
      // food; the class word alone ("cheese", SR28's cheddar) is only the kind of it.
      const kindOf = words.length > 1 ? normaliseIngredient(words.slice(0, -1).join(" ")) : "";
      if (kindOf !== "" && ingredientFamily(kindOf) === normaliseIngredient(words[words.length - 1] ?? "")) tried.add(kindOf);
      for (let start = 1; start < words.length; start++) add(words.slice(start).join(" "));
      // "shiitake mushroom caps", "beef tenderloin roast": the food without its cut or part.
      for (let end = words.length - 1; end > 0; end--) add(words.slice(0, end).join(" "));
    }
  };
  withParts([...tried]);
  // "unbleached all-purpose or bread flour", "white or yellow miso paste", "live littleneck or mahogany clams": when the
  // first alternative and its parts name no food, it with the last one's head word, then the last one whole.
  const last = alternatives[alternatives.length - 1] ?? "";
  if (alternatives.length > 1 && head !== "") {
    for (const phrase of [`${first} ${head}`, last]) {
      const before = tried.size;
      add(phrase);
      withParts([...tried].slice(before));
    }
  }
  return [...tried];
}

/**
 * The canonical name the table knows for a line's name (and note), or null. A lighter kind ("reduced-fat shredded
 * cheddar") is its plain food's name: which kind, `resolveFood` reads from the line's words.
 */
export function findFood(table: NutritionTable, name: string, note: string | null = null): string | null {
  // A name the table lacks counts as its family's when the family is itself a food the table knows ("porcini" as
  // mushroom, "caerphilly" as cheese), as the cookbook lets one stand for the other; never a family that is only a kind.
  const known = (phrase: string) => {
    const candidates = candidateNames(phrase);
    const own = candidates.find((candidate) => table.names[candidate] !== undefined);
    if (own !== undefined) return own;
    const family = candidates.map((candidate) => ingredientFamily(candidate)).find((name) => name !== undefined && table.names[name] !== undefined);
    return family ?? null;
  };
  // "greens (mustard, turnip, or kale)": the food is named before the brackets, which only say which kinds.
  const bracket = name.indexOf("(");
  const before = bracket > 0 ? name.slice(0, bracket).trim() : name;
  // "diced tomatoes with basil, garlic, and oregano", "tuna in water", "starter at 100% hydration", "spread to grease tin",
  // "flour for dusting": the food is named before "with", "in", "at", "to" or "for", which say what is in it, what it is
  // packed in, how it is kept or what it is for.
  const withAt = before.search(/\s+(?:with|in|at|to|for)\s+/i);
  const flavoured = withAt > 0 ? known(before.slice(0, withAt)) : null;
  // "veggie burger patties": a patty of a kind the table knows by that name is that kind, not the beef "burger patty" the
  // words end in ("beef burger patty" is still one; "sausage patties" the sausage).
  const patty = PATTY_LAST.exec(before);
  const kind = patty === null || before.slice(0, patty.index).trim() === "" ? "" : normaliseIngredient(before.slice(0, patty.index));
  if (table.names[kind] !== undefined) return kind;
  // British "wholemeal" is whole-wheat: "wholemeal bread", "wholemeal pasta" are SR28's whole-wheat bread and pasta, where
  // the shared names fold the word away ("bread") or keep it for a name the table lacks ("wholemeal pasta" would be pasta).
  // "1 jalapeño chili pepper", "2 serrano chile peppers": a kind before the class word is the pepper of that kind, where the
  // table knows it ("jalapeno pepper", 14 g a pepper), not the 45 g hot chili or the bell pepper the words end in; a colour
  // ("red chili pepper") is no kind of chilli.
  const chilliKind = CHILLI_LAST.exec(before);
  const kindPepper = chilliKind === null || chilliKind.index === 0 ? null : known(`${before.slice(0, chilliKind.index).trim()} pepper`);
  const sweet = chilliKind === null ? null : known("bell pepper");
  // A pepper is a vegetable (SR28's group 11): "ground chilli pepper" is no kind "ground pepper", the spice.
  if (kindPepper !== null && kindPepper !== sweet && table.names[kindPepper]?.food.startsWith("11") === true) return kindPepper;
  // "2 green chile peppers": still a chilli, where the colour and "peppers" would read as a bell pepper.
  if (chilliKind !== null && known(before) === sweet) return known("chilli");
  const asWholeWheat = before.replace(WHOLEMEAL, "whole-wheat");
  const wholeWheat = asWholeWheat === before ? "" : normaliseIngredient(asWholeWheat);
  if (table.names[wholeWheat] !== undefined) return wholeWheat;
  // "12 oz boneless, skinless chicken breast": the food is named after the comma.
  // "4 red mild chillis", "2 green chillis": a plural in -is of a name ending in i ("chilli"), which the shared names keep
  // whole as they keep "hummus" or "iris" (so "green", a part, was found); only a whole name the table knows is taken.
  // Only for a name with such a word: normalising is the costly step of a lookup.
  const withoutS = before.replace(PLURAL_IS, "");
  const singularI = withoutS === before ? "" : normaliseIngredient(withoutS);
  if (table.names[singularI] !== undefined && singularI !== normaliseIngredient(before)) return singularI;
  const found =
    flavoured ??
    known(before) ??
    (bracket > 0 ? known(name) : null) ??
    (note === null ? null : known(`${before} ${note.split(/[,;(]/)[0] ?? ""}`));
  // "1 fillet mackerel, smoked and flaked", "200 g haddock (smoked)": the smoked food the table knows by that name, wherever
  // the line says it is smoked.
  const smoked = found === null || !SMOKED.test(`${name} ${note ?? ""}`) ? undefined : `smoked ${found}`;
  return smoked !== undefined && table.names[smoked] !== undefined ? smoked : found;
}

const SMOKED = /\bsmoked\b/i;

// Anchored on the letter before the s: one word at a time, never a run of letters tried from each start.
const PLURAL_IS = /(?<=\p{L}i)s\b/giu;

const WHOLEMEAL = /\bwholemeal\b/gi;
/** "chili pepper", "chile peppers", "chillies", "chilis": the class word of a hot pepper, last in a name. */
const CHILLI_LAST = /\s+chil(?:l?i|e)(?:e?s)?(?:\s+peppers?)?\s*$/iu;

/** Words that count a food's pieces, written after its name ("pita rounds", "sausage links", "cucumber slices"). */
const PIECE_WORD_LAST = /\s+(?:rounds?|links?|slices?)\s*$/i;
// Anchored on the word, not on the spaces before it: "\s+patty" before "$" backtracks over a run of spaces (recheck).
const PATTY_LAST = /\bpatt(?:y|ies)\s*$/i;

/** "1 can chickpeas, drained and rinsed", "a tin of beans, rinsed": the liquid is poured away. */
export const DRAINED = /\bdrained\b|\brinsed\b/i;

/** "canned", "tinned", "1 can", "2 tins": the food as sold in a can. */
const CANNED_WORDS = /\bcanned\b|\btinned\b|\bcans?\b|\btins?\b/i;

export const COOKED_WORDS = /(?<!un)\b(?:cooked|boiled|steamed|roasted|leftover)\b(?! (?:according|as (?:directed|the package)|per |following|to package))/i;

// "uncooked rice" and "dry pasta" are the food as bought, and so is "rice, cooked according to the package": the cook
// is told to cook what the amount measures. "juice of", "zest", "peel" and "rind" name a part.
// "dried with paper towels", "dried well", "dried on kitchen paper": how the cook dries it, not a dried food.
const DRIED_BY_THE_COOK = String.raw`(?!\s+(?:with|well|off|thoroughly|completely|on|in|using|after|again)\b)`;

const FORM_WORDS: readonly (readonly [Form, RegExp])[] = [
  ["juice", /\bjuice\b|\bjuiced\b/i],
  ["zest", /\bzest(?:ed)?\b|\bpeel\b|\brind\b/i],
  // A fruit candied, crystallised or glacé is mostly sugar: SR28's candied fruit, not the fresh or the dried.
  ["candied", /\bcandied\b|\bcrystalli[sz]ed\b|\bglac[eé]\b/i],
  ["dried", new RegExp(`\\bdried\\b${DRIED_BY_THE_COOK}|\\bdry\\b(?! (?:white|red) wine)`, "i")],
  ["cooked", COOKED_WORDS],
  ["drained", DRAINED],
  ["canned", CANNED_WORDS],
  ["ground", /\bground\b/i],
  ["skinless", /\bskinless\b|\bskin(?:ned|\s+removed|\s+off)\b/i],
  // "bone-in, skin-on chicken thighs": the cut with its skin, where the name's own food is the meat alone.
  ["skin", /\bskin[- ]on\b|\bwith (?:the |its |their )?skins?\b/i],
  // "1 cup frozen chopped spinach": frozen leaves are blanched and packed, five times a cup of loose raw leaves; "fresh or
  // frozen" is the cook's choice, the first.
  ["frozen", /(?<!\bor )\bfrozen\b(?! or\b)/i],
];

// What the line's words ask for, and what stands nearest when the food has no such kind: a cook who asks for
// fat-free sour cream is closer with SR28's light one than with the full-fat one. Part-skim and semi-skimmed are
// reduced fat, not skim; "1%" and "2%" are the milk fats of US low-fat and reduced-fat milk.
const LIGHTER_WORDS: readonly (readonly [RegExp, readonly Lighter[]])[] = [
  [/\bfat[- ]?free\b|\bnon[- ]?fat\b|(?<!\bsemi[- ]|\bpart[- ])\bskim(?:med)?\b|(?<![\d.,])0 ?(?:%|per ?cent\b)|\bzero[- ]fat\b/i, ["fat free", "low fat", "light", "reduced fat"]],
  [/\blow[- ]?fat\b|(?<![\d.,])1 ?(?:%|per ?cent\b)/i, ["low fat", "light", "reduced fat"]],
  // British "half-fat" products have half the usual fat, which is "reduced" (at least 30 % less, Regulation (EC) No
  // 1924/2006, Annex).
  [/\b(?:reduced|less|lower|half)[- ]?fat\b|(?<![\d.,])2 ?(?:%|per ?cent\b)|\bpart[- ]skim(?:med)?\b|\bsemi[- ]skimmed\b/i, ["reduced fat", "light", "low fat"]],
  // "Reduced calorie" is at least 25 % fewer calories than the usual food, "low calorie" at most 40 kcal a serving (21 CFR
  // 101.60(b)(4), (b)(2)): SR28 names such mayonnaises and dressings light.
  // US light cream is "coffee cream or table cream" (21 CFR 131.155), the "thin cream" of old US cookbooks.
  [/\blight\b|\blite\b|\b(?:reduced|low|lower)[- ]?calorie\b|\bcalorie[- ]reduced\b|\b(?:thin|table|coffee) cream\b/i, ["light", "reduced fat", "low fat"]],
  // US "lite soy sauce" is the less salted one; Chinese "light soy sauce" is the thin, regular one.
  [/\b(?:low|lower|reduced|less)[- ]?(?:sodium|salt)\b|\bno[- ]salt(?:[- ]added)?\b|\bunsalted\b|\b(?:salt|sodium)[- ]free\b|\bwithout (?:added )?salt\b|\blite soy\b/i, ["low sodium"]],
];

/** Every lighter kind's words at once, to try a name without them. */
const LIGHTER_ANYWHERE = new RegExp(LIGHTER_WORDS.map(([pattern]) => `(?:${pattern.source})`).join("|"), "gi");

/** "in shell", "in their shells", "shell-on", "shells on", "unshelled", "with the hulls": the food weighed in its shell or hull. */
export const IN_ITS_SHELL = /\b(?:(?:in|with) (?:the |their |its )?(?:shells?|hulls?)|in-shell|shells?[- ]on|unshelled|unhulled)\b/i;

// "0%-fat Greek yoghurt", "Greek-style"; "tuna steaks", "fresh tuna", "ahi tuna": tuna that is not from a can; "live clams",
// "clams in their shells", "shell-on clams": no can holds a shell.
const KIND_WORDS: readonly (readonly [Kind, RegExp])[] = [
  ["greek", /\bgreek\b/i],
  ["fresh", new RegExp(String.raw`\bfresh\b|\braw\b|\blive\b|\bsteaks?\b|\bfillets?\b|\bloins?\b|\bahi\b|\byellowfin\b|\bsashimi\b|${IN_ITS_SHELL.source}`, "i")],
  // US "chili sauce", as American recipes spell it, is the bottled tomato one; a hot, sweet or Asian chili sauce and the
  // British "chilli sauce" are hot sauces.
  ["chili", /(?<!\b(?:hot|sweet|asian|thai|sriracha|garlic|red|green)[ -])\bchili sauce\b/i],
  // Sriracha, sambal, a chilli or chili-garlic sauce or paste, peri-peri, a sweet chili sauce: thick chile sauces, not the
  // thin vinegar pepper sauce (Tabasco, Louisiana) a plain "hot sauce" is.
  ["thick", /\bsriracha\b|\bsambal\b|\bchil(?:l?i|e)(?:[ -]garlic)? (?:sauce|paste)\b|\b(?:peri|piri)[ -]?(?:peri|piri)\b|\bnando'?s\b/i],
  // "lower-fat spread", "sunflower spread", "dairy-free spread": a vegetable oil spread, which the shared names fold into butter.
  ["spread", /\bspreads?\b/i],
  // "whole-wheat linguine", "whole-grain rotini", "wholemeal spaghetti": a pasta of any shape made of whole-grain flour.
  ["wholegrain", /\bwhole[- ]?(?:wheat|grain|meal)\b/i],
  // "light whipping cream": SR28 names a food so (01052, 31 % fat; 21 CFR 131.157, 30 to 36 % milkfat), which the word
  // "light" alone would make light (coffee) cream (01050, 19 %). The name a food is sold and described by wins over its parts.
  ["whipping", /\bwhipping\b/i],
];

/**
 * The SR28 food of the kind the line's words ask for ("skim milk" → nonfat milk, "0% Greek yoghurt" → SR28's nonfat
 * Greek yogurt), when the name lists that kind: a kind the name lists first, then how light.
 */
function variantFood(named: NamedFood, words: string): string | null {
  const variants = named.variants;
  if (variants === undefined) return null;
  const kind = KIND_WORDS.find(([key, pattern]) => pattern.test(words) && Object.keys(variants).some((variant) => variant === key || variant.startsWith(`${key} `)))?.[0];
  for (const [pattern, wanted] of LIGHTER_WORDS) {
    if (!pattern.test(words)) continue;
    const found = wanted.map((lighter): Variant => (kind === undefined ? lighter : `${kind} ${lighter}`)).find((variant) => variants[variant] !== undefined);
    if (found !== undefined) return variants[found] ?? null;
  }
  return kind === undefined ? null : (variants[kind] ?? null);
}

// "90% lean", "93 percent lean", "80/20", "5% fat", "(less than 5% fat)": the lean share a line states, in per cent. Not
// "99% fat-free", which is the lighter kind's words.
const LEAN_SHARE = /\b(\d{2}(?:\.\d+)?) ?(?:%|per ?cent) ?lean\b|\b(\d{2}) ?\/ ?(\d{1,2})\b|(?<![\d.])(\d{1,2}(?:\.\d+)?) ?(?:%|per ?cent) ?fat\b(?![- ]?free)/i;

/** The SR28 food of the lean share the line states, the nearest the name lists (the leaner of two as near), or null. */
function leanShareFood(named: NamedFood, words: string): string | null {
  const shares = named.leanShares;
  const found = shares === undefined ? null : LEAN_SHARE.exec(words);
  if (shares === undefined || found === null) return null;
  const [, lean, ratioLean, ratioFat, fat] = found;
  // "80/20" is a share only when the two make a whole.
  const share = lean !== undefined ? Number(lean) : ratioLean !== undefined ? (Number(ratioLean) + Number(ratioFat) === 100 ? Number(ratioLean) : Number.NaN) : 100 - Number(fat);
  if (!Number.isFinite(share)) return null;
  let nearest: { usda: string; off: number } | null = null;
  for (const [listed, usda] of Object.entries(shares).sort(([a], [b]) => Number(b) - Number(a))) {
    const off = Math.abs(Number(listed) - share);
    if (nearest === null || off < nearest.off) nearest = { usda, off };
  }
  return nearest?.usda ?? null;
}

const cutPatterns = new WeakMap<Readonly<Record<string, string>>, readonly (readonly [RegExp, string])[]>();

/**
 * The SR28 food of the cut a line's name names ("2 lb beef short ribs", "1 leg of lamb", "T-bone steaks"), read from the
 * words before the first comma (a note after it says how the meat is cut, not which cut it is), longest cut first.
 */
function cutNamed(named: NamedFood, text: string): string | null {
  const cuts = named.cuts;
  if (cuts === undefined) return null;
  let patterns = cutPatterns.get(cuts);
  if (patterns === undefined) {
    // Keys are lower-case words (the schema says so), so they need no escaping.
    const keys = Object.keys(cuts).sort((a, b) => b.length - a.length);
    patterns = keys.map((key) => [new RegExp(`\\b${key.split(/[ -]/).join("[ -]?")}s?\\b`, "i"), key] as const);
    cutPatterns.set(cuts, patterns);
  }
  const name = text.split(",")[0] ?? text;
  // "wild sockeye salmon", "wild Alaskan sockeye salmon": of the words before the head, the one nearest it says most, as
  // English orders them (the kind next to the noun, the wider word before it): the cut ending last before any bracket or
  // alternative, the longest of those ending there ("lean back bacon" is lean back, not back).
  const head = name.split(/\(|\bor\b/i)[0] ?? name;
  let nearest: { end: number; key: string } | null = null;
  for (const [pattern, key] of patterns) {
    const match = pattern.exec(head);
    const end = match === null ? -1 : match.index + match[0].length;
    if (end >= 0 && (nearest === null || end > nearest.end)) nearest = { end, key };
  }
  if (nearest !== null) return nearest.key;
  // "pork (belly or shoulder)": the first cut named, as the first of alternatives is the food counted; the longest there.
  let found: { at: number; key: string } | null = null;
  for (const [pattern, key] of patterns) {
    const at = name.search(pattern);
    if (at >= 0 && (found === null || at < found.at)) found = { at, key };
  }
  return found?.key ?? null;
}

/**
 * How a line soaks its food: "dry" when the amount is written before the soak ("250 g kidney beans, soaked overnight":
 * measured, then soaked), "hydrated" when the amount is of the soaked food ("500 g soaked chickpeas").
 */
export type Soaked = "dry" | "hydrated";

const isLegume = (usda: string | undefined): usda is string => usda?.startsWith("16") === true;

/**
 * A pulse a line soaks, which was bought dry, whatever the name counts when nothing is said (canned beans and liquid for
 * "kidney beans", fresh snap beans for "beans"): weighed dry, SR28's raw mature seeds (the name's dried form, or its own food
 * where that is the raw seed, as for lentils); weighed soaked, its boiled seeds, the SR28 food nearest a seed that has taken
 * up its water. A pulse is a name whose dry and boiled foods are both legumes (SR28's food group 16); null for any other.
 */
function soakedPulse(named: NamedFood, soaked: Soaked): string | null {
  const boiled = named.forms?.cooked ?? named.forms?.drained;
  const dry = named.forms?.dried ?? (named.forms?.cooked !== undefined ? named.food : undefined);
  if (!isLegume(boiled) || !isLegume(dry)) return null;
  return soaked === "dry" ? dry : boiled;
}

/**
 * A line's words that say which form of the food it measures: "rinsed, dried, and chopped" is how the herb is washed, not a
 * dried herb; "(or substitute dried shiitake mushrooms)", "(or 2 tsp dried)" name another form the cook may use instead,
 * not the one the amount measures.
 */
function formWords(text: string): string {
  return text.replace(/\b(?:rinsed|washed|patted|pat|towel)(?:,| and)? (?:and )?dr(?:ied|y)\b/gi, "").replace(/\((?:or|substitute)\b[^()]*\)/gi, "");
}

const DRIED_SAID = new RegExp(`\\b(?:dried|dehydrated)\\b${DRIED_BY_THE_COOK}`, "i");

/**
 * "8 dried limes", "1 tbsp dried wakame": a dried food the table does not have. The name lists no dried form (SR28 has
 * none) and its own food is fresh or raw, which a dried one outweighs gram for gram several times over and a fresh piece
 * outweighs piece for piece: the table does not know the food, rather than counting the fresh one.
 */
export function driedUnknown(table: NutritionTable, name: string, text: string): boolean {
  const named = table.names[name];
  if (named === undefined || named.forms?.dried !== undefined || table.foods[named.food]?.fresh !== true) return false;
  return DRIED_SAID.test(formWords(text));
}

/**
 * The SR28 food a line counts for `name`: the form its words name, when the name has one, else the name's own.
 * `weighedAsBought`: the line's amount is of the food as bought, though its words say it is then cooked: pieces ("2 chicken
 * breasts, cooked and shredded", "4 potatoes, boiled"), counted as SR28's raw piece of the raw food (cooking changes their
 * water, not what they hold), or a weight before a note that cooks it ("1 lb chicken breasts, cooked and shredded").
 */
export function resolveFood(table: NutritionTable, name: string, text: string, weighedAsBought = false, soaked: Soaked | null = null): NutritionFood | null {
  const named = table.names[name];
  if (!named) return null;
  const pulse = soaked === null ? null : soakedPulse(named, soaked);
  if (pulse !== null) {
    const seed = table.foods[pulse];
    return seed ? { usda: pulse, ...seed } : null;
  }
  const words = formWords(text);
  // A pulse bought dry and canned ("1 cup lentils, rinsed" before cooking, "1 (15 oz) can lentils, drained") is drained
  // from a can only: its drained form wants the line to name the can or tin.
  const fromCan = named.forms?.canned === undefined || CANNED_WORDS.test(words);
  const said = FORM_WORDS.find(([key, pattern]) => named.forms?.[key] !== undefined && (key !== "drained" || fromCan) && pattern.test(words))?.[0];
  // A food eaten cooked (bacon) is counted by its own rule below.
  const form = said === "cooked" && weighedAsBought && named.eaten === undefined ? undefined : said;
  // A lighter kind is of the food as bought: "nonfat dry milk" is its dried form, already nonfat.
  // A lean share the line states ("90% lean") is surer than a lighter word, and is of the food as bought, as a kind is.
  const variant = form === undefined ? (leanShareFood(named, words) ?? variantFood(named, words)) : null;
  const cut = form === undefined && variant === null ? cutNamed(named, words) : null;
  // A food always eaten in one form (bacon, cooked) is that form when the line names no other kind or cut of it.
  const eaten = named.eaten !== undefined && (form ?? (variant === null && cut === null ? named.eaten.form : undefined)) === named.eaten.form ? named.eaten : undefined;
  const usda = eaten ? (named.forms?.[eaten.form] ?? named.food) : form ? (named.forms?.[form] ?? named.food) : (variant ?? (cut === null ? undefined : named.cuts?.[cut]) ?? named.food);
  const found = table.foods[usda];
  if (!found) return null;
  // A cut sold either way ("lamb shoulder") is weighed without its bone unless the line says bone-in.
  const food: UsdaFood = cut !== null && found.bone === true && named.boneWhenSaid?.includes(cut) === true ? { per100g: found.per100g, density: found.density, refuse: found.refuse, boneIfWhole: true } : found;
  // Piece weights belong to the food as bought; a dried fig or a cooked cup of rice weighs otherwise. A can of beans
  // is still a can when its liquid is poured away (what stays is the name's drained share).
  // The juice or zest of a piece is what the piece yields ("zest of 2 oranges" is no 262 g of peel), where the name says.
  const yielded = form === undefined ? undefined : named.formPieces?.[form];
  // The form a food is eaten in is weighed as bought ("6 slices bacon": six raw slices), then taken at its share.
  // "2 T-bone steaks", "4 sockeye salmon fillets": a cut's own pieces (SR28's "1 steak" of that cut) come before the name's.
  const cutPieces = cut === null ? undefined : named.cutPieces?.[cut];
  const namePieces = cutPieces === undefined ? named.pieces : { ...named.pieces, ...cutPieces };
  const ownPieces = yielded !== undefined ? { each: yielded } : form === undefined || KEEPS_PIECES.has(form) || eaten !== undefined ? namePieces : undefined;
  const pieces = ownPieces === undefined ? undefined : withoutWholeForUnweighedPart(ownPieces, name, words);
  // A skinless cut as bought has lost its skin, not its bone: the bone the cut with skin is weighed with is left out.
  const asBought = form === "skinless" ? table.foods[named.food] : undefined;
  // A cup of skim milk weighs as a cup of milk when SR28 weighs the lighter kind by some other measure only; a cup
  // entered by hand for the name (shredded cheese, yogurt) comes first.
  const plain = variant !== null && food.density === null ? table.foods[named.food] : undefined;
  const cupByHand = ["cup", "tbsp", "tsp"].some((unit) => named.pieces?.[unit] !== undefined);
  const counted: UsdaFood = asBought
    ? { per100g: food.per100g, density: food.density, refuse: asBought.refuse, ...(asBought.bone ? { bone: true } : {}) }
    : plain && !cupByHand
      ? { ...food, density: plain.density }
      : food;
  // A food SR28 gives no volume weight is measured by volume as its kind is (the name's `density`), in the form bought.
  // A cooked cup of a food that lists no cooked form ("1 cup cooked ground turkey") is measured as its kind cooked.
  const cookedUnlisted = form === undefined && named.density !== undefined && named.forms?.cooked === undefined && COOKED_WORDS.test(words);
  const measured =
    (counted.density === null || cookedUnlisted) && named.density !== undefined && (form === undefined || form === "drained" || form === "skinless" || form === "cooked" || form === "canned")
      ? { ...counted, density: named.density }
      : counted;
  // "1 cup shredded cheddar", "½ cup grated Gruyère": a cup of shreds holds less than a cup of cubes, SR28's first cup of
  // most cheeses ("1 cup, diced" 132 g against "1 cup, shredded" 113 g). A form (zest, dried) is weighed as that form.
  const shredded = form === undefined && SHREDDED.test(words) ? (named.shredded ?? found.shredded) : undefined;
  // "½ cup red onion, thinly sliced", "1 cup sliced almonds": a cup of slices holds less than a cup chopped or whole,
  // as SR28 weighs them apart (onion 115 g against 160, almonds 92 g against 143), where SR28 does; a cup entered by
  // hand for the name comes first, as it weighs the name's own cut.
  const sliced = form === undefined && shredded === undefined && !cupByHand && SLICED.test(words) ? found.sliced : undefined;
  // "1 cup whipped cream" is the whipped cup (120 g); "1 cup heavy cream, whipped" is measured poured, then whipped.
  const whipped = form === undefined && /\bwhipped\b/.test(name) ? found.whipped : undefined;
  // "½ cup flax meal", "2 tbsp ground flaxseed": a spoon of ground seed holds less than a spoon of whole seed, as SR28
  // weighs them apart under the one food (7.0 g against 10.3 g a tablespoon of flaxseed).
  const ground = form === undefined && named.ground !== undefined && GROUND.test(words) ? named.ground : undefined;
  return {
    ...measured,
    ...((shredded ?? sliced ?? whipped ?? ground) !== undefined ? { density: shredded ?? sliced ?? whipped ?? ground } : {}),
    usda,
    ...(pieces ? { pieces } : {}),
    ...(pieces === namePieces && named.inches !== undefined ? { inches: named.inches } : {}),
    ...(named.drained !== undefined ? { drained: named.drained } : {}),
    ...(eaten !== undefined ? { eatenShare: eaten.share } : {}),
  };
}

/** The pieces a count falls back on when its words name no piece of their own: the food whole, by its size. */
const WHOLE_PIECES = ["each", "small", "medium", "large", "head", "bulb"] as const;

/**
 * "4 duck legs", "2 turkey necks": a count of a part of the animal (a meat or fish name only: "2 celery ribs" are stalks) that the name's pieces do not weigh (a part its own name
 * does not already say, as "pork chop" says chop) is no count of the name's whole piece, which for a bird is the bird or half
 * of it ("1 duck" is SR28's half duck, 303 g, twice): the whole piece, its sizes and a piece named by the animal's own word are
 * left out, so the line says it has no weight rather than counting a bird for each leg.
 */
function withoutWholeForUnweighedPart(pieces: Readonly<Record<string, number>>, name: string, words: string): Readonly<Record<string, number>> {
  if (!isMeatOrFish(name)) return pieces;
  const own = namedCuts(name);
  const parts = [...namedCuts(words)].filter((part) => !own.has(part));
  if (parts.length === 0 || parts.some((part) => pieces[part] !== undefined)) return pieces;
  // "duck" in "2 duck thighs" is the whole bird's own word, as SR28 weighs it ("0.5 duck"), not a piece of the thigh.
  const nameWords = new Set(name.split(" ").map(singularise));
  // "chop" in "4 pork loin chops" is the piece "pork chop" names, which the part ("loin") is of: it stays.
  return Object.fromEntries(Object.entries(pieces).filter(([key]) => !(WHOLE_PIECES as readonly string[]).includes(key) && !(nameWords.has(key) && !own.has(key))));
}

const SHREDDED = /\b(?:shredded|grated)\b/i;
const GROUND = /\b(?:ground|meal|milled)\b/i;
const SLICED = /\bslic(?:ed|es)\b/i;

/** A piece weight the line names by its own word ("pork chops", "chicken breasts", "new potatoes", "8 pieces"). */
function namedPiece(words: string, pieces: Readonly<Record<string, number>>): number | null {
  const written = new Set(words.toLowerCase().split(/[^a-z]+/).filter(Boolean).flatMap((word) => [word, singularise(word)]));
  // A part of a piece ("cut into slices") is counted only as the portion's `part`, which the name decides.
  const key = Object.keys(pieces).find((piece) => piece !== "each" && !(piece in PART_INSTEAD) && written.has(piece));
  return key === undefined ? null : (pieces[key] ?? null);
}

/**
 * The parts a piece is cut into that a line can count ("8 tomato slices", "4 lemon wedges", "6 pineapple rings"), each with
 * the part weighed instead when the food has no weight of its own for it: SR28 weighs a pineapple's or a sweet pepper's
 * ring as its slice ("slice or ring", 09267), an onion's rings apart (11282, "10 rings" 60 g).
 */
const PART_INSTEAD: Readonly<Record<PartOfAPiece, PartOfAPiece | null>> = { slice: null, wedge: null, ring: "slice" };
export type PartOfAPiece = "slice" | "wedge" | "ring";

/** The part of a piece a name ends in ("thin cucumber slices", "lemon wedge"), which the name counts. */
const PART_LAST = /\b(slice|wedge|ring)s?\s*$/i;

/**
 * The part of a piece a line's name counts ("8 tomato slices", "4 lemon wedges"), from the name's first alternative: in
 * "2 spring onions or a slice of onion" the onions are counted, and a note ("1 pineapple, cut into slices") says how the
 * counted pieces are cut.
 */
export function partCounted(name: string): PartOfAPiece | null {
  const first = name.split(/\s+or\s+|[,(]/)[0] ?? name;
  return (PART_LAST.exec(first)?.[1]?.toLowerCase() as PartOfAPiece | undefined) ?? null;
}

/** The sized piece whose inches across are nearest those the line writes ("(10-inch) tortillas" are the large ones). */
function pieceByInches(inches: number | undefined, sizes: Readonly<Record<string, number>> | undefined, pieces: Readonly<Record<string, number>>): number | null {
  if (inches === undefined || sizes === undefined) return null;
  let nearest: { size: string; off: number } | null = null;
  for (const [size, across] of Object.entries(sizes)) {
    const off = Math.abs(across - inches);
    if (nearest === null || off < nearest.off) nearest = { size, off };
  }
  return nearest === null ? null : (pieces[nearest.size] ?? null);
}

/** g/ml from a hand-entered spoon or cup weight when SR28's abbreviated file has none. */
function densityFromPieces(pieces: Readonly<Record<string, number>>, millilitres: Readonly<Record<string, number>>): number | null {
  for (const unit of ["cup", "tbsp", "tsp"]) {
    const grams = pieces[unit];
    const ml = millilitres[unit];
    if (grams !== undefined && ml !== undefined) return grams / ml;
  }
  return null;
}

/**
 * Grams of `food` in a portion, or null when the table cannot say (a volume of a food with no density,
 * a piece with no weight). `millilitres` gives the spoon and cup volumes for hand-entered volume weights.
 */
export function gramsOfPortion(portion: Portion, food: NutritionFood, table: NutritionTable, millilitres: Readonly<Record<string, number>>): number | null {
  const pieces = food.pieces ?? {};
  switch (portion.kind) {
    case "weight":
      return portion.grams;
    case "volume": {
      const density = food.density ?? densityFromPieces(pieces, millilitres);
      return density === null ? null : portion.ml * density;
    }
    case "count": {
      if (portion.unit !== null) {
        const each = pieces[portion.unit] ?? table.units[portion.unit] ?? null;
        // "4 pieces red bell peppers": a piece of a food weighed by the piece, with no "piece" of its own, is one of it.
        if (each !== null || portion.unit !== "piece") return each === null ? null : portion.count * each;
      }
      // "8 tomato slices", "4 lemon wedges": the part the name counts, or no weight at all, never the whole piece.
      if (portion.part !== undefined) {
        const instead = PART_INSTEAD[portion.part];
        const part = pieces[portion.part] ?? (instead === null ? undefined : pieces[instead]);
        return part === undefined ? null : portion.count * part;
      }
      const sized = portion.size === null ? undefined : pieces[portion.size];
      // "1 cabbage", "2 fennel": a food weighed by the head or bulb is counted in them.
      const each = pieceByInches(portion.inches, food.inches, pieces) ?? namedPiece(portion.words, pieces) ?? sized ?? pieces.each ?? pieces.medium ?? pieces.head ?? pieces.bulb ?? null;
      return each === null ? null : portion.count * each;
    }
  }
}

export function nutrientsOf(grams: number, food: UsdaFood): Nutrients {
  return food.per100g.map((value) => (value * grams) / 100) as unknown as Nutrients;
}

export function addNutrients(a: Nutrients, b: Nutrients): Nutrients {
  return a.map((value, index) => value + (b[index] ?? 0)) as unknown as Nutrients;
}

export function scaleNutrients(values: Nutrients, factor: number): Nutrients {
  return values.map((value) => value * factor) as unknown as Nutrients;
}

/** Salt (g) from sodium (mg), as food labels reckon it. */
export function saltFromSodium(sodiumMg: number): number {
  return (sodiumMg * 2.5) / 1000;
}

const round = (value: number) => Math.round(value);
const roundOne = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);

/** schema.org NutritionInformation for one serving ("520 kcal", "32 g", "480 mg"), as Mealie and Tandoor import it. */
export function nutritionInformation(perServing: Nutrients): Record<string, string> {
  const [kcal, protein, fat, saturated, carbohydrate, sugars, fibre, sodium] = perServing;
  return {
    "@type": "NutritionInformation",
    servingSize: "1 serving",
    calories: `${round(kcal)} kcal`,
    proteinContent: `${roundOne(protein)} g`,
    fatContent: `${roundOne(fat)} g`,
    saturatedFatContent: `${roundOne(saturated)} g`,
    carbohydrateContent: `${roundOne(carbohydrate)} g`,
    sugarContent: `${roundOne(sugars)} g`,
    fiberContent: `${roundOne(fibre)} g`,
    sodiumContent: `${round(sodium)} mg`,
  };
}

/** Grams or kcal as shown in the panel: whole numbers from 10 up, one decimal below. */
export function formatAmount(value: number): string {
  return String(roundOne(value));
}
