import fc from "fast-check";
import { expect, test } from "vitest";
import { answerFromCookbook, rankCookbookMatches, type CookbookAnswer } from "./match.ts";
import { LEAN_CUT_MINUTES, SLOW_CUT_MINUTES, typedPerishableProtein } from "./weights.ts";
import { dishNeedsBoth } from "./star-check.ts";
import { DEFAULT_PANTRY } from "../core/preferences.ts";
import { covers, ingredientFamily, namedCuts, normaliseIngredient, PANTRY_STAPLES, productOf, readIngredient, withoutUseUpMark } from "../food/ingredient-names.ts";
import foodVocabulary from "../../data/food-vocabulary.json" with { type: "json" };
import ingredientNames from "../../data/ingredient-names.json" with { type: "json" };
import { allRecipes, type Diet } from "./recipe.ts";
import { isProtein } from "../food/ingredient-kinds.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";

function expectMatch(answer: CookbookAnswer): Extract<CookbookAnswer, { kind: "match" }> {
  if (answer.kind !== "match") throw new Error(`expected a match, got:\n${answer.markdown}`);
  return answer;
}

// Spellings a home cook might type, so generated lists actually hit recipes.
const TYPED_INGREDIENTS = [
  "Eggs", "egg", "spinach", "Feta", "onions", "garlic", "Tomatoes", "tinned tomatoes", "chicken thighs",
  "rice", "soy sauce", "ginger", "pasta", "bacon", "parmesan", "potatoes", "carrots", "Courgette",
  "aubergine", "peppers", "chickpeas", "coconut milk", "prawns", "lemon", "lime", "coriander",
  "mince", "kidney beans", "butter", "flour", "sugar", "milk", "salt", "olive oil", "water",
  "spring onions", "tofu", "broccoli", "mushrooms", "cheese", "noodles", "avocado", "black beans",
  "yoghurt", "cucumber", "mint", "oats", "bananas", "apples", "salmon", "beef", "red lentils",
] as const;

const typedIngredient = fc.constantFrom(...TYPED_INGREDIENTS);
const anyIngredient = fc.oneof(typedIngredient, fc.string(), fc.string({ unit: "grapheme" }));
// 10,000-character entries built by repetition, which is far cheaper than generating each character.
const hugeIngredient = fc
  .tuple(typedIngredient, fc.string({ minLength: 1, maxLength: 8 }))
  .map(([word, noise]) => `${word} ${noise}`.repeat(10_000).slice(0, 10_000));
const dietsArbitrary = fc.subarray<Diet>(["vegetarian", "vegan", "gluten-free", "dairy-free"]);

test("picks the recipe that uses most of the visitor's ingredients", () => {
  const answer = expectMatch(answerFromCookbook(["Eggs", "spinach", "feta", "onion"]));
  expect(answer.recipe.id).toBe("spinach-feta-frittata");
  expect(answer.used).toEqual(["Eggs", "spinach", "feta", "onion"]);
  expect(answer.missing).toEqual([]);
});

test("fewer extra ingredients wins when two recipes use as many of the visitor's", () => {
  const ranked = rankCookbookMatches(["eggs", "potatoes", "onion"]);
  const best = expectMatch(answerFromCookbook(["eggs", "potatoes", "onion"]));
  expect(best.recipe.id).toBe(ranked[0]?.id);
  expect(best.recipe.id).toBe("spanish-tortilla");
  expect(best.missing).toEqual([]);
});

test("the dish is about what the cook wants to use up: the examples of issue 12", () => {
  for (const [list, star] of [
    [["salmon", "broccoli", "lemon", "garlic"], "salmon"],
    [["pumpkin", "onion", "stock", "cream"], "pumpkin"],
    [["zucchini", "eggs", "cheese", "onion"], "zucchini"],
    [["eggs", "feta", "tomato", "onion"], "egg"],
  ] as const) {
    const answer = expectMatch(answerFromCookbook(list));
    const role = answer.recipe.ingredients.find((ingredient) => ingredient.name === star)?.role;
    expect(role, `${answer.recipe.id} for ${list.join(", ")}`).toBe("main");
    expect(answer.missing.length, answer.recipe.id).toBeLessThanOrEqual(2);
  }
});

test("what the visitor keeps in the pantry is never to buy, and changes the answer's shopping", () => {
  const list = ["chicken", "rice", "soy sauce", "carrot"];
  const empty = expectMatch(answerFromCookbook(list, { pantry: [] }));
  const stocked = expectMatch(answerFromCookbook(list, { pantry: [...empty.missing] }));
  expect(stocked.missing).toEqual([]);
  const kept = DEFAULT_PANTRY.map(normaliseIngredient);
  for (const name of expectMatch(answerFromCookbook(list)).missing) expect(kept).not.toContain(normaliseIngredient(name));
});

test("used keeps the visitor's own spelling and missing leaves out pantry staples", () => {
  const answer = expectMatch(answerFromCookbook(["Spring Onions", "  tinned   tomatoes ", "Aubergine", "courgettes"]));
  expect(answer.used).toEqual(expect.arrayContaining(["Aubergine", "tinned tomatoes"]));
  for (const name of answer.missing) expect(PANTRY_STAPLES.has(name)).toBe(false);
  expect(answer.missing).not.toContain("olive oil");
});

test("a general word matches the specific ingredient", () => {
  const answer = expectMatch(answerFromCookbook(["bread", "cheese", "ham", "butter"]));
  expect(answer.used).toContain("cheese");
  const cheeses = answer.recipe.ingredients.filter((ingredient) => ingredientFamily(ingredient.name) === "cheese" || ingredient.name === "cheese");
  expect(cheeses.length).toBeGreaterThan(0);
  for (const cheese of cheeses) expect(answer.missing).not.toContain(cheese.name);
});

test("unknown descriptions fall back to the ingredient they end with", () => {
  const answer = expectMatch(answerFromCookbook(["heirloom tomatoes", "burrata mozzarella", "basil"]));
  expect(answer.recipe.id).toBe("caprese-salad");
});

test("duplicates, case and whitespace do not change the answer", () => {
  const plain = expectMatch(answerFromCookbook(["eggs", "spinach", "feta"]));
  const messy = expectMatch(answerFromCookbook(["EGGS", " eggs ", "Egg", "spinach", "Spinach\t", "Feta"]));
  expect(messy.recipe.id).toBe(plain.recipe.id);
  expect(messy.missing).toEqual(plain.missing);
  expect(plain.used).toHaveLength(3);
  expect(messy.used).toHaveLength(3);
});

