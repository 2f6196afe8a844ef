import { z } from "zod";

/**
 * The shape of data/ingredient-names.json: the names cooks type for ingredients, read by the cookbook,
 * the recipe tools and (through them) every part of the product that asks "what is this ingredient?".
 * Checked by src/food/ingredient-names.test.ts; the page imports the JSON with this type only, so zod
 * never ships in its bundle.
 */
const word = z.string().min(1).regex(/^[a-z0-9][a-z0-9 '-]*$/, "lower-case words");

export const ingredientNamesSchema = z.strictObject({
  /** Staples every kitchen is assumed to have: never reported as missing, never a match on their own. */
  pantryStaples: z.array(word),
  /** Canonical name, then the spellings, regional names and shop names that mean it. */
  synonyms: z.array(z.strictObject({ name: word, aliases: z.array(word) })),
  /** A specific ingredient → the general word a visitor might type for it ("cheddar" → "cheese"). */
  families: z.record(word, word),
  /**
   * A name no recipe is built on → the everyday ingredient it cooks as ("pheasant" → chicken, "goat" →
   * lamb, "tempeh" → tofu): it gives the cook what that one gives, never the other way round.
   */
  standsInFor: z.record(word, word),
  /**
   * Meat-free foods named after a meat ("Quorn chicken pieces", "vegetarian sausages", "meat-free chicken"):
   * the words that say so, the meat-free food for a form of meat (mince → quorn mince; any other, `pieces`),
   * and the names already meat-free (never read as a meat-free version of themselves).
   */
  meatFree: z.strictObject({ words: z.array(word), forms: z.record(word, word), pieces: word, foods: z.array(word) }),
  /**
   * A cooked dish typed as left over → the cooked meat it is ("leftover chilli" is chilli con carne, so
   * minced beef, not a chilli pepper; "leftover curry" is chicken). A meat named before the dish wins
   * ("leftover lamb curry" is lamb). Read only beside a word for left over, so "chilli" stays a pepper.
   */
  leftoverDishes: z.record(word, word),
  /**
   * Pork typed as cured or smoked ("smoked pork collar", "cured pork loin") where the whole name is unknown: the words
   * that say so (SR28's), the meat, the cured food it cooks as (a gammon, so ham), and the cuts cured as another
   * (belly is bacon).
   */
  cured: z.strictObject({ words: z.array(word), meat: word, as: word, cuts: z.record(word, word) }),
  /**
   * A meat that cooks as another, typed minced ("kangaroo mince", "minced venison", "ground bison"): the words that say so,
   * and the word the everyday meats' minced names begin with ("ground beef"), which the minced meat cooks as.
   */
  minced: z.strictObject({ words: z.array(word), as: word }),
  /**
   * Food sold in a tin, typed without the word "tin" (decision 015, eighth session, cookbook26c): the foods shops sell
   * only tinned (pilchards in the UK and South Africa), tinned unless typed with one of the words that say fresh; and what
   * a fish or a fruit is packed in ("sardines in oil", "tuna in brine", "pilchards in tomato sauce"), which says a tin.
   * `tinWords`: the words of a tin or can themselves, read by the name reader and the cookbook's weights alike.
   * `freshForms` (decision 015, ninth session, cookbook27c): the forms a fish is bought in at the counter, never in a tin
   * ("whole mackerel", "2 mackerel fillets", "tuna steaks"): a meat or fish typed in one, and not as tinned, is typed fresh,
   * as with a word of `freshWords`; not for a food shops sell only tinned, whose fillets come in tins too.
   */
  soldTinned: z.strictObject({ tinWords: z.array(word).min(1), foods: z.array(word), freshWords: z.array(word), freshForms: z.array(word).min(1), packedIn: z.array(word) }),
  /** Meat grades (USDA's, in SR28's descriptions, and Canada's), which say how a meat was graded, not what it is. */
  grades: z.array(word),
  /** Families whose members stand in for one another ("leafy green": chard for spinach). */
  standInFamilies: z.array(word),
  /** Words naming a cut or form of a meat or fish that USDA's descriptions do not use ("shin", "cutlet"). */
  cutWords: z.array(word),
  /**
   * What a cook writes beside an item to say it must go ("going soft", "(wilting)", "use by today", "needs using"):
   * never part of the food's name, and the item so marked weighs first (decision 015, "fourth session").
   */
  useUpMarks: z.array(word),
  /**
   * Food cooked and left over (decision 015, "eighth session, cookbook26a"): the words that say so ("leftover", "left
   * over"), and a time it was cooked at after a word that points there ("rice from last night", "curry made on Sunday",
   * "roast from the weekend"): `before` the time, its `times` (a day, a meal, a part of the day), and `fillers` that may
   * stand among them ("the other", "last", "a few … ago"). Read by the name reader (`typedProvenance`, `typedLeftover`)
   * and the cookbook's weights; checked by src/cookbook/leftovers-by-time.test.ts.
   */
  leftover: z.strictObject({ words: z.array(word).min(1), fromTime: z.strictObject({ before: z.array(word).min(1), times: z.array(word).min(1), fillers: z.array(word) }) }),
  /**
   * Words that point at a share of an item, the subject of a use-up mark written after them ("avocados x4, one going soft",
   * "strawberries some going mouldy"): the mark is the item's (decision 015, "eighth session, cookbook26a").
   */
  useUpShares: z.array(word),
  /**
   * Words that open a cook's remark after a food's name, and never stand inside one after its head (decision 015, ninth
   * session, cookbook27c): English puts no article, preposition, auxiliary or adverb inside a noun compound, so after the
   * food they begin what is said of it ("head of brocoli going yellow", "carrots a bit sad", "leeks bought Monday", "milk
   * that needs using"). `words` are those of closed classes; `endings` those of a participle or an adverb ("going",
   * "opened", "slightly"), for words of at least `endingsFrom` letters. Read only when the whole item names no food: the
   * food before the remark is read, and what the remark means is not guessed (it is no use-up mark).
   */
  remarkOpeners: z.strictObject({ words: z.array(word).min(1), endings: z.array(word).min(1), endingsFrom: z.number().int().min(4), blemishes: z.array(word).min(1), blemishWords: z.array(word).min(1) }),
  /**
   * Words that say what a food lacks ("no", "without", "low", "reduced"; decision 015, ninth session, reader28): after a
   * food's name they open a phrase naming what it has none or less of ("yogurt, no sugar", "stock without salt", "milk,
   * low fat"), and that food is never the item: the food before them is.
   */
  lackWords: z.array(word).min(1),
  /** Words that describe preparation or size rather than the ingredient itself. */
  descriptors: z.array(word),
  /** Leading words that measure rather than name: "a handful of", "2 tins of". */
  quantityWords: z.array(word),
  /**
   * What a food is bought in or as (a bunch, a tub, a pack), among the quantity words: typed after the name with no number
   * ("methi bunch", "cream cheese tub", "sausages x2 packs") it still says how much, never what (decision 015, sixth session).
   */
  soldInWords: z.array(word),
  /** Units that measure only after a number: "500 grams flour" but "gram flour". */
  unitWords: z.array(word),
  /** Words ending in "s" that are already singular. */
  invariantWords: z.array(word),
  /** Plural → singular where the rules get it wrong. */
  irregularPlurals: z.record(word, word),
});

export type IngredientNamesData = z.infer<typeof ingredientNamesSchema>;
