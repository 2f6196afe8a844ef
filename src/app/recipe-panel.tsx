import { Suspense } from "react";
import { LazyRecipeMarkdown } from "./load-markdown.ts";
import type { Source } from "./recipe-state.ts";

type Props = {
  text: string;
  streaming: boolean;
  source: Source | null;
  finishReason: "stop" | "length" | "stopped" | null;
};

export function RecipePanel({ text, streaming, source, finishReason }: Props) {
  return (
    <section className="suggested-recipe-container" aria-live="polite" aria-busy={streaming} aria-labelledby="recipe-heading">
      <h2 id="recipe-heading">Chef recommends</h2>
      <Suspense fallback={<p className="recipe-plain">{text}</p>}>
        <LazyRecipeMarkdown text={text} streaming={streaming} />
      </Suspense>
      {finishReason === "length" && (
        <p className="recipe-note">The reply was cut short at its length limit, so the recipe may be incomplete. Ask again for another.</p>
      )}
      {finishReason === "stopped" && <p className="recipe-note">You stopped the chef; this is the recipe so far.</p>}
      {source?.backend === "cookbook" && (
        <p className="recipe-source">
          From AI Chef&apos;s built-in cookbook. To have an AI write recipes, the operator sets HF_TOKEN or AI_CHEF_BASE_URL.
        </p>
      )}
    </section>
  );
}
