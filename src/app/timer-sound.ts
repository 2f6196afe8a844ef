/**
 * The short sound a finished timer makes, and whether the cook wants it. Web Audio, so no sound
 * file is downloaded; the context is made on the click that starts a timer, as browsers require.
 */

import { useSyncExternalStore } from "react";

const SOUND_KEY = "ai-chef:timer-sound";

export function readTimerSound(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) !== "off";
  } catch {
    return true;
  }
}

export function writeTimerSound(on: boolean): void {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  } catch {
    // Private mode or storage full: the choice holds for this visit only.
  }
}

let soundOn: boolean | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentSound = () => (soundOn ??= readTimerSound());

/** Whether a finished timer beeps, and the way to change it (remembered); the same in the tray and cook mode. */
export function useTimerSound(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, currentSound, currentSound);
  return [
    on,
    (next: boolean) => {
      soundOn = next;
      writeTimerSound(next);
      for (const listener of listeners) listener();
    },
  ];
}

/** Beeps for a finished timer if the cook wants it. */
export function soundForDoneTimer(): void {
  if (currentSound()) playTimerSound();
}

let context: AudioContext | null = null;

/** Call from the click that starts a timer: the audio context may only start on a user gesture. */
export function prepareSound(): void {
  if (context !== null || typeof window.AudioContext !== "function") return;
  try {
    context = new window.AudioContext();
  } catch {
    context = null;
  }
}

/** Three short beeps. Silent where Web Audio is missing. */
export function playTimerSound(): void {
  if (context === null) return;
  const start = context.currentTime;
  for (let i = 0; i < 3; i++) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, start + i * 0.4);
    gain.gain.exponentialRampToValueAtTime(0.001, start + i * 0.4 + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + i * 0.4);
    oscillator.stop(start + i * 0.4 + 0.3);
  }
}
