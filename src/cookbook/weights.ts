/**
 * How much an ingredient on a visitor's list says about the dish they want, read the way a cook reads
 * a fridge: the fish, the meat, the pumpkin or the courgette is what must be used up; onion, garlic, a
 * condiment or a spice goes into anything. Canonical names (see src/food/ingredient-names.ts).
 */

const SEASONINGS = new Set([
  "onion", "red onion", "shallot", "garlic", "ginger", "chilli", "chilli flake", "green onion", "lemon", "lime",
  "salt", "black pepper", "olive oil", "vegetable oil", "sesame oil", "butter", "water", "sugar", "brown sugar", "honey",
  "flour", "baking powder", "baking soda", "vanilla extract", "cinnamon", "cumin", "paprika", "smoked paprika", "turmeric",
  "curry powder", "garam masala", "oregano", "thyme", "rosemary", "sage", "bay leaf", "basil", "parsley", "cilantro", "mint",
  "dill", "chive", "nutmeg", "mustard", "soy sauce", "fish sauce", "vinegar", "balsamic vinegar", "cider vinegar",
  "white wine vinegar", "red wine vinegar", "rice vinegar", "worcestershire sauce", "tomato paste", "mayonnaise", "ketchup",
  "hot sauce", "stock", "chicken stock", "vegetable stock", "beef stock", "cornstarch", "yeast", "sesame seed", "gravy granule",
  "tahini", "pesto", "salsa", "harissa", "miso", "horseradish", "hoisin sauce", "oyster sauce", "sweet chilli sauce",
  "curry paste", "red curry paste", "green curry paste", "gochujang", "maple syrup", "jam", "peanut butter", "icing sugar",
  "cocoa powder", "ground coriander", "chilli powder", "allspice", "clove", "cardamom", "star anise", "caper", "olive", "wine",
  "white wine", "red wine", "beer", "cider",
]);

// The cupboard: they carry a dish but rarely are why someone cooks it tonight.
const CUPBOARD = new Set([
  "pasta", "rice", "noodle", "egg noodle", "rice noodle", "bread", "tortilla", "couscous", "oat", "quinoa",
  "milk", "heavy cream", "chickpea", "black bean", "kidney bean", "red lentil", "lentil", "coconut milk", "egg", "cheese",
  "cheddar", "parmesan", "yogurt", "breadcrumb", "almond", "walnut", "peanut", "raisin", "chocolate", "dark chocolate",
]);

// Everyday vegetables: often the point of a dish, but in most fridges most of the time.
const EVERYDAY_PRODUCE = new Set(["tomato", "cherry tomato", "potato", "carrot", "pea", "bell pepper", "celery", "cucumber", "lettuce"]);

// Proteins spoil first and cost most: the surest sign of what the cook wants to make.
const PROTEINS = new Set([
  "chicken", "ground beef", "beef", "pork", "ground pork", "bacon",
  "sausage", "ham", "lamb", "ground lamb", "ground turkey", "turkey", "duck", "chorizo", "salmon", "white fish",
  "tuna", "shrimp", "mackerel", "smoked mackerel", "smoked salmon", "smoked haddock", "sardine", "squid", "mussel",
  "crab", "tofu", "halloumi", "paneer",
]);

/** Every name the weights list, for the test that they are all canonical (else they never match). */
export const WEIGHTED_NAMES: readonly string[] = [...SEASONINGS, ...CUPBOARD, ...EVERYDAY_PRODUCE, ...PROTEINS];

/** 1 for a seasoning, 2 for a cupboard staple, 3 for everyday vegetables, 4 for other fresh produce and cheeses, 5 for a protein. */
export function ingredientWeight(name: string): number {
  if (PROTEINS.has(name)) return 5;
  if (SEASONINGS.has(name)) return 1;
  if (CUPBOARD.has(name)) return 2;
  if (EVERYDAY_PRODUCE.has(name)) return 3;
  return 4;
}
