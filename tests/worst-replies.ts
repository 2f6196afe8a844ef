/**
 * Replies whose structure, not their content, is the attack (issue 27): nested containers, runs of
 * delimiters, lines no parser expects to be long.
 */
const WORST = 10_000;
const fill = (unit: string) => unit.repeat(Math.ceil(WORST / unit.length)).slice(0, WORST);

/** The worst cases of each construct, 10,000 characters each: checked by src/app/markdown-caps.test.ts, timed by bench/patterns-bench.ts. */
export const worstCases: Record<string, string> = {
  "nested quotes": fill("> "),
  "nested quotes, then lazy lines": `${fill("> ").slice(0, WORST / 2)}\n${"x\n".repeat(WORST / 4)}`,
  "nested lists": fill("- "),
  "nested numbered lists": fill("1. "),
  "lists nested by indentation": Array.from({ length: 90 }, (_, i) => `${" ".repeat(i * 2)}- x`).join("\n").slice(0, WORST),
  "nested emphasis": `${"*".repeat(WORST / 2 - 1)}a${"*".repeat(WORST / 2)}`,
  "unmatched emphasis": `${fill("_a ").slice(0, WORST / 2)}${fill(" a*").slice(0, WORST / 2)}`,
  brackets: `${fill("[").slice(0, WORST / 2)}${fill("]").slice(0, WORST / 2)}`,
  "link openers": fill("[a]("),
  backticks: Array.from({ length: 140 }, (_, i) => "`".repeat(i + 1)).join(" ").slice(0, WORST),
  pipes: `|${"a|".repeat(WORST / 4)}\n|${"-|".repeat(WORST / 4)}`,
  "one long line": fill("word "),
};
