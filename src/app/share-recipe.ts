import { useEffect, useRef } from "react";
import { copyText } from "./browser.ts";
import { downloadFile, fileName } from "./download.ts";
import { readRecipe } from "./read-recipe.ts";
import { encodeRecipeFragment } from "./recipe-link.ts";
import type { Ending } from "./recipe-state.ts";

export type RecipeShare = { title: string; text: string; url: string };

type Prepared = { title: string | null; url: string };

const UNTITLED = "A recipe from AI Chef";

/** This page's address with `recipe` in its fragment: what opens it, anywhere the page is served. */
export async function recipeLink(text: string, ending: Ending): Promise<string> {
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}${await encodeRecipeFragment({ text, ending })}`;
}

/**
 * Shares a recipe the way the device does (the Web Share API: its share sheet, with the title, the
 * text and the link) or, where there is none or it refuses, copies the link. The sentence to show.
 */
export async function shareRecipe(share: RecipeShare): Promise<string> {
  if (typeof navigator.share === "function" && (navigator.canShare?.(share) ?? true)) {
    try {
      await navigator.share(share);
      return "Recipe shared.";
    } catch (error) {
      // The cook closed the share sheet: their own choice, nothing to say.
      if (error instanceof DOMException && error.name === "AbortError") return "";
      // Anything else (no share target, the gesture spent): the link is copied instead.
    }
  }
  return (await copyText(share.url))
    ? "Link copied. Anyone who opens it gets this recipe: it travels in the link itself."
    : "Couldn't copy the link here.";
}

/**
 * Share recipe and Download .md for the recipe shown, both named by the title the recipe reader
 * reads (a heading, a bold first line, a bold name in the first sentence). The title and the link are
 * made ahead, as soon as the recipe is there and whenever what is shown changes, so that a click
 * calls the share sheet at once: browsers allow it only close to the click. Kept in a ref, not in
 * state, as nothing on screen depends on them.
 */
export function useRecipeSharing(text: string, shown: string, ending: Ending | null, ready: boolean): { share: () => Promise<string>; download: () => Promise<void> } {
  const prepared = useRef<{ shown: string; done: Promise<Prepared> } | null>(null);
  const prepare = () => {
    if (prepared.current?.shown === shown) return prepared.current.done;
    const done = Promise.all([readRecipe(text), recipeLink(shown, ending ?? "stop")]).then(([recipe, url]) => ({ title: recipe?.title ?? null, url }));
    prepared.current = { shown, done };
    return done;
  };
  useEffect(() => {
    if (ready) prepare().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- prepare reads exactly these
  }, [ready, text, shown, ending]);
  return {
    share: async () => {
      const { title, url } = await prepare();
      return shareRecipe({ title: title ?? UNTITLED, text: shown, url });
    },
    download: async () => {
      const { title } = await prepare();
      downloadFile(fileName(title ?? "recipe", "md"), "text/markdown;charset=utf-8", shown);
    },
  };
}
