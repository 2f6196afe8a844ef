import { timerName } from "../recipe/timer-text.ts";
import { TIMERS_KEY, wantTimers } from "./kept-timers.ts";

/**
 * The cook's timers, outside React and above any recipe: a new recipe, "Another recipe", closing cook
 * mode or a reload never drop one. Each is counted from its end time (a paused one keeps its time left),
 * so a tab in the background, asleep or reloaded still counts right. Kept in local storage, read back
 * record by record: a damaged one is dropped, never a crash. Components read it with
 * `useSyncExternalStore(store.subscribe, store.getSnapshot)`.
 */

export type TimerRun = { status: "running"; endsAt: number } | { status: "paused"; leftMs: number } | { status: "done"; endedAt: number };

export type KitchenTimer = {
  /** The recipe, step and place in the step it was started from: starting it again restarts it. */
  id: string;
  /** The step's number, from 1. */
  step: number;
  /** What the cook does meanwhile, in the step's words ("simmer"). */
  action: string;
  /** The length it was started with. */
  seconds: number;
} & TimerRun;

export type TimerSpec = Pick<KitchenTimer, "id" | "step" | "action" | "seconds">;

export type TimersSnapshot = {
  readonly timers: readonly KitchenTimer[];
  /** When the snapshot was taken: what the time left is counted against. */
  readonly now: number;
  /** The last "Timer done: …" sentence, for the one assertive live region on screen. */
  readonly announcement: string;
  /** Cook mode is open and shows the timers inside its dialog (the page behind is inert). */
  readonly inCookMode: boolean;
};

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

type Options = {
  storage: Storage | null;
  now?: () => number;
  /** Each timer that ends, once. */
  onDone?: (timer: KitchenTimer) => void;
};

const VERSION = 1;
/** More timers than a kitchen runs at once: kept ones beyond this are dropped, the oldest first. */
const MAX_TIMERS = 20;
const MAX_SECONDS = 48 * 3600;
const MINUTE = 60_000;
const TICK_MS = 250;

export function timerLabel(timer: Pick<KitchenTimer, "step" | "action">): string {
  return timerName(timer.step, timer.action);
}

/** Time left in milliseconds: 0 once done. */
export function timeLeft(timer: KitchenTimer, now: number): number {
  if (timer.status === "running") return Math.max(0, timer.endsAt - now);
  return timer.status === "paused" ? timer.leftMs : 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** One stored record as a timer, or null when any part of it is missing, mistyped or out of range. */
export function readTimer(value: unknown): KitchenTimer | null {
  if (!isRecord(value)) return null;
  const { id, step, action, seconds, status } = value;
  if (typeof id !== "string" || id.length === 0 || id.length > 200) return null;
  if (typeof step !== "number" || !Number.isInteger(step) || step < 1 || step > 999) return null;
  if (typeof action !== "string" || action.trim().length === 0 || action.length > 40) return null;
  if (typeof seconds !== "number" || !Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SECONDS) return null;
  const base = { id, step, action, seconds };
  if (status === "running" && finite(value.endsAt)) return { ...base, status, endsAt: value.endsAt };
  if (status === "paused" && finite(value.leftMs) && value.leftMs >= 0 && value.leftMs <= 2 * MAX_SECONDS * 1000) return { ...base, status, leftMs: value.leftMs };
  if (status === "done" && finite(value.endedAt)) return { ...base, status, endedAt: value.endedAt };
  return null;
}

/** The kept timers: none when nothing is stored, the record is damaged or from another version. */
export function readTimers(storage: Storage | null): KitchenTimer[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(TIMERS_KEY) ?? null;
  } catch {
    return [];
  }
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || parsed.version !== VERSION || !Array.isArray(parsed.timers)) return [];
  const timers = parsed.timers.map(readTimer).filter((timer): timer is KitchenTimer => timer !== null);
  // One timer per id: a record repeated by hand or by a bug is kept once.
  return timers.filter((timer, at) => timers.findIndex((other) => other.id === timer.id) === at).slice(-MAX_TIMERS);
}

function writeTimers(storage: Storage | null, timers: readonly KitchenTimer[]): void {
  try {
    // No record at all once none is left: the next visit's first screen then loads nothing for timers.
    if (timers.length === 0) storage?.removeItem(TIMERS_KEY);
    else storage?.setItem(TIMERS_KEY, JSON.stringify({ version: VERSION, timers }));
  } catch {
    // Private mode or storage full: the timers still run for this visit.
  }
}

export type TimerStore = ReturnType<typeof createTimerStore>;

