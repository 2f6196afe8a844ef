import type { RequestPreferences } from "./recipe-request.ts";
import { normaliseText } from "./text-input.ts";

/** What the visitor can ask of a recipe besides the ingredients; each field is optional. */
export const DIETS = ["vegetarian", "vegan", "gluten-free", "dairy-free"] as const;
export type Diet = (typeof DIETS)[number];

export const MAX_AVOID_LENGTH = 200;
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 12;
export const TIME_CHOICES = [15, 30, 45, 60, 90, 120] as const;
export type TimeChoice = (typeof TIME_CHOICES)[number];

export const MAX_PANTRY_LENGTH = 400;
export const MAX_PANTRY_ITEMS = 40;
export const MAX_PANTRY_ITEM_LENGTH = 40;

/**
 * The preferences as the page keeps them: those a request carries (diets, the things to avoid — allergies
 * and dislikes, free text — servings and time, as recipe-request.ts's schema reads them), and "My pantry".
 */
export type Preferences = RequestPreferences & {
  /** "My pantry" as typed (comma-separated); null keeps the cookbook's default pantry. Only the cookbook uses it. */
  pantry?: string | null;
};

export const noPreferences: Preferences = { diets: [], avoid: "", servings: null, minutes: null, pantry: null };

/**
 * What a new visitor's pantry holds until they say otherwise ("My pantry"), as the form shows it; read
 * with the shared ingredient names ("stock cubes" is any stock). Shelf staples and the two aromatics
 * nearly every kitchen keeps: onions and stock cubes are what most of the cookbook's proper dishes need
 * beyond a list (decision 015, 2026-11-28 day addendum: within two extras 78.2 % → 85.5 % of 289 lists).
 */
export const DEFAULT_PANTRY: readonly string[] = ["salt", "black pepper", "olive oil", "vegetable oil", "butter", "flour", "sugar", "garlic", "onions", "stock cubes", "baking powder"];

/** The items of a typed pantry: split at commas, semicolons and lines, in one spelling, trimmed, each once, bounded. */
export function pantryItems(text: string): string[] {
  const items: string[] = [];
  for (const raw of normaliseText(text).split(/[,;\n\u2028\u2029]+/)) {
    const cut = raw.trim().slice(0, MAX_PANTRY_ITEM_LENGTH);
    // Never half a character: a cut inside a surrogate pair leaves one the request schema refuses.
    const item = /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
    if (item !== "" && !items.some((seen) => seen.toLowerCase() === item.toLowerCase())) items.push(item);
  }
  return items.slice(0, MAX_PANTRY_ITEMS);
}

export function isDiet(value: unknown): value is Diet {
  return typeof value === "string" && (DIETS as readonly string[]).includes(value);
}

export function isTimeChoice(value: unknown): value is TimeChoice {
  return typeof value === "number" && (TIME_CHOICES as readonly number[]).includes(value);
}

export function hasPreferences(preferences: Preferences): boolean {
  return (
    preferences.diets.length > 0 ||
    preferences.avoid.trim() !== "" ||
    preferences.servings !== null ||
    preferences.minutes !== null ||
    (preferences.pantry ?? null) !== null
  );
}
