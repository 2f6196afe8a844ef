import { useId, useMemo, useRef, useState, type ChangeEvent } from "react";
import { normaliseIngredient } from "../food/ingredient-names.ts";
import { adaptRecipe, baseServings } from "../recipe/adapt.ts";
import { haveOrNeed, ingredientsInStep, shoppingList } from "../recipe/have-need.ts";
import { toJsonLd } from "../recipe/json-ld.ts";
import type { AdaptedRecipe, HaveOrNeed, UnderstoodRecipe, UnitSystem } from "../recipe/recipe-model.ts";
import { parseIngredientLines } from "../recipe/ingredient-line.ts";
import { findTimers, formatRemaining } from "../recipe/timers.ts";
import { understandRecipe } from "../recipe/understand.ts";
import { CookMode, type CookStep } from "./cook-mode.tsx";
import type { IdleStep } from "./idle.ts";
import { RecipeMarkdown, type DecorateItem } from "./recipe-markdown.tsx";
import { playTimerSound, prepareSound, readTimerSound, writeTimerSound } from "./timer-sound.ts";
import { useTimers, type KitchenTimer } from "./use-timers.ts";
// Loaded with the tools, not with the first screen.
import "./recipe-tools.css";

export const MIN_COOK_SERVINGS = 1;
export const MAX_COOK_SERVINGS = 99;

