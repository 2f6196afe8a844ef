import { createElement, Fragment, lazy } from "react";
import { renderer } from "./fetch-ahead.ts";
import { lazyModule } from "./on-demand.ts";
import type { RecipeMarkdownProps } from "./recipe-markdown.tsx";

// The markdown renderer as the recipe's panel shows it (fetched ahead by fetch-ahead.ts); this module
// comes with the panel, not with the first screen.

export const PLAIN_RECIPE_NOTE = "The recipe's formatting could not be loaded, so it is shown as plain text. Reloading the page may bring it back.";

// If the renderer cannot be fetched (the connection dropped, or a deploy replaced its hashed file
// under a page left open), the recipe still shows, as the plain text it is, instead of the page failing.
function PlainRecipe({ text }: RecipeMarkdownProps) {
  return createElement(
    Fragment,
    null,
    createElement("p", { className: "recipe-plain" }, text),
    createElement("p", { className: "recipe-note" }, PLAIN_RECIPE_NOTE),
  );
}

// Usually prefetched by now: handing it over synchronously means the first words render formatted
// at once, instead of as raw markdown in the Suspense fallback for React's 300 ms reveal throttle.
export const LazyRecipeMarkdown = lazy(() => lazyModule(renderer, { default: PlainRecipe }));
