import { expect, test } from "vitest";
import { fridgeFigures } from "./fridge-figures.ts";

test("the figures count extras, the star and the share used as the issue defines them", () => {
  const lists = [
    { star: "salmon", list: ["salmon", "lemon", "garlic", "broccoli"] },
    { star: "pumpkin", list: ["pumpkin", "onion", "stock", "cream"] },
    { star: "rice", list: ["leftover rice", "eggs", "peas", "soy sauce"] },
  ];
  const answers = new Map<string, { used: string[]; needed: string[]; missing: string[]; mains: string[] } | null>([
    ["salmon", { used: ["salmon", "lemon"], needed: ["salmon", "lemon"], missing: ["dill"], mains: ["salmon"] }],
    ["pumpkin", { used: ["onion", "stock"], needed: ["onion", "stock"], missing: ["carrot", "potato", "leek"], mains: ["carrot"] }],
    ["leftover rice", null],
  ]);
  const figures = fridgeFigures(lists, (entry) => answers.get(entry.list[0] ?? "") ?? null);
  expect(figures).toEqual({ lists: 3, answered: 2, medianExtras: 3, atMostTwoExtras: 1 / 3, starUsed: 1 / 3, starMain: 1 / 3, listUsed: (2 / 4 + 2 / 4) / 3 });
});

test("a star used only as a side ingredient counts as used, not as the dish's main ingredient", () => {
  const figures = fridgeFigures([{ star: "2 chicken breasts", list: ["2 chicken breasts", "rice", "peas", "onion"] }], () => ({
    used: ["2 chicken breasts", "rice"],
    needed: ["2 chicken breasts", "rice"],
    missing: [],
    mains: ["rice"],
  }));
  expect(figures.starUsed).toBe(1);
  expect(figures.starMain).toBe(0);
});
