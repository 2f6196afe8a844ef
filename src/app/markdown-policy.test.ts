import fc from "fast-check";
import { expect, test } from "vitest";
import { ALLOWED_LINK_PROTOCOLS, safeLinkUrl, urlTransform } from "./markdown-policy.ts";

// Addresses as urlTransform receives them: markdown has already decoded entities and escapes, so
// `jav&#x61;script:` arrives as `javascript:` and `java&Tab;script:` with a real tab in it.
const SCRIPT_ADDRESSES = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "\tjavascript:alert(1)",
  "\u0001javascript:alert(1)",
  "\u0000javascript:alert(1)",
  "   javascript:alert(1)",
  "javascript:alert(1)\u0000",
  "j\ta\nv\ra\tscript:alert(1)",
  "javascript://%0aalert(1)",
  "javascript:%61lert(1)",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "v\tbscript:msgbox(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:text/html,<script>alert(1)</script>",
  "da\tta:text/html,<script>alert(1)</script>",
  "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
  "\ufffdjavascript:alert(1)",
  "java\u200bscript:alert(1)",
  "ｊａｖａｓｃｒｉｐｔ:alert(1)",
  "file:///etc/passwd",
  "blob:http://127.0.0.1/0b3e",
  "filesystem:http://127.0.0.1/temporary/x",
  "view-source:http://127.0.0.1/",
  "about:blank",
  "chrome://settings",
  "ftp://127.0.0.1/x",
  "ws://127.0.0.1/",
  "intent://x#Intent;end",
  "ircs://irc.example.org/chef",
  "//127.0.0.1:9/leak",
  "/\\127.0.0.1:9/leak",
  "\\\\127.0.0.1\\share",
  "leak?x=1",
  "#top",
  "",
];

test.each(SCRIPT_ADDRESSES)("the link address %j is dropped", (address) => {
  expect(safeLinkUrl(address)).toBeNull();
  expect(urlTransform(address, "href")).toBeNull();
});

test.each([
  ["https://example.org/soup", "https://example.org/soup"],
  ["HTTP://EXAMPLE.ORG/Soup", "http://example.org/Soup"],
  ["ht\ttps://example.org/", "https://example.org/"],
  ["mailto:chef@example.org", "mailto:chef@example.org"],
  ["irc://irc.example.org/chef", "irc://irc.example.org/chef"],
  ["xmpp:chef@example.org", "xmpp:chef@example.org"],
])("the allowed address %j is kept as the browser reads it", (address, href) => {
  expect(safeLinkUrl(address)).toBe(href);
});

test("an image address is never kept, whatever it is", () => {
  fc.assert(
    fc.property(fc.oneof(fc.webUrl(), fc.string()), (address) => {
      expect(urlTransform(address, "src")).toBeNull();
    }),
  );
});

test("whatever the address, a kept link has an allowed scheme", () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.webUrl(), fc.constantFrom(...SCRIPT_ADDRESSES)), (address) => {
      const kept = safeLinkUrl(address);
      if (kept !== null) expect(ALLOWED_LINK_PROTOCOLS.has(new URL(kept).protocol)).toBe(true);
    }),
    { numRuns: 2000 },
  );
});

// The disguises a browser sees through: case, tabs and line breaks anywhere in the scheme, leading
// controls or spaces. Whatever mix of them, a script scheme never gets through.
const disguisedScheme = fc
  .tuple(
    fc.constantFrom("javascript", "vbscript", "data"),
    fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    fc.array(fc.constantFrom("", "", "", "\t", "\n", "\r"), { minLength: 11, maxLength: 11 }),
    fc.array(fc.constantFrom(" ", "\t", "\n", "\u0000", "\u0001", "\u001f"), { maxLength: 4 }),
    fc.constantFrom("alert(1)", "text/html,<script>alert(1)</script>", "//%0aalert(1)"),
  )
  .map(([scheme, upper, inserted, leading, rest]) => {
    const letters = [...scheme].map((char, i) => `${inserted[i] ?? ""}${upper[i] ? char.toUpperCase() : char}`).join("");
    return `${leading.join("")}${letters}${inserted[10] ?? ""}:${rest}`;
  });

test("a script scheme in any disguise is dropped", () => {
  fc.assert(
    fc.property(disguisedScheme, (address) => {
      expect(safeLinkUrl(address)).toBeNull();
    }),
    { numRuns: 3000 },
  );
});
