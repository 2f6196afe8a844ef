import { expect, test } from "vitest";
import { normaliseIngredient, pluralise, singularise } from "../food/ingredient-names.ts";
import { formatIngredientLine } from "./format.ts";
import { PIECE_WORDS, unitForWord } from "../recipe/vocabulary.ts";
import { hasOwnKind, ingredientKind, isProtein, SEASONING_KINDS } from "../food/ingredient-kinds.ts";
import { avoidanceFor, findInIngredient, findInText } from "../food/allergens.ts";
import { DIETS, type Diet } from "../core/preferences.ts";
import { allRecipes, type Recipe } from "./recipe.ts";

// A diet tag is checked with the product's own allergen data (data/allergens.json: the families each diet
// excludes), the data that checks a cook's "things to avoid": one home for what a diet may not hold.
// Built once per diet: every diet is in DIETS, so the record is whole.
const avoidances = Object.fromEntries(DIETS.map((diet) => [diet, avoidanceFor("", [diet])])) as Record<Diet, ReturnType<typeof avoidanceFor>>;
const avoidanceOf = (diet: Diet) => avoidances[diet];

function dietViolations(recipe: Recipe): string[] {
  return recipe.diets.flatMap((diet) => {
    const avoidance = avoidanceOf(diet);
    return recipe.ingredients.flatMap((ingredient) => {
      const line = formatIngredientLine(ingredient);
      return findInIngredient(line, avoidance).map((found) => `${recipe.id} is tagged ${diet} but uses ${ingredient.name} (${found.word}: "${line}")`);
    });
  });
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
      { name: "kimchi", quantity: "100 g", role: "supporting" },
      { name: "Thai red curry paste", quantity: "2 tbsp", role: "supporting" },
      { name: "gochujang", quantity: "1 tbsp", role: "supporting" },
      { name: "dark chocolate", quantity: "50 g", role: "supporting" },
      { name: "tortilla", quantity: "4", role: "supporting" },
      { name: "corn tortilla", quantity: "4", role: "supporting" },
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
  // What the allergen data learnt from this test's own rules when the two became one (2026-11-28).
  expect(problems).toContain("vegetarian but uses kimchi");
  expect(problems).toContain("vegetarian but uses Thai red curry paste");
  expect(problems).toContain("gluten-free but uses gochujang");
  expect(problems).toContain("dairy-free but uses dark chocolate");
  expect(problems).toContain("gluten-free but uses tortilla");
  expect(problems).not.toContain("corn tortilla");
  expect(problems).not.toContain("coconut milk");
  expect(problems).not.toContain("eggplant");
});

/**
 * What a printed ingredient line must not do: say a word twice ("8 pork sausages sausages", "3 tbsp Thai
 * red curry paste curry paste") or offer half an alternative ("60 ml or beer milk"). Alternatives belong
 * in parentheses or after a comma ("60 ml milk (or beer)"). Empty when the line reads cleanly.
 */
export function lineProblems(line: string): string[] {
  const problems: string[] = [];
  const words = line.toLowerCase().split(/[^a-z0-9½¼¾⅓⅔-]+/).filter((word) => word !== "");
  words.forEach((word, index) => {
    if (index > 0 && word === words[index - 1] && !/^\d/.test(word)) problems.push(`"${word}" twice in a row`);
  });
  // The line itself, before its note: "2 large tomatoes" of "2 large tomatoes (about 300 g), chopped".
  const head = line.replace(/\([^()]*\)/g, " ").split(",")[0] ?? "";
  const headWords = head.toLowerCase().split(/[^a-z]+/).filter((word) => word.length >= 3).map(singularise);
  const repeated = headWords.filter((word, index) => headWords.indexOf(word) !== index);
  if (repeated.length > 0) problems.push(`repeats ${[...new Set(repeated)].join(", ")}`);
  if (/\bor\b/i.test(head)) problems.push(`an "or" outside parentheses`);
  return problems;
}

/**
 * Where a printed line names its food twice in words that differ ("200 g spaghetti pasta", "150 g raw prawns shrimp",
 * "2 bagels breads"): two neighbouring runs of words that each read as the food alone but not together (as "basmati
 * rice" and "Dijon mustard" do). Null when it names it once.
 */
