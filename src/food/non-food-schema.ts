import { z } from "zod";

/**
 * The shape of data/non-food.json: things that are not food, by kind, and the real foods whose names
 * contain one of them ("baker's ammonia", "lye water", "rock salt"). Checked by src/food/non-food.test.ts;
 * the page imports the JSON with this type only, so zod never ships in its bundle.
 */
const phrase = z.string().min(1).regex(/^[a-z0-9][a-z0-9 ]*$/, "lower-case words, no punctuation");

export const nonFoodSchema = z.strictObject({
  /** Household, chemical, medical, fuel, garden, pet-food, poisonous and inedible things, by kind: never an ingredient. */
  nonFood: z.record(z.string().min(1), z.array(phrase).min(1)),
  /** Words refused only in exactly this form, where the singular is a food's name: "meths" (but "meth" is rice bean in Hindi), "rocks". */
  exactWords: z.array(z.string().regex(/^[a-z0-9]+$/, "one lower-case word")),
  /**
   * Word endings that name a whole class: a medicine by the stem of its International Nonproprietary Name (WHO,
   * "The use of stems in the selection of INN": -cillin penicillins, -prazole, -statin, -sartan, -olol…; not a
   * stem any food word ends in, so no -olone for provolone nor -terol for cholesterol) and a biocide by "-cide".
   * A word refused by its ending is at least two letters longer than it ("April" is no -pril).
   */
  endings: z.record(z.string().min(1), z.array(z.string().regex(/^[a-z]{3,}$/, "a lower-case ending of three letters or more")).min(1)),
  /** Real foods and cooking ingredients whose names hold a non-food phrase: they are never refused. */
  foods: z.array(phrase),
});

export type NonFoodData = z.infer<typeof nonFoodSchema>;
