import fc from "fast-check";
import { expect, test } from "vitest";
import { ingredientFamily, normaliseIngredient, readIngredient, withoutUseUpMark } from "../food/ingredient-names.ts";
import { typedUseUp, typedWeight } from "./weights.ts";
import { answerFromCookbook } from "./match.ts";
import { ingredientKind } from "../food/ingredient-kinds.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };
import foods from "../../data/food-vocabulary.json" with { type: "json" };
import cookbook from "./cookbook.generated.json" with { type: "json" };
import vocabulary from "../../data/recipe-vocabulary.json" with { type: "json" };

// Decision 015, "seventh session, cookbook25h": a cook says an item must go in words of their own — a verb of becoming,
// perhaps softened, and a word of spoiling; the date reached; a count of days left. The parts are data
// (data/ingredient-names.json's `useUpSpoiling`); every combination is a mark, and no food's name is one.

const spoiling = names.useUpSpoiling;
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
  // A spoiling word alone, or a colour of a food's name, is no mark: only after a verb of becoming is it one.
  // (Words that are marks alone on main, "limp", "overripe", stay marks: "limp beans" says it.)
  for (const word of spoiling.spoiling.filter((word) => !names.useUpMarks.includes(word))) {
    expect(withoutUseUpMark(`${word} beans`), word).toBeUndefined();
    expect(withoutUseUpMark(`beans ${word}`), word).toBeUndefined();
  }
  for (const typed of ["black beans", "yellow split peas", "golden syrup", "brown rice", "soft cheese", "black pudding", "sour cream", "dry sherry", "old bay seasoning", "date syrup", "medjool dates", "hard-boiled eggs", "black-eyed beans x2"])
    expect(withoutUseUpMark(typed), typed).toBeUndefined();
});

test("every verb × softening word × spoiling word is a mark, after the name, in brackets, after a comma or a dash", () => {
  const foodsTried = ["long beans", "plantain x6", "king oyster mushrooms x3", "2 avocados", "bag of spinach", "chicken thighs"];
  for (const food of foodsTried) {
    const plain = readIngredient(food);
    for (const verb of spoiling.verbs) {
      for (const hedge of ["", ...spoiling.hedges]) {
        for (const word of spoiling.spoiling) {
          const mark = [verb, hedge, word].filter((part) => part !== "").join(" ");
          for (const typed of [`${food} ${mark}`, `${food} (${mark})`, `${food}, ${mark}`, `${food} - ${mark.toUpperCase()}`]) {
            expect(withoutUseUpMark(typed), typed).toBe(food);
          }
        }
      }
    }
    expect(readIngredient(`${food} going a bit yellow`)).toBe(plain);
    expect(normaliseIngredient(`${food} (getting soft)`)).toBe(normaliseIngredient(food));
  }
});

test("the date reached and a count of days left are marks, in figures or words", () => {
  for (const food of ["bottle of cream", "tub of cottage cheese", "milk", "pork mince 500g"]) {
    for (const mark of [...spoiling.dateWords, "2 days left", "1 day left", "(3 days left)", "two days left", "a day left", "one more day left", "2days left", "3 days to go"]) {
      for (const typed of [`${food} ${mark}`, `${food} (${mark.replace(/[()]/g, "")})`, `${food}, ${mark}`]) {
        expect(withoutUseUpMark(typed), typed).toBe(food);
        expect(typedUseUp(typed), typed).toBe(true);
      }
    }
  }
});

test("property: any food of USDA's names with any made-up mark reads as the food, and is marked", () => {
  const usda = [...new Set(Object.values(foods.kinds).flat())];
  fc.assert(
    fc.property(
      fc.constantFrom(...usda),
      fc.constantFrom(...spoiling.verbs),
      fc.constantFrom("", ...spoiling.hedges),
      fc.constantFrom(...spoiling.spoiling),
      fc.constantFrom("after", "brackets", "comma"),
      (food, verb, hedge, word, where) => {
        const mark = [verb, hedge, word].filter((part) => part !== "").join(" ");
        const typed = where === "after" ? `${food} ${mark}` : where === "brackets" ? `${food} (${mark})` : `${food}, ${mark}`;
        expect(typedUseUp(typed)).toBe(true);
        expect(readIngredient(typed)).toBe(readIngredient(food));
      },
    ),
    { numRuns: 500 },
  );
});