export function createTimerStore({ storage, now = () => Date.now(), onDone }: Options) {
  let snapshot: TimersSnapshot = { timers: readTimers(storage), now: now(), announcement: "", inCookMode: false };
  const listeners = new Set<() => void>();
  const doneListeners = new Set<(timer: KitchenTimer) => void>(onDone ? [onDone] : []);
  let interval: ReturnType<typeof setInterval> | null = null;

  function emit(next: Partial<TimersSnapshot>) {
    snapshot = { ...snapshot, now: now(), ...next };
    for (const listener of listeners) listener();
  }

  function setTimers(timers: KitchenTimer[], extra: Partial<TimersSnapshot> = {}) {
    writeTimers(storage, timers);
    emit({ timers, ...extra });
    schedule();
  }

  /** Ends every running timer whose end time has passed, and says so once. */
  function tick() {
    const at = now();
    const ended = snapshot.timers.filter((timer) => timer.status === "running" && timer.endsAt <= at);
    if (ended.length === 0) {
      emit({});
      return;
    }
    const timers = snapshot.timers.map((timer): KitchenTimer => (timer.status === "running" && timer.endsAt <= at ? { ...timer, status: "done", endedAt: timer.endsAt } : timer));
    setTimers(timers, { announcement: ended.map((timer) => `Timer done: ${timerLabel(timer)}.`).join(" ") });
    for (const timer of ended) for (const listener of doneListeners) listener(timer);
  }

  const onVisible = () => {
    if (document.visibilityState === "visible") tick();
  };
  // Another tab of the page started, paused or dismissed one: the same timers here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TIMERS_KEY) return;
    emit({ timers: readTimers(storage) });
    schedule();
  };

  // The clock runs only while a timer runs and someone is looking (the tray); a kept timer read back
  // at load is first ticked when the tray subscribes, so its end is announced in a region already there.
  function schedule() {
    const running = listeners.size > 0 && snapshot.timers.some((timer) => timer.status === "running");
    if (running && interval === null) {
      interval = setInterval(tick, TICK_MS);
      if (typeof document !== "undefined") document.addEventListener("visibilitychange", onVisible);
    } else if (!running && interval !== null) {
      clearInterval(interval);
      interval = null;
      if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onVisible);
    }
  }

  function update(id: string, change: (timer: KitchenTimer, at: number) => KitchenTimer) {
    const at = now();
    setTimers(snapshot.timers.map((timer) => (timer.id === id ? change(timer, at) : timer)));
  }

  return {
    getSnapshot: (): TimersSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
      listeners.add(listener);
      schedule();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
        schedule();
      };
    },
    /** Called with each timer that ends (a sound); returns the way to stop. */
    onDone(listener: (timer: KitchenTimer) => void): () => void {
      doneListeners.add(listener);
      return () => doneListeners.delete(listener);
    },
    tick,
    /** Starts a timer, or restarts the one already started from the same place, at its full length. */
    start(spec: TimerSpec) {
      wantTimers();
      const started: KitchenTimer = { ...spec, status: "running", endsAt: now() + spec.seconds * 1000 };
      const exists = snapshot.timers.some((timer) => timer.id === spec.id);
      // The last sentence is cleared, so that the same timer ending again is said again.
      setTimers(exists ? snapshot.timers.map((timer) => (timer.id === spec.id ? started : timer)) : [...snapshot.timers, started].slice(-MAX_TIMERS), { announcement: "" });
    },
    pause(id: string) {
      update(id, (timer, at) => (timer.status === "running" ? { ...timer, status: "paused", leftMs: Math.max(0, timer.endsAt - at) } : timer));
    },
    resume(id: string) {
      update(id, (timer, at) => (timer.status === "paused" ? { ...timer, status: "running", endsAt: at + timer.leftMs } : timer));
    },
    /** One more minute: added to a running or paused timer; a finished one runs again for a minute. */
    addMinute(id: string) {
      update(id, (timer, at) => {
        if (timer.status === "running") return { ...timer, endsAt: timer.endsAt + MINUTE };
        if (timer.status === "paused") return { ...timer, leftMs: timer.leftMs + MINUTE };
        return { ...timer, status: "running", endsAt: at + MINUTE };
      });
    },
    /** Cancels a running or paused timer, or dismisses a finished one. */
    remove(id: string) {
      const timers = snapshot.timers.filter((timer) => timer.id !== id);
      // With no finished timer left, nothing is left to say: a tray shown again later starts silent.
      setTimers(timers, timers.some((timer) => timer.status === "done") ? {} : { announcement: "" });
    },
    /** Cook mode shows the timers inside its dialog while open. */
    setInCookMode(inCookMode: boolean) {
      if (snapshot.inCookMode !== inCookMode) emit({ inCookMode });
    },
  };
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The page's one store of timers. */
export const timerStore = createTimerStore({ storage: localStorageOrNull() });