export function namedTwice(line: string, name: string): string | null {
  const head = (line.replace(/\([^()]*\)/g, " ").split(",")[0] ?? "").toLowerCase();
  const words = head.split(/\s+/).filter((word) => /^[a-z-]+$/.test(word));
  for (let cut = 1; cut < words.length; cut += 1) {
    for (const left of [words.slice(cut - 1, cut), words.slice(Math.max(0, cut - 2), cut)]) {
      for (const right of [words.slice(cut, cut + 1), words.slice(cut, cut + 2)]) {
        const [before, after] = [left.join(" "), right.join(" ")];
        // A piece word after the name is its piece, not the food again: "bacon lardons", "garlic cloves".
        const piece = right.length === 1 && PIECE_WORDS.has(singularise(after));
        if (!piece && normaliseIngredient(before) === name && normaliseIngredient(after) === name && normaliseIngredient(`${before} ${after}`) !== name) return `"${before}" and "${after}" both name the ${name}`;
      }
    }
  }
  return null;
}

/**
 * Where a printed line puts its food after words that belong after it: what the food is for or sits in ("1 for glazing egg",
 * "1 x 145 g tin in olive oil tuna", "40 g plus extra for the dish butter"), or a piece of it ("4 shanks lambs", "1.5 kg ribs
 * pork", "2 rings pineapples": a piece word or a plural before the food, where "4 lamb shanks" is meant). Null when the food
 * stands where a cook writes it. A second amount of the same food ("100 g plus 1 tbsp sugar") may come before it.
 */
export function foodOutOfPlace(line: string, name: string): string | null {
  const head = (line.replace(/\([^()]*\)/g, " ").split(",")[0] ?? "").toLowerCase().replace(/\s+/g, " ").trim();
  const food = name.toLowerCase();
  const plural = pluralise(food.split(" ").at(-1) ?? "");
  const pluralFood = [...food.split(" ").slice(0, -1), plural].join(" ");
  const at = [pluralFood, food].map((form) => head.search(new RegExp(`(?:^|\\s)${form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\s|$)`))).find((index) => index > 0);
  if (at === undefined) return null;
  const before = head.slice(0, at).replace(/\bplus [\d½¼¾⅓⅔.]+(?: [a-z]+)?$/, " ").trim().split(" ");
  const aside = before.find((word) => /^(?:plus|for|in|with|on)$/.test(word));
  if (aside !== undefined) return `"${aside} …" stands before the ${name}`;
  const last = before.at(-1) ?? "";
  const pluralised = head.slice(at).trim().startsWith(pluralFood) && pluralFood !== food;
  // A plural piece ("ribs", "shanks") is of the food; one cut's word before it is how cooks say it ("belly pork", "shin beef").
  if ((PIECE_WORDS.has(singularise(last)) && singularise(last) !== last) || (pluralised && /[a-z]s$/.test(last) && singularise(last) !== last && unitForWord(last) === undefined)) return `"${last}" stands before the ${name}`;
  return null;
}

test("every ingredient line of every recipe reads cleanly: no word twice, no food named twice, no half alternatives", () => {
  const faults: string[] = [];
  for (const recipe of allRecipes) {
    for (const ingredient of recipe.ingredients) {
      const line = formatIngredientLine(ingredient);
      for (const problem of [...lineProblems(line), namedTwice(line, ingredient.name) ?? [], foodOutOfPlace(line, ingredient.name) ?? []].flat()) faults.push(`${recipe.id}: "${line}": ${problem}`);
    }
  }
  expect(faults).toEqual([]);
});

test("the food is named once: a quantity that names it is not followed by its name", () => {
  expect(namedTwice("200 g spaghetti pasta", "pasta")).not.toBeNull();
  expect(namedTwice("150 g raw prawns shrimp", "shrimp")).not.toBeNull();
  expect(namedTwice("2 bagels breads", "bread")).not.toBeNull();
  expect(namedTwice("300 g basmati rice", "rice")).toBeNull();
  expect(namedTwice("1 tsp Dijon mustard", "mustard")).toBeNull();
  expect(formatIngredientLine({ name: "pasta", quantity: "200 g spaghetti", role: "main" })).toBe("200 g spaghetti");
  expect(formatIngredientLine({ name: "shrimp", quantity: "300 g raw king prawns, peeled", role: "main" })).toBe("300 g raw king prawns, peeled");
  expect(formatIngredientLine({ name: "bread", quantity: "2 bagels", role: "main" })).toBe("2 bagels");
  expect(formatIngredientLine({ name: "ham", quantity: "2 gammon steaks", role: "main" })).toBe("2 gammon steaks");
  expect(formatIngredientLine({ name: "rice", quantity: "300 g basmati", role: "main" })).toBe("300 g basmati rice");
  expect(formatIngredientLine({ name: "lettuce", quantity: "2 little gem", role: "main" })).toBe("2 little gem lettuces");
});

