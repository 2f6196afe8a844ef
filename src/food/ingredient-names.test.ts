import fc from "fast-check";
import { expect, test } from "vitest";
import { covers, ingredientFamily, normaliseIngredient, PANTRY_STAPLES, readIngredient, singularise, withoutUseUpMark } from "./ingredient-names.ts";
import names from "../../data/ingredient-names.json" with { type: "json" };
import foods from "../../data/food-vocabulary.json" with { type: "json" };
import { ingredientNamesSchema } from "./ingredient-names-schema.ts";
import { ingredientKind } from "./ingredient-kinds.ts";

const cases: readonly (readonly [string, string])[] = [
  // Case, whitespace and punctuation.
  ["Eggs", "egg"],
  ["  TOMATOES  ", "tomato"],
  ["onion.", "onion"],
  ["garlic!!", "garlic"],
  ["feta cheese,", "feta"],
  // Quantities and containers.
  ["2 eggs", "egg"],
  ["500g minced beef", "ground beef"],
  ["500 g chicken thighs", "chicken thigh"],
  ["2 x 400g tins chopped tomatoes", "tomato"],
  ["a handful of fresh basil leaves", "basil"],
  ["3 cloves garlic", "garlic"],
  ["2 cans of chickpeas", "chickpea"],
  ["½ lemon", "lemon"],
  ["1 bunch spring onions", "green onion"],
  // Preparation and size words.
  ["fresh coriander", "cilantro"],
  ["chopped onion", "onion"],
  ["diced carrots", "carrot"],
  ["minced garlic", "garlic"],
  ["sliced mushrooms", "mushroom"],
  ["frozen peas", "pea"],
  ["tinned tomatoes", "tomato"],
  ["canned black beans", "black bean"],
  ["large ripe avocados", "avocado"],
  ["small organic potatoes", "potato"],
  ["raw prawns", "shrimp"],
  ["boneless, skinless chicken thighs", "chicken thigh"],
  // Cuts SR28 holds apart keep their own names, each in its meat's family.
  ["chicken breasts", "chicken"],
  ["chicken wings", "chicken wing"],
  ["1 whole chicken", "whole chicken"],
  ["lean center-cut pork chops", "pork chop"],
  ["lamb cutlets", "lamb chop"],
  ["brown rice", "brown rice"],
  // Descriptors alone name no food (USDA's common names once read "boneless" as beef).
  ["boneless", "boneless"],
  ["skinless", "skinless"],
  ["free-range eggs", "egg"],
  ["ground cumin", "cumin"],
  ["ground cinnamon", "cinnamon"],
  ["dried oregano", "oregano"],
  ["grated parmesan", "parmesan"],
  // Plurals.
  ["potatoes", "potato"],
  ["berries", "berry"],
  ["blueberries", "blueberry"],
  ["bay leaves", "bay leaf"],
  ["chillies", "chilli"],
  ["radishes", "radish"],
  ["peaches", "peach"],
  ["olives", "olive"],
  ["chives", "chive"],
  ["lentils", "lentil"],
  ["noodles", "noodle"],
  ["brussels sprouts", "brussels sprout"],
  ["anchovies", "anchovy"],
  // Words that only look plural.
  ["hummus", "hummus"],
  ["couscous", "couscous"],
  ["asparagus", "asparagus"],
  ["swiss chard", "swiss chard"],
  ["molasses", "molasses"],
  ["lemongrass", "lemongrass"],
  ["watercress", "watercress"],
  // Synonyms and regional names.
  ["scallions", "green onion"],
  ["spring onion", "green onion"],
  ["garbanzo beans", "chickpea"],
  ["chickpeas", "chickpea"],
  ["coriander (leaf)", "cilantro"],
  ["coriander leaves", "cilantro"],
  ["cilantro", "cilantro"],
  ["ground coriander", "ground coriander"],
  ["coriander seeds", "ground coriander"],
  ["aubergine", "eggplant"],
  ["Aubergines", "eggplant"],
  ["courgettes", "zucchini"],
  ["capsicum", "bell pepper"],
  ["sweet peppers", "bell pepper"],
  ["red pepper", "bell pepper"],
  ["peppers", "bell pepper"],
  ["ground beef", "ground beef"],
  ["beef mince", "ground beef"],
  ["minced beef", "ground beef"],
  ["lamb mince", "ground lamb"],
  ["prawns", "shrimp"],
  ["king prawns", "shrimp"],
  ["rocket", "arugula"],
  ["mangetout", "snow pea"],
  ["sugar snap peas", "snow pea"],
  ["maize", "corn"],
  ["sweetcorn", "corn"],
  ["chili", "chilli"],
  ["chili peppers", "chilli"],
  ["red pepper flakes", "chilli flake"],
  ["caster sugar", "sugar"],
  ["icing sugar", "icing sugar"],
  ["powdered sugar", "icing sugar"],
  ["plain flour", "flour"],
  ["all-purpose flour", "flour"],
  ["self-raising flour", "self-raising flour"],
  ["self rising flour", "self-raising flour"],
  ["double cream", "heavy cream"],
  ["heavy cream", "heavy cream"],
  ["Greek yoghurt", "yogurt"],
  ["bicarbonate of soda", "baking soda"],
  ["cornflour", "cornstarch"],
  ["beetroot", "beet"],
  ["swede", "rutabaga"],
  ["cos lettuce", "romaine lettuce"],
  ["cavolo nero", "kale"],
  ["pak choi", "bok choy"],
  ["gram flour", "chickpea flour"],
  ["soya sauce", "soy sauce"],
  ["chicken broth", "chicken stock"],
  ["veg stock", "vegetable stock"],
  ["parmigiano reggiano", "parmesan"],
  ["goat's cheese", "goat cheese"],
  ["cod fillets", "cod"],
  ["salmon fillets", "salmon"],
  ["steak", "beef"],
  ["pork chops", "pork chop"],
  ["streaky bacon", "bacon"],
  ["spaghetti", "pasta"],
  ["basmati rice", "rice"],
  ["risotto rice", "arborio rice"],
  ["pitta bread", "pita"],
  ["panko breadcrumbs", "breadcrumb"],
  ["extra virgin olive oil", "olive oil"],
  ["sunflower oil", "vegetable oil"],
  ["sea salt", "salt"],
  ["lemon juice", "lemon"],
  ["tomato purée", "tomato paste"],
  ["passata", "passata"],
  ["sun-dried tomatoes", "sun-dried tomato"],
  ["crème fraîche", "creme fraiche"],
  ["jalapeños", "jalapeno"],
  ["za'atar", "zaatar"],
  ["porridge oats", "oat"],
  ["desiccated coconut", "shredded coconut"],
  ["sultanas", "raisin"],
  ["gelatine", "gelatin"],
  ["oat milk", "plant milk"],
  ["bean sprouts", "bean sprout"],
  ["Thai red curry paste", "red curry paste"],
  // How cooks shorten and misspell (issue 24's fifth lists, tuning half).
  ["new pots", "potato"],
  ["brocolli", "broccoli"],
  ["tin of black-eyed peas", "black eyed pea"],
  ["beef burgers", "beef burger"],
];

