import { expect, test } from "vitest";
import { describe as described, implausibleLines, sr28Descriptions, sr28HouseholdWeights } from "../../bench/nutrition-plausible.ts";
import { IN_THE_SHELL } from "../../scripts/build-nutrition.ts";
import { estimate, foodOf, grams, table } from "../../tests/nutrition-lines.ts";
import { ingredientFamily, isMeatOrFish } from "../food/ingredient-names.ts";

/**
 * Plausible grams on every line (issue 22; decision 018, addendum "eleventh session, nutrition31"). The rule
 * (bench/nutrition-plausible.ts) bounds each counted line by the kind of food SR28's own food groups say it is, and checks
 * it over every line of the open recipe corpus and the cookbook; the tests after it hold each mended cause over several
 * wordings or over the whole table, never one recipe's line.
 */

test("every counted line of the open recipe corpus and the cookbook is within its kind's bounds", () => {
  const found = [...implausibleLines(table)].flatMap(([cause, lines]) => lines.map((line) => `${cause}: ${described(line)}`));
  expect(found).toEqual([]);
});

const CUP = 236.588;

test("a cup of a nut, seed, pulse or grain weighs the shelled food, never SR28's cup measured in the shell or hull", () => {
  // SR28 12036, sunflower seed kernels: "1 cup" 140 g; its other cup, "with hulls, edible yield", 46 g, measures seeds in the hull.
  expect(grams("1 cup sunflower seeds")).toBeCloseTo(140, 0);
  expect(grams("¼ cup sunflower seeds")).toBeCloseTo(35, 0);
  expect(grams("2 tbsp sunflower seed kernels")).toBeCloseTo(140 / 8, 0);
  // Chia seeds have no volume weight of their own in SR28: they are measured as seeds, not as seeds in the hull.
  expect(grams("4 tbsp chia seeds") as number).toBeGreaterThan(4 * 14.79 * 0.5);
  expect(grams("1 tbsp chia seeds") as number).toBeGreaterThan(14.79 * 0.5);
  // Over the whole table: no SR28 food is measured by a cup SR28 weighs in the shell or hull, where it weighs another cup.
  const inTheShell: string[] = [];
  for (const [usda, weights] of sr28HouseholdWeights()) {
    const food = table.foods[usda];
    const shelled = weights.find(([, description]) => /^1 cup\b/.test(description) && !IN_THE_SHELL.test(description));
    const shell = weights.find(([, description]) => /^1 cup\b/.test(description) && IN_THE_SHELL.test(description));
    if (food === undefined || shelled === undefined || shell === undefined) continue;
    if (food.density === null || Math.abs(food.density * CUP - shelled[0]) > 1) inTheShell.push(`${usda}: ${food.density} g/ml`);
  }
  expect(inTheShell).toEqual([]);
});

test("a count of a part of an animal is never weighed as the whole animal", () => {
  // SR28 05317, White Pekin duck leg, meat and skin, roasted: "1 leg, bone removed (yield after cooking)" 92 g, over the
  // cooked share of raw duck meat (05141 against 05142: 100 g of 137 g), as the duck breast is weighed.
  const leg = Math.round((92 * 137) / 100);
  expect(grams("2 duck legs")).toBeCloseTo(2 * leg, 0);
  expect(grams("4 duck legs (or 2 large breasts)")).toBeCloseTo(4 * leg, 0);
  expect(grams("1 large duck leg, skin pricked")).toBeCloseTo(leg, 0);
  // The bird itself is still the bird: SR28's half duck, 303 g of meat.
  expect(grams("1 duck")).toBeCloseTo(606, 0);
  // Over the whole table: a count of any part of a bird (SR28's poultry, group 05) that its name does not weigh is never
  // weighed as the bird's piece.
  const whole: string[] = [];
  for (const [name, named] of Object.entries(table.names)) {
    const each = named.pieces?.each;
    if (each === undefined || !isMeatOrFish(name) || name.includes(" ") || !named.food.startsWith("05")) continue;
    for (const part of ["leg", "thigh", "wing", "drumstick", "breast", "neck"]) {
      if (name.includes(part) || named.pieces?.[part] !== undefined) continue;
      const read = estimate(`2 ${name} ${part}s`);
      if (read.kind === "counted" && read.food === name && read.grams >= 2 * each) whole.push(`2 ${name} ${part}s: ${read.grams} g`);
    }
  }
  expect(whole).toEqual([]);
});

