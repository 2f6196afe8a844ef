import { useEffect, type RefObject } from "react";

const LABEL = "Table, scrolls sideways";

/** Off screen, a block of the reply is not laid out (`content-visibility: auto`): its width says nothing yet. */
function laidOut(element: Element): boolean {
  return typeof element.checkVisibility !== "function" || element.checkVisibility({ contentVisibilityAuto: true });
}

/** A table wider than its box scrolls inside it (src/styles.css): then it takes keyboard focus and says so, else not. */
function markTables(root: HTMLElement): void {
  for (const table of root.querySelectorAll("table")) {
    if (!laidOut(table)) continue;
    const scrolls = table.scrollWidth > table.clientWidth + 1;
    if (scrolls && !table.hasAttribute("tabindex")) {
      table.tabIndex = 0;
      table.setAttribute("aria-label", LABEL);
    } else if (!scrolls && table.getAttribute("aria-label") === LABEL) {
      table.removeAttribute("tabindex");
      table.removeAttribute("aria-label");
    }
  }
}

/**
 * Tables in a finished reply that are wider than the screen scroll sideways in their own box; this
 * makes each such box reachable by keyboard (arrow keys scroll it once focused) and labelled, and
 * only those: a table that fits is no tab stop. Looked at again when the box changes width (a phone
 * turned, a window resized), when it comes near the screen and is laid out, and after each render
 * (Servings and Units rewrite cells). The attributes
 * are not React's to manage: the renderer's tables stay as the markdown made them.
 */
export function useScrollableTables(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (active && root) markTables(root);
  });
  useEffect(() => {
    const root = ref.current;
    if (!active || !root || typeof ResizeObserver !== "function") return;
    // The tables' own boxes are watched, not the reply's: observing a huge reply's box (a 1 MB reply)
    // made the browser lay all of it out in one task of 250-450 ms when it finished
    // (bench/profile-speeds.ts). A table's box follows its column's width, so a turned phone is heard.
    const tables = root.querySelectorAll("table");
    if (tables.length === 0) return;
    const mark = () => markTables(root);
    const observer = new ResizeObserver(mark);
    for (const table of tables) observer.observe(table);
    // Fired on each block as it starts or stops being laid out; it does not bubble, so heard on the way down.
    root.addEventListener("contentvisibilityautostatechange", mark, true);
    return () => {
      observer.disconnect();
      root.removeEventListener("contentvisibilityautostatechange", mark, true);
    };
  }, [ref, active]);
}
