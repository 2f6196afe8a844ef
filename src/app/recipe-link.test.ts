import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { expect, test } from "vitest";
import { decodeShareFragment, encodeShareFragment, isRecipeLink } from "../core/share-link.ts";
import {
  decodeRecipeFragment,
  encodeRecipeFragment,
  inflate,
  MAX_FRAGMENT_CHARS,
  MAX_PAYLOAD_BYTES,
  RECIPE_LINK_PREFIX,
  shareableRecipe,
  type SharedRecipe,
} from "./recipe-link.ts";
import { MAX_RECIPE_CHARS } from "./storage.ts";

const omelette: SharedRecipe = { text: "# Spinach Omelette\n\n- 3 eggs\n- 100 g feta\n\n1. Whisk.\n2. Cook for 3 minutes.\n", ending: "stop" };
const base64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const fragment = (mode: "z" | "t", payload: string | Uint8Array) => {
  const bytes = typeof payload === "string" ? Buffer.from(payload, "utf8") : payload;
  return `${RECIPE_LINK_PREFIX}${mode}${base64url(mode === "z" ? deflateRawSync(bytes) : bytes)}`;
};

test("a recipe survives the trip through a link, compressed, and says it is one", async () => {
  const hash = await encodeRecipeFragment(omelette);
  expect(hash).toMatch(/^#r1=z[A-Za-z0-9_-]+$/);
  expect(isRecipeLink(hash)).toBe(true);
  expect(decodeShareFragment(hash)).toBeNull();
  expect(await decodeRecipeFragment(hash)).toEqual({ ok: true, recipe: omelette });
  // How a recipe ended travels with it: a stopped one stays marked.
  expect(await decodeRecipeFragment(await encodeRecipeFragment({ ...omelette, ending: "stopped" }))).toEqual({ ok: true, recipe: { ...omelette, ending: "stopped" } });
  // Compressed: a typical recipe's link is shorter than the recipe.
  const long = { text: `# Stew\n\n${"- 1 carrot, diced\n".repeat(40)}\n1. Simmer for 2 hours.\n`, ending: "stop" } as const;
  expect((await encodeRecipeFragment(long)).length).toBeLessThan(long.text.length / 4);
});

test("a link written without compression (a browser without CompressionStream) opens too", async () => {
  expect(await decodeRecipeFragment(fragment("t", `length\n${omelette.text}`))).toEqual({ ok: true, recipe: { ...omelette, ending: "length" } });
});

const anyRecipeText = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.string({ unit: "grapheme", maxLength: 400 }),
  fc.string({ unit: "binary", maxLength: 400 }),
  fc.string({ unit: fc.constantFrom("a", "é", "🍅", "\n", "\u0000", "\ud800", "\udc00", "#", " ", "½"), maxLength: 400 }),
);

test("property: any recipe text makes a link that opens as the same recipe (what a link can carry of it)", async () => {
  await fc.assert(
    fc.asyncProperty(anyRecipeText, fc.constantFrom("stop", "length", "stopped", "interrupted" as const), async (text, ending) => {
      const shareable = shareableRecipe({ text, ending });
      const opened = await decodeRecipeFragment(await encodeRecipeFragment({ text, ending }));
      if (shareable.text.trim() === "") {
        expect(opened).toEqual({ ok: false, problem: "damaged" });
        return;
      }
      expect(opened).toEqual({ ok: true, recipe: shareable });
      // Text without control characters or lone surrogates is carried exactly.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udfff]/.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ""))) {
        expect(shareable.text).toBe(text);
      }
    }),
    { numRuns: 300 },
  );
});

test("the longest recipe kept is the longest shared, whole; a longer one is cut as storage cuts it", async () => {
  // The worst case for size: three UTF-8 bytes for every character, and nothing deflate can shrink.
  const random = fc.sample(fc.integer({ min: 0x4e00, max: 0x9fff }), { numRuns: MAX_RECIPE_CHARS, seed: 7 });
  const worst = String.fromCharCode(...random);
  const hash = await encodeRecipeFragment({ text: worst, ending: "stop" });
  expect(hash.length).toBeLessThanOrEqual(MAX_FRAGMENT_CHARS);
  expect(await decodeRecipeFragment(hash)).toEqual({ ok: true, recipe: { text: worst, ending: "stop" } });
  const plain = fragment("t", `stop\n${worst}`);
  expect(plain.length).toBeLessThanOrEqual(MAX_FRAGMENT_CHARS);
  expect((await decodeRecipeFragment(plain)).ok).toBe(true);

  const tooLong = `${worst}🍅`;
  const cut = await decodeRecipeFragment(await encodeRecipeFragment({ text: tooLong, ending: "stop" }));
  expect(cut).toEqual({ ok: true, recipe: { text: worst, ending: "interrupted" } });
  // Never half a character at the cut.
  const emoji = shareableRecipe({ text: `x${"🍅".repeat(MAX_RECIPE_CHARS)}`, ending: "stop" });
  expect(emoji.text.length).toBe(MAX_RECIPE_CHARS - 1);
  expect(emoji.text.at(-1)).toBe("\udf45");
});