test("the food stands where a cook writes it: after its amount, before what it is for, in or cut into", () => {
  for (const [line, name] of [["1 for glazing egg", "egg"], ["1 x 145 g tin in olive oil tuna", "tuna"], ["40 g plus extra for the dish butter", "butter"], ["4 shanks lambs", "lamb"], ["1.5 kg ribs pork", "pork"], ["2 rings pineapples", "pineapple"], ["3 mixed colours bell peppers", "bell pepper"], ["4 loin steaks (about 600 g) porks, boneless", "pork"]] as const) {
    expect(foodOutOfPlace(line, name), line).not.toBeNull();
  }
  for (const [line, name] of [["1 egg, for glazing", "egg"], ["1 x 145 g tin of tuna in olive oil", "tuna"], ["100 g plus 1 tbsp sugar", "sugar"], ["4 lamb shanks", "lamb"], ["3 bell peppers, mixed colours", "bell pepper"], ["2 ripe bananas", "banana"], ["6 back bacon rashers", "bacon"], ["3 tbsp madras curry powder", "curry powder"]] as const) {
    expect(foodOutOfPlace(line, name), line).toBeNull();
  }
  expect(formatIngredientLine({ name: "egg", quantity: "1 for glazing", role: "main" })).toBe("1 egg, for glazing");
  expect(formatIngredientLine({ name: "tuna", quantity: "1 x 145 g tin in olive oil", role: "main" })).toBe("1 x 145 g tin of tuna in olive oil");
  expect(formatIngredientLine({ name: "butter", quantity: "40 g plus extra for the dish", role: "main" })).toBe("40 g butter, plus extra for the dish");
  expect(formatIngredientLine({ name: "sugar", quantity: "100 g plus 1 tbsp", role: "main" })).toBe("100 g plus 1 tbsp sugar");
  expect(formatIngredientLine({ name: "lamb", quantity: "4 shanks", role: "main" })).toBe("4 lamb shanks");
  expect(formatIngredientLine({ name: "chicken", quantity: "4 boneless thighs (or 2 breasts), halved", role: "main" })).toBe("4 boneless chicken thighs (or 2 breasts), halved");
  expect(formatIngredientLine({ name: "tuna", quantity: "2 tins (160 g each) in oil, drained", role: "main" })).toBe("2 tins of tuna (160 g each) in oil, drained");
  expect(formatIngredientLine({ name: "onion", quantity: "1 thin slice", role: "main" })).toBe("1 thin slice of onion");
});

test("the line check catches the faults issue 24 found", () => {
  expect(lineProblems("8 pork sausages sausages")).not.toEqual([]);
  expect(lineProblems("3 tbsp Thai red curry paste curry paste")).not.toEqual([]);
  expect(lineProblems("60 ml or beer milk")).not.toEqual([]);
  expect(lineProblems("150 g ground almonds almond flour")).not.toEqual([]);
  expect(lineProblems("60 ml milk (or beer)")).toEqual([]);
  expect(lineProblems("1 x 400 g can of chopped tomatoes")).toEqual([]);
  expect(lineProblems("2 tbsp olive oil, plus extra to serve")).toEqual([]);
});

test("every ingredient of every recipe has a kind of its own in data/ingredient-kinds.json", () => {
  const unknown = new Set(allRecipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.name)).filter((name) => !hasOwnKind(name)));
  expect([...unknown]).toEqual([]);
});

test("a dish with a protein in it is built on a protein: steak frites on the steak, moussaka on the lamb", () => {
  const faults = allRecipes
    .filter((recipe) => recipe.ingredients.some((ingredient) => !ingredient.optional && ingredient.name !== "egg" && isProtein(ingredient.name)))
    .filter((recipe) => !recipe.ingredients.some((ingredient) => ingredient.role === "main" && isProtein(ingredient.name)))
    .map((recipe) => recipe.id);
  expect(faults).toEqual([]);
});

test("a meat or fish whose stock the dish needs is never optional: it is the dish's defining protein (matzo ball soup's chicken)", () => {
  const faults = allRecipes.flatMap((recipe) =>
    recipe.ingredients
      .filter((ingredient) => ingredient.optional === true && isProtein(ingredient.name))
      .filter((ingredient) => recipe.ingredients.some((other) => !other.optional && other.name === `${ingredient.name} stock`))
      .map((ingredient) => `${recipe.id}: ${ingredient.name}`),
  );
  expect(faults).toEqual([]);
});

