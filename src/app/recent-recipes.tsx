import { recipeTitle, type SavedRecipe } from "./storage.ts";

export type RecentRecipesProps = {
  history: SavedRecipe[];
  onOpen: (recipe: SavedRecipe) => void;
  onDelete: (recipe: SavedRecipe) => void;
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * When a recipe was kept, in local time, as the page's English reads it: "25 Nov 2026, 14:05".
 * Written out rather than with Intl.DateTimeFormat, whose first use loads the browser's date data in
 * one 60-70 ms task on a slow phone, at the moment a finished recipe is first kept.
 */
export function formatSavedAt(savedAt: number): string {
  const date = new Date(savedAt);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getDate()} ${MONTHS[date.getMonth()] ?? ""} ${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

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
                  {recipe.ingredients.join(", ")} · <time dateTime={new Date(recipe.savedAt).toISOString()}>{formatSavedAt(recipe.savedAt)}</time>
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
