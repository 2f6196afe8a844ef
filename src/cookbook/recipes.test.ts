import { expect, test } from "vitest";
import { normaliseIngredient } from "../food/ingredient-names.ts";
import { allRecipes, type Diet, type Recipe } from "./recipe.ts";

// Ingredient-name rules for each diet tag. Each rule lists words that break the diet and the
// names that contain such a word but are fine ("coconut milk" is not dairy).
interface DietRule {
  readonly forbidden: RegExp;
  readonly allowed: ReadonlySet<string>;
}

const MEAT_OR_FISH: DietRule = {
  // Kimchi and Thai curry pastes are usually made with fish sauce or shrimp paste.
  forbidden:
    /\b(chicken|beef|pork|lamb|bacon|pancetta|ham|prosciutto|sausage|chorizo|turkey|duck|steak|anchovy|fish|shrimp|salmon|tuna|mussel|squid|crab|clam|haddock|lard|gelatin|dashi|bonito|oyster sauce|worcestershire sauce|kimchi|curry paste)\b/,
  allowed: new Set(),
};

const DAIRY: DietRule = {
  // Dark chocolate and chips often contain milk fat, so they count as dairy to be safe.
  forbidden:
    /\b(milk|butter|buttermilk|cheese|cream|yogurt|ghee|creme fraiche|parmesan|mozzarella|feta|cheddar|halloumi|paneer|ricotta|mascarpone|gruyere|pecorino|manchego|chocolate|chocolate chip)\b/,
  allowed: new Set(["coconut milk", "plant milk", "coconut cream", "peanut butter", "almond butter", "butter bean", "cocoa powder"]),
};

const EGG_OR_HONEY: DietRule = {
  forbidden: /\b(egg|egg yolk|egg white|mayonnaise|meringue|ladyfinger|honey)\b/,
  allowed: new Set(),
};

const GLUTEN: DietRule = {
  // Oats are usually cross-contaminated and UK sausages often contain rusk.
  forbidden:
    /\b(flour|bread|pasta|orzo|lasagne sheet|gnocchi|couscous|bulgur|barley|pita|naan|tortilla|burger bun|bagel|english muffin|breadcrumb|soy sauce|hoisin sauce|oyster sauce|worcestershire sauce|chilli bean paste|miso|gochujang|oat|pastry|noodle|biscuit|beer|semolina|seitan|spelt|rye|ladyfinger|sausage)\b/,
  allowed: new Set(["rice noodle", "corn tortilla", "tortilla chip", "chickpea flour", "almond flour", "rice flour", "cornstarch"]),
};

function breaks(rule: DietRule, name: string): boolean {
  return !name.startsWith("gluten-free ") && !rule.allowed.has(name) && rule.forbidden.test(name);
}

const RULES: Record<Diet, readonly DietRule[]> = {
  vegetarian: [MEAT_OR_FISH],
  vegan: [MEAT_OR_FISH, DAIRY, EGG_OR_HONEY],
  "gluten-free": [GLUTEN],
  "dairy-free": [DAIRY],
};

function dietViolations(recipe: Recipe): string[] {
  return recipe.diets.flatMap((diet) =>
    recipe.ingredients
      .filter((ingredient) => RULES[diet].some((rule) => breaks(rule, ingredient.name)))
      .map((ingredient) => `${recipe.id} is tagged ${diet} but uses ${ingredient.name}`),
  );
}

test("there are at least 150 recipes covering every category", () => {
  expect(allRecipes.length).toBeGreaterThanOrEqual(150);
  const categories = new Set(allRecipes.map((recipe) => recipe.category));
  expect([...categories].sort()).toEqual(["baking", "breakfast", "dessert", "main", "salad", "side", "soup"]);
});

test("the collection has many vegetarian and vegan dishes and many cuisines", () => {
  const vegetarian = allRecipes.filter((recipe) => recipe.diets.includes("vegetarian"));
  const vegan = allRecipes.filter((recipe) => recipe.diets.includes("vegan"));
  expect(vegetarian.length).toBeGreaterThanOrEqual(60);
  expect(vegan.length).toBeGreaterThanOrEqual(30);
  expect(new Set(allRecipes.map((recipe) => recipe.cuisine)).size).toBeGreaterThanOrEqual(12);
});

