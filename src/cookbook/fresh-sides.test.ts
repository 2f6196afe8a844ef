import fc from "fast-check";
import { expect, test } from "vitest";
import partUsedData from "../../data/part-used.json" with { type: "json" };
import { partUsedSchema } from "../food/part-used-schema.ts";
import { answerFromCookbook, rankCookbookMatches, type CookbookAnswer } from "./match.ts";
import { dishNeedsBoth } from "./star-check.ts";
import { SOFT_WEIGHT, typedAbundance, typedFreshSide, typedPartUsed, typedWeight } from "./weights.ts";
import { readIngredient } from "../food/ingredient-names.ts";

// Decision 015, seventh session (cookbook25a): what a friend who cooks does with the fresh things beside the star.

function expectMatch(answer: CookbookAnswer): Extract<CookbookAnswer, { kind: "match" }> {
  if (answer.kind !== "match") throw new Error(`expected a match, got:\n${answer.markdown}`);
  return answer;
}

const weighs = (typed: string) => typedWeight(readIngredient(typed), typed);

test("data/part-used.json has the shape its schema says", () => {
  expect(partUsedSchema.safeParse(partUsedData).success).toBe(true);
});

// Foods that spoil and weigh below soft produce when whole or sealed; each typed part-used, opened or cut, in the ways
// cooks write it: before the name, after it, in brackets, with a hyphen, as a fraction.
const KEEPING = ["cabbage", "savoy cabbage", "white cabbage", "iceberg lettuce", "cucumber", "red pepper", "carrots", "celery", "cream", "milk", "yoghurt"] as const;
const WORDINGS: readonly ((food: string) => string)[] = [
  (food) => `half a ${food}`,
  (food) => `½ a ${food}`,
  (food) => `1/2 ${food}`,
  (food) => `${food} (half)`,
  (food) => `${food} (opened)`,
  (food) => `the rest of the ${food}`,
  (food) => `remaining ${food}`,
  (food) => `the end of the ${food}`,
  (food) => `half-used ${food}`,
  (food) => `Half A ${food.toUpperCase()}`,
];

test("a part-used, opened or cut food that spoils weighs at least as soft produce; whole, it weighs as its kind", () => {
  for (const food of KEEPING) {
    expect(weighs(food), food).toBeLessThan(SOFT_WEIGHT);
    for (const wording of WORDINGS) {
      const typed = wording(food);
      expect(readIngredient(typed), typed).toBe(readIngredient(food));
      expect(weighs(typed), typed).toBeGreaterThanOrEqual(SOFT_WEIGHT);
    }
  }
});

test("an opened tin or carton spoils within days, whatever was in it; sealed, it keeps", () => {
  for (const [sealed, opened] of [
    ["tin of chickpeas", "tin of chickpeas (opened)"],
    ["can of coconut milk", "half a can of coconut milk"],
    ["bamboo shoot tin", "bamboo shoot tin (opened)"],
    ["tinned tomatoes", "open tin of tomatoes"],
    ["carton of cream", "half a carton of cream"],
  ] as const) {
    expect(weighs(sealed), sealed).toBeLessThan(SOFT_WEIGHT);
    expect(weighs(opened), opened).toBeGreaterThanOrEqual(SOFT_WEIGHT);
  }
});

test("what still keeps opened, an amount and a name are not part-used", () => {
  for (const [typed, plain] of [
    // A seasoning goes into anything; eggs keep in their shells; the freezer and a jar's preserve keep; so do dry goods.
    ["half an onion", "onion"], ["half a lemon", "lemon"], ["the rest of the garlic", "garlic"], ["eggs (opened box)", "eggs"],
    ["half a bag of frozen peas", "frozen peas"], ["opened jar of pickled red cabbage", "jar of pickled red cabbage"], ["half a jar of pesto", "jar of pesto"],
    ["rice (opened bag)", "rice"], ["half a bag of pasta", "pasta"],
    // Amounts and names with "half" in them.
    ["half a dozen eggs", "eggs"], ["half a kilo of potatoes", "potatoes"], ["half a pound of carrots", "carrots"], ["1/2 kg carrots", "carrots"],
    ["half and half", "half and half"], ["half-fat milk", "milk"], ["half price cabbage", "cabbage"],
  ] as const) {
    expect(typedPartUsed(readIngredient(typed), typed), typed).toBe(false);
    expect(weighs(typed), typed).toBe(weighs(plain));
  }
  // A fraction is no count: "1/2 kg" is half a kilo, not 2 kg.
  expect(typedAbundance("1/2 kg carrots")).toBe(false);
  expect(typedAbundance("carrots 1/2kg")).toBe(false);
  expect(typedAbundance("2kg carrots")).toBe(true);
});

