import { withListAvoidances } from "../core/list-avoidances.ts";
import type { Preferences } from "../core/preferences.ts";
import { answerFromCookbook } from "./match.ts";

/**
 * A cookbook answer as the pieces of a stream, so the page handles it exactly like an AI reply
 * (line by line: instant, but still incremental for the renderer).
 */
export function cookbookPieces(
  ingredients: readonly string[],
  attempt: number,
  preferences: Pick<Preferences, "diets"> & Partial<Pick<Preferences, "servings" | "minutes" | "avoid">>,
  pantry?: readonly string[],
): string[] {
  const said = withListAvoidances(ingredients, preferences.avoid ?? "");
  const { markdown } = answerFromCookbook(said.ingredients, {
    attempt,
    diets: preferences.diets,
    servings: preferences.servings ?? null,
    minutes: preferences.minutes ?? null,
    avoid: said.avoid,
    ...(pantry ? { pantry } : {}),
  });
  return markdown.match(/[^\n]*\n|[^\n]+$/g) ?? [markdown];
}
