import { normaliseIngredient, PANTRY_STAPLES, pluralise, singularise } from "../food/ingredient-names.ts";
import { readAmount } from "../recipe/amount.ts";
import { PIECE_WORDS, unitForWord } from "../recipe/vocabulary.ts";
import type { Diet, Recipe, RecipeIngredient } from "./recipe.ts";

// Units and the words for pieces of an ingredient are the recipe vocabulary's (data/recipe-vocabulary.json):
// a piece reads best after the name ("8 chicken thighs", "3 garlic cloves"), a container or a handful
// with "of" ("1 x 400 g can of tomatoes", "4 slices of bread").
function readsWithOf(word: string): boolean {
  return unitForWord(word)?.readWithOf ?? false;
}

// Ingredients bought by weight but still counted in the plural: "400 g chickpeas".
const BULK_PLURALS: ReadonlySet<string> = new Set([
  "chickpea", "bean", "lentil", "pea", "oat", "mushroom", "tomato", "potato", "carrot", "walnut",
  "peanut", "hazelnut", "nut", "almond", "cashew", "pecan", "pistachio", "raisin", "olive",
  "caper", "noodle", "seed", "chip", "breadcrumb", "flake", "grape", "date", "apricot", "mussel",
  "clam", "sprout", "shallot", "onion", "chive", "ladyfinger", "biscuit", "radish", "apple",
  "pear", "banana", "prune", "sheet", "shoot", "marshmallow", "sardine", "pilchard", "anchovy",
]);

// Whole vegetables and fruit read naturally in the singular in a sentence ("you'll also need
// onion"), small things do not ("you'll also need sesame seeds").
const SINGULAR_IN_PROSE: ReadonlySet<string> = new Set([
  "tomato", "potato", "carrot", "onion", "shallot", "apple", "pear", "banana", "radish", "prune", "sheet",
]);

const MAX_SHOWN_INGREDIENTS = 8;
const MAX_VISITOR_TEXT = 60;

/** Plural of an ingredient name, changing only its last word ("green onion" → "green onions"). */
export function pluraliseName(name: string): string {
  const space = name.lastIndexOf(" ");
  return name.slice(0, space + 1) + pluralise(name.slice(space + 1));
}

function lastWord(text: string): string {
  return text.slice(text.lastIndexOf(" ") + 1);
}

/** "plus 1 tbsp", "plus 2 cups": a second amount of the same food, which stays with the first ("100 g plus 1 tbsp sugar"). */
function plusAnAmount(phrase: string): boolean {
  const rest = /^plus\s+(.*)$/.exec(phrase)?.[1] ?? "";
  const words = rest.split(/\s+/);
  return leadingAmount(rest) !== undefined && words.length <= 2 && (words.length === 1 || unitForWord(words[1] ?? "") !== undefined);
}

// The units that are a piece cut from one food ("a slice of onion"), not a container of many.
const CUT_PIECES: ReadonlySet<string> = new Set(["slice", "piece"]);

function isBulkPlural(name: string): boolean {
  const last = lastWord(name);
  return BULK_PLURALS.has(last) || last.endsWith("berry");
}

function proseName(name: string): string {
  return isBulkPlural(name) && !SINGULAR_IN_PROSE.has(lastWord(name)) ? pluraliseName(name) : name;
}

/** The amount a quantity starts with, in figures ("2", "½", "1 x 400 g can"); a range counts as plural. */
function leadingAmount(quantity: string): number | undefined {
  if (!/^[\d¼-¾⅐-⅞]/.test(quantity)) return undefined;
  const amount = readAmount(quantity, 0);
  if (amount === null) return undefined;
  return amount.upper !== null ? Math.max(2, amount.quantity) : amount.quantity;
}

/**
 * One shopping-list line such as "1 x 400 g can of chickpeas", "3 garlic cloves",
 * "2 large tomatoes" or "salt, to taste", built from a quantity and a canonical name.
 */
// A bracket that ends a quantity: "1 tin (400 g)", "4 loin steaks (about 600 g)".
const CLOSING_BRACKET = /^(.*\S)\s*(\([^()]*\))$/;

