import { Suspense, useDeferredValue, useMemo, useRef, useState } from "react";
import { copyText } from "./browser.ts";
import { LazyRecipeMarkdown } from "./load-markdown.ts";
import { tools } from "./fetch-ahead.ts";
import { LazyRecipeTools } from "./load-recipe-tools.ts";
import { RecipeActions, type ReplyActions } from "./recipe-actions.tsx";
import { RecipeBoundary } from "./recipe-boundary.tsx";
import type { ApiError } from "../core/error-codes.ts";
import type { Diet } from "../core/preferences.ts";
import type { Ending, Source } from "./recipe-state.ts";
import type { LiveText } from "./live-text.ts";
import { useFocusHandOff } from "./use-focus-hand-off.ts";
import { useLiveText } from "./use-live-text.ts";
import { useRecipeSharing } from "./share-recipe.ts";
import { useLoaded, useProgressCarried, useRecipeChoice } from "./use-recipe-choice.ts";

export type RecipePanelProps = {
  text: string;
  /** The reply as it grows, while it streams (the page's `text` changes only at the reply's turns). */
  live?: LiveText;
  streaming: boolean;
  source: Source | null;
  finishReason: Ending | null;
  /** Why an interrupted recipe stops where it does. */
  interruption: ApiError | null;
  /** A reasoning model's thinking, shown only on request, as plain text. */
  reasoning: string;
  /** Asks for the rest of a recipe cut off at its length limit; absent when that is not possible. */
  onContinue: (() => void) | null;
  /**
   * For a recipe an error broke off, what a failed request offers: the same request again, and the cookbook's recipe for
   * the list; null when neither can be asked.
   */
  onRecover: { onTryAgain: () => void; onCookbook: () => void } | null;
  /** The list this recipe was made from, when it is not the list on screen. */
  madeFrom: string[] | null;
  onStop: () => void;
  onAnother: () => void;
  /** The visitor's list the recipe was made from. */
  ingredients: string[];
  /** The servings asked for, if any. */
  preferredServings: number | null;
  /** What the visitor always has ("My pantry"), for the have/need marks and the shopping list. */
  pantry?: readonly string[];
  /**
   * The page's own notice ("List link copied…"): while it says something, what the reply's actions did is
   * not said too. One message at a time, the newer one.
   */
  notice: string;
  /** Sets the page's notice: the panel empties it when the reply's actions say something. */
  onNotice: (message: string) => void;
  canAskAgain: boolean;
  /** How to switch an AI on, shown under a cookbook recipe when that is possible. */
  cookbookHint: string;
  /** "Things to avoid" and diets, which every recipe is checked against. */
  avoid: string;
  diets: readonly Diet[];
  /** Asks the AI again with these things to avoid; null when that is not possible. */
  onAskAgainWithout: ((avoid: string) => void) | null;
};

