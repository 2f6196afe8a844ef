import { expect, test } from "vitest";
import {
  MAX_HISTORY,
  MAX_RECIPE_CHARS,
  MAX_TITLE_CHARS,
  STORAGE_VERSION,
  addToHistory,
  emptyStored,
  parseStored,
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

test("what the reader made of a recipe is kept with it and read back checked", () => {
  const read: SavedRecipe = { ...recipe, reading: { title: "Spinach Omelette", recipe: true } };
  const notRecipe: SavedRecipe = { ...recipe, id: "r2", reading: { title: null, recipe: false } };
  const stored: Stored = { ...full, recipe: read, history: [read, notRecipe] };
  expect(parseStored(serialiseStored(stored))).toEqual(stored);
  // A damaged reading is dropped, not the recipe: the list reads it again.
  for (const reading of [
    "Omelette",
    null,
    { title: "Omelette" },
    { title: "Omelette", recipe: "yes" },
    { title: 7, recipe: true },
    { title: "", recipe: true },
    { title: "x".repeat(MAX_TITLE_CHARS + 1), recipe: true },
  ]) {
    const raw = JSON.stringify({ ...JSON.parse(serialiseStored(full)), recipe: { ...recipe, reading } });
    expect(parseStored(raw).recipe, JSON.stringify(reading)).toEqual(recipe);
  }
  expect(parseStored(serialiseStored({ ...full, recipe: { ...recipe, reading: { title: "x".repeat(MAX_TITLE_CHARS), recipe: true } } })).recipe?.reading?.title).toHaveLength(MAX_TITLE_CHARS);
});

test("a record kept before recipes were read (no reading) still loads whole", () => {
  // Written as the page wrote version 1 before readings were kept.
  const before = JSON.stringify({
    version: 1,
    ingredients: ["eggs", "feta"],
    preferences: { diets: [], avoid: "", servings: null, minutes: null },
    recipe: { id: "a", ingredients: ["eggs", "feta", "spinach", "onion"], text: "**Omelette**\n\nWhisk.", backend: "huggingface", model: "m", finishReason: "stopped", savedAt: 5 },
    history: [{ id: "a", ingredients: ["eggs", "feta", "spinach", "onion"], text: "**Omelette**\n\nWhisk.", backend: "huggingface", model: "m", finishReason: "stopped", savedAt: 5 }],
  });
  const loaded = parseStored(before);
  expect(loaded.recipe).toEqual({ id: "a", ingredients: ["eggs", "feta", "spinach", "onion"], text: "**Omelette**\n\nWhisk.", backend: "huggingface", model: "m", finishReason: "stopped", savedAt: 5 });
  expect(loaded.history).toHaveLength(1);
  expect(loaded.history[0]?.reading).toBeUndefined();
});
