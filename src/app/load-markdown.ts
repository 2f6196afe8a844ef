import { createElement, Fragment, lazy, type ComponentType } from "react";
import type { IdleStep } from "./idle.ts";
import { lazyModule, onDemand } from "./on-demand.ts";
import { importRecipeMarkdown, importStreamParser } from "./on-demand-parts.ts";
import type { RecipeMarkdownProps } from "./recipe-markdown.tsx";

type Renderer = { default: ComponentType<RecipeMarkdownProps>; warmUpSteps?: readonly IdleStep[] };

// The markdown renderer is most of the page's JavaScript and only a recipe needs it: it loads on
// demand, is fetched ahead as soon as a list is begun, and warms its parser up in idle time, so the
// first reply renders with it already compiled.
const renderer = onDemand<Renderer>(importRecipeMarkdown);

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

export function preloadMarkdown(): void {
  // Only a head start: a failure here is handled when the recipe renders.
  renderer.load().catch(() => undefined);
  importStreamParser().catch(() => undefined);
}
