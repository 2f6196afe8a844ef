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
