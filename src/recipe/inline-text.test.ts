import fc from "fast-check";
import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { toString } from "mdast-util-to-string";
import { gfm } from "micromark-extension-gfm";
import { expect, test } from "vitest";
import { inlineText } from "./inline-text.ts";

/**
 * The reader's text of a line is the text the page shows for it: an asterisk or underscore is emphasis
 * only where the renderer pairs it, else it is shown as written (a footnote mark, "root*", "broth**",
 * "*can be substituted…"). The oracle is micromark with GFM, as the page renders.
 */
function shown(markdown: string): string {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const item = (function find(node: Nodes): Nodes | null {
    if (node.type === "listItem") return node;
    if ("children" in node) for (const child of node.children) { const found = find(child); if (found) return found; }
    return null;
  })(tree);
  return (item ? toString(item) : "").replace(/\s+/g, " ").trim();
}

const read = (markdown: string) => inlineText(markdown, 2, markdown.length).text.replace(/\s+/g, " ").trim();

test.each([
  "- 10 g fresh ginger root*",
  "- 750 ml bone broth**",
  "- *can be substituted by a tolerated vegetable bouillon, if need be.",
  "- 1 heaped tbsp of Goat Ghee*",
  "- 50-100 g prepared chicken breast* (see note)",
  "- 2 tbsp **extra virgin** olive oil",
  "- *1 cup* milk, _warm_",
  "- 2 * 3 cm cubes of snake_case butter",
])("%j reads as the page shows it", (markdown) => {
  expect(read(markdown)).toBe(shown(markdown));
});

test("over generated lines with emphasis, footnote marks and lone delimiters, the text read is the text shown", () => {
  const pieces = fc.constantFrom("1 kg", "flour", "root*", "broth**", "*optional", "**bold**", "*soft*", "_diced_", "__big__", "snake_case", "2 * 3", "fresh", "(about 2 tbsp)*", "a*b", "**Note:**", "*", "**", "_", "x_", "*see*note*", "***very***");
  fc.assert(
    fc.property(fc.array(pieces, { minLength: 1, maxLength: 6 }), (parts) => {
      const markdown = `- 1 cup ${parts.join(" ")}`;
      expect(read(markdown), markdown).toBe(shown(markdown));
    }),
    { numRuns: 4000 },
  );
});
