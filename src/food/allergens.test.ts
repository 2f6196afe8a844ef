import { expect, test } from "vitest";
import allergensData from "../../data/allergens.json" with { type: "json" };
import vocabulary from "../../data/food-vocabulary.json" with { type: "json" };
import names from "../../data/ingredient-names.json" with { type: "json" };
import { sr28GameAnimals } from "../../tests/sr28-game.ts";
import { MAX_AVOID_LENGTH } from "../core/preferences.ts";
import { avoidanceFor, avoidingAlso, canReadIngredient, describeFindings, findInIngredient, findInText, prepareIngredient, readAvoid } from "./allergens.ts";
import { allergensSchema } from "./allergens-schema.ts";
import { ingredientFamily, isMeatOrFish, readIngredient, standsInFor } from "./ingredient-names.ts";
import { phraseOf } from "./phrases.ts";

const found = (avoid: string, line: string) => findInIngredient(line, avoidanceFor(avoid)).map((each) => each.word.toLowerCase());

test("data/allergens.json matches its schema and holds the EU's 14 allergens", () => {
  const data = allergensSchema.parse(allergensData);
  expect(data.families.filter((family) => family.eu).map((family) => family.id).sort()).toEqual(
    ["celery", "crustaceans", "dairy", "eggs", "fish", "gluten", "lupin", "molluscs", "mustard", "peanuts", "sesame", "soy", "sulphites", "tree-nuts"].sort(),
  );
});

test("no family lists a name both as a member and as a false friend", () => {
  for (const family of allergensSchema.parse(allergensData).families) {
    const members = new Set(family.members.map((name) => phraseOf(name).join(" ")));
    for (const name of family.except) expect(members.has(phraseOf(name).join(" ")), `${family.id}: ${name}`).toBe(false);
  }
});

test("each family finds its members in the names cooks use", () => {
  const members: Record<string, string[]> = {
    nuts: ["almonds", "walnuts", "pecans", "cashews", "hazelnuts", "pistachios", "macadamias", "pine nuts", "pesto", "marzipan", "frangipane", "2 tbsp roasted peanuts", "peanut butter", "satay sauce"],
    dairy: ["milk", "butter", "double cream", "cheddar", "parmesan", "feta", "greek yogurt", "crème fraîche", "ghee", "lactose-free milk", "buttermilk"],
    gluten: ["plain flour", "wheat flour", "bread", "spaghetti", "couscous", "egg noodles", "udon noodles", "soy sauce", "breadcrumbs", "puff pastry", "pearl barley"],
    shellfish: ["prawns", "shrimp", "crab", "lobster", "mussels", "clams", "scallops", "squid", "oyster sauce"],
    fish: ["salmon fillets", "anchovies", "fish sauce", "worcestershire sauce", "tuna"],
    eggs: ["2 eggs", "egg yolks", "mayonnaise", "meringue"],
    soy: ["tofu", "soy sauce", "edamame", "miso paste", "tempeh"],
    sesame: ["sesame seeds", "tahini", "hummus", "toasted sesame oil"],
    celery: ["celery sticks", "celeriac", "celery salt"],
    mustard: ["dijon mustard", "mustard seeds", "wholegrain mustard"],
    lupin: ["lupin flour"],
    sulphites: ["red wine", "dried apricots"],
    meat: ["chicken thighs", "bacon", "beef mince", "lamb chops", "chorizo", "500 g mince"],
    "red meat": ["steak", "pork belly", "lamb shank", "venison"],
    // Gaps found on the tuning part of USDA SR28's poultry and dairy groups.
    poultry: ["ostrich fillet", "minced emu", "guinea hen", "squab", "mechanically deboned poultry"],
    milk: ["chocolate milkshake"],
    // The US cream of coffee and custards, however it is written; the name reader takes "half" for an amount.
    lactose: ["1 cup half and half", "1 cup half-and-half", "Half & half, 1 cup", "2 tbsp light cream"],
    // Sauces named for a dish, whose allergen the name does not say (a lead's probe of hidden allergens, ninth session).
    peanuts: ["gado gado dressing", "3 tbsp gado-gado sauce", "pecel sauce"],
    crustaceans: ["2 tbsp XO sauce"],
    molluscs: ["1 tbsp xo sauce"],
    finfish: ["1 tsp colatura", "a splash of garum"],
  };
  for (const [avoid, lines] of Object.entries(members)) {
    for (const line of lines) expect(found(avoid, line), `${avoid}: ${line}`).not.toEqual([]);
  }
});

