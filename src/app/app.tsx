import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { hasEnoughIngredients } from "../core/ingredients.ts";
import { isRecipeLink } from "../core/share-link.ts";
import { DEFAULT_PANTRY, pantryItems, type Preferences } from "../core/preferences.ts";
import { continuationTail } from "../core/recipe-stream.ts";
import { browserStorage, copyText, scrollToStartSoon } from "./browser.ts";
import { ConnectionSettings } from "./connection-settings.tsx";
import { readConnection, writeConnection, type SavedConnection } from "./connection.ts";
import { IngredientForm } from "./ingredient-form.tsx";
import { IngredientsPanel } from "./ingredients-panel.tsx";
import { checkSoon, firstNonFood, foodCheck } from "./load-food-check.ts";
import { LazyRecipePanel, preloadRecipePanel } from "./load-recipe-panel.ts";
import { runWhenIdle } from "./idle.ts";
import { lazyModule, onDemand } from "./on-demand.ts";
import { importRecentRecipes, importSharedRecipe } from "./on-demand-parts.ts";
import { preloadRecipeTools } from "./fetch-ahead.ts";
import { KeptTimers } from "./load-timers.ts";
import { PreferencesForm } from "./preferences-form.tsx";
import { isBusy, isThinking, recipeView, statusLine, type RecipeState } from "./recipe-state.ts";
import { addToHistory, readStored, writeStored, type SavedRecipe, type Stored } from "./storage.ts";
import { useFocusKept } from "./use-focus-kept.ts";
import { useHealth, type ServerStatus } from "./use-health.ts";
// After the page's own modules on purpose: imported first, it made the bundler split the error codes into a
// first-screen chunk of its own (one more request and ~100 bytes).
import { notFoodError } from "../core/error-codes.ts";
import { useRecipe, type FinishedRecipe, type RecipeRoute } from "./use-recipe.ts";
import { sharedAtStart, useShareHash } from "./use-share-hash.ts";
import { useShortcuts } from "./use-shortcuts.ts";
import { useUpdatePrompt } from "./use-update-prompt.ts";

// Only returning visitors have recent recipes: that list loads when there is something in it.
const RecentRecipes = lazy(importRecentRecipes);
// A recipe link's reader and its note load only when the address carries one.
const sharedLink = onDemand(importSharedRecipe);
const SharedNote = lazy(() => lazyModule(sharedLink));

type AppProps = {
  /** Where the API lives; the page's own origin unless embedded elsewhere (or under test). */
  apiOrigin?: string;
};

/**
 * What a recipe on screen needs, fetched ahead (and warmed up in idle time) as soon as a list is begun:
 * by the time the visitor asks, the first words render with code that is loaded and already compiled.
 */
function preloadRecipeView(): void {
  // After the keystroke that added an ingredient, not inside it: starting the downloads adds
  // elements to the document head, which took ~10 ms of that handler on a slow phone.
  runWhenIdle([preloadRecipePanel, preloadRecipeTools]);
}

/** What the page starts with: the stored record, with a shared link's list taking precedence. */
function initialStored(): Stored {
  const stored = readStored(browserStorage("localStorage"));
  const shared = sharedAtStart();
  const initial = shared ? { ...stored, ingredients: shared } : stored;
  // A returning visitor or a shared link may ask at once: fetch the renderer now too.
  if (initial.ingredients.length > 0 || initial.recipe) preloadRecipeView();
  return initial;
}

function shownState(recipe: SavedRecipe | null): RecipeState {
  if (!recipe) return { status: "idle" };
  return {
    status: "done",
    ingredients: recipe.ingredients,
    text: recipe.text,
    source: recipe.backend && recipe.model !== null ? { backend: recipe.backend, model: recipe.model } : null,
    finishReason: recipe.finishReason,
    ...(recipe.signature ? { signature: recipe.signature } : {}),
  };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function footerText(server: ServerStatus, saved: SavedConnection): string {
  if (server.status === "present") {
    return server.health.backend === "cookbook" ? "Recipes from the built-in cookbook" : `Recipes written by ${server.health.model}`;
  }
  if (server.status === "unreachable") return "Offline: recipes come from the built-in cookbook until the connection is back";
  if (server.status === "absent") {
    return saved ? `Recipes written by ${saved.connection.model}, with your own key` : "Recipes from the built-in cookbook; connect an AI in Settings";
  }
  return "";
}

/** Seconds since it appeared, for the eye only: the status line announces "thinking" once, not every second. */
function ElapsedSeconds() {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, []);
  return (
    <span className="elapsed" aria-hidden="true">
      {Math.floor((now - started) / 1000)} s
    </span>
  );
}

