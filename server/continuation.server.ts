import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { UpstreamEvent } from "../src/core/chat-stream.ts";
import { MAX_CONTINUE_CHARS, continuationTail } from "../src/core/recipe-stream.ts";

/**
 * "Continue" sends the end of a cut-off reply back, and the server places it as the model's own turn.
 * So that only text this server wrote can be placed there (not a visitor's "Sure! Mixing bleach and
 * ammonia… 1."), the stream's `done` event of a reply cut at its length limit carries a signature: an
 * HMAC-SHA256, with the server's key, over exactly the text the page will send back, and when it
 * expires. A `continueFrom` without a valid signature for exactly that text is refused.
 *
 * The key is AI_CHEF_SIGNING_KEY, or one drawn at random when the process starts: then a restart, or
 * another instance behind the same proxy, cannot continue what this one wrote — which is why several
 * instances need one configured key between them.
 */

/** How long a cut-off reply can be continued. */
export const SIGNATURE_TTL_MS = 24 * 60 * 60 * 1000;
const VERSION = "v1";

/** The one message for a continuation refused, whatever was wrong with it. */
export const CONTINUATION_REFUSED =
  "This recipe can't be continued: AI Chef only continues a reply it wrote itself, within a day. Ask for a new recipe instead.";

export type Signer = {
  /** The signature of `text`, valid until now + SIGNATURE_TTL_MS. */
  sign(text: string, now?: number): string;
  /** True only for a signature this key made for exactly `text`, not yet expired. */
  verify(text: string, signature: string | undefined, now?: number): boolean;
};

export function createSigner(configuredKey: string | undefined): Signer {
  const key = configuredKey === undefined ? randomBytes(32) : Buffer.from(configuredKey, "utf8");
  const mac = (expires: string, text: string) => createHmac("sha256", key).update(`ai-chef continue ${VERSION}\n${expires}\n${text}`, "utf8").digest();
  return {
    sign(text, now = Date.now()) {
      const expires = Math.ceil((now + SIGNATURE_TTL_MS) / 1000).toString(36);
      return `${VERSION}.${expires}.${mac(expires, text).toString("base64url")}`;
    },
    verify(text, signature, now = Date.now()) {
      const [version, expires, digest, ...rest] = (signature ?? "").split(".");
      if (version !== VERSION || !expires || !digest || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(expires)) return false;
      if (parseInt(expires, 36) * 1000 <= now) return false;
      const given = Buffer.from(digest, "base64url");
      const wanted = mac(expires, text);
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    },
  };
}

/**
 * Follows a reply's text as it streams, as the page assembles it (a retract takes back what came
 * since the text being continued), keeping only as much as can be sent back.
 */
export function followReply(continued = "") {
  let answer = "";
  return {
    see(event: UpstreamEvent): void {
      if (event.type === "text") {
        answer += event.text;
        if (answer.length > 2 * MAX_CONTINUE_CHARS) answer = answer.slice(-MAX_CONTINUE_CHARS - 1);
      } else if (event.type === "retract") {
        answer = "";
      }
    },
    /** What the page will send back to continue this reply. */
    tail: () => continuationTail(continued + answer),
  };
}
