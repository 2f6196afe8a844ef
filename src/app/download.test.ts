import { expect, test } from "vitest";
import { fileName } from "./download.ts";

test("a file is named by its title, in plain lower-case ASCII", () => {
  expect(fileName("Spinach and Feta Omelette", "md")).toBe("spinach-and-feta-omelette.md");
  expect(fileName("Crème Brûlée — for 4!", "md")).toBe("creme-brulee-for-4.md");
  expect(fileName("🍳", "md")).toBe("recipe.md");
  expect(fileName("x".repeat(100), "md")).toBe(`${"x".repeat(60)}.md`);
});
