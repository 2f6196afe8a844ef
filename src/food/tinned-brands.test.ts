import { expect, test } from "vitest";
import { isMeatOrFish, readIngredient, typedAsTinned } from "./ingredient-names.ts";
import brands from "../../data/brands.json" with { type: "json" };

// Issue 24 (decision 015, ninth session, cookbook27c): a maker whose meat and fish come only in a tin says the tin, as "tinned"
// does: "John West tuna" is a tin of tuna, built into a tuna melt, not seared as a steak.

const FISH = ["tuna", "mackerel", "sardines", "pilchards", "salmon", "anchovies"];
const WORDINGS = ["{brand} {fish}", "{fish} ({brand})", "2 x {brand} {fish}", "{fish} - {brand}", "{brand} {fish} in brine", "{brand} {fish} (opened)"];

test("every brand of tinned meat and fish, in many wordings, before or after each fish: the fish, typed as tinned", () => {
  expect(brands.tinnedMeatAndFish.length).toBeGreaterThanOrEqual(8);
  const wrong = brands.tinnedMeatAndFish.flatMap(({ brand }) =>
    FISH.flatMap((fish) =>
      WORDINGS.map((wording) => wording.replace("{brand}", brand).replace("{fish}", fish)).filter((typed) => {
        const name = readIngredient(typed);
        return name !== readIngredient(fish) || !typedAsTinned(name, typed);
      }),
    ),
  );
  expect(wrong).toEqual([]);
});

test("the brief's brands: John West tuna, Princes mackerel, Glenryck pilchards, Ayam sardines, Bumble Bee tuna are tins", () => {
  for (const typed of ["John West tuna", "Princes mackerel", "Glenryck pilchards", "Ayam sardines", "Bumble Bee tuna", "john west TUNA", "Princes' mackerel fillets"]) {
    const name = readIngredient(typed);
    expect(isMeatOrFish(name), typed).toBe(true);
    expect(typedAsTinned(name, typed), typed).toBe(true);
  }
});

test("the fish alone, fresh, or from any other maker is not typed as tinned by a brand", () => {
  for (const typed of ["tuna", "tuna steaks", "fresh mackerel", "mackerel fillets", "Birds Eye salmon fillets", "sardines from the fishmonger", "Tesco salmon"]) {
    expect(typedAsTinned(readIngredient(typed), typed), typed).toBe(false);
  }
});

test("every brand of tinned meat and fish gives a source or says it is known only as a cook", () => {
  for (const { brand, source } of brands.tinnedMeatAndFish) expect(source, brand).toMatch(/^(?:https?:\/\/\S+ \(.+\)|known as a cook: .+)$/);
});

test("every brand of tinned meat and fish is a maker's brand the name reader drops, checked as every brand is", () => {
  for (const { brand } of brands.tinnedMeatAndFish) expect(brands.brands, brand).toContain(brand);
});
