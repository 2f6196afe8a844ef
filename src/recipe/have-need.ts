import { covers, foodsOfItems, ingredientFamily, normaliseIngredient, PANTRY_STAPLES, readIngredient, singularise } from "../food/ingredient-names.ts";
import { givesLine } from "../food/ready-sauces.ts";
import { ingredientLineEdits } from "./adapt.ts";
import { applyEdits } from "./amount.ts";
import { parseIngredientLine, saysOptional } from "./ingredient-line.ts";
import type { AdaptedRecipe, HaveOrNeed, UnderstoodRecipe } from "./recipe-model.ts";

/**
 * What the cook has and what to buy, by the cookbook's own rule (`givesLine` in src/food/ready-sauces.ts, `covers` with a bought sauce):
 * "eggs" = "egg", "scallion" = "spring onion", "cheese" covers cheddar, "red onion" covers onion, "chard"
 * stands in for spinach. So the marks never contradict the cookbook's "Uses your red onion". Pure.
 */

/** For finding a line in a step's words: the canonical name and its last words ("the tomatoes"). */
function wordsOf(name: string): string[] {
  const whole = normaliseIngredient(name);
  const words = whole.split(" ");
  const names = new Set<string>([whole]);
  const family = ingredientFamily(whole);
  if (family !== undefined) names.add(family);
  for (let i = 1; i < words.length; i++) names.add(words.slice(i).join(" "));
  names.delete("");
  return [...names];
}

/**
 * Each ingredient line's one canonical name, as the cookbook reads it ("thick white fish fillets" → white
 * fish); not its tails nor its family: "coconut milk" is not milk, mozzarella gives no parmesan. `covers`
 * decides. A line the reader found no name in ("20 whole cloves", read as 20 cloves of nothing) by its
 * text. What the marks cost: reading a name the tables do not know looks for the known name it may be a
 * typo of, a few milliseconds a line on a phone.
 */
export function namesOf(recipe: UnderstoodRecipe): readonly string[] {
  return recipe.ingredients.map((line) => readIngredient(line.name === "" ? line.text : line.name));
}

// Names read ahead for a recipe (by the recipe reader's worker, with the recipe: src/app/read-recipe.ts).
const namesRead = new WeakMap<UnderstoodRecipe, readonly string[]>();

/** `names` are `namesOf(recipe)`, read elsewhere: `haveOrNeed` uses them rather than reading them again. */
export function rememberNames(recipe: UnderstoodRecipe, names: readonly string[]): void {
  if (names.length === recipe.ingredients.length) namesRead.set(recipe, names);
}

export function haveOrNeed(
  recipe: UnderstoodRecipe,
  visitorIngredients: readonly string[],
  pantry: readonly string[] = [...PANTRY_STAPLES],
): readonly HaveOrNeed[] {
  // Each food of an item typed with two in it ("peppers and onions"), as the cookbook reads it.
  const have = foodsOfItems(visitorIngredients).map(readIngredient).filter((name) => name !== "");
  const staples = [...new Set([...PANTRY_STAPLES, ...foodsOfItems(pantry).map(readIngredient)])].filter((name) => name !== "");
  const names = namesRead.get(recipe) ?? namesOf(recipe);
  return recipe.ingredients.map((line, index) => {
    const name = names[index] ?? "";
    // A bought sauce gives the lines its dish makes the sauce of (a jar of korma sauce in a korma), as the cookbook counts it.
    if (have.some((item) => givesLine(item, recipe.title, name))) return "have";
    if (staples.some((item) => covers(item, name))) return "pantry";
    // "salt and pepper to taste", "a splash of water": nobody shops for these.
    if (/\b(?:salt|pepper|water|ice)\b/i.test(line.name) && line.quantity === null) return "pantry";
    // "a handful of mint (optional)": the recipe says the dish is whole without it, as the cookbook's intro counts it.
    return saysOptional(line.text) ? "optional" : "need";
  });
}

/** One thing to buy: the line as the shop sees it, and what it adds up with. */
interface ToBuy {
  /** The first line for it, as shown, without preparation notes. */
  readonly first: string;
  /** Its unit and name when its amount can be added to ("cup|plain yogurt"), else null. */
  readonly key: string | null;
  quantity: number;
  text: string;
}

