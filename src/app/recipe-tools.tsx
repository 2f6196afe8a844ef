import { startTransition, useEffect, useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from "react";
import type { Diet } from "../core/preferences.ts";
import { avoidanceFor, avoidingAlso } from "../food/allergens.ts";
import { avoidanceIn, withListAvoidances } from "../core/list-avoidances.ts";
import { joinWords } from "../core/join-words.ts";
import { normaliseIngredient } from "../food/ingredient-names.ts";
import { checkRecipe, NOTHING_FOUND, type RecipeCheck } from "../recipe/recipe-check.ts";
import { haveOrNeed, shoppingList } from "../recipe/have-need.ts";
import { totalMinutes } from "../recipe/json-ld.ts";
import type { AdaptedRecipe, HaveOrNeed, SectionStarts, UnderstoodRecipe } from "../recipe/recipe-model.ts";
import { parseIngredientLines } from "../recipe/ingredient-line.ts";
import { findTimers } from "../recipe/timers.ts";
import { understandRecipe } from "../recipe/understand.ts";
import { withoutOpenEnding } from "../recipe/open-ending.ts";
import { AvoidAlert, AvoidMark, stepStarts } from "./avoid-alert.tsx";
import type { IdleStep } from "./idle.ts";
import { readRecipe, useReadRecipe } from "./read-recipe.ts";
import { adaptedFor, asWritten, servingsAsWritten, type RecipeChoice } from "./recipe-choice.ts";
import { createCapper } from "./markdown-caps.ts";
import { createSplitAhead } from "./markdown-blocks.ts";
import type { LiveText } from "./live-text.ts";
import { Kitchen } from "./kitchen.tsx";
import { NutritionSection } from "./nutrition-panel.tsx";
import { RecipeActions, type ReplyActions } from "./recipe-actions.tsx";
import { RecipeHeader, servingsProblem, type StatedTime } from "./recipe-header.tsx";
import { RecipeMarkdown, type DecorateItem } from "./recipe-markdown.tsx";
import { unfinishedBecause } from "./recipe-ending.ts";
import { toolHeading } from "./tool-heading.ts";
import { useScrollableTables } from "./use-scrollable-tables.ts";
import type { Ending } from "./recipe-state.ts";
// Loaded with the tools, not with the first screen.
import "./recipe-tools.css";

export type RecipeToolsProps = {
  /** The reply, as it arrived (so far). */
  text: string;
  /** While it streams, the reply's generation in the live text (live-text.ts): a longer text of the same one extends the last. */
  generation?: number | undefined;
  /** While it streams, the live text itself: the text of its next frame is split when told, ahead of that frame. */
  live?: LiveText | undefined;
  /** While true the reply is still arriving: it is shown as it grows, without tools. */
  streaming?: boolean;
  /** Read the reply as a recipe and show the tools (the panel sets it in a background render once the
   * reply has ended). Defaults to `!streaming`. */
  finished?: boolean;
  /** The visitor's list the recipe was made from. */
  visitorIngredients: readonly string[];
  /** The servings the visitor asked for, if any: the base when the recipe states none. */
  preferredServings: number | null;
  /** What the visitor always has ("My pantry"): marked as a pantry staple, never "to buy". Default: the staples every kitchen has. */
  pantry?: readonly string[];
  /** How the cook has chosen to see this reply (servings, units, shopping list); null while it is as written. Held by the panel. */
  choice: RecipeChoice | null;
  /** The cook chose anew: the panel holds it, and hands it back as `choice`. */
  onChoose: (choice: RecipeChoice) => void;
  /** How the reply ended; a reply stopped, cut off or broken off is marked incomplete. Default: ended on its own. */
  ending?: Ending | null;
  /** "Things to avoid" and diets: every recipe is checked against them, whoever wrote it. */
  avoid?: string;
  diets?: readonly Diet[];
  /** Asks the AI again with these things to avoid (the cook's, and what the recipe held); absent when no AI wrote it. */
  onAskAgainWithout?: ((avoid: string) => void) | null;
  /** What the finished reply offers (another, copy, download, print): in the recipe's action row. Absent while it streams. */
  reply?: ReplyActions | null;
  /** What is shown after the reply where the tools could not be loaded (the reply's actions); the tools themselves ignore it. */
  withoutTools?: ReactNode;
};

const NO_DIETS: readonly Diet[] = [];

const MARK_TEXT: Record<HaveOrNeed, string> = {
  have: "on your list",
  pantry: "pantry staple",
  optional: "if you like",
  need: "to buy",
};

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
    // The reader's worker starts, and compiles the reader, off the main thread.
    () => void readRecipe(WARM_UP_RECIPE),
    () => {
      recipe = understandRecipe(WARM_UP_RECIPE);
    },
    () => {
      if (recipe) adaptedFor(WARM_UP_RECIPE, recipe, { servings: 4, units: "us" }, servingsAsWritten(recipe, 2));
    },
    () => {
      if (recipe) haveOrNeed(recipe, ["tomatoes"]);
    },
  ];
})();

