import { bakingRecipes } from "./recipes-baking.ts";
import { breakfastRecipes } from "./recipes-breakfast.ts";
import { dessertRecipes } from "./recipes-desserts.ts";
import { mainRecipes } from "./recipes-mains.ts";
import { saladRecipes } from "./recipes-salads.ts";
import { sideRecipes } from "./recipes-sides.ts";
import { soupRecipes } from "./recipes-soups.ts";

import type { Diet } from "../core/preferences.ts";

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

export interface RecipeIngredient {
  /** Canonical lower-case singular name: a fixed point of `normaliseIngredient`. */
  readonly name: string;
  /** A home-cook amount read before the name, e.g. "2 tbsp", "400 g", "1 large". */
  readonly quantity: string;
  /** Optional ingredients count when the visitor has them but are never reported missing. */
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

export const allRecipes: readonly Recipe[] = [
  ...breakfastRecipes,
  ...mainRecipes,
  ...soupRecipes,
  ...saladRecipes,
  ...sideRecipes,
  ...bakingRecipes,
  ...dessertRecipes,
];