test("oversize links are refused before and after inflating, without inflating past the cap", async () => {
  expect(await decodeRecipeFragment(`${RECIPE_LINK_PREFIX}t${"A".repeat(MAX_FRAGMENT_CHARS)}`)).toEqual({ ok: false, problem: "too-large" });
  // A small link that inflates to 10 MB: a bomb, stopped at the cap.
  const bomb = fragment("z", new Uint8Array(10_000_000).fill(0x61));
  expect(bomb.length).toBeLessThan(20_000);
  expect(await decodeRecipeFragment(bomb)).toEqual({ ok: false, problem: "too-large" });
  expect(await decodeRecipeFragment(fragment("t", `stop\n${"a".repeat(MAX_PAYLOAD_BYTES)}`))).toEqual({ ok: false, problem: "too-large" });
  // Within the bytes, over the characters a recipe may have.
  expect(await decodeRecipeFragment(fragment("z", `stop\n${"a".repeat(MAX_RECIPE_CHARS + 1)}`))).toEqual({ ok: false, problem: "too-large" });
});

test("inflating stops at its cap, to the byte", async () => {
  const bytes = new Uint8Array(5_000).fill(0x62);
  const deflated = deflateRawSync(bytes);
  expect(await inflate(deflated, 4_999)).toBe("too-large");
  expect(await inflate(deflated, 5_000)).toEqual(bytes);
  expect(await inflate(new Uint8Array([0xff, 0xff, 0xff]), 5_000)).toBeNull();
});

test.each([
  ["no data", "#r1="],
  ["an unknown mode", `#r1=x${base64url(Buffer.from("stop\nSoup"))}`],
  ["not base64url", "#r1=z%%%"],
  ["base64 with padding", `#r1=t${Buffer.from("stop\nSoup!").toString("base64")}`],
  ["an impossible base64 length", "#r1=tAAAAA"],
  ["not deflate", `#r1=z${base64url(Buffer.from("stop\nSoup, not compressed at all"))}`],
  ["deflate cut short", `#r1=z${base64url(deflateRawSync(Buffer.from(`stop\n${omelette.text}`)).subarray(0, 20))}`],
  ["not UTF-8", `#r1=t${base64url(Buffer.from([0x73, 0x74, 0x6f, 0x70, 0x0a, 0xff, 0xfe, 0x41]))}`],
  ["no ending", fragment("t", omelette.text)],
  ["an unknown ending", fragment("t", `finished\n${omelette.text}`)],
  ["a blank recipe", fragment("z", "stop\n \n\t")],
  ["binary bytes", fragment("z", new Uint8Array([0x73, 0x74, 0x6f, 0x70, 0x0a, 0x00, 0x01, 0x02, 0x41]))],
  ["a list, not a recipe", "#i=eggs&i=feta"],
])("%s is a damaged link, never an exception", async (_name, hash) => {
  expect(await decodeRecipeFragment(hash)).toEqual({ ok: false, problem: "damaged" });
});

test("property: garbage after the prefix is refused or read as text, never thrown", async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom("z", "t", ""), fc.string({ maxLength: 200 }), async (mode, rest) => {
      const opened = await decodeRecipeFragment(`${RECIPE_LINK_PREFIX}${mode}${rest}`);
      if (opened.ok) expect(opened.recipe.text.trim()).not.toBe("");
    }),
    { numRuns: 500 },
  );
});

test("a recipe link of a later version is not opened as this one", async () => {
  expect(isRecipeLink("#r2=zAAAA")).toBe(true);
  expect(await decodeRecipeFragment("#r2=zAAAA")).toEqual({ ok: false, problem: "unsupported" });
});

test("list links made before still open as lists, and are not recipe links", () => {
  for (const hash of ["#i=eggs&i=feta", "#i=cr%C3%A8me+fra%C3%AEche&i=salt+%26+pepper", encodeShareFragment(["rice", "r1=beans"])]) {
    expect(isRecipeLink(hash)).toBe(false);
    expect(decodeShareFragment(hash)).not.toBeNull();
  }
  expect(decodeShareFragment("#i=rice&i=r1%3Dbeans")).toEqual(["rice", "r1=beans"]);
});
