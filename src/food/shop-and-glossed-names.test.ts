import fc from "fast-check";
import { expect, test } from "vitest";
import { covers, isMeatOrFish, normaliseIngredient, productOf, readIngredient } from "./ingredient-names.ts";
import { ingredientKind } from "./ingredient-kinds.ts";
import { avoidanceFor, findInIngredient } from "./allergens.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };

// Issue 24's sixteenth set, tuning half: names a cook types that the reader read as no food or a typo's neighbour (decision
// 015, eleventh session, cookbook31).

const WORDINGS = ["{}", "{}s", "2 {}s", "bag of {}", "200g {}", "{} (Aldi)", "{} going limp", "{} x2", "a pack of {}", "frozen {}"];
const typed = (wording: string, name: string) => wording.replace("{}", name);

test("Tenderstem, the name the packet gives broccolini, is broccoli in every wording", () => {
  for (const name of ["tenderstem", "Tenderstem", "TENDERSTEM"]) {
    for (const wording of WORDINGS.filter((w) => !w.includes("{}s"))) expect(readIngredient(typed(wording, name)), typed(wording, name)).toBe("broccoli");
  }
  expect(normaliseIngredient("tenderstem")).toBe("broccoli");
});

test("crawfish and crawdads, the American names of crayfish, are crayfish, a shellfish, in every wording", () => {
  for (const name of ["crawfish", "crawdad", "crawdaddy"]) {
    for (const wording of WORDINGS) {
      const item = typed(wording, name);
      expect(readIngredient(item), item).toBe("crayfish");
      expect(ingredientKind(readIngredient(item)), item).toBe("protein");
    }
    expect(findInIngredient(name, avoidanceFor("shellfish")), name).not.toEqual([]);
  }
});

test("a product of any fresh meat or fish name the names table knows (tails, pieces, fillets) is a product of that food, weighed as it", () => {
  const meatNames = names.synonyms.flatMap((entry) => [entry.name, ...entry.aliases]).filter((name) => !name.includes(" ") && isMeatOrFish(readIngredient(name)) && ingredientKind(readIngredient(name)) === "protein");
  expect(meatNames.length).toBeGreaterThan(50);
  const wrong = meatNames.flatMap((name) =>
    ["tails", "pieces", "fillets", "1lb {} tails frozen"].map((form) => (form.includes("{}") ? form.replace("{}", name) : `${name} ${form}`))
      .filter((item) => ingredientKind(readIngredient(item)) !== ingredientKind(readIngredient(name)))
      .map((item) => `${item} → ${readIngredient(item)}`),
  );
  expect(wrong).toEqual([]);
  expect(productOf("crawfish tail")).toBe("crayfish");
  expect(covers("crayfish", "shrimp")).toBe(true);
});

// A leftover dish the reader knows, glossed in brackets after a name it does not: the gloss says what was cooked.
const DISHES = Object.keys(names.leftoverDishes).filter((dish) => !dish.includes(" "));
const MEATS = ["goat", "lamb", "beef", "chicken", "pork", "turkey", "duck"];
const UNKNOWN = ["kabritu stoba", "seco", "karahi", "adobong kambing", "tagine"];

test("a leftover dish glossed in brackets (\"leftover kabritu stoba (goat stew)\") is the meat the gloss names, as \"leftover goat stew\" is", () => {
  const wrong: string[] = [];
  for (const name of UNKNOWN) {
    for (const dish of ["stew", "curry", "casserole"]) {
      for (const meat of MEATS) {
        const expected = readIngredient(`leftover ${meat} ${dish}`);
        for (const item of [`leftover ${name} (${meat} ${dish})`, `Leftover ${name} (${meat} ${dish}) x2`, `${name} (${meat} ${dish}) leftover`, `leftovers: ${name} (${meat} ${dish})`, `${name} from Sunday (${meat} ${dish})`]) {
          if (readIngredient(item) !== expected) wrong.push(`${item} → ${readIngredient(item)}, not ${expected}`);
        }
      }
    }
  }
  expect(wrong).toEqual([]);
  expect(readIngredient("leftover kabritu stoba (goat stew)")).toBe("goat");
});

