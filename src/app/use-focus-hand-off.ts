import { useLayoutEffect, useRef } from "react";

/**
 * For a control that goes away by itself (Stop, once the reply or the thinking ends): when it goes while it has the
 * keyboard's focus, the focus is handed to `target` rather than dropped to the page's body, from where the next Tab
 * starts again at the top. Spread the returned handlers on the control; `present` is whether it is rendered.
 */
export function useFocusHandOff(present: boolean, target: () => HTMLElement | null | undefined) {
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (present || !focused.current) return;
    focused.current = false;
    if (document.activeElement === null || document.activeElement === document.body) target()?.focus();
  });
  return { onFocus: () => (focused.current = true), onBlur: () => (focused.current = false) };
}
