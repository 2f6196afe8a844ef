import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";
import { findTimers } from "../recipe/timers.ts";
import { browserStorage } from "./browser.ts";
import {
  readProgress,
  readReadAloud,
  readTextSize,
  TEXT_SIZES,
  writeProgress,
  writeReadAloud,
  writeTextSize,
  type CookProgress,
} from "./cook-progress.ts";
import { canReadAloud, readAloud, stopReading } from "./read-aloud.ts";
import { timerStore, type TimerSpec } from "./timer-store.ts";
import { TimersTray } from "./timers-tray.tsx";

export type CookIngredient = {
  /** Its place in the recipe's ingredient list: what a tick is kept by. */
  at: number;
  /** As now shown ("400 g spaghetti"). */
  text: string;
  /** What it holds that the cook must avoid ("contains peanuts (avoid)"), if anything. */
  mark?: string | undefined;
};

export type CookStep = {
  text: string;
  /** The ingredients this step mentions. */
  ingredients: readonly CookIngredient[];
  /** What the step holds that the cook must avoid ("contains peanuts (avoid)"), if anything. */
  avoidMark?: string | undefined;
};

type Props = {
  title: string;
  /** A short hash of the recipe's text: its ticks and its timers are kept under it. */
  recipeKey: string;
  steps: readonly CookStep[];
  /** Every ingredient, for the checklist. */
  ingredients: readonly CookIngredient[];
  /** Why the recipe is incomplete, or null: its last step is then not the end, and cook mode says so. */
  unfinished?: string | null;
  onClose: () => void;
  onStartTimer: (timer: TimerSpec) => void;
};

type WakeLock = { status: "unsupported" | "held" | "refused" };

/** How far a finger must travel sideways, and how much more sideways than down, to turn the page. */
const SWIPE_PX = 60;

const startedTimerIds = () =>
  timerStore
    .getSnapshot()
    .timers.map((timer) => timer.id)
    .join("\n");

function toggled(list: readonly number[], at: number, on: boolean): number[] {
  return on ? [...new Set([...list, at])].sort((a, b) => a - b) : list.filter((item) => item !== at);
}

/**
 * One step at a time, large, for a phone propped on the counter. A modal <dialog>: the browser traps
 * focus inside and makes the page behind inert, so the timers tray shows inside it; Escape, "Close" and
 * "Done" leave, and the caller returns focus to "Start cooking". Turned by buttons, arrow keys or a
 * swipe; the text size, reading aloud and the ticks (per recipe) are remembered. Keeps the screen
 * awake where the Screen Wake Lock API exists.
 */