for (const [raw, expected] of cases) {
  test(`normaliseIngredient(${JSON.stringify(raw)}) is ${JSON.stringify(expected)}`, () => {
    expect(normaliseIngredient(raw)).toBe(expected);
  });
}

test("the synonym table covers more than 60 distinct spellings", () => {
  const synonyms = cases.filter(([raw, expected]) => raw.toLowerCase() !== expected);
  expect(synonyms.length).toBeGreaterThan(60);
});

test("nothing recognisable normalises to an empty string", () => {
  for (const raw of ["", "   ", "🍅", "2", "500g", "!!!", "--", "\n\t"]) {
    expect(normaliseIngredient(raw)).toBe("");
  }
});

test("normalisation is idempotent", () => {
  for (const [raw] of cases) {
    const once = normaliseIngredient(raw);
    expect(normaliseIngredient(once), raw).toBe(once);
  }
});

test("very long input is handled quickly and deterministically", () => {
  const long = "tomato ".repeat(2000);
  expect(normaliseIngredient(long)).toBe(normaliseIngredient(long));
  expect(normaliseIngredient(long).length).toBeLessThanOrEqual(200);
});

test("singularise handles the common plural shapes", () => {
  expect(singularise("tomatoes")).toBe("tomato");
  expect(singularise("leaves")).toBe("leaf");
  expect(singularise("cherries")).toBe("cherry");
  expect(singularise("cheeses")).toBe("cheese");
  expect(singularise("sauces")).toBe("sauce");
  expect(singularise("dishes")).toBe("dish");
  expect(singularise("peas")).toBe("pea");
  expect(singularise("hummus")).toBe("hummus");
  expect(singularise("egg")).toBe("egg");
});

test("pantry staples are few and canonical", () => {
  expect(PANTRY_STAPLES.size).toBeLessThanOrEqual(8);
  for (const staple of PANTRY_STAPLES) expect(normaliseIngredient(staple)).toBe(staple);
  expect(PANTRY_STAPLES.has("salt")).toBe(true);
  expect(PANTRY_STAPLES.has("water")).toBe(true);
  expect(PANTRY_STAPLES.has(normaliseIngredient("extra virgin olive oil"))).toBe(true);
  expect(PANTRY_STAPLES.has("egg")).toBe(false);
});

test("families connect specific ingredients to the general word", () => {
  expect(ingredientFamily("cheddar")).toBe("cheese");
  expect(ingredientFamily("egg noodle")).toBe("noodle");
  expect(ingredientFamily("red onion")).toBe("onion");
  expect(ingredientFamily("onion")).toBeUndefined();
});

// Words that exercise every stage: quantities, units, descriptors, plurals and synonyms.
const WORDS = [
  "2", "500g", "a", "an", "of", "x", "tins", "cloves", "handful", "g", "gram", "fresh", "chopped",
  "ground", "hot", "large", "free", "range", "tomatoes", "garlic", "beef", "mince", "coriander",
  "leaves", "chillies", "sauce", "spring", "onions", "flour", "self-raising", "sun-dried", "crème",
  "fraîche", "goat's", "cheese", "peppers", "red", "berries", "hummus", "glasses", "series",
];

test("property: normalisation never throws, is idempotent and gives lower-case words", () => {
  const phrase = fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }).map((words) => words.join(" "));
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), phrase), (raw) => {
      const once = normaliseIngredient(raw);
      expect(normaliseIngredient(once)).toBe(once);
      expect(once).toMatch(/^(?:[a-z0-9]+(?:[ -][a-z0-9]+)*)?$/);
    }),
    { numRuns: 2000 },
  );
});

test("the names data file has the shape the code reads", () => {
  const result = ingredientNamesSchema.safeParse(names);
  expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
});

test("every canonical name and family reads as itself, so that data and typed names meet", () => {
  const canonical = [...names.synonyms.map((group) => group.name), ...Object.values(names.families), ...names.pantryStaples];
  expect(canonical.filter((name) => normaliseIngredient(name) !== name)).toEqual([]);
});

test("a known phrase after leading descriptors is that phrase, not what is left once every descriptor is stripped", () => {
  // "hot" is a descriptor ("hot water"), so stripping them all left "pepper", read as a bell pepper.
  expect(normaliseIngredient("fresh hot pepper")).toBe(normaliseIngredient("hot pepper"));
  expect(normaliseIngredient("1 Tbsp chopped hot pepper")).toBe(normaliseIngredient("hot pepper"));
  expect(normaliseIngredient("hot pepper")).not.toBe(normaliseIngredient("pepper"));
  // Descriptors alone still strip as before.
  expect(normaliseIngredient("fresh chopped parsley")).toBe("parsley");
});

test("every canonical name reads as itself after an amount, however the amount is written", () => {
  const canonical = [...names.synonyms.map((group) => group.name), ...Object.values(names.families), ...names.pantryStaples];
  const amounts = ["1 ", "2 cups ", "a ", "200 g ", "a handful of "];
  const misread = canonical.flatMap((name) => amounts.map((amount) => `${amount}${name}`).filter((typed) => normaliseIngredient(typed) !== name));
  expect(misread).toEqual([]);
});

test("a known name that begins with an amount's word is that name: half and half is cream, not \"and\"", () => {
  for (const typed of ["half and half", "Half-and-half", "1 cup half and half", "2 tbsp half-and-half", "half n half"]) {
    expect(normaliseIngredient(typed), typed).toBe("half and half");
  }
  // The amount's word still goes where it is an amount.
  expect(normaliseIngredient("half a lemon")).toBe("lemon");
  expect(normaliseIngredient("a half of an onion")).toBe("onion");
});

