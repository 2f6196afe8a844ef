import { useMemo, useRef, useState } from "react";
import { markText, type Avoidance } from "../food/allergens.ts";
import type { RecipeCheck } from "../recipe/recipe-check.ts";
import { ingredientsInStep } from "../recipe/have-need.ts";
import { toJsonLd } from "../recipe/json-ld.ts";
import type { AdaptedRecipe, UnderstoodRecipe } from "../recipe/recipe-model.ts";
import { CookMode, type CookIngredient, type CookStep } from "./cook-mode.tsx";
import { recipeKey } from "./cook-progress.ts";
import { copyText } from "./browser.ts";
import { downloadFile, fileName } from "./download.ts";
import { cardNutrition } from "./load-nutrition.ts";
import { RecipeActions, type ReplyActions } from "./recipe-actions.tsx";
import { ShoppingList } from "./shopping-list.tsx";
import type { ToolHeading } from "./tool-heading.ts";
import { prepareSound } from "./timer-sound.ts";
import { timerStore, type TimerSpec } from "./timer-store.ts";

type Props = {
  /** The reply as written: its hash keys the cook's ticks and timers. */
  text: string;
  recipe: UnderstoodRecipe;
  adapted: AdaptedRecipe;
  servings: number;
  /** Servings the recipe makes as written (the nutrition estimate's base). */
  baseServings: number;
  /** Why the reply is not a whole recipe ("you stopped the chef before it ended"), or null when it is. */
  unfinished?: string | null;
  /** What the cook must avoid, and where the recipe holds it: marked in the shopping list and cook mode too. */
  avoidance: Avoidance;
  check: RecipeCheck;
  /** What any finished reply offers (another, copy, download), in the same row as the cook's actions. */
  reply: ReplyActions | null;
  /** The shopping list is opened from the actions and from the recipe's header ("3 to buy"). */
  shoppingListId: string;
  shoppingListOpen: boolean;
  onToggleShoppingList: () => void;
  /** What to buy, one "- item" line each (`shoppingList` in src/recipe/have-need.ts). */
  missing: string;
  /** The shopping list's heading level in the panel's outline (`toolHeading`). */
  heading?: ToolHeading;
};

/**
 * What a cook does with the recipe: cook mode and its timers, the shopping list, the recipe card. An
 * unfinished reply is said to be incomplete here, in the shopping list and in cook mode. The timers
 * themselves live above any recipe (./timer-store.ts, shown by the tray ./load-timers.ts mounts).
 */
export function Kitchen({ text, recipe, adapted, servings, baseServings, unfinished = null, avoidance, check, reply, shoppingListId, shoppingListOpen, onToggleShoppingList, missing, heading }: Props) {
  const [cooking, setCooking] = useState(false);
  const startRef = useRef<HTMLButtonElement>(null);
  // Said under the actions' row, in the one place the reply's actions say what they did (recipe-actions.tsx).
  const say = (message: string) => reply?.onStatus(message);

  async function handleCopyList() {
    say((await copyText(missing)) ? "Shopping list copied." : "Couldn't copy here. Select the list and copy it yourself.");
  }

  async function handleDownloadCard() {
    const nutrition = await cardNutrition(recipe, baseServings);
    downloadFile(fileName(recipe.title ?? "recipe", "recipe.json"), "application/ld+json", `${JSON.stringify(toJsonLd(recipe, adapted, servings, nutrition), null, 2)}\n`);
    say("Recipe card downloaded.");
  }

  function handleStartTimer(timer: TimerSpec) {
    prepareSound();
    timerStore.start(timer);
  }

  function handleCloseCookMode() {
    setCooking(false);
    startRef.current?.focus();
  }

  // Which ingredients each step uses is read only while cook mode is open, once per recipe: it weighs
  // every step against every ingredient, and doing it at every render (a timer's tick, the render
  // that first shows the tools) made a 50 ms task of a long recipe's arrival.
  const cookIngredients = useMemo<CookIngredient[]>(
    () =>
      cooking
        ? adapted.ingredientTexts.map((ingredientText, at) => ({
            at,
            text: ingredientText,
            mark: check.ingredients[at]?.length ? markText(check.ingredients[at] ?? []) : undefined,
          }))
        : [],
    [cooking, adapted, check],
  );
  const cookSteps = useMemo<CookStep[]>(
    () =>
      cooking
        ? adapted.stepTexts.map((stepText, index) => ({
            text: stepText,
            ingredients: ingredientsInStep(recipe, index).map((at) => cookIngredients[at] ?? { at, text: "" }),
            avoidMark: check.steps[index]?.length ? markText(check.steps[index] ?? []) : undefined,
          }))
        : [],
    [cooking, recipe, adapted, check, cookIngredients],
  );
  const key = useMemo(() => recipeKey(text), [text]);

  return (
    <>
      {unfinished !== null && (
        <p className="recipe-note recipe-incomplete">
          <strong>Incomplete recipe:</strong> {unfinished}. The shopping list and cook mode cover only what was written.
        </p>
      )}
      <RecipeActions
        reply={reply}
        startRef={startRef}
        kitchen={{ shoppingListId, shoppingListOpen, onStartCooking: () => setCooking(true), onToggleShoppingList, onDownloadCard: handleDownloadCard }}
      />
      {shoppingListOpen && <ShoppingList id={shoppingListId} missing={missing} incomplete={unfinished !== null} onCopy={handleCopyList} avoidance={avoidance} {...(heading ? { heading } : {})} />}
      {cooking && (
        <CookMode
          title={recipe.title ?? "Recipe"}
          recipeKey={key}
          steps={cookSteps}
          ingredients={cookIngredients}
          unfinished={unfinished}
          onClose={handleCloseCookMode}
          onStartTimer={handleStartTimer}
        />
      )}
    </>
  );
}
