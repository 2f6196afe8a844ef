import { lazy, type ComponentType } from "react";
import { preloadMarkdown } from "./load-markdown.ts";
import { lazyModule, onDemand } from "./on-demand.ts";
import { importRecipePanel } from "./on-demand-parts.ts";
import type { RecipePanelProps } from "./recipe-panel.tsx";

type Panel = { default: ComponentType<RecipePanelProps> };

// The recipe panel (its actions, notes and the thinking disclosure) shows only with a recipe: it
// comes with the renderer, fetched ahead once a list is begun. Its own module, not load-markdown.ts:
// the panel imports the renderer's loader, and a loader that loaded the panel back made a cycle.
const panel = onDemand<Panel>(importRecipePanel);

export const LazyRecipePanel = lazy(() => lazyModule(panel));

/** The renderer and the panel, ahead of the first recipe. */
export function preloadRecipePanel(): void {
  preloadMarkdown();
  // Only a head start: a failure here is handled when the panel renders.
  panel.load().catch(() => undefined);
}