test("an X-free name is never read as X, nor as a dish of X: what it is free of is no part of its name", () => {
  // "dairy-free yogurt" was read as "dairy yogurt", "egg-free mayo" as "egg mayo" (egg mayonnaise).
  expect(readIngredient("dairy-free yogurt")).toBe("yogurt");
  expect(normaliseIngredient("dairy-free yogurt")).toBe("yogurt");
  expect(normaliseIngredient("egg-free mayo")).toBe("mayonnaise");
  expect(normaliseIngredient("nut-free pesto")).toBe("pesto");
  expect(normaliseIngredient("gluten-free bread")).toBe("bread");
  expect(normaliseIngredient("dairy and egg free sponge")).toBe(normaliseIngredient("sponge"));
  // "free range" says how a hen lived, not what a food lacks.
  expect(normaliseIngredient("free-range eggs")).toBe("egg");
  expect(normaliseIngredient("free range chicken thighs")).toBe("chicken thigh");
  const frees = ["dairy", "gluten", "egg", "nut", "peanut", "wheat", "lactose", "soy", "sesame", "meat"];
  const foods = ["yogurt", "cheese", "bread", "mayo", "pesto", "pasta", "flour", "milk", "spread", "cake", "chocolate", "sausages", "chicken", "biscuits", "noodles"];
  for (const free of frees) {
    for (const food of foods) {
      for (const typed of [`${free}-free ${food}`, `${free} free ${food}`]) {
        const read = readIngredient(typed);
        expect(read, typed).not.toBe(readIngredient(free));
        expect(covers(read, readIngredient(free)), typed).toBe(false);
        expect(read.split(" "), typed).not.toContain(free);
      }
    }
  }
});

test("a meat's name after a word saying it has no meat is a meat-free food, never the meat", () => {
  // "Quorn chicken pieces" gave chicken recipes; "vegetarian sausages" gave pork sausages.
  expect(readIngredient("Quorn chicken pieces")).toBe("quorn pieces");
  expect(readIngredient("meat-free chicken")).toBe("quorn pieces");
  expect(readIngredient("vegetarian sausages")).toBe("veggie sausage");
  expect(readIngredient("vegan mince")).toBe("quorn mince");
  const meats = ["chicken", "chicken pieces", "chicken breasts", "sausages", "mince", "beef mince", "burgers", "bacon", "meatballs", "chicken nuggets", "pork", "turkey slices", "fish fingers"];
  for (const phrase of names.meatFree.words) {
    for (const meat of meats) {
      const typed = `${phrase} ${meat}`;
      const read = readIngredient(typed);
      expect(names.meatFree.foods, typed).toContain(read);
      for (const real of meats) expect(covers(read, readIngredient(real)), `${typed} gives ${real}`).toBe(false);
    }
  }
  // The meat itself, and names that only sound close, stay what they are.
  expect(readIngredient("beef burger")).not.toBe("veggie burger");
  expect(readIngredient("pork sausages")).toBe("sausage");
  expect(readIngredient("soy sauce")).toBe("soy sauce");
  expect(readIngredient("vegetable stock")).toBe("vegetable stock");
});

test("a meat or fish no recipe is built on cooks as the everyday one of its kind, one way only", () => {
  expect(covers(readIngredient("carp"), "cod")).toBe(true);
  expect(covers(readIngredient("frozen flying fish"), "cod")).toBe(true);
  expect(covers(readIngredient("turkey breast steaks"), "chicken")).toBe(true);
  expect(covers(readIngredient("goose"), "duck")).toBe(true);
  expect(covers(readIngredient("sea trout"), "mackerel")).toBe(true);
  // Never the other way: a recipe's turkey is not given by chicken, its carp not by cod.
  expect(covers("chicken", "turkey")).toBe(false);
  expect(covers("cod", "carp")).toBe(false);
});

// The samples above and below are read from what cooks type; the table itself is checked whole: every
// stand-in covers what it stands in for, and never the other way (chicken is no turkey, mince no burger).
test("every stand-in of the names table covers its food, one way only", () => {
  const entries = Object.entries(names.standsInFor);
  expect(entries.length).toBeGreaterThan(100);
  for (const [name, food] of entries) {
    expect(covers(name, food), `${name} → ${food}`).toBe(true);
    expect(covers(food, name), `${food} → ${name}`).toBe(false);
  }
});

test("a meat burger cooks as the mince it is made of, one way only, and a flatbread is bread", () => {
  expect(covers(readIngredient("beef burgers"), "ground beef")).toBe(true);
  expect(covers(readIngredient("2 lamb burgers"), "ground lamb")).toBe(true);
  expect(covers(readIngredient("turkey burgers"), "ground turkey")).toBe(true);
  expect(covers(readIngredient("roti"), "bread")).toBe(true);
  expect(covers(readIngredient("chapatis"), "bread")).toBe(true);
  // Mince is not a burger; a veggie burger stays meat-free.
  expect(covers("ground beef", "beef burger")).toBe(false);
  expect(covers(readIngredient("veggie burgers"), "ground beef")).toBe(false);
});

// Summer squashes (soft-skinned, picked young, cooked in minutes) cook as a courgette; winter squashes (hard rind,
// dense flesh, roasted or simmered long) as a pumpkin. The word "squash" alone means the winter kind, so a summer
// squash typed with it ("pattypan squash") must still be read as the summer kind, not fall back to "squash".
test("every summer squash gives a recipe's courgette line and every winter squash its pumpkin line, never the other", () => {
  const summer = ["courgette", "zucchini", "summer squash", "yellow squash", "marrow", "pattypan", "pattypan squash", "crookneck squash", "yellow crookneck", "straightneck squash", "scallop squash", "cousa squash", "tromboncino", "zephyr squash"];
  const winter = ["pumpkin", "squash", "butternut squash", "winter squash", "acorn squash", "kabocha", "delicata", "crown prince squash"];
  for (const typed of summer) {
    expect(covers(readIngredient(typed), "zucchini"), typed).toBe(true);
    expect(covers(readIngredient(typed), "pumpkin"), typed).toBe(false);
  }
  for (const typed of winter) {
    expect(covers(readIngredient(typed), "pumpkin"), typed).toBe(true);
    expect(covers(readIngredient(typed), "zucchini"), typed).toBe(false);
  }
});

