import { expect, test } from "vitest";
import { pluralise, readIngredient } from "../food/ingredient-names.ts";
import { openCorpusIngredientLines } from "../../bench/nutrition-corpus.ts";
import { checkStarList, everydayItems, formLists, plainStarLists, shareUsed, typedForms, type StarResult } from "./star-check.ts";
import { cookableStars, typedStarNames } from "./star-coverage.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";

/**
 * The star check no fridge list decides (decision 015, 2026-11-28 "late afternoon"): every cookable star
 * name beside everyday items drawn from the open recipe corpus, then in the forms cooks type it.
 */
const stars = cookableStars();

// The corpus's everyday items and the cookbook's pick for every plain list are the same for every test that reads them:
// each is worked out once, on first use, and the plain lists' picks serve both the plain check and the forms' comparison.
let corpusItems: ReturnType<typeof everydayItems> | undefined;
const everyday = () => (corpusItems ??= everydayItems(openCorpusIngredientLines()));
let plainChecked: StarResult[] | undefined;
const plainResults = () => (plainChecked ??= plainStarLists(stars, everyday()).map(checkStarList));

test("the everyday items are the names most recipes of the corpus use, staples every kitchen has left out", () => {
  const items = everydayItems([
    ["2 eggs", "salt", "100 g sugar"],
    ["3 eggs", "1 tbsp olive oil", "sugar"],
    ["1 egg", "flour", "salt"],
  ], 2);
  expect(items).toEqual([{ name: "egg", recipes: 3 }, { name: "sugar", recipes: 2 }]);
  // The real corpus: recipes by many cooks, the baking cupboard and the everyday fridge.
  const names = everyday().map((item) => item.name);
  for (const name of ["sugar", "butter", "egg", "flour", "milk", "onion"]) expect(names).toContain(name);
  expect(names).not.toContain("salt");
});

test("the lists are drawn by a seed of their own per star: the same for a star whatever other stars are checked", () => {
  const items = everyday();
  const alone = plainStarLists(["cod"], items);
  const among = plainStarLists(["apple", "cod", "venison"], items).filter((entry) => entry.star === "cod");
  expect(among).toEqual(alone);
  expect(alone).toHaveLength(5);
  for (const entry of alone) {
    expect(entry.list[0]).toBe("cod");
    expect(entry.list.length - 1).toBeGreaterThanOrEqual(3);
    expect(entry.list.length - 1).toBeLessThanOrEqual(5);
    expect(new Set(entry.list).size).toBe(entry.list.length);
  }
});

test("every star name, made plural as a cook types it, reads back as itself", () => {
  const misread = typedStarNames().flatMap((typed) => {
    const words = typed.split(" ");
    const plural = [...words.slice(0, -1), pluralise(words.at(-1) ?? "")].join(" ");
    return readIngredient(plural) === readIngredient(typed) ? [] : [`${plural} → ${readIngredient(plural)}, not ${readIngredient(typed)}`];
  });
  expect(misread).toEqual([]);
});

test("the forms a cook types follow what the food is: leftover meat, half a cabbage, a tin of fish or fruit, never a tin of cheese", () => {
  const forms = (star: string) => typedForms(star).map((form) => form.typed);
  expect(forms("chicken")).toContain("leftover chicken");
  expect(forms("cabbage")).toEqual(expect.arrayContaining(["cabbages", "half a cabbage", "bag of cabbages", "tin of cabbages"]));
  expect(forms("sardine")).toContain("tin of sardines");
  expect(forms("mozzarella").some((typed) => typed.startsWith("tin of"))).toBe(false);
  // An amount and a shop after every name; products ("schnitzels", "bones", "goujons") only after a meat or fish.
  const kinds = (star: string) => typedForms(star).map((form) => form.form);
  for (const star of ["chicken", "cod", "cabbage", "mozzarella"]) expect(kinds(star)).toEqual(expect.arrayContaining(["an amount after", "a shop in brackets"]));
  expect(kinds("pork").filter((form) => form === "a product of a meat or fish")).toHaveLength(2);
  expect(kinds("cabbage")).not.toContain("a product of a meat or fish");
  expect(kinds("sausage")).not.toContain("a product of a meat or fish");
});

