import { z } from "zod";

/**
 * The shape of data/brands.json: the manufacturers' brands that cooks write beside a food ("Birds Eye peas", "Heinz baked
 * beans", "Tilda basmati rice"). Checked by src/food/ingredient-asides.test.ts; the code imports the JSON with this type only,
 * so zod never ships in the page's bundle.
 */
const brand = z.string().min(1).regex(/^[A-Za-z0-9][A-Za-z0-9 '&-]*$/, "a brand's name as it writes it");

export const brandsSchema = z.strictObject({
  about: z.string().min(1),
  /** Makers' brands that are no part of the food's name: never a food alone, a free-from word or a word of a food's name. */
  brands: z.array(brand).min(1),
  /** Brands that are the food when written alone ("Lurpak", "Hellmann's"): each an alias in data/ingredient-names.json. */
  brandFoods: z.array(brand).min(1),
});

export type BrandsData = z.infer<typeof brandsSchema>;
