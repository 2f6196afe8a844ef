import { expect, test } from "vitest";
import { labelOf } from "./line-rules.ts";
import { withoutOpenEnding } from "./open-ending.ts";
import { readBlocks } from "./read-blocks.ts";

const RECIPE = [
  "# Lemon Chicken Traybake",
  "",
  "Serves 4 · Prep 15 min",
  "",
  "## Ingredients",
  "",
  "**For the chicken:**",
  "",
  "- 4 chicken thighs",
  "- 2 lemons",
  "",
  "For the sauce:",
  "",
  "- 150 ml yogurt",
  "",
  "Method",
  "------",
  "",
  "1. Heat the oven to 200 °C.",
  "2. Roast for 40 minutes.",
  "",
  "### Notes",
  "",
  "Thighs stay juicier than breasts.",
  "",
].join("\n");

const closesOnOpener = (markdown: string) => {
  const blocks = readBlocks(markdown);
  const last = blocks.at(-1);
  if (blocks.length < 2 || last === undefined) return false;
  return last.kind === "heading" || (last.kind === "paragraph" && last.lines.length === 1 && last.lines[0] !== undefined && labelOf(last.lines[0]) !== null);
};

test("every cut of a recipe keeps all it has up to its last part with something in it, and closes on no heading or label", () => {
  for (let end = 1; end <= RECIPE.length; end++) {
    const cut = RECIPE.slice(0, end);
    const shown = withoutOpenEnding(cut);
    expect(cut.startsWith(shown.replace(/\n$/, "")), JSON.stringify(cut)).toBe(true);
    expect(closesOnOpener(shown), JSON.stringify(cut)).toBe(false);
    // Nothing but what closes it is dropped: the same blocks up to there.
    const kept = readBlocks(shown).length;
    expect(readBlocks(cut).slice(0, kept).map((block) => block.kind)).toEqual(readBlocks(shown).map((block) => block.kind));
    expect(withoutOpenEnding(shown)).toBe(shown);
  }
});

test("the whole recipe, ending with something under its last heading, is unchanged", () => {
  expect(withoutOpenEnding(RECIPE)).toBe(RECIPE);
});