test("every member of every family is found in an ingredient line, alone or after an amount", () => {
  const missed = allergensData.families.flatMap((family) =>
    family.members.flatMap((member) => ["", "2 tbsp ", "1 cup "].map((amount) => `${amount}${member}`).filter((line) => found(family.askedAs[0] ?? family.id, line).length === 0).map((line) => `${family.id}: ${line}`)),
  );
  expect(missed).toEqual([]);
});

test("false friends are not members", () => {
  const friends: Record<string, string[]> = {
    dairy: ["butternut squash", "cream of tartar", "peanut butter", "butter beans", "coconut milk", "coconut cream", "oat milk", "almond milk", "cocoa butter", "vegan butter", "dairy-free yogurt"],
    nuts: ["coconut", "nutmeg", "butternut squash", "water chestnuts", "chestnut mushrooms", "tiger nuts", "doughnuts", "nut-free pesto"],
    "tree nuts": ["peanuts", "coconut milk"],
    peanuts: ["almonds", "walnuts"],
    shellfish: ["oyster mushrooms", "crab apples", "scalloped potatoes"],
    gluten: ["rice noodles", "cornflour", "rice flour", "tamari", "gluten-free pasta", "buckwheat flour", "corn tortillas"],
    eggs: ["eggplant", "aubergine"],
    meat: ["mince pies", "mincemeat", "coconut meat", "minced garlic"],
    offal: ["kidney beans", "hearts of palm", "artichoke hearts"],
    olives: ["olive oil"],
    poultry: ["1 tsp poultry seasoning"],
    nightshades: ["sweet potato"],
    fish: ["shellfish"],
  };
  for (const [avoid, lines] of Object.entries(friends)) {
    for (const line of lines) expect(found(avoid, line), `${avoid}: ${line}`).toEqual([]);
  }
  // Steps: a verb is not an ingredient.
  expect(findInText("Fish out the bay leaves.", avoidanceFor("fish"))).toEqual([]);
  expect(findInText("Cream the sugar and margarine together.", avoidanceFor("dairy"))).toEqual([]);
  expect(findInText("Toast the seeds in a dry pan.", avoidanceFor("gluten"))).toEqual([]);
  // How thin a slice is, not a biscuit (the cookbook's pho says it; a chat model's steps may too); a wafer still is one.
  expect(findInText("Slice the beef wafer-thin.", avoidanceFor("gluten"))).toEqual([]);
  expect(findInText("Cut it into wafer thin slices.", avoidanceFor("gluten"))).toEqual([]);
  expect(findInText("Top with a wafer.", avoidanceFor("gluten")).map((hit) => hit.word)).toEqual(["wafer"]);
});

test("the avoid field is read into families; unknown words are matched as written, whole words, plural or not", () => {
  expect(readAvoid("I'm allergic to peanuts and shellfish, no coriander please").map((item) => [item.asked, item.family])).toEqual([
    ["peanuts", "peanuts"],
    ["shellfish", "shellfish"],
    ["coriander", null],
  ]);
  expect(readAvoid("gluten-free; dairy free / nut allergy").map((item) => item.family)).toEqual(["gluten", "dairy", "nuts"]);
  expect(readAvoid("fish and shellfish").map((item) => item.family)).toEqual(["seafood"]);
  // A group of molluscs by its biology's name is the molluscs family (wider, never narrower).
  expect(readAvoid("bivalves, cephalopods").map((item) => item.family)).toEqual(["molluscs"]);
  expect(readAvoid("  ,, ; please ").length).toBe(0);
  // As written, plural-aware, whole words only.
  expect(found("kiwi", "2 kiwis, peeled")).toEqual(["kiwis"]);
  expect(found("kiwis", "1 kiwi")).toEqual(["kiwi"]);
  expect(found("pea", "peanuts")).toEqual([]);
  expect(found("corn", "peppercorns")).toEqual([]);
  // Under the usual ingredient name too: prawns are shrimp, courgettes are zucchini.
  expect(found("prawns", "shrimp")).toEqual(["shrimp"]);
  expect(found("zucchini", "2 courgettes")).toEqual(["zucchini"]);
  // A word the families know keeps their false friends.
  expect(found("butter", "butter beans")).toEqual([]);
  expect(found("butter", "2 tbsp butter")).toEqual(["butter"]);
});

