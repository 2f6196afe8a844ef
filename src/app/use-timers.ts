import { useEffect, useEffectEvent, useState } from "react";

/** A step timer: counted from its end time, so a tab in the background still counts right. */
export type KitchenTimer = {
  id: number;
  /** What it times, in the step's own words ("simmer for 10 minutes"). */
  label: string;
  seconds: number;
  endsAt: number;
  status: "running" | "done";
};

type Options = {
  /** Called once per timer, when it ends (or is first seen ended after the tab comes back). */
  onDone: (timer: KitchenTimer) => void;
};

let nextId = 1;

/**
 * Several timers at once. The clock ticks only while one runs; each tick compares end times with
 * `Date.now()`, so throttled background timers catch up the moment the page looks again.
 */
export function useTimers({ onDone }: Options) {
  const [timers, setTimers] = useState<KitchenTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const running = timers.some((timer) => timer.status === "running");

  const tick = useEffectEvent(() => {
    const at = Date.now();
    setNow(at);
    const ended = timers.filter((timer) => timer.status === "running" && timer.endsAt <= at);
    if (ended.length === 0) return;
    setTimers((current) => current.map((timer) => (ended.some((done) => done.id === timer.id) ? { ...timer, status: "done" } : timer)));
    for (const timer of ended) onDone(timer);
  });

  useEffect(() => {
    if (!running) return;
    const interval = setInterval(() => tick(), 250);
    const onVisible = () => {
      if (document.visibilityState === "visible") tick();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(interval);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [running]);

  function start(label: string, seconds: number) {
    const at = Date.now();
    setNow(at);
    setTimers((current) => [...current, { id: nextId++, label, seconds, endsAt: at + seconds * 1000, status: "running" }]);
  }

  function dismiss(id: number) {
    setTimers((current) => current.filter((timer) => timer.id !== id));
  }

  return { timers, now, start, dismiss };
}
