/**
 * The page's one door to the browser's own APIs (storage, clipboard, scrolling; downloads, which only
 * a recipe on screen needs, are in download.ts, off the first screen): each
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

/** Smooth, unless the visitor prefers reduced motion: then instant. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Brings an element's start into view after the next paint (when what was just rendered is laid out
 * and on screen), in a task of its own: the scroll's layout (5–6 ms at 4× CPU) is not added to the
 * frame that paints a reply's first words (BENCHMARKS.md §12). An element not there yet is looked for
 * again after the next frames, a few times: a reply's first words reach the screen a frame after they
 * arrive, and the recipe's place with them.
 */
export function scrollToStartSoon(target: () => Element | null | undefined, frames = 30): void {
  // A task queued from an animation frame runs after that frame's paint.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const element = target();
      if (element) element.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
      else if (frames > 1) scrollToStartSoon(target, frames - 1);
    }),
  );
}
