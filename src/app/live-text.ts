/**
 * The reply as it grows, outside React's state: the recipe panel follows it (`use-live-text.ts`), the
 * page around it does not. Handing every frame's text to the page's state re-rendered the whole page
 * (the list, the forms, the settings) once a frame while a reply streamed; through this, only the panel
 * does. In the first screen, so kept to the least.
 */
export type LiveText = {
  get: () => string;
  /**
   * Changes whenever the text is replaced (a new reply, a retract), never when it is appended to: a
   * reader given a longer text of the generation it saw last knows the text extends the one it saw,
   * without comparing them (for a 1 MB reply, a comparison a frame that read the whole reply).
   */
  generation: () => number;
  /** `appended`: `text` is the text before with more at its end. */
  set: (text: string, appended?: boolean) => void;
  subscribe: (listener: () => void) => () => void;
  /** Whether anything follows it (the recipe panel, mounted): then it shows the first words itself. */
  followed: () => boolean;
  /** Tells the follower that prepares (see `prepare`) the text the next frame will show; false if none does. */
  ahead: (text: string) => boolean;
  /** `fn` is told, in a task after a frame, the next frame's text (the recipe tools split it then). Returns the undo. */
  prepare: (fn: (text: string) => void) => () => void;
};

// Shared by every live text, so no two texts' generations are ever the same number.
let generations = 0;

export function createLiveText(): LiveText {
  let text = "";
  let generation = ++generations;
  const listeners = new Set<() => void>();
  let preparer: ((text: string) => void) | undefined;
  return {
    get: () => text,
    generation: () => generation,
    set(next, appended) {
      if (!appended) generation = ++generations;
      text = next;
      listeners.forEach((listener) => listener());
    },
    followed: () => listeners.size > 0,
    ahead(next) {
      preparer?.(next);
      return !!preparer;
    },
    prepare(fn) {
      preparer = fn;
      return () => {
        if (preparer === fn) preparer = undefined;
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