test("diets are checked with the same families", () => {
  const vegan = avoidanceFor("", ["vegan"]);
  for (const line of ["honey", "chicken stock", "parmesan", "2 eggs", "gelatine", "anchovies"]) expect(findInIngredient(line, vegan), line).not.toEqual([]);
  for (const line of ["eggplant", "vegan mayo", "honeydew melon", "coconut milk", "tofu"]) expect(findInIngredient(line, vegan), line).toEqual([]);
  expect(findInIngredient("chicken", avoidanceFor("", ["vegetarian"]))).not.toEqual([]);
  expect(findInIngredient("eggs", avoidanceFor("", ["vegetarian"]))).toEqual([]);
  expect(findInIngredient("spaghetti", avoidanceFor("", ["gluten-free"]))).not.toEqual([]);
  expect(findInIngredient("butter", avoidanceFor("", ["dairy-free"]))).not.toEqual([]);
});

test("an X-free name is not flagged as X; a meat-free food named after a meat is not meat, but Quorn holds egg", () => {
  // The line is read as written first: "dairy-free" says it is without dairy (decision 019), and the name
  // it is read under ("yogurt") is not held against it.
  expect(findInIngredient("dairy-free yogurt", avoidanceFor("", ["dairy-free"]))).toEqual([]);
  expect(findInIngredient("dairy free cheese", avoidanceFor("dairy"))).toEqual([]);
  expect(findInIngredient("gluten-free bread", avoidanceFor("", ["gluten-free"]))).toEqual([]);
  expect(findInIngredient("nut-free pesto", avoidanceFor("nuts"))).toEqual([]);
  expect(findInIngredient("egg-free mayo", avoidanceFor("eggs"))).toEqual([]);
  for (const line of ["Quorn chicken pieces", "meat-free chicken", "vegetarian sausages"]) expect(findInIngredient(line, avoidanceFor("", ["vegetarian"])), line).toEqual([]);
  // Most Quorn is bound with egg white: on the safe side for a vegan or an egg allergy, unless it says vegan.
  expect(found("eggs", "Quorn chicken pieces")).toEqual(["quorn"]);
  expect(findInIngredient("Quorn mince", avoidanceFor("", ["vegan"]))).not.toEqual([]);
  expect(findInIngredient("vegan Quorn pieces", avoidanceFor("", ["vegan"]))).toEqual([]);
  // Without the "-free", the same foods are flagged.
  expect(findInIngredient("yogurt", avoidanceFor("", ["dairy-free"]))).not.toEqual([]);
  expect(found("eggs", "egg mayo")).not.toEqual([]);
});

// What a cook writes after a name: "cheese, dairy free", "milk (non-dairy)". Said of every member of every family whose data
// names a way to say it is without ("dairy free", "vegan", "gf"), not only the few a person thought of.
test("a food said after its name to be without it is not flagged; said with more after it, or with a food, it is", () => {
  const saidAfter = new Set(allergensData.saidAfter);
  const wrongly: string[] = [];
  let families = 0;
  for (const family of allergensData.families) {
    const denials = family.substitutes.filter((phrase) => saidAfter.has(phrase));
    const foods = family.substitutes.filter((phrase) => !saidAfter.has(phrase));
    if (denials.length === 0) continue;
    families += 1;
    const avoidance = avoidanceFor(family.askedAs[0] ?? family.id);
    const found = (line: string) => findInIngredient(line, avoidance);
    for (const member of family.members) {
      for (const said of denials) {
        for (const line of [`2 tbsp ${member}, ${said}`, `2 tbsp ${member} (${said})`, `1 cup ${member} - ${said}.`, `1 cup ${member} (${said}), warmed`]) {
          if (found(line).length > 0) wrongly.push(`flagged: ${line}`);
        }
        for (const line of [`2 tbsp ${member} (${said} if you can find it)`, `2 tbsp ${member}, ${said} or not`]) {
          if (found(line).length === 0) wrongly.push(`missed: ${line}`);
        }
      }
      for (const food of foods) if (found(`2 tbsp ${member}, ${food}`).length === 0) wrongly.push(`missed: 2 tbsp ${member}, ${food}`);
    }
  }
  expect(families).toBeGreaterThanOrEqual(8);
  expect(wrongly).toEqual([]);
  // A name read under another ("spread" is butter) keeps what the line says of it; a step's list ("yogurt, rice") is no denial.
  expect(found("dairy", "dairy-free spread")).toEqual([]);
  expect(found("dairy", "250 g spread (dairy free)")).toEqual([]);
  expect(found("dairy", "2 tbsp butter or dairy-free spread")).toEqual(["butter"]);
  expect(findInText("Serve with yogurt, rice.", avoidanceFor("dairy"))).not.toEqual([]);
  expect(found("dairy", "1 cup milk (lactose-free)")).toEqual(["milk"]);
});

