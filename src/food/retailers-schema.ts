import { z } from "zod";

/**
 * The shape of data/retailers.json: the supermarket chains and their own ranges that cooks write beside a food ("Tesco
 * chicken thighs", "Aldi halloumi", "lamb mince 500g Woolies"). Checked by src/food/ingredient-asides.test.ts; the code imports the
 * JSON with this type only, so zod never ships in the page's bundle.
 */
/** A shop's, a range's or a maker's name as it writes it: letters and digits, spaces, apostrophes, "&" and hyphens. */
export const writtenName = z.string().min(1).regex(/^[A-Za-z0-9][A-Za-z0-9 '&-]*$/, "a name as its owner writes it");

export const retailersSchema = z.strictObject({
  about: z.string().min(1),
  /** Supermarket chains and the names shoppers shorten them to ("Woolies", "PnP"). */
  retailers: z.array(writtenName).min(1),
  /** The names of a chain's own ranges ("own brand", "value", "finest", "taste the difference"). */
  rangeWords: z.array(writtenName).min(1),
});

export type RetailersData = z.infer<typeof retailersSchema>;
