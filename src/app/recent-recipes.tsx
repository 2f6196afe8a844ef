import { useEffect, useEffectEvent, useId } from "react";
import type { UnderstoodRecipe } from "../recipe/recipe-model.ts";
import { canReadInWorker, readHere, readRecipe } from "./read-recipe.ts";
import { MAX_TITLE_CHARS, type Reading, type SavedRecipe, type Stored } from "./storage.ts";

export type RecentRecipesProps = {
  history: SavedRecipe[];
  onOpen: (recipe: SavedRecipe) => void;
  onDelete: (recipe: SavedRecipe) => void;
  /**
   * Keeps what the reader made of recipes read here. It takes the page's own state update (the
   * record in, the record out) so that applying readings is code of this module, not of the first screen.
   */
  onReadings: (update: (stored: Stored) => Stored) => void;
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

const EXCERPT_CHARS = 60;

/** The reply's first line as plain words, shortened: what names a reply the reader found no title in. */
function firstWords(text: string): string {
  const line = text.split("\n").find((candidate) => /[\p{L}\p{N}]/u.test(candidate)) ?? "";
  const plain = line
    .replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)*/, "")
    .replace(/[*_`[\]#]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...plain];
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS - 1).join("").trimEnd()}…` : plain;
}

/** What the reader made of a reply, as it is kept. */
export function readingOf(recipe: UnderstoodRecipe | null): Reading {
  const title = recipe?.title?.replace(/\s+/g, " ").trim() ?? "";
  return { title: title !== "" && title.length <= MAX_TITLE_CHARS ? title : null, recipe: recipe !== null };
}

/** The name a kept recipe is listed under: the title the reader read, else its first words. */
export function recentTitle(recipe: Pick<SavedRecipe, "text" | "reading">): string {
  return recipe.reading?.title ?? (firstWords(recipe.text) || "Untitled reply");
}

/** What a kept reply is not, when it is not a whole recipe; null for a finished recipe (or one not yet read). */
export function recentMark(recipe: Pick<SavedRecipe, "finishReason" | "reading">): string | null {
  switch (recipe.finishReason) {
    case "stopped":
      return "Stopped before the end";
    case "length":
      return "Cut off before the end";
    case "interrupted":
      return "Broken off before the end";
    default:
      return recipe.reading?.recipe === false ? "Not a recipe" : null;
  }
}

function withReadings(stored: Stored, readings: ReadonlyMap<string, Reading>): Stored {
  const read = (recipe: SavedRecipe): SavedRecipe => {
    const reading = readings.get(recipe.id);
    return reading ? { ...recipe, reading } : recipe;
  };
  return { ...stored, recipe: stored.recipe && read(stored.recipe), history: stored.history.map(read) };
}

/**
 * Reads the kept replies that have not been read yet (kept before titles were read, or just now),
 * once each: in the reader's worker, which the recipe tools have usually just asked the same thing
 * (read-recipe.ts keeps its last answers); where there is no worker (jsdom), at once.
 */
function useReadings(history: readonly SavedRecipe[], onReadings: RecentRecipesProps["onReadings"]): void {
  const keep = useEffectEvent((readings: [string, Reading][]) => onReadings((stored) => withReadings(stored, new Map(readings))));
  useEffect(() => {
    const unread = history.filter((recipe) => recipe.reading === undefined);
    if (unread.length === 0) return;
    if (!canReadInWorker()) {
      keep(unread.map((recipe) => [recipe.id, readingOf(readHere(recipe.text))]));
      return;
    }
    let current = true;
    void Promise.all(unread.map(async (recipe): Promise<[string, Reading]> => [recipe.id, readingOf(await readRecipe(recipe.text))])).then((readings) => {
      if (current) keep(readings);
    });
    return () => {
      current = false;
    };
  }, [history]);
}

/** The list itself; loaded once there is a recipe to list. */
export function RecentRecipes({ history, onOpen, onDelete, onReadings }: RecentRecipesProps) {
  useReadings(history, onReadings);
  // Kept ids are any string; the marks' ids are the page's own.
  const markIds = useId();
  return (
    <section className="recent-recipes" aria-labelledby="recent-heading">
      <h2 id="recent-heading">Recent recipes</h2>
      <ul>
        {history.map((recipe, index) => {
          const title = recentTitle(recipe);
          const mark = recentMark(recipe);
          const markId = `${markIds}-${index}`;
          return (
            <li key={recipe.id}>
              <div>
                <button
                  type="button"
                  className="link-like"
                  onClick={() => onOpen(recipe)}
                  aria-label={`Open ${title}`}
                  {...(mark ? { "aria-describedby": markId } : {})}
                >
                  {title}
                </button>
                {mark && (
                  <p className="recent-mark" id={markId}>
                    {mark}
                  </p>
                )}
                <p className="recent-meta">
                  {recipe.ingredients.length > 0 ? `${recipe.ingredients.join(", ")} · ` : "Shared with you · "}
                  <time dateTime={new Date(recipe.savedAt).toISOString()}>{formatSavedAt(recipe.savedAt)}</time>
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
