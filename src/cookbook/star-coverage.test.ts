import { expect, test } from "vitest";
import { isMeatOrFish, readIngredient } from "../food/ingredient-names.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };
import { answerFromCookbook } from "./match.ts";
import { typedWeight } from "./weights.ts";
import { coverageOf, isNotADish, meatAndVegetablePairs, NAMED_NOT_A_STAND_IN, namedStandIns, NOT_A_DISH, simplestDishExtras, typedStarNames } from "./star-coverage.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";

/**
 * The cookbook over its whole vocabulary rather than over fridge lists (decision 015, 2026-11-28 "day"):
 * every name a cook can type for a protein or produce gets a dish built on it from a plain list, and the
 * simplest dish built on each needs at most two things beyond a common pantry, unless the name is on the
 * short, reasoned list of things no home recipe is built on.
 */
const typed = typedStarNames();

test("the vocabulary checked is the whole of it: hand-kept names, aliases, USDA's names and the everyday cuts", () => {
  expect(typed.length).toBeGreaterThan(1000);
  for (const name of ["beef shin", "little gem", "courgette", "capsicum", "stewing beef", "chicken drumsticks", "silverbeet", "portabella"]) expect(typed).toContain(name);
  // Typed frozen or tinned, produce weighs as keeping produce (a star when nothing fresher is listed), so it is checked too.
  expect(typed).toContain("frozen peppers");
  // Coriander leaves are the herb, never a star.
  expect(typed).not.toContain("coriander leave");
});

test("every protein or produce name a cook can type gets a dish built on it, from that name, an onion, garlic and a lemon", () => {
  const faults = typed
    .map(coverageOf)
    .filter((entry) => !entry.main && !isNotADish(entry.name))
    .map((entry) => `${entry.typed} (${entry.name}) → ${entry.recipe ?? "nothing"}`);
  expect(faults).toEqual([]);
}, TIMEOUTS.heavyTest);

test("the simplest dish built on every star needs at most two things beyond a common pantry", () => {
  const faults = [...new Set(typed.map(readIngredient))]
    .filter((name) => !isNotADish(name))
    .map((name) => ({ name, ...simplestDishExtras(name) }))
    .filter((entry) => entry.extras > 2)
    .map((entry) => `${entry.name}: ${entry.recipe ?? "no dish"} needs ${entry.needs.join(", ")}`);
  expect(faults).toEqual([]);
}, TIMEOUTS.heavyTest);

test("the list of things no home recipe is built on stays short, and names only what the tables read", () => {
  const names = Object.values(NOT_A_DISH).flat();
  expect(names.length).toBeLessThanOrEqual(60);
  for (const [reason, group] of Object.entries(NOT_A_DISH)) {
    expect(reason.length).toBeGreaterThan(10);
    for (const name of group) expect(readIngredient(name), `${reason}: ${name}`).toBe(name);
  }
});

test("every cooked dish typed as left over reads as the cooked meat it is, weighs as one, and is the dish's star", () => {
  // Every dish of the table, as cooks type it: "leftover chilli", "chilli leftovers", "left over lamb curry".
  const typedForms = Object.keys(names.leftoverDishes).flatMap((dish) => [`leftover ${dish}`, `${dish} leftovers`, `left over ${dish}`, `leftover lamb ${dish}`]);
  const faults = typedForms.flatMap((typedName) => {
    const name = readIngredient(typedName);
    if (!isMeatOrFish(name)) return [`${typedName} read as ${name}, not a meat`];
    if (typedWeight(name, typedName) < 5) return [`${typedName} weighs ${typedWeight(name, typedName)}`];
    const answer = answerFromCookbook([typedName, "tortilla wraps", "cheddar", "lettuce"]);
    return answer.kind === "match" && answer.used.includes(typedName) ? [] : [`${typedName} → ${answer.kind === "match" ? `${answer.recipe.id}, uses ${answer.used.join(", ")}` : "nothing"}`];
  });
  expect(faults).toEqual([]);
  // Never the dish's namesake ingredient, and the word for left over is needed: a chilli is still a pepper.
  expect(readIngredient("leftover lamb curry")).toBe("lamb");
  expect(readIngredient("chilli")).toBe("chilli");
  expect(readIngredient("leftover vegetable curry")).not.toBe("chicken");
}, TIMEOUTS.heavyTest);

test("for every meat and perishable vegetable some dish needs both of, the pick for the two needs both", () => {
  const pairs = meatAndVegetablePairs();
  expect(pairs.length).toBeGreaterThan(50);
  const faults = pairs.filter((pair) => !pair.usesBoth).map((pair) => `${pair.meat} + ${pair.vegetable} → ${pair.recipe ?? "nothing"}`);
  expect(faults).toEqual([]);
}, TIMEOUTS.heavyTest);

test("a food a recipe names as a stand-in for one of its lines is read by the tables as giving it: chorizo for sausage, butternut squash for pumpkin", () => {
  const named = namedStandIns();
  expect(named.length).toBeGreaterThan(20);
  const reasoned = new Set(Object.values(NAMED_NOT_A_STAND_IN).flat());
  const faults = named.filter((entry) => !entry.covers && !reasoned.has(`${entry.recipe}: ${entry.named}`)).map((entry) => `${entry.recipe}: ${entry.named} (${entry.reads}) for ${entry.line}`);
  expect(faults).toEqual([]);
  // Every reasoned entry is still a stand-in some recipe names, and the tables still do not read it as one.
  const stillNamed = new Set(named.filter((entry) => !entry.covers).map((entry) => `${entry.recipe}: ${entry.named}`));
  expect([...reasoned].filter((entry) => !stillNamed.has(entry))).toEqual([]);
  expect(reasoned.size).toBeLessThanOrEqual(20);
});