// A comma or a bracket ends a name: over every false friend of every family ("rice pasta", "peanut butter", "egg plant"),
// split at each of its words, the text holds what its two sides hold, each alone, and no more.
test("a name never runs across a comma or a bracket: split anywhere, a false friend is what its parts are", () => {
  const wrongly: string[] = [];
  let splits = 0;
  for (const family of allergensData.families) {
    const avoidance = avoidanceFor(family.askedAs[0] ?? family.id);
    const holds = (text: string) => findInText(text, avoidance).length > 0;
    for (const phrase of family.except) {
      const words = phrase.split(" ");
      for (let at = 1; at < words.length; at += 1) {
        const [left, right] = [words.slice(0, at).join(" "), words.slice(at).join(" ")];
        for (const text of [`${left}, ${right}`, `${left} (${right})`]) {
          splits += 1;
          if (holds(text) !== (holds(left) || holds(right))) wrongly.push(`${family.id}: ${text}`);
        }
      }
    }
  }
  expect(splits).toBeGreaterThan(50);
  expect(wrongly).toEqual([]);
});

test("a way of eating typed in the avoid field is checked as the diet it is, and says what it cannot check", () => {
  const halal = avoidanceFor("halal please");
  for (const line of ["4 rashers of bacon", "1 tbsp white wine", "2 leaves of gelatine", "50 g lard"]) expect(findInIngredient(line, halal), line).not.toEqual([]);
  for (const line of ["500 g beef mince", "2 chicken breasts", "50 g butter", "1 tbsp white wine vinegar"]) expect(findInIngredient(line, halal), line).toEqual([]);
  expect(describeFindings(findInIngredient("4 rashers of bacon", halal))).toEqual(["Contains bacon, which isn't halal."]);
  expect(halal.limits).toEqual([expect.stringContaining("slaughtered")]);

  const kosher = avoidanceFor("kosher");
  for (const line of ["200 g prawns", "6 scallops", "pork belly", "1 rabbit"]) expect(findInIngredient(line, kosher), line).not.toEqual([]);
  for (const line of ["salmon fillets", "beef brisket"]) expect(findInIngredient(line, kosher), line).toEqual([]);
  expect(kosher.limits).toEqual([expect.stringContaining("meat cooked with dairy")]);

  // Typed or chosen, one way of eating: the same families, the same words.
  for (const diet of ["vegan", "vegetarian"] as const) {
    const typed = avoidanceFor(`I'm ${diet}`);
    const chosen = avoidanceFor("", [diet]);
    for (const line of ["honey", "chicken stock", "parmesan", "2 eggs", "gelatine", "anchovies", "tofu", "coconut milk"]) {
      expect(describeFindings(findInIngredient(line, typed)), `${diet}: ${line}`).toEqual(describeFindings(findInIngredient(line, chosen)));
    }
    expect(typed.limits).toEqual([]);
  }
  expect(findInIngredient("chicken thighs", avoidanceFor("pescatarian"))).not.toEqual([]);
  expect(findInIngredient("cod fillets", avoidanceFor("pescatarian"))).toEqual([]);
});

test("rules that name no food are said to be beyond the check; foods, named or in a family, are not", () => {
  expect(avoidanceFor("low FODMAP, keto please").limits).toEqual([
    "AI Chef can't check a recipe for “low FODMAP”: it can only look for foods by name. Check the recipe yourself.",
    "AI Chef can't check a recipe for “keto”: it can only look for foods by name. Check the recipe yourself.",
  ]);
  expect(avoidanceFor("coriander, palm oil, courgettes, peanuts, dairy, dashi, lard, foie gras, raw fish").limits).toEqual([]);
  expect(avoidanceFor("").limits).toEqual([]);
  // A condition is a rule that names no food, in any of the ways cooks write it.
  for (const condition of ["pregnant", "pregnancy", "gout", "IBS", "PKU", "G6PD deficiency", "acid reflux"]) {
    expect(avoidanceFor(`${condition} please`).limits, condition).toEqual([`AI Chef can't check a recipe for “${condition}”: it can only look for foods by name. Check the recipe yourself.`]);
  }
});

test("words that name neither a food the reader knows nor a family are looked for as written, and the cook is told so", () => {
  for (const asked of ["MSG", "nitrates", "red dye", "hot", "carmine"]) {
    const avoidance = avoidanceFor(asked);
    expect(avoidance.limits, asked).toEqual([`AI Chef doesn't know which foods hold “${asked}”, so it only looked for the word itself. Check the recipe yourself.`]);
    // Still looked for as written: a recipe that names it is flagged.
    expect(findInIngredient(`1 tsp ${asked}`, avoidance).length, asked).toBeGreaterThan(0);
  }
});

