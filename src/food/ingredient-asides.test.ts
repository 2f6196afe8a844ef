import fc from "fast-check";
import { expect, test } from "vitest";
import { namesAnyFood, normaliseIngredient, readIngredient, typedAsPartUsed } from "./ingredient-names.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };
import foods from "../../data/food-vocabulary.json" with { type: "json" };
import partUsed from "../../data/part-used.json" with { type: "json" };
import retailers from "../../data/retailers.json" with { type: "json" };
import { retailersSchema } from "./retailers-schema.ts";

// Decision 015, seventh session (cookbook25f): what a cook writes about an item that is not its name — that some of it is gone
// (data/part-used.json) or where it was bought (data/retailers.json) — is no part of the name, wherever it is written.

// Every name the tables hold: the hand-kept table's canonical names and families, the pantry, and USDA's names by kind.
const canonical = [...new Set([...names.synonyms.map((group) => group.name), ...Object.values(names.families), ...names.pantryStaples])];
const vocabulary = [...new Set([...canonical, ...Object.values(foods.kinds).flat()])];
const shops = [...retailers.retailers, ...retailers.rangeWords];
// Amounts written in figures are read as amounts already; "half" is tested with what may follow it below.
const partUsedWords = partUsed.words.filter((word) => !/\d|½/.test(word));

test("data/retailers.json has the shape its schema says", () => {
  expect(() => retailersSchema.parse(retailers)).not.toThrow();
});

test("no shop, range or part-used word is itself a food, nor reads as one by a typo", () => {
  for (const word of [...shops, ...partUsedWords]) {
    expect(namesAnyFood(word), word).toBe(false);
    // Alone, it names nothing, as a mark of what must go alone does: the typo search never makes it a food ("Booths" → stock).
    expect(readIngredient(word), word).toBe("");
  }
});

test("over the whole vocabulary: a shop or its range before, after or in brackets after a food's name is no part of it", () => {
  for (const food of canonical) {
    const plain = readIngredient(food);
    for (const shop of shops) {
      for (const typed of [`${shop} ${food}`, `${food} ${shop}`, `${food} (${shop})`, `${food} from ${shop}`]) {
        if (typed.endsWith(`from ${shop}`) && !retailers.retailers.includes(shop)) continue;
        expect(readIngredient(typed), typed).toBe(plain);
      }
    }
  }
});

test("over the whole vocabulary: a part-used word before, after, after a comma or in brackets is no part of the name", () => {
  const amountOrName = new Set([...partUsed.notAfterHalf, ...names.unitWords]);
  for (const food of canonical) {
    const plain = readIngredient(food);
    // A name holding the word itself ("half and half") typed with it again is the cook's riddle, not a wording.
    for (const word of partUsedWords.filter((part) => !` ${food} `.includes(` ${part.split(" ")[0] ?? ""} `))) {
      const before = word === "half" && amountOrName.has(food.split(" ")[0] ?? "") ? [] : [`${word} ${food}`];
      // After the name, what follows the words and names no food goes with them, as a date goes with "use by".
      for (const typed of [...before, `${food} ${word}`, `${food}, ${word}`, `${food} (${word})`, `${food} - ${word.toUpperCase()}`, `${food}, ${word} 2 days ago`]) {
        expect(readIngredient(typed), typed).toBe(plain);
        expect(normaliseIngredient(typed), typed).toBe(normaliseIngredient(food));
      }
    }
  }
});