// Decision 015, "eighth session, cookbook26a": what the first study of the pattern on open data found.

test("a count of days left is a mark only while it is soon: at most `daysLeftAtMost` days, in figures or words", () => {
  const most = spoiling.daysLeftAtMost;
  const words = Object.entries(vocabulary.numberWords).filter(([word]) => /^[a-z ]+$/.test(word));
  const counts: [string, number][] = [...Array.from({ length: 31 }, (_, count): [string, number] => [String(count), count]), ...words];
  for (const food of ["cheddar", "tub of yoghurt", "chicken thighs", "milk 2 pints", "bag of spinach"]) {
    for (const [count, value] of counts) {
      for (const after of ["days left", "day left", "days to go"]) {
        for (const typed of [`${food} ${count} ${after}`, `${food} (${count} ${after})`, `${food}, ${count} more ${after}`]) {
          expect(typedUseUp(typed), typed).toBe(value <= most);
          expect(readIngredient(typed), typed).toBe(readIngredient(food));
        }
      }
    }
  }
});

test("a mark on a part or a share of the item marks the item: 'lettuce, outer leaves going brown', 'strawberries, a few going mouldy'", () => {
  const marks = ["going brown", "getting soft", "going a bit mouldy", "turning black", "on its last legs", "need using"];
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
  // A comma before the mark puts it on the whole item, whose words stay: "cheese, cheddar, going hard".
  expect(readIngredient("cheese, cheddar, going hard")).toBe(readIngredient("cheddar cheese"));
});

test("every name the tables or the cookbook hold, marked after it, reads as itself: a share word ending a name stays ('half and half')", () => {
  for (const name of everyName) {
    for (const mark of ["going off", "(2 days left)", "getting a bit soft"]) expect(readIngredient(`${name} ${mark}`), `${name} ${mark}`).toBe(readIngredient(name));
  }
});

// A mark says the item must go, above anything unmarked; among marked items the kind's order still holds: what spoils
// (meat, fish, produce, eggs, milk, cheese) before what keeps (bread, rice, pasta, an onion). "Bread going stale" beside
// "pork chops (2 days left)" is breadcrumbs for the chops, not garlic bread without them (decision 015, "eighth session").
test("among marked items what spoils weighs more than what keeps, and any marked item more than anything unmarked", () => {
  const dairy = ["egg", "milk", "heavy cream", "yogurt", "cheese"];
  const spoilsByKind = (name: string) => typedWeight(name, name) >= 3 || dairy.includes(name) || dairy.includes(ingredientFamily(name) ?? "");
  const marks = ["going stale", "(2 days left)", "use today", "on its date"];
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
  const proteins = ["chicken thighs use today", "pork chops (2 days left)", "salmon fillets going off", "beef mince on its date", "cod use by tomorrow", "lamb chops need using"];
  const staples = ["bread going stale", "rice (2 days left)", "tortillas going hard", "pasta use up", "crusty loaf getting stale", "noodles need using"];
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

test("'starting to' or 'beginning to' and a verb of spoiling is a mark: 'potatoes starting to sprout' are potatoes, not sprouts", () => {
  for (const food of ["potatoes", "2 onions", "garlic bulb", "bag of spinach", "courgettes x3", "sweet potatoes"]) {
    for (const start of ["starting to", "beginning to", "just starting to", "started to", "begun to"]) {
      for (const verb of ["sprout", "wilt", "rot", "soften", "shrivel", "wrinkle", "mould", "go soft", "brown"]) {
        for (const typed of [`${food} ${start} ${verb}`, `${food} (${start} ${verb})`, `${food}, ${start} ${verb}`]) {
          expect(typedUseUp(typed), typed).toBe(true);
          expect(readIngredient(typed), typed).toBe(readIngredient(food));
        }
      }
    }
  }
});
