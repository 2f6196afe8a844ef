import names from "../../data/ingredient-names.json" with { type: "json" };
import type { IngredientNamesData } from "./ingredient-names-schema.ts";

/**
 * Turns what a visitor types ("2 tins of chopped Tomatoes", "Spring Onions", "aubergine") into the
 * canonical ingredient names the cookbook, the recipe tools and the have/need marks share. The names
 * themselves are data (data/ingredient-names.json, checked against ./ingredient-names-schema.ts).
 */
const data: IngredientNamesData = names;

/**
 * Ingredients every kitchen is assumed to have. They are never reported as missing and a
 * recipe never counts as a match on them alone. The list is deliberately short: sugar,
 * butter, eggs, flour and garlic are common too, but they define whole dishes (a cake, an
 * omelette), so hiding them would promise recipes the visitor cannot make.
 */
export const PANTRY_STAPLES: ReadonlySet<string> = new Set(data.pantryStaples);

// No real ingredient name is this long; capping bounds the work for pasted essays.
const MAX_INPUT_LENGTH = 200;

const DESCRIPTORS: ReadonlySet<string> = new Set(data.descriptors);
const QUANTITY_WORDS: ReadonlySet<string> = new Set(data.quantityWords);
const UNIT_WORDS: ReadonlySet<string> = new Set(data.unitWords);
const INVARIANT_WORDS: ReadonlySet<string> = new Set(data.invariantWords);
const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map(Object.entries(data.irregularPlurals));
const FAMILIES: ReadonlyMap<string, string> = new Map(Object.entries(data.families));

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
  for (const { name, aliases } of data.synonyms) {
    for (const phrase of [name, ...aliases]) {
      map.set(withSingularHead(tokenise(phrase)), name);
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

/** The general name a visitor might use for `name` ("cheddar" → "cheese"), if any. */
export function ingredientFamily(name: string): string | undefined {
  return FAMILIES.get(name);
}