test("alpha-gal is meat from mammals, their offal and gelatine, and says what it leaves to the cook", () => {
  for (const asked of ["alpha-gal", "alpha gal syndrome", "allergic to mammalian meat", "mammal meat"]) {
    const avoidance = avoidanceFor(asked);
    for (const line of ["500 g beef mince", "4 rashers of bacon", "2 lamb chops", "400 g venison steak", "250 g lamb's liver", "2 leaves of gelatine", "1 tbsp lard"]) {
      expect(findInIngredient(line, avoidance), `${asked}: ${line}`).not.toEqual([]);
    }
    for (const line of ["2 chicken breasts", "1 salmon fillet", "200 g prawns", "4 eggs"]) expect(findInIngredient(line, avoidance), `${asked}: ${line}`).toEqual([]);
    expect(avoidance.limits, asked).toEqual([expect.stringContaining("dairy")]);
  }
});

test("findings are described in plain words", () => {
  expect(describeFindings(findInIngredient("2 tbsp roasted peanuts", avoidanceFor("peanuts")))).toEqual(["Contains peanuts, which you asked to avoid."]);
  expect(describeFindings(findInText("Melt the butter with the cream.", avoidanceFor("dairy")))).toEqual(["Contains butter and cream (dairy), which you asked to avoid."]);
  expect(describeFindings(findInIngredient("chicken thighs", avoidanceFor("", ["vegetarian"])))).toEqual(["Contains chicken thighs, which isn't vegetarian."]);
  expect(avoidanceFor("").empty).toBe(true);
  expect(findInText("peanuts", avoidanceFor(""))).toEqual([]);
});

test("Ask again without it: what the recipe held is added to the things to avoid, each once, within the limit", () => {
  expect(avoidingAlso("nuts", ["pesto"])).toBe("nuts, pesto");
  expect(avoidingAlso(" peanuts ", ["Peanuts", "satay"])).toBe("peanuts, satay");
  expect(avoidingAlso("", ["chicken"])).toBe("chicken");
  const long = "x".repeat(MAX_AVOID_LENGTH - 3);
  expect(avoidingAlso(long, ["chicken"])).toBe(long);
});

// Every fish and meat the food data knows, not a sample (2026-11-28, sixth session): before, a cook avoiding fish was not
// told of "whiting", "grouper", "pomfret" or "hilsa" (USDA SR28's and IFCT 2017's fish, which the reader knows by family),
// nor one avoiding meat of "antelope", "wallaby" or "white pudding" (which the reader cooks as beef or sausage).
const FISH_FAMILIES = new Set(["white fish", "oily fish"]);
const vegetarian = avoidanceFor("", ["vegetarian"]);
const finds = (line: string, avoidance: ReturnType<typeof avoidanceFor>) => findInIngredient(line, avoidance).length > 0;

test("every fish the food data files as white or oily fish is fish, seafood and not vegetarian, however the line names it", () => {
  const fishNames = Object.entries({ ...vocabulary.families, ...names.families }).filter(([, family]) => FISH_FAMILIES.has(family)).map(([name]) => name);
  expect(fishNames.length).toBeGreaterThan(200);
  const [fish, seafood] = [avoidanceFor("fish"), avoidanceFor("seafood")];
  for (const name of fishNames) {
    for (const line of [`2 ${name} fillets`, `500 g ${name}, skinned`, `1 whole ${name} (about 800 g)`]) {
      expect(finds(line, fish), `fish: ${line}`).toBe(true);
      expect(finds(line, seafood), `seafood: ${line}`).toBe(true);
      expect(finds(line, vegetarian), `vegetarian: ${line}`).toBe(true);
    }
  }
});

test("a meat or fish the reader cooks as another is caught wherever that one is: meat as meat, fish as fish, shellfish as shellfish", () => {
  const standIns = Object.entries(names.standsInFor).filter(([name]) => isMeatOrFish(name));
  expect(standIns.length).toBeGreaterThan(50);
  for (const asked of ["meat", "fish", "shellfish"]) {
    const avoidance = avoidanceFor(asked);
    for (const [name, cooksAs] of standIns) {
      if (!finds(`500 g ${cooksAs}`, avoidance)) continue;
      expect(finds(`500 g ${name}`, avoidance), `${asked}: ${name} (cooks as ${cooksAs})`).toBe(true);
      expect(finds(`500 g ${name}`, vegetarian), `vegetarian: ${name}`).toBe(true);
    }
  }
});

