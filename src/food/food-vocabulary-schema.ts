import { z } from "zod";
import { KINDS } from "./ingredient-kinds.ts";

/**
 * The shape of data/food-vocabulary.json, built from USDA SR28 by scripts/build-food-vocabulary.ts and
 * checked by src/food/food-vocabulary.test.ts; the code imports the JSON with this type only.
 */
const word = z.string().regex(/^[a-z][a-z -]*$/, "lower-case words");

export const foodVocabularySchema = z.strictObject({
  about: z.string(),
  /** Every food name by its kind (data/ingredient-kinds.json's kinds). */
  kinds: z.partialRecord(z.enum(KINDS), z.array(word)),
  /** A vegetable → the family of the part of the plant it is ("leafy green", "root vegetable"); a fish → white or oily fish by its fat. */
  families: z.record(word, word),
  /** USDA's common names → the name they are another word for. */
  aliases: z.record(word, word),
  cutWords: z.array(word),
  /** The cut words SR28 uses for beef alone, or nearly ("steak", "chuck", "brisket"): a name otherwise unknown that holds one is beef. */
  beefCutWords: z.array(word),
  /** The cut words SR28 uses for poultry alone ("wing", "thigh"): no beef, pork, lamb or game animal has such a cut. */
  birdCutWords: z.array(word),
});

/** As the code reads the file: its kinds are checked against KINDS by the test, not by the type. */
export type FoodVocabulary = { about: string; kinds: Record<string, string[]>; families: Record<string, string>; aliases: Record<string, string>; cutWords: string[]; beefCutWords: string[]; birdCutWords: string[] };
