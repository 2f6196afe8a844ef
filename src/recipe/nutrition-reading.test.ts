import { expect, test } from "vitest";
import { nutrientsOf } from "../food/nutrition.ts";
import { estimate, grams, table, usdaOf } from "../../tests/nutrition-lines.ts";

/**
 * Lines the estimate misread by how they are worded (issue 22, decision 018's "night" addendum): each a class of lines,
 * tested over several differently worded lines, never one recipe's line.
 */

test("whole chillies the shared names fold into chilli powder are dried whole chillies by the piece; by the spoon, the powder", () => {
  // SR28's sun-dried hot chile (11962), one pepper 0.5 g, as the chilli's own dried form counts them.
  for (const [text, expected] of [
    ["4 Kashmiri chillies", 2],
    ["6 dried Kashmiri chillies", 3],
    ["3 whole Kashmiri chillies, stalks removed", 1.5],
    ["8 kashmiri chilies", 4],
  ] as const) {
    expect(usdaOf(text), text).toBe("11962");
    expect(grams(text), text).toBeCloseTo(expected, 1);
  }
  // SR28's chili powder (02009), a teaspoon 2.7 g.
  for (const text of ["1 tsp Kashmiri chilli powder", "1 tsp Kashmiri chilli", "2 tsp chilli powder", "½ tbsp kashmiri chili powder"]) {
    expect(usdaOf(text), text).toBe("02009");
  }
});

test("a patty of a named kind is that kind, never the beef burger patty its name ends in", () => {
  // SR28's own veggie pattie (16147, 70 g).
  for (const [text, expected] of [
    ["1 veggie burger patty", 70],
    ["2 veggie burger patties", 140],
    ["4 vegetarian burger patties, defrosted", 280],
  ] as const) {
    expect(usdaOf(text), text).toBe("16147");
    expect(grams(text), text).toBe(expected);
  }
  // A sausage patty stays the sausage named before the word.
  expect(usdaOf("4 sausage patties")).toBe(usdaOf("4 sausages"));
  expect(usdaOf("2 turkey sausage patties")).toBe(usdaOf("2 turkey sausages"));
});

test("a number before the word of a share counts that share of the piece named after it", () => {
  for (const [text, expected] of [
    // Red cabbage, SR28 11112: small 567 g, medium 839 g.
    ["1 quarter of a small red cabbage, finely shredded", 567 / 4],
    ["2 quarters of a red cabbage", 839 / 2],
    // Cucumber, SR28 11205: 301 g; onion, medium 110 g.
    ["1 half of a cucumber", 301 / 2],
    ["1 third of a cucumber, diced", 301 / 3],
    ["1 quarter of an onion, sliced", 110 / 4],
  ] as const) {
    expect(grams(text), text).toBeCloseTo(expected, 0);
  }
  // The shares the amount grammar reads itself are unchanged.
  expect(grams("a quarter of a small red cabbage")).toBeCloseTo(567 / 4, 0);
  expect(grams("half a cucumber")).toBeCloseTo(301 / 2, 0);
});

test("whole spices counted with a size word are the spice, by its own piece; whole cloves of garlic stay garlic", () => {
  // SR28's ground cloves (02011); a whole clove 0.1 g.
  for (const [text, expected] of [
    ["20 whole cloves", 2],
    ["4 whole cloves, crushed", 0.4],
    ["6 cloves", 0.6],
  ] as const) {
    expect(usdaOf(text), text).toBe("02011");
    expect(grams(text), text).toBeCloseTo(expected, 1);
  }
  for (const text of ["3 whole cloves garlic", "2 whole cloves of garlic", "3 cloves garlic"]) {
    expect(usdaOf(text), text).toBe("11215");
  }
  const read = estimate("20 whole cloves");
  expect(read.kind === "counted" ? read.food : read.reason).toBe("clove");
});

