/**
 * Turns what a visitor types ("2 tins of chopped Tomatoes", "Spring Onions", "aubergine")
 * into the canonical ingredient names the offline cookbook is written in.
 */

/**
 * Ingredients every kitchen is assumed to have. They are never reported as missing and a
 * recipe never counts as a match on them alone. The list is deliberately short: sugar,
 * butter, eggs, flour and garlic are common too, but they define whole dishes (a cake, an
 * omelette), so hiding them would promise recipes the visitor cannot make.
 */
export const PANTRY_STAPLES: ReadonlySet<string> = new Set([
  "salt",
  "black pepper",
  "water",
  "olive oil",
  "vegetable oil",
]);

// No real ingredient name is this long; capping bounds the work for pasted essays.
const MAX_INPUT_LENGTH = 200;

// Canonical name first, then the spellings, regional names and shop names that mean it.
// Keys are written naturally and run through the same cleaning as visitor input at load.
const SYNONYM_GROUPS: readonly (readonly [string, readonly string[]])[] = [
  ["green onion", ["scallion", "spring onion", "salad onion", "green onion"]],
  ["chickpea", ["garbanzo", "garbanzo bean", "chick pea", "chickpea"]],
  ["cilantro", ["coriander", "coriander leaf", "coriander leaves", "cilantro leaf", "coriander herb"]],
  ["ground coriander", ["ground coriander", "coriander seed", "coriander powder"]],
  ["eggplant", ["aubergine", "brinjal", "eggplant"]],
  ["zucchini", ["courgette", "zucchini", "baby marrow"]],
  // A bare "pepper" on a shopping list is the vegetable; black pepper is a staple anyway.
  ["bell pepper", ["capsicum", "sweet pepper", "bell pepper", "pepper", "red pepper", "green pepper", "yellow pepper", "orange pepper", "red bell pepper", "romano pepper"]],
  ["ground beef", ["minced beef", "beef mince", "ground beef", "mince", "hamburger meat", "lean mince"]],
  ["ground pork", ["minced pork", "pork mince", "ground pork"]],
  ["ground lamb", ["minced lamb", "lamb mince", "ground lamb"]],
  ["ground chicken", ["minced chicken", "chicken mince", "ground chicken"]],
  ["ground turkey", ["minced turkey", "turkey mince", "ground turkey"]],
  ["shrimp", ["prawn", "king prawn", "tiger prawn", "jumbo shrimp", "shrimp"]],
  ["arugula", ["rocket", "roquette", "arugula", "rucola"]],
  ["snow pea", ["mangetout", "mange tout", "snow pea", "sugar snap pea", "sugar snap", "snap pea"]],
  ["corn", ["maize", "sweetcorn", "sweet corn", "corn kernel", "corn on the cob", "corn cob", "corn"]],
  ["chilli", ["chili", "chile", "chilli pepper", "chili pepper", "red chilli", "green chilli", "red chili", "green chili", "birds eye chilli", "thai chilli", "scotch bonnet", "hot pepper"]],
  ["chilli flake", ["chili flake", "red pepper flake", "crushed red pepper", "crushed chilli", "dried chilli flake"]],
  ["chilli powder", ["chili powder", "chilli powder", "ground chilli"]],
  ["sugar", ["caster sugar", "granulated sugar", "white sugar", "superfine sugar", "sugar"]],
  ["icing sugar", ["powdered sugar", "confectioners sugar", "icing sugar"]],
  ["brown sugar", ["light brown sugar", "dark brown sugar", "soft brown sugar", "muscovado", "muscovado sugar", "demerara sugar", "brown sugar"]],
  ["flour", ["plain flour", "all purpose flour", "wheat flour", "white flour", "flour"]],
  ["self-raising flour", ["self raising flour", "self rising flour"]],
  ["bread flour", ["strong white flour", "strong flour", "strong bread flour", "bread flour"]],
  ["wholemeal flour", ["whole wheat flour", "wholewheat flour", "wholemeal flour"]],
  ["chickpea flour", ["gram flour", "besan", "chickpea flour"]],
  ["heavy cream", ["double cream", "heavy cream", "whipping cream", "heavy whipping cream", "thickened cream", "cream"]],
  ["sour cream", ["soured cream", "sour cream"]],
  ["yogurt", ["yoghurt", "natural yogurt", "plain yogurt", "greek yogurt", "greek style yogurt", "natural yoghurt", "greek yoghurt", "plain yoghurt", "yogurt"]],
  ["baking soda", ["bicarbonate of soda", "bicarb", "bicarb soda", "bicarbonate soda", "baking soda"]],
  ["cornstarch", ["cornflour", "corn starch", "cornstarch"]],
  ["cornmeal", ["polenta", "cornmeal", "maize meal"]],
  ["beet", ["beetroot", "beet"]],
  ["rutabaga", ["swede", "rutabaga"]],
  ["romaine lettuce", ["romaine", "cos lettuce", "cos", "romaine lettuce"]],
  ["lettuce", ["little gem", "little gem lettuce", "iceberg lettuce", "iceberg", "butter lettuce", "lettuce", "salad leaf", "mixed salad leaf"]],
  ["spinach", ["baby spinach", "spinach leaf", "spinach"]],
  ["kale", ["cavolo nero", "lacinato kale", "tuscan kale", "curly kale", "kale"]],
  ["swiss chard", ["chard", "silverbeet", "rainbow chard", "swiss chard"]],
  ["cannellini bean", ["cannellini", "white bean", "white kidney bean", "cannellini bean", "haricot bean", "navy bean"]],
  ["butter bean", ["lima bean", "gigantes", "butter bean"]],
  ["kidney bean", ["red kidney bean", "kidney bean"]],
  ["black bean", ["turtle bean", "black turtle bean", "black bean"]],
  ["green bean", ["french bean", "string bean", "runner bean", "haricot vert", "fine bean", "green bean"]],
  ["red lentil", ["red split lentil", "split red lentil", "masoor dal", "red lentil"]],
  ["lentil", ["green lentil", "brown lentil", "puy lentil", "lentil"]],
  ["soy sauce", ["soya sauce", "shoyu", "light soy sauce", "dark soy sauce", "soy sauce", "soy"]],
  ["chicken stock", ["chicken broth", "chicken bouillon", "chicken stock cube", "chicken stock"]],
  ["vegetable stock", ["vegetable broth", "veg stock", "veggie stock", "vegetable bouillon", "vegetable stock cube", "vegetable stock"]],
  ["beef stock", ["beef broth", "beef bouillon", "beef stock cube", "beef stock"]],
  ["stock", ["stock cube", "broth", "bouillon", "stock"]],
  ["parmesan", ["parmigiano reggiano", "parmigiano", "grana padano", "parmesan cheese", "parmesan"]],
  ["cheddar", ["cheddar cheese", "mature cheddar", "sharp cheddar", "red leicester", "cheddar"]],
  ["mozzarella", ["buffalo mozzarella", "mozzarella cheese", "mozzarella ball", "mozzarella"]],
  ["feta", ["feta cheese", "queso fresco", "feta"]],
  ["goat cheese", ["goats cheese", "goat cheese", "chevre", "soft goats cheese"]],
  ["gruyere", ["gruyere cheese", "emmental", "swiss cheese", "comte", "gruyere"]],
  ["blue cheese", ["gorgonzola", "stilton", "roquefort", "blue cheese"]],
  ["cream cheese", ["soft cheese", "philadelphia", "cream cheese"]],
  ["egg", ["free range egg", "hen egg", "egg"]],
  ["butter", ["unsalted butter", "salted butter", "butter"]],
  ["milk", ["whole milk", "semi skimmed milk", "skimmed milk", "skim milk", "full fat milk", "cows milk", "dairy milk", "milk"]],
  ["plant milk", ["oat milk", "soy milk", "soya milk", "almond milk", "non dairy milk", "dairy free milk", "plant milk", "rice milk"]],
  ["garlic", ["garlic clove", "clove of garlic", "garlic bulb", "head of garlic", "garlic"]],
  ["ginger", ["ginger root", "root ginger", "ground ginger", "ginger"]],
  ["lemon", ["lemon juice", "lemon zest", "lemon wedge", "lemon"]],
  ["lime", ["lime juice", "lime zest", "lime wedge", "lime"]],
  ["orange", ["orange juice", "orange zest", "orange"]],
  ["onion", ["yellow onion", "brown onion", "white onion", "spanish onion", "onion"]],
  ["red onion", ["purple onion", "red onion"]],
  ["shallot", ["eschalot", "banana shallot", "shallot"]],
  ["potato", ["new potato", "baby potato", "maris piper", "russet", "russet potato", "yukon gold", "waxy potato", "floury potato", "king edward", "potato"]],
  ["sweet potato", ["yam", "sweet potato"]],
  ["tomato", ["plum tomato", "vine tomato", "roma tomato", "beef tomato", "beefsteak tomato", "crushed tomato", "chopped tomato", "tomato"]],
  ["cherry tomato", ["grape tomato", "baby plum tomato", "cherry tomato"]],
  ["tomato paste", ["tomato puree", "tomato concentrate", "tomato paste"]],
  ["passata", ["tomato passata", "strained tomato", "tomato sauce", "passata"]],
  ["sun-dried tomato", ["sun dried tomato", "sundried tomato"]],
  ["mushroom", ["button mushroom", "chestnut mushroom", "cremini mushroom", "cremini", "white mushroom", "portobello mushroom", "portobello", "mushroom"]],
  ["shiitake mushroom", ["shiitake", "shitake", "shitake mushroom", "shiitake mushroom"]],
  ["parsley", ["flat leaf parsley", "italian parsley", "curly parsley", "parsley"]],
  ["basil", ["basil leaf", "sweet basil", "basil"]],
  ["thai basil", ["holy basil", "thai basil"]],
  ["mint", ["mint leaf", "spearmint", "mint"]],
  ["rosemary", ["rosemary sprig", "rosemary"]],
  ["thyme", ["thyme sprig", "thyme leaf", "thyme"]],
  ["chive", ["chive", "chives"]],
  ["olive oil", ["extra virgin olive oil", "evoo", "light olive oil", "olive oil"]],
  ["vegetable oil", ["sunflower oil", "canola oil", "rapeseed oil", "neutral oil", "cooking oil", "groundnut oil", "peanut oil", "oil", "vegetable oil"]],
  ["sesame oil", ["toasted sesame oil", "sesame oil"]],
  ["salt", ["sea salt", "kosher salt", "table salt", "flaky salt", "sea salt flake", "salt and pepper", "salt"]],
  ["black pepper", ["ground black pepper", "cracked black pepper", "peppercorn", "black peppercorn", "white pepper", "black pepper"]],
  ["white wine vinegar", ["white wine vinegar", "wine vinegar"]],
  ["red wine vinegar", ["sherry vinegar", "red wine vinegar"]],
  ["cider vinegar", ["apple cider vinegar", "cider vinegar"]],
  ["rice vinegar", ["rice wine vinegar", "seasoned rice vinegar", "rice vinegar"]],
  ["balsamic vinegar", ["balsamic", "balsamic vinegar"]],
  ["vinegar", ["white vinegar", "distilled vinegar", "malt vinegar", "vinegar"]],
  ["white wine", ["dry white wine", "white wine"]],
  ["chicken", ["chicken breast", "chicken thigh", "chicken drumstick", "chicken leg", "chicken wing", "chicken fillet", "chicken breast fillet", "chicken thigh fillet", "chicken tender", "whole chicken", "chicken piece", "chicken"]],
  ["beef", ["steak", "beef steak", "sirloin", "sirloin steak", "rump steak", "ribeye", "ribeye steak", "flank steak", "skirt steak", "stewing beef", "braising steak", "beef chuck", "chuck steak", "brisket", "beef brisket", "beef"]],
  ["pork", ["pork chop", "pork loin", "pork shoulder", "pork belly", "pork tenderloin", "pork fillet", "pork steak", "pork"]],
  ["lamb", ["leg of lamb", "lamb leg", "lamb shoulder", "lamb chop", "lamb cutlet", "lamb neck", "lamb"]],
  ["bacon", ["streaky bacon", "back bacon", "bacon rasher", "rasher", "lardon", "smoked bacon", "bacon"]],
  ["sausage", ["pork sausage", "banger", "chipolata", "andouille", "sausage"]],
  ["prosciutto", ["parma ham", "serrano ham", "prosciutto"]],
  ["ham", ["cooked ham", "ham slice", "ham"]],
  ["salmon", ["salmon fillet", "salmon steak", "salmon"]],
  ["white fish", ["cod", "cod fillet", "haddock", "haddock fillet", "pollock", "hake", "tilapia", "basa", "white fish fillet", "white fish"]],
  ["tuna", ["tuna chunk", "tuna in spring water", "tuna steak", "tuna"]],
  ["squid", ["calamari", "squid"]],
  ["tofu", ["firm tofu", "extra firm tofu", "silken tofu", "bean curd", "tofu"]],
  ["rice noodle", ["rice stick", "rice vermicelli", "vermicelli noodle", "pad thai noodle", "flat rice noodle", "rice noodle"]],
  ["udon noodle", ["udon", "udon noodle"]],
  ["soba noodle", ["soba", "buckwheat noodle", "soba noodle"]],
  ["ramen noodle", ["ramen", "instant noodle", "ramen noodle"]],
  ["egg noodle", ["medium egg noodle", "fine egg noodle", "egg noodle"]],
  ["pasta", ["spaghetti", "penne", "fusilli", "linguine", "tagliatelle", "rigatoni", "farfalle", "macaroni", "conchiglie", "pappardelle", "fettuccine", "bucatini", "pasta shell", "dried pasta", "pasta"]],
  ["lasagne sheet", ["lasagna sheet", "lasagna noodle", "lasagne", "lasagna", "lasagne sheet"]],
  ["rice", ["white rice", "long grain rice", "basmati", "basmati rice", "jasmine rice", "brown rice", "leftover rice", "pudding rice", "rice"]],
  ["arborio rice", ["arborio", "risotto rice", "carnaroli", "carnaroli rice", "arborio rice"]],
  ["sticky rice", ["glutinous rice", "sweet rice", "sticky rice"]],
  ["bread", ["sliced bread", "white bread", "wholemeal bread", "brown bread", "sourdough", "sourdough bread", "crusty bread", "baguette", "french stick", "ciabatta", "bread slice", "toast", "loaf", "bread"]],
  ["pita", ["pitta", "pita bread", "pitta bread", "flatbread", "pita"]],
  ["naan", ["naan bread", "nan bread", "naan"]],
  ["tortilla", ["flour tortilla", "wrap", "tortilla wrap", "tortilla"]],
  ["breadcrumb", ["panko", "panko breadcrumb", "bread crumb", "breadcrumb"]],
  ["burger bun", ["bun", "hamburger bun", "brioche bun", "bread roll", "burger bun"]],
  ["peanut", ["salted peanut", "roasted peanut", "peanut"]],
  ["almond", ["flaked almond", "sliced almond", "slivered almond", "almond"]],
  ["almond flour", ["ground almond", "almond meal", "almond flour"]],
  ["cashew", ["cashew nut", "cashew"]],
  ["pine nut", ["pine kernel", "pine nut"]],
  ["sesame seed", ["sesame", "white sesame seed", "sesame seed"]],
  ["tahini", ["tahina", "sesame paste", "tahini"]],
  ["pumpkin seed", ["pepita", "pumpkin seed"]],
  ["chia seed", ["chia", "chia seed"]],
  ["apple", ["granny smith", "cooking apple", "bramley apple", "eating apple", "apple"]],
  ["cucumber", ["english cucumber", "lebanese cucumber", "cucumber"]],
  ["celery", ["celery stick", "celery stalk", "celery rib", "celery"]],
  ["broccoli", ["broccoli floret", "tenderstem broccoli", "broccolini", "calabrese", "broccoli"]],
  ["cauliflower", ["cauliflower floret", "cauliflower"]],
  ["cabbage", ["white cabbage", "green cabbage", "savoy cabbage", "cabbage"]],
  ["napa cabbage", ["chinese cabbage", "chinese leaf", "napa cabbage"]],
  ["bok choy", ["pak choi", "bok choi", "pak choy", "bok choy"]],
  ["butternut squash", ["butternut", "squash", "butternut squash"]],
  ["pea", ["garden pea", "petit pois", "petits pois", "pea"]],
  ["edamame", ["edamame bean", "soya bean", "soybean", "edamame"]],
  ["bean sprout", ["beansprout", "mung bean sprout", "bean sprout"]],
  ["lemongrass", ["lemon grass", "lemongrass stalk", "lemongrass"]],
  ["lime leaf", ["kaffir lime leaf", "makrut lime leaf", "lime leaf"]],
  ["fish sauce", ["nam pla", "fish sauce"]],
  ["red curry paste", ["thai red curry paste", "red curry paste"]],
  ["green curry paste", ["thai green curry paste", "green curry paste"]],
  ["curry powder", ["madras curry powder", "mild curry powder", "curry powder"]],
  ["cumin", ["cumin seed", "ground cumin", "jeera", "cumin"]],
  ["mustard", ["dijon", "dijon mustard", "wholegrain mustard", "english mustard", "yellow mustard", "mustard powder", "mustard"]],
  ["smoked paprika", ["pimenton", "smoked paprika"]],
  ["paprika", ["sweet paprika", "paprika"]],
  ["cayenne", ["cayenne pepper", "cayenne"]],
  ["chipotle", ["chipotle in adobo", "chipotle paste", "chipotle pepper", "chipotle"]],
  ["cinnamon", ["cinnamon stick", "ground cinnamon", "cinnamon"]],
  ["vanilla extract", ["vanilla", "vanilla essence", "vanilla pod", "vanilla bean", "vanilla extract"]],
  ["honey", ["runny honey", "clear honey", "honey"]],
  ["maple syrup", ["maple", "pure maple syrup", "maple syrup"]],
  ["molasses", ["black treacle", "treacle", "molasses"]],
  ["chocolate", ["chocolate", "chocolate bar"]],
  ["dark chocolate", ["plain chocolate", "bittersweet chocolate", "semisweet chocolate", "cooking chocolate", "dark chocolate"]],
  ["chocolate chip", ["choc chip", "chocolate chunk", "chocolate chip"]],
  ["cocoa powder", ["cocoa", "cacao powder", "unsweetened cocoa", "cocoa powder"]],
  ["yeast", ["dried yeast", "instant yeast", "fast action yeast", "active dry yeast", "easy bake yeast", "yeast"]],
  ["gelatin", ["gelatine", "gelatine leaf", "gelatin"]],
  ["shredded coconut", ["desiccated coconut", "coconut flake", "shredded coconut"]],
  ["raisin", ["sultana", "currant", "raisin"]],
  ["dried apricot", ["dried apricot"]],
  ["date", ["medjool date", "pitted date", "date"]],
  ["oat", ["rolled oat", "porridge oat", "old fashioned oat", "jumbo oat", "oatmeal", "oat"]],
  ["bulgur", ["bulgur wheat", "bulghur", "bulgar wheat", "cracked wheat", "bulgur"]],
  ["tortilla chip", ["nacho", "nacho chip", "tortilla chip"]],
  ["mayonnaise", ["mayo", "mayonnaise"]],
  ["ketchup", ["tomato ketchup", "catsup", "ketchup"]],
  ["hot sauce", ["sriracha", "tabasco", "chilli sauce", "chili sauce", "hot sauce"]],
  ["worcestershire sauce", ["worcester sauce", "worcestershire", "worcestershire sauce"]],
  ["hoisin sauce", ["hoisin", "hoisin sauce"]],
  ["rice wine", ["shaoxing wine", "chinese cooking wine", "sake", "rice wine"]],
  ["gochujang", ["korean chilli paste", "gochujang paste", "gochujang"]],
  ["gochugaru", ["korean chilli flake", "korean chili flake", "gochugaru"]],
  ["miso", ["white miso", "miso paste", "red miso", "miso"]],
  ["nori", ["nori sheet", "seaweed sheet", "nori"]],
  ["zaatar", ["za atar", "zaatar"]],
  ["pomegranate", ["pomegranate seed", "pomegranate aril", "pomegranate"]],
  ["olive", ["black olive", "green olive", "kalamata olive", "kalamata", "olive"]],
  ["anchovy", ["anchovy fillet", "anchovy"]],
  ["coconut milk", ["light coconut milk", "full fat coconut milk", "coconut milk"]],
  ["puff pastry", ["ready rolled puff pastry", "puff pastry"]],
  ["shortcrust pastry", ["pie crust", "pastry case", "shortcrust pastry"]],
  ["filo pastry", ["filo", "phyllo", "phyllo pastry", "phyllo dough", "filo pastry"]],
  ["jam", ["strawberry jam", "raspberry jam", "jelly", "jam"]],
  ["digestive biscuit", ["digestive", "graham cracker", "digestive biscuit"]],
  ["condensed milk", ["sweetened condensed milk", "condensed milk"]],
  ["asparagus", ["asparagus spear", "asparagus tip", "asparagus"]],
  ["brussels sprout", ["brussel sprout", "brussel", "sprout", "brussels sprout"]],
  ["okra", ["bhindi", "ladies finger", "okra"]],
  ["artichoke", ["artichoke heart", "artichoke"]],
  ["fennel", ["fennel bulb", "fennel"]],
  ["baked bean", ["baked bean", "beans in tomato sauce"]],
  ["ladyfinger", ["savoiardi", "sponge finger", "ladyfinger"]],
  ["coffee", ["espresso", "strong coffee", "instant coffee", "coffee"]],
  ["berry", ["mixed berry", "berry", "summer berry", "frozen berry"]],
  ["pumpkin", ["pumpkin puree", "pumpkin"]],
  ["smoked salmon", ["lox", "smoked salmon"]],
  ["smoked haddock", ["smoked haddock", "smoked cod"]],
  ["ice cream", ["vanilla ice cream", "ice cream"]],
  ["ghee", ["clarified butter", "ghee"]],
  ["star anise", ["star anise", "star anise pod"]],
  ["cardamom", ["cardamom pod", "green cardamom", "cardamom"]],
  ["bay leaf", ["bay", "bay leaves", "bay leaf"]],
  ["chilli bean paste", ["doubanjiang", "toban djan", "chilli bean sauce", "chilli bean paste"]],
  ["tamarind paste", ["tamarind", "tamarind concentrate", "tamarind paste"]],
  ["garam masala", ["garam masala"]],
  ["ras el hanout", ["ras el hanout"]],
  ["english muffin", ["english muffin"]],
  ["evaporated milk", ["evaporated milk"]],
  ["coconut cream", ["coconut cream"]],
  ["peanut butter", ["smooth peanut butter", "crunchy peanut butter", "peanut butter"]],
  ["sweet chilli sauce", ["sweet chili sauce", "sweet chilli sauce"]],
  ["white chocolate", ["white chocolate"]],
  ["milk chocolate", ["milk chocolate"]],
  ["garlic powder", ["garlic powder", "garlic granule"]],
  ["onion powder", ["onion powder"]],
];

