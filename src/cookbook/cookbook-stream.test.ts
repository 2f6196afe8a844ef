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

test("the things to avoid reach the cookbook: no recipe with them is streamed", () => {
  const curry = ["pumpkin", "coconut milk", "onion", "red curry paste"];
  expect(cookbookPieces(curry, 0, { diets: [] }).join("")).toMatch(/peanut/i);
  const avoiding = cookbookPieces(curry, 0, { diets: [], avoid: "peanuts" }).join("");
  expect(avoiding).not.toMatch(/peanut/i);
  expect(avoiding).toBe(answerFromCookbook(curry, { avoid: "peanuts" }).markdown);
});
