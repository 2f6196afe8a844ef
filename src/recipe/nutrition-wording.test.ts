import { expect, test } from "vitest";
import { estimate, foodOf, grams, table } from "../../tests/nutrition-lines.ts";

/**
 * British and VA wording (issue 22, decision 018's "early afternoon" addendum): classes of lines the NHS and VA tuning
 * parts showed the estimate misreading, each tested over several differently worded lines, never one recipe's line.
 */

/** Fat per 100 g of the SR28 food the line counts. */
function fatPer100g(text: string): number {
  const read = estimate(text);
  if (read.kind !== "counted") throw new Error(`${text}: ${read.reason}`);
  return table.foods[read.usda]?.per100g[2] ?? Number.NaN;
}

test("two kinds of broth or stock after a lighter word are the first kind's broth, not its meat or a vegetable", () => {
  for (const [text, food] of [
    ["6 cups (48 ounces) low-sodium chicken or vegetable broth", "chicken stock"],
    ["1 litre reduced-salt vegetable or chicken stock", "vegetable stock"],
    ["2 cups unsalted chicken or vegetable stock", "chicken stock"],
    ["500ml low-salt vegetable or chicken stock", "vegetable stock"],
    ["3 cups fat-free, low-sodium chicken or beef broth", "chicken stock"],
  ] as const) {
    expect(foodOf(text), text).toBe(food);
  }
  // A broth by the cup is a broth's weight, never 1.4 kg of meat for 6 cups.
  expect(grams("6 cups low-sodium chicken or vegetable broth")).toBeLessThan(1500);
  expect(grams("6 cups low-sodium chicken or vegetable broth")).toBeGreaterThan(1300);
});

test("a name that ends in the word counting its pieces (rounds, links, slices) names the food before that word", () => {
  for (const [text, food] of [
    ["2 (6-inch) whole-wheat pita bread rounds", "pita"],
    ["4 pita rounds", "pita"],
    ["8 thin cucumber slices", "cucumber"],
    ["6 cucumber slices", "cucumber"],
    ["2 turkey breakfast sausage links", "turkey breakfast sausage"],
    ["2 pre-cooked Italian chicken sausage links, sliced", "chicken sausage"],
    ["4 pork sausage links", "sausage"],
  ] as const) {
    expect(foodOf(text), text).toBe(food);
  }
});

test("a pinch with no number, or a large or small one, is a pinch of the food", () => {
  const pinch = grams("1 pinch salt");
  expect(typeof pinch).toBe("number");
  for (const text of ["Pinch salt", "pinch of ground black pepper", "a pinch of nutmeg"]) expect(grams(text), text).toBe(pinch);
  for (const text of ["large pinch of black pepper", "a large pinch of nutmeg", "generous pinch of salt", "a good pinch of chilli flakes"]) {
    expect(grams(text), text).toBeGreaterThan(pinch as number);
  }
  for (const text of ["small pinch of salt", "a small pinch of cayenne pepper"]) expect(grams(text), text).toBeLessThan(pinch as number);
});

test("a spread is a vegetable oil spread, lighter when the line says so; never butter or olive oil", () => {
  const butter = fatPer100g("75g butter");
  const spread = fatPer100g("25g sunflower spread");
  expect(spread).toBeLessThan(butter);
  for (const text of ["20g olive oil spread", "1 tbsp vegetable oil spread", "25g dairy-free spread", "2 tsp olive spread"]) {
    expect(fatPer100g(text), text).toBe(spread);
  }
  for (const text of ["75g lower-fat spread", "2 teaspoons lower-fat spread", "1 tbsp reduced-fat spread", "4 teaspoons low-fat spread"]) {
    expect(fatPer100g(text), text).toBeLessThan(spread);
  }
  expect(fatPer100g("1 tbsp low-fat spread")).toBeLessThanOrEqual(fatPer100g("1 tbsp reduced-fat spread"));
});

test("mixed dried herbs are a dried herb blend, by the spoon", () => {
  for (const text of ["1 teaspoon dried mixed herbs", "2 tsp mixed dried herbs", "1 tbsp dried mixed herbs", "½ tsp mixed herbs"]) {
    expect(typeof grams(text), text).toBe("number");
    expect(grams(text) as number, text).toBeLessThan(10);
  }
});

test("a weight written before a tin or can is the tin's: drained, its liquid is poured away", () => {
  for (const text of ["400g tin of chickpeas, drained", "1 x 400g tin of kidney beans, drained and rinsed", "400g can of black beans, rinsed and drained", "2 x 400g tins of cannellini beans, drained"]) {
    const whole = text.startsWith("2") ? 800 : 400;
    const read = grams(text);
    expect(typeof read, text).toBe("number");
    expect(read as number, text).toBeLessThan(whole * 0.8);
  }
});

