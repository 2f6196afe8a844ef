import data from "../../data/ready-sauces.json" with { type: "json" };
import { covers } from "./ingredient-names.ts";
import type { ReadySaucesData } from "./ready-sauces-schema.ts";

/**
 * A bought sauce is the dish's sauce (decision 015, eleventh session, sauces31): in a dish of that sauce, the jar stands
 * for the lines the dish uses to make it. The one rule the cookbook's pick, its intro line, the page's have/need marks
 * and its shopping list use (`givesLine`), so they never disagree.
 */

const sauces: ReadySaucesData = data;

export interface ReadySauce {
  readonly name: string;
  readonly dishes: readonly (readonly string[])[];
  readonly covers: ReadonlySet<string>;
}

export const READY_SAUCES: readonly ReadySauce[] = sauces.sauces.map((sauce) => ({
  name: sauce.name,
  dishes: sauce.dishes.map((dish) => dish.split(" ")),
  covers: new Set(sauce.covers),
}));

const BY_NAME: ReadonlyMap<string, ReadySauce> = new Map(READY_SAUCES.map((sauce) => [sauce.name, sauce]));

/** A title's words, lower-case, hyphens and punctuation as spaces ("Peri-Peri Chicken" → peri, peri, chicken). */
function titleWords(title: string): string[] {
  return title.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word !== "");
}

/** Whether `words` holds every word of `phrase` in order, others between allowed ("green curry" in "thai green chicken curry"). */
function holdsInOrder(words: readonly string[], phrase: readonly string[]): boolean {
  let at = 0;
  for (const word of words) if (word === phrase[at]) at += 1;
  return at >= phrase.length;
}

/** The ready sauce a canonical name is, if it is one. */
export function readySauce(name: string): ReadySauce | undefined {
  return BY_NAME.get(name);
}

/** Whether a dish so titled is a dish of this sauce. */
export function isDishOf(sauce: ReadySauce, title: string): boolean {
  const words = titleWords(title);
  return sauce.dishes.some((dish) => holdsInOrder(words, dish));
}

/** Whether the listed item (canonical) is a ready sauce that, in the dish titled `title`, stands for the line named `needed`. */
export function sauceCovers(listed: string, title: string | null, needed: string): boolean {
  const sauce = BY_NAME.get(listed);
  return sauce !== undefined && title !== null && sauce.covers.has(needed) && isDishOf(sauce, title);
}

/**
 * Whether a listed item (canonical) gives the cook the line named `needed` in the dish titled `title`: by `covers` (the
 * same food, a kind of it, a stand-in), or as the dish's own sauce bought ready.
 */
export function givesLine(listed: string, title: string | null, needed: string): boolean {
  return covers(listed, needed) || sauceCovers(listed, title, needed);
}
