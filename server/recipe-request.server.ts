import { z } from "zod";
import {
  MAX_INGREDIENTS,
  MIN_INGREDIENTS_FOR_RECIPE,
  addIngredient,
  addIngredientMessage,
} from "../src/core/ingredients.ts";
import {
  DIETS,
  MAX_AVOID_LENGTH,
  MAX_PANTRY_ITEMS,
  MAX_PANTRY_ITEM_LENGTH,
  MAX_SERVINGS,
  MIN_SERVINGS,
  TIME_CHOICES,
  noPreferences,
  type Preferences,
} from "../src/core/preferences.ts";
import { MAX_CONTINUE_CHARS } from "../src/core/prompt.ts";
import { hasForbiddenCharacters, normaliseText } from "../src/core/text-input.ts";

/**
 * The one schema for POST /api/recipe. Unknown fields are dropped: a client never chooses the model,
 * the budget or the messages.
 */
const bodySchema = z.object({
  ingredients: z
    .array(z.string({ error: "Each ingredient must be text." }), { error: "`ingredients` must be a list of text." })
    .min(MIN_INGREDIENTS_FOR_RECIPE, `A recipe needs at least ${MIN_INGREDIENTS_FOR_RECIPE} ingredients.`)
    .max(MAX_INGREDIENTS, `At most ${MAX_INGREDIENTS} ingredients, please.`),
  attempt: z.number().int().min(0).max(99).optional(),
  pantry: z
    .array(
      z
        .string({ error: "Each pantry item must be text." })
        .refine((text) => !hasForbiddenCharacters(text), "A pantry item can't contain line breaks.")
        .transform((text) => normaliseText(text).trim())
        .pipe(
          z
            .string()
            .min(1, "A pantry item can't be blank.")
            .max(MAX_PANTRY_ITEM_LENGTH, `Keep each pantry item under ${MAX_PANTRY_ITEM_LENGTH + 1} characters.`),
        ),
      { error: "`pantry` must be a list of text." },
    )
    .max(MAX_PANTRY_ITEMS, `At most ${MAX_PANTRY_ITEMS} pantry items, please.`)
    .optional(),
  continueFrom: z
    .string({ error: "`continueFrom` must be text." })
    .min(1, "`continueFrom` can't be empty.")
    .max(MAX_CONTINUE_CHARS, `The recipe to continue is too long (at most ${MAX_CONTINUE_CHARS} characters).`)
    .optional(),
  // The server's own signature of `continueFrom`, from the `done` event of the reply it continues.
  continueSignature: z.string({ error: "`continueSignature` must be text." }).max(200).optional(),
  preferences: z
    .object({
      diets: z
        .array(z.enum(DIETS, { error: `A diet must be one of ${DIETS.join(", ")}.` }))
        .max(DIETS.length)
        .refine((diets) => new Set(diets).size === diets.length, "Each diet may be listed once.")
        .optional(),
      avoid: z
        .string()
        .max(MAX_AVOID_LENGTH, `Keep the things to avoid under ${MAX_AVOID_LENGTH + 1} characters.`)
        .refine((text) => !hasForbiddenCharacters(text), "Things to avoid can't contain line breaks.")
        .optional(),
      servings: z
        .number({ error: "Servings must be a number." })
        .int()
        .min(MIN_SERVINGS, `Servings must be between ${MIN_SERVINGS} and ${MAX_SERVINGS}.`)
        .max(MAX_SERVINGS, `Servings must be between ${MIN_SERVINGS} and ${MAX_SERVINGS}.`)
        .nullable()
        .optional(),
      minutes: z
        .union(
          TIME_CHOICES.map((choice) => z.literal(choice)),
          { error: `Time available must be one of ${TIME_CHOICES.join(", ")} minutes.` },
        )
        .nullable()
        .optional(),
    })
    .optional(),
});

export type RecipeRequest = {
  ingredients: string[];
  attempt: number;
  preferences: Preferences;
  /** The text of a reply cut off at its length limit, to be continued. */
  continueFrom: string | undefined;
  /** What the server signed that text with, to be checked before it is believed. */
  continueSignature: string | undefined;
  /** "My pantry", when the visitor set one; else the cookbook's default. */
  pantry: string[] | undefined;
};

export type ParsedRequest = { ok: true; request: RecipeRequest } | { ok: false; message: string };

export function parseRecipeRequest(body: unknown): ParsedRequest {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? "The request body is not valid." };
  }
  // The same rules the page applies as the visitor types, so both sides agree on what a list is.
  let ingredients: string[] = [];
  for (const raw of parsed.data.ingredients) {
    const added = addIngredient(ingredients, raw);
    if (!added.ok) return { ok: false, message: addIngredientMessage(added.problem, raw) };
    ingredients = added.ingredients;
  }
  const preferences = parsed.data.preferences;
  return {
    ok: true,
    request: {
      ingredients,
      attempt: parsed.data.attempt ?? 0,
      continueFrom: parsed.data.continueFrom,
      continueSignature: parsed.data.continueSignature,
      pantry: parsed.data.pantry,
      preferences: {
        diets: preferences?.diets ?? noPreferences.diets,
        avoid: preferences?.avoid === undefined ? noPreferences.avoid : normaliseText(preferences.avoid).trim(),
        servings: preferences?.servings ?? null,
        minutes: preferences?.minutes ?? null,
      },
    },
  };
}
