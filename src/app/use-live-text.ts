import { useSyncExternalStore } from "react";
import { createLiveText, type LiveText } from "./live-text.ts";

const nothing: LiveText = createLiveText();

/**
 * While `streaming`, the reply as it now stands in `live`, with its generation (see LiveText);
 * otherwise (or without `live`) `text`, the page's own, without one.
 */
export function useLiveText(live: LiveText | undefined, text: string, streaming: boolean): { text: string; generation?: number } {
  const store = live ?? nothing;
  const current = useSyncExternalStore(store.subscribe, store.get);
  return streaming && live && current.length >= text.length ? { text: current, generation: live.generation() } : { text };
}
