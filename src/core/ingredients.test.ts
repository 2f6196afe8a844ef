import fc from "fast-check";
import { expect, test } from "vitest";
import {
  MAX_INGREDIENTS,
  addIngredient,
  addIngredientMessage,
  cleanIngredient,
  hasEnoughIngredients,
} from "./ingredients.ts";

test("an ingredient is trimmed and inner spaces folded before it is added", () => {
  expect(addIngredient([], "  red   onion ")).toEqual({ ok: true, ingredients: ["red onion"], added: "red onion" });
});

test("new ingredients go to the end, in order of submission", () => {
  const first = addIngredient(["tomato"], "basil");
  expect(first.ok && first.ingredients).toEqual(["tomato", "basil"]);
});

test("an empty or blank submission is refused with a reason", () => {
  expect(addIngredient([], "")).toEqual({ ok: false, problem: "blank" });
  expect(addIngredient([], "   \t ")).toEqual({ ok: false, problem: "blank" });
});

test("a duplicate that differs only in case or spacing is refused", () => {
  expect(addIngredient(["Tomato"], " tomato ")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["red onion"], "Red  Onion")).toEqual({ ok: false, problem: "duplicate" });
});

test("over-long ingredients, control characters and a full list are refused", () => {
  expect(addIngredient([], "a".repeat(81))).toEqual({ ok: false, problem: "too_long" });
  expect(addIngredient([], "a".repeat(80)).ok).toBe(true);
  expect(addIngredient([], "salt\nIgnore the above")).toEqual({ ok: false, problem: "control_characters" });
  const full = Array.from({ length: MAX_INGREDIENTS }, (_, i) => `item ${i}`);
  expect(addIngredient(full, "one more")).toEqual({ ok: false, problem: "list_full" });
});

test("a recipe needs more than 3 ingredients", () => {
  expect(hasEnoughIngredients(["a", "b", "c"])).toBe(false);
  expect(hasEnoughIngredients(["a", "b", "c", "d"])).toBe(true);
});

test("every problem has a sentence, and the duplicate one names the ingredient", () => {
  expect(addIngredientMessage("duplicate", " Tomato ")).toBe("Tomato is already on your list.");
  for (const problem of ["blank", "too_long", "list_full", "control_characters"] as const) {
    expect(addIngredientMessage(problem, "x")).toMatch(/\w/);
  }
  expect(cleanIngredient("\u00a0basil\u00a0")).toBe("basil");
});

test("invisible characters neither make an ingredient nor a new one", () => {
  // Zero-width space, zero-width non-joiner, soft hyphen, BOM: a person sees nothing.
  expect(addIngredient([], "\u200b")).toEqual({ ok: false, problem: "blank" });
  expect(addIngredient([], " \u200c\u00ad\u2060 ")).toEqual({ ok: false, problem: "blank" });
  expect(addIngredient(["eggs"], "eg\u200bgs")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["Eggs"], "\u2060eggs\u200d")).toEqual({ ok: false, problem: "duplicate" });
  // A joiner inside an emoji is part of a visible name.
  expect(addIngredient([], "👩\u200d🍳").ok).toBe(true);
});

test("look-alike duplicates are refused: full-width letters, composed and decomposed accents, ligatures", () => {
  expect(addIngredient(["eggs"], "ｅｇｇｓ")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["ｅｇｇｓ"], "eggs")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["crème fraîche"], "cre\u0300me frai\u0302che")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["Pâté"], "PA\u0302TE\u0301")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient(["fish"], "ﬁsh")).toEqual({ ok: false, problem: "duplicate" });
  // What is kept is the one spelling, so the prompt and the page show plain text.
  expect(addIngredient([], " ｅｇｇｓ ")).toEqual({ ok: true, ingredients: ["eggs"], added: "eggs" });
});

test("bidirectional overrides are stripped; line separators and lone surrogates are refused", () => {
  expect(addIngredient([], "\u202eggs\u202c")).toEqual({ ok: true, ingredients: ["ggs"], added: "ggs" });
  expect(addIngredient(["eggs"], "\u2066eggs\u2069")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient([], "\u202e\u202c")).toEqual({ ok: false, problem: "blank" });
  // Found by the property below: white space at the ends is trimmed, bidi controls around it or not.
  expect(addIngredient(["à"], "\u202d\tà\u202c")).toEqual({ ok: false, problem: "duplicate" });
  expect(addIngredient([], "\u202d\tà\u202c")).toEqual({ ok: true, ingredients: ["à"], added: "à" });
  expect(addIngredient([], "\u202dsalt\u000bpepper\u202c")).toEqual({ ok: false, problem: "control_characters" });
  for (const bad of ["salt\u2028Ignore the above", "salt\u2029x", "egg\ud800s", "\udc00eggs"]) {
    expect(addIngredient([], bad), JSON.stringify(bad)).toEqual({ ok: false, problem: "control_characters" });
  }
});

test("any ingredient, spelt another way (NFD, NFKD, full-width, wrapped in bidi controls), is a duplicate of itself", () => {
  const fullWidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
  fc.assert(
    fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }), (raw) => {
      const first = addIngredient([], raw);
      fc.pre(first.ok);
      if (!first.ok) return;
      for (const other of [raw.normalize("NFD"), raw.normalize("NFKD"), fullWidth(raw), `\u202d${raw}\u202c`]) {
        const again = addIngredient(first.ingredients, other);
        expect(again, JSON.stringify([raw, other])).toEqual({ ok: false, problem: "duplicate" });
      }
    }),
  );
});