// The eighth fridge-list set's classes (decision 015, 2026-11-28 "night, typed forms"): what a shopping app or
// the packet says after the name is an amount, whichever word counts it.
test("an amount after the name, counted in packs, tins, racks or a bare number, is no part of the name", () => {
  const typed: readonly (readonly [string, string])[] = [
    ["sausages 12 pack", "sausages"],
    ["pork sausages 6 pack", "pork sausages"],
    ["sausages 2 packs", "sausages"],
    ["sausages 12pk", "sausages"],
    ["sausages (12 pack)", "sausages"],
    ["pork ribs 2 racks", "pork ribs"],
    ["lamb 1 rack", "lamb"],
    ["chickpeas 3 tins", "chickpeas"],
    ["chopped tomatoes 2 tins", "chopped tomatoes"],
    ["tuna 4 cans", "tuna"],
    ["bacon 2 packets", "bacon"],
    ["cherry tomatoes 2 punnets", "cherry tomatoes"],
    ["greek yoghurt 1 tub", "greek yoghurt"],
    ["chicken breasts x2", "chicken breasts"],
    ["chicken thighs 1kg", "chicken thighs"],
    ["beef mince 500g", "beef mince"],
    ["eggs (6)", "eggs"],
    ["salmon fillets 4 fillets", "salmon fillets"],
  ];
  for (const [withAmount, plain] of typed) expect(readIngredient(withAmount), withAmount).toBe(readIngredient(plain));
  // A number inside a name is not an amount after it.
  expect(readIngredient("7 up")).not.toBe("");
});

test("a shop or brand in brackets after the name is a note, not the name", () => {
  for (const [typed, plain] of [["chicken thighs (from Coles)", "chicken thighs"], ["mince (Aldi)", "mince"], ["salmon (from the market)", "salmon"], ["tomatoes (Tesco's)", "tomatoes"], ["sausages (from the butcher)", "sausages"]] as const) {
    expect(readIngredient(typed), typed).toBe(readIngredient(plain));
  }
});

test("an unknown name a meat or fish begins is a product of it: it gives what the meat typed plainly gives, and is never read as the meat", () => {
  const products: readonly (readonly [string, string])[] = [
    ["chicken schnitzels (from Coles)", "chicken"],
    ["turkey schnitzel", "turkey"],
    ["pork bones", "pork"],
    ["beef bones", "beef"],
    ["lamb skewers", "lamb"],
    ["turkey nuggets", "turkey"],
    ["cod nuggets", "cod"],
    ["salmon skewers", "salmon"],
    ["pork ribs", "pork"],
    // A meat or fish no recipe is built on: its product gives what it cooks as.
    ["grouse skewers", "chicken"],
    ["carp nuggets", "cod"],
    ["fish burgers", "white fish"],
  ];
  for (const [typed, meat] of products) {
    expect(covers(readIngredient(typed), meat), typed).toBe(true);
    // Another food entirely is not given by it.
    expect(covers(readIngredient(typed), "potato"), typed).toBe(false);
  }
  // Read as the product, not the meat: a pork bone counts as no pork in a recipe's nutrition, nor is it a pork chop.
  expect(readIngredient("pork bones")).not.toBe("pork");
  expect(covers(readIngredient("pork bones"), "pork chop")).toBe(false);
  // A product with a dish of its own is a food of its own (decision 015, late): bought nuggets and kebabs give their line.
  expect(covers(readIngredient("chicken nuggets"), "chicken thigh")).toBe(false);
  expect(covers(readIngredient("chicken kebabs"), "chicken kebab")).toBe(true);
  // The meat does not give its product, and a name not begun by a meat or fish is no product of one.
  expect(covers("pork", readIngredient("pork bones"))).toBe(false);
  expect(covers(readIngredient("potato gems"), "chicken")).toBe(false);
  expect(covers(readIngredient("bbq rub"), "pork")).toBe(false);
});
test("a sweet onion is an onion: it gives a recipe's onion line and seasons as onions do, never a vegetable to use up", () => {
  for (const typed of ["sweet onion", "sweet onions", "2 sweet onions"]) {
    expect(covers(readIngredient(typed), "onion")).toBe(true);
    expect(ingredientKind(readIngredient(typed))).toBe("aromatic");
  }
});

// A typo turns a word into one that is no food: a name made only of known food words is read by its parts, never as
// the known name a letter away ("fish stock" had been "fish stick", a fish finger, a protein to use up).
test("a name of known food words is no typo of another name; a misspelt word still is", () => {
  for (const [typed, read] of [["fish stock", "fish stock"], ["fish stock cube", "fish stock"], ["fish broth", "fish stock"], ["crab stock", "stock"], ["duck stock", "stock"], ["pork stock", "stock"]] as const) {
    expect(readIngredient(typed), typed).toBe(read);
  }
  expect(readIngredient("fish stock")).not.toBe(readIngredient("fish sticks"));
  expect(readIngredient("crab stock")).not.toBe(readIngredient("crab stick"));
  for (const [typed, read] of [["fish fingrs", "fish finger"], ["brocoli", "broccoli"], ["chiken thighs", "chicken thigh"]] as const) {
    expect(readIngredient(typed), typed).toBe(read);
  }
});

// Pepper ground or cracked is the spice; a pepper to use up is the vegetable.
test("ground or cracked pepper is black pepper; peppers are the vegetable", () => {
  for (const typed of ["ground pepper", "freshly ground pepper", "cracked pepper", "ground white pepper"]) expect(readIngredient(typed), typed).toBe("black pepper");
  for (const typed of ["peppers", "red pepper", "green peppers"]) expect(readIngredient(typed), typed).toBe("bell pepper");
});

test("a name the hand-kept table does not know is read by its food family: a fish species, a beef cut or grade, cured pork (decision 015, fourth session)", () => {
  // A fish species of the food data (IFCT 2017's pomfret, hilsa; SR28's pompano), however it is typed: a fish of its
  // family, white or oily as the data says (a hilsa is a shad, oily by SR28's fat).
  for (const typed of ["pomfret", "pomfret x2", "2 black pomfret", "Pomfrets", "whole pomfret (from the fishmonger)", "silver pomfret fillets"]) {
    expect(covers(readIngredient(typed), "white fish"), typed).toBe(true);
  }
  for (const typed of ["hilsa", "hilsa fillets", "ilish x2"]) expect(ingredientFamily(readIngredient(typed)), typed).toBe("oily fish");
  for (const typed of ["betki", "rohu", "pompano", "grouper"]) expect(ingredientKind(readIngredient(typed)), typed).toBe("protein");
  // A beef cut with no meat named ("striploin", "top loin", "chuck", "tri tip"), or a graded one ("AAA", "choice"): beef.
  for (const typed of ["AAA striploin steaks x2", "striploin steak", "2 top loin steaks", "chuck tender", "tri tip steak 500g", "choice beef flank steak", "prime strip steaks", "AA striploin steak"]) {
    expect(covers(readIngredient(typed), "beef"), typed).toBe(true);
  }
  // Pork typed as cured or smoked cooks as ham, a cured belly as bacon; "smoked gammon" is no smoked salmon.
  for (const typed of ["smoked pork collar", "cured pork loin", "smoked pork chops x2", "smoked gammon", "cured pork shoulder"]) expect(readIngredient(typed), typed).toBe("ham");
  for (const typed of ["smoked pork belly", "cured pork belly slices"]) expect(readIngredient(typed), typed).toBe("bacon");
  // What the rules leave alone: a known food beside the cut or the curing word is that food.
  for (const [typed, read] of [
    ["smoked paprika", "smoked paprika"],
    ["smoked salmon", "smoked salmon"],
    ["smoked bacon", "bacon"],
    ["smoked pork sausages", "sausage"],
    ["cauliflower steaks", "cauliflower"],
    ["tuna steaks", "tuna"],
  ] as const) {
    expect(readIngredient(typed), typed).toBe(read);
  }
  // A recipe line's salmon filet is no beef filet, however many words follow it.
  expect(readIngredient("800 g (1.75 lb) fresh salmon filet, approximately 2 cm thick")).not.toBe("beef");
});

