import { useRef, useState } from "react";
import { hasEnoughIngredients } from "../core/ingredients.ts";
import chefIcon from "./chef-icon.svg";
import { IngredientForm } from "./ingredient-form.tsx";
import { IngredientsPanel } from "./ingredients-panel.tsx";
import { preloadMarkdown } from "./load-markdown.ts";
import { RecipePanel } from "./recipe-panel.tsx";
import { isBusy, recipeText } from "./recipe-state.ts";
import { useHealth } from "./use-health.ts";
import { useRecipe } from "./use-recipe.ts";

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

function backendLabel(backend: string, model: string): string {
  return backend === "cookbook" ? "Recipes from the built-in cookbook" : `Recipes written by ${model}`;
}

type AppProps = {
  /** Where the API lives; the page's own origin unless embedded elsewhere (or under test). */
  apiOrigin?: string;
};

export function App({ apiOrigin = "" }: AppProps) {
  const [ingredients, setIngredients] = useState<string[]>([]);
  const { state, request } = useRecipe(apiOrigin);
  const health = useHealth(apiOrigin);
  const panelRef = useRef<HTMLElement>(null);
  const text = recipeText(state);
  const busy = isBusy(state);

  function handleAdd(next: string[]) {
    setIngredients(next);
    if (hasEnoughIngredients(next)) preloadMarkdown();
  }

  function handleGetRecipe() {
    request(ingredients, {
      onFirstText: () => {
        requestAnimationFrame(() => panelRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" }));
      },
    });
  }

  return (
    <>
      <header className="app-header">
        <img src={chefIcon} alt="Chef's hat" width={40} height={40} />
        <h1>AI Chef</h1>
      </header>
      <main>
        <IngredientForm ingredients={ingredients} onAdd={handleAdd} />
        {ingredients.length > 0 && (
          <IngredientsPanel ref={panelRef} ingredients={ingredients} busy={busy} onGetRecipe={handleGetRecipe} />
        )}
        <p role="status" className="cooking-status">
          {state.status === "waiting" ? "The chef is cooking up a recipe…" : ""}
        </p>
        {state.status === "failed" && (
          <div role="alert" className="error-alert">
            <p>{state.error.message}</p>
            {hasEnoughIngredients(ingredients) && (
              <button type="button" onClick={handleGetRecipe}>
                Try again
              </button>
            )}
          </div>
        )}
        {text !== "" && (
          <RecipePanel
            text={text}
            streaming={state.status === "streaming"}
            source={state.status === "streaming" || state.status === "done" ? state.source : null}
            finishReason={state.status === "done" ? state.finishReason : null}
          />
        )}
      </main>
      <footer className="app-footer">{health && <p>{backendLabel(health.backend, health.model)}</p>}</footer>
    </>
  );
}
