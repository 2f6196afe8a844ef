import type { ComponentType } from "react";
import type { IdleStep } from "./idle.ts";
import { onDemand } from "./on-demand.ts";
import { importRecipeMarkdown, importRecipeTools, importStreamParser } from "./on-demand-parts.ts";
import type { RecipeMarkdownProps } from "./recipe-markdown.tsx";

// What a recipe on screen needs, fetched ahead from the first screen as soon as a list is begun. How each
// shows once fetched, and what stands in when it cannot be, is load-markdown.ts's and load-recipe-tools.ts's:
// only the recipe's panel shows them, so they come with it, not with the first screen.

type Renderer = { default: ComponentType<RecipeMarkdownProps>; warmUpSteps?: readonly IdleStep[] };

// The markdown renderer is most of the page's JavaScript and only a recipe needs it: it loads on
// demand, is fetched ahead as soon as a list is begun, and warms its parser up in idle time, so the
// first reply renders with it already compiled.
export const renderer = onDemand<Renderer>(importRecipeMarkdown);

// The tools (and the recipe reader under them) load on demand, fetched ahead with the renderer once a
// recipe can be asked for, and warmed up in idle time.
export const tools = onDemand(importRecipeTools);

export function preloadMarkdown(): void {
  // Only a head start: a failure here is handled when the recipe renders.
  renderer.load().catch(() => undefined);
  importStreamParser().catch(() => undefined);
}

export function preloadRecipeTools(): void {
  tools.load().catch(() => undefined);
}
