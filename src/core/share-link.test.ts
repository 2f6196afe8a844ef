import fc from "fast-check";
import { expect, test } from "vitest";
import { addIngredient } from "./ingredients.ts";
import { decodeShareFragment, encodeShareFragment } from "./share-link.ts";

test("a list survives the trip through the address", () => {
  const list = ["eggs", "crème fraîche", "salt & pepper", "50% dark chocolate", "a=b #c"];
  expect(encodeShareFragment(list)).toMatch(/^#i=eggs&i=/);
  expect(decodeShareFragment(encodeShareFragment(list))).toEqual(list);
});

test("any list the form accepts round-trips", () => {
  fc.assert(
    fc.property(fc.array(fc.string({ minLength: 1, maxLength: 80 }), { maxLength: 50 }), (items) => {
      let list: string[] = [];
      for (const item of items) {
        const added = addIngredient(list, item);
        if (added.ok) list = added.ingredients;
      }
      const decoded = decodeShareFragment(encodeShareFragment(list));
      expect(decoded ?? []).toEqual(list);
    }),
  );
});

test("a fragment without a list is not a list; bad items are dropped by the usual rules", () => {
  expect(decodeShareFragment("")).toBeNull();
  expect(decodeShareFragment("#recipe")).toBeNull();
  expect(decodeShareFragment("#i=eggs&i=%20&i=EGGS&i=feta")).toEqual(["eggs", "feta"]);
  expect(encodeShareFragment([])).toBe("");
});
