/**
 * The singular of one lower-case word by English's regular rules: "tomatoes" → "tomato", "berries" → "berry",
 * "radishes" → "radish", "eggs" → "egg"; a word of three letters or fewer, or ending in "ss", "us" or "is", stays.
 * Its exceptions ("leaves", "couscous") are data, read with it by the name reader's `singularise`
 * (src/food/ingredient-names.ts); without them this is cheap enough for the first screen.
 */
export function regularSingular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("oes")) return word.slice(0, -2);
  if (/(?:ss|sh|ch|x|zz)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}