test("a flatbread's size written in inches picks the piece of that size (VA's '(9-or 10-inch) tortillas', '(6-inch) pita')", () => {
  // The table's flour tortillas: 32 g across 6 inches, 49 g across 8, 72 g across 10; SR28's pitas 28 g (4 inches), 60 g (6½).
  expect(grams("2 (9-or 10-inch) whole-wheat tortillas")).toBe(144);
  expect(grams("4 (10-inch) flour tortillas")).toBe(288);
  expect(grams("3 10-inch tortillas, cut into 1-inch strips")).toBe(216);
  expect(grams("4 (6-inch) flour tortillas")).toBe(128);
  expect(grams("2 (7-to 8-inch) tortillas")).toBe(98);
  expect(grams("2 (6-inch) whole-wheat pita bread rounds")).toBe(120);
  expect(grams("4 (4-inch) pitas")).toBe(112);
  // With no size across, a piece is what it was.
  expect(grams("2 flour tortillas")).toBe(96);
  expect(grams("2 pita breads")).toBe(120);
});

test("back bacon is the lean loin cut, not streaky bacon, by the rasher or the weight", () => {
  const streaky = fatPer100g("4 rashers streaky bacon");
  for (const text of ["2 rashers lean back bacon, chopped", "4 rashers back bacon", "200g smoked back bacon, diced", "6 slices Canadian bacon"]) {
    expect(fatPer100g(text), text).toBeLessThan(streaky / 2);
  }
  expect(fatPer100g("4 slices bacon")).toBe(streaky);
});

test("reduced-fat or low-fat sausages are a lighter sausage than the plain one", () => {
  const plain = fatPer100g("4 pork sausages");
  for (const text of ["4 reduced-fat sausages", "8 lower-fat pork sausages", "4 low-fat sausages", "6 light sausages"]) {
    expect(fatPer100g(text), text).toBeLessThan(plain / 2);
  }
});

test("a bagel is counted by the bagel, as bread", () => {
  for (const text of ["4 wholemeal bagels, sliced in half", "2 bagels", "1 plain bagel, toasted", "3 sesame bagels"]) {
    expect(typeof grams(text), text).toBe("number");
  }
});

test("a sausage named by its meat or kind is SR28's sausage of that meat, by its own link", () => {
  const pork = fatPer100g("4 pork sausages");
  for (const text of ["2 turkey breakfast sausage links, sliced", "2 pre-cooked Italian chicken sausage links", "4 chicken sausages", "1 lb turkey sausage"]) {
    expect(fatPer100g(text), text).toBeLessThan(pork * 0.75);
  }
  // SR28's "2 oz, 2 links" of turkey breakfast sausage, and its pork breakfast link.
  expect(grams("2 turkey breakfast sausage links")).toBe(56.8);
  expect(grams("4 breakfast sausage links")).toBe(100);
});

test("alternatives of how a food is prepared or sold name the food after them, not a generic one", () => {
  for (const [text, food] of [
    ["½ cup grated or shredded parmesan cheese", "parmesan"],
    ["⅓ cup shredded or grated parmesan cheese", "parmesan"],
    ["1 cup fresh or frozen blueberries", "blueberry"],
    ["½ cup cooked or canned chickpeas, drained", "chickpea"],
    ["2 cups chopped or sliced mushrooms", "mushroom"],
  ] as const) {
    expect(foodOf(text), text).toBe(food);
  }
});

test("deli turkey is sliced turkey breast as sold, by the slice or the weight; a fajita seasoning is a taco-style mix", () => {
  for (const text of ["2 slices deli turkey, chopped", "3 slices of deli turkey", "4 oz sliced deli turkey", "100g deli turkey"]) {
    expect(foodOf(text), text).toBe("deli turkey");
  }
  expect(typeof grams("2 slices deli turkey")).toBe("number");
  for (const text of ["4 tablespoons (¼ cup) fajita seasoning, divided", "2 tbsp fajita spice mix", "1 tbsp fajita seasoning mix"]) {
    expect(typeof grams(text), text).toBe("number");
  }
});

test("a food named before what it is for ('to grease the tin', 'for dusting') is that food", () => {
  for (const [text, food] of [
    ["1 teaspoon lower-fat spread to grease tin", "butter"],
    ["1 tsp sunflower oil to grease the tray", "vegetable oil"],
    ["2 tsp rapeseed oil for greasing the tin", "vegetable oil"],
    ["1 tbsp plain flour for dusting the worktop", "flour"],
  ] as const) {
    expect(foodOf(text), text).toBe(food);
  }
});

