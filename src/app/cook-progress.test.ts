import { expect, test } from "vitest";
import { carryProgress, MAX_RECIPES, NO_PROGRESS, PROGRESS_KEY, readProgress, readReadAloud, readTextSize, recipeKey, writeProgress, writeReadAloud, writeTextSize } from "./cook-progress.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

test("a recipe's key is short, the same for the same text and different for another", () => {
  const text = "# Soup\n\n1. Simmer for 20 minutes.\n";
  expect(recipeKey(text)).toBe(recipeKey(`${text}`));
  expect(recipeKey(text)).not.toBe(recipeKey(text.replace("20", "25")));
  expect(recipeKey("x".repeat(50_000)).length).toBeLessThanOrEqual(12);
});

test("progress is kept per recipe, and only for the most recent recipes", () => {
  const storage = memoryStorage();
  writeProgress(storage, "soup", { step: 2, done: [0, 1], ready: [3] }, 1);
  expect(readProgress(storage, "soup")).toEqual({ step: 2, done: [0, 1], ready: [3] });
  expect(readProgress(storage, "stew")).toEqual(NO_PROGRESS);
  for (let at = 0; at < MAX_RECIPES; at++) writeProgress(storage, `recipe-${at}`, { step: 1, done: [], ready: [] }, 10 + at);
  expect(readProgress(storage, "soup")).toEqual(NO_PROGRESS);
  expect(readProgress(storage, `recipe-${MAX_RECIPES - 1}`).step).toBe(1);
  expect(Object.keys(JSON.parse(storage.getItem(PROGRESS_KEY) ?? "{}").recipes)).toHaveLength(MAX_RECIPES);
});

test.each([
  ["not JSON", "{nope"],
  ["another version", JSON.stringify({ version: 9, recipes: { soup: { step: 1, done: [0], ready: [] } } })],
  ["recipes as a list", JSON.stringify({ version: 1, recipes: [{ step: 1 }] })],
])("stored progress that is %s is none", (_name, raw) => {
  expect(readProgress(memoryStorage({ [PROGRESS_KEY]: raw }), "soup")).toEqual(NO_PROGRESS);
});

test("damaged values in a recipe's progress are dropped one by one", () => {
  const raw = JSON.stringify({ version: 1, recipes: { soup: { step: -1, done: [2, "3", 1.5, 2, 0, 10_000], ready: "all", at: "now" } } });
  expect(readProgress(memoryStorage({ [PROGRESS_KEY]: raw }), "soup")).toEqual({ step: 0, done: [0, 2], ready: [] });
});

test("the text size and reading aloud are remembered; anything else is the default", () => {
  const storage = memoryStorage();
  expect(readTextSize(storage)).toBe(1);
  expect(readReadAloud(storage)).toBe(false);
  writeTextSize(storage, 3);
  writeReadAloud(storage, true);
  expect(readTextSize(storage)).toBe(3);
  expect(readReadAloud(storage)).toBe(true);
  expect(readTextSize(memoryStorage({ "ai-chef:cook-text-size": "99" }))).toBe(1);
  expect(readTextSize(memoryStorage({ "ai-chef:cook-text-size": "big" }))).toBe(1);
});

test("progress carried to a continued recipe's whole text is kept there too, never over progress of its own", () => {
  const storage = memoryStorage();
  const before = { step: 1, done: [0], ready: [2] };
  writeProgress(storage, "cut", before, 1);
  carryProgress(storage, "cut", "whole", 2);
  expect(readProgress(storage, "whole")).toEqual(before);
  expect(readProgress(storage, "cut")).toEqual(before);
  const own = { step: 0, done: [1], ready: [] };
  writeProgress(storage, "other", own, 3);
  carryProgress(storage, "cut", "other", 4);
  expect(readProgress(storage, "other")).toEqual(own);
  carryProgress(storage, "none", "fresh", 5);
  expect(readProgress(storage, "fresh")).toEqual(NO_PROGRESS);
});
