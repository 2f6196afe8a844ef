import { MAX_INGREDIENTS, addIngredient } from "../core/ingredients.ts";
import {
  MAX_AVOID_LENGTH,
  MAX_PANTRY_LENGTH,
  MAX_SERVINGS,
  MIN_SERVINGS,
  isDiet,
  isTimeChoice,
  noPreferences,
  type Preferences,
} from "../core/preferences.ts";
import type { Backend } from "../core/recipe-stream.ts";
import { replaceForbiddenCharacters } from "../core/text-input.ts";
import type { Ending } from "./recipe-state.ts";

/** What survives a reload: one versioned record in local storage. */
export const STORAGE_KEY = "ai-chef";
export const STORAGE_VERSION = 1;
export const MAX_HISTORY = 10;
export const MAX_RECIPE_CHARS = 50_000;
/** The longest title kept for a recipe (what the reader took for one; a longer one is not kept). */
export const MAX_TITLE_CHARS = 200;

/**
 * What the recipe reader (src/recipe/understand.ts) made of a kept reply: its title, and whether it
 * is a recipe at all. Read once, off the first screen, by the recent recipes list; absent in records
 * kept before, and in a new one until it has been read.
 */
export type Reading = { title: string | null; recipe: boolean };

export type SavedRecipe = {
  id: string;
  ingredients: string[];
  text: string;
  backend: Backend | null;
  model: string | null;
  finishReason: Ending;
  savedAt: number;
  /** Our server's signature of a recipe cut off at its length limit, so Continue works after a reload. */
  signature?: string;
  reading?: Reading;
};

export type Stored = {
  ingredients: string[];
  preferences: Preferences;
  /** The recipe on screen, if any. */
  recipe: SavedRecipe | null;
  /** Recent recipes, newest first. */
  history: SavedRecipe[];
};

export const emptyStored: Stored = { ingredients: [], preferences: noPreferences, recipe: null, history: [] };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

function parseIngredients(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > MAX_INGREDIENTS) return null;
  let list: string[] = [];
  for (const item of value) {
    if (typeof item !== "string") return null;
    const added = addIngredient(list, item);
    // Two names saved before look-alikes counted as one ("ｅｇｇｓ", "eggs") are kept once, not the list lost.
    if (!added.ok && added.problem === "duplicate") continue;
    if (!added.ok) return null;
    list = added.ingredients;
  }
  return list;
}

// Checked by hand against the bounds in core/preferences.ts, not by recipe-request.ts's schema: running
// zod here would put it in the first screen (zod/mini measured +7.0 kB gzip, over budget). The type is
// the schema's, so a new preference fails to compile here until it is read back, and
// storage-schema.test.ts holds the two to one answer: what is read back here, the schema accepts, and
// what the schema accepts is read back.
function parsePreferences(value: unknown): Preferences | null {
  if (!isObject(value)) return null;
  const { diets, servings, minutes } = value;
  // Records from before "My pantry" have none: the default pantry then applies.
  const pantry = value.pantry === undefined ? null : value.pantry;
  if (!(pantry === null || (typeof pantry === "string" && pantry.length <= MAX_PANTRY_LENGTH))) return null;
  if (!Array.isArray(diets) || !diets.every(isDiet) || new Set(diets).size !== diets.length) return null;
  if (typeof value.avoid !== "string" || value.avoid.length > MAX_AVOID_LENGTH) return null;
  const servingsOk = servings === null || (Number.isInteger(servings) && (servings as number) >= MIN_SERVINGS && (servings as number) <= MAX_SERVINGS);
  if (!servingsOk || !(minutes === null || isTimeChoice(minutes))) return null;
  // A control character kept before the form refused it (a pasted tab) is read back as the form now
  // takes it, not sent for the server to refuse on every request, nor the whole record lost over it.
  const avoid = replaceForbiddenCharacters(value.avoid, " ");
  return { diets, avoid, servings: servings as number | null, minutes, pantry: pantry === null ? null : replaceForbiddenCharacters(pantry, ",") };
}

