import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { findTimers } from "../recipe/timers.ts";

export type CookStep = {
  text: string;
  /** The ingredients this step mentions, as now shown ("400 g spaghetti"). */
  ingredients: readonly string[];
  /** What the step holds that the cook must avoid ("contains peanuts (avoid)"), if anything. */
  avoidMark?: string | undefined;
  /** The same for each of `ingredients`. */
  ingredientMarks?: readonly (string | undefined)[];
};

type Props = {
  title: string;
  steps: readonly CookStep[];
  /** Why the recipe is incomplete, or null: its last step is then not the end, and cook mode says so. */
  unfinished?: string | null;
  onClose: () => void;
  onStartTimer: (label: string, seconds: number) => void;
  /** Running timers and the assertive announcement: shown inside the dialog, the only live part of the page while it is open. */
  children: ReactNode;
};

type WakeLock = { status: "unsupported" | "held" | "refused" };

/**
 * One step at a time, large, for a phone propped on the counter. A modal <dialog>: the browser traps
 * focus inside and makes the page behind inert; Escape and "Close" leave, and the caller returns focus
 * to "Start cooking". Keeps the screen awake where the Screen Wake Lock API exists.
 */
export function CookMode({ title, steps, unfinished = null, onClose, onStartTimer, children }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const [wake, setWake] = useState<WakeLock>(() => ({ status: "wakeLock" in navigator ? "held" : "unsupported" }));
  const step = steps[index];
  const last = steps.length - 1;

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
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
    };
  }, []);

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
    // Arrow keys turn the page, except where they already mean something (a focused control's own keys).
    const target = event.target as HTMLElement;
    const inField = target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA";
    if (event.key === "ArrowRight" && !inField) {
      event.preventDefault();
      setIndex((current) => Math.min(last, current + 1));
    } else if (event.key === "ArrowLeft" && !inField) {
      event.preventDefault();
      setIndex((current) => Math.max(0, current - 1));
    } else if (event.key === "Escape" && typeof dialogRef.current?.showModal !== "function") {
      event.preventDefault();
      leave();
    }
  }

  if (!step) return null;
  const timers = findTimers(step.text);

  return (
    <dialog ref={dialogRef} className="cook-mode" aria-label="Cook mode" onKeyDown={handleKeyDown}>
      <div className="cook-mode-header">
        <h2 className="cook-mode-title">
          {title}
        </h2>
        <button type="button" className="secondary" onClick={leave}>
          Close
        </button>
      </div>
      <p className="cook-mode-progress" aria-live="polite">
        Step {index + 1} of {steps.length}
        {unfinished !== null && " so far (incomplete recipe)"}
      </p>
      <p className="cook-mode-step">{step.text}</p>
      {step.avoidMark && <p className="avoid-mark">This step {step.avoidMark}.</p>}
      {step.ingredients.length > 0 && (
        <>
          <h3 className="cook-mode-subheading">In this step</h3>
          <ul className="cook-mode-ingredients">
            {step.ingredients.map((ingredient, at) => (
              <li key={at}>
                {ingredient}
                {step.ingredientMarks?.[at] && <strong className="avoid-mark"> — {step.ingredientMarks[at]}</strong>}
              </li>
            ))}
          </ul>
        </>
      )}
      {timers.length > 0 && (
        <div className="cook-mode-timers">
          {timers.map((timer, at) => (
            <button key={at} type="button" className="secondary" onClick={() => onStartTimer(timer.source, timer.seconds)}>
              {timer.label}
            </button>
          ))}
        </div>
      )}
      {unfinished !== null && index === last && (
        <p className="recipe-note cook-mode-incomplete">The recipe stops here, before its end: {unfinished}. Any steps after this were never written.</p>
      )}
      {children}
      <div className="cook-mode-nav">
        {/* aria-disabled, not disabled: a disabled button would drop the focus of a cook who just pressed it. */}
        <button type="button" className="secondary" onClick={() => setIndex((current) => Math.max(0, current - 1))} aria-disabled={index === 0}>
          Previous step
        </button>
        <button type="button" onClick={() => setIndex((current) => Math.min(last, current + 1))} aria-disabled={index === last}>
          Next step
        </button>
      </div>
      {wake.status !== "held" && (
        <p className="recipe-note">This browser can&apos;t keep the screen on by itself; tap it now and then so it doesn&apos;t dim.</p>
      )}
    </dialog>
  );
}
