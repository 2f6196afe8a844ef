/**
 * The excerpt of the Open Food Facts ingredients taxonomy (data/sources/off-ingredients-en.tsv; Contains information from
 * Open Food Facts, made available under the ODbL): a directed acyclic graph of the names on food labels, read by the
 * food vocabulary's build (scripts/build-food-vocabulary.ts) and by the family check (src/cookbook/family-check.ts).
 * Pure: the caller reads the file.
 */

/** An excerpt row: its parent ids, and its English name then its English synonyms (none when it has no English name). */
export type OffEntry = { readonly parents: readonly string[]; readonly names: readonly string[] };

/** The excerpt, by id. */
export function offTaxonomy(tsv: string): Map<string, OffEntry> {
  const entries = new Map<string, OffEntry>();
  for (const [id = "", parents = "", name = "", synonyms = ""] of tsv.replace(/\n$/, "").split("\n").slice(1).map((line) => line.split("\t"))) {
    entries.set(id, { parents: parents === "" ? [] : parents.split("|"), names: [name, ...synonyms.split("|")].filter((each) => each !== "") });
  }
  return entries;
}

/** Every entry an id descends from, through any of its parents, nearest first (breadth first: the graph is a DAG, not a tree). */
export function offAncestors(taxonomy: ReadonlyMap<string, OffEntry>, id: string): string[] {
  const found: string[] = [];
  const next = [...(taxonomy.get(id)?.parents ?? [])];
  for (let parent = next.shift(); parent !== undefined; parent = next.shift()) {
    if (found.includes(parent)) continue;
    found.push(parent);
    next.push(...(taxonomy.get(parent)?.parents ?? []));
  }
  return found;
}

// Branches of the taxonomy that are a product made of a food, not the food a cook keeps: a juice, a purée, a flour, an
// oil or fat, a starch, a fibre, a flavouring, a sugar, a broth, a sauce, a protein isolate, a drink.
const PRODUCT_BRANCHES: ReadonlySet<string> = new Set(["en:fruit-juice", "en:puree", "en:flour", "en:oil-and-fat", "en:starch", "en:fiber", "en:vegetable-fiber", "en:flavouring", "en:added-sugar", "en:broth", "en:sauce", "en:protein", "en:alcohol"]);
// The words a label names such a product by, or a part of a food no cook keeps as the food (a stalk, a bone, a skin).
const PRODUCT_WORDS =
  /\b(?:juices?|concentrated?|powder(?:ed)?|pur[eé]ed?|extracts?|flour|starch|syrup|paste|oils?|butter|milk|fib(?:re|er)s?|proteins?|isolate|preparation|base|bran|grit|sauce|stock|broth|essence|aroma|flavou?ri?n?g?s?|praline|jam|jelly|compote|pulp|zest|peel|seeds?|pectin|casings?|gelatine?|sugar|concentrates?|bones?|skin|stalks?|stems?|ink|flakes|chips|precision|mixed|and|with|from|in|of|other|e\d+)\b/;

/** Whether an entry is a product made of a food (by its branch), rather than the food. */
export function isOffProduct(ancestors: readonly string[]): boolean {
  return ancestors.some((ancestor) => PRODUCT_BRANCHES.has(ancestor));
}

/**
 * A name of the taxonomy as a cook would type it (lower case, no apostrophe), or null when it is no food's name a cook
 * types: more than four words, other characters than letters, spaces and hyphens, a product's word ("coconut cream" is a
 * product, "cream cheese" a cheese).
 */
export function offTyped(name: string): string | null {
  const typed = name.toLowerCase().replace(/['’]/g, "").trim();
  return /^[a-zéè]+(?:[ -][a-zéè]+){0,3}$/.test(typed) && !PRODUCT_WORDS.test(typed) && !/ cream$/.test(typed) ? typed : null;
}