// What cooks write to say an item must go, as cooks anywhere write it (decision 015, "fourth session").
const USE_UP_WORDINGS = ["needs using", "on its last legs", "use up", "about to turn", "past its best", "last day", "going off", "before it goes", "going soft", "wilting", "use by today", "past their best", "on their last legs", "on it's last legs", "needs using up"] as const;

test("what the cook says must go is no part of the name, after it, in brackets, after a dash or a comma, or before it", () => {
  for (const food of ["broccoli", "chicken thighs", "peppers x3", "2 pak choi", "spinach", "pork mince", "leeks", "half a cabbage", "goat's cheese"]) {
    const plain = readIngredient(food);
    for (const mark of USE_UP_WORDINGS) {
      for (const typed of [`${food} ${mark}`, `${food} (${mark})`, `${food} - ${mark}`, `${food}, ${mark}`, `${food} – ${mark.toUpperCase()}`]) {
        expect(readIngredient(typed), typed).toBe(plain);
        expect(withoutUseUpMark(typed), typed).toBe(food);
      }
    }
    for (const typed of [`use up the ${food}`, `Use up: ${food}`, `needs using - ${food}`]) expect(readIngredient(typed), typed).toBe(plain);
  }
  // A date after "use by" is part of the mark.
  expect(withoutUseUpMark("chicken thighs use by 29/11")).toBe("chicken thighs");
  expect(withoutUseUpMark("salmon (use-by tomorrow) x2")).toBe("salmon x2");
  // An item with no mark is left as typed; a food whose name holds a mark's word is no mark.
  for (const typed of ["broccoli", "chicken thighs (boneless)", "turnips", "soft cheese", "best end of lamb", "sprouting broccoli", "dayboat cod"]) expect(withoutUseUpMark(typed), typed).toBeUndefined();
});

test("no mark of what must go reads as a food, and none is a word of a name the tables know", () => {
  for (const mark of names.useUpMarks) {
    expect(normaliseIngredient(mark), mark).toBe("");
    expect(names.synonyms.some((group) => [group.name, ...group.aliases].some((alias) => ` ${alias} `.includes(` ${mark} `))), mark).toBe(false);
  }
});

// The tenth set's classes (decision 015, "fourth session, later"): sausages of the world by their own names, as cooks type
// them; a letter pair swapped or a doubled letter typed single (the two typos a one-letter count missed); regional names.
test("sausages of the world are sausage, typed plainly, with an amount, a count or a shop, and as cooks misspell them", () => {
  for (const typed of [
    "linguica", "linguiça", "2 linguica links", "longganisa", "pack of longganisa", "kransky x4", "cabanossi", "bockwurst",
    "knackwurst", "knockwurst", "weisswurst", "loukaniko", "sucuk", "kielbasa", "keilbasa", "kielbasa (Aldi)", "boerewors 1kg",
    "cumberland sausages x6", "bratwursts", "bratwust", "merguez", "andoullie sausage", "andouille", "chipolatas",
  ]) {
    expect(readIngredient(typed), typed).toBe("sausage");
  }
  // A sausage of its own dishes keeps its name; a food a letter pair away stays itself.
  expect(readIngredient("chorizo")).toBe("chorizo");
  expect(readIngredient("salami")).not.toBe("sausage");
});

test("a letter pair swapped or a doubled letter typed single or double is one typo", () => {
  const typos: ReadonlyArray<readonly [string, string]> = [
    ["zuchinni x3", "zucchini"], ["zuchini", "zucchini"], ["brocolli", "broccoli"], ["keilbasa", "sausage"], ["parmesean", "parmesan"],
    ["tumeric", "turmeric"], ["spinnach", "spinach"], ["mozarella", "mozzarella"], ["cinammon", "cinnamon"],
  ];
  for (const [typed, meant] of typos) expect(readIngredient(typed), typed).toBe(readIngredient(meant));
  // Foods that are near each other stay apart: no guess where two are as close.
  expect(readIngredient("fish stock")).not.toBe(readIngredient("fish stick"));
});

test("regional names: a chook is a chicken, a supermarket's barbecued or roast chook is cooked chicken, kumara is sweet potato", () => {
  for (const typed of ["chook", "Woolies BBQ chook", "bbq chook", "Coles roast chook", "whole roast chook", "leftover chook", "chook breasts x2", "rotisserie chook"]) {
    expect(readIngredient(typed), typed).toBe("chicken");
  }
  for (const typed of ["kumara", "kumara x4", "2 kumaras", "red kumara", "kumera"]) expect(readIngredient(typed), typed).toBe("sweet potato");
});

// Decision 015, sixth session (cookbook24a): cream cooks as crème fraîche in a sauce (crème fraîche is cultured cream), one
// way only: a cook with a carton of cream does not buy crème fraîche for a creamy pasta or creamy leeks.
test("cream, however typed, gives a recipe's crème fraîche line; crème fraîche is not cream", () => {
  for (const typed of ["cream", "double cream", "pot of double cream", "whipping cream 300ml", "thickened cream", "Cream (half a pot)"]) {
    expect(covers(readIngredient(typed), "creme fraiche"), typed).toBe(true);
  }
  expect(covers("creme fraiche", "heavy cream")).toBe(false);
  expect(covers(readIngredient("sour cream"), "creme fraiche")).toBe(false);
});

