import { expect, test } from "vitest";
import { cookbookPieces } from "./cookbook-stream.ts";
import { answerFromCookbook } from "./match.ts";

const list = ["eggs", "spinach", "feta", "onion"];

test("the pieces put together are the cookbook's answer", () => {
  const pieces = cookbookPieces(list, 0, { diets: [] });
  expect(pieces.length).toBeGreaterThan(5);
  expect(pieces.join("")).toBe(answerFromCookbook(list).markdown);
});

test("another attempt gives another recipe, and diets are honoured", () => {
  expect(cookbookPieces(list, 1, { diets: [] }).join("")).not.toBe(cookbookPieces(list, 0, { diets: [] }).join(""));
  const vegan = answerFromCookbook(["tofu", "rice", "broccoli", "soy sauce"], { diets: ["vegan"] });
  expect(vegan.kind === "match" && vegan.recipe.diets).toContain("vegan");
  expect(cookbookPieces(["tofu", "rice", "broccoli", "soy sauce"], 0, { diets: ["vegan"] }).join("")).toBe(vegan.markdown);
});