/** Its children now, or else in a background render of this component alone (React's deferred value). */
function Later({ now, children }: { now: boolean; children: ReactNode }) {
  return useDeferredValue(true, false) || now ? children : null;
}

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function App({ apiOrigin = "" }: AppProps) {
  const [stored, setStored] = useState<Stored>(initialStored);
  const { ingredients, preferences } = stored;
  // The recent list follows in a background render: a recipe is kept at Stop and at the reply's end, and
  // the list's first render (its code's import with it) took ~12 ms of Stop's task at 4x CPU.
  const history = useDeferredValue(stored.history);
  // A recipe opened from a link: shown, with every tool, but kept nowhere until the visitor keeps it.
  const [shared, setShared] = useState<SavedRecipe | "opening" | null>(() => (isRecipeLink(window.location.hash) ? "opening" : null));
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState<SavedConnection>(() => readConnection(browserStorage("sessionStorage"), browserStorage("localStorage")));
  const [notice, setNotice] = useState("");
  // Why the list was not sent (something on it is not food): said by the ingredient field.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const reloadIntoUpdate = useUpdatePrompt();
  const { state, request, stop, restore, live, asked } = useRecipe(shownState(shared ? null : stored.recipe));
  const server = useHealth(apiOrigin);
  // Where the recipe starts (its panel, or the plain text while the panel loads): brought into view.
  const recipeRef = useRef<HTMLDivElement>(null);
  const busy = isBusy(state);
  // The panel is mounted, hidden until there is text, in a background render of its own (Later) while the
  // request is on its way: the frame of the first words then renders the panel alone, and the page takes
  // them in a task after it (use-recipe.ts), where that frame, the longest of a reply at 4x CPU, mounted
  // the panel and rendered the whole page.
  const view = recipeView(state);
  const enough = hasEnoughIngredients(ingredients);
  // Before the recipe's first words (waiting for a slow model, or while it thinks): seconds so far, and a Stop a tap reaches.
  const beforeWords = state.status === "waiting" || isThinking(state);
  // A pressed button gone with what it belonged to (the thinking's Stop, Try again, Another recipe, Delete): Get a recipe,
  // where the cook asked, keeps their place (with no list there is none, and focus stays where the browser puts it).
  const keepFocus = useFocusKept(() => document.querySelector<HTMLElement>(".get-recipe-container button"));
  const sharedRecipe = typeof shared === "object" && state.status === "done" && state.text === shared?.text ? shared : null;
  // Anything else on screen (a recipe asked for, one reopened) ends the shared one.
  if (shared && shared !== "opening" && !sharedRecipe) setShared(null);
  const askable = enough && !sharedRecipe;

  // Local storage is a system outside React: keep it in step with the state, in the commit that changes it
  // (a layout effect), so that nothing on screen says a recipe has ended before it is stored: a passive
  // effect could still be waiting when the visitor reloads or closes the tab at the reply's end.
  useLayoutEffect(() => writeStored(browserStorage("localStorage"), stored), [stored]);
  useShareHash(
    ingredients,
    (list) => setStored((current) => (sameList(current.ingredients, list) ? current : { ...current, ingredients: list })),
    handleRecipeLink,
    shared !== null,
  );
  useShortcuts({ onStop: busy ? stop : null, onAsk: enough && !busy ? () => handleGetRecipe(0) : null });

  function route(): RecipeRoute {
    if (server.status === "absent") return saved ? { kind: "direct", connection: saved.connection } : { kind: "cookbook" };
    return { kind: "server", apiOrigin };
  }

  function keep(recipe: SavedRecipe) {
    setStored((current) => ({ ...current, recipe, history: addToHistory(current.history, recipe) }));
  }

  function keepRecipe(list: string[], finished: FinishedRecipe, id: string = newId()) {
    keep({
      id,
      ingredients: list,
      text: finished.text,
      backend: finished.source?.backend ?? null,
      model: finished.source?.model ?? null,
      finishReason: finished.finishReason,
      savedAt: Date.now(),
      ...(finished.signature ? { signature: finished.signature } : {}),
    });
  }

  function handleRecipeLink(hash: string) {
    setShared("opening");
    preloadRecipeView();
    sharedLink
      .load()
      .then((module) => module.openRecipeLink(hash))
      .catch(() => ({ ok: false, message: "This recipe link couldn't be opened. Try again." }) as const)
      .then((opened) => {
        restore(shownState(opened.ok ? opened.recipe : stored.recipe));
        setShared(opened.ok ? opened.recipe : null);
        setNotice(opened.ok ? "" : opened.message);
      });
  }

  /** `avoid`: the things to avoid for this request only ("Ask again without it" adds what the last recipe held). */
  function handleGetRecipe(nextAttempt: number, via: RecipeRoute = route(), offline = false, avoid: string = preferences.avoid) {
    // Nothing that is not food is ever sent, whichever way the recipe would come (the server and
    // own-key mode refuse it too). The check loads with the field; if it has not, this waits for it,
    // and if it cannot load, the request goes and the server's own check answers.
    const notFood = firstNonFood(ingredients);
    if (notFood === undefined) {
      foodCheck.load().then(
        () => handleGetRecipe(nextAttempt, via, offline, avoid),
        () => askForRecipe(nextAttempt, via, offline, avoid),
      );
      return;
    }
    setRefusal(notFood === null ? null : notFoodError(notFood).message);
    if (notFood === null) askForRecipe(nextAttempt, via, offline, avoid);
  }

  function askForRecipe(nextAttempt: number, via: RecipeRoute, offline: boolean, avoid: string) {
    const list = ingredients;
    setAttempt(nextAttempt);
    setNotice("");
    setUnreachable(offline);
    const pantry = preferences.pantry == null ? {} : { pantry: pantryItems(preferences.pantry) };
    const asked = avoid === preferences.avoid ? preferences : { ...preferences, avoid };
    request({ ingredients: list, preferences: asked, ...pantry, ...(nextAttempt > 0 ? { attempt: nextAttempt } : {}) }, via, {
      // The recipe's start, not the list above it: on a phone the list filled the screen and the recipe was below it.
      onFirstText: () => scrollToStartSoon(() => recipeRef.current),
      onFinished: (finished) => keepRecipe(list, finished),
      // No network (a kitchen's Wi-Fi): the cookbook in this page answers instead, and says why.
      onFailed: (error) => {
        if (error.code === "not_food") setRefusal(error.message);
        if (error.code === "offline" && via.kind !== "cookbook") handleGetRecipe(nextAttempt, { kind: "cookbook" }, true, avoid);
      },
    });
  }

  /** Asks the same AI for the rest of a recipe cut off at its length limit, and appends it. */
  function handleContinue() {
    if (state.status !== "done") return;
    const list = state.ingredients;
    // The whole recipe replaces its cut-off copy in recent recipes.
    const replacing = stored.recipe?.text === state.text ? stored.recipe.id : undefined;
    // Only the end of the text goes back: all the model needs to go on, and the request stays small;
    // with our server's signature of exactly that text, without which it continues nothing.
    const signature = state.signature ? { continueSignature: state.signature } : {};
    request({ ingredients: list, preferences, continueFrom: continuationTail(state.text), ...signature }, route(), {
      continuing: state.text,
      onFinished: (finished) => keepRecipe(list, finished, replacing),
    });
  }

  function handleIngredients(next: string[]) {
    setStored((current) => ({ ...current, ingredients: next }));
    setRefusal(null);
    setAttempt(0);
    if (next.length > 0) preloadRecipeView();
    checkSoon(next);
  }

  function handleClear() {
    stop();
    restore({ status: "idle" });
    setStored((current) => ({ ...current, ingredients: [], recipe: null }));
    setRefusal(null);
    setAttempt(0);
  }

  function handlePreferences(next: Preferences) {
    setStored((current) => ({ ...current, preferences: next }));
  }

  async function copy(textToCopy: string, done: string) {
    setNotice((await copyText(textToCopy)) ? done : "Couldn't copy here. Select the text and copy it yourself.");
  }

  function handleOpen(recipe: SavedRecipe) {
    restore(shownState(recipe));
    setStored((current) => ({ ...current, recipe }));
    preloadRecipeView();
    scrollToStartSoon(() => recipeRef.current);
  }

  function handleDelete(recipe: SavedRecipe) {
    setStored((current) => ({ ...current, history: current.history.filter((entry) => entry.id !== recipe.id) }));
  }

  function handleSaveConnection(next: SavedConnection) {
    writeConnection(browserStorage("sessionStorage"), browserStorage("localStorage"), next);
    setSaved(next);
  }

  // A recipe made from no list of the visitor's (one shared with them) is compared with their list.
  const recipeIngredients = state.status !== "idle" && state.ingredients.length > 0 ? state.ingredients : ingredients;

  return (
    <>
      <header className="app-header">
        {/* The favicon itself: already fetched (and precached), and no bytes in the first screen's script. */}
        <img src="/favicon.svg" alt="Chef's hat" width={40} height={40} />
        <h1>AI Chef</h1>
      </header>
      <main onFocus={keepFocus}>
        <ConnectionSettings server={server} saved={saved} onSave={handleSaveConnection} />
        <IngredientForm ingredients={ingredients} onAdd={handleIngredients} refusal={refusal} />
        {ingredients.length > 0 && (
          <IngredientsPanel
            ingredients={ingredients}
            busy={busy}
            onGetRecipe={() => handleGetRecipe(0)}
            onRemove={(ingredient) => handleIngredients(ingredients.filter((item) => item !== ingredient))}
            onClear={handleClear}
            onShare={() => copy(window.location.href, "List link copied. Anyone who opens it gets this ingredient list.")}
          />
        )}
        <PreferencesForm preferences={preferences} onChange={handlePreferences} />
        <div className="cooking-status-row">
          <p role="status" className="cooking-status">
            {statusLine(state)}
          </p>
          {beforeWords && (
            <>
              <ElapsedSeconds />
              <button type="button" className="secondary small" onClick={stop} aria-keyshortcuts="Escape">
                Stop
              </button>
            </>
          )}
        </div>
        {state.status === "failed" && (
          <div role="alert" className="error-alert">
            <p>{state.error.message}</p>
            {enough && (
              <div className="alert-actions">
                <button type="button" onClick={() => handleGetRecipe(attempt)}>
                  Try again
                </button>
                <button type="button" className="secondary" onClick={() => handleGetRecipe(0, { kind: "cookbook" })}>
                  Get a cookbook recipe instead
                </button>
              </div>
            )}
          </div>
        )}
        {unreachable && view?.text && (
          <p className="recipe-note offline-note">The AI can&apos;t be reached right now, so this recipe comes from the built-in cookbook.</p>
        )}
        {sharedRecipe && (
          <Suspense fallback={null}>
            <SharedNote
              onKeep={() => {
                keep(sharedRecipe);
                setShared(null);
              }}
              onLeave={() => restore(shownState(stored.recipe))}
            />
          </Suspense>
        )}
        {view && (
          <div className="recipe-view" ref={recipeRef} key={asked}>
          <Later now={view.text !== ""}>
          <Suspense fallback={<p className="recipe-plain">{view.text}</p>}>
            <LazyRecipePanel
              text={view.text}
              live={live}
              streaming={view.streaming}
              source={view.source}
              finishReason={view.finishReason}
              interruption={view.interruption}
              reasoning={view.reasoning}
              onContinue={view.continuable ? handleContinue : null}
              onRecover={askable ? { onTryAgain: () => handleGetRecipe(attempt), onCookbook: () => handleGetRecipe(0, { kind: "cookbook" }) } : null}
              madeFrom={sameList(recipeIngredients, ingredients) ? null : recipeIngredients}
              ingredients={recipeIngredients}
              preferredServings={preferences.servings}
              pantry={preferences.pantry == null ? DEFAULT_PANTRY : pantryItems(preferences.pantry)}
              canAskAgain={askable}
              avoid={preferences.avoid}
              diets={preferences.diets}
              onAskAgainWithout={askable ? (avoid) => handleGetRecipe(attempt + 1, route(), false, avoid) : null}
              // Only what the cook can do: how the server is configured is the operator's business, not the cook's.
              cookbookHint={server.status === "absent" && !saved ? "To have an AI write recipes, connect one in Settings." : ""}
              onStop={stop}
              onAnother={() => handleGetRecipe(attempt + 1)}
              notice={notice}
              onNotice={setNotice}
            />
          </Suspense>
          </Later>
          </div>
        )}
        <p role="status" className="notice">
          {notice}
        </p>
        {history.length > 0 && (
          <Suspense fallback={null}>
            <RecentRecipes history={history} onOpen={handleOpen} onDelete={handleDelete} onReadings={setStored} />
          </Suspense>
        )}
      </main>
      <KeptTimers />
      {reloadIntoUpdate && (
        <div role="status" className="update-prompt">
          A new version is ready.{" "}
          <button type="button" className="small" onClick={reloadIntoUpdate}>
            Reload
          </button>
        </div>
      )}
      <footer className="app-footer">
        <p>{footerText(server, saved)}</p>
      </footer>
    </>
  );
}