test("every animal of USDA SR28's game meat group is meat and not vegetarian", () => {
  const game = sr28GameAnimals();
  expect(game).toEqual(expect.arrayContaining(["antelope", "bear", "bison", "caribou", "elk", "moose", "squirrel"]));
  const meat = avoidanceFor("meat");
  for (const animal of game) {
    expect(finds(`1 kg ${animal}, diced`, meat), animal).toBe(true);
    expect(finds(`1 kg ${animal}, diced`, vegetarian), animal).toBe(true);
  }
});

test("what only shares a meat's name stays what it is: buffalo mozzarella is cheese, gravy granules are no meat, seafood mix is shellfish", () => {
  expect(found("meat", "125 g buffalo mozzarella, torn")).toEqual([]);
  expect(found("meat", "3 tbsp buffalo sauce")).toEqual([]);
  expect(found("meat", "2 tbsp gravy granules")).toEqual([]);
  expect(found("meat", "400 g buffalo, diced")).toEqual(["buffalo"]);
  expect(found("shellfish", "400 g frozen seafood mix")).toEqual(["seafood mix"]);
  expect(found("beef", "500 g antelope, diced")).toEqual([]);
});

// Decision 015, seventh session (cookbook25b): the names the reader learnt are caught by the check as the food they are.
test("salt cod by any of its names is fish, wings of any name are meat, and every flatbread holds gluten", () => {
  const fish = avoidanceFor("fish");
  const vegetarian = avoidanceFor("", ["vegetarian"]);
  const gluten = avoidanceFor("gluten");
  for (const line of ["200 g bacalhau", "1 lb saltfish, soaked", "klipfish", "stockfish", "500 g salt cod"]) {
    expect(findInIngredient(line, fish), line).not.toEqual([]);
    expect(findInIngredient(line, vegetarian), line).not.toEqual([]);
  }
  for (const line of ["1 kg buffalo wings", "12 wings", "hot wings"]) expect(findInIngredient(line, vegetarian), line).not.toEqual([]);
  for (const line of ["2 lavash", "1 flatbread", "4 piadine", "khubz", "2 naan"]) expect(findInIngredient(line, gluten), line).not.toEqual([]);
});

test("a brand that is the food is caught as that food; a maker's brand beside a food neither hides nor adds one", () => {
  // Decision 015, seventh session (cookbook25g): the avoid check reads names through the name reader.
  const brandFoods: readonly (readonly [string, string])[] = [
    ["dairy", "Lurpak"], ["dairy", "Kerrygold"], ["dairy", "Philadelphia"], ["dairy", "Cathedral City"], ["eggs", "Hellmann's"],
    ["eggs", "Hellmann's light"], ["soy", "Kikkoman"], ["gluten", "Kikkoman"], ["gluten", "Warburtons"],
    ["nuts", "Nutella"], ["dairy", "Lurpak butter"], ["dairy", "Philadelphia cream cheese"], ["fish", "John West tuna"],
    ["gluten", "Jus-Rol puff pastry"], ["dairy", "Cathedral City cheddar"], ["dairy", "cheddar (Cathedral City)"],
  ];
  for (const [avoid, line] of brandFoods) expect(found(avoid, line), `${avoid}: ${line}`).not.toEqual([]);
  for (const [avoid, line] of [["dairy", "Birds Eye peas"], ["dairy", "Heinz baked beans"], ["fish", "Tilda basmati rice"], ["eggs", "Mutti passata"]] as const) {
    expect(found(avoid, line), `${avoid}: ${line}`).toEqual([]);
  }
});

// Seventh session (lead, from cookbook25g's notes): brand foods whose recipe holds an allergen, and the meat-free words the
// reader knows. Gravy granules and Oxo cubes are made with wheat (each maker sells a gluten-free line apart); Nutella holds
// skimmed milk. A word the reader takes to say a food is made without meat ("Linda McCartney", "fake", "this isn't") makes
// a meat word after it a stand-in for every meat family, from the reader's one list (data/ingredient-names.json
// `meatFree`); "faux filet", the French sirloin, is beef, not a meat-free food.
test("brand foods with an allergen are found; meat-free brands are not meat; a faux filet is beef", () => {
  const gluten = avoidanceFor("gluten");
  for (const line of ["2 tbsp Bisto", "2 tbsp gravy granules", "1 Oxo cube"]) expect(findInIngredient(line, gluten).length, line).toBeGreaterThan(0);
  expect(findInIngredient("2 tbsp Nutella", avoidanceFor("dairy")).length).toBeGreaterThan(0);
  const vegetarian = avoidanceFor("", ["vegetarian"]);
  for (const line of ["4 Linda McCartney sausages", "8 Linda McCartney's sausages", "fake bacon", "Quorn chicken pieces"]) expect(findInIngredient(line, vegetarian), line).toEqual([]);
  for (const line of ["400 g faux-filet", "2 faux filet steaks", "faux filet de boeuf", "1 entrecote steak", "4 pork sausages"]) expect(findInIngredient(line, vegetarian).length, line).toBeGreaterThan(0);
});