test("property: a food of USDA's names, with an amount, a shop, a range and part-used words anywhere, reads as the food typed plainly", () => {
  const sometimes = (words: readonly string[]) => fc.option(fc.constantFrom(...words), { nil: "" });
  fc.assert(
    fc.property(
      fc.constantFrom(...vocabulary),
      sometimes(["2", "500g", "a bag of", "1kg", "3 x"]),
      sometimes([...retailers.retailers, ...retailers.retailers.filter((shop) => !/s$/i.test(shop)).map((shop) => `${shop}'s`)]),
      sometimes(retailers.rangeWords),
      sometimes(partUsedWords.filter((word) => word !== "half")),
      fc.constantFrom("before", "after", "comma", "brackets"),
      (food, amount, shop, range, part, where) => {
        const aside = [shop, range].filter((word) => word !== "").join(" ");
        const typed =
          where === "before" ? `${amount} ${part} ${aside} ${food}`
          : where === "after" ? `${amount} ${food} ${aside} ${part}`
          : where === "comma" ? `${amount} ${aside} ${food}, ${part}`
          : `${amount} ${food} (${[aside, part].filter((word) => word !== "").join(", ")})`;
        expect(readIngredient(typed), typed).toBe(readIngredient(`${amount} ${food}`));
      },
    ),
    { numRuns: 1500 },
  );
});

test("cooks' wordings: part-used, opened and shop words are not the name, and the typo search never makes a shop a food", () => {
  const wordings: readonly (readonly [string, string])[] = [
    ["cabbage, started", "cabbage"], ["cucumber, half left", "cucumber"], ["half a cabbage", "cabbage"], ["the rest of the cream", "cream"],
    ["the end of a cucumber", "cucumber"], ["opened tin of chickpeas", "chickpeas"], ["cream, opened", "cream"], ["open pack of bacon", "bacon"],
    ["last of the milk", "milk"], ["spring onions (started)", "spring onions"], ["remaining broccoli", "broccoli"], ["leeks - half used", "leeks"],
    ["lamb mince 500g Woolies", "lamb mince"], ["Tesco chicken thighs", "chicken thighs"], ["Aldi halloumi", "halloumi"], ["Woolies mince", "mince"],
    ["Coles schnitzels", "schnitzels"], ["PnP boerewors", "boerewors"], ["FairPrice fish balls", "fish balls"], ["M&S chicken breasts", "chicken breasts"],
    ["Sainsbury's Taste the Difference sausages", "sausages"], ["Tesco Finest pork sausages", "pork sausages"], ["own-brand cornflakes", "cornflakes"],
    ["Asda Smart Price baked beans", "baked beans"], ["chicken thighs from Tesco", "chicken thighs"], ["Pak'nSave mince x2", "mince"],
    ["Trader Joe's gnocchi", "gnocchi"], ["Costco salmon fillets", "salmon fillets"], ["halloumi, Aldi, half used", "halloumi"],
    ["Aldi's chicken thighs", "chicken thighs"], ["Lidl's own brand salmon", "salmon"], ["cream, opened 2 days ago", "cream"],
    ["courgette, started yesterday", "courgette"], ["bacon - opened pack", "bacon"],
  ];
  for (const [typed, plain] of wordings) expect(readIngredient(typed), typed).toBe(readIngredient(plain));
});

test("a word of a food's name, an amount or the leftover reading is never taken for a part-used or shop word", () => {
  const kept: readonly (readonly [string, string])[] = [
    ["half and half", "half and half"], ["half a dozen eggs", "egg"], ["brussels sprouts", "brussels sprout"], ["giant couscous", readIngredient("giant couscous")],
    ["leftover chilli", "ground beef"], ["left over rice", readIngredient("leftover rice")],
  ];
  for (const [typed, read] of kept) expect(readIngredient(typed), typed).toBe(read);
  expect(readIngredient("1 and a half kg potatoes")).toBe("potato");
});

test("whether an item is typed part-used is read with the name reader's words", () => {
  for (const typed of ["cabbage, started", "half a cucumber", "the rest of the cream", "bamboo shoots tin (opened)", "cucumber - half left", "Half-used courgette"]) {
    expect(typedAsPartUsed(typed), typed).toBe(true);
  }
  for (const typed of ["cabbage", "half a dozen eggs", "half and half", "half-fat creme fraiche", "leftover rice", "Tesco chicken thighs", "one and a half cups of milk"]) {
    expect(typedAsPartUsed(typed), typed).toBe(false);
  }
});
