import fc from "fast-check";
import { expect, test } from "vitest";
import { applyEdits } from "./amount.ts";
import { ovenTable, temperatureEdits } from "./temperature.ts";
import type { UnitSystem } from "./recipe-model.ts";

function shown(text: string, system: UnitSystem): string {
  return applyEdits(text, temperatureEdits(text, system, ovenTable(text)));
}

test.each([
  ["Bake at 400°F for 20 minutes.", "metric", "Bake at 200°C for 20 minutes."],
  ["Bake at 400 °F for 20 minutes.", "metric", "Bake at 200 °C for 20 minutes."],
  ["Bake at 200°C for 20 minutes.", "us", "Bake at 400°F for 20 minutes."],
  ["Heat the oven to 180C.", "us", "Heat the oven to 350°F."],
  ["Roast at 350 degrees F.", "metric", "Roast at 180 degrees C."],
  ["Heat the oven to 180°C (350°F).", "metric", "Heat the oven to 180°C."],
  ["Heat the oven to 180°C (350°F).", "us", "Heat the oven to 350°F."],
  ["Heat to 200C/400F/gas mark 6.", "us", "Heat to 400°F/gas mark 6."],
  ["Heat the oven to 400°F (200°C, gas mark 6).", "metric", "Heat the oven to 200°C (gas mark 6)."],
  ["Heat the oven to 400°F (200°C, gas mark 6).", "us", "Heat the oven to 400°F (gas mark 6)."],
  ["Heat the oven to 200°C (400°F/gas 6).", "us", "Heat the oven to 400°F (gas 6)."],
  ["Heat the oven to 220°C (425°F) fan off.", "us", "Heat the oven to 425°F fan off."],
  ["Preheat to gas mark 4.", "metric", "Preheat to gas mark 4."],
  ["Boil the sugar to 115°C.", "us", "Boil the sugar to 240°F."],
  ["Cook to 165°F inside.", "metric", "Cook to 75°C inside."],
  ["Add 2 C sugar.", "us", "Add 2 C sugar."],
  ["Bake for 350 degrees worth of patience.", "metric", "Bake for 350 degrees worth of patience."],
] as const)("%j in %s reads %j", (text, system, expected) => {
  expect(shown(text, system)).toBe(expected);
});

test("as written, nothing changes", () => {
  expect(temperatureEdits("Bake at 400°F.", "as-written")).toEqual([]);
});

test("one oven reads the same everywhere: the recipe's own pair decides its lone mentions", () => {
  const recipe = "1. Heat the oven to 350°F (175°C).\n2. Bake at 350°F for 30 minutes.\n3. Another oven: 400°F.";
  expect(shown(recipe, "metric")).toBe("1. Heat the oven to 175°C.\n2. Bake at 175°C for 30 minutes.\n3. Another oven: 200°C.");
});

test("a pair in brackets is rewritten with its brackets balanced and one scale left, whatever else the bracket holds", () => {
  const oven = fc.constantFrom([180, 350], [200, 400], [220, 425], [160, 325], [190, 375]);
  const rest = fc.constantFrom("", ", gas mark 6", "/gas 4", "; fan 180°C", " or gas 5");
  fc.assert(
    fc.property(oven, fc.boolean(), rest, fc.constantFrom("metric", "us") as fc.Arbitrary<UnitSystem>, ([celsius, fahrenheit], celsiusFirst, more, system) => {
      const [a, b] = celsiusFirst ? [`${celsius}°C`, `${fahrenheit}°F`] : [`${fahrenheit}°F`, `${celsius}°C`];
      const result = shown(`Heat the oven to ${a} (${b}${more}).`, system);
      expect(result.split("(").length).toBe(result.split(")").length);
      expect(result).not.toMatch(system === "metric" ? /°F/ : /°C/);
      expect(result).toContain(system === "metric" ? `${celsius}°C` : `${fahrenheit}°F`);
      expect(result).not.toMatch(/\(\s*\)/);
    }),
  );
});
