import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { familyNames, splitNames } from "./family-check.ts";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const names = familyNames(read("../../data/sources/usda-sr28-foods.tsv"), read("../../data/sources/ifct2017-foods.tsv"));

test("the family check's names come from both sources, each class of food, typed as a cook puts them", () => {
  const byTyped = new Map(names.map((entry) => [entry.typed, entry]));
  expect(byTyped.get("black pomfret")).toMatchObject({ family: "fish", source: "ifct2017" });
  expect(byTyped.get("pompano")).toMatchObject({ family: "fish", source: "usda-sr28" });
  expect(byTyped.get("savoy cabbage")).toMatchObject({ family: "vegetable" });
  expect(byTyped.get("top loin steak")).toMatchObject({ family: "beef cut, typed bare" });
  expect(byTyped.get("choice beef top loin steak")).toMatchObject({ family: "graded beef" });
  expect(byTyped.get("smoked pork shoulder")).toMatchObject({ family: "cured pork" });
  // No state, packing or grade word is read as a name.
  expect(names.filter((entry) => /\b(?:raw|cooked|canned|separable|trimmed)\b/.test(entry.typed))).toEqual([]);
  expect(new Set(names.map((entry) => entry.typed)).size).toBe(names.length);
});

test("a seeded third of the names is held aside, the same third every run", () => {
  const { choosing, held } = splitNames(names);
  expect(held.length).toBe(Math.round(names.length / 3));
  expect(choosing.length + held.length).toBe(names.length);
  expect(splitNames(names).held).toEqual(held);
  expect(new Set([...choosing, ...held].map((entry) => entry.typed)).size).toBe(names.length);
});
