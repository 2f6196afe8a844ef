import { expect, test } from "vitest";
import { covers, readIngredient, TIN_WORDS } from "../food/ingredient-names.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };
import { ingredientKind } from "../food/ingredient-kinds.ts";
import { allRecipes, type Recipe } from "./recipe.ts";
import { answerFromCookbook } from "./match.ts";

// Issue 24 (decision 015, ninth session, cookbook27c): a fish typed fresh ("fresh sardines", "2 mackerel fillets", "whole
// mackerel", "tuna steaks") is not a tin: where the cookbook has a dish for the fresh fish, the pick is not a dish written for
// the tin; and a tin ("tinned mackerel", "John West tuna") is not served a dish for the fresh fish where one for the tin is.

const TIN = new RegExp(`\\b(?:${TIN_WORDS.join("|")})\\b`, "i");
// A line written for the tin: its quantity names a tin and no fresh form ("1 x 145 g tin", not "250 g fresh steak (or 2 tins)").
const forTheTin = (quantity: string) => TIN.test(quantity) && !/\b(?:fresh|fillets?|steaks?|whole)\b/i.test(quantity);

// The fresh meat and fish the cookbook's lines take from a tin (tuna, sardines, pilchards, salmon), as the lines name them.
const FISH = [...new Set(allRecipes.flatMap((recipe) => recipe.ingredients.filter((line) => forTheTin(line.quantity)).map((line) => line.name)))].filter((name) => ingredientKind(name) === "protein");
const freshDish = (fish: string) => allRecipes.some((recipe) => recipe.ingredients.some((line) => covers(fish, line.name) && !forTheTin(line.quantity) && line.role === "main"));
const tinDish = (fish: string) => allRecipes.some((recipe) => recipe.ingredients.some((line) => covers(fish, line.name) && forTheTin(line.quantity) && line.role === "main"));

// What the list's own sides are: neutral everyday things, several sets, so that no one dish is the answer.
const SIDES = [["lemon", "garlic"], ["potatoes", "onion"], ["rice", "soy sauce"], ["pasta", "tomatoes"], ["bread", "butter"], ["eggs", "spring onions"]];
const FRESH = ["fresh {}", "2 {} fillets", "whole {}", "{} steaks", "{} (fresh)", "raw {}"];
// A fish shops sell only tinned (pilchards) is fresh only where the cook says so: its fillets come in tins too.
const SAID_FRESH = ["fresh {}", "{} (fresh)", "raw {}"];
const soldTinned = (fish: string) => names.soldTinned.foods.includes(fish);
const TINNED = ["tinned {}", "2 tins of {}", "{} in oil", "John West {}", "{} (canned)"];

const fishLines = (recipe: Recipe, fish: string) => recipe.ingredients.filter((line) => covers(readIngredient(fish), line.name));

// Sides that are no soft produce: where the tin's dish also uses the list's tomatoes and no dish for the fresh fish does, the
// tin's dish still comes first (the soft produce is used: `second` before `tinForFresh` in match.ts), as a cook would grill the
// sardines for the tomatoes on toast; these sides leave the form typed to decide.
const KEEPING_SIDES = SIDES.map((sides) => (sides.includes("tomatoes") ? ["pasta", "parmesan"] : sides));

function picksFor(wordings: readonly string[], fish: string, sideSets: readonly (readonly string[])[] = SIDES): { typed: string; recipe: Recipe }[] {
  return wordings.flatMap((wording) =>
    sideSets.flatMap((sides) => {
      const typed = wording.replace("{}", fish);
      const answer = answerFromCookbook([typed, ...sides]);
      return answer.kind === "match" ? [{ typed: `${typed} + ${sides.join(", ")}`, recipe: answer.recipe }] : [];
    }),
  );
}

test("the cookbook has fish it takes from a tin, and some of them fresh too", () => {
  expect(FISH.length).toBeGreaterThanOrEqual(3);
  expect(FISH.filter(freshDish).length).toBeGreaterThanOrEqual(2);
});

test("a fish typed fresh, in many wordings, beside many sides that are no soft produce: never a dish written for the tin where one takes it fresh", () => {
  const wrong = FISH.filter(freshDish).flatMap((fish) =>
    picksFor(soldTinned(fish) ? SAID_FRESH : FRESH, fish, KEEPING_SIDES)
      .filter(({ recipe }) => fishLines(recipe, fish).length > 0 && fishLines(recipe, fish).every((line) => forTheTin(line.quantity)))
      .map(({ typed, recipe }) => `${typed} → ${recipe.id}`),
  );
  expect(wrong).toEqual([]);
});

test("a fish typed tinned, in many wordings, beside many sides: never a dish for the fresh fish where one takes the tin", () => {
  const wrong = FISH.filter(tinDish).flatMap((fish) =>
    picksFor(TINNED, fish)
      .filter(({ recipe }) => fishLines(recipe, fish).length > 0 && fishLines(recipe, fish).every((line) => /\b(?:fresh|fillets?|steaks?)\b/i.test(line.quantity) && !TIN.test(line.quantity)))
      .map(({ typed, recipe }) => `${typed} → ${recipe.id}`),
  );
  expect(wrong).toEqual([]);
});