// What is scattered over a finished dish: herbs, seeds, spring onions, chilli flakes (decision 015, 2026-11-28 "afternoon").
const SCATTERED_KINDS = new Set(["herb"]);
const SCATTERED_NAMES: ReadonlySet<string> = new Set(["sesame seed", "green onion", "chive", "chilli flake"]);
const SCATTERED_OVER = /\b(?:scatter|sprinkl|garnish|top(?:ped)? with|serve[ds]? (?:\w+ )*?with|to serve|at the table)/i;
const WORKED_IN = /\b(?:stir|fold|tear|toss|mix|add|blend|whisk|beat)/i;

/**
 * The lines of a recipe that are only scattered over the finished dish, in its last step and nowhere
 * else, yet not marked garnish: a herb, seeds, spring onions or chilli flakes the dish is whole without,
 * which a cook would otherwise be told to buy.
 */
export function unmarkedGarnishes(recipe: Pick<Recipe, "id" | "ingredients" | "steps">): string[] {
  const last = recipe.steps.length - 1;
  return recipe.ingredients
    .filter((ingredient) => ingredient.role === "supporting" && (SCATTERED_KINDS.has(ingredientKind(ingredient.name)) || SCATTERED_NAMES.has(ingredient.name)))
    .filter((ingredient) => {
      const words = [...new Set([ingredient.name, ingredient.name.split(" ").pop() ?? ingredient.name])].map((word) => new RegExp(`\\b(?:${word}|${pluralise(word)})\\b`, "i"));
      const mentions = recipe.steps.flatMap((step, at) => step.split(/(?<=[.;!])\s+/).filter((sentence) => words.some((word) => word.test(sentence))).map((sentence) => ({ at, sentence })));
      return mentions.length > 0 && mentions.every(({ at, sentence }) => at === last && SCATTERED_OVER.test(sentence) && !WORKED_IN.test(sentence));
    })
    .map((ingredient) => `${recipe.id}: ${ingredient.name}`);
}

test("a herb, seeds or spring onions only scattered over the finished dish are a garnish, never a thing to buy", () => {
  expect(allRecipes.flatMap(unmarkedGarnishes)).toEqual([]);
});

test("the garnish check catches a scattered herb and lets a herb cooked in through", () => {
  const recipe = (steps: string[]) => ({ id: "x", ingredients: [{ name: "parsley", quantity: "1 handful", role: "supporting" as const }], steps });
  expect(unmarkedGarnishes(recipe(["Simmer the stew for 1 hour.", "Scatter with parsley and serve."]))).toEqual(["x: parsley"]);
  expect(unmarkedGarnishes(recipe(["Simmer the stew for 1 hour.", "Stir in the parsley and serve."]))).toEqual([]);
  expect(unmarkedGarnishes(recipe(["Fry the parsley stalks with the onion.", "Scatter with parsley and serve."]))).toEqual([]);
});

function titleWords(title: string): Set<string> {
  return new Set(title.toLowerCase().split(/[^a-z]+/).filter((word) => word !== "").map(singularise));
}

test("a main dish, soup, salad or breakfast is built on food, not on a seasoning its title does not name", () => {
  const faults: string[] = [];
  for (const recipe of allRecipes.filter((candidate) => ["main", "soup", "salad", "breakfast"].includes(candidate.category))) {
    const named = titleWords(recipe.title);
    const mains = recipe.ingredients.filter((ingredient) => ingredient.role === "main");
    for (const main of mains) {
      if (SEASONING_KINDS.has(ingredientKind(main.name)) && !main.name.split(" ").some((word) => named.has(word))) faults.push(`${recipe.id}: ${main.name}`);
    }
    if (mains.every((main) => SEASONING_KINDS.has(ingredientKind(main.name)) && !main.name.split(" ").some((word) => named.has(word)))) faults.push(`${recipe.id}: only seasonings are main`);
  }
  expect(faults).toEqual([]);
});

/** The sentences of a recipe that suggest what to serve it with, and what in them breaks one of its diets. */
export function servingClashes(recipe: Pick<Recipe, "diets" | "steps">): string[] {
  const sentences = recipe.steps.flatMap((step) => step.split(/(?<=[.;!])\s+/)).filter((sentence) => /\bserve/i.test(sentence));
  return recipe.diets.flatMap((diet) => {
    const avoidance = avoidanceOf(diet);
    return sentences.flatMap((sentence) => findInText(sentence, avoidance).map((found) => `${diet}, yet "${sentence}" offers ${found.word}`));
  });
}

