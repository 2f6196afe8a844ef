import { expect, test } from "vitest";
import data from "../../data/ingredient-kinds.json" with { type: "json" };
import { ingredientKindsSchema } from "./ingredient-kinds-schema.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };
import { hasOwnKind, ingredientKind, isProtein } from "./ingredient-kinds.ts";
import { normaliseIngredient, readIngredient } from "./ingredient-names.ts";

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

// What a cook builds a meal on but is no meat (decision 015, "fifth session"): fish and shellfish (SR28's group 1500), the
// meat-free foods of data/ingredient-names.json (tofu, tempeh, seitan, Quorn), and the cheeses that keep their shape in
// the pan and are cooked in pieces as meat is (halloumi, paneer). Feta and the soft or melting cheeses stay produce, and
// eggs stay in the cupboard (decision 015: a staple most kitchens always hold, never what the list is about by its kind).
const NOT_MEAT_PROTEINS: Readonly<Record<string, readonly string[]>> = {
  shrimp: ["king prawns 300g", "raw tiger prawns frozen", "prawns (Aldi)", "cooked peeled prawns", "a bag of frozen king prawns", "jumbo shrimp"],
  halloumi: ["a block of halloumi", "halloumi cheese", "Halloumi 250g", "halloumi slices", "2 packs of halloumi", "haloumi", "grilling cheese"],
  paneer: ["paneer (Tesco)", "paneer cheese", "block of paneer", "paneer cubes", "Paneer 226g"],
  tofu: ["extra firm tofu", "smoked tofu", "tofu puffs"],
  tempeh: ["tempeh block", "tempeh (from the market)"],
  seitan: ["seitan", "seitan strips", "seitan 200g"],
};

test("proteins that are not meat read as the protein they are, however typed (decision 015, fifth session)", () => {
  for (const [name, wordings] of Object.entries(NOT_MEAT_PROTEINS)) {
    for (const typed of wordings) {
      expect(readIngredient(typed), typed).toBe(name);
      expect(ingredientKind(readIngredient(typed)), typed).toBe("protein");
      expect(isProtein(readIngredient(typed)), typed).toBe(true);
    }
  }
});

test("every meat-free food of the names' data is a protein: it is made to be what a meal is built on", () => {
  expect(names.meatFree.foods.filter((food) => ingredientKind(food) !== "protein")).toEqual([]);
});

test("feta, the soft and melting cheeses and eggs stay apart from the proteins", () => {
  for (const typed of ["block of feta", "feta cheese", "mozzarella", "ricotta cheese", "cheddar", "cottage cheese", "eggs"]) {
    expect(isProtein(readIngredient(typed)) && readIngredient(typed) !== "egg", typed).toBe(false);
  }
  expect(ingredientKind("egg")).toBe("cupboard");
});
