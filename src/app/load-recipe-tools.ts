import { createElement, lazy, type ComponentType } from "react";
import type { IdleStep } from "./idle.ts";
import { LazyRecipeMarkdown } from "./load-markdown.ts";
import { lazyModule, onDemand } from "./on-demand.ts";
import type { RecipeToolsProps } from "./recipe-tools.tsx";

type Tools = { default: ComponentType<RecipeToolsProps>; warmUpSteps: readonly IdleStep[] };

// The tools (and the recipe reader under them) load on demand, fetched ahead with the renderer once a
// recipe can be asked for, and warmed up in idle time. They show the reply from its first words, so
// that finishing it adds the tools around the recipe on screen instead of rendering it anew.
const tools = onDemand<Tools>(() => import("./recipe-tools.tsx"));

// If the tools cannot be fetched, the recipe still shows, formatted as before, without them.
function WithoutTools({ text, streaming = false }: RecipeToolsProps) {
  return createElement(LazyRecipeMarkdown, { text, streaming });
}

export const LazyRecipeTools = lazy(() => lazyModule(tools, { default: WithoutTools, warmUpSteps: [] }));

export function preloadRecipeTools(): void {
  tools.load().catch(() => undefined);
}

// The nutrition table (USDA SR28, built by scripts/build-nutrition.ts) is a chunk of its own, fetched when
// a recipe's nutrition is first shown. Its loader lives here, beside the tools' own, because Rolldown
// (1.2) splits shared modules out of the entry once a lazily loaded chunk loads another one itself: an
// import() inside the tools cost the first screen two extra requests and 0.6 kB; this line costs 42 bytes.
export const nutritionTable = onDemand(() => import("../food/nutrition.generated.json"));