// A cheese the tables know only as cooking like another ("havarti" as cheddar) is a cheese: a dairy-free cook hears of it
// as of any cheese the data files under "cheese" (it had passed unsaid: the check read no family of its own).
test("every name that cooks as a cheese is dairy to a dairy-free or vegan cook, however it is written", () => {
  const cookingAsCheese = Object.keys(names.standsInFor).filter((name) => {
    const seen = new Set<string>();
    for (let standIn = standsInFor(name); standIn !== undefined && !seen.has(standIn); standIn = standsInFor(standIn)) {
      if (ingredientFamily(standIn) === "cheese") return true;
      seen.add(standIn);
    }
    return false;
  });
  expect(cookingAsCheese).toEqual(expect.arrayContaining(["havarti", "leerdammer", "gouda", "taleggio", "shropshire blue"]));
  // And the cheeses the tables file under "cheese" by name ("sage derby" had read as sage, and said nothing).
  const filedCheeses = Object.entries(names.families).filter(([, family]) => family === "cheese").map(([name]) => name);
  expect(filedCheeses).toEqual(expect.arrayContaining(["caerphilly", "sage derby", "cornish yarg", "kashkaval"]));
  const dairyFree = avoidanceFor("", ["dairy-free"]);
  const vegan = avoidanceFor("", ["vegan"]);
  const dairy = avoidanceFor("dairy");
  const missed: string[] = [];
  for (const name of [...cookingAsCheese, ...filedCheeses]) {
    for (const line of [`100 g ${name}`, `${name}, sliced`, `2 slices ${name.toUpperCase()}`]) {
      for (const [who, avoidance] of [["dairy-free", dairyFree], ["vegan", vegan], ["avoid dairy", dairy]] as const) {
        if (findInIngredient(line, avoidance).length === 0) missed.push(`${who}: ${line}`);
      }
    }
  }
  expect(missed).toEqual([]);
});

// A fish the tables know only as cooking like "white fish" (brill, flounder, dab) had said nothing to a cook avoiding fish;
// a seafood mix said nothing to one avoiding crustaceans or molluscs, though it holds both; white pudding nothing of pork.
test("every name that cooks as a fish family is fish; a seafood mix holds crustaceans and molluscs; white pudding holds pork", () => {
  const fishFamilies = new Set(allergensData.families.find((family) => family.id === "fish")?.vocabularyFamilies ?? []);
  const cooksAsFish = Object.entries(names.standsInFor).filter(([, standIn]) => fishFamilies.has(standIn)).map(([name]) => name);
  expect(cooksAsFish).toEqual(expect.arrayContaining(["brill", "flounder", "dab"]));
  const fish = avoidanceFor("fish");
  expect(cooksAsFish.filter((name) => findInIngredient(`2 ${name} fillets`, fish).length === 0)).toEqual([]);
  const mixes = allergensData.families.find((family) => family.id === "shellfish")?.members ?? [];
  expect(mixes.length).toBeGreaterThan(0);
  for (const asked of ["crustaceans", "molluscs", "shellfish"]) {
    const avoidance = avoidanceFor(asked);
    expect(mixes.filter((mix) => findInIngredient(`400 g frozen ${mix}`, avoidance).length === 0), asked).toEqual([]);
  }
  expect(findInIngredient("2 slices white pudding", avoidanceFor("pork")).length).toBeGreaterThan(0);
});