export type RecipeToolsProps = {
  /** The reply, as it arrived (so far). */
  text: string;
  /** While true the reply is still arriving: it is shown as it grows, without tools. */
  streaming?: boolean;
  /** Read the reply as a recipe and show the tools (the panel sets it in a background render once the
   * reply has ended). Defaults to `!streaming`. */
  finished?: boolean;
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

const WARM_UP_RECIPE = [
  "# Tomato soup",
  "",
  "Serves 2.",
  "",
  "## Ingredients",
  "",
  "- 2 cups vegetable stock",
  "- 1 ½ tbsp butter",
  "- 400 g tomatoes, chopped",
  "- salt and pepper",
  "",
  "## Method",
  "",
  "1. Melt the butter for 2 minutes.",
  "2. Simmer the tomatoes in the stock for 10-15 minutes at 180°C.",
  "",
].join("\n");

/**
 * Reading the first finished recipe would otherwise run the recipe reader cold (not yet compiled), in
 * the render that shows the tools. In idle time once the tools have loaded, one small step at a time:
 * read ingredient lines, then a small recipe, then scale, convert and mark it.
 */
export const warmUpSteps: readonly IdleStep[] = (() => {
  let recipe: UnderstoodRecipe | null = null;
  return [
    // Builds the table of ingredient names (its own step: 10-23 ms on a slow phone).
    () => void normaliseIngredient("tomatoes"),
    () => void parseIngredientLines(["2 cups vegetable stock"]),
    () => void parseIngredientLines(["1 ½ tbsp butter", "400 g tomatoes, chopped", "salt and pepper"]),
    () => void findTimers("Simmer for 10-15 minutes at 180°C."),
    () => {
      recipe = understandRecipe(WARM_UP_RECIPE);
    },
    () => {
      if (recipe) adaptRecipe(WARM_UP_RECIPE, recipe, { servings: 4, units: "us", baseServings: baseServings(recipe, 2) });
    },
    () => {
      if (recipe) haveOrNeed(recipe, ["tomatoes"]);
    },
  ];
})();

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

/** How the cook has chosen to see a recipe; chosen afresh for each recipe. */
type Scale = { recipe: UnderstoodRecipe | null; servingsInput: string; servings: number; units: UnitSystem };

function freshScale(recipe: UnderstoodRecipe | null, base: number): Scale {
  return { recipe, servingsInput: String(base), servings: base, units: "as-written" };
}

function servingsProblem(input: string): string {
  const value = input.trim();
  return !/^\d+$/.test(value) || Number(value) < MIN_COOK_SERVINGS || Number(value) > MAX_COOK_SERVINGS
    ? `Enter a whole number of servings from ${MIN_COOK_SERVINGS} to ${MAX_COOK_SERVINGS}.`
    : "";
}

/**
 * The reply and, once it has finished and reads as a recipe, the tools it gets: servings, units,
 * have/need, shopping list, cook mode with timers and a recipe card. The reply keeps one place in the
 * tree from its first words to its tools, so finishing it adds the tools and the marks around the
 * recipe already on screen rather than rebuilding it. A reply that is not a recipe gets no tools.
 */
export function RecipeTools({ text, streaming = false, finished = !streaming, visitorIngredients, preferredServings, onShownTextChange }: RecipeToolsProps) {
  const id = useId();
  const recipe = useMemo(() => (finished && !streaming ? understandRecipe(text) : null), [finished, streaming, text]);
  const base = recipe ? baseServings(recipe, preferredServings ?? 2) : 0;
  const [savedScale, setScale] = useState(() => freshScale(recipe, base));
  // A new recipe starts at its own servings, as written.
  const scale = savedScale.recipe === recipe ? savedScale : freshScale(recipe, base);
  if (scale !== savedScale) setScale(scale);
  const { servingsInput, servings, units } = scale;

  const adapted = useMemo(() => (recipe ? adaptRecipe(text, recipe, { servings, units, baseServings: base }) : null), [text, recipe, servings, units, base]);
  const marks = useMemo(() => (recipe ? haveOrNeed(recipe, visitorIngredients) : []), [recipe, visitorIngredients]);
  // Marks are placed by where each ingredient's list item starts in the markdown shown.
  const decorateItem = useMemo<DecorateItem | undefined>(() => {
    if (!adapted) return undefined;
    const markAt = new Map(adapted.ingredientStarts.map((start, index) => [start, marks[index] ?? "need"]));
    return (offset: number) => {
      const mark = markAt.get(offset);
      return mark ? <span className={`ingredient-mark mark-${mark}`}> — {MARK_TEXT[mark]}</span> : null;
    };
  }, [adapted, marks]);
  const servingsError = servingsProblem(servingsInput);

  function show(next: Scale) {
    setScale(next);
    if (recipe) onShownTextChange(adaptRecipe(text, recipe, { servings: next.servings, units: next.units, baseServings: base }).markdown);
  }

  function handleServings(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    // What the cook typed stays in the box; the recipe follows only a usable number.
    if (servingsProblem(value) === "") show({ ...scale, servingsInput: value, servings: Number(value) });
    else setScale({ ...scale, servingsInput: value });
  }

  function handleUnits(event: ChangeEvent<HTMLSelectElement>) {
    show({ ...scale, units: event.target.value as UnitSystem });
  }

  return (
    <div className="recipe-tools">
      {recipe && (
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
      )}
      {recipe &&
        (servingsError ? (
          <p id={`${id}-servings-error`} className="field-error">
            {servingsError}
          </p>
        ) : (
          <p id={`${id}-servings-note`} className="recipe-note">
            {servings === base
              ? `Written for ${base}.`
              : `Amounts scaled from ${base} to ${servings}. Cooking times and pan sizes don't scale in proportion: check as you go.`}
          </p>
        ))}
      <RecipeMarkdown text={adapted?.markdown ?? text} streaming={streaming} decorateItem={decorateItem} />
      {recipe && adapted && <Kitchen key={text} recipe={recipe} adapted={adapted} servings={servings} marks={marks} />}
    </div>
  );
}

type KitchenProps = { recipe: UnderstoodRecipe; adapted: AdaptedRecipe; servings: number; marks: readonly HaveOrNeed[] };

/** What a cook does with the recipe: cook mode and its timers, the shopping list, the recipe card. */
function Kitchen({ recipe, adapted, servings, marks }: KitchenProps) {
  const id = useId();
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
  const missing = shoppingList(recipe, adapted, marks);

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
    <>
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
    </>
  );
}

export default RecipeTools;
