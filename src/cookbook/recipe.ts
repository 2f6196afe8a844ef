import compiled from "./cookbook.generated.json";
import type { Diet } from "../core/preferences.ts";
import { givesLine } from "../food/ready-sauces.ts";

export type { Diet };

export type Category = "breakfast" | "main" | "soup" | "salad" | "side" | "baking" | "dessert";

export type Cuisine =
  | "American"
  | "British"
  | "Caribbean"
  | "Chinese"
  | "French"
  | "Greek"
  | "Indian"
  | "Irish"
  | "Italian"
  | "Japanese"
  | "Korean"
  | "Mexican"
  | "Middle Eastern"
  | "Moroccan"
  | "Spanish"
  | "Thai"
  | "Turkish"
  | "Vietnamese";

export type Role = "main" | "supporting" | "garnish" | "optional";

export interface RecipeIngredient {
  /** Canonical lower-case singular name: a fixed point of `normaliseIngredient`. */
  readonly name: string;
  /** A home-cook amount read before the name, e.g. "2 tbsp", "400 g", "1 large". */
  readonly quantity: string;
  /** main: what defines the dish; garnish and optional ones count when the visitor has them but are never reported missing. */
  readonly role: Role;
  /** True for garnish and optional ingredients. */
  readonly optional?: boolean;
}

export interface Recipe {
  readonly id: string;
  readonly title: string;
  readonly category: Category;
  readonly cuisine: Cuisine;
  readonly servings: number;
  readonly totalMinutes: number;
  readonly ingredients: readonly RecipeIngredient[];
  readonly steps: readonly string[];
  /** Only diets that hold for every ingredient, optional ones included. */
  readonly diets: readonly Diet[];
}

/**
 * Every recipe of the offline cookbook, compiled from cookbook/recipes/*.json (one file per recipe,
 * checked against src/cookbook/recipe-schema.ts) by scripts/build-cookbook.ts.
 */
export const allRecipes: readonly Recipe[] = (compiled as unknown as Recipe[]).map((recipe) => ({
  ...recipe,
  ingredients: recipe.ingredients.map((ingredient) =>
    ingredient.role === "garnish" || ingredient.role === "optional" ? { ...ingredient, optional: true } : ingredient,
  ),
}));

/**
 * Whether a recipe needs what the cook has (canonical): a line the food gives (`givesLine`: `covers`, or the dish's own
 * sauce bought ready) that is not a garnish
 * or an optional extra. The one test of "a dish needs both" the list-free checks share (star-check.ts,
 * star-coverage.ts, cooccur.ts).
 */
export function needs(recipe: Recipe, food: string): boolean {
  return recipe.ingredients.some((ingredient) => ingredient.optional !== true && givesLine(food, recipe.title, ingredient.name));
}