export function formatIngredientLine(ingredient: RecipeIngredient): string {
  const { name } = ingredient;
  let base = ingredient.quantity.trim();
  let note = "";
  const paren = CLOSING_BRACKET.exec(base);
  if (paren !== null) {
    base = paren[1] ?? base;
    note = ` ${paren[2] ?? ""}`;
  }
  const comma = base.indexOf(",");
  if (comma !== -1) {
    note = `, ${base.slice(comma + 1).trim()}${note}`;
    base = base.slice(0, comma).trim();
  }
  // What the quantity says after its amount of what the food is for or sits in is said after the food: "40 g plus extra for the
  // dish" of butter is "40 g butter, plus extra for the dish"; "1 x 145 g tin in olive oil" of tuna is "… tin of tuna in olive oil".
  const aside = /^(.*?\S)\s+((?:plus|for|in)\b.*)$/.exec(base);
  if (aside !== null && leadingAmount(aside[1] ?? "") !== undefined && !plusAnAmount(aside[2] ?? "")) {
    const phrase = aside[2] ?? "";
    note = `${phrase.startsWith("in ") ? " " : ", "}${phrase}${note}`;
    base = aside[1] ?? base;
  }
  // A bracket that closes the amount ("4 loin steaks (about 600 g)", "2 tins (160 g each)") follows the food too.
  const closing = CLOSING_BRACKET.exec(base);
  if (closing !== null && leadingAmount(closing[1] ?? "") !== undefined) {
    base = closing[1] ?? base;
    note = ` ${closing[2] ?? ""}${note}`;
  }
  if (ingredient.optional === true) note += " (optional)";

  const amount = leadingAmount(base);
  if (amount === undefined) return `${name}, ${base}${note}`;

  const words = base.split(/\s+/);
  const last = singularise(lastWord(base).toLowerCase());
  const bulkName = isBulkPlural(name) ? pluraliseName(name) : name;
  if (PIECE_WORDS.has(last) && words.length > 1) {
    const before = words.slice(0, -1);
    return `${[...before, ...(namedAlready(before, name) ? [] : [name])].join(" ")} ${words[words.length - 1] ?? ""}${note}`;
  }
  // A cut piece is of the food, not of its pieces: "1 thin slice of onion", "2 slices of tomato"; a tin or a handful holds many.
  if (readsWithOf(last)) return `${base} of ${CUT_PIECES.has(last) ? name : bulkName}${note}`;
  if (namedAlready(words, name)) return `${base}${note}`;
  const measured = words.some((word) => unitForWord(word) !== undefined);
  if (measured) return `${base} ${bulkName}${note}`;
  return `${base} ${amount > 1 ? pluraliseName(name) : name}${note}`;
}

/**
 * Whether the words a quantity ends with already name its food, so the name after them would name it twice:
 * "200 g spaghetti" is the pasta, "150 g raw king prawns" the shrimp, "2 bagels" the bread. Not when the two
 * read together as the food ("300 g basmati" + rice is "basmati rice", "1 tsp Dijon" + mustard "Dijon mustard").
 */
function namedAlready(words: readonly string[], name: string): boolean {
  const end = words.at(-1)?.toLowerCase() ?? "";
  if (end === "" || /[\d¼-¾⅐-⅞]/.test(end) || unitForWord(end) !== undefined) return false;
  const tails = [end, words.slice(-2).join(" ").toLowerCase()].filter((tail) => normaliseIngredient(tail) === name);
  return tails.length > 0 && tails.every((tail) => normaliseIngredient(`${tail} ${name}`) !== name);
}

/** "45 minutes", "1 hour", "2 hours 15 minutes". */
export function formatDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  if (minutes <= 60) return unit(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? unit(hours, "hour") : `${unit(hours, "hour")} ${unit(rest, "minute")}`;
}

/**
 * Makes visitor text safe to embed in Markdown: one line, bounded length, and every
 * character that could start emphasis, a link, an image or raw HTML backslash-escaped.
 */
