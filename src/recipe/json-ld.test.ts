import { expect, test } from "vitest";
import { adaptRecipe } from "./adapt.ts";
import { isoDuration, toJsonLd } from "./json-ld.ts";
import { understandRecipe } from "./understand.ts";

test("a schema.org Recipe with yield, ingredients as shown, HowToSteps and ISO 8601 times", () => {
  const markdown = "# Porridge\n\nServes 1 · Prep time: 2 minutes · Cook time: 5 minutes\n\n## Ingredients\n- 40 g oats\n- 250 ml milk\n\n## Steps\n1. Simmer the oats in the milk for 5 minutes.\n2. Serve.\n";
  const recipe = understandRecipe(markdown);
  if (!recipe) throw new Error("not a recipe");
  const card = toJsonLd(recipe, adaptRecipe(markdown, recipe, { servings: 2, units: "as-written" }), 2);
  expect(JSON.parse(JSON.stringify(card))).toEqual({
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: "Porridge",
    recipeYield: "2 servings",
    recipeIngredient: ["80 g oats", "500 ml milk"],
    recipeInstructions: [
      { "@type": "HowToStep", position: 1, text: "Simmer the oats in the milk for 5 minutes." },
      { "@type": "HowToStep", position: 2, text: "Serve." },
    ],
    prepTime: "PT2M",
    cookTime: "PT5M",
    totalTime: "PT7M",
  });
});

test("durations", () => {
  expect(isoDuration(75)).toBe("PT1H15M");
  expect(isoDuration(120)).toBe("PT2H");
  expect(isoDuration(0)).toBe("PT0M");
});
