/**
 * What section a heading or label opens, by its words alone: the reader's rule (line-rules.ts), and the
 * renderer's while a reply streams (recipe-markdown.tsx), which must not load the amounts' vocabulary to
 * ask it. Pure, no imports.
 */

export type Section = "ingredients" | "steps" | "other";

const EMOJI = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}|\p{Emoji_Modifier}/gu;

/** Heading words without emoji, numbering, brackets and trailing colon: "🥘 2. Ingredients:" → "Ingredients". */
export function labelWords(text: string): string {
  // Emoji are never ASCII: most lines need no look for them.
  return (/[\u0080-\uffff]/.test(text) ? text.replace(EMOJI, "") : text)
    .replace(/^\s*(?:[IVX]+|\d+|[A-Za-z])[.)]\s+/, "")
    .replace(/^\s*#+\s*/, "")
    .replace(/[:：]\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

const INGREDIENT_WORDS = /\b(?:ingredients?|ingredient list|what you(?:['’]ll)? need|you(?:['’]ll)? need|you will need|shopping list)\b/i;
const STEP_WORDS =
  /\b(?:directions?|instructions?|method|steps?|preparation|procedure|how to (?:make|cook|prepare)(?: it| this| them)?|to make|cooking|let['’]s cook|make it|assembly|to assemble|(?:then )?do this|what to do|here['’]s (?:how|what to do)|how it['’]s done|get cooking)\b/i;
const OTHER_WORDS =
  /\b(?:tips?|notes?|nutrition(?:al)?|variations?|storage|store|serving suggestions?|to serve|enjoy|substitutions?|swaps?|equipment|utensils|tools|faq|why (?:this|it) works|make ahead|leftovers|pairings?|chef['’]s|optional extras|allergens?|recipe card)\b/i;

/** Words that are a section's name and nothing more: "Ingredients", "You will need", "Method". */
export function isBareSectionName(words: string): boolean {
  return [INGREDIENT_WORDS, STEP_WORDS, OTHER_WORDS].some((pattern) => {
    const match = pattern.exec(words);
    return match !== null && match.index === 0 && match[0].length === words.length;
  });
}

/** The section a heading or label opens, by its words; null when its words name none. */
export function sectionOf(label: string): Section | null {
  const words = labelWords(label);
  if (words.length > 60 || words === "") return null;
  if (howToMakeTitle(words) !== null || stepLabelEnd(words) !== null) return null;
  if (INGREDIENT_WORDS.test(words)) return "ingredients";
  if (OTHER_WORDS.test(words)) return "other";
  if (STEP_WORDS.test(words)) return "steps";
  return null;
}

/** "How to make Pulled Pork" names the dish (a title), where "How to make it" names the method. */
export function howToMakeTitle(label: string): string | null {
  // labelWords folds blanks to one, so one space is enough (and keeps the pattern linear).
  const match = /^how to (?:make|cook|prepare|bake) (?!it\b|this\b|them\b|the (?:dish|recipe)\b)(\S.{2,})$/i.exec(labelWords(label));
  return match?.[1]?.trim() ?? null;
}

const STEP_LABEL = /^\s*step\s*(\d{1,2})\s*(?:[:.)–—-]\s*|$|\s+)/i;

/** "Step 3: Fry the onions" → where what follows "Step 3:" begins; null for any other line. */
export function stepLabelEnd(text: string): number | null {
  const match = STEP_LABEL.exec(text);
  return match ? match[0].length : null;
}
