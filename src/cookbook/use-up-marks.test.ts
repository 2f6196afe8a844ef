import { expect, test } from "vitest";
import { ingredientFamily, readIngredient, withoutUseUpMark } from "../food/ingredient-names.ts";
import { typedUseUp, typedWeight } from "./weights.ts";
import { answerFromCookbook } from "./match.ts";
import { ingredientKind } from "../food/ingredient-kinds.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };
import foods from "../../data/food-vocabulary.json" with { type: "json" };
import cookbook from "./cookbook.generated.json" with { type: "json" };

// Decision 015, "eighth session, cookbook26a": the marks a cook writes on what must go (data/ingredient-names.json's
// `useUpMarks`) mark the whole item when written of a part or a share of it, never a food's name, and a marked item weighs
// first, in the kinds' order among marked items. (Marks made up freely, "going a bit yellow", were weighed and left out:
// decision 015, the same addendum.)

const canonical = [...new Set([...names.synonyms.map((group) => group.name), ...Object.values(names.families), ...names.pantryStaples])];
const everyName = [
  ...new Set([
    ...canonical,
    ...names.synonyms.flatMap((group) => group.aliases),
    ...Object.values(foods.kinds).flat(),
    ...(cookbook as { ingredients: { name: string }[] }[]).flatMap((recipe) => recipe.ingredients.map((line) => line.name)),
  ]),
];

test("no name the tables or the cookbook hold is read as a mark of what must go", () => {
  expect(everyName.length).toBeGreaterThan(2000);
  for (const name of everyName) expect(withoutUseUpMark(name), name).toBeUndefined();
  for (const typed of ["black beans", "yellow split peas", "golden syrup", "brown rice", "soft cheese", "black pudding", "sour cream", "dry sherry", "old bay seasoning", "date syrup", "medjool dates", "hard-boiled eggs", "black-eyed beans x2"])
    expect(withoutUseUpMark(typed), typed).toBeUndefined();
});

// Decision 015, "eighth session, cookbook26a": what the study of marks on open data found.

test("a mark on a part or a share of the item marks the item: 'lettuce, outer leaves going brown', 'strawberries, a few going mouldy'", () => {
  const marks = ["going brown", "going soft", "going mouldy", "turning", "on its last legs", "need using"];
  const parts = ["outer leaves", "stalks", "the tops", "the ends", "a few", "some", "one", "two of them", "the red one", "half", "most of them", "the big ones"];
  const shares = ["one", "a few", "some", "half", "most of them", "two of them", "a couple"];
  for (const food of ["lettuce", "strawberries", "2 avocados", "peppers x3", "broccoli", "bag of spinach", "chicken thighs"]) {
    const plain = readIngredient(food);
    for (const mark of marks) {
      for (const part of parts) {
        for (const typed of [`${food}, ${part} ${mark}`, `${food} - ${part} ${mark}`, `${food} (${part} ${mark})`, `${food}; ${part} ${mark}`]) {
          expect(typedUseUp(typed), typed).toBe(true);
          expect(readIngredient(typed), typed).toBe(plain);
        }
      }
      // Without a comma only a share can be told from the name: "lettuce leaves going brown" is the leaves.
      for (const share of shares) expect(readIngredient(`${food} ${share} ${mark}`), `${food} ${share} ${mark}`).toBe(plain);
    }
  }
  // A comma before the mark puts it on the whole item, whose words stay: "cheese, cheddar, going off".
  expect(readIngredient("cheese, cheddar, going off")).toBe(readIngredient("cheddar cheese"));
});

test("every name the tables or the cookbook hold, marked after it, reads as itself: a share word ending a name stays ('half and half')", () => {
  for (const name of everyName) {
    for (const mark of ["going off", "(use today)", "going soft"]) expect(readIngredient(`${name} ${mark}`), `${name} ${mark}`).toBe(readIngredient(name));
  }
});

// A mark says the item must go, above anything unmarked; among marked items the kind's order still holds: what spoils
// (meat, fish, produce, eggs, milk, cheese) before what keeps (bread, rice, pasta, an onion). "Bread past its best" beside
// "pork chops (use by today)" is breadcrumbs for the chops, not garlic bread without them (decision 015, "eighth session").
test("among marked items what spoils weighs more than what keeps, and any marked item more than anything unmarked", () => {
  const dairy = ["egg", "milk", "heavy cream", "yogurt", "cheese"];
  const spoilsByKind = (name: string) => typedWeight(name, name) >= 3 || dairy.includes(name) || dairy.includes(ingredientFamily(name) ?? "");
  const marks = ["going off", "(use by today)", "use today", "past its best"];
  const unmarkedMost = Math.max(...canonical.flatMap((name) => [typedWeight(name, name), typedWeight(name, `leftover ${name}`), typedWeight(name, `${name} (loads)`)]));
  for (const name of canonical) {
    for (const mark of marks) expect(typedWeight(name, `${name} ${mark}`), `${name} ${mark}`).toBeGreaterThan(unmarkedMost);
  }
  const marked = (name: string) => typedWeight(name, `${name} use today`);
  const keeping = canonical.filter((name) => !spoilsByKind(name) && ingredientKind(name) !== "herb");
  const spoiling = canonical.filter((name) => ["protein", "fresh-produce", "keeping-produce"].includes(ingredientKind(name)));
  expect(Math.max(...keeping.map(marked))).toBeLessThan(Math.min(...spoiling.map(marked)));
});

test("a list with a marked protein and a marked staple is cooked on the protein, in either order", () => {
  const proteins = ["chicken thighs use today", "pork chops (use by today)", "salmon fillets going off", "beef mince past its best", "cod use by tomorrow", "lamb chops need using"];
  const staples = ["bread past its best", "rice (use today)", "tortillas going off", "pasta use up", "crusty loaf on its last legs", "noodles need using"];
  for (const protein of proteins) {
    const name = readIngredient(protein);
    for (const staple of staples) {
      for (const list of [[protein, staple, "onion", "garlic", "carrots"], [staple, protein, "onion", "garlic", "carrots"]]) {
        const answer = answerFromCookbook(list);
        expect(answer.kind === "match" && answer.used.some((used) => readIngredient(used) === name), list.join(", ")).toBe(true);
      }
    }
  }
});


// Decision 015, tenth session, cookbook29: "stale" is what bread, cake and biscuits are past their best, as "overripe" is of
// fruit and "wilted" of leaves: a mark of the fixed list, never a made-up pattern.
test("bread, cake or biscuits typed stale are marked as to go, and weigh as marked keeping food", () => {
  for (const food of ["bread", "half a loaf", "sourdough", "baguette", "bread rolls", "croissants", "tortillas", "sponge cake", "crackers"]) {
    for (const typed of [`stale ${food}`, `${food} (stale)`, `${food}, stale`, `${food} going stale`, `stale ${food} x2`]) {
      expect(typedUseUp(typed), typed).toBe(true);
      expect(readIngredient(typed), typed).toBe(readIngredient(food));
    }
  }
  expect(typedWeight("bread", "stale bread (half a loaf)")).toBeGreaterThan(typedWeight("pork", "pork chops"));
  // Beside a marked protein, marked bread still weighs below it: breadcrumbs for the chops, not garlic bread without them.
  expect(typedWeight("bread", "stale bread")).toBeLessThan(typedWeight("pork chop", "pork chops (use today)"));
});
