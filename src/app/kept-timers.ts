/**
 * The first screen's whole share of the timers: whether any are kept in local storage, and a signal for
 * the moment the first one starts. The tray, its store and its logic load only then (./load-timers.ts).
 */

/** Where the timers are kept across reloads (read and written by ./timer-store.ts). */
export const TIMERS_KEY = "ai-chef:timers";

let wanted = (() => {
  try {
    return window.localStorage.getItem(TIMERS_KEY) !== null;
  } catch {
    return false;
  }
})();
const listeners = new Set<() => void>();

/** Whether the tray should be on the page: a timer was kept from an earlier visit, or one has started. */
export function timersWanted(): boolean {
  return wanted;
}

export function subscribeTimersWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when a timer starts: from then on the tray stays mounted, above any recipe. */
export function wantTimers(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}