// Decision 015, sixth session (cookbook24a): the world's blood sausages are one food, black pudding (SR28 counts it as
// "Blood sausage"), and the oatmeal puddings are white pudding; both are sausages a fry-up or a bean stew takes.
test("blood sausages by their names in several countries are black pudding; oatmeal puddings are white pudding; both give a sausage line", () => {
  for (const typed of ["black pudding", "Stornoway black pudding", "2 slices of black pudding", "morcilla", "boudin noir", "blutwurst", "kaszanka", "blood sausage x2", "drisheen"]) {
    expect(readIngredient(typed), typed).toBe("black pudding");
  }
  for (const typed of ["white pudding", "hog's pudding", "mealie pudding"]) expect(readIngredient(typed), typed).toBe("white pudding");
  for (const name of ["black pudding", "white pudding"]) {
    expect(covers(name, "sausage")).toBe(true);
    expect(covers("sausage", name)).toBe(false);
    expect(ingredientKind(name)).toBe("cured-protein");
  }
});

test("a bread roll by its regional name is a bread roll", () => {
  for (const typed of ["blaa x2", "2 blaas", "stottie cake", "crusty rolls", "kaiser roll", "bap"]) expect(readIngredient(typed), typed).toBe("burger bun");
});

// Decision 015, sixth session (cookbook24d): how a food is sold, typed after its name with no number ("methi bunch",
// "cream cheese tub", "sausages x2 packs"), is no part of the name, as it is after a number ("1 tub").
test("a container or bunch after the name, with or without a count, is no part of the name", () => {
  const typed: readonly (readonly [string, string])[] = [
    ["methi bunch", "methi"],
    ["asparagus bunch", "asparagus"],
    ["coriander bunch", "coriander"],
    ["spring onions bunch", "spring onions"],
    ["cream cheese tub", "cream cheese"],
    ["greek yoghurt tub", "greek yoghurt"],
    ["strawberries punnet", "strawberries"],
    ["passata jar", "passata"],
    ["passata bottle", "passata"],
    ["eggs carton", "eggs"],
    ["pork sausages x2 packs", "pork sausages"],
    ["chicken thighs x3 packets", "chicken thighs"],
    ["chickpeas x2 tins", "chickpeas"],
  ];
  for (const [withContainer, plain] of typed) expect(readIngredient(withContainer), withContainer).toBe(readIngredient(plain));
  // A name ending in such a word stays that name.
  for (const name of ["cinnamon stick", "garlic clove", "bay leaf"]) expect(readIngredient(name), name).toBe(normaliseIngredient(name));
});

// Decision 015, sixth session (cookbook24d): a name the tables do not know, glossed in brackets by one they do ("ravitoto
// (cassava leaves)", "kousenband (long beans)"), is the glossed food; a note in brackets ("(Lidl)", "(opened)") stays a note.
test("an unknown name glossed in brackets is the food the gloss names; a known name keeps its own reading", () => {
  const glossed: readonly (readonly [string, string])[] = [
    ["kousenband (long beans)", "long beans"],
    ["frozen zorbleweed (spinach)", "spinach"],
    ["blimbo x3 (sweet potatoes)", "sweet potatoes"],
    ["grumwort (aka courgette)", "courgette"],
    ["2 packs of snorkelroot (parsnips), use soon", "parsnips"],
  ];
  for (const [typed, gloss] of glossed) expect(readIngredient(typed), typed).toBe(readIngredient(gloss));
  expect(ingredientFamily(readIngredient("frozen zorblewort (cassava leaves)"))).toBe("leafy green");
  for (const [typed, plain] of [["chicken thighs (spinach dish)", "chicken thighs"], ["salmon darnes x2 (Lidl)", "salmon darnes"], ["bamboo shoot tin (opened)", "bamboo shoot"], ["tofu (firm)", "tofu"]] as const) {
    expect(readIngredient(typed), typed).toBe(readIngredient(plain));
  }
});

// Decision 015, sixth session (cookbook24d): the greens, gourds, beans and curds of kitchens in India, Nigeria, Kenya, the
// Caribbean, Suriname, Madagascar, the Philippines and Singapore, by their local names, each read as the food a dictionary
// or the food tables (SR28, IFCT 2017) give as its English name, with that food's other names in the same region.
test("regional names of greens read as leafy greens that stand in for spinach, typed as cooks type them", () => {
  const greens = [
    "ugwu leaves", "ugu", "bunch of ugwu", "ewedu", "sukuma wiki", "mchicha", "callaloo", "1 bunch callaloo",
    "kangkong", "kangkong bunch", "malunggay", "moringa leaves", "saluyot", "ravitoto", "frozen ravitoto", "pondu", "cassava leaves", "taro leaves",
    "colocasia leaves", "dasheen bush", "cocoyam leaves", "kontomire", "bunch of nkontomire", "sweet potato leaves", "camote tops", "amaranth leaves", "chaulai", "bayam", "choy sum", "chye sim", "methi bunch",
  ];
  for (const typed of greens) {
    const name = readIngredient(typed);
    expect(ingredientFamily(name), `${typed} → ${name}`).toBe("leafy green");
    expect(covers(name, "spinach"), typed).toBe(true);
  }
  // The root is not its leaves.
  for (const root of ["cassava", "sweet potato", "taro"]) expect(readIngredient(`${root} leaves`), root).not.toBe(readIngredient(root));
});

test("regional names of vegetables, curds, cheeses, grains and a spice blend read as the food they are", () => {
  const named: readonly (readonly [string, readonly string[]])[] = [
    ["bitter gourd", ["bitter gourd", "karela x2", "ampalaya", "sopropo", "goya"]],
    ["green bean", ["kousenband", "sitaw bunch", "bodi", "kacang panjang", "long beans"]],
    ["gai lan", ["kailan", "kai lan", "gai lan", "kailan bunch"]],
    ["bok choy", ["pechay", "xiao bai cai", "pak choi"]],
    ["tofu", ["tau kwa x2", "taukwa", "tokwa", "tau pok", "tauhu"]],
    ["semolina", ["semo", "semovita", "sooji", "rava"]],
    ["garam masala", ["masala", "masala powder"]],
    ["oaxaca cheese", ["quesillo", "oaxaca cheese", "queso oaxaca"]],
    ["plantain", ["maduros x3", "maduro", "ripe plantains", "platanos"]],
    ["white fish", ["walleye", "frozen walleye fillets", "pickerel", "zander"]],
  ];
  for (const [food, typed] of named) for (const name of typed) expect(readIngredient(name), name).toBe(food);
  // Each cooks as the everyday food a recipe names: gai lan as broccoli, Oaxaca cheese (quesillo) as mozzarella.
  expect(covers(readIngredient("kailan"), "broccoli")).toBe(true);
  expect(covers(readIngredient("quesillo"), "mozzarella")).toBe(true);
  // A fish cut by its French name is the fish.
  expect(readIngredient("salmon darnes x2 (Lidl)")).toBe(readIngredient("salmon"));
  // Bitter melon, a name of its own in the nutrition table, cooks as bitter gourd and is no melon.
  expect(covers(readIngredient("bitter melon"), "bitter gourd")).toBe(true);
  expect(readIngredient("bitter melon")).not.toBe("melon");
  // Marsala the wine stays the wine.
  expect(readIngredient("marsala")).not.toBe(readIngredient("masala"));
});

