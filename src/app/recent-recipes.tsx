import { recipeTitle, type SavedRecipe } from "./storage.ts";

export type RecentRecipesProps = {
  history: SavedRecipe[];
  onOpen: (recipe: SavedRecipe) => void;
  onDelete: (recipe: SavedRecipe) => void;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The list itself; loaded once there is a recipe to list. */
export function RecentRecipes({ history, onOpen, onDelete }: RecentRecipesProps) {
  return (
    <section className="recent-recipes" aria-labelledby="recent-heading">
      <h2 id="recent-heading">Recent recipes</h2>
      <ul>
        {history.map((recipe) => {
          const title = recipeTitle(recipe);
          return (
            <li key={recipe.id}>
              <div>
                <button type="button" className="link-like" onClick={() => onOpen(recipe)} aria-label={`Open ${title}`}>
                  {title}
                </button>
                <p className="recent-meta">
                  {recipe.ingredients.join(", ")} · <time dateTime={new Date(recipe.savedAt).toISOString()}>{dateFormat.format(recipe.savedAt)}</time>
                </p>
              </div>
              <button type="button" className="secondary small" onClick={() => onDelete(recipe)} aria-label={`Delete ${title}`}>
                Delete
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default RecentRecipes;
