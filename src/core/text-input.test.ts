import fc from "fast-check";
import { expect, test } from "vitest";
import { hasForbiddenCharacters, normaliseText, replaceForbiddenCharacters } from "./text-input.ts";

test("one spelling: compatibility forms, composed accents and ligatures become the plain text", () => {
  expect(normaliseText("ｅｇｇｓ")).toBe("eggs");
  expect(normaliseText("cre\u0300me frai\u0302che")).toBe("crème fraîche");
  expect(normaliseText("ﬁsh")).toBe("fish");
  expect(normaliseText("½ lemon")).toBe("1⁄2 lemon");
});

test("bidirectional embeddings, overrides and isolates are removed; marks and joiners inside emoji are kept", () => {
  expect(normaliseText("\u202eggs\u202c")).toBe("ggs");
  expect(normaliseText("\u2066feta\u2069 \u202aonion\u202c \u202dleek\u202c \u202btofu\u202c \u2067rice\u2068\u2069")).toBe("feta onion leek tofu rice");
  expect(normaliseText("👩\u200d🍳")).toBe("👩\u200d🍳");
  expect(normaliseText("שום\u200f")).toBe("שום\u200f");
});

test("line and paragraph separators, control characters and lone surrogates are refused; whole characters are not", () => {
  for (const bad of ["eggs\u2028", "a\u2029b", "a\nb", "\u0000", "\u0085", "\ud800", "x\udfff", "\ud83c"]) {
    expect(hasForbiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
  }
  for (const good of ["eggs", "🍅", "crème", "ｅｇｇｓ", "👩\u200d🍳", "\u202eggs"]) {
    expect(hasForbiddenCharacters(good), JSON.stringify(good)).toBe(false);
  }
});

test("normalising is idempotent, and two spellings of one text (NFC, NFD, NFKD) normalise alike", () => {
  fc.assert(
    fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
      const once = normaliseText(text);
      expect(normaliseText(once)).toBe(once);
      expect(normaliseText(text.normalize("NFD"))).toBe(once);
      expect(normaliseText(text.normalize("NFKD"))).toBe(once);
      expect(hasForbiddenCharacters(once)).toBe(hasForbiddenCharacters(text));
    }),
  );
});

test("each run of refused characters is replaced once, and what is left has none", () => {
  expect(replaceForbiddenCharacters("eggs\r\n\tmilk\u2028flour", ", ")).toBe("eggs, milk, flour");
  fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => !hasForbiddenCharacters(replaceForbiddenCharacters(text, " "))));
});
