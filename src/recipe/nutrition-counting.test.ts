import { expect, test } from "vitest";
import { estimate, grams, table, usdaOf } from "../../tests/nutrition-lines.ts";
import { isFoodLine } from "./nutrition.ts";

/**
 * Which lines can be counted (issue 22, lines counted over recipes in general): classes of weights and of names that
 * cooks write and the table did not know, each tested over several wordings, never over one recipe's line. The weights
 * come from SR28's own household weights first, then from cooks' conventions recorded with their source in
 * data/nutrition-foods.json.
 */

const usda = (name: string) => table.names[name]?.food;

test("SR28's own household weights: a square of baking chocolate, a tablespoon of gelatin, a bouillon cube, a slice of onion or cheese", () => {
  // "1 oz, square Bakers" 29 g (19078); "1 envelope, (1 tbsp)" 7 g (19177).
  expect(grams("3 squares Baker's chocolate")).toBe(87);
  expect(grams("2 squares chocolate")).toBe(58);
  expect(grams("1½ squares of unsweetened chocolate, melted")).toBe(43.5);
  expect(grams("2 tablespoons granulated gelatine")).toBe(14);
  expect(grams("1 tbsp powdered gelatin")).toBe(7);
  expect(grams("1 tsp gelatin")).toBeCloseTo(2.3, 1);
  // A cube makes a cup of broth, as the table counts a chicken stock cube: the prepared broth's cup.
  for (const text of ["1 cube vegetable bouillon, crumbled", "2 beef stock cubes", "1 vegetable stock cube"]) expect(typeof grams(text), text).toBe("number");
  expect(grams("1 slice onion")).toBe(14);
  expect(grams("2 slices of onion")).toBe(28);
  expect(grams("2 slices of cheese, such as gruyère")).toBe(56);
});

test("whole spices by the piece, as cooks count them", () => {
  for (const [text, most] of [
    ["3 cardamom pods", 1],
    ["8 green cardamom pods, bruised", 2],
    ["12 peppercorns", 1],
    ["3 whole black peppercorns", 0.5],
    ["4 whole star anise", 2],
    ["2 star anise", 1],
    ["10 cm (4 inches) cinnamon stick", 5],
    ["5–6 strands saffron", 0.1],
    ["a pinch of saffron threads", 0.5],
    ["15 curry leaves (fresh, if possible)", 3],
    ["10 fresh curry leaves", 2],
    ["15 coriander seeds", 0.5],
  ] as const) {
    const read = estimate(text);
    expect(read.kind === "counted" ? read.grams : read.reason, text).toBeGreaterThan(0);
    expect(read.kind === "counted" ? read.grams : read.reason, text).toBeLessThanOrEqual(most);
  }
});

test("herbs by the sprig and the bunch, and what is sold by the sheet, the package, the bottle, the loaf and the cake", () => {
  for (const text of ["1 sprig marjoram", "2 sprigs of oregano", "a sprig of tarragon", "a bunch of chives", "1 bunch chives, snipped"]) expect(typeof grams(text), text).toBe("number");
  expect(grams("1 sheet of pre-rolled puff pastry")).toBeGreaterThan(150);
  expect(grams("2 sheets ready-rolled puff pastry")).toBeGreaterThan(300);
  expect(grams("1 package store-bought pizza dough")).toBe(454);
  expect(grams("1 bottle red wine")).toBe(745.5);
  expect(grams("1 bottle of dry white wine")).toBe(745.5);
  expect(grams("2 loaves of sourdough bread")).toBe(908);
  expect(grams("A large loaf of crusty bread")).toBe(454);
  // A cake of compressed yeast does the work of a packet of dry: counted as the packet.
  expect(grams("1 yeast cake")).toBe(7);
  expect(grams("¼ yeast cake dissolved in")).toBe(1.8);
  expect(grams("1 cake compressed yeast")).toBe(7);
});

