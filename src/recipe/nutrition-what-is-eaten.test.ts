import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { estimate, readLine, table } from "../../tests/nutrition-lines.ts";
import { formatRecipeMarkdown } from "../cookbook/format.ts";
import { allRecipes } from "../cookbook/recipe.ts";
import { findFood, IN_ITS_SHELL, resolveFood } from "../food/nutrition.ts";
import { estimateNutrition, portionOf, type LineEstimate } from "./nutrition.ts";
import type { IngredientLine } from "./recipe-model.ts";
import { understandRecipe } from "./understand.ts";

/**
 * What is eaten of what a line weighs or counts (issue 22; decision 018, addendum "twelfth session, nutrition33"): a weight
 * of a food in its shell loses SR28's refuse of it; a weight written after the name without brackets is the amount's; a
 * count of a cut weighs SR28's own piece of that cut. Each rule is held over several wordings, over the whole table, and
 * over every line of the open recipe corpus's non-held-out part and of every cookbook recipe that names such a form.
 */

const root = new URL("../../tests/fixtures/recipes/", import.meta.url);

/** Every ingredient line, with its estimate, of the open corpus's non-held-out part and of every cookbook recipe. */
function everyLine(): { line: IngredientLine; estimate: LineEstimate }[] {
  const recipes = ["people", "models", "butlerx-recipes", "fossrecipes", "wikibooks-cookbook"].flatMap((collection) =>
    (JSON.parse(readFileSync(new URL(`${collection}/expected.json`, root), "utf8")) as { file: string; heldOut?: boolean }[])
      .filter((entry) => entry.heldOut !== true)
      .map((entry) => understandRecipe(readFileSync(new URL(`${collection}/${entry.file}`, root), "utf8"))),
  );
  const cookbook = allRecipes.map((recipe) => understandRecipe(formatRecipeMarkdown(recipe, [], [])));
  return [...recipes, ...cookbook].flatMap((recipe) => {
    if (recipe === null) return [];
    const { lines } = estimateNutrition(recipe, table, recipe.servings ?? 1);
    return recipe.ingredients.flatMap((line, index) => {
      const read = lines[index];
      return read === undefined ? [] : [{ line, estimate: read }];
    });
  });
}
const lines = everyLine();

const counted = (text: string) => {
  const read = estimate(text);
  if (read.kind !== "counted") throw new Error(`${text}: not counted (${read.reason})`);
  return read;
};

test("a weight of a food in its shell or hull counts the edible part, SR28's refuse of it left out", () => {
  // SR28 (FOOD_DES.txt refuse): raw shrimp 15270 "Tail and shell" 13 %; walnuts 12155 "Shells" 55 %; pistachios 12151 47 %.
  for (const [text, weighed, refuse] of [
    ["500 g prawns, shell on", 500, 0.13],
    ["500 g shell-on prawns", 500, 0.13],
    ["1 lb shrimp in shells", 453.6, 0.13],
    ["2 lb shell-on shrimp, peeled and deveined", 907.2, 0.13],
    ["1 lb walnuts in the shell", 453.6, 0.55],
    ["200 g unshelled pistachios", 200, 0.47],
    ["500 g pistachios in their shells", 500, 0.47],
  ] as const) {
    expect(counted(text).grams, text).toBeCloseTo(weighed * (1 - refuse), 0);
  }
  // Shelled, or saying nothing of a shell: the food as SR28 gives it, all of it.
  for (const [text, weighed] of [["500 g shelled prawns", 500], ["500 g prawns", 500], ["1 lb peeled shrimp", 453.6], ["100 g walnuts", 100]] as const) {
    expect(counted(text).grams, text).toBeCloseTo(weighed, 0);
  }
  // Clams in their shell are no canned clams: SR28's raw clams (15157), whose refuse is none, weighed by SR28's own yield
  // out of the shell ("1 lb (with shell), yield after shell removed" 68 g), in every wording of the shell.
  for (const text of ["2 lb clams in shell", "2 lb clams in their shells", "2 lb shell-on clams", "2 lb live clams in the shell, scrubbed"]) {
    expect(counted(text), text).toMatchObject({ usda: "15157", note: "shells left out" });
    expect(counted(text).grams, text).toBeCloseTo(2 * 68, 0);
  }
  // SR28 gives no yield out of the shell for mussels: a weight of them is counted as written, never guessed.
  expect(counted("1 kg mussels in their shells").grams).toBe(1000);
});

