import { normaliseText } from "./text-input.ts";

/**
 * A cook with an allergy says so where they are typing: "no nuts pls", "sesame allergy!!", "allergic to
 * shellfish", "dairy free" go on the ingredient list, not in "Things to avoid". Such an entry is no food on
 * hand; it is a thing to avoid, and every route (the server's prompt and cookbook, own-key mode, the page's
 * cookbook) and the page's check of the recipe read it as one (decision 019, 2026-11-29 addendum).
 *
 * An entry is read as an avoidance only when the whole of it is one: a cue that says "leave it out" ("no",
 * "without", "allergic to", "can't eat"; "… allergy", "… intolerant", "… free") around the thing, with
 * the words people add ("pls", "!!", "my son has a severe") around that. A food's own name never is
 * (list-avoidances.test.ts checks every name the tables know): "gluten-free pasta" and "no-knead dough"
 * are ingredients.
 */

// Around the whole entry: "please", "pls", "thanks", and punctuation or emoji at either end.
const COURTESY = /^(?:(?:please|pls|plz)\b[\s,:]*)+|(?:[\s,]*\b(?:please|pls|plz|thanks|thank you|thx|ty)\b)+$/giu;
// "(no nuts)": a whole entry in brackets.
const WRAPPED = /^\((.*)\)$/u;
const EDGE_MARKS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu;
// Who speaks, before a cue: "I'm", "we are", "my son is", "our kids are", "my daughter's".
const SPEAKER = String.raw`(?:(?:i\s*(?:'|’)?\s*m|i am|we\s*(?:'|’)?\s*re|we are|(?:my|our)(?:\s+\w+){1,2}?(?:\s*(?:'|’)s|\s+(?:is|are))?|i|we)\s+)?`;
// "no nuts", "without dairy", "allergic to sesame", "can't eat pork", "don't like coriander".
const CUE_BEFORE = new RegExp(
  String.raw`^${SPEAKER}(?:really\s+|strictly\s+|severely\s+)?(?:no|not|without|avoid|avoiding|never|zero|nothing with|free (?:of|from)|allergic to|(?:an?\s+)?allerg(?:y|ies) to|intolerant (?:to|of)|(?:can\s*(?:'|’)?\s*t|cannot|can not|do\s*(?:n\s*(?:'|’)?\s*t| not)|does\s*(?:n\s*(?:'|’)?\s*t| not)|won\s*(?:'|’)?\s*t) (?:eat|have|do|use|stand|tolerate|like|want)|(?:hate|hates|dislike|dislikes))\s+(?:any\s+|anything with\s+|the\s+)?(.+)$`,
  "iu",
);
// "sesame allergy", "severe peanut allergy", "my son has a nut allergy", "lactose intolerant", "dairy free".
const CUE_AFTER = new RegExp(
  String.raw`^(?:(?:i|we|(?:my|our)(?:\s+\w+){1,2}?)\s+(?:have|has|got)\s+)?(?:an?\s+)?(?:(?:severe|serious|bad|life[\s-]threatening|anaphylactic)\s+)?(.+?)(?:\s+|\s*-\s*)(?:allerg(?:y|ies|ic)|intoleran(?:ce|ces|t)|sensitivity|free)$`,
  "iu",
);
// A way of eating typed as the entry itself: what "Things to avoid" takes as one ("vegan", "halal").
const WAY_OF_EATING = /^(?:(?:i\s*(?:'|’)?\s*m|i am|we\s*(?:'|’)?\s*re|we are)\s+)?(vegan|vegetarian|pescatarian|halal|kosher)$/iu;

// "no salt added", "no added sugar": words on a product's label, naming the food they describe.
const PRODUCT_LABEL = /\badded\b/iu;

const MAX_THING_WORDS = 6;

/** The thing an entry of the ingredient list asks to avoid ("nuts" of "no nuts pls"), or null for an ingredient. */
export function avoidanceIn(entry: string): string | null {
  const text = normaliseText(entry).replace(/\s+/g, " ").trim().replace(WRAPPED, "$1").replace(EDGE_MARKS, "").replace(COURTESY, "").replace(EDGE_MARKS, "").trim();
  if (PRODUCT_LABEL.test(text)) return null;
  const way = WAY_OF_EATING.exec(text);
  if (way?.[1]) return way[1].toLowerCase();
  const thing = (CUE_BEFORE.exec(text)?.[1] ?? CUE_AFTER.exec(text)?.[1])?.replace(EDGE_MARKS, "").trim();
  if (!thing || !/\p{L}/u.test(thing) || thing.split(" ").length > MAX_THING_WORDS) return null;
  return thing;
}

/**
 * The list and the things to avoid as a recipe is asked for and checked: the entries that ask to avoid
 * something leave the list, and what they avoid joins the cook's own "Things to avoid", each once.
 */
export function withListAvoidances(ingredients: readonly string[], avoid: string): { ingredients: string[]; avoid: string } {
  const kept: string[] = [];
  const avoided: string[] = [];
  const known = new Set(avoid.split(/\s*[,;]\s*/).map((part) => part.trim().toLowerCase()));
  for (const entry of ingredients) {
    const thing = avoidanceIn(entry);
    if (thing === null) kept.push(entry);
    else if (!known.has(thing.toLowerCase())) {
      known.add(thing.toLowerCase());
      avoided.push(thing);
    }
  }
  if (avoided.length === 0) return { ingredients: kept, avoid };
  return { ingredients: kept, avoid: [avoid.trim(), ...avoided].filter((part) => part !== "").join(", ") };
}