/** "2 cloves garlic, sliced" → "2 cloves garlic": the shop sells it whole. */
function asSold(shown: string): string {
  return shown.split(/,\s|\s[–—]\s/)[0]?.trim() ?? shown;
}

function toBuy(text: string): ToBuy {
  const parsed = parseIngredientLine(text);
  const { amount } = parsed;
  // Only a plain amount adds up: not a range, nor one with an equivalent that would disagree; a container's size must match.
  const plain = amount !== null && amount.quantity > 0 && amount.upper === null && amount.equivalents.length === 0 && parsed.equivalents.length === 0 && parsed.plus.length === 0;
  const name = parsed.name.toLowerCase().split(/\s+/).map(singularise).join(" ");
  const size = amount?.size ? text.slice(amount.size.start, amount.size.end).replace(/\s+/g, "") : "";
  return { first: text, key: plain && name !== "" ? `${parsed.unit ?? ""}|${size}|${name}` : null, quantity: amount?.quantity ?? 0, text };
}

/** `item` with `more` of the same unit added: its first line rewritten for the total, as scaling writes it. */
function addTo(item: ToBuy, more: number): void {
  item.quantity += more;
  const parsed = parseIngredientLine(item.first);
  const written = parsed.amount?.quantity ?? 0;
  if (written > 0) item.text = applyEdits(item.first, ingredientLineEdits(item.first, parsed, item.quantity / written, "as-written"));
}

/**
 * Plain text for the shop: only what is missing, as now shown (scaled, converted), without preparation
 * notes; the same thing in the same unit in several lines ("1 cup yogurt" for the chicken, "1 ½ cups
 * yogurt" for the raita) is one line for the total ("2 ½ cups yogurt").
 */
export function shoppingList(recipe: UnderstoodRecipe, adapted: AdaptedRecipe, marks: readonly HaveOrNeed[]): string {
  const items: ToBuy[] = [];
  const byKey = new Map<string, ToBuy>();
  recipe.ingredients.forEach((line, index) => {
    if (marks[index] !== "need") return;
    const item = toBuy(asSold(adapted.ingredientTexts[index] ?? line.text));
    const same = item.key === null ? undefined : byKey.get(item.key);
    if (same !== undefined) return addTo(same, item.quantity);
    items.push(item);
    if (item.key !== null) byKey.set(item.key, item);
  });
  return items.map((item) => `- ${item.text}`).join("\n");
}

function mentions(stepWords: string, name: string): boolean {
  if (name.length < 3) return false;
  const pattern = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:e?s)?\\b`, "i");
  return pattern.test(stepWords);
}

/**
 * What a step calls a group of lines by: its label without "For the", "To make the" or "ingredients", and that
 * phrase's last word, the thing it is ("For the spicy glaze" → "spicy glaze", "glaze"; "Tahini dressing" → "dressing").
 */
function groupNames(group: string): string[] {
  const phrase = group
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/[*_:]+/g, " ")
    .replace(/^\s*(?:for|to make|to)\s+(?:the|a|an|your)?\s*/, "")
    .replace(/^\s*(?:the|a|an|your)\s+/, "")
    .replace(/\s+ingredients?\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
  const words = phrase.split(" ");
  return [...new Set([phrase, words[words.length - 1] ?? ""])].filter((name) => name.length >= 3);
}

/**
 * Indices of the ingredients a step mentions, by name or by the name's last word ("the tomatoes"), and the lines of
 * a group the step names ("Mix the marinade with the chicken" uses every line under "For the marinade").
 */
export function ingredientsInStep(recipe: UnderstoodRecipe, stepIndex: number): readonly number[] {
  const step = recipe.steps[stepIndex];
  if (step === undefined) return [];
  const words = step.text.toLowerCase();
  const groupNamed = new Map<string, boolean>();
  const named = (group: string | null): boolean => {
    if (group === null) return false;
    let found = groupNamed.get(group);
    if (found === undefined) {
      found = groupNames(group).some((name) => mentions(words, name));
      groupNamed.set(group, found);
    }
    return found;
  };
  return recipe.ingredients.flatMap((line, index) => {
    if (named(line.group)) return [index];
    // The name as written too: the step says "courgettes" where the cookbook's canonical name is "zucchini".
    const written = line.name.toLowerCase().split(/\s+/);
    const names = [...wordsOf(line.name), singularise(written[written.length - 1] ?? "")];
    return names.some((name) => mentions(words, name)) ? [index] : [];
  });
}
