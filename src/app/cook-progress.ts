import { perRecipeStore } from "./per-recipe-store.ts";

/**
 * What cook mode remembers in local storage: per recipe (keyed by a short hash of its text) the step
 * the cook was on, the steps ticked done and the ingredients ticked ready, for the last 20 recipes; and
 * across recipes the text size and whether steps are read aloud. Read back value by value: anything
 * damaged is dropped, never a crash (./per-recipe-store.ts).
 */

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

export const PROGRESS_KEY = "ai-chef:cook-progress";
const TEXT_SIZE_KEY = "ai-chef:cook-text-size";
const READ_ALOUD_KEY = "ai-chef:read-aloud";
/** Recipes whose progress is kept; the least recently cooked goes first. */
export const MAX_RECIPES = 20;
const MAX_INDEX = 999;

export type CookProgress = {
  /** The step on screen, from 0. */
  step: number;
  /** Steps ticked done, from 0. */
  done: readonly number[];
  /** Ingredients ticked ready, by their place in the ingredient list, from 0. */
  ready: readonly number[];
};

export const NO_PROGRESS: CookProgress = { step: 0, done: [], ready: [] };

/** A short, stable name for a recipe's text (FNV-1a, 32 bits, with its length): the same text, the same key. */
export function recipeKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${text.length.toString(36)}`;
}

const isIndex = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_INDEX;

function indexes(value: unknown): number[] {
  return Array.isArray(value) ? [...new Set(value.filter(isIndex))].sort((a, b) => a - b) : [];
}

const progress = perRecipeStore<CookProgress>(PROGRESS_KEY, MAX_RECIPES, (record) => ({
  step: isIndex(record.step) ? record.step : 0,
  done: indexes(record.done),
  ready: indexes(record.ready),
}));

/** The cook's progress through this recipe, or none yet. */
export function readProgress(storage: Storage | null, key: string): CookProgress {
  return progress.read(storage, key) ?? NO_PROGRESS;
}

export function writeProgress(storage: Storage | null, key: string, value: CookProgress, now: number = Date.now()): void {
  progress.write(storage, key, value, now);
}

/**
 * A recipe continued is the same recipe: the progress kept for its text before (`from`) is kept for the whole text (`to`),
 * unless that has its own. A continuation only appends, so every step and ingredient keeps its place.
 */
export function carryProgress(storage: Storage | null, from: string, to: string, now: number = Date.now()): void {
  progress.carry(storage, from, to, now);
}

/** Sizes of cook mode's step text, as a factor of its own size; the A− and A+ buttons step through them. */
export const TEXT_SIZES = [0.85, 1, 1.2, 1.45, 1.75] as const;
const DEFAULT_TEXT_SIZE = 1;

export function readTextSize(storage: Storage | null): number {
  try {
    const level = Number(storage?.getItem(TEXT_SIZE_KEY));
    return storage?.getItem(TEXT_SIZE_KEY) != null && Number.isInteger(level) && level >= 0 && level < TEXT_SIZES.length ? level : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

export function writeTextSize(storage: Storage | null, level: number): void {
  try {
    storage?.setItem(TEXT_SIZE_KEY, String(level));
  } catch {
    // The size holds for this visit.
  }
}

export function readReadAloud(storage: Storage | null): boolean {
  try {
    return storage?.getItem(READ_ALOUD_KEY) === "on";
  } catch {
    return false;
  }
}

export function writeReadAloud(storage: Storage | null, on: boolean): void {
  try {
    storage?.setItem(READ_ALOUD_KEY, on ? "on" : "off");
  } catch {
    // The choice holds for this visit.
  }
}
