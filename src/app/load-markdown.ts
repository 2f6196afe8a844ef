import { createElement, Fragment, lazy, type ComponentType } from "react";
import { loadStreamParser } from "./api-client.ts";
import { runWhenIdle, type IdleStep } from "./idle.ts";
import type { RecipeMarkdownProps } from "./recipe-markdown.tsx";
import type { RecipePanelProps } from "./recipe-panel.tsx";

type Renderer = { default: ComponentType<RecipeMarkdownProps>; warmUpSteps?: readonly IdleStep[] };

// The markdown renderer is most of the page's JavaScript and only a recipe needs it: it loads on
// demand, and is fetched ahead as soon as a list is begun.
let loaded: Renderer | undefined;
let loading: Promise<Renderer> | undefined;
const load = () =>
  (loading ??= import("./recipe-markdown.tsx").then(
    (module: Renderer) => {
      // Once, in idle time: the first reply then renders with the parser already compiled.
      runWhenIdle(module.warmUpSteps ?? []);
      return (loaded = module);
    },
    (error: unknown) => {
      // A later attempt (back online, say) may succeed.
      loading = undefined;
      throw error;
    },
  ));

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

/**
 * A module already fetched, handed to React.lazy as a thenable that resolves the moment `then` is
 * called: lazy then renders it without suspending.
 */
export function alreadyLoaded<T>(module: T): Promise<T> {
  return { then: (resolve: (value: T) => void) => resolve(module) } as unknown as Promise<T>;
}

export const LazyRecipeMarkdown = lazy(() =>
  // Usually prefetched by now: handing it over synchronously means the first words render formatted
  // at once, instead of as raw markdown in the Suspense fallback for React's 300 ms reveal throttle.
  loaded ? alreadyLoaded(loaded) : load().catch(() => ({ default: PlainRecipe })),
);

export function preloadMarkdown(): void {
  // Only a head start: a failure here is handled when the recipe renders.
  load().catch(() => undefined);
  loadPanel().catch(() => undefined);
  loadStreamParser().catch(() => undefined);
}

type Panel = { default: ComponentType<RecipePanelProps> };

// The recipe panel (its actions, notes and the thinking disclosure) shows only with a recipe: it
// comes with the renderer, fetched ahead once a list is begun.
let panel: Panel | undefined;
const loadPanel = () => import("./recipe-panel.tsx").then((module: Panel) => (panel = module));

export const LazyRecipePanel = lazy(() => (panel ? alreadyLoaded(panel) : loadPanel()));
