import fc from "fast-check";
import { expect, test } from "vitest";
import { MAX_CONTINUE_CHARS, continuationTail } from "../src/core/recipe-stream.ts";
import { SIGNATURE_TTL_MS, createSigner, followReply } from "./continuation.server.ts";

const KEY = "k".repeat(32);

test("a signature holds for exactly the text it was made for, with the key that made it, until it expires", () => {
  const signer = createSigner(KEY);
  const now = Date.UTC(2026, 10, 25, 12);
  const text = "# Half a stew\n\n1. Brown the onion.\n2. Add the";
  const signature = signer.sign(text, now);
  expect(signature).toMatch(/^v1\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
  expect(signer.verify(text, signature, now)).toBe(true);
  expect(signer.verify(text, signature, now + SIGNATURE_TTL_MS - 1000)).toBe(true);
  expect(signer.verify(text, signature, now + SIGNATURE_TTL_MS + 1000)).toBe(false);
  expect(signer.verify(`${text} `, signature, now)).toBe(false);
  expect(signer.verify(text.replace("onion", "bleach"), signature, now)).toBe(false);
  expect(createSigner("x".repeat(32)).verify(text, signature, now)).toBe(false);
  expect(createSigner(undefined).verify(text, createSigner(undefined).sign(text, now), now)).toBe(false);
  // The expiry is inside what is signed: moving it on breaks the signature.
  const [version, expires, digest] = signature.split(".");
  const later = (parseInt(expires ?? "0", 36) + 86_400).toString(36);
  expect(signer.verify(text, `${version}.${later}.${digest}`, now)).toBe(false);
  for (const bad of [undefined, "", "v1", "v1..", `v2.${expires}.${digest}`, `${signature}.x`, `v1.${expires}.${digest}x`, `v1.ZZ.${digest}`]) {
    expect(signer.verify(text, bad, now), String(bad)).toBe(false);
  }
});

test("no edit of a signed text keeps its signature, whatever the text and wherever the edit", () => {
  const signer = createSigner(KEY);
  fc.assert(
    fc.property(fc.string({ minLength: 1, maxLength: 300, unit: "grapheme" }), fc.nat(), fc.string({ minLength: 1, maxLength: 5 }), (text, at, insert) => {
      const signature = signer.sign(text);
      expect(signer.verify(text, signature)).toBe(true);
      const i = at % (text.length + 1);
      const edited = text.slice(0, i) + insert + text.slice(i);
      expect(signer.verify(edited, signature)).toBe(false);
      if (text.length > 1) expect(signer.verify(text.slice(0, i) + text.slice(i + 1), signature)).toBe(i >= text.length);
    }),
  );
});

test("what Continue sends back is the text's end, never beginning with half a character", () => {
  expect(continuationTail("short")).toBe("short");
  const long = `x${"🍅".repeat(MAX_CONTINUE_CHARS)}`;
  const tail = continuationTail(long);
  expect(tail.length).toBe(MAX_CONTINUE_CHARS);
  expect(tail.startsWith("🍅")).toBe(true);
  const odd = "🍅".repeat(MAX_CONTINUE_CHARS);
  expect(continuationTail(`${odd}a`)).toBe(`${"🍅".repeat(MAX_CONTINUE_CHARS / 2 - 1)}a`);
  // The end of a continued recipe is the end of its last part after the end of the one before.
  // Texts around the limit, with random (surrogate-rich) ends where the cut may fall.
  const part = fc
    .tuple(fc.string({ maxLength: 12, unit: "binary" }), fc.nat(MAX_CONTINUE_CHARS + 10), fc.string({ maxLength: 12, unit: "binary" }))
    .map(([head, filler, end]) => head + "x".repeat(filler) + end);
  fc.assert(
    fc.property(part, part, (before, after) => {
      expect(continuationTail(continuationTail(before) + after)).toBe(continuationTail(before + after));
      expect(continuationTail(before + after).length).toBeLessThanOrEqual(MAX_CONTINUE_CHARS);
    }),
  );
});

test("the reply is followed as the page assembles it: pieces appended, a retract takes back what came since the continued text", () => {
  const reply = followReply("# Stew\n\n1. Brown");
  reply.see({ type: "text", text: " the onion." });
  expect(reply.tail()).toBe("# Stew\n\n1. Brown the onion.");
  reply.see({ type: "reasoning", text: "hmm" });
  reply.see({ type: "retract" });
  expect(reply.tail()).toBe("# Stew\n\n1. Brown");
  const long = followReply();
  for (let i = 0; i < 3000; i++) long.see({ type: "text", text: `step ${i}. ` });
  const whole = Array.from({ length: 3000 }, (_, i) => `step ${i}. `).join("");
  expect(long.tail()).toBe(continuationTail(whole));
});
