import type { ChangeEvent } from "react";
import { formatRemaining } from "../recipe/timers.ts";
import type { KitchenTimer } from "./use-timers.ts";

type Props = {
  timers: readonly KitchenTimer[];
  now: number;
  sound: boolean;
  onSound: (on: boolean) => void;
  onDismiss: (id: number) => void;
};

/** The running and finished timers, each with its time left and a way to stop it. */
export function TimersTray({ timers, now, sound, onSound, onDismiss }: Props) {
  if (timers.length === 0) return null;
  return (
    <section className="timers" aria-label="Timers">
      <ul>
        {timers.map((timer) => (
          <li key={timer.id}>
            <span>
              {timer.label}: {timer.status === "done" ? "done" : formatRemaining((timer.endsAt - now) / 1000)}
            </span>{" "}
            <button type="button" className="secondary small" onClick={() => onDismiss(timer.id)}>
              {timer.status === "done" ? "Dismiss" : "Cancel"} timer: {timer.label}
            </button>
          </li>
        ))}
      </ul>
      <label className="timer-sound">
        <input type="checkbox" checked={sound} onChange={(event: ChangeEvent<HTMLInputElement>) => onSound(event.target.checked)} /> Timer sound
      </label>
    </section>
  );
}

/** The one assertive region: inside cook mode while it is open (the page behind is inert), else on the page. */
export function TimerAnnouncement({ text }: { text: string }) {
  return (
    <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {text}
    </p>
  );
}