export function escapeVisitorText(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  const characters = Array.from(oneLine);
  const bounded = characters.length > MAX_VISITOR_TEXT ? `${characters.slice(0, MAX_VISITOR_TEXT - 1).join("")}…` : oneLine;
  return bounded.replace(/[\\`*_{}[\]()#+\-.!|<>~&]/g, "\\$&");
}

function joinList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1] ?? ""}`;
}

export interface RecipeMarkdownOptions {
  /** A plain sentence shown before the recipe's intro ("Nothing … takes 15 minutes or less"). */
  readonly note?: string | undefined;
  /** The cook's bought sauces that are this dish's sauce, as typed, and the lines each stands for (src/food/ready-sauces.ts). */
  readonly readySauces?: readonly { readonly display: string; readonly lines: readonly string[] }[] | undefined;
}

export function formatRecipeMarkdown(recipe: Recipe, used: readonly string[], missing: readonly string[], options: RecipeMarkdownOptions = {}): string {
  const usedCanonical = new Set(used.map(normaliseIngredient));
  const staples = recipe.ingredients
    .map((ingredient) => ingredient.name)
    .filter((name) => PANTRY_STAPLES.has(name) && !usedCanonical.has(name));

  const parts: string[] = [];
  if (used.length > 0) parts.push(`Uses your ${joinList(used.map(escapeVisitorText))}.`);
  for (const sauce of options.readySauces ?? []) parts.push(`Your ${escapeVisitorText(sauce.display)} takes the place of the ${joinList(sauce.lines.map(proseName))}.`);
  if (missing.length > 0) {
    parts.push(`You'll ${used.length > 0 ? "also " : ""}need ${joinList(missing.map(proseName))}.`);
  } else {
    const stapleNote = staples.length > 0 ? ` apart from pantry staples (${staples.join(", ")})` : "";
    parts.push(`You need nothing else${stapleNote}.`);
  }

  return [
    `# ${recipe.title}`,
    "",
    ...(options.note === undefined ? [] : [options.note, ""]),
    parts.join(" "),
    "",
    `**Serves** ${recipe.servings} · **Time** ${formatDuration(recipe.totalMinutes)}`,
    "",
    "## Ingredients",
    "",
    ...recipe.ingredients.map((ingredient) => `- ${formatIngredientLine(ingredient)}`),
    "",
    "## Method",
    "",
    ...recipe.steps.map((step, index) => `${index + 1}. ${step}`),
    "",
  ].join("\n");
}

// Hints that respect the visitor's diets: no chicken for vegetarians, no pasta when gluten-free.
function mainIngredientHints(diets: readonly Diet[]): string[] {
  const vegetarian = diets.includes("vegetarian") || diets.includes("vegan");
  const hints = ["a vegetable", "eggs", "chicken", "beans", "tofu", "rice", "pasta"];
  return hints.filter(
    (hint) =>
      !(hint === "chicken" && vegetarian) &&
      !(hint === "eggs" && diets.includes("vegan")) &&
      !(hint === "tofu" && !vegetarian) &&
      !(hint === "pasta" && diets.includes("gluten-free")),
  );
}

/** `diets`, when given, explains that the visitor's ingredients may be in recipes outside those diets. */
export function formatNoMatchMarkdown(
  ingredients: readonly string[],
  suggestions: readonly Recipe[],
  diets: readonly Diet[] = [],
  pantry: ReadonlySet<string> = PANTRY_STAPLES,
): string {
  const shown = ingredients.slice(0, MAX_SHOWN_INGREDIENTS).map(escapeVisitorText);
  const hidden = ingredients.length - shown.length;
  const listed = hidden > 0 ? `${shown.join(", ")} or ${hidden} more` : joinList(shown, "or");
  const opening =
    ingredients.length === 0
      ? "You haven't listed any ingredients yet, so I can't pick a recipe from the offline cookbook."
      : `I couldn't find a ${diets.length > 0 ? `${joinList(diets)} ` : ""}recipe in the offline cookbook that uses ${listed}.`;

  const lines = [
    "# No match in the cookbook yet",
    "",
    `${opening} Try adding a main ingredient, such as ${joinList(mainIngredientHints(diets), "or")}.`,
    "",
  ];
  if (suggestions.length === 0) return [...lines, ""].join("\n");

  lines.push("## Ideas that need only a few ingredients", "");
  for (const recipe of suggestions) {
    const needs = recipe.ingredients
      .filter((ingredient) => ingredient.optional !== true && !pantry.has(ingredient.name))
      .map((ingredient) => proseName(ingredient.name));
    lines.push(
      `- **${recipe.title}** (${recipe.cuisine}, serves ${recipe.servings}, ${formatDuration(recipe.totalMinutes)}): needs ${joinList(needs)}.`,
    );
  }
  lines.push("");
  return lines.join("\n");
}
