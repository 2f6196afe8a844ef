import { readAmount } from "./amount.ts";
import { COUNT_WORDS, escapeRegExp } from "./vocabulary.ts";
import type { InlineText } from "./inline-text.ts";
import { isBareSectionName, labelWords, sectionOf, stepLabelEnd } from "./section-words.ts";

/**
 * The named rules the reader decides with, each about one line of plain text: what section a heading
 * opens, whether a line is a label, a meta line, a closing line, a step's label, an amount. Pure.
 */

export { howToMakeTitle, labelWords, sectionOf, stepLabelEnd, type Section } from "./section-words.ts";

/** A numbered heading inside a method: "### 2. Roast" (but "3. Serving suggestion" is a section of its own). */
export function isNumberedStepHeading(text: string): boolean {
  return /^\s*\d{1,2}[.)]\s+\S/.test(text) && sectionOf(text) === null;
}

const COUNT_WORD = COUNT_WORDS.map(escapeRegExp).join("|");
const SERVINGS_META = new RegExp(String.raw`^(?:serves|servings?|serving size|yields?|makes|portions|feeds)\s*(?:[:\-–]\s*)?(?:about |approx\.? |up to )?(?:\d|(?:${COUNT_WORD}|a dozen)\b)`, "i");
// "Prep: 10 min" is a time; "Prep: chop the onion" and "Cook 5 minutes" are steps.
const DURATION_START = String.raw`(?:about |approx\.? |under |around )?(?:\d|an? (?:hour|half)|half an|(?:${COUNT_WORD})\b)`;
const TIME_META = new RegExp(
  String.raw`^(?:(?:(?:prep(?:aration)?|cook(?:ing)?|bak(?:e|ing)|total|active|inactive|hands[- ]on|rest(?:ing)?|chill(?:ing)?|marinat(?:e|ing)|waiting)\s+time|ready in|takes)\s*(?:[:\-–]\s*)?|(?:total|prep|cook|time)\s*[:\-–]\s*)${DURATION_START}`,
  "i",
);
const OTHER_META = /^(?:difficulty|level|skill|cuisine|course|category|calories|kcal|diet|dietary|yield|servings?|serves)\s*[:\-–]/i;

/** A line that states servings, times or the like, never a step: "Serves 2-3", "**Prep time:** 10 min | **Cook:** 20 min". */
export function isMetaLine(text: string): boolean {
  const words = labelWords(text).replace(/^[([]\s*/, "");
  return SERVINGS_META.test(words) || TIME_META.test(words) || OTHER_META.test(words);
}

const SIGN_OFF =
  /^(?:enjoy|bon app[ée]tit|buon appetito|happy (?:cooking|eating|baking)|i hope|hope you|let me know|feel free|if you(?:['’]d)? (?:like|want|prefer)|would you like|you can (?:also|store|serve|make|add|swap|substitute|keep|freeze)|this (?:recipe|dish|meal) (?:is|serves|makes|can|keeps|pairs|works))\b/i;
// A word of its own that opens notes: "Tip: …", "Notes", "Nutrition (per serving)"; but "Tip into a dish" is a step.
const NOTES_LABEL =
  /^(?:(?:chef['’]s |pro |quick |serving |storage )?(?:tips?|notes?|nutrition\w*|variations?|storage|substitutions?|serving suggestions?|make[- ]ahead|leftovers))(?:\s*(?:[:(–—]|-\s)|$)/i;

/** A line that closes a reply rather than adding a step: "Enjoy! 🍳", "Bon appétit!", "Tip: …", an emoji alone. */
export function isClosingLine(text: string): boolean {
  const words = labelWords(text);
  return words === "" || !/\p{L}/u.test(words) || SIGN_OFF.test(words) || NOTES_LABEL.test(words);
}

/** The text without the colons and blanks that end it (by hand: a pattern would retry from every blank). */
function trimLabelEnd(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s:：]/.test(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/**
 * A short line standing as a label: all bold ("**For the sauce**", "**Step 1: Rinse**") or ending with
 * a colon ("Dough:", "For the topping:"); not a sentence. Returns its words, or null.
 */
export function labelOf(line: InlineText): string | null {
  const text = line.text.trim();
  if (text === "" || text.length > 80) return null;
  const bare = trimLabelEnd(text);
  const bold = line.strong.some((span) => span.start === 0 && span.end >= bare.length);
  const colon = /[:：]$/.test(text) && !/^\d/.test(text);
  // A section's name alone on its line ("Ingredients", "Directions"), as recipes copied from a page are
  // written: a label though neither bold nor followed by a colon. Only the name itself: "Cooking spray" is
  // an ingredient, not the method.
  if (!bold && !colon) return isBareSectionName(labelWords(text)) ? labelWords(text) : null;
  if (/[.!?]$/.test(bare) && stepLabelEnd(bare) === null) return null;
  return labelWords(text) || null;
}

/** Begins with an amount: "2 cups flour", "½ tsp salt", "a pinch of salt". */
export function startsWithAmount(text: string): boolean {
  return readAmount(text, 0) !== null;
}

/** Reads as a sentence of a method: "Preheat the oven to 200°C." */
export function readsAsStep(text: string): boolean {
  return text.split(/\s+/).length >= 5 && /[.!]$/.test(text.trim()) && !/^\d+\s*[a-zA-Z]{0,4}\s/.test(text);
}

const INTRODUCES_NAME = /\b(?:recipe|make|making|try|called|for|version|classic|here(?:['’]s| is))\b/i;

/** A bold name in a reply's first sentence: "Here's a quick recipe for **Egg Fried Rice**:" → "Egg Fried Rice". */
export function titleInSentence(line: InlineText): string | null {
  const sentenceEnd = line.text.search(/[.!?](?:\s|$)/);
  for (const span of line.strong) {
    if (sentenceEnd >= 0 && span.start > sentenceEnd) break;
    const name = labelWords(line.text.slice(span.start, span.end));
    const before = line.text.slice(0, span.start);
    if (name.length < 3 || name.length > 60 || !/^\p{Lu}/u.test(name) || sectionOf(name) !== null || isMetaLine(name)) continue;
    if (span.start === 0 || INTRODUCES_NAME.test(before)) return name;
  }
  return null;
}
