import { expect, test } from "vitest";
import { fridgeFigures } from "./fridge-figures.ts";

test("the figures count extras, the star and the share used as the issue defines them", () => {
  const lists = [
    { star: "salmon", list: ["salmon", "lemon", "garlic", "broccoli"] },
    { star: "pumpkin", list: ["pumpkin", "onion", "stock", "cream"] },
    { star: "rice", list: ["leftover rice", "eggs", "peas", "soy sauce"] },
  ];
  const answers = new Map<string, { used: string[]; missing: string[] } | null>([
    ["salmon", { used: ["salmon", "lemon"], missing: ["dill"] }],
    ["pumpkin", { used: ["onion", "stock"], missing: ["carrot", "potato", "leek"] }],
    ["leftover rice", null],
  ]);
  const figures = fridgeFigures(lists, (list) => answers.get(list[0] ?? "") ?? null);
  expect(figures).toEqual({ lists: 3, answered: 2, medianExtras: 3, atMostTwoExtras: 1 / 3, starUsed: 1 / 3, listUsed: (2 / 4 + 2 / 4) / 3 });
});
