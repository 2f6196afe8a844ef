import { expect, test } from "vitest";
import {
  MAX_HISTORY,
  MAX_RECIPE_CHARS,
  STORAGE_VERSION,
  addToHistory,
  emptyStored,
  parseStored,
  recipeFileName,
  recipeTitle,
  serialiseStored,
  type SavedRecipe,
  type Stored,
} from "./storage.ts";

const recipe: SavedRecipe = {
  id: "r1",
  ingredients: ["eggs", "spinach", "feta", "onion"],
  text: "# Spinach *Omelette*\n\nWhisk.",
  backend: "openai-compatible",
  model: "m",
  finishReason: "stop",
  savedAt: 1,
};
const full: Stored = {
  ingredients: ["eggs", "feta"],
  preferences: { diets: ["vegetarian"], avoid: "nuts", servings: 2, minutes: 30, pantry: "salt, rice, soy sauce" },
  recipe,
  history: [recipe],
};

test("what is stored comes back as it was", () => {
  expect(parseStored(serialiseStored(full))).toEqual(full);
});

test.each([
  ["nothing", null],
  ["not JSON", "{oops"],
  ["another version", JSON.stringify({ ...JSON.parse(serialiseStored(full)), version: STORAGE_VERSION + 1 })],
  ["a list that is not a list", JSON.stringify({ ...JSON.parse(serialiseStored(full)), ingredients: "eggs" })],
  ["blank ingredients", JSON.stringify({ ...JSON.parse(serialiseStored(full)), ingredients: ["", " "] })],
  ["a diet we don't know", JSON.stringify({ ...JSON.parse(serialiseStored(full)), preferences: { ...full.preferences, diets: ["keto"] } })],
  ["servings out of range", JSON.stringify({ ...JSON.parse(serialiseStored(full)), preferences: { ...full.preferences, servings: 40 } })],
  ["an array", "[]"],
  ["a number", "42"],
])("%s gives the empty record", (_name, raw) => {
  expect(parseStored(raw)).toEqual(emptyStored);
});

test("a damaged recipe is dropped, the rest kept", () => {
  const raw = JSON.stringify({ ...JSON.parse(serialiseStored(full)), recipe: { id: 3 }, history: [recipe, { text: 1 }] });
  expect(parseStored(raw)).toEqual({ ...full, recipe: null, history: [recipe] });
});

test("recent recipes keep the newest ten, without repeats", () => {
  let history: SavedRecipe[] = [];
  for (let i = 0; i < 14; i++) history = addToHistory(history, { ...recipe, id: `r${i}`, savedAt: i });
  expect(history).toHaveLength(MAX_HISTORY);
  expect(history[0]?.id).toBe("r13");
  expect(addToHistory(history, { ...recipe, id: "r5" }).filter((entry) => entry.id === "r5")).toHaveLength(1);
});

test("a recipe's title and file name come from its first heading", () => {
  expect(recipeTitle(recipe)).toBe("Spinach Omelette");
  expect(recipeFileName(recipe)).toBe("spinach-omelette.md");
  expect(recipeTitle({ text: "Just text", ingredients: ["a", "b"] })).toBe("Recipe with a, b");
  expect(recipeFileName({ text: "# 🍳", ingredients: [] })).toBe("recipe.md");
});

test("a recipe longer than can be restored is written as its beginning, so it comes back after a reload", () => {
  const long = { ...recipe, id: "long", text: `# Endless stew\n\n${"Stir. ".repeat(20_000)}` };
  const restored = parseStored(serialiseStored({ ...full, recipe: long, history: [long, recipe] }));
  expect(restored.recipe?.id).toBe("long");
  expect(restored.recipe?.text).toBe(long.text.slice(0, MAX_RECIPE_CHARS));
  expect(restored.recipe?.finishReason).toBe("interrupted");
  expect(restored.history.map((entry) => entry.id)).toEqual(["long", "r1"]);
  expect(restored.history[1]).toEqual(recipe);
  // Never half a character at the cut.
  const emoji = { ...recipe, text: `x${"🍅".repeat(MAX_RECIPE_CHARS)}` };
  const cut = parseStored(serialiseStored({ ...full, recipe: emoji })).recipe?.text ?? "";
  expect(cut.length).toBe(MAX_RECIPE_CHARS - 1);
  expect(cut).not.toMatch(/\p{Cs}/u);
});

test("a list saved before look-alikes counted as one keeps each name once instead of being lost", () => {
  const raw = JSON.stringify({ ...JSON.parse(serialiseStored(full)), ingredients: ["eggs", "ｅｇｇｓ", "cre\u0300me", "crème", "feta"] });
  expect(parseStored(raw).ingredients).toEqual(["eggs", "crème", "feta"]);
});