function statedTime(recipe: UnderstoodRecipe): StatedTime {
  const total = totalMinutes(recipe);
  if (total !== null) return { label: "Time", minutes: total };
  if (recipe.cookMinutes !== null) return { label: "Cook", minutes: recipe.cookMinutes };
  return recipe.prepMinutes !== null ? { label: "Prep", minutes: recipe.prepMinutes } : null;
}

/** Marks for a part of the markdown that starts `at` in the whole: its items' offsets counted from the whole's start. */
/** Parts that each begin a line (not inside a quote's "> ", say) render as the whole did. */
function atLineStarts(markdown: string, sections: SectionStarts): boolean {
  return [sections.ingredients, sections.method].every((at) => at === 0 || markdown[at - 1] === "\n");
}

type ControlsProps = {
  recipe: UnderstoodRecipe;
  adapted: AdaptedRecipe;
  marks: readonly HaveOrNeed[];
  header: Omit<ComponentProps<typeof RecipeHeader>, "toBuy">;
  kitchen: Omit<ComponentProps<typeof Kitchen>, "missing">;
};

/**
 * The row under the title and the kitchen's actions, with the shopping list both read from. A component
 * of its own because the list reads every line it lists again (~30 ms of a 50 ms slice at 4× CPU for the
 * bench's 75 lines, BENCHMARKS.md §12): the tools render in the background a component at a time, so
 * this is a slice apart from RecipeTools' own reading and adapting, not one long task with it.
 */
function RecipeControls({ recipe, adapted, marks, header, kitchen }: ControlsProps) {
  const missing = useMemo(() => shoppingList(recipe, adapted, marks), [recipe, adapted, marks]);
  return (
    <>
      <RecipeHeader {...header} toBuy={missing === "" ? 0 : missing.split("\n").length} />
      <Kitchen key={kitchen.text} {...kitchen} missing={missing} />
    </>
  );
}

/**
 * What of a recipe's tools is on screen, in the order they are revealed once it has been read, one
 * commit (and so one frame's style, layout and paint) each: laid out all at once they were one task of
 * 54–105 ms of CPU at 4× (BENCHMARKS.md §12, "2026-11-28, day"): 540 layout objects laid out in one
 * frame for the bench's recipe, now 315 with the text, 49 with the header and actions, about 110 with
 * each stage of marks.
 * - `TEXT`: the reply in its parts (the title and introduction, then the ingredients beside the method),
 *   as it read while it streamed;
 * - `CONTROLS`: the header row and the kitchen's actions (and the shopping list, read for them);
 * - `MARKS`: have/need and avoid marks on the steps and on the first `MARK_LINES` ingredient lines, then
 *   a stage for each `MARK_LINES` lines more (`lastStage`);
 * - then nutrition per serving, which estimates its lines in tasks of its own and shows when done.
 */
const REVEAL = { TEXT: 1, CONTROLS: 2, MARKS: 3 } as const;

/**
 * Ingredient lines that get their marks in one stage, top first: about a phone's screen of them (two
 * lines each at 412 px). A mark changes its line, so the browser lays out again every line marked in
 * that frame: the bench's 75 lines all at once were 313 layout objects and ~10 ms of Layout at 4× CPU on
 * an idle machine, 24 of them 109 objects and ~5 ms (`bench/probe-layout.ts`, BENCHMARKS.md §12).
 */
export const MARK_LINES = 24;

/** The last stage of a recipe with this many ingredient lines, nutrition's: after a stage of marks for each `MARK_LINES` lines. */
function lastStage(lines: number): number {
  return REVEAL.MARKS + Math.max(1, Math.ceil(lines / MARK_LINES));
}

/**
 * The stage a recipe's tools have reached: `TEXT` in the render that first has the recipe, then one
 * stage more after each has been painted (a frame, then a task), rendered in the background, up to
 * `last`. A recipe read again from the same reply (a new choice of servings) keeps its stage.
 */
function useReveal(recipe: UnderstoodRecipe | null, last: number): number {
  const [reached, setReached] = useState<{ recipe: UnderstoodRecipe; stage: number } | null>(null);
  const stage = reached !== null && reached.recipe === recipe ? reached.stage : REVEAL.TEXT;
  useEffect(() => {
    if (recipe === null || stage >= last) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that paints this stage: a task queued from an animation frame runs after its paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReached({ recipe, stage: stage + 1 })));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [recipe, stage, last]);
  return stage;
}

