import { decodeRecipeFragment, type LinkProblem } from "./recipe-link.ts";
import type { SavedRecipe } from "./storage.ts";

export type OpenedLink = { ok: true; recipe: SavedRecipe } | { ok: false; message: string };

const PROBLEMS: Record<LinkProblem, string> = {
  damaged: "This recipe link is damaged or incomplete, so it couldn't be opened. Ask for the link again.",
  "too-large": "This recipe link holds more than a recipe can, so it wasn't opened.",
  unsupported: "This recipe link can't be opened in this browser or this version of AI Chef.",
};

/**
 * The recipe a link carries, as a kept recipe that nobody has kept: made from no list of the
 * visitor's (so have/need and the shopping list compare it with their own), from no known AI (so it
 * is never continued), and written nowhere until the visitor keeps it.
 */
export async function openRecipeLink(hash: string): Promise<OpenedLink> {
  const opened = await decodeRecipeFragment(hash);
  if (!opened.ok) return { ok: false, message: PROBLEMS[opened.problem] };
  const { text, ending } = opened.recipe;
  const savedAt = Date.now();
  return { ok: true, recipe: { id: `shared-${savedAt.toString(36)}`, ingredients: [], text, backend: null, model: null, finishReason: ending, savedAt } };
}

export type SharedNoteProps = {
  /** Keeps the recipe in the visitor's recent recipes (and as their recipe on screen). */
  onKeep: () => void;
  /** Puts the visitor's own recipe (or none) back on screen. */
  onLeave: () => void;
};

/** Says the recipe on screen came by link and is not theirs until they keep it; the way back to their own. */
export function SharedNote({ onKeep, onLeave }: SharedNoteProps) {
  function handleLeave() {
    onLeave();
    // Their own recipe starts with their list.
    document.querySelector<HTMLInputElement>('input[name="ingredient"]')?.focus();
  }
  return (
    <section className="shared-note" aria-labelledby="shared-note-heading">
      <h2 id="shared-note-heading">A recipe shared with you</h2>
      <p>
        It came in the link itself and isn&apos;t saved in this browser. Your own list and recipes are as you left
        them.
      </p>
      <div className="alert-actions">
        <button type="button" onClick={onKeep}>
          Keep in my recipes
        </button>
        <button type="button" className="secondary" onClick={handleLeave}>
          Get my own recipe
        </button>
      </div>
    </section>
  );
}

export default SharedNote;
