import { expect, test } from "vitest";
import { answerFromCookbook } from "./match.ts";
import { normaliseIngredient } from "../food/ingredient-names.ts";
import { ingredientWeight } from "./weights.ts";

// Lists typed the way home cooks type them: mixed case, plurals, UK and US names, and the
// odd thing that no single recipe will use.
const VISITOR_LISTS: readonly (readonly string[])[] = [
  ["Eggs", "spinach", "feta", "onion"],
  ["chicken thighs", "rice", "garlic", "ginger", "soy sauce"],
  ["Tomatoes", "mozzarella", "basil", "olive oil"],
  ["minced beef", "kidney beans", "tinned tomatoes", "onion", "chilli"],
  ["chickpeas", "spinach", "coconut milk", "onion", "garlic"],
  ["pasta", "bacon", "eggs", "parmesan"],
  ["aubergine", "courgette", "peppers", "tomatoes", "onion", "garlic"],
  ["prawns", "garlic", "chilli", "lemon", "spaghetti"],
  ["potatoes", "leeks", "butter", "stock"],
  ["red lentils", "onion", "garlic", "ginger", "tinned tomatoes", "cumin"],
  ["salmon fillets", "asparagus", "lemon", "dill"],
  ["avocado", "lime", "tomato", "red onion", "coriander"],
  ["Flour", "butter", "sugar", "eggs", "milk", "baking powder"],
  ["tofu", "broccoli", "soy sauce", "ginger", "garlic", "rice"],
  ["bananas", "oats", "eggs", "cinnamon"],
  ["lamb mince", "potatoes", "carrots", "peas", "onion"],
  ["rice noodles", "prawns", "eggs", "beansprouts", "peanuts", "lime"],
  ["kimchi", "rice", "eggs", "Spring Onions", "sesame oil"],
  ["apples", "flour", "butter", "brown sugar", "oats"],
  ["butternut squash", "onion", "garlic", "coconut milk", "ginger"],
  ["bread", "cheese", "ham", "butter"],
  ["Halloumi", "courgettes", "red pepper", "red onion", "cherry tomatoes"],
  ["chicken", "potatoes", "carrots", "onion", "garlic", "rosemary", "lemon", "peas"],
  ["eggs", "cheese", "tomatoes", "bread", "butter", "milk", "ham"],
  ["rice", "frozen peas", "carrots", "eggs", "soy sauce", "spring onions", "bacon"],
  ["pasta", "tinned tomatoes", "garlic", "onion", "chilli flakes", "parmesan", "basil"],
  ["Courgette", "feta", "lemon", "mint", "pasta", "garlic"],
  ["Mince", "onion", "carrot", "celery", "chopped tomatoes", "red wine", "spaghetti", "Parmesan"],
  ["sweet potatoes", "chickpeas", "spinach", "coconut milk", "curry powder", "onion"],
  ["yoghurt", "chicken thighs", "garlic", "lemon", "cumin", "paprika", "pitta"],
  ["tortilla chips", "cheddar", "black beans", "jalapeños", "sour cream", "avocado"],
  ["noodles", "chicken breast", "broccoli", "soy sauce", "honey", "garlic", "ginger", "carrot"],
  ["lentils", "carrots", "celery", "onion", "tomatoes", "stock", "cumin"],
  ["frozen berries", "bananas", "oats", "milk", "honey", "yoghurt"],
  ["potatoes", "cheddar", "onion", "milk", "butter", "bacon"],
  ["cod", "potatoes", "flour", "beer", "peas"],
];

test("every list gets a recipe using at least two of its ingredients, and most of them on average", () => {
  const shares: number[] = [];
  let minimumUsed = Number.POSITIVE_INFINITY;
  for (const list of VISITOR_LISTS) {
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.length).toBeLessThanOrEqual(8);
    const answer = answerFromCookbook(list);
    if (answer.kind !== "match") throw new Error(`no recipe for ${JSON.stringify(list)}`);
    expect(answer.used.length, `${answer.recipe.id} for ${JSON.stringify(list)}`).toBeGreaterThanOrEqual(2);
    shares.push(answer.used.length / list.length);
    minimumUsed = Math.min(minimumUsed, answer.used.length);
  }

  const average = shares.reduce((sum, share) => sum + share, 0) / shares.length;
  console.log(
    `cookbook quality: ${VISITOR_LISTS.length} lists, average ${(average * 100).toFixed(1)}% of listed ingredients used, minimum ${minimumUsed} used`,
  );
  expect(VISITOR_LISTS.length).toBeGreaterThanOrEqual(25);
  expect(average).toBeGreaterThanOrEqual(0.6);
});

// Written by someone who had not seen the recipes, after they were finished; not tuned for.
const HELD_OUT_LISTS: readonly (readonly string[])[] = [
  ["leftover roast chicken", "mayo", "celery", "grapes"],
  ["cauliflower", "curry powder", "yoghurt", "onion"],
  ["Sweet potatoes", "black beans", "tortillas", "cheddar", "salsa"],
  ["mushrooms", "arborio rice", "white wine", "parmesan", "shallots"],
  ["cod", "potatoes", "peas", "lemon"],
  ["frozen peas", "mint", "feta", "lemon"],
  ["pork chops", "apples", "sage", "butter"],
  ["cabbage", "carrots", "mayonnaise", "vinegar"],
  ["tinned tuna", "pasta", "sweetcorn", "mayonnaise"],
  ["beef steak", "mushrooms", "cream", "brandy"],
  ["cucumber", "Greek yogurt", "garlic", "dill"],
  ["dark chocolate", "eggs", "butter", "sugar"],
  ["brown lentils", "carrots", "celery", "onion", "stock"],
  ["pak choi", "noodles", "garlic", "oyster sauce"],
];

test("lists the recipes were not written for fare as well", () => {
  let total = 0;
  for (const list of HELD_OUT_LISTS) {
    const answer = answerFromCookbook(list);
    if (answer.kind !== "match") throw new Error(`no recipe for ${JSON.stringify(list)}`);
    // Two of the list, or at least the thing that weighs most in it (the cauliflower, not the onion).
    const heaviest = Math.max(...list.map((item) => ingredientWeight(normaliseIngredient(item))));
    const usesHeaviest = answer.used.some((item) => ingredientWeight(normaliseIngredient(item)) === heaviest);
    expect(answer.used.length >= 2 || usesHeaviest, `${answer.recipe.id} for ${JSON.stringify(list)}`).toBe(true);
    total += answer.used.length / list.length;
  }
  const average = total / HELD_OUT_LISTS.length;
  console.log(`cookbook quality (held out): ${HELD_OUT_LISTS.length} lists, average ${(average * 100).toFixed(1)}% of listed ingredients used`);
  expect(average).toBeGreaterThanOrEqual(0.6);
});
