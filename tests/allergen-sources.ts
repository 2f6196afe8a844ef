import { readFileSync } from "node:fs";
import { z } from "zod";
import { avoidanceFor, canReadIngredient, findInIngredient, prepareIngredient, type Avoidance } from "../src/food/allergens.ts";
import { pluralise } from "../src/food/ingredient-names.ts";
import { offAncestors, offTaxonomy } from "../src/food/off-taxonomy.ts";
import { seededThird } from "./seeded-random.ts";
import allergens from "../data/allergens.json" with { type: "json" };

/**
 * The allergy check read against sources that are not ours (decision 019, addendum "twelfth session, safety33"): every
 * English name of the Open Food Facts ingredients taxonomy below an entry that is an allergen family (data/sources/
 * off-ingredients-en.tsv; Contains information from Open Food Facts, made available under the ODbL), and every common
 * name and head name of USDA SR28's foods in the groups that are one (data/sources/usda-sr28-foods.tsv), typed as cooks
 * type them. For a cook avoiding that family, each must be flagged, or the check must say plainly it cannot read the
 * line: never silent.
 */

/** One name of a source, the family of data/allergens.json it belongs to by that source, and where it was found. */
export type SourceName = { readonly typed: string; readonly family: string; readonly source: "off" | "usda-sr28"; readonly from: string };

// The taxonomy's entries that are a family a cook avoids, and that family's id in data/allergens.json. A name belongs to
// every family an ancestor (or its own entry) is: "peanut" to peanuts and nuts.
const OFF_ROOTS: readonly (readonly [string, string])[] = [
  ["en:dairy", "dairy"],
  ["en:egg", "eggs"],
  ["en:fish", "fish"],
  ["en:crustacean", "crustaceans"],
  ["en:mollusc", "molluscs"],
  ["en:shellfish", "shellfish"],
  ["en:tree-nut", "tree-nuts"],
  ["en:nut", "nuts"],
  ["en:peanut", "peanuts"],
  ["en:soya", "soy"],
  ["en:sesame", "sesame"],
  ["en:gluten", "gluten"],
  ["en:wheat", "gluten"],
  ["en:barley", "gluten"],
  ["en:rye", "gluten"],
  ["en:oat", "gluten"],
  ["en:spelt", "gluten"],
  ["en:mustard", "mustard"],
  ["en:celery", "celery"],
  ["en:celeriac", "celery"],
  ["en:lupin-bean", "lupin"],
];

// The other families data/allergens.json offers a cook, where the taxonomy has an entry that is one.
const OFF_OTHER_ROOTS: readonly (readonly [string, string])[] = [
  ["en:meat", "meat"],
  ["en:beef", "beef"],
  ["en:pork", "pork"],
  ["en:poultry", "poultry"],
  ["en:sheep", "lamb"],
  ["en:offal", "offal"],
  ["en:mushroom", "mushrooms"],
  ["en:honey", "honey"],
  ["en:coconut", "coconut"],
  ["en:olive", "olives"],
  ["en:corn", "corn"],
  ["en:garlic", "alliums"],
  ["en:onion", "alliums"],
  ["en:chili-pepper", "chilli"],
  ["en:liquorice", "aniseed"],
];

