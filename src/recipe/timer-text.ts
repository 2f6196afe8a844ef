/**
 * How a running timer reads: its name and its time left. Apart from ./timers.ts (which reads durations
 * with the whole recipe vocabulary) so that the timers tray, loaded on its own, carries none of it.
 */

/** "Step 3 · simmer": what a running timer is called, in the tray and when it ends. */
export function timerName(step: number, action: string): string {
  return `Step ${step} · ${action}`;
}

/** "1:05:00", "9:30": what a timer shows while it runs. */
export function formatRemaining(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
