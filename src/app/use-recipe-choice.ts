import { useState } from "react";
import type { RecipeChoice } from "./recipe-choice.ts";

/**
 * The cook's choice of servings, units and shopping list for the reply on screen; null while the
 * recipe is as written. A choice holds only for the reply it was made for, so a new reply (or the same
 * one continued) starts afresh with no state to reset: nothing is set while a reply streams.
 */
export function useRecipeChoice(reply: string): [RecipeChoice | null, (choice: RecipeChoice) => void] {
  const [chosen, setChosen] = useState<{ reply: string; choice: RecipeChoice } | null>(null);
  return [chosen !== null && chosen.reply === reply ? chosen.choice : null, (choice) => setChosen({ reply, choice })];
}
