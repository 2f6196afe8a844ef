import { useEffect, useState } from "react";
import { UPDATE_READY_EVENT } from "./update-event.ts";

/** A new version of the page installed and waiting: the function that reloads into it, else null. */
export function useUpdatePrompt(): (() => void) | null {
  const [reloadIntoUpdate, setReloadIntoUpdate] = useState<(() => void) | null>(null);
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const reload = (event as CustomEvent<() => void>).detail;
      setReloadIntoUpdate(() => reload);
    };
    window.addEventListener(UPDATE_READY_EVENT, onUpdate);
    return () => window.removeEventListener(UPDATE_READY_EVENT, onUpdate);
  }, []);
  return reloadIntoUpdate;
}
