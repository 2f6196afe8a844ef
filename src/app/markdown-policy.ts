/**
 * What a model's markdown may do on our page. Model output is untrusted: anyone's ingredient list
 * can steer it. See docs/decisions/003-markdown-policy.md.
 */
export const ALLOWED_LINK_PROTOCOLS = new Set(["http:", "https:", "irc:", "mailto:", "xmpp:"]);

/**
 * The address a link may keep, or null to drop it. Only absolute URLs with an allowed scheme pass;
 * parsing first means tabs, entities and case tricks inside a scheme are judged as a browser reads them.
 */
export function safeLinkUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return ALLOWED_LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
}

/** For react-markdown: images are never fetched (a reply could leak data in an image URL). */
export function urlTransform(url: string, key: string): string | null {
  if (key !== "href") return null;
  return safeLinkUrl(url);
}
