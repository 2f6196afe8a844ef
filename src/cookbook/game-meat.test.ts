import { expect, test } from "vitest";
import fc from "fast-check";
import allergens from "../../data/allergens.json" with { type: "json" };
import { covers, normaliseIngredient, productOf, readIngredient, standsInFor } from "../food/ingredient-names.ts";
import { typedLeanCut, typedSlowCut } from "./weights.ts";
import { ingredientKind, isProtein } from "../food/ingredient-kinds.ts";
import { allRecipes } from "./recipe.ts";
import { sr28GameAnimals } from "../../tests/sr28-game.ts";
import { answerFromCookbook } from "./match.ts";

// Decision 015, sixth session (cookbook24a): a meat is read by what it is, whoever named it. The names are not a fixture:
// every animal USDA SR28's Game meat group (1700) names, and every member of the allergen data's game class (the team's own
// list of what a cook means by game, which holds kangaroo, frog, alligator and pigeon that SR28 does not).
const sr28Game = sr28GameAnimals();
const game = allergens.families.find((entry) => entry.id === "game");
const allergenGame = (game?.members ?? []).filter((name) => !/\bleg$/.test(name));
const cookbookNames = [...new Set(allRecipes.flatMap((recipe) => recipe.ingredients.map((line) => line.name)))];

test("the names come from both sources", () => {
  expect(sr28Game).toEqual(expect.arrayContaining(["antelope", "bear", "bison", "deer", "elk", "moose", "opossum", "rabbit", "squirrel"]));
  expect(allergenGame).toEqual(expect.arrayContaining(["kangaroo", "alligator", "pigeon", "wood pigeon", "venison"]));
});

test("every game animal, however typed, reads as a protein and gives a cookbook dish's meat", () => {
  const typed = (name: string) => [name, `${name} fillet`, `2 ${name} steaks`, `diced ${name}`, `${name} (butcher's)`, `500g ${name}`];
  for (const animal of [...sr28Game, ...allergenGame]) {
    for (const form of typed(animal)) {
      const name = readIngredient(form);
      expect(isProtein(name), `${form} → ${name}: ${ingredientKind(name)}`).toBe(true);
      expect(cookbookNames.some((line) => covers(name, line)), `${form} → ${name} gives no dish's line`).toBe(true);
    }
  }
});

test("game meat typed minced cooks as the mince of the meat it stands in for, one way only", () => {
  for (const [typed, mince] of [
    ["kangaroo mince", "ground beef"],
    ["roo mince 500g", "ground beef"],
    ["minced venison", "ground beef"],
    ["Ground bison", "ground beef"],
    ["goat mince", "ground lamb"],
    ["wild boar mince", "ground pork"],
    ["rabbit mince", "ground chicken"],
  ] as const) {
    expect(covers(readIngredient(typed), mince), `${typed} → ${readIngredient(typed)}`).toBe(true);
    expect(covers(mince, readIngredient(typed))).toBe(false);
  }
  // The everyday meats keep their own minced names, and what is not a meat is not minced meat.
  expect(readIngredient("beef mince")).toBe("ground beef");
  expect(readIngredient("pork mince")).toBe("ground pork");
  expect(readIngredient("minced garlic")).toBe("garlic");
  expect(standsInFor("ground garlic")).toBeUndefined();
});

test("a list built on game meat gets a dish that uses it, not the side beside it", () => {
  const uses = (list: readonly string[]) => {
    const answer = answerFromCookbook(list);
    return answer.kind === "match" && answer.used.includes(list[0] ?? "") ? answer.recipe.id : `unused: ${answer.kind === "match" ? answer.recipe.id : "none"}`;
  };
  const mains = (list: readonly string[], meat: string) => {
    const answer = answerFromCookbook(list);
    return answer.kind === "match" && answer.recipe.ingredients.some((line) => line.name === meat && line.role === "main");
  };
  for (const list of [
    ["kangaroo fillets", "sweet potatoes", "rocket", "pumpkin"],
    ["2 roo steaks", "potatoes", "green beans"],
    ["wallaby loin", "beetroot", "spinach"],
    ["crocodile tail", "rice", "peppers"],
    ["wood pigeon breasts", "beetroot", "watercress"],
  ]) expect(uses(list), list.join(", ")).not.toMatch(/^unused/);
  // Mince cooks as mince: a bolognese or a cottage pie, not a curry of diced beef or a braise of shin.
  expect(mains(["kangaroo mince", "spaghetti", "tinned tomatoes", "onion", "carrot"], "ground beef")).toBe(true);
  expect(mains(["venison mince", "potatoes", "carrots", "onion"], "ground beef")).toBe(true);
  expect(mains(["minced venison", "kidney beans", "tinned tomatoes", "onion"], "ground beef")).toBe(true);
});

test("property: a game meat typed with any amount, mark or case is read the same and is the protein of the pick", () => {
  const animals = ["kangaroo", "wallaby", "camel", "yak", "reindeer", "alligator", "pigeon", "bear", "beaver", "raccoon"];
  fc.assert(
    fc.property(fc.constantFrom(...animals), fc.constantFrom("", "500g ", "2 x ", "a pack of "), fc.constantFrom("", " (use by today)", " x2"), fc.boolean(), (animal, before, after, upper) => {
      const typed = `${before}${upper ? animal.toUpperCase() : animal}${after}`;
      expect(readIngredient(typed)).toBe(readIngredient(animal));
      const answer = answerFromCookbook([typed, "onion", "garlic"]);
      expect(answer.kind === "match" && answer.used.some((item) => item.toLowerCase().includes(animal))).toBe(true);
    }),
    { numRuns: 120 },
  );
});

// Decision 015, ninth session (cookbook27c): a cut of game carries its cut as a cut of beef or pork does, so the pick suits
// it: a fillet, a loin or a backstrap (the loin of a deer, a kangaroo or an antelope) is a quick cut, a shin, a shank, a neck
// or stewing meat a slow one. Every game animal of both sources, every such cut, typed as a cook types it.
const QUICK_CUTS = ["fillet", "fillets", "loin", "backstrap", "backstraps", "steak", "steaks", "medallions", "tenderloin"];
const SLOW_CUTS = ["shin", "shank", "shanks", "neck", "cheeks", "stewing steak", "stew meat", "osso buco", "shoulder"];

test("every game animal, every quick cut and every slow cut: read as the animal, its cut weighed as beef's would be", () => {
  const wrong: string[] = [];
  // Animals the tables read by their own name ("kid goat" is read as goat by its last word, and its cuts as products of
  // nothing the tables know: left for another change).
  for (const animal of [...new Set([...sr28Game, ...allergenGame])].filter((name) => readIngredient(name) === normaliseIngredient(name))) {
    const meat = readIngredient(animal);
    for (const [cuts, slow] of [[QUICK_CUTS, false], [SLOW_CUTS, true]] as const) {
      for (const cut of cuts) {
        for (const typed of [`${animal} ${cut}`, `2 ${animal} ${cut}`, `${animal} ${cut} (from the butcher)`]) {
          const name = readIngredient(typed);
          if (name !== meat && productOf(name) !== meat) wrong.push(`${typed} → ${name}, not ${meat}`);
          if (typedSlowCut(typed) !== slow || typedLeanCut(typed) === slow) wrong.push(`${typed}: slow ${typedSlowCut(typed)}, lean ${typedLeanCut(typed)}`);
        }
      }
    }
  }
  expect(wrong).toEqual([]);
});
