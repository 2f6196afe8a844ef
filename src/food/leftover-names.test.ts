import { expect, test } from "vitest";
import names from "../../data/ingredient-names.json" with { type: "json" };
import { isReadAsFood, readIngredient } from "./ingredient-names.ts";
import { EVERY_KNOWN_NAME } from "../../tests/every-known-name.ts";

// "Leftover X" is the cooked dish X only where X is a dish's own name ("leftover chilli" is chilli con carne, minced beef);
// where the words before the dish's word make another food, it is that food left over (decision 015; sweep33, twelfth
// session): "leftover crushed chilli" read as minced beef, "crushed" being a descriptor and "chilli" a dish, though
// "crushed chilli" is chilli flakes (sweep31 left it; the whole vocabulary finds it and "ground chilli").

const DISHES: ReadonlyMap<string, string> = new Map(Object.entries(names.leftoverDishes));
const DESCRIPTORS: ReadonlySet<string> = new Set([...names.descriptors, ...names.grades]);
// A name made of descriptors alone ("boneless", read as beef by USDA's old description) is left: it names no food for "leftover".
const FOOD_NAMES = EVERY_KNOWN_NAME.filter((name) => isReadAsFood(readIngredient(name)) && !name.split(" ").every((word) => DESCRIPTORS.has(word)));

test("over the whole vocabulary: 'leftover' or a time it was cooked before a food's name reads as the name, or as a dish's meat for a dish's own name", () => {
  expect(FOOD_NAMES.length).toBeGreaterThan(3000);
  const faults = FOOD_NAMES.flatMap((name) =>
    [`leftover ${name}`, `${name} from last night`].flatMap((typed) => {
      const read = readIngredient(typed);
      const dish = DISHES.get(name);
      return read === readIngredient(name) || (dish !== undefined && read === dish) ? [] : [`${typed} → ${read} (alone ${readIngredient(name)})`];
    }),
  );
  expect({ count: faults.length, first: faults.slice(0, 40) }).toEqual({ count: 0, first: [] });
}, 60_000);

test("a dish left over is its meat, however it is described; a spice named by the dish's word is the spice", () => {
  for (const typed of ["leftover chilli", "leftover hot chilli", "leftover homemade chilli", "chilli from last night", "leftover chilli con carne"]) expect(readIngredient(typed), typed).toBe("ground beef");
  expect(readIngredient("leftover crushed chilli")).toBe(readIngredient("crushed chilli"));
  expect(readIngredient("leftover ground chilli")).toBe(readIngredient("ground chilli"));
  expect(readIngredient("crushed chilli from last night")).toBe(readIngredient("crushed chilli"));
  expect(readIngredient("leftover roast")).toBe("beef");
});
