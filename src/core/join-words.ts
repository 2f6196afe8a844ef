/** Words as a sentence lists them: "peanuts", "peanuts and sesame", "butter, cream and cheese". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