test("serving suggestions keep to the recipe's diets: no bread with a gluten-free dish, no yogurt with a vegan one", () => {
  expect(allRecipes.flatMap((recipe) => servingClashes(recipe).map((clash) => `${recipe.id}: ${clash}`))).toEqual([]);
});

test("the serving check catches a clash and lets a qualified one through", () => {
  expect(servingClashes({ diets: ["gluten-free"], steps: ["Simmer for 10 minutes. Serve with crusty bread."] })).toHaveLength(1);
  expect(servingClashes({ diets: ["vegan"], steps: ["Serve with yogurt or a salad."] })).toHaveLength(1);
  expect(servingClashes({ diets: ["vegetarian"], steps: ["Serve with grilled meat."] })).toHaveLength(1);
  expect(servingClashes({ diets: ["gluten-free", "vegan"], steps: ["Serve with gluten-free bread and coconut yogurt."] })).toEqual([]);
});

// Mince and poultry must be cooked through; a cook needs to be told how to see it.
const NEEDS_DONENESS_CUE: ReadonlySet<string> = new Set(["ground beef", "ground lamb", "ground pork", "ground turkey", "ground chicken", "chicken", "turkey", "sausage"]);
const DONENESS_CUE = /cooked through|no (?:longer )?pink|juices run clear|7[05] ?°C/i;
const HEAT = /\b(?:bak|oven|cook|fr[yi]|boil|simmer|poach|heat|grill|roast|toast|steam|microwav|sear|sizzl)/i;

test("every recipe that cooks mince or poultry says how to tell it is cooked through", () => {
  const faults = allRecipes
    .filter((recipe) =>
      recipe.ingredients.some((ingredient) => NEEDS_DONENESS_CUE.has(ingredient.name) && !ingredient.optional && !/\b(?:cooked|leftover)\b/i.test(ingredient.quantity)),
    )
    .filter((recipe) => !recipe.steps.some((step) => DONENESS_CUE.test(step)))
    .map((recipe) => recipe.id);
  expect(faults).toEqual([]);
});

test("every recipe whose eggs are never heated carries a raw-egg note", () => {
  const eggs = (recipe: Recipe) => recipe.ingredients.some((ingredient) => ["egg", "egg yolk", "egg white"].includes(ingredient.name) && !ingredient.optional);
  const uncooked = allRecipes.filter((recipe) => eggs(recipe) && !recipe.steps.some((step) => HEAT.test(step)));
  // Heated rice, but the egg itself stays raw.
  const known = allRecipes.filter((recipe) => recipe.id === "tamago-kake-gohan");
  expect(uncooked.length + known.length).toBeGreaterThanOrEqual(3);
  const faults = [...uncooked, ...known].filter((recipe) => !recipe.steps.some((step) => /raw egg/i.test(step))).map((recipe) => recipe.id);
  expect(faults).toEqual([]);
});

// Where a title word is another ingredient's name: "salt and pepper tofu" has no sweet pepper in its title's sense.
const TITLE_WORDS_THAT_ARE_NOT_THE_INGREDIENT: ReadonlySet<string> = new Set([
  "salt-and-pepper-tofu: bell pepper",
  "cream-of-celery-soup: heavy cream",
  "pork-chops-mustard-sauce: heavy cream",
  "pear-frangipane-tart: almond",
  "massaged-kale-salad: parmesan",
  "french-lentil-salad: goat cheese",
  "chicken-satay: peanut",
  // "Parmigiana" names the dish's style (in the manner of Parma), read as a misspelt parmigiano.
  "chicken-parmigiana: parmesan",
  "eggplant-parmigiana: parmesan",
]);

test("what a recipe's title names (in any of its names: aloo, gobi, bangers) is a main ingredient, unless it only seasons", () => {
  const faults: string[] = [];
  for (const recipe of allRecipes) {
    const words = recipe.title.toLowerCase().replace(/[^a-z ]/g, " ").split(/\s+/).filter((word) => word !== "");
    const named = new Set<string>();
    for (let size = 1; size <= 3; size += 1) {
      for (let start = 0; start + size <= words.length; start += 1) named.add(normaliseIngredient(words.slice(start, start + size).join(" ")));
    }
    for (const ingredient of recipe.ingredients) {
      const fault = `${recipe.id}: ${ingredient.name}`;
      if (ingredient.role !== "main" && named.has(ingredient.name) && !SEASONING_KINDS.has(ingredientKind(ingredient.name)) && !TITLE_WORDS_THAT_ARE_NOT_THE_INGREDIENT.has(fault)) faults.push(fault);
    }
  }
  expect(faults).toEqual([]);
});