// The levels measured when the check was written (decision 015's "late afternoon" addendum), raised with the
// protein-and-vegetable dishes ("evening" addendum: measured 0.9506 and 0.9385), and the forms' with the typed
// forms an amount, a shop or a product word after the name ("night, typed forms": 0.8721 on the reader before,
// 0.9460 after, the earlier forms unchanged at 0.9385): raise them as the cookbook improves, never lower them for
// the cookbook's sake. Once lowered, for the draw's: when "ground pepper" and "cracked pepper" became black pepper
// (2026-11-28, night), the open corpus's count of bell pepper fell 19 → 18 recipes, which redraws every list's
// companions: the old lists still give 1,707 of 1,795 with the new reader, the redrawn ones 1,704 (0.9493), forms 0.9457.
// Lowered again for the draw's (decision 015, sixth session, cookbook24d): nine foods the reader now knows by name became
// stars (cassava and sweet potato leaves, jute leaves, water spinach, choy sum, gai lan, Oaxaca cheese, bitter gourd and
// bitter melon) and zander became white fish, and open-corpus lines with a purpose ("flour, plus more for dusting") now read, which recounts the everyday
// items: every list is redrawn. The old draw scores the same with the new reader (plain 2,727 of 2,860, 0.9535; forms
// 7,811 of 8,232, 0.9489, as before); the new draw 2,725 of 2,900 (0.9397), forms 7,793 of 8,338 (0.9346).
// Lowered again for the draw's (decision 015, eighth session, cookbook26c): "ricotta cheese", "Jack cheese" and "Pecorino
// cheese …" in the open corpus now read as those cheeses, so its count of cheese fell 7 → 5 recipes and every list is
// redrawn; fresh anchovy became a star. The old draw scores the same with the new reader (plain 2,773 of 2,935 as on main,
// with fresh anchovy's 2,777 of 2,940; forms 7,944 of 8,432 as on main, 7,950 of 8,446 with it); the new draw 2,745 of
// 2,940 (0.9337), forms 7,867 of 8,446 (0.9314). Over twelve other seeds (100–111) main's reader on main's draw scores
// 93.4–94.9 % (mean 94.1), this reader on its own draw 93.6–94.9 % (mean 94.2).
// Forms lowered by a thousandth for a larger population (decision 015, ninth session, names27): the Open Food Facts
// taxonomy made 43 names cookable stars (fish, fruit and berries read by their class's family: capelin, weever,
// lingonberry, tamarillo). Over main's 590 stars the shares rose (plain 2,755 → 2,764 of 2,950, forms 93.2 → 93.45 %:
// 7,919 of 8,474); the 43 new stars score plain 192 of 215, forms 578 of 658 (87.8 %: a fish or a fruit beside chicken or
// beef, which weigh as much), so the whole is plain 2,956 of 3,165 (0.9340), forms 8,497 of 9,132 (0.9305).
const PLAIN_STAR_USED = 0.933;
const FORMS_STAR_USED = 0.93;

test("on plain lists the star is used wherever it weighs most, and overall at the level measured", () => {
  const results = plainResults();
  expect(results.length).toBeGreaterThan(1700);
  // The first key of the ranking, over every cookable star: nothing on the list weighs as much, so the dish is built on it.
  expect(results.filter((result) => result.heaviest && !result.used).map((result) => `${result.list.join(", ")} → ${result.recipe ?? "nothing"}`)).toEqual([]);
  expect(shareUsed(results).share).toBeGreaterThanOrEqual(PLAIN_STAR_USED);
}, TIMEOUTS.heavyTest);

test("typed in a cook's form (plural, leftover, half a, a bag or a tin of, an amount or a shop after it, a product of a meat), the star is used where it weighs most, and overall at the level measured", () => {
  const plain = plainResults();
  const plainUsed = new Map(plain.map((result) => [result.list.join("|"), result.used]));
  const forms = formLists(plain).map(checkStarList);
  const lost = forms.filter((result) => plainUsed.get([result.star, ...result.list.slice(1)].join("|")) === true && !result.used);
  // Where the form still weighs most on its list, nothing excuses losing it.
  expect(lost.filter((result) => result.heaviest && result.reads === result.star).map((result) => `${result.list.join(", ")} → ${result.recipe ?? "nothing"}`)).toEqual([]);
  expect(lost.filter((result) => result.form === "plural" || result.form === "bag of" || result.form === "half a")).toEqual([]);
  // A shop in brackets is a note, and a product of a meat or fish is matched as the meat: neither loses the star where it
  // weighs most. Where another item weighs as much, which of the two a dish is built on is the tie's (cookbook26c's redraw:
  // "liver nuggets" beside beef go to a beef madras, plain liver to liver and onions; main's reader loses 1 to 5 such lists
  // at each of twelve other seeds).
  expect(lost.filter((result) => result.heaviest && (result.form === "a shop in brackets" || result.form === "a product of a meat or fish")).map((result) => result.typed)).toEqual([]);
  expect(shareUsed(forms).share).toBeGreaterThanOrEqual(FORMS_STAR_USED);
}, TIMEOUTS.heavyTest);