test("a reduced-calorie or low-calorie product is its lighter kind, never the full-fat food", () => {
  // US "reduced calorie" is at least 25 % fewer calories than the usual food (21 CFR 101.60(b)(4)); a mayonnaise or
  // dressing so labelled is SR28's light one, not its regular one (75 g fat per 100 g).
  const regular = fatPer100g("1 tablespoon mayonnaise");
  for (const text of [
    "1 teaspoon reduced-calorie mayonnaise",
    "1 level tablespoon reduced calorie mayonnaise",
    "2 tbsp low-calorie mayonnaise",
    "3 tablespoons lower-calorie mayonnaise",
    "1 tbsp calorie-reduced mayonnaise",
  ]) {
    expect(fatPer100g(text), text).toBeLessThan(regular / 2);
  }
  // A word about calories on a food without lighter kinds leaves the food as it is.
  expect(foodOf("1 tbsp reduced-calorie mayonnaise")).toBe("mayonnaise");
  expect(foodOf("2 tbsp low-calorie sweetener")).toBe(foodOf("2 tbsp sweetener"));
});

test("half-fat is reduced fat, as British labels use it, on every food with a lighter kind", () => {
  // "Half-fat" is at least 30 % less fat than the usual food (Regulation (EC) No 1924/2006, Annex: "reduced"); it reads as
  // reduced-fat wherever the food has a lighter kind.
  for (const [half, reduced] of [
    ["50 g half-fat cheddar, grated", "50 g reduced-fat cheddar, grated"],
    ["125 g half-fat mozzarella, torn", "125 g reduced-fat mozzarella, torn"],
    ["2 tbsp half fat mayonnaise", "2 tbsp reduced-fat mayonnaise"],
    ["200 ml half-fat sour cream", "200 ml reduced-fat sour cream"],
  ] as const) {
    expect(estimate(half), half).toEqual({ ...estimate(reduced), text: half });
  }
});

test("light cream is SR28's light cream, however a cook names it; a lighter crème fraîche is light cream, not heavy", () => {
  // 21 CFR 131.155: light cream, "coffee cream or table cream", 18–30 % milkfat: SR28's 01050 (19 % fat). Old US
  // cookbooks call it thin cream (the 1896 Boston Cooking-School Cook Book: "thin cream" against "heavy" or "thick").
  for (const text of ["1 cup light cream", "1 quart thin cream", "½ cup table cream", "2 tbsp coffee cream", "100 ml reduced-fat crème fraîche", "2 tbsp half-fat crème fraîche", "200 ml light crème fraîche"]) {
    expect(estimate(text), text).toMatchObject({ kind: "counted", usda: "01050" });
  }
  // Heavy, double, thick, whipping cream and full crème fraîche stay SR28's heavy whipping cream (36 % fat).
  for (const text of ["1 cup heavy cream", "150 ml double cream", "1 cup thick cream", "1 cup whipping cream", "100 g crème fraîche", "1 cup cream"]) {
    expect(estimate(text), text).toMatchObject({ kind: "counted", usda: "01053" });
  }
});

test("a lean share the line states is SR28's ground meat of that share: per cent lean, per cent fat, or lean/fat", () => {
  // SR28 weighs ground beef raw at 70 to 97 % lean ("Beef, ground, 90% lean meat / 10% fat, raw", 23562) and ground turkey
  // at 85 and 93 % lean; a line that states its share counts that food, the nearest SR28 has, not the 85 % of a plain line.
  for (const [text, usda] of [
    ["1 lb 90% lean ground beef", "23562"],
    ["500g 5% fat beef mince", "23557"],
    ["500 g beef mince (less than 5% fat)", "23557"],
    ["1 lb 80/20 ground beef", "23572"],
    ["1 lb 85/15 ground beef", "23567"],
    ["1 pound ground beef (93% lean)", "23472"],
    ["450g lean minced beef (10% fat)", "23562"],
    ["1 lb 70 percent lean ground beef", "13498"],
    ["1 pound 85% lean ground turkey", "05668"],
    ["500g turkey mince (7% fat)", "05665"],
    // Fat-free is the lighter kind: SR28's fat-free ground turkey; a share in words reads as one in figures.
    ["12 oz 99 percent fat-free ground turkey", "05662"],
    ["1 lb 99% fat-free ground turkey", "05662"],
    ["1 cup 2 percent milk", "01079"],
    ["1 cup 1 per cent milk", "01082"],
  ] as const) {
    expect(estimate(text), text).toMatchObject({ kind: "counted", usda });
  }
  // A word with no number is no share ("lean" meant other shares in older USDA data), and a per cent of something else is
  // not one: the plain food.
  for (const text of ["1 lb lean ground beef", "1 pound ground beef, extra lean", "1 lb ground beef", "500g beef mince, 2 x 250g packs"]) {
    expect(estimate(text), text).toMatchObject({ kind: "counted", usda: "23567" });
  }
  // Over every share the table lists: the leaner the share, the less fat SR28 gives per 100 g.
  for (const [name, named] of Object.entries(table.names)) {
    const fats = Object.entries(named.leanShares ?? {})
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, usda]) => table.foods[usda]?.per100g[2] ?? Number.NaN);
    expect(fats, name).toEqual([...fats].sort((a, b) => b - a));
  }
});