export function CookMode({ title, recipeKey, steps, ingredients, unfinished = null, onClose, onStartTimer }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const storage = browserStorage("localStorage") ?? null;
  const [progress, setProgress] = useState<CookProgress>(() => readProgress(storage, recipeKey));
  const [textSize, setTextSize] = useState(() => readTextSize(storage));
  const [speaking, setSpeaking] = useState(() => canReadAloud() && readReadAloud(storage));
  const [wake, setWake] = useState<WakeLock>(() => ({ status: "wakeLock" in navigator ? "held" : "unsupported" }));
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  // Only which timers exist (for "Restart"), so the step is not drawn again at every tick of the clock.
  const timerIds = useSyncExternalStore(timerStore.subscribe, startedTimerIds, startedTimerIds);
  const last = steps.length - 1;
  const index = Math.min(progress.step, Math.max(0, last));
  const step = steps[index];

  function change(next: CookProgress) {
    setProgress(next);
    writeProgress(storage, recipeKey, next);
  }
  const goTo = (next: number) => change({ ...progress, step: Math.max(0, Math.min(last, next)) });

  // Closed first, so the page behind is no longer inert when the caller moves focus back to it.
  function leave() {
    const dialog = dialogRef.current;
    if (dialog?.open && typeof dialog.close === "function") dialog.close();
    onClose();
  }
  const close = useEffectEvent(() => leave());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom has no showModal; an open dialog with the same handlers is the closest it gets.
    if (typeof dialog.showModal === "function") dialog.showModal();
    else {
      dialog.setAttribute("open", "");
      dialog.querySelector("button")?.focus();
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener("cancel", onCancel);
    // The page behind is inert while this is open: the timers show in here instead.
    timerStore.setInCookMode(true);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      timerStore.setInCookMode(false);
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
    };
  }, []);

  // Reading aloud follows the step on screen: each new step is read from its start, and leaving stops it.
  const stepText = step?.text ?? "";
  useEffect(() => {
    if (!speaking || stepText === "") return;
    readAloud(stepText);
    return stopReading;
  }, [speaking, stepText]);

  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: { request(type: "screen"): Promise<{ release(): Promise<void> }> } }).wakeLock;
    if (!wakeLock) return;
    let sentinel: { release(): Promise<void> } | null = null;
    let closed = false;
    const acquire = () => {
      wakeLock
        .request("screen")
        .then((held) => {
          if (closed) void held.release();
          else {
            sentinel = held;
            setWake({ status: "held" });
          }
        })
        .catch(() => setWake({ status: "refused" }));
    };
    acquire();
    // The browser lets go of the lock when the tab is hidden; take it again on return.
    const onVisible = () => {
      if (document.visibilityState === "visible") acquire();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      closed = true;
      document.removeEventListener("visibilitychange", onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Arrow keys turn the page, except where they already mean something (a field's own keys; a tick box has none).
    const target = event.target as HTMLElement;
    const checkbox = target instanceof HTMLInputElement && target.type === "checkbox";
    const inField = (target.tagName === "INPUT" && !checkbox) || target.tagName === "SELECT" || target.tagName === "TEXTAREA";
    if (event.key === "ArrowRight" && !inField) {
      event.preventDefault();
      goTo(index + 1);
    } else if (event.key === "ArrowLeft" && !inField) {
      event.preventDefault();
      goTo(index - 1);
    } else if (event.key === "Escape" && typeof dialogRef.current?.showModal !== "function") {
      event.preventDefault();
      leave();
    }
  }

  // A swipe on a touch screen turns the page: left for the next step, right for the one before. A
  // mouse drag selects text as usual.
  function handlePointerDown(event: PointerEvent<HTMLDialogElement>) {
    swipe.current = event.pointerType === "mouse" || !event.isPrimary ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
  }
  function handlePointerUp(event: PointerEvent<HTMLDialogElement>) {
    const start = swipe.current;
    swipe.current = null;
    if (start === null || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
    goTo(dx < 0 ? index + 1 : index - 1);
  }

  function handleTextSize(level: number) {
    const next = Math.max(0, Math.min(TEXT_SIZES.length - 1, level));
    setTextSize(next);
    writeTextSize(storage, next);
  }

  function handleReadAloud() {
    const next = !speaking;
    setSpeaking(next);
    writeReadAloud(storage, next);
  }

  function ingredientBox(ingredient: CookIngredient, where: string) {
    const ready = progress.ready.includes(ingredient.at);
    return (
      <li key={`${where}-${ingredient.at}`}>
        <label>
          <input type="checkbox" checked={ready} onChange={(event) => change({ ...progress, ready: toggled(progress.ready, ingredient.at, event.target.checked) })} />
          {ingredient.text}
          {ingredient.mark && <strong className="avoid-mark"> — {ingredient.mark}</strong>}
        </label>
      </li>
    );
  }

  if (!step) return null;
  const stepTimers = findTimers(step.text);
  const stepDone = progress.done.includes(index);
  const readyCount = ingredients.filter((ingredient) => progress.ready.includes(ingredient.at)).length;

  return (
    <dialog
      ref={dialogRef}
      className="cook-mode"
      aria-label="Cook mode"
      style={{ "--cook-text-scale": TEXT_SIZES[textSize] } as CSSProperties}
      onKeyDown={handleKeyDown}
      onPointerDown={handlePointerDown}
      onPointerUp={handlePointerUp}
      onPointerCancel={() => (swipe.current = null)}
    >
      <div className="cook-mode-header">
        <h2 className="cook-mode-title">{title}</h2>
        <div className="cook-mode-settings">
          <div role="group" aria-label="Text size" className="cook-mode-text-size">
            {/* Named in words; the "A−" and "A+" that cooks know are for the eye only. */}
            <button type="button" className="secondary" aria-disabled={textSize === 0} onClick={() => handleTextSize(textSize - 1)}>
              <span aria-hidden="true">A−</span>
              <span className="visually-hidden">Smaller text</span>
            </button>
            <button type="button" className="secondary" aria-disabled={textSize === TEXT_SIZES.length - 1} onClick={() => handleTextSize(textSize + 1)}>
              <span aria-hidden="true">A+</span>
              <span className="visually-hidden">Larger text</span>
            </button>
          </div>
          {canReadAloud() && (
            <button type="button" className="secondary" aria-pressed={speaking} onClick={handleReadAloud}>
              Read aloud
            </button>
          )}
          <button type="button" className="secondary" onClick={leave}>
            Close
          </button>
        </div>
      </div>
      <p className="cook-mode-progress" aria-live="polite">
        Step {index + 1} of {steps.length}
        {unfinished !== null && " so far (incomplete recipe)"}
        {stepDone && " · done"}
      </p>
      <p className="cook-mode-step">{step.text}</p>
      {step.avoidMark && <p className="avoid-mark">This step {step.avoidMark}.</p>}
      <label className="cook-mode-step-done">
        <input type="checkbox" checked={stepDone} onChange={(event) => change({ ...progress, done: toggled(progress.done, index, event.target.checked) })} />
        Step {index + 1} done
      </label>
      {step.ingredients.length > 0 && (
        <>
          <h3 className="cook-mode-subheading">In this step</h3>
          <ul className="cook-mode-ingredients" aria-label="In this step">
            {step.ingredients.map((ingredient) => ingredientBox(ingredient, "step"))}
          </ul>
        </>
      )}
      {stepTimers.length > 0 && (
        <div className="cook-mode-timers">
          {stepTimers.map((timer, at) => {
            const id = `${recipeKey}:${index}:${at}`;
            const again = timerIds.split("\n").includes(id);
            return (
              <button key={at} type="button" className="secondary" onClick={() => onStartTimer({ id, step: index + 1, action: timer.action, seconds: timer.seconds })}>
                {again ? timer.label.replace(/^Start/, "Restart") : timer.label}
              </button>
            );
          })}
        </div>
      )}
      {unfinished !== null && index === last && (
        <p className="recipe-note cook-mode-incomplete">The recipe stops here, before its end: {unfinished}. Any steps after this were never written.</p>
      )}
      <div className="cook-mode-nav">
        {/* aria-disabled, not disabled: a disabled button would drop the focus of a cook who just pressed it. */}
        <button type="button" className="secondary" onClick={() => goTo(index - 1)} aria-disabled={index === 0}>
          Previous step
        </button>
        {index < last ? (
          <button type="button" onClick={() => goTo(index + 1)}>
            Next step
          </button>
        ) : (
          <button type="button" onClick={leave}>
            Done
          </button>
        )}
      </div>
      {ingredients.length > 0 && (
        <details className="cook-mode-checklist">
          <summary>
            All ingredients ({readyCount} of {ingredients.length} ready)
          </summary>
          <ul className="cook-mode-ingredients" aria-label="All ingredients">
            {ingredients.map((ingredient) => ingredientBox(ingredient, "all"))}
          </ul>
        </details>
      )}
      {!canReadAloud() && <p className="recipe-note">This browser can&apos;t read steps aloud.</p>}
      {wake.status !== "held" && (
        <p className="recipe-note">This browser can&apos;t keep the screen on by itself; tap it now and then so it doesn&apos;t dim.</p>
      )}
      <TimersTray />
    </dialog>
  );
}
