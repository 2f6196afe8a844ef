import type { Ending } from "./recipe-state.ts";

/**
 * Why a reply is not a whole recipe, in the cook's words, or null when it ended on its own. A reply
 * stopped by the cook, cut off at the model's length limit or broken off by an error still gets the
 * tools, but they say it is incomplete: the shopping list and cook mode cover only what was written.
 */
export function unfinishedBecause(ending: Ending | null | undefined): string | null {
  switch (ending) {
    case "stopped":
      return "you stopped the chef before it ended";
    case "length":
      return "it was cut off at the model's length limit";
    case "interrupted":
      return "it broke off before the end";
    default:
      return null;
  }
}