test("a property: any unknown name, any leftover dish of any meat in brackets, the item is what the leftover dish is", () => {
  fc.assert(
    fc.property(fc.constantFrom(...UNKNOWN), fc.constantFrom(...DISHES), fc.constantFrom(...MEATS), fc.constantFrom("leftover ", "left over ", "leftovers "), (name, dish, meat, word) => {
      expect(readIngredient(`${word}${name} (${meat} ${dish})`)).toBe(readIngredient(`leftover ${meat} ${dish}`));
    }),
  );
});

test("a gloss that names no food, or an item not left over, changes nothing: the gloss is still read as before", () => {
  expect(readIngredient("kabritu stoba (goat stew)")).not.toBe("goat");
  expect(readIngredient("leftover kabritu stoba (Mum's)")).toBe(readIngredient("leftover kabritu stoba"));
  expect(readIngredient("ravitoto (cassava leaves)")).toBe(readIngredient("cassava leaves"));
  expect(readIngredient("leftover rice (from the takeaway)")).toBe("rice");
});

// Cupboard foods of kitchens the tables did not know, each a cook's general knowledge (decision 015, eleventh session,
// cookbook31): unknown, each weighed as fresh produce (an unknown name's fall-back) and could take the dish from the star.
const CUPBOARD_NAMES: readonly (readonly [string, readonly string[], string])[] = [
  // Maize flour is ground maize, what East and Southern Africa cook ugali, sadza and pap from, and North India makki roti.
  ["cornmeal", ["maize flour", "white maize flour", "makki ka atta", "makki atta"], "cupboard"],
  // Recado rojo (Yucatán, Belize) is achiote paste: ground annatto seed with spices.
  ["achiote", ["achiote paste", "achiote", "recado rojo", "red recado", "recado colorado", "annatto paste"], "condiment"],
  // Kokum (Garcinia indica), the dried rind that soures Konkan and Kerala curries as tamarind does.
  ["kokum", ["kokum", "kokam", "amsul"], "condiment"],
  // Poha (India), chiura (Nepal), aval (South India): flattened, beaten rice, a dry cupboard food.
  ["poha", ["poha", "chiura", "chura", "aval", "flattened rice", "beaten rice", "pressed rice"], "cupboard"],
  // Masa harina, the nixtamalised maize flour of tortillas and tamales.
  ["masa harina", ["masa harina", "maseca", "corn masa flour", "masa flour"], "cupboard"],
];
const CUPBOARD_WORDINGS = ["{}", "1kg {}", "bag of {}", "{} (opened)", "a packet of {}", "{} x2"];

test("cupboard foods of other kitchens read as what they are and weigh as the cupboard or a seasoning, never as fresh produce", () => {
  const wrong: string[] = [];
  for (const [food, namesOf, kind] of CUPBOARD_NAMES) {
    for (const name of namesOf) {
      for (const wording of CUPBOARD_WORDINGS) {
        const item = typed(wording, name);
        const read = readIngredient(item);
        if (read !== food || ingredientKind(read) !== kind) wrong.push(`${item} → ${read} (${ingredientKind(read)})`);
      }
    }
  }
  expect(wrong).toEqual([]);
  expect(covers("kokum", "tamarind paste")).toBe(true);
  expect(covers("tamarind paste", "kokum")).toBe(false);
  // Cornflour, the British starch, stays what it was: maize flour is the meal, cornflour the starch.
  expect(readIngredient("cornflour")).not.toBe("cornmeal");
  // A Kenyan miller's name before it is no part of the food.
  for (const item of ["Jogoo maize flour", "2kg Jogoo maize flour", "maize flour (Jogoo)"]) expect(readIngredient(item), item).toBe("cornmeal");
});

// Dried pulses put to soak, "soaking" written last (no bracket or comma): a remark, as "soaked" after the name already was. An
// "-ing" word last may be a noun ("lemon icing"), so it opens a remark only as a word of the data (`remarkOpeners.words`).
test("a dried pulse or grain typed as soaking, last, is the pulse: 'chana dal soaking', 'chickpeas soaking'", () => {
  const wrong: string[] = [];
  for (const pulse of ["chana dal", "chickpeas", "black beans", "kidney beans", "red lentils", "black lentils", "urad dal", "toor dal", "pinto beans", "pearl barley", "rajma"]) {
    for (const item of [`${pulse} soaking`, `500g ${pulse} soaking`, `${pulse} soaking since this morning`, `${pulse} x1 bag soaking`]) {
      if (readIngredient(item) !== readIngredient(pulse)) wrong.push(`${item} → ${readIngredient(item)}`);
    }
  }
  expect(wrong).toEqual([]);
});
