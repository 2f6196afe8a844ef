import { useSyncExternalStore } from "react";

/**
 * The reply as it grows, outside React's state: the recipe panel follows it, the page around it does
 * not. Handing every frame's text to the page's state re-rendered the whole page (the list, the
 * forms, the settings) once a frame while a reply streamed; through this, only the panel does.
 */
export type LiveText = {
  get: () => string;
  set: (text: string) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createLiveText(): LiveText {
  let text = "";
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    set(next) {
      if (next === text) return;
      text = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const nothing: LiveText = createLiveText();

/** While `streaming`, the reply as it now stands in `live`; otherwise (or without `live`) `text`, the page's own. */
export function useLiveText(live: LiveText | undefined, text: string, streaming: boolean): string {
  const store = live ?? nothing;
  const current = useSyncExternalStore(store.subscribe, store.get);
  return streaming && live && current.length >= text.length ? current : text;
}
