import fc from "fast-check";
import { expect, test } from "vitest";
import { DIETS, MAX_PANTRY_LENGTH, TIME_CHOICES, pantryItems } from "../core/preferences.ts";
import { recipeRequestSchema } from "../core/recipe-request.ts";
import { emptyStored, parseStored, STORAGE_VERSION } from "./storage.ts";

// storage.ts reads kept preferences back by hand (zod would be in the first screen); the request
// schema is what the server parses them with. These properties hold the two to one answer.
const preferencesSchema = recipeRequestSchema.shape.preferences;
const pantrySchema = recipeRequestSchema.shape.pantry;

const anyText = (maxLength: number) => fc.oneof(fc.string({ maxLength }), fc.string({ unit: "binary", maxLength }), fc.string({ unit: "grapheme", maxLength }));
const keptPreferences = fc.record({
  diets: fc.array(fc.oneof(fc.constantFrom(...DIETS), fc.string({ maxLength: 12 })), { maxLength: 6 }),
  avoid: anyText(260),
  servings: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 16 }), fc.double({ noNaN: true, noDefaultInfinity: true })),
  minutes: fc.oneof(fc.constant(null), fc.constantFrom(...TIME_CHOICES), fc.integer({ min: 0, max: 200 })),
  pantry: fc.oneof(fc.constant(null), anyText(450), fc.array(anyText(50), { maxLength: 45 }).map((items) => items.join(", "))),
});

const readBack = (preferences: unknown) =>
  parseStored(JSON.stringify({ version: STORAGE_VERSION, ingredients: [], preferences, recipe: null, history: [] }));

test("property: preferences read back from storage are ones the server's schema accepts, their pantry too", () => {
  fc.assert(
    fc.property(keptPreferences, (kept) => {
      const stored = readBack(kept);
      if (stored === emptyStored) return;
      const { pantry, ...asked } = stored.preferences;
      expect(preferencesSchema.safeParse(asked).error?.issues ?? []).toEqual([]);
      if (pantry != null) expect(pantrySchema.safeParse(pantryItems(pantry)).error?.issues ?? []).toEqual([]);
    }),
    { numRuns: 2_000 },
  );
});

test("property: preferences the server's schema accepts are read back from storage, not lost", () => {
  fc.assert(
    fc.property(keptPreferences, (kept) => {
      const { pantry, ...asked } = kept;
      fc.pre(preferencesSchema.safeParse(asked).success && (pantry === null || pantry.length <= MAX_PANTRY_LENGTH));
      expect(readBack(kept)).not.toBe(emptyStored);
    }),
    { numRuns: 2_000 },
  );
});

test("a pantry item cut at its length limit never keeps half a character, which the schema refuses", () => {
  const items = pantryItems(`${"a".repeat(39)}🍅, soy sauce`);
  expect(items).toEqual(["a".repeat(39), "soy sauce"]);
  expect(pantrySchema.safeParse(items).success).toBe(true);
});

test("a tab kept in the things to avoid before the form refused it is read back as a space, the record kept", () => {
  const stored = readBack({ diets: [], avoid: "peanuts\tsesame", servings: null, minutes: null, pantry: "rice\u0000beans" });
  expect(stored.preferences).toMatchObject({ avoid: "peanuts sesame", pantry: "rice,beans" });
});
