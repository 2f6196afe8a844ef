import { numericQuantity } from "numeric-quantity";
import { expect, test } from "vitest";
import { TIMEOUTS } from "../../tests/timeouts.ts";
import { formatDuration, formatIngredientLine } from "../cookbook/format.ts";
import { allRecipes, type Recipe, type RecipeIngredient } from "../cookbook/recipe.ts";
import { readMeasure } from "./amount.ts";
import { parseIngredientLine } from "./ingredient-line.ts";
import { understandRecipe } from "./understand.ts";

/**
 * Round trip over many shapes: a renderer here (not the product's) writes each of the cookbook's
 * recipes — structured data: title, servings, time, ingredients in two groups, steps — in the shapes
 * chat models write. Reading each back must give the same title, servings, every ingredient line with
 * the amount that line says on its own (which the first test checks against numeric-quantity), and the
 * same steps.
 */

interface Written {
  readonly markdown: string;
  /** Each ingredient line as the shape writes it, in plain text; the cookbook's own line unless said. */
  readonly lines?: readonly string[];
  /** The steps as the reader should give them back. */
  readonly steps: readonly string[];
}

type Shape = (recipe: Recipe) => Written;

const line = formatIngredientLine;

/** The recipe's ingredients in two groups, as recipes with a base and a finish write them. */
function groups(recipe: Recipe): [readonly RecipeIngredient[], readonly RecipeIngredient[]] {
  const half = Math.ceil(recipe.ingredients.length / 2);
  return [recipe.ingredients.slice(0, half), recipe.ingredients.slice(half)];
}

/** The first few words of a step, as a step's title: "Heat the oven". */
function titleOf(step: string): string {
  return step.split(/\s+/).slice(0, 3).join(" ").replace(/[.,;:!?]+$/, "");
}

const bullets = (ingredients: readonly RecipeIngredient[], marker = "-") => ingredients.map((ingredient) => `${marker} ${line(ingredient)}`);
const numbered = (steps: readonly string[]) => steps.map((step, index) => `${index + 1}. ${step}`);
const time = (recipe: Recipe) => formatDuration(recipe.totalMinutes);