// Decision 015, sixth session (cookbook24d): what the cook means to make of a food ("beef for milanesa", "potatoes for
// roasting") says what it is for, not what it is.
test("a purpose after the name (\"for milanesa\", \"for the curry\") is no part of the name", () => {
  const typed: readonly (readonly [string, string])[] = [
    ["beef for milanesa", "beef"],
    ["pork for adobo", "pork"],
    ["chicken for the curry", "chicken"],
    ["potatoes for roasting", "potatoes"],
    ["mince for tacos 500g", "mince"],
    ["2 tins tomatoes for the sauce", "tomatoes"],
    ["lamb shoulder for the weekend", "lamb shoulder"],
  ];
  for (const [withPurpose, plain] of typed) expect(readIngredient(withPurpose), withPurpose).toBe(readIngredient(plain));
});

test("calamansi, the Philippine citrus, cooks as lime and is never read as squid by its nearness to calamari", () => {
  for (const typed of ["calamansi", "Kalamansi", "10 calamansi, halved", "calamondin", "calamansi (or lime)"]) {
    const name = readIngredient(typed);
    expect(covers(name, "lime"), `${typed} → ${name}`).toBe(true);
    expect(covers(name, "squid"), `${typed} → ${name}`).toBe(false);
  }
});

// Decision 015, seventh session (cookbook25b): a flatbread is bread, and one flatbread stands in for another in a dish that
// serves flatbreads (a kebab in naan, fajitas in pitta), as one leafy green does for another: a second level of family.
test("every flatbread, however typed, gives any dish's flatbread line and still a bread line; a bun gives none", () => {
  const typed = ["2 naan breads", "naan", "pitta x4", "wholemeal pittas", "flour tortillas", "wraps 8 pack", "tortilla wraps", "lavash", "chapatis", "3 rotis", "paratha", "flatbreads", "flat breads", "piadina", "corn tortillas"];
  const needs = ["pita", "tortilla", "corn tortilla", "naan", "flatbread"];
  for (const each of typed) {
    const name = readIngredient(each);
    for (const need of needs) expect(covers(name, need), `${each} (${name}) for ${need}`).toBe(true);
    expect(covers(name, "bread"), `${each} (${name}) for bread`).toBe(true);
    for (const other of ["burger bun", "english muffin", "bread roll"]) expect(covers(name, other), `${each} for ${other}`).toBe(false);
  }
  // A bun is bread of another kind: it fills no flatbread's line ("bread" typed alone is the general word, and does).
  for (const bun of ["burger buns", "2 english muffins"]) for (const need of needs) expect(covers(readIngredient(bun), need), `${bun} for ${need}`).toBe(false);
  // Chips made of a flatbread are a snack, not bread.
  for (const chips of ["tortilla chips", "pitta chips"]) expect(covers(readIngredient(chips), "tortilla"), chips).toBe(false);
});

test("every member of a stand-in family covers every other member and the family's own parent, over the whole names table", () => {
  const members = new Map<string, string[]>();
  for (const [name, family] of Object.entries(names.families)) members.set(family, [...(members.get(family) ?? []), name]);
  for (const family of names.standInFamilies) {
    const parent = ingredientFamily(family);
    for (const a of members.get(family) ?? []) {
      for (const b of members.get(family) ?? []) expect(covers(a, b), `${a} for ${b}`).toBe(true);
      if (parent !== undefined) expect(covers(a, parent), `${a} for ${parent}`).toBe(true);
    }
  }
});

// Decision 015, seventh session (cookbook25b): only a bird has wings, and only a bird is sold by the thigh (SR28's cut words
// of poultry alone, data/food-vocabulary.json's birdCutWords). A dish named after a place or a sauce ("buffalo wings",
// "hot wings") or the cut alone ("wings") is chicken's; a bird named keeps its own cut.
test("a bird's cut after a place, a sauce or no name is chicken's; after a bird it is that bird's; never a meat-free food's", () => {
  for (const typed of ["buffalo wings", "Buffalo wings 1kg", "hot wings", "wings", "honey garlic wings x12", "bbq wings (frozen)", "chicken wings"]) {
    expect(readIngredient(typed), typed).toBe(readIngredient("chicken wings"));
  }
  for (const typed of ["thighs", "boneless thighs 500g", "thighs x6"]) expect(readIngredient(typed), typed).toBe(readIngredient("chicken thighs"));
  expect(readIngredient("duck wings")).toBe(readIngredient("duck"));
  expect(readIngredient("turkey thighs")).not.toBe(readIngredient("chicken thighs"));
  expect(covers(readIngredient("cauliflower wings"), "chicken")).toBe(false);
  expect(readIngredient("skate wings")).not.toBe(readIngredient("chicken wings"));
  for (const [typed, food] of [["buffalo steak", "buffalo"], ["buffalo mozzarella", "mozzarella"], ["lamb neck", "lamb"], ["drumsticks", "drumstick"]] as const) expect(readIngredient(typed), typed).toBe(readIngredient(food));
});

// Decision 015, eleventh session (reader31), replacing the seventh session's reading of a red meat's "thighs" as chicken's:
// a cut never changes the animal. "Beef thighs" is beef, "pork wings" pork (a shank cut sold so), as "duck wings" is duck.
test("over the whole vocabulary: a bird's cut typed after any meat or fish but chicken is never chicken's", () => {
  const chickenCut = (cut: string) => readIngredient(`chicken ${cut}s`);
  for (const cut of foods.birdCutWords.filter((word) => normaliseIngredient(`chicken ${word}`) !== "chicken")) {
    for (const meat of foods.kinds.protein ?? []) {
      // "Buffalo wings" are named after the city: the table's name for chicken wings.
      if (meat === "chicken" || meat.startsWith("chicken ") || `${meat} ${cut}` === "buffalo wing") continue;
      expect(readIngredient(`${meat} ${cut}s`), `${meat} ${cut}s`).not.toBe(chickenCut(cut));
    }
  }
  for (const typed of ["beef thighs", "pork wings", "lamb thigh", "venison wings"]) expect(readIngredient(typed), typed).toBe(readIngredient(typed.split(" ")[0] ?? ""));
});

