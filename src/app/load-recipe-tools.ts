import { createElement, lazy, type ComponentType } from "react";
import { LazyRecipeMarkdown } from "./load-markdown.ts";
import type { RecipeToolsProps } from "./recipe-tools.tsx";

type Tools = { default: ComponentType<RecipeToolsProps> };

// Only a finished recipe needs the tools (and the recipe reader under them): they load on demand,
// fetched ahead while the reply is still streaming.
let loaded: Tools | undefined;
const load = () => import("./recipe-tools.tsx").then((module: Tools) => (loaded = module));

// If the tools cannot be fetched, the recipe still shows, formatted as before, without them.
function WithoutTools({ text }: RecipeToolsProps) {
  return createElement(LazyRecipeMarkdown, { text, streaming: false });
}

function alreadyLoaded(tools: Tools): Promise<Tools> {
  return { then: (resolve: (value: Tools) => void) => resolve(tools) } as unknown as Promise<Tools>;
}

export const LazyRecipeTools = lazy(() => (loaded ? alreadyLoaded(loaded) : load().catch(() => ({ default: WithoutTools }))));

export function preloadRecipeTools(): void {
  load().catch(() => undefined);
}