test("diets filter the recipes", () => {
  const vegan = expectMatch(answerFromCookbook(["chickpeas", "spinach", "onion", "feta"], { diets: ["vegan"] }));
  expect(vegan.recipe.diets).toContain("vegan");
  const both = expectMatch(answerFromCookbook(["rice", "soy sauce", "eggs"], { diets: ["vegetarian", "dairy-free"] }));
  expect(both.recipe.diets).toEqual(expect.arrayContaining(["vegetarian", "dairy-free"]));
});

test("a diet that rules out every match gives suggestions that fit the diet", () => {
  const answer = answerFromCookbook(["chicken thighs"], { diets: ["vegetarian"] });
  expect(answer.kind).toBe("no_match");
  if (answer.kind !== "no_match") return;
  expect(answer.suggestions).toHaveLength(3);
  for (const recipe of answer.suggestions) expect(recipe.diets).toContain("vegetarian");
});

test("attempt walks down the ranking and wraps around", () => {
  const list = ["chicken", "garlic", "lemon"];
  const ranked = rankCookbookMatches(list);
  expect(ranked.length).toBeGreaterThan(2);
  const first = expectMatch(answerFromCookbook(list));
  const second = expectMatch(answerFromCookbook(list, { attempt: 1 }));
  expect(first.recipe.id).toBe(ranked[0]?.id);
  expect(second.recipe.id).toBe(ranked[1]?.id);
  expect(expectMatch(answerFromCookbook(list, { attempt: ranked.length })).recipe.id).toBe(first.recipe.id);
  expect(expectMatch(answerFromCookbook(list, { attempt: -1 })).recipe.id).toBe(ranked.at(-1)?.id);
  expect(expectMatch(answerFromCookbook(list, { attempt: Number.NaN })).recipe.id).toBe(first.recipe.id);
});

test("nothing usable gives a kind no-match answer with three suggestions", () => {
  for (const list of [[], ["xyzzy"], ["", "   "], ["🍕", "🍣"], ["salt", "water", "olive oil"]]) {
    const answer = answerFromCookbook(list);
    expect(answer.kind, JSON.stringify(list)).toBe("no_match");
    if (answer.kind !== "no_match") continue;
    expect(answer.suggestions).toHaveLength(3);
    expect(answer.markdown).toMatch(/^# /);
    expect(answer.markdown).toContain("Try adding");
  }
});

test("every recipe is among the top three for its own ingredient list, and the pick needs at most one thing", () => {
  for (const recipe of allRecipes) {
    // A list of nothing but pantry things (flour, sugar, oil) is not a fridge: no recipe is offered for it.
    if (!recipe.ingredients.some((ingredient) => ingredient.role === "main" && !DEFAULT_PANTRY.includes(ingredient.name) && !PANTRY_STAPLES.has(ingredient.name))) continue;
    // What the recipe needs, not its garnishes: a dish only uses up what it needs (decision 015), so a list
    // whose heaviest item is a garnish (the avocado on black bean burgers) asks for a dish that needs it.
    const names = recipe.ingredients.filter((ingredient) => ingredient.optional !== true).map((ingredient) => ingredient.name).filter((name) => !PANTRY_STAPLES.has(name));
    expect(rankCookbookMatches(names).slice(0, 3).map((found) => found.id), recipe.id).toContain(recipe.id);
    expect(expectMatch(answerFromCookbook(names)).missing.length, recipe.id).toBeLessThanOrEqual(1);
  }
}, TIMEOUTS.heavyTest);

test("the match markdown is the formatted recipe", () => {
  const answer = expectMatch(answerFromCookbook(["salmon", "asparagus", "lemon"]));
  expect(answer.markdown.startsWith(`# ${answer.recipe.title}\n`)).toBe(true);
  expect(answer.markdown).toContain("## Ingredients");
  expect(answer.markdown).toContain("## Method");
});

test("property: any list of strings gives a valid answer without throwing", () => {
  fc.assert(
    fc.property(fc.array(fc.string()), (list) => {
      const answer = answerFromCookbook(list);
      if (answer.kind === "match") {
        expect(allRecipes).toContain(answer.recipe);
        expect(answer.used.length).toBeGreaterThan(0);
        // As typed, less any mark of what must go ("going soft").
        for (const used of answer.used) expect(list.some((raw) => (withoutUseUpMark(raw) ?? raw).replace(/\s+/g, " ").trim() === used)).toBe(true);
        for (const missing of answer.missing) expect(PANTRY_STAPLES.has(missing)).toBe(false);
      } else {
        expect(answer.kind).toBe("no_match");
        expect(answer.suggestions.length).toBeLessThanOrEqual(3);
        for (const recipe of answer.suggestions) expect(allRecipes).toContain(recipe);
      }
      expect(answer.markdown.length).toBeGreaterThan(0);
    }),
    { numRuns: 300 },
  );
});

test("property: realistic and hostile lists, diets and attempts never throw", () => {
  fc.assert(
    fc.property(
      fc.array(fc.oneof(anyIngredient, hugeIngredient), { maxLength: 12 }),
      dietsArbitrary,
      fc.oneof(fc.integer(), fc.double()),
      (list, diets, attempt) => {
        const answer = answerFromCookbook(list, { diets, attempt });
        if (answer.kind === "match") {
          for (const diet of diets) expect(answer.recipe.diets).toContain(diet);
        } else {
          for (const recipe of answer.suggestions) for (const diet of diets) expect(recipe.diets).toContain(diet);
        }
      },
    ),
    { numRuns: 100 },
  );
});

test("property: the order of the list does not change the answer", () => {
  const listAndShuffle = fc
    .array(anyIngredient, { maxLength: 10 })
    .chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })));
  fc.assert(
    fc.property(listAndShuffle, fc.nat({ max: 20 }), dietsArbitrary, ([list, shuffled], attempt, diets) => {
      expect(answerFromCookbook(shuffled, { attempt, diets })).toEqual(answerFromCookbook(list, { attempt, diets }));
    }),
    { numRuns: 300 },
  );
});

test("property: attempt n and n + 1 differ whenever there are two or more matches", () => {
  fc.assert(
    fc.property(fc.array(typedIngredient, { minLength: 1, maxLength: 8 }), fc.nat({ max: 200 }), (list, attempt) => {
      const count = rankCookbookMatches(list).length;
      fc.pre(count >= 2);
      const current = expectMatch(answerFromCookbook(list, { attempt }));
      const next = expectMatch(answerFromCookbook(list, { attempt: attempt + 1 }));
      expect(next.recipe.id).not.toBe(current.recipe.id);
    }),
    { numRuns: 300 },
  );
});

