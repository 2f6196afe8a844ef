import { useLayoutEffect, useRef, type FocusEvent } from "react";

/**
 * A pressed button often goes with what it belongs to: "Another recipe" and "Try again" with the recipe or the alert
 * they end, "Delete" with its recent recipe, the thinking's Stop with the thinking. The browser then drops the
 * keyboard's focus to the page's body, from where a keyboard or screen-reader cook starts again at the top. After
 * each of the page's renders, focus lost that way goes to `target`, the page's main action. Controls that hand focus
 * on by themselves (the reply's Stop, to the recipe's heading: use-focus-hand-off.ts) do so first, in their own
 * render. Put the returned handler on the element that holds the controls, as `onFocus`.
 */
export function useFocusKept(target: () => HTMLElement | null | undefined) {
  const last = useRef<Element | null>(null);
  useLayoutEffect(() => {
    // The target's own focus event makes it the last focused: the lost one need not be forgotten here.
    if (last.current?.isConnected !== false || document.activeElement !== document.body) return;
    target()?.focus();
  });
  return (event: FocusEvent) => {
    last.current = event.target;
  };
}
