import { expect, test } from "vitest";
import { adaptRecipe } from "./adapt.ts";
import { haveOrNeed, ingredientsInStep, shoppingList } from "./have-need.ts";
import { understandRecipe } from "./understand.ts";

const markdown = `# Frittata

Serves 2

## Ingredients
- 4 large eggs
- 2 spring onions, sliced
- 100 g cheddar, grated
- 200 g courgettes
- 1 tbsp olive oil
- salt and pepper to taste

## Method
1. Fry the courgettes and spring onions in the oil for 5 minutes.
2. Beat the eggs with the cheese, pour over and cook for 8 minutes.
`;

function read() {
  const recipe = understandRecipe(markdown);
  if (!recipe) throw new Error("not a recipe");
  return recipe;
}

test("the visitor's items are had, with the cookbook's normalisation: eggs = egg, scallion = spring onion, cheese covers cheddar", () => {
  expect(haveOrNeed(read(), ["egg", "Scallions", "cheese"])).toEqual(["have", "have", "have", "need", "pantry", "pantry"]);
});

test("a pantry of the visitor's own replaces the default one; the staples every kitchen has (salt, oil) stay", () => {
  expect(haveOrNeed(read(), [], ["courgette"])).toEqual(["need", "need", "need", "pantry", "pantry", "pantry"]);
});

test("the shopping list holds only what is missing, with the amounts shown", () => {
  const recipe = read();
  const adapted = adaptRecipe(markdown, recipe, { servings: 4, units: "as-written" });
  const list = shoppingList(recipe, adapted, haveOrNeed(recipe, ["eggs", "spring onion"]));
  expect(list).toBe("- 200 g cheddar\n- 400 g courgettes");
  expect(list).not.toMatch(/egg|onion|salt|oil/);
});

test("a line the recipe calls optional is not to buy: marked as such, and not on the shopping list, unless the visitor has it", () => {
  const withGarnish = `# Dal\n\nServes 2\n\n## Ingredients\n- 200 g red lentils\n- 1 small handful of coriander (optional)\n- 1 lemon, in wedges (optional)\n\n## Method\n1. Simmer the lentils for 20 minutes.\n2. Serve with coriander and lemon.\n`;
  const recipe = understandRecipe(withGarnish);
  if (!recipe) throw new Error("not a recipe");
  const marks = haveOrNeed(recipe, ["lemon"]);
  expect(marks).toEqual(["need", "optional", "have"]);
  expect(shoppingList(recipe, adaptRecipe(withGarnish, recipe, { servings: 2, units: "as-written" }), marks)).toBe("- 200 g red lentils");
});

test("the same thing in the same unit (and container size) in several groups is one line for the total; other units and ranges stay apart", () => {
  const groups = `# Tikka with raita

Serves 2

## Ingredients

**For the chicken:**
- 1/2 cup plain yogurt
- 1 onion, chopped
- 1 tbsp lemon juice
- 1 (14 oz) can tomatoes

**For the raita:**
- 3/4 cup Plain yogurt
- 1 onion, sliced
- 50 ml lemon juice
- 1 (14 oz) can tomatoes
- 2-3 chillies
- 1 chilli

## Method
1. Cook it all.
`;
  const recipe = understandRecipe(groups);
  if (!recipe) throw new Error("not a recipe");
  const adapted = adaptRecipe(groups, recipe, { servings: 4, units: "as-written" });
  const list = shoppingList(recipe, adapted, haveOrNeed(recipe, []));
  expect(list.split("\n")).toEqual([
    "- 2 ½ cups plain yogurt",
    "- 4 onions",
    "- 2 tbsp lemon juice",
    "- 4 (14 oz) cans tomatoes",
    "- 100 ml lemon juice",
    "- 4-6 chillies",
    "- 2 chillies",
  ]);
});

test("a step lists the ingredients it mentions", () => {
  const recipe = read();
  expect(ingredientsInStep(recipe, 0)).toEqual([1, 3, 4]);
  expect(ingredientsInStep(recipe, 1)).toEqual([0, 2]);
  expect(ingredientsInStep(recipe, 9)).toEqual([]);
});

test("the marks follow the cookbook's rule: a red onion covers onion, chard stands in for spinach, a pantry item is never to buy", () => {
  const recipe = understandRecipe(`# Greens

## Ingredients
- 1 onion, sliced
- 200 g spinach
- 2 garlic cloves
- 30 g butter
- 1 tsp cumin seeds

## Method
1. Soften the onion in the butter, then add the garlic, cumin and spinach.
`);
  if (!recipe) throw new Error("not a recipe");
  expect(haveOrNeed(recipe, ["red onion", "chard"], ["garlic", "butter", "ground cumin"])).toEqual(["have", "have", "pantry", "pantry", "pantry"]);
  expect(haveOrNeed(recipe, ["red onion"], ["salt"])).toEqual(["have", "need", "need", "need", "need"]);
});

test("an amount in two units adds up with others in its first unit, and the total is written as a scale reads it", () => {
  const stew = `# Two stews

Serves 2

## Ingredients

**For the first:**
- 1 lb 4 oz beef mince
- 1 cup 2 tbsp stock

**For the second:**
- 1 lb 12 oz beef mince
- 1 cup 2 tbsp stock

## Method
1. Cook it all.
`;
  const recipe = understandRecipe(stew);
  if (!recipe) throw new Error("not a recipe");
  const list = (servings: number) => shoppingList(recipe, adaptRecipe(stew, recipe, { servings, units: "as-written" }), haveOrNeed(recipe, [])).split("\n");
  expect(list(2)).toEqual(["- 3 lb beef mince", "- 2 ¼ cups stock"]);
  expect(list(6)).toEqual(["- 9 lb beef mince", "- 6 ¾ cups stock"]);
});

test("a step that names a group of lines lists that group's lines, whatever the group's label", () => {
  const labels: [string, string][] = [
    ["For the marinade:", "marinade"],
    ["**Marinade**", "marinade"],
    ["### For the sauce", "sauce"],
    ["Tahini dressing:", "dressing"],
    ["For the spicy glaze:", "glaze"],
  ];
  const steps = (name: string) => [`Mix the ${name} ingredients with the chicken.`, `Pour the ${name} over the chicken.`, `Make the ${name} for the chicken: whisk everything together.`];
  for (const [label, name] of labels) {
    for (const step of steps(name)) {
      const recipe = understandRecipe(`# Chicken\n\n## Ingredients\n- 4 chicken thighs\n\n${label}\n- 150 g yoghurt\n- 1 tsp cumin\n\n## Method\n1. ${step}\n2. Grill the chicken.\n`);
      if (!recipe) throw new Error(`not a recipe: ${label}`);
      expect(recipe.ingredients.map((line) => line.group)).toEqual([null, expect.any(String), expect.any(String)]);
      expect(ingredientsInStep(recipe, 0), `${label} / ${step}`).toEqual([0, 1, 2]);
      // A step that does not name the group lists only what it names.
      expect(ingredientsInStep(recipe, 1), `${label} / ${step}`).toEqual([0]);
    }
  }
});
