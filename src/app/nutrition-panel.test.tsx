import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import generated from "../food/nutrition.generated.json" with { type: "json" };
import type { NutritionTable } from "../food/nutrition.ts";
import { understandRecipe } from "../recipe/understand.ts";
import { NutritionPanel } from "./nutrition-panel.tsx";

// The table as the page loads it (built by `npm run cookbook`, which `npm test` runs first).
const table = generated as unknown as NutritionTable;

const recipe = understandRecipe(`# Porridge

Serves 2

## Ingredients

- 80 g rolled oats
- 500 ml milk
- 1 tbsp honey
- salt to taste
- 2 tbsp yuzu kosho

## Method

1. Simmer the oats in the milk, stirring, for 5 minutes.
`);
if (recipe === null) throw new Error("the porridge is not read as a recipe");

function row(name: string): string {
  const panel = screen.getByRole("region", { name: "Nutrition per serving" });
  const term = within(panel).getByText(name, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

test("the panel shows each measure per serving, says it is an estimate, and lists what it could not count", () => {
  render(<NutritionPanel recipe={recipe} table={table} baseServings={2} servings={2} />);
  const panel = screen.getByRole("region", { name: "Nutrition per serving" });
  for (const name of ["Energy", "Protein", "Carbohydrate", "of which sugars", "Fat", "of which saturates", "Fibre", "Salt"]) {
    expect(row(name)).toMatch(/\d/);
  }
  expect(row("Energy")).toMatch(/^≈ \d+ kcal$/);
  expect(within(panel).getByText(/An estimate from USDA data for the 3 of 5 ingredient lines/)).toBeTruthy();
  const skipped = within(panel).getByRole("list", { name: "Not counted" });
  expect(within(skipped).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["salt to taste", "2 tbsp yuzu kosho (not in the table)"]);
  // The food names hold Open Food Facts data: the ODbL's notice is shown where they are used.
  expect(within(panel).getByRole("link", { name: "Open Food Facts" }).getAttribute("href")).toBe("https://world.openfoodfacts.org/");
  expect(within(panel).getByRole("link", { name: "Open Database License" }).getAttribute("href")).toMatch(/^https:\/\/opendatacommons\.org\/licenses\/odbl\//);
});

test("per serving stays as Servings change; the whole recipe follows them", () => {
  const { rerender } = render(<NutritionPanel recipe={recipe} table={table} baseServings={2} servings={2} />);
  const energy = row("Energy");
  const kcal = Number(/\d+/.exec(energy)?.[0]);
  const whole = (servings: number) => screen.getByText(new RegExp(`Whole recipe \\(${servings} servings\\): ≈ (\\d+) kcal`)).textContent ?? "";
  const wholeKcal = (servings: number) => Number(/≈ (\d+) kcal\.$/.exec(whole(servings))?.[1]);
  expect(Math.abs(wholeKcal(2) - 2 * kcal)).toBeLessThanOrEqual(1);

  rerender(<NutritionPanel recipe={recipe} table={table} baseServings={2} servings={6} />);
  expect(row("Energy")).toBe(energy);
  expect(Math.abs(wholeKcal(6) - 6 * kcal)).toBeLessThanOrEqual(3);
});

test("an unfinished reply's panel says only the ingredients written so far are counted", () => {
  const { rerender } = render(<NutritionPanel recipe={recipe} table={table} baseServings={2} servings={2} />);
  const panel = screen.getByRole("region", { name: "Nutrition per serving" });
  expect(within(panel).queryByText(/written so far/)).toBeNull();
  rerender(<NutritionPanel recipe={recipe} table={table} baseServings={2} servings={2} unfinished="you stopped the chef before it ended" />);
  expect(within(panel).getByText("Only the ingredients written so far are counted: you stopped the chef before it ended.")).toBeTruthy();
});

test("kitchen equipment listed with the ingredients is neither counted nor listed as not counted", () => {
  const kebabs = understandRecipe("# Kebabs\n\nServes 2\n\n## Ingredients\n\n- 300 g lamb\n- 4 wooden skewers, soaked in water\n- baking paper\n\n## Method\n\n1. Thread the lamb onto the skewers and grill.\n");
  if (kebabs === null) throw new Error("the kebabs are not read as a recipe");
  render(<NutritionPanel recipe={kebabs} table={table} baseServings={2} servings={2} />);
  const panel = screen.getByRole("region", { name: "Nutrition per serving" });
  expect(within(panel).getByText(/An estimate from USDA data for the 1 of 1 ingredient lines/)).toBeTruthy();
  expect(within(panel).queryByRole("list", { name: "Not counted" })).toBeNull();
});
