import { z } from "zod";

/**
 * The shape of data/ingredient-kinds.json: what kind of food each canonical ingredient name is. Checked
 * by src/food/ingredient-kinds.test.ts; the code imports the JSON with this type only.
 */
import { KINDS, type Kind } from "./ingredient-kinds.ts";

export { KINDS, type Kind };

const word = z.string().min(1).regex(/^[a-z0-9][a-z0-9 '-]*$/, "lower-case words");

export const ingredientKindsSchema = z.strictObject({
  about: z.string(),
  kinds: z.strictObject(Object.fromEntries(KINDS.map((kind) => [kind, z.array(word)])) as Record<Kind, z.ZodArray<typeof word>>),
});

export type IngredientKindsData = z.infer<typeof ingredientKindsSchema>;