test("property: the chosen recipe uses every ingredient it reports as used", () => {
  fc.assert(
    fc.property(fc.array(typedIngredient, { minLength: 1, maxLength: 8 }), (list) => {
      const answer = answerFromCookbook(list);
      if (answer.kind !== "match") return;
      const names = new Set(answer.recipe.ingredients.map((ingredient) => ingredient.name));
      for (const name of answer.missing) expect(names.has(name)).toBe(true);
      for (const used of answer.used) expect(normaliseIngredient(used)).not.toBe("");
    }),
    { numRuns: 200 },
  );
});

test("servings wanted scales the recipe and says so where the page reads it", () => {
  const list = ["chicken thighs", "lemon", "garlic", "potatoes", "rosemary"];
  const plain = expectMatch(answerFromCookbook(list));
  const wanted = plain.recipe.servings * 2;
  const scaled = expectMatch(answerFromCookbook(list, { servings: wanted }));
  expect(scaled.recipe.id).toBe(plain.recipe.id);
  expect(scaled.markdown).toContain(`**Serves** ${wanted} ·`);
  expect(scaled.markdown).not.toBe(plain.markdown);
  expect(expectMatch(answerFromCookbook(list, { servings: plain.recipe.servings })).markdown).toBe(plain.markdown);
});

test("time available picks a recipe that fits, or says plainly that none does and offers the quickest", () => {
  const list = ["chicken thighs", "lemon", "garlic", "potatoes", "rosemary"];
  for (const minutes of [15, 30, 45, 60, 90, 120]) {
    const answer = expectMatch(answerFromCookbook(list, { minutes }));
    const fitting = rankCookbookMatches(list, { minutes });
    if (fitting.length > 0) {
      expect(answer.recipe.totalMinutes, `${minutes}`).toBeLessThanOrEqual(minutes);
      expect(answer.markdown).not.toContain("Nothing in the cookbook");
    } else {
      expect(answer.markdown).toContain(`Nothing in the cookbook for your list takes ${minutes} minutes or less`);
      const quickest = Math.min(...rankCookbookMatches(list).map((recipe) => recipe.totalMinutes));
      expect(answer.recipe.totalMinutes).toBe(quickest);
    }
  }
});

const pantryItem = fc.constantFrom("soy sauce", "ginger", "lemon", "onion", "stock", "cumin", "honey", "milk", "eggs", "parmesan", "tomato paste", "rice", "thyme", "mustard");
const cookList = fc.uniqueArray(typedIngredient, { minLength: 2, maxLength: 7 });

test("property: adding a pantry item never adds to what any recipe needs, and the pick needs no more (weighed) unless it uses more of the list", () => {
  fc.assert(
    fc.property(cookList, pantryItem, (list, item) => {
      fc.pre(!list.some((listed) => normaliseIngredient(listed) === normaliseIngredient(item)));
      const before = answerFromCookbook(list);
      const after = answerFromCookbook(list, { pantry: [...DEFAULT_PANTRY, item] });
      if (before.kind !== "match" || after.kind !== "match") return;
      // The same recipe: never more to buy.
      const same = answerFromCookbook(list, { pantry: [...DEFAULT_PANTRY, item], attempt: rankCookbookMatches(list, { pantry: [...DEFAULT_PANTRY, item] }).indexOf(before.recipe) });
      if (same.kind === "match") for (const name of same.missing) expect(before.missing).toContain(name);
      // The pick: the same stars used; less to buy (weighed), unless the new pick uses more of the list.
      expect(after.fit.star).toBe(before.fit.star);
      if (after.fit.cost > before.fit.cost) expect(after.fit.usedWeight).toBeGreaterThan(before.fit.usedWeight);
    }),
    { numRuns: 200 },
  );
});

// Found by the property above (seed -1245565005) once the fresh side could come first: ginger in the pantry let a mushroom
// and pea curry (tomatoes as its side, two things to buy) take the place of a mushroom omelette (eggs, one thing to buy), the
// tomatoes used instead of the eggs, not as well. A fuller dish must use more of the list, weighed (decision 015, cookbook25a).
test("a pantry item does not swap the pick for a dearer dish that uses no more of the list", () => {
  const list = ["mushrooms", "Tomatoes", "Eggs"];
  const before = answerFromCookbook(list);
  const after = answerFromCookbook(list, { pantry: [...DEFAULT_PANTRY, "ginger"] });
  if (before.kind !== "match" || after.kind !== "match") throw new Error("both lists have a dish");
  expect(after.fit.cost <= before.fit.cost || after.fit.usedWeight > before.fit.usedWeight, `${before.recipe.id} → ${after.recipe.id}`).toBe(true);
});

// Found by running the property above 30,000 times (seed 2026; 3 failures, 0 after): a pantry item made another dish first,
// and the fresh-side rule then swapped in a dish dearer than the one picked before that used no more of the list. A dish that
// another as good on the stars outdoes (as much of the list for less) is never the fuller choice (decision 015, lead).
test("a pantry item never leads the fresh-side rule to a dish dearer than the pick before that uses no more of the list", () => {
  const cases: readonly [readonly string[], string][] = [
    [["tofu", "parmesan", "mince", "spring onions", "chicken thighs", "potatoes"], "soy sauce"],
    [["Eggs", "carrots", "apples", "salt", "butter", "coriander", "salmon"], "rice"],
    [["potatoes", "peppers", "spinach", "egg", "rice"], "lemon"],
  ];
  for (const [list, item] of cases) {
    const before = expectMatch(answerFromCookbook(list));
    const after = expectMatch(answerFromCookbook(list, { pantry: [...DEFAULT_PANTRY, item] }));
    expect(after.fit.cost <= before.fit.cost || after.fit.usedWeight > before.fit.usedWeight, `${list.join(", ")} + ${item}: ${before.recipe.id} → ${after.recipe.id}`).toBe(true);
  }
});

// Found by the pantry property (seed -1131113398) by cookbook25d: soy sauce in the pantry made a chow mein the cheapest dish,
// and the fresh-side rule, measured against it, put a chicken curry using the yoghurt first; the curry is dearer than the pho
// picked before and uses less of the list. The pho outdoes it, so it is not the fuller choice (decision 015, lead). Several wordings.
test("a pantry item does not let the fresh side pass a dish that uses more of the list", () => {
  const lists = [
    ["yoghurt", "noodles", "ginger", "chicken thighs"],
    ["Greek yogurt", "noodles", "ginger", "chicken breasts"],
    ["plain yogurt", "rice noodles", "root ginger", "chicken"],
    ["yoghurt", "noodles", "ginger", "chicken thighs", "onion"],
  ];
  for (const list of lists) {
    const before = expectMatch(answerFromCookbook(list));
    const after = expectMatch(answerFromCookbook(list, { pantry: [...DEFAULT_PANTRY, "soy sauce"] }));
    expect(after.fit.cost <= before.fit.cost || after.fit.usedWeight > before.fit.usedWeight, `${list.join(", ")}: ${before.recipe.id} → ${after.recipe.id}`).toBe(true);
  }
});