// Words that describe preparation or size rather than the ingredient itself.
const DESCRIPTORS: ReadonlySet<string> = new Set([
  "fresh", "freshly", "chopped", "finely", "roughly", "coarsely", "thinly", "diced", "minced",
  "sliced", "ground", "dried", "dry", "frozen", "canned", "tinned", "jarred", "large", "small",
  "medium", "big", "ripe", "overripe", "organic", "raw", "boneless", "skinless", "skin", "bone",
  "grated", "shredded", "crushed", "peeled", "cooked", "leftover", "whole", "free", "range",
  "pitted", "deseeded", "halved", "quartered", "cubed", "trimmed", "washed", "rinsed", "drained",
  "unsalted", "salted", "roasted", "toasted", "baby", "young", "mature", "mild", "hot", "light",
  "good", "quality", "homemade", "bought", "softened", "melted", "beaten", "lightly", "optional",
  "cold", "warm", "extra", "lean", "mixed", "on", "in", "to", "taste", "some",
]);

// Leading words that measure rather than name: "a handful of", "2 tins of".
const QUANTITY_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "some", "few", "couple", "of", "x", "half", "quarter", "handful", "pinch", "dash",
  "splash", "bunch", "bag", "pack", "packet", "box", "tin", "can", "jar", "bottle", "cup",
  "slice", "piece", "stick", "clove", "sprig", "head", "fillet", "rasher", "knob", "stalk",
  "thumb", "sheet", "punnet", "carton", "block", "tub", "about",
]);

