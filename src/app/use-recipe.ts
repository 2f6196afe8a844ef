import { useCallback, useEffect, useReducer, useRef } from "react";
import { streamRecipe } from "./api-client.ts";
import { initialRecipeState, recipeReducer, type RecipeState } from "./recipe-state.ts";

export type RequestOptions = { attempt?: number; onFirstText?: () => void };

/** The recipe request: started from a click, superseded or abandoned requests aborted. */
export function useRecipe(apiOrigin = "", initial: RecipeState = initialRecipeState) {
  const [state, dispatch] = useReducer(recipeReducer, initial);
  const controllerRef = useRef<AbortController | null>(null);

  const request = useCallback((ingredients: string[], options: RequestOptions = {}) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    dispatch({ type: "start", ingredients });
    let sawText = false;
    void streamRecipe(
      { ingredients, ...(options.attempt ? { attempt: options.attempt } : {}) },
      (event) => {
        if (controller.signal.aborted) return;
        dispatch({ type: "event", event });
        if (event.type === "text" && !sawText) {
          sawText = true;
          options.onFirstText?.();
        }
      },
      controller.signal,
      apiOrigin,
    ).finally(() => {
      if (controllerRef.current === controller) controllerRef.current = null;
    });
  }, [apiOrigin]);

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    dispatch({ type: "stop" });
  }, []);

  const restore = useCallback((next: RecipeState) => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    dispatch({ type: "restore", state: next });
  }, []);

  // Leaving the page (or unmounting) abandons the request; the server then aborts upstream.
  useEffect(() => () => controllerRef.current?.abort(), []);

  return { state, request, stop, restore };
}
