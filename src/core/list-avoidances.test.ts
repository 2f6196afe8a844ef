import fc from "fast-check";
import { expect, test } from "vitest";
import { EVERY_KNOWN_NAME } from "../../tests/every-known-name.ts";
import { avoidanceIn, withListAvoidances } from "./list-avoidances.ts";
import { parseRecipeRequest } from "./recipe-request.ts";
import { buildUserMessage } from "./prompt.ts";

// The ways a cook says "leave it out" on a list, each around the thing they avoid.
const SAYINGS: readonly ((thing: string) => string)[] = [
  (thing) => `no ${thing}`,
  (thing) => `no ${thing} pls`,
  (thing) => `NO ${thing.toUpperCase()} PLEASE!!`,
  (thing) => `please no ${thing}`,
  (thing) => `without ${thing}`,
  (thing) => `avoid ${thing}`,
  (thing) => `${thing} allergy`,
  (thing) => `${thing} allergy!!`,
  (thing) => `severe ${thing} allergy`,
  (thing) => `my son has a ${thing} allergy`,
  (thing) => `${thing} intolerant`,
  (thing) => `${thing} free`,
  (thing) => `${thing}-free`,
  (thing) => `allergic to ${thing}`,
  (thing) => `I'm allergic to ${thing}!`,
  (thing) => `we are allergic to ${thing}`,
  (thing) => `can't eat ${thing}`,
  (thing) => `I can’t have ${thing}`,
  (thing) => `don't like ${thing}`,
  (thing) => `my daughter hates ${thing}`,
  (thing) => `(no ${thing})`,
  (thing) => `no ${thing} 🙏`,
];

// A name that itself starts or ends with a cue ("no-salt …", "… free") is said otherwise; those are few and none is an allergen.
const plainNames = EVERY_KNOWN_NAME.filter((name) => /^[\p{L}][\p{L} ]*[\p{L}]$/u.test(name) && name.split(" ").length <= 4 && !/^(?:no|not|without|avoid)\b|\b(?:free|allergy|intolerant|added)$/u.test(name));

test("no food the tables know is read as something to avoid: every name, as typed", () => {
  expect(EVERY_KNOWN_NAME.length).toBeGreaterThan(3000);
  const misread = EVERY_KNOWN_NAME.filter((name) => avoidanceIn(name) !== null);
  expect(misread).toEqual([]);
  // Nor with a capital, an amount or a note, as lists are typed.
  const typed = EVERY_KNOWN_NAME.flatMap((name) => [name.toUpperCase(), `2 ${name}`, `${name} (leftover)`, `${name}, going soft`]);
  expect(typed.filter((entry) => avoidanceIn(entry) !== null)).toEqual([]);
});

test("every known food said in every way a cook says to leave it out is read as that food, to avoid", () => {
  expect(plainNames.length).toBeGreaterThan(2000);
  const wrong: string[] = [];
  for (const name of plainNames) {
    for (const say of SAYINGS) {
      const entry = say(name);
      const read = avoidanceIn(entry);
      if (read?.toLowerCase() !== name.toLowerCase()) wrong.push(`${entry} → ${String(read)}`);
    }
  }
  expect(wrong).toEqual([]);
});

test("a way of eating typed as an entry is a thing the recipe keeps to", () => {
  expect(["vegan", "Vegetarian!", "we're vegetarian", "halal pls"].map(avoidanceIn)).toEqual(["vegan", "vegetarian", "vegetarian", "halal"]);
  expect(["vegan cheese", "vegetarian sausages", "halal chicken"].map(avoidanceIn)).toEqual([null, null, null]);
});

test("the list keeps its foods in order; what it avoids joins the cook's own words, each once; applying it twice changes nothing", () => {
  const entry = fc.oneof(
    fc.constantFrom(...EVERY_KNOWN_NAME),
    fc.tuple(fc.constantFrom(...SAYINGS), fc.constantFrom(...plainNames)).map(([say, name]) => say(name)),
  );
  fc.assert(
    fc.property(fc.uniqueArray(entry, { maxLength: 12 }), fc.constantFrom("", "peanuts", "shellfish, nuts"), (list, avoid) => {
      const once = withListAvoidances(list, avoid);
      expect(once.ingredients).toEqual(list.filter((item) => avoidanceIn(item) === null));
      expect(once.avoid.startsWith(avoid)).toBe(true);
      for (const item of list) {
        const thing = avoidanceIn(item);
        if (thing !== null) expect(once.avoid.toLowerCase().split(", ")).toContain(thing.toLowerCase());
      }
      const parts = once.avoid.toLowerCase().split(/,\s*/).filter((part) => part !== "");
      expect(new Set(parts).size).toBe(parts.length);
      expect(withListAvoidances(once.ingredients, once.avoid)).toEqual(once);
    }),
  );
});

test("a request whose list says what to avoid asks for a recipe without it, never with it", () => {
  const parsed = parseRecipeRequest({ ingredients: ["chicken", "noodles", "no nuts pls", "sesame allergy!!", "spring onions"], preferences: { avoid: "shellfish" } });
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) return;
  expect(parsed.request.ingredients).toEqual(["chicken", "noodles", "spring onions"]);
  expect(parsed.request.preferences.avoid).toBe("shellfish, nuts, sesame");
  const message = buildUserMessage(parsed.request.ingredients, parsed.request.preferences);
  expect(message).toContain("I have chicken, noodles, spring onions.");
  expect(message).toContain(": shellfish, nuts, sesame. Treat them as allergies");
});
