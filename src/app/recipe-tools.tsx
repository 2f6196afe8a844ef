import { useCallback, useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import { adaptRecipe, baseServings } from "../recipe/adapt.ts";
import { haveOrNeed, ingredientsInStep, shoppingList } from "../recipe/have-need.ts";
import { toJsonLd } from "../recipe/json-ld.ts";
import type { HaveOrNeed, UnderstoodRecipe, UnitSystem } from "../recipe/recipe-model.ts";
import { formatRemaining } from "../recipe/timers.ts";
import { understandRecipe } from "../recipe/understand.ts";
import { CookMode, type CookStep } from "./cook-mode.tsx";
import { RecipeMarkdown } from "./recipe-markdown.tsx";
import { playTimerSound, prepareSound, readTimerSound, writeTimerSound } from "./timer-sound.ts";
import { useTimers, type KitchenTimer } from "./use-timers.ts";
// Loaded with the tools, not with the first screen.
import "./recipe-tools.css";

export const MIN_COOK_SERVINGS = 1;
export const MAX_COOK_SERVINGS = 99;

export type RecipeToolsProps = {
  /** The finished reply, as it arrived. */
  text: string;
  /** The visitor's list the recipe was made from. */
  visitorIngredients: readonly string[];
  /** The servings the visitor asked for, if any: the base when the recipe states none. */
  preferredServings: number | null;
  /** The reply as the cook now sees it (scaled, converted), for Copy and Download. */
  onShownTextChange: (text: string) => void;
};

const MARK_TEXT: Record<HaveOrNeed, string> = {
  have: "on your list",
  pantry: "pantry staple",
  need: "to buy",
};

const UNIT_CHOICES: readonly (readonly [UnitSystem, string])[] = [
  ["as-written", "As written"],
  ["metric", "Metric"],
  ["us", "US"],
];

function fileNameFor(title: string | null): string {
  const slug = (title ?? "recipe")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `${slug || "recipe"}.recipe.json`;
}

function download(name: string, type: string, body: string): void {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The tools a finished recipe gets: servings, units, have/need, shopping list, cook mode with timers
 * and a recipe card. A reply that is not a recipe renders as before, with none of them. Loaded only
 * when a finished reply is on screen.
 */
export function RecipeTools({ text, visitorIngredients, preferredServings, onShownTextChange }: RecipeToolsProps) {
  const recipe = useMemo(() => understandRecipe(text), [text]);
  if (recipe === null) return <RecipeMarkdown text={text} streaming={false} />;
  return (
    <UnderstoodTools
      key={text}
      text={text}
      recipe={recipe}
      visitorIngredients={visitorIngredients}
      preferredServings={preferredServings}
      onShownTextChange={onShownTextChange}
    />
  );
}

type UnderstoodProps = Omit<RecipeToolsProps, "text"> & { text: string; recipe: UnderstoodRecipe };

function UnderstoodTools({ text, recipe, visitorIngredients, preferredServings, onShownTextChange }: UnderstoodProps) {
  const id = useId();
  const base = baseServings(recipe, preferredServings ?? 2);
  const [servingsInput, setServingsInput] = useState(String(base));
  const [servings, setServings] = useState(base);
  const [units, setUnits] = useState<UnitSystem>("as-written");
  const [listOpen, setListOpen] = useState(false);
  const [cooking, setCooking] = useState(false);
  const [status, setStatus] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [sound, setSound] = useState(readTimerSound);
  const startRef = useRef<HTMLButtonElement>(null);

  const { timers, now, start, dismiss } = useTimers({
    onDone: (timer: KitchenTimer) => {
      setAnnouncement(`Timer done: ${timer.label}.`);
      if (sound) playTimerSound();
    },
  });

  const adapted = useMemo(() => adaptRecipe(text, recipe, { servings, units, baseServings: base }), [text, recipe, servings, units, base]);
  // Marks are placed by where each ingredient's list item starts in the markdown shown.
  const shown = useMemo(() => (adapted.markdown === text ? recipe : understandRecipe(adapted.markdown) ?? recipe), [adapted.markdown, text, recipe]);
  const marks = useMemo(() => haveOrNeed(recipe, visitorIngredients), [recipe, visitorIngredients]);
  const markAt = useMemo(() => new Map(shown.ingredients.map((line, index) => [line.span.start, marks[index] ?? "need"])), [shown, marks]);
  const decorateItem = useCallback(
    (offset: number) => {
      const mark = markAt.get(offset);
      return mark ? <span className={`ingredient-mark mark-${mark}`}> — {MARK_TEXT[mark]}</span> : null;
    },
    [markAt],
  );
  const missing = shoppingList(recipe, adapted, marks);
  const servingsError =
    servingsInput.trim() === "" || !/^\d+$/.test(servingsInput.trim()) || Number(servingsInput) < MIN_COOK_SERVINGS || Number(servingsInput) > MAX_COOK_SERVINGS
      ? `Enter a whole number of servings from ${MIN_COOK_SERVINGS} to ${MAX_COOK_SERVINGS}.`
      : "";

  function show(nextServings: number, nextUnits: UnitSystem) {
    setServings(nextServings);
    setUnits(nextUnits);
    onShownTextChange(adaptRecipe(text, recipe, { servings: nextServings, units: nextUnits, baseServings: base }).markdown);
  }

  function handleServings(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    setServingsInput(value);
    const number = Number(value);
    // What the cook typed stays in the box; the recipe follows only a usable number.
    if (/^\d+$/.test(value.trim()) && number >= MIN_COOK_SERVINGS && number <= MAX_COOK_SERVINGS) show(number, units);
  }

  function handleUnits(event: ChangeEvent<HTMLSelectElement>) {
    show(servings, event.target.value as UnitSystem);
  }

  async function handleCopyList() {
    try {
      await navigator.clipboard.writeText(missing);
      setStatus("Shopping list copied.");
    } catch {
      setStatus("Couldn't copy here. Select the list and copy it yourself.");
    }
  }

  function handleDownloadCard() {
    download(fileNameFor(recipe.title), "application/ld+json", `${JSON.stringify(toJsonLd(recipe, adapted, servings), null, 2)}\n`);
    setStatus("Recipe card downloaded.");
  }

  function handleStartTimer(label: string, seconds: number) {
    prepareSound();
    start(label, seconds);
  }

  function handleCloseCookMode() {
    setCooking(false);
    startRef.current?.focus();
  }

  function handleSound(event: ChangeEvent<HTMLInputElement>) {
    setSound(event.target.checked);
    writeTimerSound(event.target.checked);
  }

  const cookSteps: CookStep[] = adapted.stepTexts.map((stepText, index) => ({
    text: stepText,
    ingredients: ingredientsInStep(recipe, index).map((at) => adapted.ingredientTexts[at] ?? ""),
  }));

  const timerList = timers.length > 0 && (
    <section className="timers" aria-label="Timers">
      <ul>
        {timers.map((timer) => (
          <li key={timer.id}>
            <span>
              {timer.label}: {timer.status === "done" ? "done" : formatRemaining((timer.endsAt - now) / 1000)}
            </span>{" "}
            <button type="button" className="secondary small" onClick={() => dismiss(timer.id)}>
              {timer.status === "done" ? "Dismiss" : "Cancel"} timer: {timer.label}
            </button>
          </li>
        ))}
      </ul>
      <label className="timer-sound">
        <input type="checkbox" checked={sound} onChange={handleSound} /> Timer sound
      </label>
    </section>
  );
  // Only one assertive region at a time: inside the dialog while it is open (the page behind is inert).
  const alertRegion = (
    <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {announcement}
    </p>
  );

  return (
    <div className="recipe-tools">
      <div className="recipe-controls">
        <div className="control">
          <label htmlFor={`${id}-servings`}>Servings</label>
          <input
            id={`${id}-servings`}
            type="number"
            inputMode="numeric"
            min={MIN_COOK_SERVINGS}
            max={MAX_COOK_SERVINGS}
            step={1}
            value={servingsInput}
            onChange={handleServings}
            aria-invalid={servingsError !== ""}
            aria-describedby={servingsError ? `${id}-servings-error` : `${id}-servings-note`}
          />
        </div>
        <div className="control">
          <label htmlFor={`${id}-units`}>Units</label>
          <select id={`${id}-units`} value={units} onChange={handleUnits}>
            {UNIT_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {servingsError ? (
        <p id={`${id}-servings-error`} className="field-error">
          {servingsError}
        </p>
      ) : (
        <p id={`${id}-servings-note`} className="recipe-note">
          {servings === base
            ? `Written for ${base}.`
            : `Amounts scaled from ${base} to ${servings}. Cooking times and pan sizes don't scale in proportion: check as you go.`}
        </p>
      )}
      <RecipeMarkdown text={adapted.markdown} streaming={false} decorateItem={decorateItem} />
      <div className="recipe-actions">
        <button ref={startRef} type="button" onClick={() => setCooking(true)}>
          Start cooking
        </button>
        <button type="button" className="secondary" aria-expanded={listOpen} aria-controls={`${id}-shopping`} onClick={() => setListOpen((open) => !open)}>
          Shopping list
        </button>
        <button type="button" className="secondary" onClick={handleDownloadCard}>
          Download recipe card
        </button>
      </div>
      {listOpen && (
        <section id={`${id}-shopping`} className="shopping-list" aria-labelledby={`${id}-shopping-heading`}>
          <h3 id={`${id}-shopping-heading`}>Shopping list</h3>
          {missing === "" ? (
            <p>You have everything this recipe needs.</p>
          ) : (
            <>
              <ul>
                {missing.split("\n").map((line) => (
                  <li key={line}>{line.replace(/^- /, "")}</li>
                ))}
              </ul>
              <button type="button" className="secondary" onClick={handleCopyList}>
                Copy shopping list
              </button>
            </>
          )}
        </section>
      )}
      {!cooking && timerList}
      {!cooking && alertRegion}
      <p role="status" className="notice">
        {status}
      </p>
      {cooking && (
        <CookMode title={recipe.title ?? "Recipe"} steps={cookSteps} onClose={handleCloseCookMode} onStartTimer={handleStartTimer}>
          {timerList}
          {alertRegion}
        </CookMode>
      )}
    </div>
  );
}

export default RecipeTools;