test("recipe ids are unique kebab-case", () => {
  const ids = allRecipes.map((recipe) => recipe.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
});

// Meringues have two ingredients and blondies sixteen: both are everyday bakes.
test("every recipe has a title, 2–16 ingredients and 3–8 steps", () => {
  for (const recipe of allRecipes) {
    expect(recipe.title.trim(), recipe.id).not.toBe("");
    expect(recipe.ingredients.length, recipe.id).toBeGreaterThanOrEqual(2);
    expect(recipe.ingredients.length, recipe.id).toBeLessThanOrEqual(16);
    expect(recipe.steps.length, recipe.id).toBeGreaterThanOrEqual(3);
    expect(recipe.steps.length, recipe.id).toBeLessThanOrEqual(8);
  }
});

test("every step is a clear sentence", () => {
  for (const recipe of allRecipes) {
    for (const step of recipe.steps) {
      expect(step, recipe.id).toMatch(/^[A-Z]/);
      expect(step, recipe.id).toMatch(/[.!)]$/);
      expect(step.length, recipe.id).toBeGreaterThan(10);
    }
  }
});

test("servings and total time are plausible", () => {
  for (const recipe of allRecipes) {
    expect(Number.isInteger(recipe.servings), recipe.id).toBe(true);
    expect(recipe.servings, recipe.id).toBeGreaterThanOrEqual(1);
    expect(recipe.servings, recipe.id).toBeLessThanOrEqual(24);
    expect(Number.isInteger(recipe.totalMinutes), recipe.id).toBe(true);
    expect(recipe.totalMinutes, recipe.id).toBeGreaterThanOrEqual(5);
    // Up to ten hours: a summer pudding or marinated eggs rest overnight in the fridge.
    expect(recipe.totalMinutes, recipe.id).toBeLessThanOrEqual(600);
  }
});

test("every ingredient has a quantity and a canonical, singular, lower-case name", () => {
  for (const recipe of allRecipes) {
    const names = recipe.ingredients.map((ingredient) => ingredient.name);
    expect(new Set(names).size, `${recipe.id} lists an ingredient twice`).toBe(names.length);
    for (const ingredient of recipe.ingredients) {
      expect(ingredient.quantity.trim(), `${recipe.id}: ${ingredient.name}`).not.toBe("");
      expect(ingredient.name, recipe.id).toMatch(/^[a-z][a-z -]*[a-z]$/);
      expect(normaliseIngredient(ingredient.name), `${recipe.id}: ${ingredient.name}`).toBe(ingredient.name);
    }
  }
});

test("quantities start with an amount or say how much in words", () => {
  for (const recipe of allRecipes) {
    for (const ingredient of recipe.ingredients) {
      expect(ingredient.quantity, `${recipe.id}: ${ingredient.name}`).toMatch(/^(?:\d|[½¼¾⅓⅔]|an? (?:handful|pinch|few|small|large|bunch|splash|knob|squeeze|drizzle|sprig|dash|little)\b|to (?:taste|serve)$|for [a-z][a-z ]*$)/);
    }
  }
});

test("diet tags are consistent with the ingredient names", () => {
  expect(allRecipes.flatMap(dietViolations)).toEqual([]);
});

test("a vegan recipe is also tagged vegetarian and dairy-free", () => {
  for (const recipe of allRecipes.filter((candidate) => candidate.diets.includes("vegan"))) {
    expect(recipe.diets, recipe.id).toContain("vegetarian");
    expect(recipe.diets, recipe.id).toContain("dairy-free");
  }
});

test("the diet checks catch obvious mistakes", () => {
  const base = allRecipes[0];
  if (base === undefined) throw new Error("no recipes");
  const mislabelled: Recipe = {
    ...base,
    diets: ["vegan", "gluten-free", "dairy-free", "vegetarian"],
    ingredients: [
      { name: "chicken stock", quantity: "1 litre", role: "supporting" },
      { name: "parmesan", quantity: "20 g", role: "supporting" },
      { name: "honey", quantity: "1 tbsp", role: "supporting" },
      { name: "soy sauce", quantity: "1 tbsp", role: "supporting" },
      { name: "coconut milk", quantity: "400 ml", role: "supporting" },
      { name: "eggplant", quantity: "1", role: "supporting" },
    ],
  };
  const problems = dietViolations(mislabelled).join("\n");
  expect(problems).toContain("vegetarian but uses chicken stock");
  expect(problems).toContain("vegan but uses parmesan");
  expect(problems).toContain("vegan but uses honey");
  expect(problems).toContain("gluten-free but uses soy sauce");
  expect(problems).toContain("dairy-free but uses parmesan");
  expect(problems).not.toContain("coconut milk");
  expect(problems).not.toContain("eggplant");
});
