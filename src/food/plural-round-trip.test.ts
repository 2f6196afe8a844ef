import { expect, test } from "vitest";
import names from "../../data/ingredient-names.json" with { type: "json" };
import nutrition from "../../data/nutrition-foods.json" with { type: "json" };
import { pluralise, singularise } from "./ingredient-names.ts";

// Scaling writes "2 haggises"; the reader must read that back as the haggis it wrote. A name ending in
// s takes "es" from the writer, which the reader's rules cannot tell from "mayonnaises" (one "s" off):
// every such word a food name ends with must read back, through the irregular table where need be.
test("every food name's head word ending in s, made plural, reads back as itself", () => {
  const heads = new Set(
    [...names.synonyms.map((group) => group.name), ...Object.keys(names.families), ...nutrition.foods.map((food) => food.name)]
      .map((name) => name.split(" ").at(-1) ?? "")
      .filter((word) => /^[a-z]+s$/.test(word) && pluralise(word) !== word),
  );
  const misread = [...heads].filter((word) => singularise(pluralise(word)) !== singularise(word)).map((word) => `${word} → ${pluralise(word)} → ${singularise(pluralise(word))}`);
  expect(misread).toEqual([]);
});
