import { createElement, Fragment, lazy } from "react";
import { tools } from "./fetch-ahead.ts";
import { LazyRecipeMarkdown } from "./load-markdown.ts";
import { lazyModule } from "./on-demand.ts";
import type { RecipeToolsProps } from "./recipe-tools.tsx";

// The tools as the recipe's panel shows them (fetched ahead by fetch-ahead.ts); this module comes with the
// panel, not with the first screen. They show the reply from its first words, so that finishing it adds the
// tools around the recipe on screen instead of rendering it anew.

// If the tools cannot be fetched, the recipe still shows, formatted as before, without them (and with
// the reply's own actions after it).
function WithoutTools({ text, generation, streaming = false, withoutTools = null }: RecipeToolsProps) {
  return createElement(Fragment, null, createElement(LazyRecipeMarkdown, { text, generation, streaming }), withoutTools);
}

export const LazyRecipeTools = lazy(() => lazyModule(tools, { default: WithoutTools }));
