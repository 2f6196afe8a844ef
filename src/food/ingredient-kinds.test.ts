import { expect, test } from "vitest";
import data from "../../data/ingredient-kinds.json" with { type: "json" };
import { ingredientKindsSchema } from "./ingredient-kinds-schema.ts";
import { hasOwnKind, ingredientKind } from "./ingredient-kinds.ts";
import { normaliseIngredient } from "./ingredient-names.ts";

test("data/ingredient-kinds.json has the schema's shape", () => {
  expect(ingredientKindsSchema.safeParse(data).success).toBe(true);
});

test("every name has one kind and is canonical, so it can be found", () => {
  const names = Object.values(data.kinds).flat();
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  expect(names.filter((name) => normaliseIngredient(name) !== name)).toEqual([]);
});

test("kinds read as a cook reads them", () => {
  expect(ingredientKind("chicken")).toBe("protein");
  expect(ingredientKind("bacon")).toBe("cured-protein");
  expect(ingredientKind("cumin")).toBe("spice");
  expect(ingredientKind("basil")).toBe("herb");
  expect(ingredientKind("potato")).toBe("keeping-produce");
  expect(ingredientKind("zucchini")).toBe("fresh-produce");
  // A burger is the meat it is made of: never weighed as produce for want of a kind of its own.
  expect(ingredientKind("beef burger")).toBe("protein");
  expect(hasOwnKind("xyzzy")).toBe(false);
});

test("a name the data does not know takes the kind of the known name its last words make", () => {
  const kindOf = (typed: string) => ingredientKind(normaliseIngredient(typed));
  expect(hasOwnKind(normaliseIngredient("polish sausage"))).toBe(false);
  expect(kindOf("polish sausage")).toBe(kindOf("sausage"));
  expect(kindOf("smoked sausages")).toBe(kindOf("sausage"));
  expect(kindOf("smoked ham")).toBe("cured-protein");
  // Nothing known at its end: fresh produce, as before.
  expect(kindOf("mystery thing")).toBe("fresh-produce");
});