/** A source's name as a cook types it (lower case, no apostrophe), or null when it is no name a cook types (other characters, more than four words). */
export function typedName(name: string): string | null {
  const typed = name.toLowerCase().replace(/['’]/g, "").replace(/\s+/g, " ").trim();
  return /^[a-zéèêàç]+(?:[ -][a-zéèêàç]+){0,3}$/.test(typed) ? typed : null;
}

/** Every English name and synonym of the taxonomy below (or of) an allergen family's entry, with each family it is in. */
export function offAllergenNames(tsv: string = readFileSync(new URL("../data/sources/off-ingredients-en.tsv", import.meta.url), "utf8")): SourceName[] {
  return offFamilyNames(tsv, OFF_ROOTS);
}

/** The same for the other families a cook may avoid (meats, mushrooms, honey, coconut, olives, corn, onion and garlic, chilli, liquorice). */
export function offOtherFamilyNames(tsv: string = readFileSync(new URL("../data/sources/off-ingredients-en.tsv", import.meta.url), "utf8")): SourceName[] {
  return offFamilyNames(tsv, OFF_OTHER_ROOTS);
}

function offFamilyNames(tsv: string, roots: readonly (readonly [string, string])[]): SourceName[] {
  const taxonomy = offTaxonomy(tsv);
  const found = new Map<string, SourceName>();
  for (const [id, entry] of taxonomy) {
    const lineage = [id, ...offAncestors(taxonomy, id)];
    for (const [root, family] of roots) {
      if (!lineage.includes(root)) continue;
      for (const name of entry.names) {
        const typed = typedName(name);
        const key = `${typed}\t${family}`;
        if (typed !== null && !found.has(key)) found.set(key, { typed, family, source: "off", from: id });
      }
    }
  }
  return [...found.values()].sort((a, b) => (a.typed < b.typed ? -1 : a.typed > b.typed ? 1 : a.family < b.family ? -1 : 1));
}

/** The last word made plural: "brazil nuts", "sheep milks" (a cook writes either; the check must read both). */
function plural(name: string): string {
  const words = name.split(" ");
  return [...words.slice(0, -1), pluralise(words.at(-1) ?? "")].join(" ");
}

/** The ways a cook types a name on a list or in a recipe. */
export function typings(name: string): string[] {
  return [...new Set([name, `200 g ${name}`, `a handful of ${plural(name)}`, `${name}, chopped`, plural(name)])];
}

export type Outcome = "flagged" | "unreadable" | "silent";

const avoidances = new Map<string, Avoidance>();
function avoidanceOf(family: string): Avoidance {
  let avoidance = avoidances.get(family);
  if (avoidance === undefined) {
    const asked = allergens.families.find((each) => each.id === family)?.askedAs[0];
    if (asked === undefined) throw new Error(`data/allergens.json has no family ${family}`);
    avoidances.set(family, (avoidance = avoidanceFor(asked)));
  }
  return avoidance;
}

/** What the check says of one typed line, for a cook avoiding the family. */
export function outcomeOf(line: string, family: string): Outcome {
  const prepared = prepareIngredient(line);
  if (findInIngredient(prepared, avoidanceOf(family)).length > 0) return "flagged";
  return canReadIngredient(prepared) ? "silent" : "unreadable";
}

/** A name's outcome: its worst typing's (silent before unreadable before flagged), and the typings that were silent. */
export function nameOutcome(name: SourceName): { outcome: Outcome; silentAs: string[] } {
  const outcomes = typings(name.typed).map((line) => [line, outcomeOf(line, name.family)] as const);
  const silentAs = outcomes.filter(([, outcome]) => outcome === "silent").map(([line]) => line);
  const outcome = silentAs.length > 0 ? "silent" : outcomes.some(([, each]) => each === "unreadable") ? "unreadable" : "flagged";
  return { outcome, silentAs };
}

/** A name that says it is without the family ("gluten free oats", "lactose-free milk"): the check rightly passes it. */
export function saysWithout(typed: string): boolean {
  return /\b(?:free|vegan|plant based|plant-based|imitation|substitute|alternative)\b/.test(typed);
}

/**
 * A source's name that is not what the source files it under, each with the cook's reason (data/allergen-source-
 * exceptions.json): OFF is crowd-written, and SR28 files by what a food is sold as ("coconut" under nuts).
 */
export const exceptionSchema = z.strictObject({
  source: z.enum(["off", "usda-sr28"]),
  name: z.string().min(1),
  family: z.string().min(1),
  reason: z.string().min(20),
});
export const exceptionsSchema = z.strictObject({ about: z.string(), exceptions: z.array(exceptionSchema) });
export type SourceException = z.infer<typeof exceptionSchema>;

/**
 * The seed of this check's held third (fixed 2026-11-29 13:45, before any figure of the held names was printed): the
 * typed names are shuffled by it and the first third set aside; a name the family check holds aside
 * (src/cookbook/family-check.ts) is held here too, so that neither check is tuned on the other's held names.
 */
export const SOURCES_SEED = 20261130;

/** The typed names held aside: reported as figures only, never listed, never tuned on. */
export function heldAside(names: readonly SourceName[], alsoHeld: ReadonlySet<string>): ReadonlySet<string> {
  const typed = [...new Set(names.map((name) => name.typed))].sort();
  return new Set([...seededThird(typed, SOURCES_SEED).held, ...typed.filter((name) => alsoHeld.has(name))]);
}

// A segment of an SR28 description that says how a food is kept or cooked, not which food it is.
const SR28_STATE =
  /\b(?:raw|cooked|canned|frozen|dried|dry|smoked|baked|boiled|steamed|broiled|fried|heat|drained|solids|mixed|species|includes|with|without|in|and|or|salt|oil|water|moist|kippered|pickled|salted|roasted|blanched|unblanched|toasted|whole|meat|only|liquid|sweetened|unsweetened|added|prepared|enriched|unenriched|fortified|unfortified|imported|commercial|made|from|formulated|unspecified|paste|omega|regular|flavors?|style|mature|seeds?|kernels|immature|sprouted|fermented|firm|soft|silken|nigari|calcium|sulfate|magnesium|chloride|plain|unprepared|uncooked|instant|ready|serve)\b/;

function sr28Clean(text: string): string {
  return text.toLowerCase().replace(/\([^)]*\)?/g, " ").replace(/['’`]/g, "").replace(/[^a-z]+/g, " ").replace(/\s+/g, " ").trim();
}

// The family an SR28 food is in by its group and by the words of its own description (its head: "Nuts", "Crustaceans";
// for legumes and grains, the allergen's source it names), and the segment of the description its name is.
function sr28Families(group: string, segments: readonly string[]): { families: string[]; nameAt: number } | undefined {
  const [head = "", second = ""] = segments;
  const whole = segments.join(" ");
  if (group === "1500" && head === "fish") return { families: ["fish"], nameAt: 1 };
  if (group === "1500" && head === "crustaceans") return { families: ["crustaceans", "shellfish"], nameAt: 1 };
  if (group === "1500" && head === "mollusks") return { families: ["molluscs", "shellfish"], nameAt: 1 };
  if (group === "1200" && head === "nuts") return { families: ["tree-nuts", "nuts"], nameAt: 1 };
  if (group === "1200" && head === "seeds" && /\bsesame\b/.test(second)) return { families: ["sesame"], nameAt: 1 };
  if (group === "1600" && /\bpeanut/.test(head)) return { families: ["peanuts", "nuts"], nameAt: 0 };
  if (group === "1600" && /\bsoy|^(?:tofu|tempeh|natto|miso)\b/.test(head)) return { families: ["soy"], nameAt: 0 };
  if (group === "1600" && /\blupin/.test(head)) return { families: ["lupin"], nameAt: 0 };
  if (group === "2000" && /\b(?:wheat|barley|rye|oats?|spelt|triticale|semolina|bulgur|couscous)\b/.test(head)) return { families: ["gluten"], nameAt: 0 };
  // Pasta and noodles are wheat unless the description names another grain or says it is without gluten.
  if (group === "2000" && /^(?:pasta|macaroni|spaghetti|noodles)$/.test(head) && !/\b(?:rice|corn|gluten free|cellophane|mung|quinoa)\b/.test(whole)) return { families: ["gluten"], nameAt: 0 };
  return undefined;
}

/**
 * Every food of USDA SR28's groups that are an allergen family (finfish and shellfish, nuts and seeds, legumes, cereal
 * grains and pasta), by its name in its description ("Nuts, pecans" → pecans; "Wheat, durum" → wheat and durum wheat)
 * and each of its common names, with each family SR28's words put it in. Brands (in capitals) are left out.
 */
export function sr28AllergenNames(tsv: string = readFileSync(new URL("../data/sources/usda-sr28-foods.tsv", import.meta.url), "utf8")): SourceName[] {
  const found = new Map<string, SourceName>();
  for (const [ndb = "", group = "", description = "", common = ""] of tsv.replace(/\n$/, "").split("\n").slice(1).map((line) => line.split("\t"))) {
    if (/^[A-Z]{2}|^USDA/.test(description)) continue;
    const segments = description.split(",").map(sr28Clean);
    const read = sr28Families(group, segments);
    if (read === undefined) continue;
    const name = segments[read.nameAt] ?? "";
    const qualifier = segments[read.nameAt + 1] ?? "";
    const names = name.split(" or ");
    if (!SR28_STATE.test(qualifier) && /^[a-z]+$/.test(qualifier) && !SR28_STATE.test(name)) names.push(`${qualifier} ${name}`);
    names.push(...common.split(/[,;]/).filter((each) => !/includes|commodity/i.test(each)).map(sr28Clean));
    for (const each of names) {
      const typed = typedName(each);
      if (typed === null || typed.length < 3 || typed === "meal" || SR28_STATE.test(typed.split(" ")[0] ?? "")) continue;
      for (const family of read.families) {
        const key = `${typed}\t${family}`;
        if (!found.has(key)) found.set(key, { typed, family, source: "usda-sr28", from: ndb });
      }
    }
  }
  return [...found.values()].sort((a, b) => (a.typed < b.typed ? -1 : a.typed > b.typed ? 1 : a.family < b.family ? -1 : 1));
}
