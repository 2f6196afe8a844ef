import { lazy, type ComponentType } from "react";
import { preloadMarkdown } from "./fetch-ahead.ts";
import { lazyModule, onDemand } from "./on-demand.ts";
import { importRecipePanel } from "./on-demand-parts.ts";
import type { FramePacer } from "./frame-pacer.ts";
import type { RecipePanelProps } from "./recipe-panel.tsx";

type Panel = { default: ComponentType<RecipePanelProps>; createFramePacer: () => FramePacer };

// The recipe panel (its actions, notes and the thinking disclosure) shows only with a recipe: it
// comes with the renderer, fetched ahead once a list is begun. Its own module, not fetch-ahead.ts:
// the panel imports the renderer's loader, and a loader that loaded the panel back made a cycle.
const panel = onDemand<Panel>(importRecipePanel);

/**
 * A reply's frame pacer (frame-pacer.ts), which comes with the panel, fetched ahead once a list is begun:
 * it is code no visitor needs before the first words (287 B gzip of the first screen's script). Until the panel
 * has loaded, a frame hands over 512 characters.
 */
export const createPacer = (): FramePacer => panel.loaded?.createFramePacer() ?? { chars: () => 512, took() {} };

export const LazyRecipePanel = lazy(() => lazyModule(panel));

/** The renderer and the panel, ahead of the first recipe. */
export function preloadRecipePanel(): void {
  preloadMarkdown();
  // Only a head start: a failure here is handled when the panel renders.
  panel.load().catch(() => undefined);
}