export function RecipePanel(props: RecipePanelProps) {
  const { streaming, source, finishReason, madeFrom, onStop, onAnother, canAskAgain, cookbookHint } = props;
  const { text, generation } = useLiveText(props.live, props.text, streaming);
  // Servings, units and the shopping list, as the cook chose them in the tools for this reply: the
  // tools show the choice, and Copy, Share and Download give the recipe as it is shown.
  const [choice, choose] = useRecipeChoice(text, streaming);
  useProgressCarried(text, streaming);
  const { preferredServings } = props;
  // The shown text is made by the tools' `shownText` (recipe-choice.ts), not imported here, where it
  // would bring the scaler onto the panel's way to the first words (adapt and phrases, 29 kB gzip). A
  // choice kept from before a reload can be here before they are: it waits for them. Without them, the reply.
  const loaded = useLoaded(tools);
  const shown = useMemo(() => (choice && loaded ? loaded.shownText(text, choice, preferredServings) : text), [text, choice, preferredServings, loaded]);
  // The reply is read as a recipe, and its tools added, in a background render after it ends, so the
  // paint that answers Stop, or shows the last words, is not held up by them.
  const finished = useDeferredValue(!streaming, false);
  const { share, download } = useRecipeSharing(text, shown, finishReason, finished && !streaming);
  // What the reply's actions did (Copy, Share, the shopping list, the recipe card), for this reply only, said
  // under their row; the page's notice goes when it is said, and hides it when the page says something after.
  const [said, setSaid] = useState<{ text: string; message: string } | null>(null);
  const status = said !== null && said.text === text && props.notice === "" ? said.message : "";
  function say(message: string) {
    setSaid({ text, message });
    props.onNotice("");
  }
  const shareButton = (
    <button type="button" className="secondary" onClick={() => void share().then(say, () => say("Couldn't share this recipe here."))}>
      Share recipe
    </button>
  );
  // Once the reply has ended: in the tools' action row (with Start cooking and Shopping list for a
  // recipe), or after the reply wherever it is shown without them.
  const reply: ReplyActions | null = streaming
    ? null
    : {
        onAnother: canAskAgain ? onAnother : null,
        onCopy: () => void copyText(shown).then((copied) => say(copied ? "Recipe copied to the clipboard." : "Couldn't copy here. Select the text and copy it yourself.")),
        onDownload: () => void download(),
        extra: shareButton,
        status,
        onStatus: say,
      };
  const row = reply && <RecipeActions reply={reply} />;
  // Stop goes when the reply ends, pressed or not: a keyboard cook on it is given the recipe's heading, not the page's top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stopFocus = useFocusHandOff(streaming, () => headingRef.current);
  return (
    // Hidden while there is no text yet: the page mounts it while the request is on its way, so the frame
    // of the first words does not; until then it is neither seen nor heard, and takes no room.
    <section className="suggested-recipe-container" aria-labelledby="recipe-heading" aria-live="polite" aria-busy={streaming} hidden={!text}>
      <div className="panel-heading">
        <h2 id="recipe-heading" ref={headingRef} tabIndex={-1}>
          Chef recommends
        </h2>
        {streaming && (
          <button
            type="button"
            className="secondary small"
            onClick={onStop}
            aria-keyshortcuts="Escape"
            {...stopFocus}
          >
            Stop
          </button>
        )}
      </div>
      {madeFrom && <p className="recipe-note">Made from: {madeFrom.join(", ")}</p>}
      <div className="recipe-body">
        <RecipeBoundary text={text} after={row}>
        <Suspense fallback={<><p className="recipe-plain">{text}</p>{row}</>}>
          {/* The tools are fetched with the renderer, before the first words; if they are not here
              yet, the renderer alone shows the reply until they are. */}
          <Suspense fallback={<><LazyRecipeMarkdown text={text} generation={generation} streaming={streaming} />{row}</>}>
            <LazyRecipeTools
              text={text}
              live={streaming ? props.live : undefined}
              generation={generation}
              streaming={streaming}
              finished={finished}
              visitorIngredients={props.ingredients}
              preferredServings={preferredServings}
              ending={finishReason}
              {...(props.pantry ? { pantry: props.pantry } : {})}
              choice={choice}
              onChoose={choose}
              avoid={props.avoid}
              diets={props.diets}
              onAskAgainWithout={source?.backend === "cookbook" ? null : props.onAskAgainWithout}
              reply={reply}
              withoutTools={row}
            />
          </Suspense>
        </Suspense>
        </RecipeBoundary>
      </div>
      {finishReason === "length" && (
        <div className="recipe-cut-off">
          <p className="recipe-note">This recipe was cut off because the model reached its length limit.</p>
          {props.onContinue && (
            <button type="button" onClick={props.onContinue}>
              Continue
            </button>
          )}
        </div>
      )}
      {finishReason === "interrupted" && props.interruption && (
        <div className="recipe-interrupted">
          <p className="recipe-note">{props.interruption.message}</p>
          {props.onRecover && source?.backend !== "cookbook" && (
            <div className="alert-actions">
              <button type="button" onClick={props.onRecover.onTryAgain}>
                Try again
              </button>
              <button type="button" className="secondary" onClick={props.onRecover.onCookbook}>
                Get a cookbook recipe instead
              </button>
            </div>
          )}
        </div>
      )}
      {props.reasoning !== "" && !streaming && (
        <details className="model-reasoning">
          <summary>Show the model&apos;s reasoning</summary>
          {/* Plain text on purpose: the model's thinking is never rendered as markdown or HTML. */}
          <p className="reasoning-text">{props.reasoning}</p>
        </details>
      )}
      {finishReason === "stopped" && <p className="recipe-note">You stopped the chef; this is the recipe so far.</p>}
      {source?.backend === "cookbook" && (
        <p className="recipe-source">From AI Chef&apos;s built-in cookbook. {cookbookHint}</p>
      )}
    </section>
  );
}

export default RecipePanel;

// The frame pacer comes with the panel, which follows the text it paces (see load-recipe-panel.ts).
export { createFramePacer } from "./frame-pacer.ts";