// Decision 015, seventh session (cookbook25b): cod dried and salted (SR28 15018, "Fish, cod, Atlantic, dried and salted") by
// the names of the kitchens that cook it is one food: a white fish once soaked, but one that keeps for months as cured meat
// keeps, so it is never weighed as fresh fish to use up tonight.
test("salt cod by its names in several countries is one food: a white fish that keeps, never fresh cod", () => {
  for (const typed of ["salt cod", "salted cod", "dried salted cod 500g", "saltfish", "salt fish", "bacalao", "bacalhau x2", "baccalà", "klipfish", "clipfish", "stockfish", "morue"]) {
    const name = readIngredient(typed);
    expect(name, typed).toBe("salt cod");
    expect(covers(name, "white fish"), typed).toBe(true);
    expect(ingredientKind(name), typed).toBe("cured-protein");
  }
  for (const fresh of ["cod", "cod fillets", "fresh cod loin"]) expect(readIngredient(fresh), fresh).toBe("cod");
  expect(covers("cod", "salt cod")).toBe(false);
});

// Decision 015, seventh session (cookbook25b): IFCT 2017 files papaya twice, ripe among its fruits (group E) and raw among its
// other vegetables (group D): a green papaya is cooked as a vegetable (a green papaya salad, tinola), never as the ripe
// fruit of a dessert. A green banana is IFCT's green plantain. (Green mango and jackfruit, IFCT's other two, wait for a dish.)
test("a papaya typed unripe or green is the vegetable the food tables file it as, never the ripe fruit", () => {
  const unripe: readonly (readonly [string, string, readonly string[]])[] = [
    ["green papaya", "papaya", ["green papaya", "1 unripe papaya", "green papaya (for salad)", "green pawpaw", "green papayas x2"]],
  ];
  for (const [food, ripe, typed] of unripe) {
    for (const each of typed) {
      const name = readIngredient(each);
      expect(name, each).toBe(food);
      expect(covers(name, ripe), `${each} for ${ripe}`).toBe(false);
      expect(covers(ripe, name), `${ripe} for ${each}`).toBe(false);
      expect(ingredientKind(name), each).toBe("fresh-produce");
    }
    for (const each of [ripe, `ripe ${ripe}`, `2 ${ripe}s`]) expect(readIngredient(each), each).toBe(ripe);
  }
  // A green papaya cooks as the gourds do (tinola takes green papaya or chayote), so it fills a courgette's line.
  expect(covers(readIngredient("green papaya"), "zucchini")).toBe(true);
  for (const each of ["green bananas", "raw banana", "unripe bananas", "matoke", "cooking bananas"]) expect(readIngredient(each), each).toBe("plantain");
  expect(readIngredient("bananas")).toBe("banana");
});

// Decision 015, seventh session (cookbook25b): cocoyam is West Africa's name for taro (Colocasia; SR28's "Taro"), and eddo and
// dasheen the Caribbean's: the root is a root vegetable, and its leaves are SR28's taro leaves.
test("cocoyam, eddo and dasheen are taro, a root vegetable; their leaves are taro leaves, a leafy green", () => {
  for (const typed of ["cocoyam", "2 cocoyams", "eddoes", "eddo", "dasheen", "taro root"]) {
    expect(readIngredient(typed), typed).toBe("taro");
    expect(ingredientFamily(readIngredient(typed)), typed).toBe("root vegetable");
  }
  for (const typed of ["cocoyam leaves", "kontomire"]) expect(readIngredient(typed), typed).toBe(readIngredient("taro leaves"));
});

// Decision 015, seventh session (cookbook25b): a name otherwise unknown made of beef's cut words and words that alone read as
// beef ("sirloin") is beef, as one holding "steak" was; and beef's cuts by their names in Brazil, France and the US (a
// butcher's dictionary) are beef, never a fish a letter away ("picanha" is no piranha).
test("a beef cut typed bare, by SR28's words or another country's name, is beef", () => {
  for (const typed of ["top sirloin cap steak", "sirloin cap", "top sirloin petite roast", "picanha", "picanha 1.2kg", "bavette", "onglet", "tri tip", "tri-tip roast", "rump cap"]) {
    expect(covers(readIngredient(typed), "beef"), `${typed} → ${readIngredient(typed)}`).toBe(true);
  }
  expect(covers(readIngredient("picanha"), "white fish")).toBe(false);
  // Another food named beside the cut keeps the cut its own.
  for (const [typed, food] of [["pork loin roast", "pork"], ["tuna steak", "tuna"]] as const) expect(readIngredient(typed), typed).toBe(readIngredient(food));
  expect(covers(readIngredient("salmon sirloin cap"), "beef")).toBe(false);
  // Offal named with its animal is a product of it, not the meat.
  for (const offal of ["beef heart", "ox heart", "beef kidney"]) expect(readIngredient(offal), offal).not.toBe(readIngredient("beef"));
});

// Decision 015, "seventh session, cookbook25h": names the reader lacked, as aliases of foods it knows (general knowledge of
// the foods; SR28 and IFCT name them by their English names only): a spelling (dahl), a Spanish and a Greek name
// (boquerones, the fresh fish since cookbook26c; vlita), a Malaysian spelling (kicap manis), stock-cube brands that are the cube written alone (Royco,
// Knorrox), a bread (bannock).
test("names the reader lacked read as the foods they are, typed plainly, with an amount, a count or a note, in both readers", () => {
  for (const [typed, food] of [
    ["dahl", "dal"], ["leftover dahl", "dal"], ["2 tubs of dahl", "dal"], ["boquerones", "fresh anchovy"], ["boquerones 500g (fresh)", "fresh anchovy"],
    ["boqueron", "fresh anchovy"], ["vlita", "amaranth leave"], ["bag of vlita", "amaranth leave"], ["vleeta, big bunch", "amaranth leave"],
    ["kicap manis", "kecap manis"], ["bottle of kicap manis", "kecap manis"], ["ketjap manis", "kecap manis"], ["sweet soy sauce", "kecap manis"],
    ["Royco", "stock"], ["Royco cubes x10", "stock"], ["royco mchuzi mix", "stock"], ["Knorrox", "stock"], ["bannock", "bread"], ["2 bannocks", "bread"],
  ] as const) {
    expect(readIngredient(typed), typed).toBe(food);
    expect(normaliseIngredient(typed), typed).toBe(food);
  }
});
