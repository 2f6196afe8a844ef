import { expect, test } from "vitest";
import { isNonFood } from "../food/non-food.ts";
import { createVerdicts } from "./load-food-check.ts";

test("an ingredient checked when typed is not checked again at the click; one not checked yet is checked there", () => {
  const checked: string[] = [];
  const verdicts = createVerdicts((ingredient) => {
    checked.push(ingredient);
    return isNonFood(ingredient);
  });
  // When typed (in idle time).
  for (const ingredient of ["eggs", "Bleach", "flour"]) verdicts.verdict(ingredient);
  expect(checked).toEqual(["eggs", "Bleach", "flour"]);
  // At the click: only what was never checked is checked now, and nothing unchecked gets through.
  expect(verdicts.firstNonFood(["eggs", "flour", "sugar"])).toBeNull();
  expect(checked).toEqual(["eggs", "Bleach", "flour", "sugar"]);
  expect(verdicts.firstNonFood(["sugar", "eggs", "Bleach", "drain cleaner"])).toBe("Bleach");
  expect(verdicts.firstNonFood(["eggs", "drain cleaner"])).toBe("drain cleaner");
  expect(checked).toEqual(["eggs", "Bleach", "flour", "sugar", "drain cleaner"]);
});