const shapes: Readonly<Record<string, Shape>> = {
  "headings, bullets and a numbered method": (recipe) => ({
    markdown: [`# ${recipe.title}`, "", `Serves ${recipe.servings}`, "", "## Ingredients", "", ...bullets(recipe.ingredients), "", "## Method", "", ...numbered(recipe.steps)].join("\n"),
    steps: recipe.steps,
  }),
  "bold labels, a meta line and a closing line": (recipe) => ({
    markdown: [
      `**${recipe.title}**`,
      "",
      `**Serves:** ${recipe.servings} | **Total time:** ${time(recipe)}`,
      "",
      "**Ingredients:**",
      ...bullets(recipe.ingredients, "*"),
      "",
      "**Instructions:**",
      ...numbered(recipe.steps),
      "",
      "Enjoy! 🍳",
    ].join("\n"),
    steps: recipe.steps,
  }),
  "emoji and numbered headings, tips after": (recipe) => ({
    markdown: [
      `## 🍲 ${recipe.title}`,
      "",
      `**Servings:** ${recipe.servings}`,
      "",
      "### 1. 🛒 What you need",
      ...bullets(recipe.ingredients),
      "",
      "### 2. 👩‍🍳 Instructions",
      ...numbered(recipe.steps),
      "",
      "### 💡 Tips",
      "- Taste as you go.",
      "1. Season at the end.",
    ].join("\n"),
    steps: recipe.steps,
  }),
  "bold sub-groups under an ingredients heading, a rule and notes": (recipe) => {
    const [base, finish] = groups(recipe);
    return {
      markdown: [
        `### ${recipe.title}`,
        "",
        `*Makes ${recipe.servings} servings · ${time(recipe)}*`,
        "",
        "#### Ingredients",
        "",
        "**For the base:**",
        ...bullets(base),
        "",
        ...(finish.length > 0 ? ["**For the finish:**", ...bullets(finish), ""] : []),
        "#### Instructions",
        "",
        ...numbered(recipe.steps),
        "",
        "---",
        "",
        "Note: leftovers keep for two days.",
      ].join("\n"),
      steps: recipe.steps,
    };
  },
  "plain 'For the …:' lines and plain labels": (recipe) => {
    const [base, finish] = groups(recipe);
    return {
      markdown: [
        recipe.title,
        "=".repeat(recipe.title.length),
        "",
        `Yield: ${recipe.servings} servings`,
        "",
        "Ingredients:",
        "",
        "For the base:",
        ...bullets(base),
        "",
        ...(finish.length > 0 ? ["For the finish:", ...bullets(finish), ""] : []),
        "Method:",
        "",
        ...numbered(recipe.steps),
      ].join("\n"),
      steps: recipe.steps,
    };
  },
  "sub-headings of any name and nested bullets": (recipe) => {
    const [base, finish] = groups(recipe);
    return {
      markdown: [
        `# ${recipe.title}`,
        "",
        `For ${recipe.servings} people.`,
        "",
        "## Ingredients",
        "",
        "### The base",
        ...bullets(base),
        "",
        ...(finish.length > 0 ? ["### Finishing", "- To finish:", ...bullets(finish).map((bullet) => `  ${bullet}`), ""] : []),
        "## Steps",
        "",
        ...recipe.steps.map((step, index) => `${index + 1}. ${step}\n   - Take your time.`),
      ].join("\n"),
      steps: recipe.steps.map((step) => `${step} Take your time.`),
    };
  },
  "an ingredient table": (recipe) => ({
    markdown: [
      `## ${recipe.title}`,
      "",
      `Serves: ${recipe.servings}`,
      "",
      "### Ingredients",
      "",
      "| Ingredient | Amount |",
      "| --- | --- |",
      ...recipe.ingredients.map((ingredient) => `| ${ingredient.name} | ${ingredient.quantity} |`),
      "",
      "### Directions",
      "",
      ...numbered(recipe.steps),
      "",
      "| Nutrition | Per serving |",
      "| --- | --- |",
      "| Calories | 420 |",
    ].join("\n"),
    // A row reads amount first: "| chickpea | 1 x 400 g can |" is "1 x 400 g can chickpea".
    lines: recipe.ingredients.map((ingredient) => `${ingredient.quantity} ${ingredient.name}`),
    steps: recipe.steps,
  }),
  "a numbered ingredient list and 'Step N:' paragraphs": (recipe) => ({
    markdown: [`**${recipe.title}**`, "", `Serves ${recipe.servings}.`, "", "Ingredients:", ...numbered(recipe.ingredients.map(line)), "", "Steps:", "", ...recipe.steps.map((step, index) => `Step ${index + 1}: ${step}\n`)].join("\n"),
    steps: recipe.steps,
  }),
  "'**Step N: Title**' blocks, meta after the lists": (recipe) => ({
    markdown: [
      `# ${recipe.title}`,
      "",
      "## Ingredients",
      ...bullets(recipe.ingredients),
      "",
      "## Method",
      "",
      ...recipe.steps.flatMap((step, index) => [`**Step ${index + 1}: ${titleOf(step)}**`, step, ""]),
      `**Serves:** ${recipe.servings} | **Total time:** ${time(recipe)}`,
      "",
      "Enjoy! 🍳",
    ].join("\n"),
    steps: recipe.steps.map((step) => `${titleOf(step)}: ${step}`),
  }),
  "the title in the first sentence, step headings": (recipe) => ({
    markdown: [
      `Here's a quick recipe for **${recipe.title}**:`,
      "",
      `**Serves:** ${recipe.servings} | **Total time:** ${time(recipe)}`,
      "",
      "#### Ingredients",
      ...bullets(recipe.ingredients),
      "",
      "#### Instructions",
      ...recipe.steps.flatMap((step, index) => [`##### Step ${index + 1}`, step, ""]),
      "Bon appétit!",
    ].join("\n"),
    steps: recipe.steps,
  }),
  "'How to make X', name-first lines, bold lead words": (recipe) => ({
    markdown: [
      `## How to make ${recipe.title}`,
      "",
      `Serves ${recipe.servings}`,
      "",
      "### Ingredients",
      ...recipe.ingredients.map((ingredient) => `- ${ingredient.name}: ${ingredient.quantity}`),
      "",
      "### Instructions",
      ...recipe.steps.map((step, index) => `${index + 1}. **${titleOf(step)}:** ${step}`),
    ].join("\n"),
    lines: recipe.ingredients.map((ingredient) => `${ingredient.name}: ${ingredient.quantity}`),
    steps: recipe.steps.map((step) => `${titleOf(step)}: ${step}`),
  }),
  "unlabelled lists after a bold title, servings in a bracket": (recipe) => ({
    markdown: [`**${recipe.title}** *(serves ${recipe.servings})*`, "", ...bullets(recipe.ingredients.filter((ingredient) => /^[\d½¼¾⅓⅔]/.test(ingredient.quantity)).length >= recipe.ingredients.length / 2 ? recipe.ingredients : []), "", ...numbered(recipe.steps)].join("\n"),
    steps: recipe.steps,
  }),
};

