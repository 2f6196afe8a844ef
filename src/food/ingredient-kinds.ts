import data from "../../data/ingredient-kinds.json" with { type: "json" };
import type { IngredientKindsData } from "./ingredient-kinds-schema.ts";
import { foodKind, ingredientFamily, standsInFor } from "./ingredient-names.ts";

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
 * What kind of food a canonical ingredient name is: its own kind, else its family's, else USDA's kind
 * for it (data/food-vocabulary.json), else the kind of what it cooks as, else fresh produce.
 */
export function ingredientKind(name: string): Kind {
  const own = KIND_OF.get(name);
  if (own !== undefined) return own;
  const family = ingredientFamily(name);
  const standIn = standsInFor(name);
  return (
    (family === undefined ? undefined : KIND_OF.get(family)) ??
    asKind(foodKind(name)) ??
    (standIn === undefined ? undefined : KIND_OF.get(standIn)) ??
    "fresh-produce"
  );
}

/** A protein, cured or fresh, or eggs: what a dish built on one is built on. */
export function isProtein(name: string): boolean {
  const kind = ingredientKind(name);
  return kind === "protein" || kind === "cured-protein" || name === "egg";
}
