import { z } from "zod";

/**
 * The shape of data/off-synonyms-reviewed.json: the Open Food Facts taxonomy's synonyms that the tables count as a species of
 * their own, given for a headword they do not know, each reviewed (decision 015, ninth session, reader28). Read by
 * scripts/build-food-vocabulary.ts; checked by src/food/off-synonyms.test.ts.
 */
const pair = z.strictObject({ name: z.string().min(1), synonym: z.string().min(1), why: z.string().min(10) });

export const offSynonymsSchema = z.strictObject({
  about: z.string(),
  /** Another name of the same food: read as it. */
  sameFood: z.array(pair),
  /** Another species: the headword is read without it (its parent or its class's family). */
  anotherFood: z.array(pair),
});