test("names cooks use now: chile flakes, miso paste, all spice, mixed spice, candied peel, clams, citron, fowl, white stock, wine, Indian meal, the first of two kinds", () => {
  for (const [text, name] of [
    ["1/4 tsp red chile flakes", "chilli flake"],
    ["1 tsp red chili flakes", "chilli flake"],
    ["1/4 cup white or yellow miso paste", "miso"],
    ["2 tbsp miso paste", "miso"],
    ["1 teaspoon ground all spice", "allspice"],
    ["½ tsp all spice", "allspice"],
    ["1 tsp mixed spice", "mixed spice"],
    ["2 tsp ground mixed spice", "mixed spice"],
    ["25 g candied fruit peel", "candied peel"],
    ["5 to 6 cups unbleached all-purpose or bread flour", "flour"],
    ["2 tablespoons of room temperature or softened butter, unsalted", "butter"],
    ["24 live littleneck or mahogany clams", "clam"],
    ["1 cup citron, thinly sliced", "candied peel"],
    ["⅓ cup candied citron, chopped", "candied peel"],
    ["½ cup shredded cocoanut", "coconut"],
    ["4 tablespoons Indian meal", "cornmeal"],
    ["¼ cup English walnut meats, broken in pieces", "walnut"],
    ["3 tablespoons wine", "wine"],
    ["1 Bayleaf", "bay leaf"],
    ["4 cups White Stock III", "stock"],
    ["2 cups white stock", "stock"],
    ["1¾ cups chopped cold cooked fowl", "chicken"],
    ["4 lb. fowl", "chicken"],
  ] as const) {
    const food = usda(name);
    expect(food, name).toBeDefined();
    const counted = usdaOf(text);
    // A form or kind the line names (cooked fowl, unsalted butter) is the name's own.
    expect([food, ...Object.values(table.names[name]?.forms ?? {}), ...Object.values(table.names[name]?.variants ?? {})], text).toContain(counted);
  }
  // Sauternes is a sweet white wine.
  expect(usdaOf("2 tablespoons Sauterne wine")).toBe("14057");
  expect(usdaOf("1½ tablespoons Sauterne")).toBe("14057");
});

test("archaic soda by the spoon is baking soda, and pepper by the spoon is black pepper; by the can, the cup or the piece they are not", () => {
  for (const text of ["1 teaspoon soda", "½ teaspoon soda", "1½ tsp Bread Soda", "¾ tsp. soda", "a pinch of soda"]) expect(usdaOf(text), text).toBe(usda("baking soda"));
  for (const text of ["1 can soda", "2 cups soda water", "1 bottle club soda", "1 cup lemon-lime soda"]) expect(usdaOf(text), text).not.toBe(usda("baking soda"));
  for (const text of ["¼ tsp pepper", "1/4 teaspoon ground pepper", "a pinch of pepper", "Few grains pepper"]) expect(usdaOf(text), text).toBe(usda("black pepper"));
  for (const text of ["1 green pepper, diced", "2 peppers, sliced", "1 cup chopped pepper"]) expect(usdaOf(text), text).not.toBe(usda("black pepper"));
});

test("a trace is counted as a trace: few grains, a few drops, a bit of, a slight grating, a touch of", () => {
  for (const text of ["Few grains cayenne", "few grains salt", "A few grains of pepper", "Few drops onion juice", "a few drops vanilla extract", "Bit of bay leaf", "Slight grating nutmeg", "a touch of salt"]) {
    const counted = grams(text);
    expect(typeof counted, text).toBe("number");
    expect(counted, text).toBeGreaterThan(0);
    expect(counted, text).toBeLessThan(1);
  }
  // A vague amount that is no trace is still not guessed.
  for (const text of ["Some melted butter", "a little olive oil", "lots of cheese"]) expect(estimate(text).kind, text).toBe("skipped");
});

