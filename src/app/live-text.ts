/**
 * The reply as it grows, outside React's state: the recipe panel follows it (`use-live-text.ts`), the
 * page around it does not. Handing every frame's text to the page's state re-rendered the whole page
 * (the list, the forms, the settings) once a frame while a reply streamed; through this, only the panel
 * does. In the first screen, so kept to the least.
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
      text = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
