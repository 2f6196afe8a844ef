import { ingredientsInStep } from "./have-need.ts";
import type { UnderstoodRecipe } from "./recipe-model.ts";
import { joinWords } from "../core/join-words.ts";
import { phraseAt, phraseOf } from "../food/phrases.ts";
import {
  canReadIngredient,
  findInIngredient,
  findInText,
  prepareIngredient,
  prepareText,
  sameReason,
  sameWord,
  uniqueFindings,
  type Avoidance,
  type Found,
  type PreparedIngredient,
  type PreparedText,
} from "../food/allergens.ts";

/**
 * A recipe on screen checked against what the cook asked to avoid and their diets, whichever backend
 * wrote it: each ingredient line, each step (by its own words and by the ingredients it uses), the
 * title, and the rest of the reply (tips, serving ideas), where a sentence that says it leaves the
 * thing out ("without peanuts", "swap the butter for oil") is not counted. Pure.
 */
export interface RecipeCheck {
  /** One per `recipe.ingredients`, same order. */
  readonly ingredients: readonly (readonly Found[])[];
  /** One per `recipe.steps`, same order. */
  readonly steps: readonly (readonly Found[])[];
  /** In the title, the ingredients or the steps. */
  readonly contains: readonly Found[];
  /** Only in the rest of the reply. */
  readonly mentions: readonly Found[];
  /** What the check could not see for this cook (the avoidance's `limits`): said whatever it found. */
  readonly limits: readonly string[];
  /** The foods of the ingredient lines nothing was found in and the check cannot read at all ("patis"), each once. */
  readonly unread: readonly string[];
}

export const NOTHING_FOUND: RecipeCheck = { ingredients: [], steps: [], contains: [], mentions: [], limits: [], unread: [] };

/**
 * What the page says of lines it could not read, for a cook who avoids something: never silence about what it cannot
 * check. "AI Chef doesn't know “patis” and “dryfish”, so it couldn't check them for what you avoid. Check them yourself."
 */
export function unreadNote(unread: readonly string[]): string | null {
  if (unread.length === 0) return null;
  const named = joinWords(unread.map((name) => `“${name}”`));
  return unread.length === 1
    ? `AI Chef doesn't know ${named}, so it couldn't check it for what you avoid. Check it yourself.`
    : `AI Chef doesn't know ${named}, so it couldn't check them for what you avoid. Check them yourself.`;
}

// A sentence that says the thing is left out, swapped or avoided does not put it in the dish.
const LEFT_OUT =
  /\b(?:without|avoid(?:s|ed|ing)?|omit(?:s|ted)?|leave (?:it |them )?out|left out|leaving out|skip(?:ped)?|instead of|in place of|replac(?:e|ed|es|ing)|substitut(?:e|ed|es|ing)|swap(?:ped|s)?|allerg(?:y|ies|ic)|intoleran(?:t|ce))\b/i;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== "");
}

/** The sentences of prose that could put something in the dish: not those that say it is left out. */
function proseSentences(text: string): PreparedText[] {
  return sentences(text).filter((sentence) => !LEFT_OUT.test(sentence)).map(prepareText);
}

function findInSentences(prose: readonly PreparedText[], avoidance: Avoidance): Found[] {
  return uniqueFindings(prose.flatMap((sentence) => findInText(sentence, avoidance)));
}

/** What a reply mentions outside its ingredients and steps, ignoring sentences that leave it out. */
export function findInProse(text: string, avoidance: Avoidance): Found[] {
  return findInSentences(proseSentences(text), avoidance);
}

function blankOut(markdown: string, spans: readonly { start: number; end: number }[]): string {
  let rest = "";
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start < at) continue;
    rest += `${markdown.slice(at, span.start)}\n`;
    at = span.end;
  }
  return rest + markdown.slice(at);
}

/**
 * A reply read into words once: everything checking needs that does not depend on what the cook
 * avoids, so one reading serves any number of checks (a changed "avoid" field, every family at once).
 * A reply that is not a recipe is prose alone.
 */
