import { z } from "zod";
import { FORMS, VARIANTS } from "./nutrition.ts";

/**
 * The shape of data/nutrition-foods.json: which USDA SR28 food each canonical ingredient name is, and the
 * piece weights SR28's abbreviated file lacks. Checked by scripts/build-nutrition.ts (which builds the
 * table the page loads) and by src/food/nutrition.test.ts; zod never ships in the page.
 */
const name = z.string().min(1).regex(/^[a-z0-9][a-z0-9 '-]*$/, "lower-case words");
// Up to a whole bird: SR28 weighs one turkey at 5,002 g.
const grams = z.number().positive().max(6000);
const ndb = z.string().regex(/^\d{5}$/);
/** A share of the line itself, or of the food it is used on (the coated or fried food's weight). */
const retainedShare = z.strictObject({ share: z.number().positive().max(1), of: z.enum(["line", "food"]), source: z.string().min(20) });

export const nutritionFoodsSchema = z.strictObject({
  source: z.string().min(1),
  /** Grams for a unit when the food has no weight of its own for it ("a pinch", "a handful", "a can"). */
  units: z.record(name, grams),
  /** Units that count a food's own whole pieces, not a container it is sold in ("1 (3 lb) head cauliflower"), with why. */
  wholePieces: z.strictObject({ units: z.array(name).min(1), source: z.string().min(20) }),
  /** Why the equipment list is here and how it is read. */
  equipmentNote: z.string().min(20),
  /** Kitchen equipment a recipe may list with its ingredients ("skewers", "baking paper"): no food, so not a line to count. */
  equipment: z.array(name).min(1),
  /** Names that are another food when a line measures them by the spoon or the pinch, with why ("soda" in old cookbooks is baking soda; by the can or the cup it is a drink). */
  bySpoon: z.strictObject({ names: z.record(name, name), source: z.string().min(20) }),
  /** Trace amounts written in words ("few grains cayenne", "a few drops of vanilla"), each counted as a small weight, with the convention it follows. */
  traces: z.array(z.strictObject({ phrase: name, grams, source: z.string().min(20) })).min(1),
  /** What stays in the dish of a line the method partly discards (Retained in ./nutrition.ts), each figure with its source. */
  retained: z.strictObject({ marinade: retainedShare, coating: retainedShare, frying: retainedShare, boiling: retainedShare, boilingOil: retainedShare, brine: retainedShare }),
  /** The SR28 food whose volume weight measures a meat or fish that has none of its own ("1 cup diced cooked pork"), with why. */
  meatAndFishVolume: z.strictObject({ usda: ndb, sr28: z.string().min(1), source: z.string().min(20) }),
  /**
   * How a pulse SR28 describes as dry seeds counts from a can or tin ("1 (15 oz) can lentils, drained"): the share of the
   * can that stays once drained and the weight of a can of no stated size, with their source.
   */
  cannedPulses: z.strictObject({ drained: z.number().positive().max(1), can: grams, source: z.string().min(20) }),
  /**
   * SR28's household weights (its full weight table, WEIGHT.txt) that weigh the edible yield of a food bought in its shell
   * ("1 lb (with shell), yield after shell removed" 68 g of raw clams), by SR28 number, as SR28 words them: a weight of
   * such a food in its shell counts that share, where SR28's refuse of the food (its meat) is none. With their source.
   */
  shellYields: z.strictObject({ foods: z.record(ndb, z.strictObject({ measure: z.string().min(1), grams })), source: z.string().min(20) }),
  /** Grams of a cup of raw ground meat, packed, with its source (SR28 weighs raw ground meats by the ounce only). */
  groundMeatVolume: z.strictObject({ grams, source: z.string().min(20) }),
  foods: z.array(
    z.strictObject({
      /** The canonical ingredient name (src/food/ingredient-names.ts), which the table is keyed by. */
      name,
      /** The SR28 NDB number. */
      usda: ndb,
      /** SR28's own description of that food, checked by the build: the reviewed choice, readable in the file. */
      sr28: z.string().min(1),
      /** Grams of one piece: "each", sizes ("medium"), or a unit ("clove", "slice", "can", "bunch"). */
      pieces: z.record(name, grams).optional(),
      /**
       * Grams of a cup of the food shredded or grated, where SR28's own volume weight is of another cut ("1 cup, diced"):
       * "1 cup shredded cheddar" is lighter than a cup of cubes. With its source in `note`.
       */
      shreddedCup: grams.optional(),
      /**
       * Grams of a tablespoon of the food ground or milled, where SR28 weighs it ground apart from whole under one food
       * (flaxseed, 12220: "1 tbsp, ground" 7.0 g against "1 tbsp, whole" 10.3 g): "2 tbsp flax meal" is lighter than two
       * spoons of seed. With its source in `note`.
       */
      groundTbsp: grams.optional(),
      /** Grams a line that gives no amount counts, for a food used by a usual amount ("Water", "Cooking spray"). */
      unmeasured: z.number().min(0).max(100).optional(),
      /** Share of a can's weight left once drained. */
      drained: z.number().positive().max(1).optional(),
      /** SR28 foods of the forms a line can name ("dried", "cooked", "juice"…), when they differ from the name's own. */
      forms: z.partialRecord(z.enum(FORMS), ndb).optional(),
      /**
       * A food always eaten in one of its forms, whose cooking leaves part of it in the pan (bacon is eaten cooked, its fat
       * rendered out): a line that names it as bought (slices, rashers, a weight) counts that form at `share`, the grams of
       * it one gram as bought gives, with its source in `note`.
       */
      eaten: z.strictObject({ form: z.enum(FORMS), share: z.number().positive().max(1) }).optional(),
      /** Grams of a form one piece yields ("juice of 2 lemons", "zest of 1 orange"), with its source in `note`. */
      formPieces: z.partialRecord(z.enum(FORMS), grams).optional(),
      /**
       * SR28 foods of the cuts a line's name can name that the shared names fold into this one ("lamb shanks", "leg of
       * lamb", "beef short ribs"), by the cut's words, singular or plural; a cut SR28 weighs with its bone leaves it out.
       */
      cuts: z.record(z.string().regex(/^[a-z][a-z -]*[a-z]$/, "lower-case words"), ndb).optional(),
      /**
       * SR28 foods of the lean shares a line can state ("90% lean", "5% fat", "80/20"), by the per cent lean SR28's own
       * description gives ("Beef, ground, 90% lean meat / 10% fat, raw"); the build checks the description says it.
       */
      leanShares: z.record(z.string().regex(/^\d{2}$/, "a lean share in per cent"), ndb).optional(),
      /** Cuts sold with or without their bone ("lamb shoulder", "leg of lamb"): the bone is left out only when the line says bone-in. */
      boneWhenSaid: z.array(z.string().min(1)).optional(),
      /** Inches across of the sized pieces ("small", "large"), for a flatbread a line sizes by inches ("(10-inch) tortillas"). */
      inches: z.record(name, z.number().positive()).optional(),
      /**
       * The name a count of the animal itself counts as ("1 (3 lb) chicken", "2 chickens", "1 whole turkey (12 lb)"): the whole
       * bird, not a piece. It may be a name the shared names lack ("whole turkey"), reached only from here.
       */
      whole: name.optional(),
      /** SR28 foods of the lighter or less salted kinds a line can ask for ("skim milk", "low-sodium broth"). */
      variants: z.partialRecord(z.enum(VARIANTS), ndb).optional(),
      /**
       * A lighter kind SR28 lacks that is the food with water added: its share of each nutrient, with the source of that
       * share. With no `variant`, the name itself is the food with water added (a sourdough starter is flour and water),
       * weighed by volume by its hand-entered cup.
       */
      diluted: z.strictObject({ variant: z.enum(VARIANTS).optional(), share: z.number().positive().max(1), source: z.string().min(20) }).optional(),
      /**
       * A name of a class of foods ("vegetables"), not of one: a line that names its kinds as examples ("fresh vegetables
       * (one type or a combination; e.g. zucchini, mushrooms, onion)") counts an even mix of the examples the table knows.
       */
      ofExamples: z.literal(true).optional(),
      /** Why a stand-in was chosen when SR28 has no such food (reviewed by hand). */
      note: z.string().min(1).optional(),
    }),
  ),
});

export type NutritionFoodsData = z.infer<typeof nutritionFoodsSchema>;

/**
 * One row of data/sources/fndds-raw-portions.tsv (FNDDS 2.0's portion weights of its raw foods made of one SR28 food;
 * USDA, public domain): the FNDDS food code, FNDDS's description of a raw food, the SR28 food it is made of, the portion as
 * FNDDS words it and its grams. Checked by scripts/build-nutrition.ts when it reads the file.
 */
export const FNDDS_PORTIONS_HEADER = "fndds\tdescription\tsr28\tportion\tgrams";
export const fnddsPortionRowSchema = z.tuple([
  z.string().regex(/^\d{8}$/),
  z.string().regex(/\braw\b/i, "a raw food"),
  ndb,
  z.string().regex(/^\d+(?:\/\d+)? \S/, "a count and what it counts"),
  z.string().regex(/^\d+(?:\.\d+)?$/).transform(Number).pipe(grams),
]);