test("property: asking for fewer minutes never gives a longer recipe when a shorter one matches", () => {
  const times = fc.constantFrom(15, 30, 45, 60, 90, 120);
  fc.assert(
    fc.property(cookList, times, times, (list, a, b) => {
      const [fewer, more] = a <= b ? [a, b] : [b, a];
      const short = answerFromCookbook(list, { minutes: fewer });
      const long = answerFromCookbook(list, { minutes: more });
      if (short.kind !== "match" || long.kind !== "match") return;
      if (rankCookbookMatches(list, { minutes: fewer }).length > 0) expect(short.recipe.totalMinutes).toBeLessThanOrEqual(fewer);
      if (long.recipe.totalMinutes <= fewer) expect(short.recipe.totalMinutes).toBeLessThanOrEqual(fewer);
    }),
    { numRuns: 200 },
  );
});

test("property: the ranking is deterministic and does not depend on the order of the list or the pantry", () => {
  fc.assert(
    fc.property(
      cookList.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))),
      fc.uniqueArray(pantryItem, { maxLength: 4 }),
      ([list, shuffled], pantry) => {
        const reversed = [...pantry].reverse();
        expect(rankCookbookMatches(shuffled, { pantry: reversed })).toEqual(rankCookbookMatches(list, { pantry }));
        expect(answerFromCookbook(shuffled, { pantry: reversed })).toEqual(answerFromCookbook(list, { pantry }));
      },
    ),
    { numRuns: 150 },
  );
});

test("a cut that needs long cooking goes to a slow dish, never to a quick one when a slow one uses it", () => {
  // "beef shin" was made into a 25-minute steak with shallot sauce.
  for (const list of [
    ["beef shin", "cinnamon stick", "hot peppers", "onion"],
    ["beef shin", "carrots", "onion"],
    ["lamb shanks", "potatoes", "rosemary", "garlic"],
    ["beef brisket", "onions", "carrots"],
    ["oxtail", "onion", "thyme"],
  ]) {
    const answer = answerFromCookbook(list);
    expect(answer.kind, list.join(", ")).toBe("match");
    if (answer.kind === "match") expect(answer.recipe.totalMinutes, `${list.join(", ")} → ${answer.recipe.id}`).toBeGreaterThanOrEqual(90);
  }
  // A quick cut keeps its quick dishes.
  const steak = answerFromCookbook(["sirloin steak", "shallots", "red wine"]);
  expect(steak.kind === "match" && steak.recipe.totalMinutes < 90).toBe(true);
});

test("only an item some recipe can cook with is the star: a name no recipe uses does not leave the list without one", () => {
  // "masa harina" is a name no recipe uses, and unknown names weigh as fresh produce: it made every dish
  // star-less, so macaroni cheese (no carrot) won on the staples.
  const list = ["masa harina", "carrots", "pasta", "cheddar", "milk"];
  const answer = expectMatch(answerFromCookbook(list));
  expect(answer.used, answer.recipe.id).toContain("carrots");
  expect(expectMatch(answerFromCookbook(list.slice(1))).used).toContain("carrots");
});

test("meat or fish typed as cooked goes to a dish that takes it cooked, never to one that cooks it from raw when such a dish uses it", () => {
  // "leftover roast beef" was made into a steak and rocket salad: the beef cooked a second time.
  for (const [list, star] of [
    [["leftover roast beef", "horseradish", "bread", "rocket", "mustard"], "beef"],
    [["leftover roast chicken", "lettuce", "wraps", "mayo"], "chicken"],
    [["cooked prawns", "rice", "peas", "eggs", "soy sauce"], "shrimp"],
    [["leftover roast lamb", "onion", "potatoes", "carrots"], "lamb"],
    // Fish in a tin is cooked in it: fishcakes, not a fillet pan-fried beside crushed potatoes.
    [["tin of salmon", "potatoes", "eggs", "flour", "lemon"], "salmon"],
  ] as const) {
    const answer = expectMatch(answerFromCookbook(list));
    const line = answer.recipe.ingredients.find((ingredient) => ingredient.name === star);
    expect(line?.quantity, `${list.join(", ")} → ${answer.recipe.id}`).toMatch(/\b(?:cooked|leftover|tins?)\b/i);
  }
  // Where no recipe takes the meat cooked, a dish that cooks it is still its best use: the star is kept.
  for (const [list, star] of [
    [["leftover sausages", "pasta", "passata", "onion"], "leftover sausages"],
    [["leftover salmon", "rice", "eggs", "soy sauce"], "leftover salmon"],
  ] as const) {
    expect(expectMatch(answerFromCookbook(list)).used, list.join(", ")).toContain(star);
  }
  // Raw meat keeps the dishes that cook it.
  const raw = expectMatch(answerFromCookbook(["beef steak", "rocket", "parmesan"]));
  expect(raw.recipe.ingredients.find((ingredient) => ingredient.name === "beef")?.quantity ?? "").not.toMatch(/\bcooked\b/i);
});

test("a dish built on a cut is for that cut or the plain meat: every other part of the animal a cook can type only stands in (decision 015, early afternoon)", () => {
  // Every part of the animal the vocabulary knows (not how it is sold: "diced", "fillet", "steak").
  const parts = [...new Set([...foodVocabulary.cutWords, ...ingredientNames.cutWords].flatMap((word) => [...namedCuts(word)]))].sort();
  expect(parts).toEqual(expect.arrayContaining(["belly", "chop", "loin", "shoulder"]));
  // The cookbook's lines named for a cut of a meat ("pork chop"), with the dishes built on them.
  const cutMains = new Map<string, Set<string>>();
  for (const recipe of allRecipes) {
    for (const ingredient of recipe.ingredients) {
      const meat = ingredientFamily(ingredient.name);
      if (ingredient.role !== "main" || meat === undefined || namedCuts(ingredient.name).size === 0) continue;
      cutMains.set(ingredient.name, new Set([...(cutMains.get(ingredient.name) ?? []), recipe.id]));
    }
  }
  expect(cutMains.get("pork chop")?.size ?? 0).toBeGreaterThan(0);
  const faults: string[] = [];
  let checked = 0;
  for (const [line, dishes] of cutMains) {
    const meat = ingredientFamily(line) ?? "";
    const own = namedCuts(line);
    for (const part of parts) {
      const typed = `${meat} ${part}`;
      // Only where the cook's words read as the meat itself, the cut stripped ("pork shoulder" → pork).
      if (own.has(part) || readIngredient(typed) !== meat) continue;
      checked += 1;
      const answer = answerFromCookbook([typed, "onion", "garlic"]);
      if (answer.kind === "match" && dishes.has(answer.recipe.id)) faults.push(`${typed} → ${answer.recipe.id}`);
    }
    // The cut itself, and the meat typed plainly, may have it.
    const plain = answerFromCookbook([meat, "onion", "garlic"]);
    const named = answerFromCookbook([`${meat} ${[...own][0] ?? ""}s`, "onion", "garlic"]);
    if (plain.kind !== "match" || named.kind !== "match") faults.push(`${meat}: no dish`);
  }
  expect(checked).toBeGreaterThan(10);
  expect(faults).toEqual([]);
  // The lists the last session's pork chop dish took: the vindaloo's and the adobo's.
  const shoulder = answerFromCookbook(["pork shoulder", "vinegar", "kashmiri chilli", "garlic", "ginger", "onions"]);
  const belly = answerFromCookbook(["pork belly", "soy sauce", "star anise", "rice", "eggs", "spring onions"]);
  expect([shoulder.kind === "match" ? shoulder.recipe.id : "", belly.kind === "match" ? belly.recipe.id : ""]).toEqual(["pork-vindaloo", "pork-adobo"]);
  const chops = answerFromCookbook(["pork chops", "onion", "garlic"]);
  expect(chops.kind === "match" ? chops.recipe.id : "").toBe("pork-chops-onion-gravy");
}, TIMEOUTS.heavyTest);

