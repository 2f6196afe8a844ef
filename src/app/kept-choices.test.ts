import { expect, test } from "vitest";
import { CHOICES_KEY, MAX_KEPT_CHOICES, readChoice, writeChoice } from "./kept-choices.ts";
import { recipeKey } from "./cook-progress.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

const choice = { servingsInput: "6", servings: 6, units: "us", listOpen: true } as const;

test("a choice comes back for its recipe only, its shopping list closed", () => {
  const storage = memoryStorage();
  writeChoice(storage, "# Soup", choice);
  expect(readChoice(storage, "# Soup")).toEqual({ servingsInput: "6", servings: 6, units: "us", listOpen: false });
  expect(readChoice(storage, "# Stew")).toBeNull();
});

test("damaged or foreign records are dropped, never a crash", () => {
  const key = recipeKey("# Soup");
  for (const raw of ["not json", "null", "[]", '{"version":2,"recipes":{}}', `{"version":1,"recipes":{"${key}":{"servings":0,"units":"us"}}}`, `{"version":1,"recipes":{"${key}":{"servings":6.5,"units":"us"}}}`, `{"version":1,"recipes":{"${key}":{"servings":100,"units":"us"}}}`, `{"version":1,"recipes":{"${key}":{"servings":6,"units":"imperial"}}}`]) {
    expect(readChoice(memoryStorage({ [CHOICES_KEY]: raw }), "# Soup"), raw).toBeNull();
  }
  const refusing = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
  expect(() => writeChoice(refusing, "# Soup", choice)).not.toThrow();
  expect(readChoice(refusing, "# Soup")).toBeNull();
  expect(readChoice(null, "# Soup")).toBeNull();
});

test(`only the ${MAX_KEPT_CHOICES} recipes chosen last are kept`, () => {
  const storage = memoryStorage();
  for (let at = 0; at <= MAX_KEPT_CHOICES; at++) writeChoice(storage, `# Recipe ${at}`, choice, at);
  expect(readChoice(storage, "# Recipe 0")).toBeNull();
  expect(readChoice(storage, "# Recipe 1")).not.toBeNull();
  expect(readChoice(storage, `# Recipe ${MAX_KEPT_CHOICES}`)).not.toBeNull();
});
