import type { Ref } from "react";

type Props = {
  startRef: Ref<HTMLButtonElement>;
  shoppingListId: string;
  shoppingListOpen: boolean;
  onStartCooking: () => void;
  onToggleShoppingList: () => void;
  onDownloadCard: () => void;
};

/** What a cook does with a recipe once it reads as one. */
export function RecipeActions({ startRef, shoppingListId, shoppingListOpen, onStartCooking, onToggleShoppingList, onDownloadCard }: Props) {
  return (
    <div className="recipe-actions">
      <button ref={startRef} type="button" onClick={onStartCooking}>
        Start cooking
      </button>
      <button type="button" className="secondary" aria-expanded={shoppingListOpen} aria-controls={shoppingListId} onClick={onToggleShoppingList}>
        Shopping list
      </button>
      <button type="button" className="secondary" onClick={onDownloadCard}>
        Download recipe card
      </button>
    </div>
  );
}
