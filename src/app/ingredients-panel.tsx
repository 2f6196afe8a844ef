import type { Ref } from "react";
import { hasEnoughIngredients } from "../core/ingredients.ts";

type Props = {
  ingredients: string[];
  busy: boolean;
  onGetRecipe: () => void;
  ref?: Ref<HTMLElement>;
};

export function IngredientsPanel({ ingredients, busy, onGetRecipe, ref }: Props) {
  return (
    <section className="ingredients-panel" ref={ref} aria-labelledby="ingredients-heading">
      <h2 id="ingredients-heading">Ingredients on hand:</h2>
      <ul className="ingredients-list" aria-live="polite">
        {ingredients.map((ingredient) => (
          // Ingredients are unique case-insensitively, so the lower-cased name is a stable key.
          <li key={ingredient.toLocaleLowerCase()}>{ingredient}</li>
        ))}
      </ul>
      {hasEnoughIngredients(ingredients) && (
        <div className="get-recipe-container">
          <div>
            <h3>Ready for a recipe?</h3>
            <p>Generate a recipe from your list of ingredients.</p>
          </div>
          <button type="button" onClick={onGetRecipe} disabled={busy}>
            Get a recipe
          </button>
        </div>
      )}
    </section>
  );
}