// The reader and the check must agree: a name the tables know, read as a food that holds what a cook avoids, is never
// passed in silence by a check that says it can read it. Only a name that itself says it is without it ("gluten free
// pasta", "vegan mince", "dairy free spread") or names no food ("boneless") may differ.
test("no name the tables know reads as a food holding what a cook avoids while the check, reading it, says nothing", () => {
  const known = new Set<string>([
    ...Object.keys(vocabulary.families), ...Object.keys(vocabulary.aliases), ...Object.keys(vocabulary.kinds),
    ...Object.keys(names.families), ...Object.keys(names.standsInFor), ...names.synonyms.flatMap((synonym) => [synonym.name, ...synonym.aliases]),
  ]);
  expect(known.size).toBeGreaterThan(2500);
  const asked = allergensData.families.filter((family) => family.eu || ["pork", "beef", "meat", "alcohol", "gelatin"].includes(family.id));
  const avoidances = asked.map((family) => [family.id, avoidanceFor(family.askedAs[0] ?? family.id)] as const);
  const saysWithout = /\b(?:free|vegan|plant based|plant-based|gf|boneless)\b/;
  const silent: string[] = [];
  // As typed too: with a word of how it was cooked after it, or "fresh" before it ("2 smoked rashers" had read as bacon and
  // said nothing of pork; "200 g filet mignon, grilled" nothing of beef).
  for (const line of [...known].flatMap((name) => [`100 g ${name}`, `100 g ${name}, smoked`, `100 g fresh ${name} grilled`])) {
    const name = line.slice("100 g ".length);
    const read = readIngredient(line);
    if (read === name || saysWithout.test(name) || !canReadIngredient(prepareIngredient(line))) continue;
    for (const [id, avoidance] of avoidances) {
      // Only what the read food surely holds: "meatball" may hold pork, but "beef meatball" says which meat it holds.
      const holds = findInIngredient(`100 g ${read}`, avoidance).some((found) => found.maybe !== true);
      if (holds && findInIngredient(line, avoidance).length === 0) silent.push(`${id}: ${name} (read as ${read})`);
    }
  }
  expect(silent).toEqual([]);
});

test("a line is checked as the food the reader reads it as, where its usual name keeps words the reader reads past", () => {
  for (const [line, avoid] of [["2 smoked rashers", "pork"], ["200 g filet mignon, grilled", "beef"], ["2 quarter pounders, grilled", "beef"], ["100 g andouille, smoked", "pork"], ["2 tukrey escalopes", "meat"], ["100 g motnerey jack", "dairy"]] as const) {
    expect(findInIngredient(line, avoidanceFor(avoid)), `${avoid}: ${line}`).not.toEqual([]);
  }
});

test("a food often but not always made with what the cook avoids may contain it: said as a may, never silent", () => {
  const may = (avoid: string, line: string) => findInIngredient(line, avoidanceFor(avoid)).map((each) => [each.word.toLowerCase(), each.maybe === true]);
  // Meatballs, minced meat and luncheon meat are beef or pork (or lamb); the line that names only them may hold either.
  for (const avoid of ["beef", "pork", "halal"]) {
    for (const line of ["12 meatballs", "500 g frozen Swedish meatballs", "400 g minced meat", "200 g luncheon meat"]) {
      expect(may(avoid, line), `${avoid}: ${line}`).toEqual([[expect.any(String), true]]);
    }
  }
  // Kebabs, doner and kofta are lamb or beef; hot dogs, salami and pepperoni may be beef as well as pork.
  for (const line of ["4 kebabs", "200 g doner meat", "6 koftas", "1 pack of hot dogs", "100 g salami", "pepperoni", "4 sausages"]) {
    expect(may("beef", line), line).toEqual([[expect.any(String), true]]);
  }
  // A line that names its meat says what it holds: no may.
  expect(may("pork", "beef meatballs")).toEqual([]);
  expect(may("beef", "4 chicken kebabs")).toEqual([]);
  expect(may("beef", "8 pork sausages")).toEqual([]);
  expect(may("pork", "8 pork sausages").length).toBeGreaterThan(0);
  expect(may("pork", "8 pork sausages").every(([, maybe]) => maybe === false)).toBe(true);
  expect(may("beef", "vegan meatballs")).toEqual([]);
  // Spam and Scotch eggs are pork, not a may.
  expect(may("pork", "1 tin of spam")).toEqual([["spam", false]]);
  expect(may("", "2 scotch eggs")).toEqual([]);
  expect(findInIngredient("2 scotch eggs", avoidanceFor("", ["vegetarian"])).map((each) => each.maybe === true)).toEqual([false]);
  // In words: a may is said as one.
  expect(describeFindings(findInIngredient("12 meatballs", avoidanceFor("pork")))).toEqual(["May contain meatballs (pork), which you asked to avoid."]);
  expect(describeFindings(findInIngredient("12 meatballs", avoidanceFor("halal")))).toEqual(["Contains meatballs, which may not be halal."]);
});
