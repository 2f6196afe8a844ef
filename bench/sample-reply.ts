/**
 * A model-like recipe reply of a given size: headings, paragraphs with emphasis and links, bullet and
 * numbered lists, a table and a fenced code block, repeated as "variations" until long enough.
 * Deterministic, so runs compare.
 */
export function sampleReply(minChars = 10_240): string {
  const head = [
    "# Roasted Tomato and Chickpea Stew",
    "",
    "A warming one-pot stew that turns a handful of *pantry staples* into a **proper dinner**. It keeps",
    "for three days and tastes better on the second; see [the stew guide](https://example.com/stews) for more.",
    "",
    "## Ingredients",
    "",
    "- 6 ripe **tomatoes**, halved",
    "- 1 can (400 g) *chickpeas*, drained",
    "- 1 large onion, sliced thin",
    "- 3 cloves garlic, crushed",
    "- 1 tsp smoked paprika",
    "- 2 tbsp olive oil, plus more to finish",
    "- salt and black pepper",
    "",
    "| Step | Time | Heat |",
    "| --- | ---: | :---: |",
    "| Roast the tomatoes | 25 min | 220 °C |",
    "| Soften the onion | 10 min | medium |",
    "| Simmer everything | 20 min | low |",
    "",
  ];
  const variation = (n: number) => [
    `## Variation ${n}: ${["smoky", "herby", "spicy", "creamy", "green", "lemony"][n % 6]} version`,
    "",
    `Start as above, then change **one thing at a time** so you learn what each does. Version ${n} leans on`,
    "what you already have: taste as you go and adjust the `salt` last, because the chickpeas soak it up.",
    "",
    "1. Heat the oven and roast the tomatoes cut side up until their edges blacken.",
    "2. Meanwhile soften the onion in the oil with a pinch of salt; add the garlic for the last minute.",
    "3. Tip in the tomatoes, crush them with a spoon, and add the chickpeas and paprika.",
    "4. Simmer gently, stirring now and then, until thick enough to hold a line drawn with the spoon.",
    "   - Too thick? Loosen it with a splash of water.",
    "   - Too thin? Give it five more minutes with the lid off.",
    "",
    "```text",
    `batch ${n}: roast 25 min -> soften 10 min -> simmer 20 min`,
    "serve with bread, rice or a fried egg on top",
    "```",
    "",
    "> A squeeze of lemon just before serving wakes every flavour up.",
    "",
  ];
  const lines = [...head];
  for (let n = 1; lines.join("\n").length < minChars; n++) lines.push(...variation(n));
  return lines.join("\n");
}

/** A reply that is all recipe: 10 KB of ingredient lines and numbered steps, every part read. */
export function recipeReply(minChars = 10_240): string {
  const lines = ["# A Very Long Stew", "", "Serves 6", "", "## Ingredients", ""];
  for (let i = 1; lines.join("\n").length < minChars / 3; i++) lines.push(`- ${i * 25} g ingredient number ${i}, finely chopped`);
  lines.push("", "## Method", "");
  for (let i = 1; lines.join("\n").length < minChars; i++) lines.push(`${i}. Add ingredient number ${i} and simmer for ${i} minutes, stirring **now and then**.`);
  return lines.join("\n");
}

/** A short recipe around one table of `rows` rows (issue 27's "huge table"). */
export function tableReply(rows = 500): string {
  const body = Array.from({ length: rows }, (_, i) => `| ${i + 1} | ingredient number ${i + 1} | ${(i + 1) * 5} g | *finely* chopped |`);
  return ["# Big batch", "", "| # | ingredient | amount | note |", "| ---: | --- | ---: | --- |", ...body, "", "Mix everything and serve.", ""].join("\n");
}

export type ReplyKind = "sample" | "recipe" | "table" | "megabyte";

/** Each benchmark reply by name: the 10 KB model-like reply, the 10 KB all-recipe one, a 500-row table, 1 MB. */
export function replyOf(kind: ReplyKind, chars = 10_240): string {
  if (kind === "recipe") return recipeReply(chars);
  if (kind === "table") return tableReply(500);
  if (kind === "megabyte") return sampleReply(1_000_000);
  return sampleReply(chars);
}