test("ribs and bones go to a dish cooked for them, and such a dish takes no other cut or product of the meat (decision 015, night, cuts)", () => {
  // The dishes whose meat line's quantity says ribs or bones ("pork", "1.5 kg ribs (2 racks…)").
  const onTheBone = (pattern: RegExp) =>
    new Set(allRecipes.filter((recipe) => recipe.ingredients.some((ingredient) => ingredient.role === "main" && pattern.test(ingredient.quantity))).map((recipe) => recipe.id));
  const ribDishes = onTheBone(/\bribs\b/);
  const boneDishes = onTheBone(/\bbones\b/);
  const pick = (...list: string[]) => {
    const answer = answerFromCookbook([...list, "onion", "garlic"]);
    return answer.kind === "match" ? answer.recipe.id : "";
  };
  for (const typed of ["pork ribs 2 racks", "spare ribs", "baby back ribs"]) expect(ribDishes.has(pick(typed)), typed).toBe(true);
  expect(boneDishes.has(pick("pork bones")), "pork bones").toBe(true);
  // A soup of bones may take meaty ribs; a dish of ribs alone (sticky ribs) is no broth.
  expect(ribDishes.has(pick("pork bones")) && !boneDishes.has(pick("pork bones")), "pork bones").toBe(false);
  // Another cut, a product of the meat, or a slow cut better braised does not go there.
  for (const typed of ["pork shoulder", "pork belly", "pork loin", "pork schnitzel", "pork escalope", "pork cheeks"]) {
    expect(ribDishes.has(pick(typed)) || boneDishes.has(pick(typed)), typed).toBe(false);
  }
  // Short ribs are a slow cut: any long braise of beef does for them, as before.
  expect(pick("beef short ribs")).not.toBe("");
  // A bought crumbed schnitzel is fried as it is, not roasted as a chicken.
  expect(pick("chicken schnitzels (from Coles)")).toBe("chicken-schnitzel");
  // Bought burgers go in a bun, not crumbled into a taco filling.
  const burgers = answerFromCookbook(["beef burgers 4 pack", "onion", "garlic"]);
  expect(burgers.kind === "match" && burgers.recipe.ingredients.some((ingredient) => ingredient.name === "beef burger" && ingredient.role === "main")).toBe(true);
});

test("a slow cut goes to a slow roast or braise, a lean one to a quick roast, wings, meatballs and burgers to a dish made for them (decision 015, later)", () => {
  const answer = (typed: string) => answerFromCookbook([typed, "onion", "garlic"]);
  const mainLine = (typed: string) => {
    const found = answer(typed);
    return found.kind === "match" ? found.recipe.ingredients.filter((ingredient) => ingredient.role === "main").map((ingredient) => ingredient.name) : [];
  };
  // Belly, shoulder and cheeks: hours of cooking, built on the pork, buying at most two things.
  for (const typed of ["pork belly", "pork belly slices", "1.2kg pork shoulder", "pork shoulder joint", "pork cheeks"]) {
    const found = answer(typed);
    expect(found.kind === "match" && found.recipe.totalMinutes >= SLOW_CUT_MINUTES && found.missing.length <= 2 && mainLine(typed).includes("pork"), typed).toBe(true);
  }
  // Loin and tenderloin: not hours in the oven, and not a dish buying three.
  for (const typed of ["pork loin", "pork loin joint", "pork tenderloin"]) {
    const found = answer(typed);
    expect(found.kind === "match" && found.recipe.totalMinutes <= LEAN_CUT_MINUTES && found.missing.length <= 2 && mainLine(typed).includes("pork"), typed).toBe(true);
  }
  // Wings are glazed and baked as wings; chicken typed plainly, a whole bird or another part is not sent there.
  for (const typed of ["chicken wings", "chicken wingettes", "frozen chicken wings", "1kg chicken wings"]) expect(mainLine(typed), typed).toContain("chicken wing");
  for (const typed of ["chicken", "whole chicken", "chicken thighs", "chicken breasts", "chicken drumsticks"]) expect(mainLine(typed), typed).not.toContain("chicken wing");
  // Bought meatballs and burgers are foods of their own, cooked as they are.
  for (const typed of ["meatballs", "beef meatballs", "pork meatballs", "swedish meatballs", "a pack of meatballs"]) expect(mainLine(typed), typed).toContain("meatball");
  for (const typed of ["beef burgers", "beefburgers", "frozen beefburgers", "quarter pounders", "hamburgers"]) expect(mainLine(typed), typed).toContain("beef burger");
  // Chops are fried, not roasted as a joint: plain pork and pork chops keep their chop dish.
  for (const typed of ["pork chops", "pork loin chops", "pork"]) expect(mainLine(typed), typed).toContain("pork chop");
  const chopsAndApples = answerFromCookbook(["pork chops", "apples", "onion", "mustard"]);
  expect(chopsAndApples.kind === "match" && chopsAndApples.recipe.ingredients.some((ingredient) => ingredient.role === "main" && /\bchops?\b/.test(`${ingredient.name} ${ingredient.quantity}`)), "pork chops and apples").toBe(true);
});