/**
 * The reply and, once it has finished and reads as a recipe, the tools it gets: servings, units,
 * have/need, shopping list, cook mode with timers and a recipe card. The reply keeps one place in the
 * tree from its first words to its tools, so finishing it adds the tools and the marks around the
 * recipe already on screen rather than rebuilding it. A reply that is not a recipe gets no tools.
 */
export function RecipeTools({ text: reply, generation, live, streaming = false, finished = !streaming, visitorIngredients: listed, preferredServings, pantry, choice, onChoose, ending = null, avoid: ownAvoid = "", diets = NO_DIETS, onAskAgainWithout, reply: actions = null }: RecipeToolsProps) {
  const id = useId();
  // "no nuts pls" on the list is a thing to avoid, as the request read it: checked, and never marked as on hand.
  const { ingredients: visitorIngredients, avoid } = useMemo(() => withListAvoidances(listed, ownAvoid), [listed, ownAvoid]);
  const toolsRef = useRef<HTMLDivElement>(null);
  // The reply within the renderer's caps (the same text for any recipe), so the reader and the
  // renderer agree on every offset and neither meets a structure the caps exist to stop.
  const [cap] = useState(createCapper);
  const text = cap(reply, generation);
  // Told the next frame's text (in a task after a frame, use-recipe.ts), it is capped and split then, with a
  // capper and a split of its own, and that frame's render takes the split made (createSplitAhead): the
  // split's parse of the part being written was most of a streaming frame's script at 4× CPU (BENCHMARKS.md
  // §12). Its own, so a render of less than was told (Stop's) finds its capper and splitter where they were.
  const [ahead] = useState(() => {
    const capAhead = createCapper();
    const split = createSplitAhead();
    return (next: string, lineage: number) => split(capAhead(next, lineage), capAhead.lineage());
  });
  useEffect(() => live?.prepare((next) => ahead(next, live.generation())), [live, ahead]);
  // Read in a worker once the reply has ended: the tools appear when it answers, the reply stays on screen meanwhile.
  const read = useReadRecipe(finished && !streaming ? text : null);
  const recipe = read ?? null;
  const last = lastStage(recipe?.ingredients.length ?? 0);
  const stage = useReveal(recipe, last);
  const controlsShown = stage >= REVEAL.CONTROLS;
  // Ingredient lines with their marks so far (none before the marks' first stage).
  const markedLines = stage >= REVEAL.MARKS ? (stage - REVEAL.MARKS + 1) * MARK_LINES : 0;
  const base = recipe ? servingsAsWritten(recipe, preferredServings) : 0;
  // The panel holds the choice, for this reply only: a new reply comes with none, as written.
  const scale = choice ?? asWritten(base);
  const { servingsInput, servings, units, listOpen } = scale;

  const adapted = useMemo(() => (recipe ? adaptedFor(text, recipe, { servings, units }, base) : null), [text, recipe, servings, units, base]);
  const marks = useMemo(() => (recipe && controlsShown ? haveOrNeed(recipe, visitorIngredients, pantry) : []), [recipe, visitorIngredients, pantry, controlsShown]);
  // Built once the reply has ended, when the check and the kitchen first need it: not in the frame that
  // shows a reply's first words (3.5–4.4 ms of it at 4× CPU, BENCHMARKS.md §12).
  const ended = finished && !streaming;
  const avoidance = useMemo(() => (ended ? avoidanceFor(avoid, diets) : null), [ended, avoid, diets]);
  // Once the reply has ended, whoever wrote it: a reply that is not a recipe is read as prose.
  const check = useMemo<RecipeCheck>(() => (avoidance ? checkRecipe(text, recipe, avoidance) : NOTHING_FOUND), [text, recipe, avoidance]);
  // Marks are placed by where each ingredient's (and step's) list item starts in the markdown shown.
  const decorateItem = useMemo<DecorateItem | undefined>(() => {
    if (!adapted || !recipe || markedLines === 0) return undefined;
    const marked = adapted.ingredientStarts.slice(0, markedLines);
    const markAt = new Map(marked.map((start, index) => [start, marks[index] ?? "need"]));
    const avoidAt = new Map(marked.map((start, index) => [start, check.ingredients[index]]));
    const lastIngredient = Math.max(0, ...adapted.ingredientStarts);
    const ingredientAt = new Set(adapted.ingredientStarts);
    stepStarts(text, adapted.markdown, recipe, units, lastIngredient).forEach((start, index) => {
      if (start >= 0 && !ingredientAt.has(start)) avoidAt.set(start, check.steps[index]);
    });
    return (offset: number) => {
      const mark = markAt.get(offset);
      const avoided = avoidAt.get(offset);
      if (!mark && !avoided?.length) return null;
      return (
        <>
          {mark && <span className={`ingredient-mark mark-${mark}`}> — {MARK_TEXT[mark]}</span>}
          <AvoidMark findings={avoided} />
        </>
      );
    };
  }, [adapted, marks, check, recipe, text, units, markedLines]);

  // Once the recipe is read: what comes before its ingredients, then the ingredients beside the method (on a
  // wide screen), each part a parent of its own in the one renderer the reply streamed into.
  const columns = adapted?.sections && atLineStarts(adapted.markdown, adapted.sections) ? adapted.sections : null;
  useScrollableTables(toolsRef, finished && !streaming);

  function handleServingsInput(value: string) {
    // What the cook typed stays in the box; the recipe follows only a usable number.
    onChoose({ ...scale, servingsInput: value, ...(servingsProblem(value) === "" ? { servings: Number(value) } : {}) });
  }

  const shoppingListId = `${id}-shopping`;
  const toggleList = () => onChoose({ ...scale, listOpen: !listOpen });
  // The reply keeps its element from its first words on (its key), and its blocks theirs: once read, the
  // header and actions come after what comes before the ingredients (the title, the introduction), and
  // the ingredients and method it streamed in their parts stay as drawn (`sections`, recipe-markdown.tsx).
  // Capped here already while it is the reply itself or as written (the renderer caps only what the tools rewrote).
  const markdown = adapted?.markdown ?? text;
  // A reply that ended before its end (stopped, cut off, broken off) shows no heading or label it closes
  // on with nothing under it: "## Steps" with no steps promised what never came. Only what follows the
  // last part with something in it goes, so every offset before it (the marks') stays.
  const unfinished = ended && unfinishedBecause(ending) !== null;
  const drawn = useMemo(() => (unfinished ? withoutOpenEnding(markdown) : markdown), [unfinished, markdown]);
  const asStreamed = drawn === text;
  // Read with the recipe, once the reply has ended: not at every chunk of a long reply.
  const heading = useMemo(() => (recipe ? toolHeading(text) : "h3"), [recipe, text]);
  const replyMarkdown = (between: ReactNode) => (
    <RecipeMarkdown key="reply" text={drawn} capped={asStreamed ? cap.lineage() : undefined} streaming={streaming} decorateItem={decorateItem} sections={adapted ? columns : undefined} read={adapted !== null} between={between} />
  );
  let children: ReactNode[];
  // A recipe is read only once the reply has ended, so it comes with the check of what to avoid.
  if (recipe && adapted && avoidance) {
    const controls = !controlsShown ? [] : [
      <RecipeControls
        key="controls"
        recipe={recipe}
        adapted={adapted}
        marks={marks}
        header={{
          servingsInput,
          servings,
          base,
          units,
          time: statedTime(recipe),
          shoppingListId,
          shoppingListOpen: listOpen,
          onToggleShoppingList: toggleList,
          onServingsInput: handleServingsInput,
          onUnits: (next) => onChoose({ ...scale, units: next }),
        }}
        kitchen={{
          text,
          recipe,
          adapted,
          servings,
          baseServings: base,
          unfinished: unfinishedBecause(ending),
          avoidance,
          check,
          reply: actions,
          shoppingListId,
          shoppingListOpen: listOpen,
          onToggleShoppingList: toggleList,
          heading,
        }}
      />,
    ];
    // A recipe read out of order (ingredients after the method, say) keeps one column, the header above it.
    children = columns ? [replyMarkdown(controls)] : [...controls, replyMarkdown(null)];
    if (stage >= last) children.push(<NutritionSection key="nutrition" recipe={recipe} baseServings={base} servings={servings} unfinished={unfinishedBecause(ending)} heading={heading} />);
  } else {
    // The reply's actions after it once it is known not to be a recipe (a recipe's come with its tools, above).
    children = [replyMarkdown(null), actions && finished && read === null && <RecipeActions key="actions" reply={actions} />];
  }

  return (
    // Busy until every stage is on screen, so a screen reader hears the tools once, not a stage at a time.
    <div className="recipe-tools" ref={toolsRef} aria-busy={recipe !== null && stage < last ? true : undefined}>
      {ended && listed.some((entry) => avoidanceIn(entry) !== null) && (
        <p className="recipe-note">Read from your list as things to avoid: {joinWords(listed.map(avoidanceIn).filter((thing) => thing !== null))}.</p>
      )}
      <AvoidAlert check={check} onAskAgain={onAskAgainWithout ? (leaveOut) => onAskAgainWithout(avoidingAlso(avoid, leaveOut)) : null} />
      {children}
    </div>
  );
}

export default RecipeTools;

// What Copy, Share and Download give for a choice made here: the panel reaches it through this module
// once loaded (fetch-ahead.ts).
export { shownText } from "./recipe-choice.ts";
