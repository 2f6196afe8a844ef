/**
 * The level of the recipe tools' own headings (the shopping list, nutrition per serving) in the panel's
 * outline: one below the reply's top heading. Under "Chef recommends" (an h2) they are h3, unless the reply
 * itself has an h1 (its title as "# Lasagne", or set off by "==="): then h2, so a tool that follows the
 * title directly never skips a level (axe heading-order). An h2 or h3 is never more than one below any
 * heading before it, as every heading before a tool is an h1 or sits under the panel's h2. A "#" in a
 * code block counts too, and that is harmless: it only makes the tools h2. Pure.
 */
export type ToolHeading = "h2" | "h3";

const ATX_H1 = /^ {0,3}(?:>[ \t]?)*#(?:[ \t]|$)/m;
const SETEXT_H1 = /\S[^\n]*\n {0,3}(?:>[ \t]?)*=+[ \t]*$/m;

export function toolHeading(markdown: string): ToolHeading {
  return ATX_H1.test(markdown) || SETEXT_H1.test(markdown) ? "h2" : "h3";
}
