import type { Ending } from "./recipe-state.ts";
import { MAX_RECIPE_CHARS } from "./storage.ts";

/**
 * A recipe carried whole in a link's fragment (`#r1=z…`), so a friend who opens it gets the recipe
 * and no server ever stores (or sees) it: browsers never send the fragment. Loaded on demand, by the
 * Share recipe button and by a page opened at such a link; the first screen only knows the prefix
 * (`isRecipeLink` in core/share-link.ts). See docs/decisions/022-share-the-recipe.md.
 *
 * Format, version 1: `#r1=` + `z` (deflate-raw) or `t` (not compressed, where the browser has no
 * CompressionStream) + base64url (no padding) of the UTF-8 payload: the ending (`stop`, `length`,
 * `stopped` or `interrupted`), a line break, then the recipe's markdown.
 */
export type SharedRecipe = { text: string; ending: Ending };

export type LinkProblem = "damaged" | "too-large" | "unsupported";
export type OpenedLink = { ok: true; recipe: SharedRecipe } | { ok: false; problem: LinkProblem };

export const RECIPE_LINK_PREFIX = "#r1=";

const ENDINGS: readonly Ending[] = ["stop", "length", "stopped", "interrupted"];
const ENDING_CHARS = Math.max(...ENDINGS.map((ending) => ending.length)) + 1;
/** The longest payload a shareable recipe makes: three UTF-8 bytes at most per UTF-16 unit, and its ending. */
export const MAX_PAYLOAD_BYTES = 3 * MAX_RECIPE_CHARS + ENDING_CHARS;
/**
 * The longest fragment read at all, before anything is decoded: the base64url of the longest payload
 * stored uncompressed (deflate adds 5 bytes per 64 KiB block to data it cannot shrink: the 1 KiB
 * margin covers it), and the prefix.
 */
export const MAX_FRAGMENT_CHARS = RECIPE_LINK_PREFIX.length + 1 + Math.ceil(((MAX_PAYLOAD_BYTES + 1024) * 4) / 3);

// Control characters other than tab and line breaks never belong in a recipe; in a link they are
// the mark of binary garbage. Lone surrogates cannot be written in UTF-8.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const ALL_FORBIDDEN = new RegExp(FORBIDDEN.source, "g");
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The text a link carries for `text`: control characters (other than tab and line breaks) dropped,
 * lone surrogates made U+FFFD (as UTF-8 writes them), and at most MAX_RECIPE_CHARS long, never
 * ending in half a character. A cut text is no longer whole: its ending becomes "interrupted".
 */
export function shareableRecipe(recipe: SharedRecipe): SharedRecipe {
  const text = recipe.text.replace(ALL_FORBIDDEN, "").replace(LONE_SURROGATE, "\ufffd");
  if (text.length <= MAX_RECIPE_CHARS) return { text, ending: recipe.ending };
  const end = /[\ud800-\udbff]/.test(text.charAt(MAX_RECIPE_CHARS - 1)) ? MAX_RECIPE_CHARS - 1 : MAX_RECIPE_CHARS;
  return { text: text.slice(0, end), ending: "interrupted" };
}

function canStream(kind: "CompressionStream" | "DecompressionStream"): boolean {
  try {
    const Stream = globalThis[kind];
    if (typeof Stream !== "function") return false;
    // Some browsers have the streams but not this format: constructing it throws there.
    new Stream("deflate-raw");
    return true;
  } catch {
    return false;
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  // In slices: one String.fromCharCode call per byte of a 150 kB payload would overflow the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The inflated bytes; "too-large" past `cap` bytes (read no further: a small link may inflate to gigabytes), null when they are not deflate-raw. */
export async function inflate(bytes: Uint8Array, cap: number): Promise<Uint8Array | "too-large" | null> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > cap) {
        reader.cancel().catch(() => undefined);
        return "too-large";
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const joined = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return joined;
}

/** The fragment that carries `recipe` (made shareable first), compressed where the browser can. */
export async function encodeRecipeFragment(recipe: SharedRecipe): Promise<string> {
  const { text, ending } = shareableRecipe(recipe);
  const payload = new TextEncoder().encode(`${ending}\n${text}`);
  if (canStream("CompressionStream")) return `${RECIPE_LINK_PREFIX}z${toBase64Url(await deflate(payload))}`;
  return `${RECIPE_LINK_PREFIX}t${toBase64Url(payload)}`;
}

/**
 * The recipe a fragment carries, read strictly: a size cap before anything is decoded and after
 * inflating, UTF-8 text only, a known ending, a recipe that is neither blank nor over
 * MAX_RECIPE_CHARS. Anything else is a problem to tell the visitor, never an exception.
 */
export async function decodeRecipeFragment(hash: string): Promise<OpenedLink> {
  if (!/^#r\d+=/.test(hash)) return { ok: false, problem: "damaged" };
  if (!hash.startsWith(RECIPE_LINK_PREFIX)) return { ok: false, problem: "unsupported" };
  if (hash.length > MAX_FRAGMENT_CHARS) return { ok: false, problem: "too-large" };
  const mode = hash.charAt(RECIPE_LINK_PREFIX.length);
  const data = fromBase64Url(hash.slice(RECIPE_LINK_PREFIX.length + 1));
  if (data === null || (mode !== "z" && mode !== "t")) return { ok: false, problem: "damaged" };
  if (mode === "z" && !canStream("DecompressionStream")) return { ok: false, problem: "unsupported" };
  const payload = mode === "z" ? await inflate(data, MAX_PAYLOAD_BYTES) : data;
  if (payload === null) return { ok: false, problem: "damaged" };
  if (payload === "too-large" || payload.length > MAX_PAYLOAD_BYTES) return { ok: false, problem: "too-large" };
  let decoded: string;
  try {
    decoded = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(payload);
  } catch {
    return { ok: false, problem: "damaged" };
  }
  const newline = decoded.indexOf("\n");
  const ending = ENDINGS.find((known) => known === decoded.slice(0, newline));
  const text = decoded.slice(newline + 1);
  if (newline === -1 || ending === undefined || text.trim() === "" || FORBIDDEN.test(text)) return { ok: false, problem: "damaged" };
  if (text.length > MAX_RECIPE_CHARS) return { ok: false, problem: "too-large" };
  return { ok: true, recipe: { text, ending } };
}
