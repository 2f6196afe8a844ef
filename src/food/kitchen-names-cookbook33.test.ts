import { expect, test } from "vitest";
import { covers, readIngredient } from "./ingredient-names.ts";
import { ingredientKind } from "./ingredient-kinds.ts";

// Names of everyday foods of kitchens the reader did not know, each typed in many wordings (decision 015, twelfth session,
// cookbook33). An unknown name weighs as fresh produce and fills no recipe's line, so a cupboard flour or a gravy powder
// could outweigh the food that must go, and greens nobody could read had no dish.

const WORDINGS = ["{}", "a bag of {}", "{} 500g", "{} (opened)", "{} x2", "some {}"];

function misread(names: readonly string[], expected: string, kind?: string): string[] {
  return names.flatMap((name) =>
    WORDINGS.map((wording) => wording.replace("{}", name)).flatMap((typed) => {
      const read = readIngredient(typed);
      return covers(read, expected) && (kind === undefined || ingredientKind(read) === kind) ? [] : [`${typed} → ${read} (${ingredientKind(read)})`];
    }),
  );
}

test("Asturias's fabes are white beans, kept in the cupboard; a faba bean stays a broad bean", () => {
  expect(misread(["fabes", "fabes de la granja", "faba asturiana", "alubias blancas"], "cannellini bean", "cupboard")).toEqual([]);
  for (const typed of ["faba beans", "fava beans", "broad beans"]) expect(readIngredient(typed), typed).toBe("broad bean");
});

test("the greens southern Africa calls rape (rape greens, rape leaves) are a kale, a leafy green; rapeseed oil stays an oil", () => {
  expect(misread(["rape", "rape greens", "rape leaves", "bunch of rape", "rape vegetable"], "kale", "fresh-produce")).toEqual([]);
  expect(misread(["rape"], "leafy green")).toEqual([]);
  expect(readIngredient("rapeseed oil")).toBe("vegetable oil");
  for (const typed of ["grapes", "rapini", "broccoli rabe"]) expect(readIngredient(typed), typed).not.toBe("kale");
});

test("maida is plain flour, a baking staple, whatever it is for", () => {
  expect(misread(["maida", "maida flour"], "flour", "baking-staple")).toEqual([]);
  expect(readIngredient("maida for luchi")).toBe("flour");
});

test("spätzle, bought dried, is an egg noodle from the cupboard", () => {
  expect(misread(["spätzle", "spaetzle", "spatzle", "spätzle (dry bag)"], "egg noodle", "cupboard")).toEqual([]);
});

test("Gravox, as Bisto, is gravy powder, a seasoning", () => {
  expect(misread(["Gravox", "gravox", "Gravox gravy", "Bisto"], "gravy granule", "condiment")).toEqual([]);
});

test("sambar, the South Indian dal cooked with vegetables, is a dal, never sambal; sambar powder is a spice mix", () => {
  for (const typed of ["sambar", "leftover sambar", "sambhar", "sambar from yesterday", "a pot of sambar"]) {
    const read = readIngredient(typed);
    expect(covers(read, "dal") || read === "dal", `${typed} → ${read}`).toBe(true);
  }
  for (const typed of ["sambar powder", "sambhar masala", "sambar masala"]) expect(ingredientKind(readIngredient(typed)), typed).toBe("spice");
  expect(readIngredient("sambal oelek")).toBe("sambal oelek");
  expect(readIngredient("sambal")).toBe("sambal oelek");
});
