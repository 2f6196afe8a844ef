import { expect, test } from "vitest";
import { fridgeFigures, TOLD_MARK, withStarTold } from "./fridge-figures.ts";

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

test("a list with its star told carries the cook's mark on the star alone, and the same star is counted", () => {
  const entry = { star: "cream", list: ["chicken fillets x2", "rashers", "cream", "mushrooms", "penne"] };
  const told = withStarTold(entry);
  expect(told.list).toEqual(["chicken fillets x2", "rashers", `cream ${TOLD_MARK}`, "mushrooms", "penne"]);
  expect(told.star).toBe(`cream ${TOLD_MARK}`);
  const pick = { used: ["cream"], needed: ["cream"], missing: [] };
  expect(fridgeFigures([entry], () => pick).starUsed).toBe(1);
  expect(fridgeFigures([told], () => pick).starUsed).toBe(1);
  // Marked already: left as the cook wrote it.
  const marked = { star: "spinach (going limp)", list: ["spinach (going limp)", "eggs", "feta", "onion"] };
  expect(withStarTold(marked)).toBe(marked);
  // The star named by its food ("rice" for "leftover rice") marks the item that holds it.
  expect(withStarTold({ star: "rice", list: ["leftover rice", "eggs", "peas", "soy sauce"] }).list[0]).toBe(`leftover rice ${TOLD_MARK}`);
});
