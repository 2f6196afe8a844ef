import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { buildNutrition } from "../../scripts/build-nutrition.ts";
import { findFood } from "./nutrition.ts";
import { nutritionFoodsSchema } from "./nutrition-schema.ts";

const { table, problems } = buildNutrition();

test("the food list is valid, every name canonical and every SR28 number present", () => {
  expect(nutritionFoodsSchema.safeParse(JSON.parse(readFileSync("data/nutrition-foods.json", "utf8"))).success).toBe(true);
  expect(problems).toEqual([]);
  expect(Object.keys(table.names).length).toBeGreaterThan(200);
  // Per 100 g from SR28 itself: raw onion is 40 kcal, olive oil 884.
  const kcalOf = (name: string) => table.foods[table.names[name]?.food ?? ""]?.per100g[0];
  expect(kcalOf("onion")).toBe(40);
  expect(kcalOf("olive oil")).toBe(884);
});


test("the table covers at least 1,000 canonical ingredient names, each with a reviewed SR28 food", () => {
  const data = nutritionFoodsSchema.parse(JSON.parse(readFileSync("data/nutrition-foods.json", "utf8")));
  expect(Object.keys(table.names).length).toBeGreaterThanOrEqual(1000);
  // Every name resolves to a food the table carries, in each of its forms.
  for (const [name, named] of Object.entries(table.names)) {
    expect(table.foods[named.food], name).toBeDefined();
    for (const usda of Object.values(named.forms ?? {})) expect(table.foods[usda], `${name} (a form)`).toBeDefined();
  }
  // A stand-in (a food SR28 lacks, counted as a near one) says why.
  const standIns = data.foods.filter((food) => food.note !== undefined);
  expect(standIns.every((food) => (food.note ?? "").length > 10)).toBe(true);
});


test("every ingredient the cookbook names is in the table", () => {
  const folder = "cookbook/recipes/";
  const names = new Set(
    readdirSync(folder).flatMap((file) => (JSON.parse(readFileSync(`${folder}${file}`, "utf8")) as { ingredients: { name: string }[] }).ingredients.map((ingredient) => ingredient.name)),
  );
  expect(names.size).toBeGreaterThan(250);
  expect([...names].filter((name) => findFood(table, name) === null)).toEqual([]);
});



test("a food named with what is in it is that food: \"tomatoes with basil\" are tomatoes", () => {
  const tomatoes = findFood(table, "no-salt-added diced tomatoes");
  expect(tomatoes).not.toBeNull();
  expect(findFood(table, "no-salt-added diced tomatoes with basil", "garlic, and oregano")).toBe(tomatoes);
  expect(findFood(table, "chicken breast with skin")).toBe(findFood(table, "chicken breast"));
  // Without "with", nothing changes.
  expect(findFood(table, "basil")).toBe("basil");
});

test("tofu is firm tofu as sold, and a frozen stir-fry mix is not SR28's corn-and-lima-bean mixed vegetables", () => {
  const kcalOf = (name: string) => table.foods[table.names[name]?.food ?? ""]?.per100g[0] ?? Number.NaN;
  // SR28's packaged firm tofus are 74–85 kcal/100 g; its pressed "raw, firm" tofu is 144.
  expect(kcalOf("tofu")).toBeGreaterThan(70);
  expect(kcalOf("tofu")).toBeLessThan(90);
  // SR28's "Vegetables, mixed, frozen" (corn, lima beans, peas) is 72 kcal/100 g.
  expect(kcalOf("stir fry")).toBeLessThan(40);
});

test("a lighter cheese the cook names is counted, though other words stand between the fat and the food", () => {
  const kcalOf = (name: string | null) => table.foods[table.names[name ?? ""]?.food ?? ""]?.per100g[0] ?? Number.NaN;
  expect(findFood(table, "reduced-fat shredded cheddar cheese")).toBe("reduced fat cheddar");
  expect(findFood(table, "low-fat sharp cheddar cheese")).toBe("low fat cheddar");
  expect(findFood(table, "low-fat cottage cheese")).toBe("low fat cottage cheese");
  expect(kcalOf(findFood(table, "low-fat sharp cheddar cheese"))).toBeLessThan(kcalOf(findFood(table, "sharp cheddar cheese")));
  // No lighter name in the table: the plain name, whose lighter kind the estimate reads from the line's words.
  expect(findFood(table, "reduced-fat cream cheese")).toBe("cream cheese");
  expect(findFood(table, "shredded cheddar cheese")).toBe("cheddar");
});