test("a range of sizes written with a hyphen after its first number is the range, as written without it", () => {
  for (const [text, plain] of [
    ["1 (3- to 4-pound) chicken", "1 (3 to 4-pound) chicken"],
    ["1 (3½- to 4-pound) whole chicken", "1 (3½ to 4-pound) whole chicken"],
    ["1 (3-to 4-pound) head cauliflower", "1 (3 to 4-pound) head cauliflower"],
    ["2 (1- to 1¼-pound) pork tenderloins", "2 (1 to 1¼-pound) pork tenderloins"],
    ["1 (14- to 15-ounce) can chickpeas, drained", "1 (14 to 15-ounce) can chickpeas, drained"],
    ["1 (2- or 3-lb) chicken", "1 (2 or 3-lb) chicken"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usdaOf(plain));
    expect(grams(text), text).toBe(grams(plain));
  }
  // The middle of the range: 3.5 lb of cauliflower as bought, its leaves and core (SR28's refuse, 61 %) left out; two
  // tenderloins of 1⅛ lb; a whole chicken, its bones left out.
  expect(grams("1 (3-to 4-pound) head cauliflower")).toBeCloseTo(3.5 * 453.59237 * (1 - 0.61), 0);
  expect(grams("2 (1- to 1¼-pound) pork tenderloins")).toBeCloseTo(2 * 1.125 * 453.6, 0);
  expect(grams("1 (3- to 4-pound) chicken")).toBeGreaterThan(1000);
});

test("British wholemeal is whole-wheat: SR28's whole-wheat bread and pasta, as the US words count them", () => {
  for (const [text, us] of [
    ["4 slices wholemeal bread", "4 slices whole-wheat bread"],
    ["2 medium slices of wholemeal bread, toasted", "2 medium slices of whole-wheat bread, toasted"],
    ["200g wholemeal pasta", "200g whole-wheat pasta"],
    ["100 g wholemeal flour", "100 g whole-wheat flour"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usdaOf(us));
    expect(grams(text), text).toBe(grams(us));
  }
  // SR28's whole-wheat bread (18075), a slice 32 g; whole-wheat pasta (20124).
  expect(usdaOf("4 slices wholemeal bread")).toBe("18075");
  expect(grams("4 slices wholemeal bread")).toBe(128);
  expect(usdaOf("200g wholemeal pasta")).toBe("20124");
  // A wholemeal food the table knows no whole-wheat kind of is counted as the food, as its whole-wheat spelling is.
  expect(usdaOf("4 wholemeal pitta breads")).toBe(usdaOf("4 whole-wheat pitta breads"));
});

test("a whole-wheat, whole-grain or wholemeal pasta of any shape is SR28's whole-wheat pasta as bought, weighed as pasta", () => {
  for (const text of ["8 ounces whole-wheat linguine, uncooked", "8 ounces uncooked whole-grain rotini pasta", "200g wholemeal spaghetti", "2 cups whole-grain rotini", "1 cup wholewheat fusilli"]) {
    expect(usdaOf(text), text).toBe("20124");
  }
  expect(grams("2 cups whole-grain rotini")).toBe(grams("2 cups rotini"));
  // White pasta stays the enriched pasta; cooked, any pasta is SR28's cooked enriched pasta.
  expect(usdaOf("1 lb spaghetti")).toBe("20120");
  expect(usdaOf("2 cups cooked whole-wheat penne")).toBe(usdaOf("2 cups cooked penne"));
});

test("a weight written between the count and the name, without brackets, is each piece's size, as it is in brackets", () => {
  // British recipes print "1 1.5kg chicken", "1 whole 2kg chicken"; US ones "one 3-pound chicken". Each is read as its
  // bracketed spelling: the whole bird by its weight (bones left out), a leg of lamb, a ball of mozzarella by theirs.
  for (const [text, bracketed] of [
    ["1 whole 2kg chicken", "1 (2kg) whole chicken"],
    ["1 1.5kg chicken", "1 (1.5kg) chicken"],
    ["1 large 1.8kg free-range chicken", "1 (1.8kg) large free-range chicken"],
    ["one 3-pound chicken", "1 (3-pound) chicken"],
    ["1 whole 4-pound chicken, giblets removed", "1 (4-pound) whole chicken, giblets removed"],
    ["1 2kg leg of lamb", "1 (2kg) leg of lamb"],
    ["2 125g balls mozzarella, torn", "2 (125g) balls mozzarella, torn"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usdaOf(bracketed));
    expect(grams(text), text).toBe(grams(bracketed));
  }
  // A 2 kg chicken is the whole bird, SR28's meat and skin (05006) less its 32 % of bone: no 174 g breast.
  expect(usdaOf("1 whole 2kg chicken")).toBe("05006");
  expect(grams("1 whole 2kg chicken")).toBeCloseTo(2000 * 0.68, 0);
  expect(grams("2 125g balls mozzarella, torn")).toBe(250);
  // A weight after a container word is the container's, as before; a bare weight is the amount.
  expect(grams("2 400g tins chopped tomatoes")).toBe(800);
  expect(grams("500g chicken thighs")).toBe(500);
});

test("a piece of a head with a size word before the piece's word is that piece, never the whole head", () => {
  // "1 thin slice of white cabbage" had counted a 908 g head: the size word hid the unit. SR28 weighs no slice of cabbage,
  // so the line is listed as not counted, as "1 slice of cabbage" is; a thick slice of bread is still a slice of bread.
  for (const [text, plain] of [
    ["1 thin slice of white cabbage, shredded", "1 slice of white cabbage, shredded"],
    ["2 thin slices of red cabbage", "2 slices of red cabbage"],
    ["1 thick slice of cabbage", "1 slice of cabbage"],
    ["4 thick slices of bread", "4 slices of bread"],
    ["2 thin slices of onion", "2 slices of onion"],
  ] as const) {
    expect(grams(text), text).toBe(grams(plain));
  }
  expect(grams("1 thin slice of white cabbage, shredded")).toBe("unknown-weight");
  expect(grams("2 thin slices of onion")).toBe(28);
});

test("a count of the food's own pieces with a volume in brackets counts the pieces; the volume only where no piece is weighed", () => {
  // The pieces at SR28's size, as the same line without its bracket: the cup's weight hangs on the cut (SR28's onion
  // chopped 160 g a cup, sliced 115 g), and "about" a cup is the cook's guide, not the measure.
  for (const [text, plain] of [
    ["1 medium onion, chopped (about 1 cup)", "1 medium onion, chopped"],
    ["1 medium onion, cut into large chunks (about 2 cups)", "1 medium onion, cut into large chunks"],
    ["2 medium bell peppers, sliced ¼-inch-thick (about 4 cups)", "2 medium bell peppers, sliced ¼-inch-thick"],
    ["2 large carrots, chopped (about 2 cups)", "2 large carrots, chopped"],
    ["1 medium zucchini, quartered (1 cup)", "1 medium zucchini, quartered"],
  ] as const) {
    expect(grams(text), text).toBe(grams(plain));
  }
  expect(grams("1 medium onion, cut into large chunks (about 2 cups)")).toBe(110);
  // A weight in brackets is still the measure, and a volume written first is the amount.
  expect(grams("1 medium eggplant, cubed (about 12 ounces)")).toBeCloseTo(340, 0);
  expect(grams("1 cup chopped onion (about 1 medium onion)")).toBeCloseTo(160, 0);
  // With no piece weight in the table the volume in brackets still counts the line.
  expect(grams("2 garlic scapes, chopped (about ¼ cup)")).toBe(grams("¼ cup garlic scapes, chopped"));
  expect(grams("1 bunch kale, chopped (about 4 cups)")).toBe(grams("4 cups kale, chopped"));
});

test("an alternative in brackets with its own amount is counted when the line's own food cannot be weighed or found", () => {
  // The cook may use the alternative instead: counting it beats listing the line as not counted.
  for (const [text, alternative] of [
    ["2 garlic scapes, finely chopped (or 1 clove minced garlic)", "1 clove minced garlic"],
    ["1 bunch chard, chopped (or 300 g spinach)", "300 g spinach"],
    ["3 stalks green garlic (or 2 cloves garlic, sliced)", "2 cloves garlic, sliced"],
    ["4 fish steaks (or 500g cod fillets)", "500g cod fillets"],
  ] as const) {
    expect(grams(text), text).toBe(grams(alternative));
    expect(usdaOf(text), text).toBe(usdaOf(alternative));
    expect(estimate(text).text, text).toBe(text);
  }
  // A line the table can weigh keeps its own food; an alternative without an amount, or none, leaves the line as it was.
  expect(usdaOf("1 Tbsp onion, minced (or ½ Tbsp dried)")).toBe(usdaOf("1 Tbsp onion, minced"));
  expect(grams("1 Tbsp onion, minced (or ½ Tbsp dried)")).toBe(grams("1 Tbsp onion, minced"));
  expect(usdaOf("2 garlic scapes, finely chopped (or garlic)")).toBe("unknown-weight");
  expect(usdaOf("2 garlic scapes, finely chopped")).toBe("unknown-weight");
});

test("a plural in -is of a food whose name ends in i is that food, as the -ies and -s plurals are", () => {
  for (const [text, plain] of [
    ["4 red mild chillis", "4 red mild chillies"],
    ["2 green chillis, finely chopped", "2 green chillies, finely chopped"],
    ["3 bird's eye chillis", "3 bird's eye chillies"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usdaOf(plain));
    expect(grams(text), text).toBe(grams(plain));
    expect(typeof grams(text), text).toBe("number");
  }
});

test("a list of kinds with one head word after the last is that head's first kind, never the first word alone", () => {
  // "peanut, canola, or avocado oil" is oil of any of three kinds, not 9 g of peanuts: the reader ends the name at the first
  // comma, so the list is read again as the "peanut or canola oil" an "or" alone writes, whose first kind takes the head.
  for (const [text, plain] of [
    ["1 tablespoon peanut, canola, or avocado oil", "1 tablespoon peanut oil"],
    ["2 Tbsp olive, canola or vegetable oil", "2 Tbsp olive oil"],
    ["1 tbsp canola, vegetable, or peanut oil", "1 tbsp canola oil"],
    ["½ cup almond, soy, or oat milk", "½ cup almond milk"],
    ["2 tbsp sesame, peanut or vegetable oil, for frying", "2 tbsp sesame oil, for frying"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usdaOf(plain));
    expect(grams(text), text).toBe(grams(plain));
  }
  // A note after the comma is no kind: the line keeps its food.
  for (const [text, plain] of [
    ["1 onion, peeled, or 2 shallots", "1 onion"],
    ["1 carrot, peeled or grated", "1 carrot"],
    ["2 garlic cloves, crushed or finely chopped", "2 garlic cloves"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usdaOf(plain));
  }
});

test("vegetables of no named kind with examples are an even mix of the examples, never SR28's frozen mix of corn, lima beans and peas", () => {
  // SR28's "Vegetables, mixed, frozen" (11583) is a product of known make: a line naming fresh vegetables by their
  // examples ("one type or a combination; e.g. …") counts the examples the table knows, each an even share of the volume or
  // weight written, each weighed by its own cup where the line gives a volume.
  const kcal = (text: string) => {
    const read = estimate(text);
    if (read.kind !== "counted") return Number.NaN;
    return (read.mix ?? [{ usda: read.usda, share: 1 }]).reduce((sum, { usda, share }) => {
      const food = table.foods[usda];
      return sum + (food === undefined ? Number.NaN : nutrientsOf(read.grams * share, food)[0]);
    }, 0);
  };
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  for (const [text, examples] of [
    ["4 cups (about 1 pound) fresh vegetables, cut into bite-sized pieces (one type or a combination; e.g. green beans, cauliflower, carrots)", ["1 pound green beans", "1 pound cauliflower", "1 pound carrots"]],
    ["1 cup chopped fresh or frozen vegetables (one type or a combination; e.g. onion, bell pepper, mushrooms)", ["1 cup chopped onion", "1 cup chopped bell pepper", "1 cup chopped mushrooms"]],
    ["½ cup chopped vegetables (such as broccoli, onion or tomatoes)", ["½ cup chopped broccoli", "½ cup chopped onion", "½ cup chopped tomatoes"]],
    ["3 cups of fresh vegetables cut into bite-size pieces (red bell pepper, zucchini, broccoli or cauliflower)", ["3 cups red bell pepper", "3 cups zucchini", "3 cups broccoli", "3 cups cauliflower"]],
  ] as const) {
    const weights = examples.map((example) => grams(example));
    expect(weights.every((weight) => typeof weight === "number"), text).toBe(true);
    expect(grams(text), text).toBeCloseTo(mean(weights as number[]), 0);
    expect(kcal(text), text).toBeCloseTo(mean(examples.map(kcal)), 0);
  }
  // The mix by name, and vegetables with no examples, stay as they were: SR28's mix, or not counted by volume.
  expect(usdaOf("1 (16 oz) bag frozen mixed vegetables")).toBe("11584");
  expect(usdaOf("1 (10-ounce) package frozen mixed vegetables (e.g. green beans, carrots, corn, peas)")).toBe("11584");
  expect(estimate("1 (10-ounce) package frozen mixed vegetables (e.g. green beans, carrots, corn, peas)")).not.toHaveProperty("mix");
  expect(usdaOf("1 cup mixed vegetables")).toBe("11584");
  expect(usdaOf("2 cups frozen vegetables")).toBe("unknown-weight");
  // An example the table lacks is left out; a bracket of no foods is no list of examples.
  expect(grams("1 cup chopped vegetables (e.g. onion, snozzberries)")).toBe(grams("1 cup chopped onion"));
  expect(usdaOf("1 cup vegetables (about 5 ounces)")).toBe(usdaOf("5 ounces vegetables"));
});

test("a pulse the line soaks was bought dry: weighed before a soak written after it, it is SR28's dry seed; soaked, its boiled seed", () => {
  // Measure, then prepare: a weight or a cup before "soaked overnight" after the name is of the dry pulse (SR28's raw mature
  // seeds), never the canned beans and liquid a bare "kidney beans" is, nor the fresh snap beans a bare "beans" is.
  for (const [text, usda] of [
    ["250g kidney beans, soaked overnight", "16032"],
    ["200 g chickpeas, soaked overnight in cold water and drained", "16056"],
    ["1 cup black beans, soaked overnight", "16014"],
    ["1 lb beans, soaked overnight and drained", "16027"],
    ["2 cups pinto beans, picked over and soaked", "16042"],
    ["100 g red lentils, soaked for an hour", "16069"],
    ["300 g black-eyed beans, soaked overnight", "16062"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usda);
  }
  expect(grams("1 cup black beans, soaked overnight")).toBe(grams("1 cup dried black beans"));
  expect(grams("250g kidney beans, soaked overnight")).toBe(250);
  // Soaked before the name, or the soaking said in brackets as the state the weight is of: the weight is of the soaked,
  // swollen seeds, which SR28's boiled seeds stand nearest (both have taken up their water; dry seeds weigh half).
  for (const [text, usda] of [
    ["500 g soaked chickpeas", "16057"],
    ["2 cups pre-soaked pinto beans", "16043"],
    ["300g honey beans or black-eyed beans (washed, soaked overnight and drained)", "16028"],
    ["400 g cannellini beans (soaked overnight)", "16050"],
    ["250 g soaked black-eyed peas", "16063"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usda);
  }
  // Not pulses, or not soaked: as before.
  expect(usdaOf("1 red onion, thinly sliced and soaked in cold water")).toBe(usdaOf("1 red onion, thinly sliced"));
  expect(usdaOf("50 g raisins, soaked in rum")).toBe(usdaOf("50 g raisins"));
  expect(usdaOf("200 g green beans, trimmed")).toBe("11052");
  expect(usdaOf("1 (15 oz) can kidney beans, drained and rinsed")).toBe("16335");
  expect(usdaOf("1 cup dried chickpeas, soaked overnight")).toBe("16056");
});

test("a cheese of no named kind with its kinds given as examples is those kinds, never cheddar", () => {
  // A bare "cheese" is counted as cheddar; "(e.g. mozzarella)", "(such as Parmesan or pecorino)" name the kind the cook uses.
  for (const [text, example] of [
    ["1 cup shredded cheese (e.g. mozzarella, Italian blend)", "1 cup shredded mozzarella"],
    ["½ cup grated cheese (such as Parmesan)", "½ cup grated parmesan"],
    ["100 g cheese (for example feta)", "100 g feta"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usdaOf(example));
    expect(grams(text), text).toBeCloseTo(grams(example) as number, 0);
  }
  // Two kinds: an even mix of the two, each by its own cup.
  const mixed = estimate("1 cup shredded cheese (mozzarella or Gouda)");
  expect(mixed.kind === "counted" ? mixed.mix?.map((part) => part.usda).sort() : null).toEqual([usdaOf("1 cup shredded mozzarella"), usdaOf("1 cup shredded gouda")].sort());
  // No kinds named, or a lighter cheese the line names: as before.
  expect(usdaOf("1 cup shredded cheese")).toBe("01009");
  expect(usdaOf("½ cup cheese (about 2 oz)")).toBe("01009");
  expect(usdaOf("⅔ cup reduced-fat shredded cheese (e.g. cheddar)")).toBe(usdaOf("⅔ cup reduced-fat shredded cheese"));
});

test("a chilli named by its kind before \"chili pepper\" or \"chile\" is that kind, by its own piece; a colour before it is no kind", () => {
  // SR28's jalapeño (11979, "1 pepper" 14 g) and serrano (11977, 6.1 g) are the peppers; "chili pepper" after the kind is the
  // class, not SR28's 45 g hot chili, nor the bell pepper a "chile peppers" read as "peppers" had counted.
  for (const [text, kind] of [
    ["1 medium Jalapeno chili pepper, rinsed and split lengthwise", "1 jalapeno pepper"],
    ["1 jalapeño chile pepper, minced", "1 jalapeno pepper"],
    ["2 serrano chile peppers, minced", "2 serrano peppers"],
    ["3 serrano chillies", "3 serrano peppers"],
    ["2 jalapeño chiles, seeded", "2 jalapeno peppers"],
    ["1 Anaheim chili pepper", "1 anaheim pepper"],
  ] as const) {
    expect(usdaOf(text), text).toBe(usdaOf(kind));
    expect(grams(text), text).toBe(grams(kind));
  }
  // A colour or a kind the table lacks stays the chilli it was.
  for (const text of ["1 red chili pepper", "2 green chile peppers", "1 hot chili pepper", "1 fresh chilli pepper"]) {
    expect(usdaOf(text), text).toBe(usdaOf("1 chilli"));
  }
  expect(usdaOf("1 (4 oz) can green chiles")).toBe(usdaOf("1 (4 oz) can green chiles, drained"));
  // A word of how it is prepared is no kind: ground chilli pepper is the spice it was, never ground black pepper.
  expect(usdaOf("1 teaspoon ground chilli pepper")).not.toBe(usdaOf("1 teaspoon ground black pepper"));
  expect(usdaOf("1 tsp crushed chili pepper")).not.toBe(usdaOf("1 teaspoon ground black pepper"));
  expect(usdaOf("1 red bell pepper")).toBe(usdaOf("1 bell pepper"));
});
