/**
 * The page's one door to the browser's own APIs (storage, clipboard, downloads, scrolling): each
 * call here survives a browser that refuses (private mode, no clipboard permission, no matchMedia).
 */

/** Local or session storage, or undefined where touching it throws (some private modes, sandboxed frames). */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

/** Puts `text` on the clipboard; false where the browser will not (no permission, insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Saves `body` as a file named `name`, the way a link with `download` does. */
export function downloadFile(name: string, type: string, body: string): void {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later, not at once: the download starts after this task.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name made from a title: lower-case ASCII letters and digits joined by dashes, at most 60 of them. */
export function fileName(title: string, extension: string): string {
  const slug = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|(?<!-)-+$/g, "")
    .slice(0, 60);
  return `${slug || "recipe"}.${extension}`;
}

/** Smooth, unless the visitor prefers reduced motion: then instant. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Brings an element's start into view after the next paint (when what was just rendered is laid out).
 * An element not there yet is looked for again at the next frames, a few times: a reply's first words
 * reach the screen a frame after they arrive, and the recipe's place with them.
 */
export function scrollToStartSoon(target: () => Element | null | undefined, frames = 30): void {
  requestAnimationFrame(() => {
    const element = target();
    if (element) element.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    else if (frames > 1) scrollToStartSoon(target, frames - 1);
  });
}