test("a fresh side is keeping produce or milk, cream or yoghurt typed fresh, not from a tin, a jar or the freezer", () => {
  for (const typed of ["cabbage", "carrots", "peppers", "tomatoes", "cucumber", "celery", "cream", "single cream", "milk", "yoghurt"]) {
    expect(typedFreshSide(readIngredient(typed), typed), typed).toBe(true);
  }
  for (const typed of ["frozen peas", "tinned tomatoes", "jar of red cabbage", "rice", "pasta", "eggs", "cheddar", "onion", "chicken breasts", "spinach"]) {
    expect(typedFreshSide(readIngredient(typed), typed), typed).toBe(false);
  }
});

const PROTEINS = ["chicken breasts", "chicken thighs", "beef mince", "pork mince", "lamb mince", "sausages", "salmon fillets", "prawns", "tofu", "turkey mince"] as const;
const CUT_SIDES = ["cabbage", "swede", "cucumber", "red pepper", "celery", "cream", "milk"] as const;

test("property: a part-used side beside a fresh protein is used with it wherever some dish needs both", () => {
  const pairs = PROTEINS.flatMap((protein) => CUT_SIDES.map((side) => [protein, side] as const)).filter(([protein, side]) => dishNeedsBoth(readIngredient(protein), readIngredient(side)));
  expect(pairs.length).toBeGreaterThan(20);
  fc.assert(
    fc.property(fc.constantFrom(...pairs), fc.constantFrom(...WORDINGS), fc.subarray(["onion", "garlic", "rice", "eggs"]), ([protein, side], wording, others) => {
      const typed = wording(side);
      const answer = expectMatch(answerFromCookbook([protein, typed, ...others]));
      expect(answer.needed, `${protein}, ${typed}, ${others.join(", ")} → ${answer.recipe.id}`).toEqual(expect.arrayContaining([protein, typed]));
    }),
    { numRuns: 300 },
  );
});

test("the fresh side beside the star is used when a dish that uses it costs little more", () => {
  for (const [list, side] of [
    [["lamb chops", "peas", "onion", "garlic"], "peas"],
    [["lamb chops x4", "peas"], "peas"],
    [["bacon rashers", "tomatoes", "onion"], "tomatoes"],
    [["smoked bacon", "ripe tomatoes", "garlic"], "ripe tomatoes"],
    [["cod fillets", "peas", "onion", "garlic"], "peas"],
    [["beef mince", "milk", "onion", "garlic"], "milk"],
  ] as const) {
    const answer = expectMatch(answerFromCookbook(list));
    expect(answer.needed, `${list.join(", ")} → ${answer.recipe.id}`).toContain(side);
    expect(answer.needed).toContain(list[0]);
  }
});

test("a side that keeps, or one a dish would buy much more to use, is left for another day", () => {
  // Frozen peas keep: the chops' own dish buys two things and uses what matters.
  const frozen = expectMatch(answerFromCookbook(["lamb chops", "frozen peas", "onion", "garlic"]));
  expect(frozen.recipe.id).toBe(expectMatch(answerFromCookbook(["lamb chops", "onion", "garlic"])).recipe.id);
  // The fuller dish is never one that gives up another of the list's things for the side.
  const cornflakes = expectMatch(answerFromCookbook(["chicken breasts", "cornflakes", "egg", "potatoes", "ketchup"]));
  expect(cornflakes.needed).toEqual(expect.arrayContaining(["chicken breasts", "cornflakes"]));
});

// Lists drawn from proteins, fresh sides, part-used items and what else cooks list beside them.
const anyList = fc.uniqueArray(fc.constantFrom(...PROTEINS, ...CUT_SIDES, "carrots", "tomatoes", "peppers", "potatoes", "onion", "garlic", "rice", "pasta", "eggs", "frozen peas", "spinach", "lemon", "cheddar", "half a cabbage", "the rest of the cream"), { minLength: 1, maxLength: 7 });

test("property: with fresh sides and part-used items the ranking is deterministic and does not depend on the order of the list", () => {
  const listAndShuffle = anyList.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })));
  fc.assert(
    fc.property(listAndShuffle, fc.nat({ max: 5 }), ([list, shuffled], attempt) => {
      const first = answerFromCookbook(list, { attempt });
      const again = answerFromCookbook(shuffled, { attempt });
      expect(again.kind).toBe(first.kind);
      if (first.kind === "match" && again.kind === "match") expect(again.recipe.id).toBe(first.recipe.id);
      expect(rankCookbookMatches(shuffled)).toEqual(rankCookbookMatches(list));
    }),
    { numRuns: 150 },
  );
});