test("burgers typed bare are beef burgers and a named one its meat's; kebabs, nuggets and fish fingers go to a dish cooked for them; a pork steak is fried as a chop (decision 015, late)", () => {
  const answer = (typed: string) => answerFromCookbook([typed, "onion", "garlic"]);
  const mainLine = (typed: string) => {
    const found = answer(typed);
    return found.kind === "match" ? found.recipe.ingredients.filter((ingredient) => ingredient.role === "main").map((ingredient) => ingredient.name) : [];
  };
  const madeFor = (typed: string, line: string) => {
    const found = answer(typed);
    return found.kind === "match" && found.missing.length <= 2 && mainLine(typed).includes(line);
  };
  // A bare burger is the beef burger everyone means; a burger of a named meat or fish is that meat's product.
  for (const typed of ["burgers", "burger", "frozen burgers", "a pack of burgers", "4 burgers"]) {
    expect(readIngredient(typed), typed).toBe("beef burger");
    expect(madeFor(typed, "beef burger"), typed).toBe(true);
  }
  for (const [typed, meat] of [["chicken burgers", "chicken"], ["fish burgers", "fish"], ["a pack of chicken burgers", "chicken"]] as const) {
    expect(productOf(readIngredient(typed)), typed).toBe(meat);
    expect(mainLine(typed), typed).not.toContain("beef burger");
  }
  expect(readIngredient("lamb burgers")).toBe("lamb burger");
  expect(readIngredient("veggie burgers")).toBe("veggie burger");
  // Bought kebabs and nuggets are cooked as they are, not roasted as thighs; plain chicken is not sent to them.
  for (const typed of ["chicken kebabs", "chicken kebab", "chicken shish kebabs", "frozen chicken kebabs", "chicken kebab skewers"]) expect(madeFor(typed, "chicken kebab"), typed).toBe(true);
  for (const typed of ["chicken nuggets", "chicken nugget", "frozen chicken nuggets", "breaded chicken nuggets", "a bag of chicken nuggets"]) expect(madeFor(typed, "chicken nugget"), typed).toBe(true);
  for (const typed of ["chicken", "chicken breasts", "chicken thighs", "diced chicken"]) expect(mainLine(typed), typed).not.toContainEqual(expect.stringMatching(/kebab|nugget/));
  // Bought fish fingers are no fresh fish, and a dish of bought fingers is no place for a fillet.
  for (const typed of ["fish fingers", "fish finger", "frozen fish fingers", "cod fish fingers", "fish sticks"]) expect(madeFor(typed, "fish finger"), typed).toBe(true);
  for (const typed of ["cod", "cod fillets", "white fish", "haddock", "pollock fillets"]) expect(mainLine(typed), typed).not.toContain("fish finger");
  expect(covers("fish finger", "cod")).toBe(false);
  expect(covers("cod", "fish finger")).toBe(false);
  // A pork steak of any part is fried as a chop is: the chop dish, not a stir-fry buying three.
  for (const typed of ["pork shoulder steaks", "2 pork shoulder steaks", "pork shoulder steak", "pork loin steaks", "pork leg steaks"]) expect(madeFor(typed, "pork chop"), typed).toBe(true);
});

test("two kinds of one food on a list are both used by a dish using it; one name typed twice is one item (decision 015, fourth session)", () => {
  const used = (list: readonly string[]) => {
    const answer = answerFromCookbook(list);
    return answer.kind === "match" ? answer.used : [];
  };
  expect(used(["gem squash x4", "butternut", "tin of sweetcorn", "cheddar", "butter"])).toEqual(expect.arrayContaining(["gem squash x4", "butternut"]));
  expect(used(["acorn squash", "butternut squash", "sage"])).toEqual(expect.arrayContaining(["acorn squash", "butternut squash"]));
  expect(used(["chicken breasts", "chicken thighs", "rice"])).toEqual(expect.arrayContaining(["chicken breasts", "chicken thighs"]));
  for (const list of [["onions", "Onions", "carrots"], ["carrot", "carrots", "CARROTS ", "ginger"]]) {
    const typed = used(list);
    expect(new Set(typed.map((item) => readIngredient(item))).size, list.join(", ")).toBe(typed.length);
  }
});

// What cooks write to say an item must go (decision 015, "fourth session"): the world's wordings, not the tuning lists'.
const USE_UP_MARKS = ["needs using", "on its last legs", "use up", "about to turn", "past its best", "last day", "going off", "before it goes", "going soft", "(wilting)", "(use by today)", "- past their best", ", needs using up"] as const;
const marked = (item: string, mark: string) => `${item} ${mark}`;
const usesItem = (answer: CookbookAnswer, item: string) => answer.kind === "match" && answer.used.some((used) => readIngredient(used) === readIngredient(item));
const needsItem = (answer: CookbookAnswer, item: string) =>
  answer.kind === "match" && answer.recipe.ingredients.some((ingredient) => ingredient.optional !== true && covers(readIngredient(item), ingredient.name));

test("what the cook says must go weighs first: the dish needs it, above any unmarked fresh thing (decision 015, fourth session)", () => {
  // Two fresh things compete and, unmarked, the pick is built on the other; marked, on the one the cook named.
  const lists: readonly (readonly [readonly string[], number])[] = [
    // Salmon fillets and mushrooms were here until a dish needing both was written (decision 015, sixth session), then salmon
    // and courgette until cookbook25e (seventh session) wrote one: lamb chops and broccoli are an empty cell of `--pairs` still.
    [["lamb chops", "broccoli", "rice", "lemon"], 1],
    // Beef mince and leeks, and sausages and courgette, were here until dishes needing both were written (decision 015, seventh
    // session, cookbook25c): lamb mince and leeks, and duck breasts and courgette, are empty cells of `--pairs` still.
    [["lamb mince", "leeks", "potatoes", "onion"], 1],
    [["duck breasts", "courgette", "pasta", "onion"], 1],
    [["pork chops", "cabbage", "potatoes", "onion"], 1],
    [["chicken thighs", "courgette", "peppers", "onion"], 2],
    [["steak", "mushrooms", "potatoes", "asparagus"], 3],
    [["cod fillets", "leeks", "potatoes", "onion"], 2],
    // Pork chops and sweet potatoes were here until a dish needing both was written (decision 015, fifth session), then pork
    // chops and courgette until cookbook25e (seventh session) wrote one: lamb mince and broccoli are an empty cell of `--pairs` still.
    [["lamb mince", "broccoli", "onion", "garlic"], 1],
  ];
  for (const [list, at] of lists) {
    const item = list[at] ?? "";
    expect(usesItem(answerFromCookbook(list), item), `${list.join(", ")} unmarked`).toBe(false);
    for (const mark of USE_UP_MARKS) {
      const typed = list.map((listed, index) => (index === at ? marked(listed, mark) : listed));
      const answer = answerFromCookbook(typed);
      expect(needsItem(answer, item) && usesItem(answer, item), `${typed.join(", ")} → ${answer.kind === "match" ? answer.recipe.id : "nothing"}`).toBe(true);
    }
  }
});

