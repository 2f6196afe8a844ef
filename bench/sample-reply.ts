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
