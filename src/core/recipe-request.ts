import { z } from "zod";
import { withListAvoidances } from "./list-avoidances.ts";
import { MAX_INGREDIENTS, MIN_INGREDIENTS_FOR_RECIPE, addIngredient, addIngredientMessage } from "./ingredients.ts";
import {
  DIETS,
  MAX_AVOID_LENGTH,
  MAX_PANTRY_ITEMS,
  MAX_PANTRY_ITEM_LENGTH,
  MAX_SERVINGS,
  MIN_SERVINGS,
  TIME_CHOICES,
  type Preferences,
} from "./preferences.ts";
import { MAX_CONTINUE_CHARS } from "./recipe-stream.ts";
import { hasForbiddenCharacters, normaliseText } from "./text-input.ts";

/**
 * The one schema for POST /api/recipe: the server parses every request with it, and the page's and
 * storage's types are inferred from it, so a new field is written here once. Unknown fields are
 * dropped: a client never chooses the model, the budget or the messages.
 *
 * The server alone runs it. On the page only its types are used, which cost nothing: running it there
 * would put zod in the first screen (zod/mini measured +7.0 kB gzip against a budget with 1 kB left).
 */
const ATTEMPT = "`attempt` must be a whole number from 0 to 99.";
const SERVINGS = `Servings must be a whole number between ${MIN_SERVINGS} and ${MAX_SERVINGS}.`;

export const recipeRequestSchema = z.object({
  ingredients: z
    .array(z.string({ error: "Each ingredient must be text." }), { error: "`ingredients` must be a list of text." })
    .min(MIN_INGREDIENTS_FOR_RECIPE, `A recipe needs at least ${MIN_INGREDIENTS_FOR_RECIPE} ingredients.`)
    .max(MAX_INGREDIENTS, `At most ${MAX_INGREDIENTS} ingredients, please.`),
  // The cookbook answers attempt n with its (n+1)-th best recipe ("Another recipe").
  attempt: z.number({ error: ATTEMPT }).int(ATTEMPT).min(0, ATTEMPT).max(99, ATTEMPT).default(0),
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
  /** The end of a recipe cut off at its length limit (continuationTail), to be continued. */
  continueFrom: z
    .string({ error: "`continueFrom` must be text." })
    .min(1, "`continueFrom` can't be empty.")
    .max(MAX_CONTINUE_CHARS, `The recipe to continue is too long (at most ${MAX_CONTINUE_CHARS} characters).`)
    .optional(),
  /** The server's own signature of `continueFrom`, from the `done` event of the reply it continues. */
  continueSignature: z.string({ error: "`continueSignature` must be text." }).max(200, "`continueSignature` is too long to be ours.").optional(),
  preferences: z
    .object({
      diets: z
        .array(z.enum(DIETS, { error: `A diet must be one of ${DIETS.join(", ")}.` }), { error: "`diets` must be a list." })
        .max(DIETS.length, "Each diet may be listed once.")
        .refine((diets) => new Set(diets).size === diets.length, "Each diet may be listed once.")
        .default([]),
      avoid: z
        .string({ error: "Things to avoid must be text." })
        .max(MAX_AVOID_LENGTH, `Keep the things to avoid under ${MAX_AVOID_LENGTH + 1} characters.`)
        .refine((text) => !hasForbiddenCharacters(text), "Things to avoid can't contain line breaks.")
        .transform((text) => normaliseText(text).trim())
        .default(""),
      servings: z
        .number({ error: SERVINGS })
        .int(SERVINGS)
        .min(MIN_SERVINGS, SERVINGS)
        .max(MAX_SERVINGS, SERVINGS)
        .nullable()
        .default(null),
      minutes: z
        .union(
          TIME_CHOICES.map((choice) => z.literal(choice)),
          { error: `Time available must be one of ${TIME_CHOICES.join(", ")} minutes.` },
        )
        .nullable()
        .default(null),
    }, { error: "`preferences` must be an object." })
    .default({ diets: [], avoid: "", servings: null, minutes: null }),
}, { error: "The request must be a JSON object with an `ingredients` list." });

/** A request as the server acts on it: checked, in one spelling, every preference set or null. */
export type RecipeRequest = z.output<typeof recipeRequestSchema>;

/** The preferences a request carries, as the schema reads them. */
export type RequestPreferences = RecipeRequest["preferences"];

/**
 * The body as the page sends it: what the schema reads, with the whole of the preferences the page
 * keeps (the server ignores "My pantry" text there; the list goes in `pantry`).
 */
export type RecipeRequestBody = z.input<typeof recipeRequestSchema> & { preferences?: Preferences };

export type ParsedRequest = { ok: true; request: RecipeRequest } | { ok: false; message: string };

export function parseRecipeRequest(body: unknown): ParsedRequest {
  const parsed = recipeRequestSchema.safeParse(body);
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
  // An entry that asks to avoid something ("no nuts pls") is no food on hand: it joins the things to avoid.
  const said = withListAvoidances(ingredients, parsed.data.preferences.avoid);
  return { ok: true, request: { ...parsed.data, ingredients: said.ingredients, preferences: { ...parsed.data.preferences, avoid: said.avoid } } };
}
