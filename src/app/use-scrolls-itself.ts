import { useEffect, useState, type RefObject } from "react";

/**
 * Whether a box scrolls in itself: its content taller than it (the ingredients beside the method at
 * 1,024 px and wider, src/app/recipe-tools.css). Such a box must be a keyboard stop, so the arrow keys can
 * scroll it (WCAG 2.1.1; axe scrollable-region-focusable); a box that does not scroll must not be one, an
 * extra Tab stop that does nothing. Looked at again when the box or its content changes size: a window
 * resized or a phone turned, Servings and Units rewriting lines, marks added.
 */
export function useScrollsItself(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!active || !box || typeof ResizeObserver !== "function") return;
    // Called when each is first observed, then on every change of size.
    const observer = new ResizeObserver(() => setScrolls(box.scrollHeight > box.clientHeight + 1));
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, active]);
  return active && scrolls;
}
