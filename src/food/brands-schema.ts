import { z } from "zod";
import { writtenName } from "./retailers-schema.ts";

/**
 * The shape of data/brands.json: the manufacturers' brands that cooks write beside a food ("Birds Eye peas", "Heinz baked
 * beans", "Tilda basmati rice"). Checked by src/food/ingredient-asides.test.ts; the code imports the JSON with this type only,
 * so zod never ships in the page's bundle.
 */

export const brandsSchema = z.strictObject({
  about: z.string().min(1),
  /** Makers' brands that are no part of the food's name: never a food alone, a free-from word or a word of a food's name. */
  brands: z.array(writtenName).min(1),
  /** Brands that are the food when written alone ("Lurpak", "Hellmann's"): each an alias in data/ingredient-names.json. */
  brandFoods: z.array(writtenName).min(1),
  /**
   * Makers whose meat and fish come only in a tin or a pouch ("John West", "Glenryck"): a meat or fish typed with one is
   * typed as tinned. Each with its source, or "known as a cook: …" where none was to hand.
   */
  tinnedMeatAndFish: z.array(z.strictObject({ brand: writtenName, source: z.string().min(1) })).min(1),
});

export type BrandsData = z.infer<typeof brandsSchema>;
