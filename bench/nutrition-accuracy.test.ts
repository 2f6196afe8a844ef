import { expect, test } from "vitest";
import type { Nutrients } from "../src/food/nutrition.ts";
import { carbohydrateAsPublished } from "./nutrition-accuracy.ts";

// [kcal, protein, fat, saturated fat, carbohydrate, sugars, fibre, sodium]
const per: Nutrients = [400, 20, 10, 3, 50, 8, 6, 500];

test("a British author's carbohydrate is compared without fibre, a US author's with it", () => {
  expect(carbohydrateAsPublished({ source: "https://www.nhs.uk/healthier-families/recipes/cherry-berry-crumble/ (NHS website)" }, per)).toBe(44);
  expect(carbohydrateAsPublished({ source: "Deliciously Healthy Dinners (NHLBI), p. 12" }, per)).toBe(50);
  expect(carbohydrateAsPublished({ source: "https://www.nutrition.va.gov/docs/recipes/x.pdf" }, per)).toBe(50);
  // Never below nothing, whatever the fibre.
  expect(carbohydrateAsPublished({ source: "https://www.nhs.uk/x/" }, [100, 1, 1, 0, 2, 0, 5, 0])).toBe(0);
});
