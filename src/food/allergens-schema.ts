import { z } from "zod";
import { DIETS } from "../core/preferences.ts";

/**
 * The shape of data/allergens.json: the families a cook asks to avoid (the EU's 14 allergens, groups such
 * as "nuts", "shellfish" and "meat", and common dislikes), each with its members in the names cooks use.
 * Checked by src/food/allergens.test.ts; the page imports the JSON with this type only, so zod never
 * ships in its bundle.
 */
const phrase = z.string().min(1).regex(/^[a-z0-9][a-z0-9 ]*$/, "lower-case words, no punctuation");

export const familySchema = z.strictObject({
  id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  /** How the alert names the family: "Contains butter (dairy)". */
  label: z.string().min(1),
  /** One of the 14 allergens EU Regulation 1169/2011 (Annex II) requires labels to name. */
  eu: z.boolean(),
  /** A way of eating rather than a food ("halal", "vegan"): the alert says "which isn't halal". */
  way: z.string().regex(/^[a-z]+$/).optional(),
  /** What the check cannot see for it, said beside every recipe checked for it ("how the meat was slaughtered"). */
  unchecked: z.string().min(1).optional(),
  /** What a cook types in "Things to avoid" to mean this family ("nut allergy", "gluten", "coeliac"). */
  askedAs: z.array(phrase).min(1),
  /** Ingredient names, dishes and products that contain it. */
  members: z.array(phrase),
  /**
   * Families of the food data whose every name is a member too (`ingredientFamily`: "white fish", "oily fish"), so
   * that every fish USDA SR28 or IFCT 2017 names is fish ("pomfret", "hilsa", "grouper") without a second list of them.
   */
  vocabularyFamilies: z.array(phrase).optional(),
  /**
   * Whether a name the food data says cooks as one of its members, or its included families' (`standsInFor`: grouper
   * as white fish, antelope as beef, white pudding as sausage), is a member too: what cooks as meat is meat.
   */
  standIns: z.boolean().optional(),
  /** Names that contain a member's words but are not the family ("butter bean", "cream of tartar", "fish out"). */
  except: z.array(phrase),
  /** Other families this one takes in whole ("nuts" = tree nuts and peanuts). */
  includes: z.array(z.string()),
  /** Words that, just before a member, make it a substitute ("vegan butter", "gluten free pasta"). */
  substitutes: z.array(phrase),
  /**
   * Foods often, not always, made with it ("meatball": beef or pork; "kebab": lamb or beef): a line naming only that food,
   * and no meat of its own, may contain it, and is said so ("May contain meatballs (pork)").
   */
  mayHold: z.array(phrase).optional(),
});

export const allergensSchema = z
  .strictObject({
    families: z.array(familySchema).min(14),
    /** The families each diet excludes. */
    diets: z.record(z.enum(DIETS), z.array(z.string()).min(1)),
    /** Ways of eating and rules that name no food, so no list of foods can check them: "low FODMAP", "keto", "low sodium". */
    uncheckable: z.array(phrase),
    /**
     * Substitutes that say a food is without something after its name as well as before it ("cheese, dairy free", "milk
     * (vegan)"). The others name a food or a likeness ("oat", "mock") and make another name only before it ("oat milk").
     */
    saidAfter: z.array(phrase),
    /** Words of an avoid list that say how, not what: "no", "allergic", "please", "hate". */
    fillerWords: z.array(z.string().regex(/^[a-z0-9]+$/)),
  })
  .superRefine((data, context) => {
    const ids = new Set(data.families.map((family) => family.id));
    if (ids.size !== data.families.length) context.addIssue({ code: "custom", message: "family ids repeat" });
    for (const family of data.families) {
      for (const included of family.includes) {
        if (!ids.has(included)) context.addIssue({ code: "custom", message: `${family.id} includes unknown family ${included}` });
      }
      if (family.members.length === 0 && family.includes.length === 0) context.addIssue({ code: "custom", message: `${family.id} has no members` });
    }
    const substitutes = new Set(data.families.flatMap((family) => family.substitutes));
    for (const said of data.saidAfter) if (!substitutes.has(said)) context.addIssue({ code: "custom", message: `saidAfter names ${said}, no family's substitute` });
    for (const [diet, families] of Object.entries(data.diets)) {
      for (const id of families) if (!ids.has(id)) context.addIssue({ code: "custom", message: `${diet} names unknown family ${id}` });
    }
  });

export type AllergensData = z.infer<typeof allergensSchema>;
export type FamilyData = z.infer<typeof familySchema>;