interface Result {
  readonly shape: string;
  read: number;
  readonly misses: string[];
}

function amountOf(text: string) {
  const read = parseIngredientLine(text);
  return { quantity: read.quantity, upper: read.quantityUpper, unit: read.unit };
}

/** What is wrong when `recipe` is read back from `written`, or nothing. */
function problems(recipe: Recipe, written: Written): string[] {
  const read = understandRecipe(written.markdown);
  if (read === null) return ["not read as a recipe"];
  const found: string[] = [];
  if (read.title !== recipe.title) found.push(`title ${JSON.stringify(read.title)}`);
  if (read.servings !== recipe.servings) found.push(`servings ${read.servings} ≠ ${recipe.servings}`);
  if (read.ingredients.length !== recipe.ingredients.length) found.push(`ingredients ${read.ingredients.length} ≠ ${recipe.ingredients.length}`);
  recipe.ingredients.forEach((ingredient, index) => {
    const text = written.lines?.[index] ?? line(ingredient);
    const wanted = amountOf(text);
    const got = read.ingredients[index];
    if (got === undefined) return;
    if (got.text !== text) found.push(`line ${index + 1} ${JSON.stringify(got.text)} ≠ ${JSON.stringify(text)}`);
    if (got.quantity !== wanted.quantity || got.quantityUpper !== wanted.upper || got.unit !== wanted.unit) {
      found.push(`"${got.text}": ${got.quantity} ${got.quantityUpper} ${got.unit} ≠ ${wanted.quantity} ${wanted.upper} ${wanted.unit}`);
    }
  });
  if (read.steps.length !== written.steps.length) found.push(`steps ${read.steps.length} ≠ ${written.steps.length}`);
  else read.steps.forEach((step, index) => step.text !== written.steps[index] && found.push(`step ${index + 1}: ${JSON.stringify(step.text)}`));
  return found;
}

test("the amount a cookbook line reads as is the number it is written with", () => {
  // The other half of the round trip's yardstick: the canonical line's own reading, against numeric-quantity.
  for (const recipe of allRecipes) {
    for (const ingredient of recipe.ingredients) {
      // A whole number with a fraction after it, as a cook writes it: "1 1/2", "1½", "1 ½".
      const leading = /^(\d+(?:\.\d+)?(?:\s+\d+\/\d+|\/\d+|\s?[½¼¾⅓⅔⅛])?|[½¼¾⅓⅔⅛])/.exec(ingredient.quantity)?.[1];
      const parsed = parseIngredientLine(line(ingredient));
      // "200 g block feta" is one block whose size is the number written.
      const size = parsed.containerSize !== null && parsed.amount?.numbers.start === parsed.amount?.numbers.end ? readMeasure(line(ingredient), parsed.containerSize.start) : null;
      const read = size?.quantity ?? parsed.quantity;
      if (leading === undefined) continue;
      expect(read, `${recipe.id}: ${line(ingredient)}`).toBeCloseTo(numericQuantity(leading), 3);
    }
  }
});

test("each cookbook recipe written in twelve chat-model shapes reads back whole", () => {
  const results: Result[] = Object.keys(shapes).map((shape) => ({ shape, read: 0, misses: [] }));
  for (const recipe of allRecipes) {
    for (const result of results) {
      const found = problems(recipe, shapes[result.shape]?.(recipe) ?? { markdown: "", steps: [] });
      if (found.length === 0) result.read++;
      else result.misses.push(`${recipe.id}: ${found.join("; ")}`);
    }
  }
  const total = results.reduce((sum, result) => sum + result.read, 0);
  for (const result of results) {
    console.log(`round trip, ${result.shape}: ${result.read}/${allRecipes.length}`);
    for (const miss of result.misses.slice(0, 5)) console.log(`  miss: ${miss}`);
  }
  console.log(`round trip, all shapes: ${total}/${allRecipes.length * results.length}`);
  expect(results.length).toBeGreaterThanOrEqual(10);
  for (const result of results) expect(result.misses, result.shape).toEqual([]);
}, TIMEOUTS.heavyTest);