// A damaged reading is dropped, not the recipe: the list reads the recipe again.
function parseReading(value: unknown): { reading: Reading } | null {
  if (!isObject(value) || typeof value.recipe !== "boolean") return null;
  const { title } = value;
  if (!(title === null || (typeof title === "string" && title !== "" && title.length <= MAX_TITLE_CHARS))) return null;
  return { reading: { title, recipe: value.recipe } };
}

function parseRecipe(value: unknown): SavedRecipe | null {
  if (!isObject(value)) return null;
  const { id, text, backend, model, finishReason, savedAt } = value;
  const ingredients = parseIngredients(value.ingredients);
  if (typeof id !== "string" || !ingredients || typeof text !== "string" || text === "" || text.length > MAX_RECIPE_CHARS) return null;
  // Not recipe-stream's isBackend: importing it here split recipe-stream.ts into a first-screen chunk of
  // its own, with a preload helper (+0.7 kB gzip, measured with bench/bundle-size.ts).
  if (!(backend === null || backend === "huggingface" || backend === "openai-compatible" || backend === "cookbook")) return null;
  if (!(model === null || typeof model === "string")) return null;
  if (finishReason !== "stop" && finishReason !== "length" && finishReason !== "stopped" && finishReason !== "interrupted") return null;
  if (typeof savedAt !== "number") return null;
  // A damaged signature only means the recipe can no longer be continued.
  const signature = typeof value.signature === "string" && value.signature.length <= 200 ? { signature: value.signature } : {};
  return { id, ingredients, text, backend, model, finishReason, savedAt, ...signature, ...parseReading(value.reading) };
}

/** The stored record, or the empty one when it is missing, corrupt or of another version. */
export function parseStored(raw: string | null): Stored {
  if (raw === null) return emptyStored;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyStored;
  }
  if (!isObject(value) || value.version !== STORAGE_VERSION) return emptyStored;
  const ingredients = parseIngredients(value.ingredients);
  const preferences = parsePreferences(value.preferences);
  if (!ingredients || !preferences || !Array.isArray(value.history)) return emptyStored;
  const recipe = value.recipe === null ? null : parseRecipe(value.recipe);
  const history = value.history.map(parseRecipe).filter((entry): entry is SavedRecipe => entry !== null).slice(0, MAX_HISTORY);
  return { ingredients, preferences, recipe, history };
}

/**
 * A recipe as it is kept: its text at most MAX_RECIPE_CHARS long, the bound it is read back with, so
 * what is written can always be restored (and one runaway reply cannot fill the browser's quota and
 * stop everything else being saved). A longer one keeps its beginning and is marked interrupted.
 */
export function storableRecipe(recipe: SavedRecipe): SavedRecipe {
  if (recipe.text.length <= MAX_RECIPE_CHARS) return recipe;
  // Never half a character: a cut between a surrogate pair would leave one that JSON writes escaped.
  const end = /[\ud800-\udbff]/.test(recipe.text.charAt(MAX_RECIPE_CHARS - 1)) ? MAX_RECIPE_CHARS - 1 : MAX_RECIPE_CHARS;
  // Not the whole text any more: nothing to continue, nor a signature that would match it.
  const cut: SavedRecipe = { ...recipe, text: recipe.text.slice(0, end), finishReason: "interrupted" };
  delete cut.signature;
  return cut;
}

export function serialiseStored(stored: Stored): string {
  const recipe = stored.recipe && storableRecipe(stored.recipe);
  return JSON.stringify({ version: STORAGE_VERSION, ...stored, recipe, history: stored.history.map(storableRecipe) });
}

export function readStored(storage: Storage | undefined): Stored {
  try {
    return parseStored(storage?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return emptyStored;
  }
}

export function writeStored(storage: Storage | undefined, stored: Stored): void {
  try {
    storage?.setItem(STORAGE_KEY, serialiseStored(stored));
  } catch {
    // Storage full or disabled (private mode): the page keeps working, it just won't remember.
  }
}

/** Puts a finished recipe on top of the recent list, keeping the newest ten. */
export function addToHistory(history: readonly SavedRecipe[], recipe: SavedRecipe): SavedRecipe[] {
  return [recipe, ...history.filter((entry) => entry.id !== recipe.id)].slice(0, MAX_HISTORY);
}
