import { createElement, lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeTimersWanted, timersWanted } from "./kept-timers.ts";
import { importTimersTray } from "./on-demand-parts.ts";

// The tray, its store and the sound load only once there is a timer: kept from an earlier visit, or
// started now. A failed fetch shows nothing rather than breaking the page; the timers stay stored.
const TimersDock = lazy(() => importTimersTray().catch(() => ({ default: () => null })));

/** The timers tray, fixed to the foot of the page above whichever recipe is shown, once one is wanted. */
export function KeptTimers() {
  const wanted = useSyncExternalStore(subscribeTimersWanted, timersWanted, () => false);
  return wanted ? createElement(Suspense, { fallback: null }, createElement(TimersDock)) : null;
}