test("with two things marked, both weigh first: a dish that needs both comes before one that needs either", () => {
  for (const [list, first, second] of [
    [["Lincolnshire sausages going off", "red onion", "peppers x3 going soft", "new potatoes", "smoked paprika", "eggs"], "sausages", "peppers"],
    [["chicken thighs (use by today)", "broccoli - needs using", "potatoes", "carrots", "onion"], "chicken thighs", "broccoli"],
  ] as const) {
    const answer = answerFromCookbook(list);
    expect(usesItem(answer, first) && usesItem(answer, second) && needsItem(answer, first) && needsItem(answer, second), `${list.join(", ")} → ${answer.kind === "match" ? answer.recipe.id : "nothing"}`).toBe(true);
  }
});

test("the intro names what was marked by its name, without the mark", () => {
  const answer = expectMatch(answerFromCookbook(["Lincolnshire sausages", "red onion", "peppers x3 going soft", "new potatoes", "smoked paprika"]));
  expect(answer.used).toContain("peppers x3");
  const intro = answer.markdown.split("\n").find((line) => line.startsWith("Uses your")) ?? "";
  expect(intro).toContain("peppers x3");
  expect(intro).not.toMatch(/going soft/);
  const wilting = expectMatch(answerFromCookbook(["pork mince", "noodles", "2 pak choi (wilting)", "hoisin", "spring onion"]));
  expect(wilting.used.join(", ")).not.toMatch(/wilting|\(\)/);
});

const markWording = fc.constantFrom(...USE_UP_MARKS);

test("property: marking an item never makes the pick use it less", () => {
  fc.assert(
    fc.property(cookList, fc.nat(), markWording, (list, index, mark) => {
      const at = index % list.length;
      const item = list[at] ?? "";
      fc.pre(!PANTRY_STAPLES.has(readIngredient(item)));
      const before = answerFromCookbook(list);
      const after = answerFromCookbook(list.map((listed, position) => (position === at ? marked(listed, mark) : listed)));
      if (usesItem(before, item)) expect(usesItem(after, item), `${list.join(", ")} marking ${item}`).toBe(true);
      if (needsItem(before, item) && usesItem(before, item)) expect(needsItem(after, item), `${list.join(", ")} marking ${item}`).toBe(true);
    }),
    { numRuns: 300 },
  );
});

test("property: with marks, the ranking is deterministic and does not depend on the order of the list", () => {
  fc.assert(
    fc.property(
      fc
        .uniqueArray(fc.tuple(typedIngredient, fc.option(markWording, { nil: undefined })), { minLength: 2, maxLength: 7, selector: ([item]) => item })
        .map((items) => items.map(([item, mark]) => (mark === undefined ? item : marked(item, mark))))
        .chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))),
      ([list, shuffled]) => {
        expect(rankCookbookMatches(shuffled)).toEqual(rankCookbookMatches(list));
        expect(answerFromCookbook(shuffled)).toEqual(answerFromCookbook(list));
        expect(answerFromCookbook(list)).toEqual(answerFromCookbook(list));
      },
    ),
    { numRuns: 200 },
  );
});

test("two fresh things cooks hold together have a plain dish that needs both (decision 015, fourth session)", () => {
  // Cells of the protein-and-side grid (`--pairs`) and a ninth-set class that had none.
  for (const [first, second] of [
    ["beef mince", "cabbage"], ["pork mince", "mushrooms"], ["lamb mince", "green beans"], ["lamb mince", "pasta"], ["bacon", "green beans"], ["bacon", "courgette"],
    ["prawns", "courgette"], ["gammon", "rice"], ["turkey mince", "potatoes"], ["turkey mince", "peas"], ["turkey mince", "carrots"], ["smoked mackerel", "watercress"],
  ] as const) {
    expect(dishNeedsBoth(readIngredient(first), readIngredient(second)), `${first} + ${second}`).toBe(true);
  }
});

// The pick buys a protein (chicken, lamb chops, bacon, eggs) while the list's own perishable protein goes unused.
const buysProteinInstead = (answer: CookbookAnswer, protein: string) => answer.kind === "match" && answer.missing.some(isProtein) && !usesItem(answer, protein);

test("a dish for what must go uses the list's own protein before one that buys a protein (decision 015, later)", () => {
  // [list, the marked item's place, the list's protein's place]: unmarked or marked, the pick never buys a protein
  // while the list's goes unused; where a dish needs both the marked item and the protein, the pick needs both.
  const lists: readonly (readonly [readonly string[], number, number])[] = [
    [["chicken thighs", "courgette", "peppers"], 2, 0],
    [["turkey mince", "courgette", "peppers"], 2, 0],
    [["duck breasts", "leeks", "mushrooms"], 2, 0],
    [["turkey mince", "green beans", "sweet potatoes"], 2, 0],
    [["turkey mince", "leeks", "peas", "onion"], 2, 0],
    [["pork chops", "sweet potatoes"], 1, 0],
    [["turkey mince", "carrots", "courgette"], 1, 0],
  ];
  for (const [list, at, proteinAt] of lists) {
    const protein = list[proteinAt] ?? "";
    for (const mark of USE_UP_MARKS) {
      const typed = list.map((listed, index) => (index === at ? marked(listed, mark) : listed));
      const answer = answerFromCookbook(typed);
      const shown = `${typed.join(", ")} → ${answer.kind === "match" ? `${answer.recipe.id} (buy ${answer.missing.join(", ")})` : "nothing"}`;
      expect(buysProteinInstead(answer, protein), shown).toBe(false);
      expect(needsItem(answer, list[at] ?? ""), shown).toBe(true);
      if (dishNeedsBoth(readIngredient(list[at] ?? ""), readIngredient(protein))) expect(needsItem(answer, protein), shown).toBe(true);
    }
  }
});

test("property: when some dish needs both what must go and the list's perishable protein, the pick never buys a protein instead; the ranking stays deterministic and order-independent", () => {
  fc.assert(
    fc.property(
      cookList.chain((list) => fc.tuple(fc.constant(list), fc.nat({ max: list.length - 1 }), markWording, fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))),
      ([list, at, mark, shuffled]) => {
        const item = list[at] ?? "";
        const star = readIngredient(item);
        const proteins = list.filter((listed) => listed !== item && typedPerishableProtein(readIngredient(listed), listed));
        fc.pre(!PANTRY_STAPLES.has(star) && proteins.length > 0 && proteins.some((protein) => dishNeedsBoth(star, readIngredient(protein))));
        const typed = (items: readonly string[]) => items.map((listed) => (listed === item ? marked(listed, mark) : listed));
        const answer = answerFromCookbook(typed(list));
        expect(answer.kind === "match" && answer.missing.some(isProtein) && !proteins.some((protein) => usesItem(answer, protein)), `${typed(list).join(", ")}`).toBe(false);
        expect(answerFromCookbook(typed(shuffled))).toEqual(answer);
        expect(rankCookbookMatches(typed(shuffled))).toEqual(rankCookbookMatches(typed(list)));
      },
    ),
    { numRuns: 200 },
  );
});

