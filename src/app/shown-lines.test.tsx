import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import { expect, test } from "vitest";
import { kitchenTolerance } from "../../tests/kitchen-rounding.ts";
import { TIMEOUTS } from "../../tests/timeouts.ts";
import { adaptRecipe } from "../recipe/adapt.ts";
import { parseIngredientLine } from "../recipe/ingredient-line.ts";
import { understandRecipe } from "../recipe/understand.ts";
import { markdownOptions } from "./recipe-markdown.tsx";

/**
 * What the page shows, not what the reader says: every ingredient list item of every corpus recipe,
 * as written and scaled by 2, ½, 3 and ⅓, is rendered the way the page renders a reply (react-markdown
 * with the page's options); the text a cook sees in that list item is the line the reader read, and
 * read on its own it says k × the amount the line said, in its unit. Held-out thirds are counted apart
 * and their misses never printed.
 */
// Component tests run in a browser-like environment: the corpus is found from the project's root.
const root = "tests/fixtures/recipes";
const FACTORS = [1, 2, 1 / 2, 3, 1 / 3] as const;
const BASE = 6;
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d+[.)])[ \t]/;

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text of each list item as shown, without the lists nested in it. */
function shownItems(markdown: string): Set<string> {
  const html = renderToStaticMarkup(<Markdown {...markdownOptions}>{markdown}</Markdown>);
  const page = new DOMParser().parseFromString(html, "text/html");
  return new Set(
    [...page.querySelectorAll("li")].map((item) => {
      const own = item.cloneNode(true) as HTMLElement;
      for (const nested of own.querySelectorAll("ul, ol")) nested.remove();
      return normalize(own.textContent ?? "");
    }),
  );
}

interface Tally {
  lines: number;
  right: number;
  readonly misses: string[];
}

/** Misses in one file: a list item whose shown text is not the line read, or does not say k × its amount. */
export function shownMisses(markdown: string): { lines: number; misses: string[] } {
  const recipe = understandRecipe(markdown);
  let lines = 0;
  const misses: string[] = [];
  if (recipe === null) return { lines, misses };
  for (const factor of FACTORS) {
    const adapted = adaptRecipe(markdown, recipe, { servings: BASE * factor, units: "as-written", baseServings: BASE });
    const again = understandRecipe(adapted.markdown);
    const shown = shownItems(adapted.markdown);
    recipe.ingredients.forEach((line, index) => {
      if (!LIST_ITEM.test(markdown.slice(line.span.start, line.span.end))) return;
      lines++;
      const read = again?.ingredients[index];
      const text = normalize(read?.text ?? "");
      if (!shown.has(text)) {
        misses.push(`× ${factor.toFixed(2)}: "${line.text}" is read as "${text}", which the page does not show`);
        return;
      }
      if (line.quantity === null) return;
      const said = parseIngredientLine(text);
      const wanted = line.quantity * factor;
      if (said.unit !== line.unit || said.quantity === null || Math.abs(said.quantity - wanted) > kitchenTolerance(wanted, line.unit) + 1e-9)
        misses.push(`× ${factor.toFixed(2)}: "${line.text}" is shown as "${text}", which says ${said.quantity} ${said.unit}`);
    });
  }
  return { lines, misses };
}

test("every ingredient list item, as written and scaled, shows the line read and says k × its amount", () => {
  const tallies = new Map<string, Tally>();
  for (const collection of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    const list = existsSync(join(root, collection, "files.json")) ? "files.json" : "expected.json";
    const entries = JSON.parse(readFileSync(join(root, collection, list), "utf8")) as { file: string; heldOut?: boolean }[];
    for (const { file, heldOut } of entries) {
      const key = `${collection}${heldOut === true ? " (held out)" : ""}`;
      const tally = tallies.get(key) ?? { lines: 0, right: 0, misses: [] };
      tallies.set(key, tally);
      const { lines, misses } = shownMisses(readFileSync(join(root, collection, file), "utf8"));
      tally.lines += lines;
      tally.right += lines - misses.length;
      tally.misses.push(...misses.map((miss) => `${file}: ${miss}`));
    }
  }
  for (const [name, tally] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`shown lines, ${name}: ${tally.right}/${tally.lines} list items shown as read and scaled right (${((tally.right / Math.max(1, tally.lines)) * 100).toFixed(1)} %)`);
    // What the held-out thirds get wrong is never printed: nobody tunes to it.
    if (!name.endsWith("(held out)")) for (const miss of tally.misses.slice(0, 40)) console.log(`  miss: ${miss}`);
  }
  expect(tallies.get("food-blogs")?.lines).toBeGreaterThan(250);
  for (const [name, tally] of tallies) if (!name.endsWith("(held out)")) expect(tally.right, name).toBe(tally.lines);
}, TIMEOUTS.heavyTest);