test("bones for the pot are not counted as meat or as a vegetable marrow; a cut on the bone still is", () => {
  for (const text of ["2 lbs. marrow-bone", "1 lb. marrow-bone", "500 g marrow bones", "1 kg beef bones", "2 lb soup bones", "a ham bone", "2 pork bones", "1 marrowbone, cracked", "3 lb chicken bones or carcasses"]) {
    expect(estimate(text), text).toMatchObject({ kind: "skipped", reason: "discarded" });
  }
  for (const text of ["4 bone-in chicken thighs", "1 kg lamb shoulder, on the bone", "2 T-bone steaks (about 450 g each)", "2 lb beef T-bones", "1 litre bone broth", "500 g marrow, peeled and cubed", "250 grams chicken meat, still attached to the bones", "1 kg chicken with bone", "500 g lamb on the bone"]) {
    expect(estimate(text).kind, text).toBe("counted");
  }
  // Two steaks with no weight are not bones either: they are two of SR28's own T-bone steak, "1 steak" 461 g of the cut's
  // edible part (the "T" of "T-bone" is no tablespoon: they were once 17.5 g of beef).
  expect(estimate("2 T-bone steaks")).toMatchObject({ kind: "counted", usda: "13907", grams: 922 });
});

test("a dried food is its SR28 dried food where SR28 has one, and is not counted as the fresh food where it has none", () => {
  // SR28 02066, spearmint, dried: "1 tsp" 0.5 g, its first volume weight.
  expect(estimate("1 tbsp dried mint")).toMatchObject({ kind: "counted", usda: "02066" });
  expect(grams("2 tsp dried mint")).toBeCloseTo(1.0, 1);
  // SR28 11432, oriental radishes, dried.
  expect(estimate("50 g dried daikon")).toMatchObject({ kind: "counted", usda: "11432" });
  // No dried lime or dried wakame in SR28: not a 67 g fresh lime, nor fresh seaweed by the spoon.
  for (const text of ["8 dried limes", "4 dried limes (limoo amani), pierced", "1 tbsp dried wakame", "10 g dried wakame seaweed"]) {
    expect(estimate(text), text).toMatchObject({ kind: "skipped", reason: "unknown-food" });
  }
  // Dried with a towel, washed and dried, is not a dried food; a food already dry is itself.
  for (const text of ["1 lb shrimp, dried with paper towels", "2 salmon fillets, dried well", "500 g chicken thighs, dried thoroughly", "1 lb scallops, dried off", "200 g spinach, washed and dried in a salad spinner", "4 lamb chops, dried on kitchen paper"]) {
    expect(estimate(text).kind, text).toBe("counted");
  }
  // Nor is it the food's dried form, where it has one: mushrooms dried with kitchen paper are fresh mushrooms.
  for (const text of ["200 g mushrooms, dried with kitchen paper", "250 g button mushrooms, wiped and dried well", "100 g cherry tomatoes, dried thoroughly"]) {
    const read = estimate(text);
    expect(read.kind === "counted" && read.usda, text).toBe(table.names[read.kind === "counted" ? read.food : ""]?.food);
  }
  expect(foodOf("1 bunch mint, washed and dried")).toBe("mint");
  expect(estimate("1 bunch mint, washed and dried")).toMatchObject({ kind: "counted", usda: "02065" });
  expect(estimate("1 tsp dried oregano").kind).toBe("counted");
  expect(estimate("100 g dried apricots").kind).toBe("counted");
  // Over the whole table: every name whose SR28 food is "…, raw" or "…, fresh" takes SR28's "…, dried" where it exists.
  const descriptions = sr28Descriptions();
  const byDescription = new Map([...descriptions].map(([usda, description]) => [description.toLowerCase(), usda]));
  const missed: string[] = [];
  for (const [name, named] of Object.entries(table.names)) {
    const own = descriptions.get(named.food) ?? "";
    const dried = byDescription.get(own.replace(/, (?:raw|fresh)$/i, ", dried").toLowerCase());
    if (!/, (?:raw|fresh)$/i.test(own) || dried === undefined) continue;
    if (named.forms?.dried !== dried) missed.push(`${name}: ${own} has ${dried}`);
  }
  expect(missed).toEqual([]);
});

