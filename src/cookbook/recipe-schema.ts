import { z } from "zod";
import { DIETS } from "../core/preferences.ts";

/**
 * The one schema of a recipe file under cookbook/recipes/ (one JSON file per recipe). Checked when the
 * cookbook is compiled (scripts/build-cookbook.ts, part of build and test) and in its own test.
 */
export const CATEGORIES = ["breakfast", "main", "soup", "salad", "side", "baking", "dessert"] as const;
export const CUISINES = [
  "American",
  "Argentinian",
  "Bangladeshi",
  "Brazilian",
  "British",
  "Canadian",
  "Caribbean",
  "Chamorro",
  "Chinese",
  "Dominican",
  "Ethiopian",
  "Filipino",
  "French",
  "Greek",
  "Hungarian",
  "Indian",
  "Indonesian",
  "Irish",
  "Italian",
  "Japanese",
  "Jewish",
  "Kenyan",
  "Korean",
  "Malagasy",
  "Malaysian",
  "Mexican",
  "Middle Eastern",
  "Moroccan",
  "New Zealand",
  "Nigerian",
  "Polish",
  "Portuguese",
  "Somali",
  "South African",
  "Spanish",
  "Swedish",
  "Thai",
  "Turkish",
  "Ukrainian",
  "Vietnamese",
] as const;
/** main: what defines the dish; supporting: needed; garnish and optional: never reported missing. */
export const ROLES = ["main", "supporting", "garnish", "optional"] as const;

export const ingredientSchema = z.strictObject({
  name: z.string().min(1).max(40).regex(/^[a-z0-9][a-z0-9 '-]*$/, "must be a lower-case canonical name"),
  quantity: z.string().min(1).max(60),
  role: z.enum(ROLES),
});

export const recipeFileSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case"),
    title: z.string().min(3).max(80),
    category: z.enum(CATEGORIES),
    cuisine: z.enum(CUISINES),
    servings: z.number().int().min(1).max(24),
    totalMinutes: z.number().int().min(1).max(600),
    diets: z.array(z.enum(DIETS)).refine((diets) => new Set(diets).size === diets.length, "each diet once"),
    ingredients: z.array(ingredientSchema).min(2).max(25),
    steps: z.array(z.string().min(10).max(600)).min(2).max(12),
  })
  .refine((recipe) => recipe.ingredients.some((ingredient) => ingredient.role === "main"), { message: "needs at least one main ingredient", path: ["ingredients"] })
  .refine((recipe) => new Set(recipe.ingredients.map((ingredient) => ingredient.name)).size === recipe.ingredients.length, {
    message: "lists an ingredient twice",
    path: ["ingredients"],
  });

export type RecipeFile = z.infer<typeof recipeFileSchema>;

/** "ingredients.2.role: Invalid option…": the field and what is wrong with it. */
export function describeProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
}
