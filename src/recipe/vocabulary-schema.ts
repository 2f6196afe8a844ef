import { z } from "zod";

/**
 * The shape of data/recipe-vocabulary.json: the words recipes write amounts with. Checked by
 * src/recipe/vocabulary.test.ts; the page imports the JSON with this type only, so zod never ships in
 * its bundle. Units start from parse-ingredient's own table (`unitsOfMeasure`); this file only adds,
 * respells, renames or removes.
 */
const word = z.string().min(1).max(30);
const unitType = z.enum(["volume", "mass", "length", "count", "other"]);
const conversionFactor = z.union([z.number().positive(), z.strictObject({ us: z.number().positive().optional(), imperial: z.number().positive().optional(), metric: z.number().positive().optional() })]);

export const recipeVocabularySchema = z.strictObject({
  units: z.strictObject({
    /** parse-ingredient units that recipes do not mean ("large" is a size; "m" is rarely a metre in a recipe). */
    excluded: z.array(word),
    /** Units parse-ingredient does not know, in its own definition format. */
    added: z.record(word, z.strictObject({ short: word, plural: word, alternates: z.array(word).optional(), type: unitType, conversionFactor: conversionFactor.optional() })),
    /** More ways to write a known unit ("litre", "tbs"). */
    spellings: z.record(word, z.array(word)),
    /** Abbreviations written in a plural form ("lbs") → their singular ("lb"), to agree with a new amount. */
    plurals: z.record(word, word),
    /** The unit's name in a read recipe when it is not its id: "tablespoon" → "tbsp" (so "cup", "tin" stay as they are). */
    canonical: z.record(word, word),
    /** Metric units: amounts in them round to a scale's steps, and the metric view keeps them. */
    metric: z.array(word),
    /** Units read "N unit of X" when the cookbook writes a line: "1 x 400 g can of chickpeas". */
    readWithOf: z.array(word),
    /** Sizes of the thing, between the number and a piece or container: "1 large can" counts cans (the unit is then what is counted). */
    sizes: z.array(word),
    /** Words about the measure, between the number and the unit: "2 heaped tbsp", "1/3 heaping cup". */
    measureWords: z.array(word),
  }),
  /** Words naming a piece of an ingredient, read after its name: "3 garlic cloves", "8 chicken thighs". */
  pieceWords: z.array(word),
  /** Amounts written as words: "a pinch", "one onion", "half a lemon". */
  numberWords: z.record(word, z.number().positive()),
  /** Names that begin with a number word, which is then no amount: "five spice", "half and half". */
  namesWithNumberWords: z.array(word),
  /** After a number word these mean "some", not one: "a little oil", "a few leaves". */
  vagueAfterWord: z.array(word),
  /** Words before an amount that leave it as it is: "about 2 cups", "heaped tbsp". */
  approximately: z.array(word),
  /** What joins the two ends of a range: "2-3", "2 to 3", "1 or 2". */
  rangeSeparators: z.array(word),
  /** The fractions a kitchen measures in, as written when an amount is rewritten. */
  kitchenFractions: z.array(z.string().length(1)),
  /** Units of time in steps and stated times, with their length in seconds. */
  durations: z.record(word, z.strictObject({ seconds: z.number().positive(), words: z.array(word).min(1) })),
  /**
   * What a timer is named by ("Step 3 · simmer"): the verbs that govern a duration in a step, one or two
   * words as written in their base form; a verb right after one of `nounAfter` is a noun ("over a medium
   * heat"); `fallback` when a step names none.
   */
  timerActions: z.strictObject({ verbs: z.array(word).min(1), nounAfter: z.array(word), fallback: word }),
  /** The oven settings cooks use, one row per oven: a temperature in one scale reads as the same row's in the other. */
  ovenTemperatures: z.array(z.strictObject({ fahrenheit: z.number().int(), celsius: z.number().int(), gasMark: z.string().min(1) })).min(1),
});

export type RecipeVocabularyData = z.infer<typeof recipeVocabularySchema>;