export type PreparedReply =
  | { readonly kind: "prose"; readonly prose: readonly PreparedText[] }
  | {
      readonly kind: "recipe";
      readonly title: PreparedText | null;
      readonly ingredients: readonly PreparedIngredient[];
      /** Each ingredient line's food as written ("patis"), where the check cannot read it at all; else null. */
      readonly unreadable: readonly (string | null)[];
      /** Each step's words, and the ingredients (by index) it uses. */
      readonly steps: readonly { readonly text: PreparedText; readonly uses: readonly number[] }[];
      /** The rest of the reply (tips, serving ideas), sentence by sentence. */
      readonly prose: readonly PreparedText[];
    };

/** Reads `markdown`, understood as `recipe` (or, when it is not a recipe, as prose), for checking. */
export function prepareReply(markdown: string, recipe: UnderstoodRecipe | null): PreparedReply {
  if (recipe === null) return { kind: "prose", prose: proseSentences(markdown) };
  const spans = [...recipe.ingredients.map((line) => line.span), ...recipe.steps.map((step) => step.span)];
  const lines = recipe.ingredients.map((line) => ({ line, prepared: prepareIngredient(line.text) }));
  return {
    kind: "recipe",
    title: recipe.title === null ? null : prepareText(recipe.title),
    ingredients: lines.map(({ prepared }) => prepared),
    // A line with no letters (a table's rule, "──┬──") names no food at all.
    unreadable: lines.map(({ line, prepared }) => (!/\p{L}/u.test(line.text) || canReadIngredient(prepared) ? null : (line.name || line.text).trim())),
    steps: recipe.steps.map((step, index) => ({ text: prepareText(step.text), uses: ingredientsInStep(recipe, index) })),
    prose: proseSentences(blankOut(markdown, spans)),
  };
}

/**
 * Whether a title's or step's finding is the short name of foods the recipe's own lines name, none of which holds what
 * is avoided: "the noodles" beside "rice noodles", "the butter" beside "vegan butter" (those lines' exceptions and
 * substitutes already cleared them). A name no line holds ("serve with bread") is found as written.
 */
function namesOnlyClearLines(found: Found, lines: readonly PreparedIngredient[], foundInLines: readonly (readonly Found[])[]): boolean {
  const phrase = phraseOf(found.word);
  const naming = lines.flatMap((line, at) =>
    [line.written, line.canonical].some((text) => text !== null && text.words.some((_, index) => phraseAt(text.words, index, phrase))) ? [at] : [],
  );
  return naming.length > 0 && naming.every((at) => !(foundInLines[at] ?? []).some((hit) => hit.label === found.label && sameReason(hit.reason, found.reason)));
}

/** Checks a prepared reply against what this cook avoids. */
export function checkPrepared(reply: PreparedReply, avoidance: Avoidance): RecipeCheck {
  if (avoidance.empty) return NOTHING_FOUND;
  const limits = avoidance.limits;
  if (reply.kind === "prose") return { ...NOTHING_FOUND, mentions: findInSentences(reply.prose, avoidance), limits };
  const ingredients = reply.ingredients.map((line) => findInIngredient(line, avoidance));
  const ownFood = (found: Found) => !namesOnlyClearLines(found, reply.ingredients, ingredients);
  const steps = reply.steps.map((step) =>
    uniqueFindings([...findInText(step.text, avoidance).filter(ownFood), ...step.uses.flatMap((at) => ingredients[at] ?? [])]),
  );
  const title = reply.title === null ? [] : findInText(reply.title, avoidance).filter(ownFood);
  const contains = uniqueFindings([...title, ...ingredients.flat(), ...steps.flat()]);
  const elsewhere = findInSentences(reply.prose, avoidance).filter(
    (found) => !contains.some((known) => known.label === found.label && sameWord(known.word, found.word)),
  );
  // A line nothing was found in, whose food the check cannot read: it may hold what the cook avoids (`unreadNote`).
  const unread = [...new Map(reply.unreadable.flatMap((name, at) => (name === null || name === "" || (ingredients[at]?.length ?? 0) > 0 ? [] : [[name.toLowerCase(), name] as const]))).values()];
  return { ingredients, steps, contains, mentions: elsewhere, limits, unread };
}

/** Checks `markdown`, read as `recipe` (or, when it is not a recipe, as prose). */
export function checkRecipe(markdown: string, recipe: UnderstoodRecipe | null, avoidance: Avoidance): RecipeCheck {
  if (avoidance.empty) return NOTHING_FOUND;
  return checkPrepared(prepareReply(markdown, recipe), avoidance);
}
