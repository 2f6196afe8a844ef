import { z } from "zod";
import {
  MAX_INGREDIENTS,
  MIN_INGREDIENTS_FOR_RECIPE,
  addIngredient,
  addIngredientMessage,
} from "../src/core/ingredients.ts";

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
});

export type RecipeRequest = { ingredients: string[]; attempt: number };

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
  return { ok: true, request: { ingredients, attempt: parsed.data.attempt ?? 0 } };
}
