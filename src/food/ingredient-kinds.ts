import data from "../../data/ingredient-kinds.json" with { type: "json" };
import type { IngredientKindsData } from "./ingredient-kinds-schema.ts";
import { foodKind, ingredientFamily, normaliseIngredient, productOf, standsInFor } from "./ingredient-names.ts";

/** The kinds of food, from what a cook most surely wants used up to what goes into anything. */
export const KINDS = ["protein", "cured-protein", "fresh-produce", "keeping-produce", "cupboard", "aromatic", "herb", "spice", "condiment", "baking-staple"] as const;
export type Kind = (typeof KINDS)[number];

const kinds: IngredientKindsData = data;

const KIND_OF: ReadonlyMap<string, Kind> = new Map(
  (Object.entries(kinds.kinds) as [Kind, string[]][]).flatMap(([kind, names]) => names.map((name) => [name, kind] as const)),
);

function asKind(value: string | undefined): Kind | undefined {
  return (KINDS as readonly string[]).includes(value ?? "") ? (value as Kind) : undefined;
}

/** The kinds that season or help a dish rather than being what it is made of. */
export const SEASONING_KINDS: ReadonlySet<Kind> = new Set(["aromatic", "herb", "spice", "condiment", "baking-staple"]);

/** Whether data/ingredient-kinds.json names this canonical ingredient itself (not through its family). */
export function hasOwnKind(name: string): boolean {
  return KIND_OF.has(name);
}

/**
 * What kind of food a canonical ingredient name is: its own kind, else, for an unknown name a meat or fish
 * begins, that meat's ("chicken schnitzel", "pork bone" are proteins), else its family's, else USDA's kind
 * for it (data/food-vocabulary.json), else the kind of what it cooks as, else the kind of the name its
 * last words make ("smoked sausage", "polish sausage" are sausages; "smoked ham" is ham), else fresh produce.
 */
export function ingredientKind(name: string): Kind {
  return knownKind(name) ?? headKind(name) ?? "fresh-produce";
}

function knownKind(name: string): Kind | undefined {
  const own = KIND_OF.get(name);
  if (own !== undefined) return own;
  const product = productOf(name);
  if (product !== undefined) return knownKind(product);
  const family = ingredientFamily(name);
  const standIn = standsInFor(name);
  return (family === undefined ? undefined : KIND_OF.get(family)) ?? asKind(foodKind(name)) ?? (standIn === undefined ? undefined : KIND_OF.get(standIn));
}

/** The kind of the longest known name that ends this one: a word the data does not know before a food it does. */
function headKind(name: string): Kind | undefined {
  const words = name.split(" ");
  for (let start = 1; start < words.length; start++) {
    const kind = knownKind(normaliseIngredient(words.slice(start).join(" ")));
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** A protein, cured or fresh, or eggs: what a dish built on one is built on. */
export function isProtein(name: string): boolean {
  const kind = ingredientKind(name);
  return kind === "protein" || kind === "cured-protein" || name === "egg";
}
