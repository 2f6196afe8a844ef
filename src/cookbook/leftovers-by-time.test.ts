import fc from "fast-check";
import { expect, test } from "vitest";
import { readIngredient, typedLeftover } from "../food/ingredient-names.ts";
import { saysCooked, typedCooked, typedToGo, typedWeight } from "./weights.ts";
import { answerFromCookbook } from "./match.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };

// Decision 015, "eighth session, cookbook26a": "rice from last night", "curry from Sunday", "roast from the weekend" say the
// food is cooked and left over, as "leftover rice" does. The leftover words and the time words are data
// (data/ingredient-names.json's `leftover`), shared by the name reader (`typedProvenance`) and the weights.

const { times, fillers, before } = names.leftover.fromTime;
// Times as cooks write them: each time word alone, after "the", "last" or "this", possessive with a meal, and a count ago.
const timePhrases = [
  ...times,
  ...times.map((time) => `the ${time}`),
  // "Last" before what recurs ("last night", "last sunday"), not before "yesterday" or "day" ("last day" is a mark of its own).
  ...times.filter((time) => !["yesterday", "earlier", "day"].includes(time)).map((time) => `last ${time}`),
  ...times.map((time) => `${time}'s dinner`),
  "the other day",
  "the other night",
  "a few days ago",
  "2 days ago",
  "the night before",
  "tea last night",
  "lunch yesterday",
  "on sunday",
  "on saturday night",
  "at lunch",
  "on christmas day",
];
const foods = ["rice", "boiled beans", "chilli", "curry", "roast", "chicken", "roast potatoes", "pasta", "mash", "lamb stew", "dahl", "2 chicken thighs", "salmon", "bolognese", "cabbage"];

test("every food × every time after 'from', 'made' or 'cooked' reads, weighs and cooks as the food typed 'leftover'", () => {
  for (const food of foods) {
    const leftover = `leftover ${food}`;
    const name = readIngredient(leftover);
    for (const time of timePhrases) {
      for (const typed of before.flatMap((opener) => [`${food} ${opener} ${time}`, `${food} (${opener} ${time})`, `${food}, ${opener} ${time}`])) {
        expect(typedLeftover(typed), typed).toBe(true);
        expect(readIngredient(typed), typed).toBe(name);
        expect(typedWeight(readIngredient(typed), typed), typed).toBe(typedWeight(name, leftover));
        expect(typedToGo(readIngredient(typed), typed), typed).toBe(true);
        expect(saysCooked(typed), typed).toBe(true);
        expect(typedCooked(readIngredient(typed), typed), typed).toBe(typedCooked(name, leftover));
      }
    }
  }
});

test("the leftover words are data, each written any way: 'leftover', 'left over', 'left-over', 'leftovers'", () => {
  for (const word of names.leftover.words) {
    for (const typed of [`${word} rice`, `rice (${word})`, `${word.replace(/ /g, "-")} chicken`, `${word.toUpperCase()} ROAST BEEF`]) {
      expect(typedLeftover(typed), typed).toBe(true);
      expect(saysCooked(typed), typed).toBe(true);
    }
  }
});

test("bought, not cooked: where it came from and when it was bought is no leftover, nor a time that is a place or a food", () => {
  for (const typed of [
    "goat meat 2kg (from the butcher yesterday)",
    "chicken from the night market",
    "pork from the butcher",
    "fish bought yesterday",
    "mince from Tesco",
    "lamb from the farm shop last week",
    "stock from chicken bones",
    "ice cream from the freezer",
    "tuna from the weekend market",
    "chicken thighs",
    "Sunday roast beef joint",
    "day-old bread",
    "tea bags",
    "weekend bacon",
  ]) {
    expect(typedLeftover(typed), typed).toBe(false);
  }
  // A filler or a time word alone after "from" names no time: "from the", "from last".
  for (const filler of fillers) expect(typedLeftover(`rice from ${filler}`), filler).toBe(false);
});

test("property: a list's pick treats 'X from <time>' as it treats 'leftover X'", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...foods),
      fc.constantFrom(...timePhrases),
      fc.constantFrom(...before),
      fc.subarray(["onion", "garlic", "eggs", "peas", "carrots", "soy sauce", "tomatoes", "spinach", "cheddar", "potatoes"], { minLength: 2, maxLength: 5 }),
      (food, time, opener, rest) => {
        const a = answerFromCookbook([`${food} ${opener} ${time}`, ...rest]);
        const b = answerFromCookbook([`leftover ${food}`, ...rest]);
        expect(a.kind === "match" ? a.recipe.id : null).toBe(b.kind === "match" ? b.recipe.id : null);
      },
    ),
    { numRuns: 200 },
  );
});

test("a name's weight is its heaviest item's, whichever spelling is shown: a leftover beside the same food raw", () => {
  const pairs: [string, string][] = [["roast potatoes", "potatoes"], ["roast chicken", "chicken thighs"], ["boiled rice", "rice"], ["cooked pasta", "pasta"], ["roast lamb", "lamb chops"], ["boiled beans", "dried beans"]];
  for (const [cooked, raw] of pairs) {
    for (const time of ["from yesterday", "(from last night)", "made on sunday"]) {
      for (const rest of [["peas", "onion"], ["eggs", "cheddar", "spinach"], ["tomatoes", "garlic"]]) {
        const byTime = answerFromCookbook([`${cooked} ${time}`, raw, ...rest]);
        const byWord = answerFromCookbook([`leftover ${cooked}`, raw, ...rest]);
        const id = (answer: typeof byTime) => (answer.kind === "match" ? answer.recipe.id : null);
        expect(id(byTime), `${cooked} ${time}, ${raw}, ${rest.join(", ")}`).toBe(id(byWord));
        expect(id(answerFromCookbook([raw, ...rest, `${cooked} ${time}`])), "order").toBe(id(byTime));
      }
    }
  }
});