// Units only measure when a number precedes them: "500 grams flour" but "gram flour".
const UNIT_WORDS: ReadonlySet<string> = new Set([
  "g", "gram", "kg", "kilo", "kilogram", "ml", "l", "litre", "liter", "oz", "ounce", "lb",
  "pound", "pint", "tbsp", "tsp", "tablespoon", "teaspoon",
]);

// Words ending in "s" that are already singular.
const INVARIANT_WORDS: ReadonlySet<string> = new Set([
  "hummus", "couscous", "asparagus", "molasses", "swiss", "brussels", "lemongrass", "watercress",
  "cress", "bass", "citrus", "octopus", "grits",
]);

const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ["leaves", "leaf"],
  ["halves", "half"],
  ["loaves", "loaf"],
  ["chillies", "chilli"],
  ["chilies", "chili"],
  ["cookies", "cookie"],
  ["brownies", "brownie"],
  ["pies", "pie"],
  ["quiches", "quiche"],
  ["veggies", "veggie"],
  ["chives", "chive"],
  ["fries", "fries"],
]);

/** Singular form of one lower-case word ("tomatoes" → "tomato", "berries" → "berry"). */
export function singularise(word: string): string {
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular !== undefined) return irregular;
  if (word.length <= 3 || INVARIANT_WORDS.has(word)) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("oes")) return word.slice(0, -2);
  if (/(?:ss|sh|ch|x|zz)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

function tokenise(raw: string): string[] {
  return raw
    .slice(0, MAX_INPUT_LENGTH)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // Possessives and elisions join rather than split: "goat's" → "goats", "za'atar" → "zaatar".
    .replace(/['\u2019`]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 0);
}

function withSingularHead(tokens: readonly string[]): string {
  const last = tokens[tokens.length - 1];
  if (last === undefined) return "";
  return [...tokens.slice(0, -1), singularise(last)].join(" ");
}

// Built at the first lookup, not as the module loads: the page loads this module with the recipe tools,
// often just as a recipe starts streaming, and building it then was a 10–23 ms share of one main-thread
// task on a slow phone; the tools' idle-time warm-up builds it instead.
let synonyms: ReadonlyMap<string, string> | undefined;
function synonymOf(phrase: string): string | undefined {
  return (synonyms ??= buildSynonyms()).get(phrase);
}

function buildSynonyms(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [canonical, aliases] of SYNONYM_GROUPS) {
    for (const phrase of [canonical, ...aliases]) {
      map.set(withSingularHead(tokenise(phrase)), canonical);
    }
  }
  return map;
}

// "a" and "an" count as one: "a pound of butter".
function isNumber(token: string): boolean {
  return /^\d/.test(token) || token === "a" || token === "an";
}

function isQuantityWord(token: string, afterNumber: boolean): boolean {
  const singular = singularise(token);
  if (QUANTITY_WORDS.has(token) || QUANTITY_WORDS.has(singular)) return true;
  return afterNumber && (UNIT_WORDS.has(token) || UNIT_WORDS.has(singular));
}

// Never strips the last word: "cloves" alone is the spice, "2 cloves garlic" is garlic.
function stripLeadingQuantity(tokens: readonly string[]): string[] {
  let start = 0;
  let afterNumber = false;
  while (start < tokens.length - 1) {
    const token = tokens[start] ?? "";
    if (isNumber(token)) afterNumber = true;
    else if (!isQuantityWord(token, afterNumber)) break;
    start += 1;
  }
  const rest = tokens.slice(start);
  return rest.length === 1 && isNumber(rest[0] ?? "") ? [] : rest;
}

/**
 * Canonical, lower-case, singular name for a typed ingredient, or "" when nothing
 * recognisable is left (empty input, emoji, a bare quantity). Pure, deterministic and
 * idempotent: a canonical name normalises to itself.
 */
export function normaliseIngredient(raw: string): string {
  const words = stripLeadingQuantity(tokenise(raw));
  if (words.length === 0) return "";

  // Whole phrases first, so "ground beef" and "hot sauce" survive the descriptor stripping.
  const direct = synonymOf(withSingularHead(words));
  if (direct !== undefined) return direct;

  const described = stripLeadingQuantity(words.filter((word) => !DESCRIPTORS.has(word)));
  const bare = withSingularHead(described.length > 0 ? described : words);
  return synonymOf(bare) ?? bare;
}

// A specific ingredient and the general word a visitor might type for it: someone who
// lists "cheese" can use the cheddar, someone who lists "noodles" can use egg noodles.
const FAMILIES: ReadonlyMap<string, string> = new Map([
  ["cheddar", "cheese"],
  ["parmesan", "cheese"],
  ["mozzarella", "cheese"],
  ["feta", "cheese"],
  ["goat cheese", "cheese"],
  ["gruyere", "cheese"],
  ["blue cheese", "cheese"],
  ["halloumi", "cheese"],
  ["paneer", "cheese"],
  ["ricotta", "cheese"],
  ["pecorino", "cheese"],
  ["manchego", "cheese"],
  ["egg noodle", "noodle"],
  ["rice noodle", "noodle"],
  ["udon noodle", "noodle"],
  ["soba noodle", "noodle"],
  ["ramen noodle", "noodle"],
  ["orzo", "pasta"],
  ["lasagne sheet", "pasta"],
  ["arborio rice", "rice"],
  ["sticky rice", "rice"],
  ["chicken stock", "stock"],
  ["vegetable stock", "stock"],
  ["beef stock", "stock"],
  ["red onion", "onion"],
  ["shallot", "onion"],
  ["cherry tomato", "tomato"],
  ["romaine lettuce", "lettuce"],
  ["shiitake mushroom", "mushroom"],
  ["red lentil", "lentil"],
  ["red cabbage", "cabbage"],
  ["napa cabbage", "cabbage"],
  ["pancetta", "bacon"],
  ["prosciutto", "ham"],
  ["smoked salmon", "salmon"],
  ["smoked haddock", "white fish"],
  ["jalapeno", "chilli"],
  ["thai basil", "basil"],
  ["smoked paprika", "paprika"],
  ["pita", "bread"],
  ["naan", "bread"],
  ["burger bun", "bread"],
  ["english muffin", "bread"],
  ["corn tortilla", "tortilla"],
  ["red curry paste", "curry paste"],
  ["green curry paste", "curry paste"],
  ["white wine vinegar", "vinegar"],
  ["red wine vinegar", "vinegar"],
  ["cider vinegar", "vinegar"],
  ["rice vinegar", "vinegar"],
  ["balsamic vinegar", "vinegar"],
  ["dark chocolate", "chocolate"],
  ["milk chocolate", "chocolate"],
  ["white chocolate", "chocolate"],
  ["chocolate chip", "chocolate"],
  ["blueberry", "berry"],
  ["raspberry", "berry"],
  ["strawberry", "berry"],
  ["blackberry", "berry"],
  ["dried apricot", "apricot"],
  ["plant milk", "milk"],
  ["egg yolk", "egg"],
  ["egg white", "egg"],
  ["self-raising flour", "flour"],
  ["bread flour", "flour"],
]);

/** The general name a visitor might use for `name` ("cheddar" → "cheese"), if any. */
export function ingredientFamily(name: string): string | undefined {
  return FAMILIES.get(name);
}
