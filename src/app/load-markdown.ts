import { lazy } from "react";

// The markdown renderer is most of the page's JavaScript and only a recipe needs it: it loads on
// demand, and is fetched ahead as soon as the call to action can appear.
const load = () => import("./recipe-markdown.tsx");

export const LazyRecipeMarkdown = lazy(load);

export function preloadMarkdown(): void {
  void load();
}
