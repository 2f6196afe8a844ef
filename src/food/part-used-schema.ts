import { z } from "zod";

/**
 * The shape of data/part-used.json: the words that say a food is part-used, opened or cut ("half a cabbage", "bamboo
 * shoot tin (opened)", "the rest of the cream"). Checked by src/cookbook/fresh-sides.test.ts; the name reader
 * (src/food/ingredient-names.ts, the one place that reads these words, for the ranking too) imports the JSON with this type
 * only, so zod never ships in the page's bundle.
 */
const word = z.string().min(1).regex(/^[a-z0-9½][a-z0-9½ '/-]*$/, "lower-case words");

export const partUsedSchema = z.strictObject({
  about: z.string(),
  /** Words or phrases that say some of the food is gone: what is left is open or cut. */
  words: z.array(word).min(1),
  /** Words after "half" that make it an amount or a name ("half a dozen", "half and half"), not a part left. */
  notAfterHalf: z.array(word),
});

export type PartUsedData = z.infer<typeof partUsedSchema>;