test("a cheese named with the word cheese after it is that cheese, not cheddar", () => {
  const misread: string[] = [];
  for (const [name, named] of Object.entries(table.names)) {
    if (ingredientFamily(name) !== "cheese" || name.includes("cheese")) continue;
    for (const text of [`1 cup ${name} cheese`, `100 g ${name} cheese, grated`, `2 oz ${name} cheese`]) {
      const read = estimate(text);
      if (read.kind !== "counted" || read.usda !== named.food) misread.push(`${text}: ${read.kind === "counted" ? `${read.food} ${read.usda}` : read.reason}`);
    }
  }
  expect(misread).toEqual([]);
  // SR28 01036, ricotta, whole milk: "1 cup" 246 g.
  // (The table keeps g/ml to three decimals: 1.040 g/ml, 246.0 g a cup.)
  expect(Math.abs((grams("1 cup ricotta cheese") as number) - 246)).toBeLessThan(3);
  expect(Math.abs((grams("1 cup (240 ml) ricotta cheese") as number) - 246)).toBeLessThan(3);
});

test("a fish finger counts SR28's fish stick, not its piece of twice the size", () => {
  // SR28 15027, fish sticks, frozen, prepared: "1 stick (4" x 1" x 1/2")" 28 g; "1 piece (4" x 2" x 1/2")" 57 g.
  for (const [text, count] of [["8 fish fingers", 8], ["4 breaded fish fingers", 4], ["6 fish sticks", 6], ["10 frozen fish fingers, grilled", 10], ["1 fish finger", 1]] as const) {
    expect(grams(text), text).toBe(28 * count);
  }
});

test("a wonton, dumpling or gyoza wrapper counts SR28's wonton wrapper, an egg roll wrapper its own", () => {
  // SR28 18368, wonton wrappers (includes egg roll wrappers), full weight table: "1 wrapper, wonton (3-1/2" square)" 8.0 g,
  // "1 wrapper, eggroll (7" square)" 32 g.
  for (const [text, count] of [["36 dumpling wrappers", 36], ["20 wonton wrappers", 20], ["12 gyoza wrappers", 12], ["30 round dumpling wrappers", 30], ["24 potsticker wrappers", 24]] as const) {
    expect(grams(text), text).toBe(8 * count);
  }
  expect(grams("8 egg roll wrappers")).toBe(8 * 32);
});

test("a count of a food SR28 weighs as a miniature too counts the plain piece, a miniature only when the line says so", () => {
  // SR28's full weight table: croissant (18239) small 42 g, medium 57 g, large 67 g, mini 28 g; a milk chocolate bar (19120)
  // 44 g, a miniature 7.0 g; marshmallows (19116) ten miniatures 7.0 g.
  expect(grams("2 croissants")).toBe(114);
  expect(grams("2 large croissants")).toBe(134);
  expect(grams("3 small croissants, halved")).toBe(126);
  expect(grams("4 mini croissants")).toBe(112);
  expect(grams("1 bar milk chocolate")).toBe(44);
  expect(grams("20 miniature marshmallows")).toBe(14);
  // Over the whole table: no piece but the miniature itself weighs SR28's miniature of the name's food.
  const asMiniature: string[] = [];
  const weights = sr28HouseholdWeights();
  for (const [name, named] of Object.entries(table.names)) {
    const mini = (weights.get(named.food) ?? []).find(([, description]) => /\bmini(?:ature)?s?\b/i.test(description));
    if (mini === undefined || !/^1 /.test(mini[1])) continue;
    for (const [key, weight] of Object.entries(named.pieces ?? {})) if (!/^mini/.test(key) && weight === mini[0]) asMiniature.push(`${name}: ${key} ${weight} g`);
  }
  expect(asMiniature).toEqual([]);
});
