import { z } from "zod";

/**
 * The shape of data/ready-sauces.json: bought sauces, pastes and marinades, the dishes made of each, and the lines of such a
 * dish the jar stands for. Checked by src/food/ready-sauces.test.ts; the code imports the JSON with this type only, so zod
 * never ships in the page's bundle.
 */
const word = z.string().min(1).regex(/^[a-z0-9][a-z0-9 '-]*$/, "lower-case words");

export const readySaucesSchema = z.strictObject({
  about: z.string().min(1),
  sauces: z
    .array(
      z.strictObject({
        /** The sauce's canonical name, as data/ingredient-names.json reads every way of typing it. */
        name: word,
        /** What the jar usually holds that someone must avoid, by data/allergens.json's ids ("tree-nuts", "dairy"). */
        allergens: z.array(word).optional(),
        /** The words a dish of this sauce is called by, each phrase's words in order in its title ("green curry"). */
        dishes: z.array(word).min(1),
        /** The canonical names of the lines such a dish uses to make the sauce: what the jar stands for there. */
        covers: z.array(word).min(1),
        /** Why no dish of the sauce is in the cookbook, where none is. */
        noDish: z.string().min(1).optional(),
      }),
    )
    .min(1),
});

export type ReadySaucesData = z.infer<typeof readySaucesSchema>;
