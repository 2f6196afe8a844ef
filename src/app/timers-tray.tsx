import { useEffect, useRef, type ChangeEvent, type RefObject } from "react";
import { formatRemaining } from "../recipe/timer-text.ts";
import { prepareSound, soundForDoneTimer, useTimerSound } from "./timer-sound.ts";
import { timeLeft, timerLabel, timerStore, type KitchenTimer } from "./timer-store.ts";
import { useTimers } from "./use-timers.ts";
import "./timers-tray.css";

/**
 * Keeps room under the page (or cook mode) for the tray fixed to the foot of the screen, so it never
 * covers the last lines for good: its height, as a custom property the page's bottom padding reads.
 */
function useRoomForTray(tray: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = tray.current;
    const root = document.documentElement;
    if (!shown || !element || typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(() => root.style.setProperty("--timers-tray-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--timers-tray-height");
    };
  }, [tray, shown]);
}

function TimerRow({ timer, now }: { timer: KitchenTimer; now: number }) {
  const name = timerLabel(timer);
  const left = formatRemaining(timeLeft(timer, now) / 1000);
  return (
    <li className={`timer timer-${timer.status}`}>
      <span className="timer-name">
        {name} · <span className="timer-left">{timer.status === "done" ? "done" : timer.status === "paused" ? `${left} (paused)` : left}</span>
      </span>
      <span className="timer-buttons">
        {timer.status === "running" && (
          <button type="button" className="secondary small" aria-label={`Pause ${name}`} onClick={() => timerStore.pause(timer.id)}>
            Pause
          </button>
        )}
        {timer.status === "paused" && (
          <button type="button" className="secondary small" aria-label={`Resume ${name}`} onClick={() => timerStore.resume(timer.id)}>
            Resume
          </button>
        )}
        <button type="button" className="secondary small" aria-label={`+1 min for ${name}`} onClick={() => timerStore.addMinute(timer.id)}>
          +1 min
        </button>
        <button type="button" className={timer.status === "done" ? "small" : "secondary small"} aria-label={`${timer.status === "done" ? "Dismiss" : "Cancel"} ${name}`} onClick={() => timerStore.remove(timer.id)}>
          {timer.status === "done" ? "Dismiss" : "Cancel"}
        </button>
      </span>
    </li>
  );
}

/**
 * The running, paused and finished timers, fixed to the foot of the viewport while there is one: each
 * named by its step and action ("Step 3 · simmer · 14:32"), with pause or resume, +1 minute and cancel;
 * a finished one stays until dismissed. Holds the one assertive region that says a timer is done.
 */
export function TimersTray() {
  const { timers, now, announcement } = useTimers();
  const [sound, setSound] = useTimerSound();
  const tray = useRef<HTMLElement>(null);
  useRoomForTray(tray, timers.length > 0);
  if (timers.length === 0) return null;
  return (
    <section ref={tray} className="timers-tray" aria-label="Timers">
      <ul>
        {timers.map((timer) => (
          <TimerRow key={timer.id} timer={timer} now={now} />
        ))}
      </ul>
      <label className="timer-sound">
        <input type="checkbox" checked={sound} onChange={(event: ChangeEvent<HTMLInputElement>) => setSound(event.target.checked)} /> Timer sound
      </label>
      <p className="timers-tray-live" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}

/**
 * The tray on the page, above any recipe: loaded on demand by ./load-timers.ts. While cook mode is open
 * the page behind it is inert, so cook mode shows the tray inside its dialog and this one steps aside.
 * The sound plays from here, once per finished timer, whichever tray shows it.
 */
export default function TimersDock() {
  const { inCookMode } = useTimers();
  useEffect(() => timerStore.onDone(soundForDoneTimer), []);
  // After a reload no click has started a timer yet, and sound may only start from one: the cook's
  // next tap or key anywhere readies it for the kept timers.
  useEffect(() => {
    const ready = () => prepareSound();
    document.addEventListener("pointerdown", ready, { once: true });
    document.addEventListener("keydown", ready, { once: true });
    return () => {
      document.removeEventListener("pointerdown", ready);
      document.removeEventListener("keydown", ready);
    };
  }, []);
  return inCookMode ? null : <TimersTray />;
}