test("the 1896 shape of a part of a piece, \"Yolk 1 egg\", counts as \"1 egg yolk\" does", () => {
  for (const [old, now] of [
    ["Yolk 1 egg", "1 egg yolk"],
    ["Yolk one egg", "1 egg yolk"],
    ["Yolk 1 egg slightly beaten", "1 egg yolk"],
    ["Yolks 3 “hard-boiled” eggs", "3 egg yolks"],
    ["Whites 8 eggs", "8 egg whites"],
    ["White of 1 egg", "1 egg white"],
    ["Juice 2 lemons", "juice of 2 lemons"],
    ["Juice 5 oranges", "juice of 5 oranges"],
    ["Rind ½ lemon", "zest of ½ lemon"],
    ["Grated rind 1 orange", "grated zest of 1 orange"],
  ] as const) {
    expect(usdaOf(old), old).toBe(usdaOf(now));
    expect(grams(old), old).toBe(grams(now));
  }
});

test("a piece of a food counted by the piece is one of it, where the food has no piece weight of its own", () => {
  expect(grams("4 pieces tatase (red bell peppers)")).toBe(grams("4 red bell peppers"));
  expect(grams("3 pieces of onion")).toBe(grams("3 onions"));
  expect(grams("2 pieces green pepper")).toBe(grams("2 green peppers"));
  // A food that has a piece of its own keeps it: a piece of chicken, of ginger.
  expect(grams("2 pieces of chicken")).toBe(200);
  expect(grams("1 piece ginger")).toBe(5);
});

test("the juice or the zest of a piece is what the piece yields, not the fruit's weight", () => {
  // SR28's full weight table: the juice of a lemon 48 g, of a lime 44 g, of an orange 86 g; a tablespoon of grated peel 6 g.
  for (const [text, expected] of [
    ["juice of 2 lemons", 96],
    ["2 lemons, juiced", 96],
    ["juice of 1 lime", 44],
    ["Juice 5 oranges", 430],
    ["zest of 1 lemon", 6],
    ["grated zest of 2 oranges", 12],
    ["Rind one lemon", 6],
  ] as const)
    expect(grams(text), text).toBe(expected);
  // A volume of juice is the juice's own density; a whole fruit its own weight.
  expect(grams("2 tbsp lemon juice")).toBe(30.5);
  expect(grams("1 lemon")).toBe(58);
});

test("nuts by the nut, from SR28's ounce of so many kernels, and a whole nutmeg", () => {
  for (const [text, each] of [
    ["6 bitter almonds", 1.2],
    ["10 whole almonds", 1.2],
    ["12 cashews", 1.6],
    ["8 hazelnuts, toasted", 1.4],
    ["20 shelled pistachios", 0.6],
    ["6 macadamia nuts", 2.6],
  ] as const) {
    const read = estimate(text);
    const count = Number(/\d+/.exec(text)?.[0]);
    expect(read.kind === "counted" ? Math.round((read.grams / count) * 10) / 10 : read.reason, text).toBe(each);
  }
  expect(grams("½ grated nutmeg")).toBe(2.8);
  expect(grams("1 whole nutmeg, grated")).toBe(5.5);
});

test("a line with no letter in it (a rule drawn with box characters) is no food line, as equipment is not", () => {
  for (const text of ["──────┬───────────────────────", "──────┴───────────────────", "═════", "+-----+-----+"]) expect(isFoodLine(estimate(text)), text).toBe(false);
  for (const text of ["Salt", "1 egg", "Turnip│"]) expect(isFoodLine(estimate(text)), text).toBe(true);
});

test("a sourdough starter is flour and water in equal weights: half its weight is counted as flour, its cup weighed as a starter's", () => {
  const flourPer100g = table.foods[usda("flour") ?? ""]?.per100g[0] ?? Number.NaN;
  for (const text of ["100 g active sourdough starter", "1 cup starter", '2 cups unfed "discard" starter at 100% hydration', "50 g levain"]) {
    const read = estimate(text);
    expect(read.kind === "counted" ? read.usda : read.reason, text).toBe(usda("sourdough starter"));
    expect(table.foods[read.kind === "counted" ? read.usda : ""]?.per100g[0], text).toBeCloseTo(flourPer100g / 2, 0);
  }
  expect(grams("1 cup starter")).toBe(227);
  expect(grams("2 tbsp butter at room temperature")).toBe(grams("2 tbsp butter"));
});