test("every line of the open corpus and the cookbook that weighs a food in its shell counts its edible part", () => {
  for (const { line, estimate: read } of lines) {
    const portion = portionOf(line);
    if (read.kind !== "counted" || portion?.kind !== "weight" || !IN_ITS_SHELL.test(line.text) || read.retained !== undefined) continue;
    const refuse = table.foods[read.usda]?.refuse ?? 0;
    expect(read.grams, line.text).toBeCloseTo(portion.grams * (1 - refuse), 0);
  }
});

// "4 chicken thighs 700 g", "1 chicken, about 1.5 kg": a count, a name, and a weight after it, no brackets.
const WEIGHT_AFTER_NAME = /^\s*(?:a|an|one|\d+)\s+[^,(]*\p{L}{2}(?:\s+|,\s*(?:(?:about|approx\.?|approximately|around|roughly)\s+)?)(\d+(?:\.\d+)?)\s*(kg|g)\.?\s*(?:,|$)/iu;
const GRAMS: Readonly<Record<string, number>> = { kg: 1000, g: 1 };

test("a weight written after the name without brackets is the amount's, as in brackets", () => {
  for (const [after, bracketed] of [
    ["a whole chicken 1.5 kg", "1 whole chicken (1.5 kg)"],
    ["4 bone-in chicken thighs 700 g", "4 bone-in chicken thighs (700 g)"],
    ["4 chicken thighs 700g, skin on", "4 chicken thighs (700g), skin on"],
    ["1 butternut squash 1 kg", "1 butternut squash (1 kg)"],
    ["4 salmon fillets 500 g", "4 salmon fillets (500 g)"],
    ["2 sea bass 800g, gutted", "2 sea bass (800g), gutted"],
  ] as const) {
    expect(counted(after).grams, after).toBeCloseTo(counted(bracketed).grams, 3);
  }
  // "2 x 150g" is a count of its own before the weight: never read as 150 g for the two.
  expect(counted("2 chicken breasts 2 x 150g").grams).toBeGreaterThan(200);
  // A whole chicken of 1.5 kg is that bird less SR28's 32 % of bone, not SR28's own bird of 1,046 g.
  expect(counted("a whole chicken 1.5 kg").grams).toBeCloseTo(1500 * 0.68, 0);
});

test("a note that is only a weight ('1 leg of lamb, about 2 kg') weighs the amount, as in brackets", () => {
  for (const [noted, bracketed] of [
    ["1 leg of lamb, about 2 kg", "1 leg of lamb (about 2 kg)"],
    ["4 chicken breasts, about 150 g each", "4 chicken breasts (about 150 g each)"],
    ["1 whole chicken, about 1.5 kg", "1 whole chicken (about 1.5 kg)"],
    ["1 chicken, 1.6kg", "1 chicken (1.6kg)"],
    ["2 aubergines, about 500g", "2 aubergines (about 500g)"],
    ["4 salmon fillets, 120 g each", "4 salmon fillets (120 g each)"],
    ["1 cauliflower, approximately 1 kg", "1 cauliflower (approximately 1 kg)"],
  ] as const) {
    expect(counted(noted).grams, noted).toBeCloseTo(counted(bracketed).grams, 3);
  }
  // Four breasts of about 150 g each are 600 g, not four of SR28's 272 g breast, whatever the note says before the weight.
  for (const text of ["4 chicken breasts, about 150 g each", "4 chicken breasts, skinned, about 150 g each"]) expect(counted(text).grams, text).toBeCloseTo(600, 0);
  // Bone-in, skin-on thighs of about 600 g: SR28's leg, meat and skin (05075), its 27 % of bone left out.
  expect(counted("4 chicken thighs (bone in, skin on), about 600g").grams).toBeCloseTo(600 * 0.73, 0);
  // A note that says more than a weight is no weight of the amount.
  expect(counted("4 chicken breasts, cut into 2 cm pieces").grams).toBeCloseTo(4 * 272, 0);
});

test("a whole joint counted and weighed is bought on its bone; boned, butterflied or weighed alone, as written", () => {
  // SR28's leg of lamb (17011) and shoulder (17035): bone 21 %, left out only where the joint is on its bone.
  for (const text of ["1 leg of lamb (2 kg)", "1 (2 kg) leg of lamb", "a 2kg leg of lamb", "1 leg of lamb, about 2 kg", "1 bone-in leg of lamb (2 kg)"]) {
    expect(counted(text), text).toMatchObject({ usda: "17011", note: "bones and trimmings left out" });
    expect(counted(text).grams, text).toBeCloseTo(2000 * 0.79, 0);
  }
  expect(counted("1 lamb shoulder (1.5 kg)").grams).toBeCloseTo(1500 * 0.79, 0);
  for (const text of ["1 boned and rolled leg of lamb (1.5 kg)", "1 butterflied leg of lamb (1.5 kg)", "1 boneless leg of lamb (1.5 kg)", "1.5 kg leg of lamb", "1.5 kg lamb shoulder, diced"]) {
    expect(counted(text).grams, text).toBeCloseTo(1500, 0);
  }
});

test("every line of the open corpus and the cookbook with a weight after its name counts that weight, less refuse at most", () => {
  for (const { line, estimate: read } of lines) {
    const written = WEIGHT_AFTER_NAME.exec(line.text);
    if (written === null || read.kind !== "counted" || read.retained !== undefined || line.unit !== null) continue;
    const grams = Number(written[1]) * (GRAMS[written[2]?.toLowerCase() ?? ""] ?? Number.NaN);
    const refuse = table.foods[read.usda]?.refuse ?? 0;
    expect(read.grams, line.text).toBeLessThanOrEqual(grams + 0.5);
    expect(read.grams, line.text).toBeGreaterThanOrEqual(grams * (1 - refuse) - 0.5);
  }
});

test("a count of a cut weighs SR28's own piece of that cut, over every cut the table weighs so", () => {
  let checked = 0;
  for (const [name, named] of Object.entries(table.names)) {
    for (const [cut, pieces] of Object.entries(named.cutPieces ?? {})) {
      for (const [piece, grams] of Object.entries(pieces)) {
        const cutWords = cut.replace(/ /g, "-");
        for (const text of [`2 ${cutWords} ${piece}s`, `2 ${cutWords} ${name} ${piece}s`, `2 ${name} ${cutWords} ${piece}s`]) {
          const read = estimate(text);
          if (read.kind !== "counted" || read.usda !== named.cuts?.[cut]) continue;
          expect(read.grams, text).toBeCloseTo(2 * grams, 3);
          checked++;
        }
      }
    }
  }
  // The beef steaks at least: T-bone, porterhouse, flank, skirt and top round, in each of three wordings.
  expect(checked).toBeGreaterThanOrEqual(15);
  expect(counted("2 T-bone steaks").grams).toBeCloseTo(922, 0);
  expect(counted("1 flank steak").grams).toBeCloseTo(202, 0);
  // A piece entered by hand for the name comes first: a salmon fillet is a portion (170 g), not SR28's half a side.
  expect(counted("2 sockeye salmon fillets").grams).toBe(counted("2 salmon fillets").grams);
  // A cut the table weighs no piece of is said not to be counted, never weighed as another cut.
  expect(estimate("2 sirloin steaks")).toMatchObject({ kind: "skipped", reason: "unknown-weight" });
});

test("a part named before a cut's own piece ('pork loin chops') keeps that piece", () => {
  for (const text of ["4 pork loin chops", "4 centre-cut pork chops", "4 bone-in pork loin chops", "4 pork chops"]) expect(counted(text).grams, text).toBeCloseTo(4 * 178, 0);
  for (const text of ["2 lamb loin chops", "2 lamb chops"]) expect(counted(text).grams, text).toBeCloseTo(2 * 95, 0);
  // A part that is no piece of the name's still counts no whole bird for each leg.
  expect(estimate("4 duck thighs")).toMatchObject({ kind: "skipped", reason: "unknown-weight" });
});

test("every line of the open corpus and the cookbook counting a cut by a piece SR28 weighs of it counts that piece", () => {
  for (const { line, estimate: read } of lines) {
    const portion = portionOf(line);
    if (portion?.kind !== "count" || portion.unit !== null || portion.part !== undefined) continue;
    const name = findFood(table, line.name, line.note);
    const food = name === null ? null : resolveFood(table, name, line.text, true);
    const cut = name === null ? undefined : Object.entries(table.names[name]?.cuts ?? {}).find(([, usda]) => usda === food?.usda)?.[0];
    const pieces = cut === undefined || name === null ? undefined : table.names[name]?.cutPieces?.[cut];
    const piece = Object.entries(pieces ?? {}).find(([word]) => new RegExp(`\\b${word}s?\\b`, "i").test(line.name));
    if (piece === undefined || (read.kind === "counted" && read.retained !== undefined)) continue;
    expect(read, line.text).toMatchObject({ kind: "counted", grams: portion.count * piece[1] });
  }
  expect(readLine("2 T-bone steaks").quantity).toBe(2);
});
