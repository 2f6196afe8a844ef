import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import nonFoodData from "../../data/non-food.json" with { type: "json" };
import realFoods from "../../tests/fixtures/food-names/real-foods.json" with { type: "json" };
import nonFoodItems from "../../tests/fixtures/food-names/non-food.json" with { type: "json" };
import { createVerdicts, firstNonFood, isNonFood } from "./non-food.ts";
import { nonFoodSchema } from "./non-food-schema.ts";
import { EVERY_KNOWN_NAME } from "../../tests/every-known-name.ts";

// Lists written apart from data/non-food.json and split before it existed (tests/fixtures/food-names/README.md).
type Halves = { tuning: string[]; heldAside: string[] };
const sources = realFoods as Record<string, Halves>;
const nonFood = nonFoodItems as Halves;

const cookbookNames = [
  ...new Set(
    readdirSync("cookbook/recipes")
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) => (JSON.parse(readFileSync(join("cookbook/recipes", file), "utf8")) as { ingredients: { name: string }[] }).ingredients.map((ingredient) => ingredient.name)),
  ),
];

test("data/non-food.json matches its schema", () => {
  expect(() => nonFoodSchema.parse(nonFoodData)).not.toThrow();
});

test("the issue's odd real foods are never refused", () => {
  for (const food of ["citric acid", "pink curing salt", "smoked salt", "calcium chloride", "lime pickle", "blood orange", "vanilla pod", "sweetbreads", "dried lye noodles"]) {
    expect(isNonFood(food), food).toBe(false);
  }
});

test("household, chemical and medical things are refused wherever the phrase is written, plural or not", () => {
  for (const item of ["bleach", "Bleach", "a splash of BLEACH", "ammonia", "chlorine tablets", "AA batteries", "2 paracetamol tablets", "washing-up liquid", "glue"]) {
    expect(isNonFood(item), item).toBe(true);
  }
  // Real foods whose names hold a non-food phrase.
  for (const item of ["baker's ammonia", "lye water", "meat glue", "chocolate coins", "angel hair pasta", "razor clams", "bleached flour", "Polish sausage"]) {
    expect(isNonFood(item), item).toBe(false);
  }
  expect(firstNonFood(["eggs", "flour", "bleach", "ammonia"])).toBe("bleach");
  expect(firstNonFood(["eggs", "flour", "milk", "sugar"])).toBeNull();
});

test(`real ingredient names: none refused (the cookbook's ${cookbookNames.length} and three public or written lists)`, () => {
  const figures: string[] = [];
  const refused: string[] = [];
  const cookbookRefused = cookbookNames.filter(isNonFood);
  refused.push(...cookbookRefused);
  figures.push(`cookbook ${cookbookRefused.length}/${cookbookNames.length}`);
  for (const [name, halves] of Object.entries(sources)) {
    for (const half of ["tuning", "heldAside"] as const) {
      const wrong = halves[half].filter(isNonFood);
      refused.push(...wrong);
      figures.push(`${name} ${half} ${wrong.length}/${halves[half].length}`);
    }
  }
  const total = cookbookNames.length + Object.values(sources).reduce((sum, halves) => sum + halves.tuning.length + halves.heldAside.length, 0);
  console.log(`real foods refused: ${refused.length}/${total} (${figures.join(", ")})`);
  expect(total).toBeGreaterThanOrEqual(1000);
  expect(refused).toEqual([]);
});

test("non-food items: every one refused, tuning and held-aside halves", () => {
  const missed = { tuning: nonFood.tuning.filter((item) => !isNonFood(item)), heldAside: nonFood.heldAside.filter((item) => !isNonFood(item)) };
  console.log(
    `non-food refused: tuning ${nonFood.tuning.length - missed.tuning.length}/${nonFood.tuning.length}, held aside ${nonFood.heldAside.length - missed.heldAside.length}/${nonFood.heldAside.length}`,
  );
  expect(nonFood.tuning.length + nonFood.heldAside.length).toBeGreaterThanOrEqual(150);
  expect(missed).toEqual({ tuning: [], heldAside: [] });
});

test("an ingredient checked when typed is not checked again at the click; one not checked yet is checked there", () => {
  const checked: string[] = [];
  const verdicts = createVerdicts((ingredient) => {
    checked.push(ingredient);
    return isNonFood(ingredient);
  });
  // When typed (in idle time).
  for (const ingredient of ["eggs", "Bleach", "flour"]) verdicts.verdict(ingredient);
  expect(checked).toEqual(["eggs", "Bleach", "flour"]);
  // At the click: only what was never checked is checked now, and nothing unchecked gets through.
  expect(verdicts.firstNonFood(["eggs", "flour", "sugar"])).toBeNull();
  expect(checked).toEqual(["eggs", "Bleach", "flour", "sugar"]);
  expect(verdicts.firstNonFood(["sugar", "eggs", "Bleach", "drain cleaner"])).toBe("Bleach");
  expect(verdicts.firstNonFood(["eggs", "drain cleaner"])).toBe("drain cleaner");
  expect(checked).toEqual(["eggs", "Bleach", "flour", "sugar", "drain cleaner"]);
});

test("a medicine named by its international name, or a biocide, is refused though no list names it", () => {
  // Generic names a cook might have in a cupboard, none in data/non-food.json: each ends in its class's WHO stem.
  const medicines = ["omeprazole", "20 mg lansoprazole capsules", "Atorvastatin tablets", "simvastatin", "ramipril", "lisinopril 10mg", "losartan", "amlodipine", "bisoprolol", "propranolol",
    "ketoprofen gel", "doxycycline", "ciprofloxacin", "clarithromycin", "flucloxacillin", "aciclovir cream", "fluconazole", "heparin", "ivermectin", "horse ivermectin paste",
    "citalopram", "loratadine", "cetirizine", "clopidogrel", "salbutamol", "furosemide", "dexamethasone", "temazepam", "sumatriptan", "apixaban", "sitagliptin", "tadalafil", "ondansetron", "montelukast", "alendronate", "oxycodone", "lidocaine"];
  const biocides = ["slug molluscicide", "spermicide", "larvicide", "a biocide"];
  for (const item of [...medicines, ...biocides]) expect(isNonFood(item), item).toBe(true);
  // Words that only end like a stem, and foods: not refused.
  for (const item of ["April cake", "provolone", "cholesterol-free spread", "sardines", "caffeine-free cola", "minestrone", "Cider vinegar"]) {
    expect(isNonFood(item), item).toBe(false);
  }
  // No food any table of the project knows by name is refused.
  expect(EVERY_KNOWN_NAME.filter(isNonFood)).toEqual([]);
});

test("what a probe found in cupboards and bathrooms is refused: DIY fillers, sun care, medicines of no stem, fireworks", () => {
  for (const item of ["car wax", "tub of grout", "polyfilla", "wallpaper paste", "bath sealant", "sunblock", "aftersun", "fake tan", "E45 cream", "deep heat",
    "hydrocortisone cream", "tiger balm", "prednisolone 5mg", "levothyroxine", "gabapentin", "rolling papers", "glow sticks", "fireworks", "gunpowder", "hand warmer"]) {
    expect(isNonFood(item), item).toBe(true);
  }
  // Foods that share a word: not refused.
  for (const item of ["jalapeño poppers", "wax beans", "puttanesca sauce", "sparkling water", "sun-dried tomatoes"]) expect(isNonFood(item), item).toBe(false);
});
