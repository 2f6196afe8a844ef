import { createElement, Fragment, lazy } from "react";
import { LazyRecipeMarkdown } from "./load-markdown.ts";
import { lazyModule, onDemand } from "./on-demand.ts";
import { importRecipeTools } from "./on-demand-parts.ts";
import type { RecipeToolsProps } from "./recipe-tools.tsx";

// The tools (and the recipe reader under them) load on demand, fetched ahead with the renderer once a
// recipe can be asked for, and warmed up in idle time. They show the reply from its first words, so
// that finishing it adds the tools around the recipe on screen instead of rendering it anew.
export const tools = onDemand(importRecipeTools);

// If the tools cannot be fetched, the recipe still shows, formatted as before, without them (and with
// the reply's own actions after it).
function WithoutTools({ text, generation, streaming = false, withoutTools = null }: RecipeToolsProps) {
  return createElement(Fragment, null, createElement(LazyRecipeMarkdown, { text, generation, streaming }), withoutTools);
}

export const LazyRecipeTools = lazy(() => lazyModule(tools, { default: WithoutTools }));

export function preloadRecipeTools(): void {
  tools.load().catch(() => undefined);
}
