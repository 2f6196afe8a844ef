import { useRef, useState } from "react";
import { hasEnoughIngredients, MIN_INGREDIENTS_FOR_RECIPE } from "../core/ingredients.ts";

type Props = {
  ingredients: string[];
  busy: boolean;
  onGetRecipe: () => void;
  onRemove: (ingredient: string) => void;
  onClear: () => void;
  onShare: () => void;
};

/** What is still missing before a recipe can be asked for: "Add one more ingredient…", "Add 2 more ingredients…". */
export function moreNeeded(count: number): string {
  const more = MIN_INGREDIENTS_FOR_RECIPE - count;
  return more === 1 ? "Add one more ingredient to ask for a recipe." : `Add ${more} more ingredients to ask for a recipe.`;
}

export function IngredientsPanel({ ingredients, busy, onGetRecipe, onRemove, onClear, onShare }: Props) {
  const [confirmingClear, setConfirmingClear] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  function handleRemove(ingredient: string, index: number) {
    onRemove(ingredient);
    // Keep keyboard focus in the list: on the item that moved into this place, else the one before.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)];
      if (next) next.focus();
      else document.querySelector<HTMLInputElement>('input[name="ingredient"]')?.focus();
    });
  }

  function handleConfirmClear() {
    setConfirmingClear(false);
    onClear();
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="ingredient"]')?.focus());
  }

  return (
    <section className="ingredients-panel" aria-labelledby="ingredients-heading">
      <div className="panel-heading">
        <h2 id="ingredients-heading">Ingredients on hand:</h2>
        <div className="panel-actions">
          <button type="button" className="secondary small" onClick={onShare}>
            Share list
          </button>
          {!confirmingClear && (
            <button type="button" className="secondary small" onClick={() => setConfirmingClear(true)}>
              Clear list
            </button>
          )}
        </div>
      </div>
      {confirmingClear && (
        <div className="confirm-clear" role="group" aria-label="Confirm clearing the list">
          <p>Clear all {ingredients.length} ingredients and the recipe?</p>
          <button type="button" onClick={handleConfirmClear}>
            Yes, clear the list
          </button>
          <button type="button" className="secondary" autoFocus onClick={() => setConfirmingClear(false)}>
            Keep my list
          </button>
        </div>
      )}
      <ul className="ingredients-list" aria-live="polite" ref={listRef}>
        {ingredients.map((ingredient, index) => (
          // Ingredients are unique case-insensitively, so the lower-cased name is a stable key.
          <li key={ingredient.toLocaleLowerCase()}>
            <span>{ingredient}</span>
            <button
              type="button"
              className="remove"
              aria-label={`Remove ${ingredient}`}
              title={`Remove ${ingredient}`}
              onClick={() => handleRemove(ingredient, index)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {!hasEnoughIngredients(ingredients) && <p className="more-needed">{moreNeeded(ingredients.length)}</p>}
      {hasEnoughIngredients(ingredients) && (
        <div className="get-recipe-container">
          <div>
            <h3>Ready for a recipe?</h3>
            <p>Generate a recipe from your list of ingredients.</p>
          </div>
          {/* aria-disabled, not disabled: a disabled button drops the focus of the keyboard cook who just pressed it. */}
          <button type="button" onClick={busy ? undefined : onGetRecipe} aria-disabled={busy} aria-keyshortcuts="Control+Enter Meta+Enter">
            Get a recipe
          </button>
        </div>
      )}
    </section>
  );
}
