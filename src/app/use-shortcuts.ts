import { useEffect, useEffectEvent } from "react";

/** What each key does now; null when it does nothing (nothing to stop, or nothing to ask yet). */
export type Shortcuts = { onStop: (() => void) | null; onAsk: (() => void) | null };

/** Page-wide keys: Escape stops the recipe being written, Ctrl+Enter (⌘+Enter) asks for one. */
export function useShortcuts(shortcuts: Shortcuts): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const { onStop, onAsk } = shortcuts;
    if (event.key === "Escape" && onStop) {
      event.preventDefault();
      onStop();
    } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && onAsk) {
      event.preventDefault();
      onAsk();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}
