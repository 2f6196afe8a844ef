import { expect, test } from "vitest";
import { readIngredient } from "../food/ingredient-names.ts";
import { allRecipes } from "./recipe.ts";
import { typedCooked, typedFreshSide, typedPartUsed, typedPerishableProtein, typedToGo, typedWeight } from "./weights.ts";

// Issue 24 (decision 015, ninth session, cookbook27c): a note in brackets counts as the same words outside brackets do,
// for every name the cookbook's recipes use: "(fresh)", "(frozen)", "(tinned)", "(leftover)", "(opened)", "(use today)".
// It held before this change but where the note and the name make a name of their own: "anchovy (fresh)" read as the
// tinned anchovy, "fresh anchovy" as the fish (failed first on those two).
const NAMES = [...new Set(allRecipes.flatMap((recipe) => recipe.ingredients.map((line) => line.name)))].sort();
const NOTES = ["fresh", "frozen", "tinned", "leftover", "opened", "use today"];

const reading = (typed: string) => {
  const name = readIngredient(typed);
  return JSON.stringify([name, typedWeight(name, typed), typedCooked(name, typed), typedPerishableProtein(name, typed), typedFreshSide(name, typed), typedToGo(name, typed), typedPartUsed(name, typed)]);
};

test("every cookbook name, a mark: in brackets it reads, weighs and cooks as after a comma", () => {
  expect(NAMES.length).toBeGreaterThan(300);
  const wrong = ["use today", "going off"].flatMap((note) => NAMES.filter((name) => reading(`${name} (${note})`) !== reading(`${name}, ${note}`)).map((name) => `${name} (${note})`));
  expect(wrong).toEqual([]);
}, 60_000);

test("every cookbook name, every note but a mark: in brackets it reads, weighs and cooks as the note before the name", () => {
  const wrong = NOTES.filter((note) => note !== "use today").flatMap((note) => NAMES.filter((name) => reading(`${name} (${note})`) !== reading(`${note} ${name}`)).map((name) => `${name} (${note})`));
  expect(wrong).toEqual([]);
}, 60_000);
