import { useSyncExternalStore } from "react";
import { timerStore, type TimersSnapshot } from "./timer-store.ts";

/** The page's timers and the time they are counted against, re-rendering each tick while one runs. */
export function useTimers(): TimersSnapshot {
  return useSyncExternalStore(timerStore.subscribe, timerStore.getSnapshot, timerStore.getSnapshot);
}