// Proteins a cook builds a meal on that are no meat (decision 015, "fifth session"), as cooks type them.
const NOT_MEAT_PROTEINS = ["king prawns 300g", "raw tiger prawns", "prawns (Aldi)", "a block of halloumi", "halloumi cheese", "paneer (Tesco)", "block of paneer", "extra firm tofu", "tempeh", "seitan strips", "cod fillets", "salmon fillets"] as const;
// Vegetables a list is about, as typed: the `--pairs` sides and a few more.
const VEGETABLE_STARS = ["courgette", "peppers", "spinach", "broccoli", "mushrooms", "leeks", "green beans", "peas", "sweet potatoes", "cabbage", "aubergine", "tomatoes", "carrots", "cauliflower", "pak choi"] as const;

test("a list's halloumi, paneer, prawns or seitan weigh as the protein the meal is built on: no dish buys another protein beside them (decision 015, fifth session)", () => {
  for (const [list, protein] of [
    [["halloumi", "courgette", "peppers going soft"], "halloumi"],
    [["a block of halloumi", "aubergine", "tomatoes"], "a block of halloumi"],
    [["paneer (Tesco)", "spinach", "peppers"], "paneer (Tesco)"],
    [["king prawns 300g", "courgette (use by today)"], "king prawns 300g"],
    [["seitan strips", "broccoli", "peppers"], "seitan strips"],
  ] as const) {
    const answer = answerFromCookbook(list);
    const shown = `${list.join(", ")} → ${answer.kind === "match" ? `${answer.recipe.id} (buy ${answer.missing.join(", ")})` : "nothing"}`;
    expect(buysProteinInstead(answer, protein), shown).toBe(false);
    expect(typedPerishableProtein(readIngredient(protein), protein), protein).toBe(true);
  }
});

test("property: a list holding a protein that is no meat and a vegetable never gets a pick that buys a protein while that one goes unused, where a dish needs both", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...NOT_MEAT_PROTEINS),
      fc.constantFrom(...VEGETABLE_STARS),
      fc.option(markWording, { nil: undefined }),
      fc.uniqueArray(typedIngredient, { maxLength: 3 }),
      (protein, vegetable, mark, others) => {
        const rest = others.filter((item) => !isProtein(readIngredient(item)) && readIngredient(item) !== readIngredient(vegetable));
        fc.pre(dishNeedsBoth(readIngredient(protein), readIngredient(vegetable)));
        const list = [protein, mark === undefined ? vegetable : marked(vegetable, mark), ...rest];
        const answer = answerFromCookbook(list);
        const shown = `${list.join(", ")} → ${answer.kind === "match" ? `${answer.recipe.id} (buy ${answer.missing.join(", ")})` : "nothing"}`;
        expect(buysProteinInstead(answer, protein), shown).toBe(false);
        expect(answerFromCookbook([...list].reverse())).toEqual(answer);
      },
    ),
    { numRuns: 300 },
  );
});

// Decision 015, sixth session (cookbook24a): cream stands in for crème fraîche.
test("a creamy pasta takes the list's cream for its crème fraîche: nothing to buy", () => {
  for (const cream of ["cream", "double cream", "a pot of whipping cream"]) {
    const answer = answerFromCookbook(["bacon lardons", "penne", "frozen peas", cream, "parmesan"]);
    expect(answer.kind === "match" && answer.used.includes(cream) && !answer.missing.includes("creme fraiche"), cream).toBe(true);
  }
});

// Decision 015, sixth session (cookbook24a): a fry-up's puddings are its sausages.
test("black or white pudding beside bacon and eggs gets a fry-up that uses them", () => {
  for (const pudding of ["black pudding", "morcilla", "white pudding", "Clonakilty black pudding"]) {
    const answer = answerFromCookbook([pudding, "rashers", "eggs", "tomatoes", "bread"]);
    expect(answer.kind === "match" && answer.used.includes(pudding) && answer.used.includes("rashers"), `${pudding}: ${answer.kind === "match" ? answer.recipe.id : ""}`).toBe(true);
  }
});

// Decision 015, sixth session (cookbook24a): cooked meat of any kind, cured too, is no joint to roast or boil.
test("leftover or cooked ham, gammon or bacon never goes to a dish that cooks it as a raw joint; a raw joint still does", () => {
  const jointDishes = new Set(allRecipes.filter((recipe) => recipe.ingredients.some((line) => /\bjoint\b/i.test(line.quantity))).map((recipe) => recipe.id));
  expect(jointDishes.has("brown-sugar-glazed-ham")).toBe(true);
  for (const meat of ["ham", "gammon", "smoked gammon", "bacon joint", "ham hock"]) {
    for (const form of ["leftover", "cooked", "left-over", "leftovers:"]) {
      for (const rest of [["brown sugar", "mustard", "onion"], ["navy beans", "onion", "carrots"], ["cabbage", "potatoes"]]) {
        const answer = answerFromCookbook([`${form} ${meat}`, ...rest]);
        expect(answer.kind === "match" && !jointDishes.has(answer.recipe.id), `${form} ${meat}, ${rest.join(", ")}: ${answer.kind === "match" ? answer.recipe.id : ""}`).toBe(true);
      }
    }
  }
  const raw = answerFromCookbook(["gammon joint", "brown sugar", "mustard", "cloves"]);
  expect(raw.kind === "match" && raw.recipe.id).toBe("brown-sugar-glazed-ham");
});

// Decision 015, sixth session (cookbook24a): leftover ham and a tin of white beans had no dish that needs both.
test("leftover ham beside white beans gets a soup that uses both, however the beans are named", () => {
  for (const ham of ["leftover ham", "cooked ham", "left-over gammon", "ham"]) {
    for (const beans of ["navy beans", "tin of cannellini beans", "haricot beans", "canned white beans"]) {
      const answer = answerFromCookbook([ham, beans, "onion", "carrots"]);
      expect(answer.kind === "match" && answer.used.includes(ham) && answer.used.includes(beans), `${ham}, ${beans}: ${answer.kind === "match" ? answer.recipe.id : ""}`).toBe(true);
    }
  }
});
