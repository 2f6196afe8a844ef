import { createElement, lazy, type ComponentType } from "react";
import { runWhenIdle, type IdleStep } from "./idle.ts";
import { alreadyLoaded, LazyRecipeMarkdown } from "./load-markdown.ts";
import type { RecipeToolsProps } from "./recipe-tools.tsx";

type Tools = { default: ComponentType<RecipeToolsProps>; warmUpSteps: readonly IdleStep[] };

// The tools (and the recipe reader under them) load on demand, fetched ahead with the renderer once a
// recipe can be asked for, and warmed up in idle time. They show the reply from its first words, so
// that finishing it adds the tools around the recipe on screen instead of rendering it anew.
let loaded: Tools | undefined;
let loading: Promise<Tools> | undefined;
const load = () =>
  (loading ??= import("./recipe-tools.tsx").then(
    (module: Tools) => {
      runWhenIdle(module.warmUpSteps);
      return (loaded = module);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

// If the tools cannot be fetched, the recipe still shows, formatted as before, without them.
function WithoutTools({ text, streaming = false }: RecipeToolsProps) {
  return createElement(LazyRecipeMarkdown, { text, streaming });
}

export const LazyRecipeTools = lazy(() => (loaded ? alreadyLoaded(loaded) : load().catch(() => ({ default: WithoutTools, warmUpSteps: [] }))));

export function preloadRecipeTools(): void {
  load().catch(() => undefined);
}
