import { useEffect, useMemo, useState } from "react";
import { browserStorage } from "./browser.ts";
import { readChoice, writeChoice } from "./kept-choices.ts";
import type { OnDemand } from "./on-demand.ts";
import type { RecipeChoice } from "./recipe-choice.ts";

/**
 * The cook's choice of servings, units and shopping list for the reply on screen; null while the
 * recipe is as written. A choice holds only for the reply it was made for, so a new reply (or the same
 * one continued) starts afresh with no state to reset: nothing is set while a reply streams. The
 * servings and units are kept for that reply across reloads (kept-choices.ts), read once it has ended.
 */
export function useRecipeChoice(reply: string, streaming: boolean): [RecipeChoice | null, (choice: RecipeChoice) => void] {
  const [chosen, setChosen] = useState<{ reply: string; choice: RecipeChoice } | null>(null);
  // Not while it streams: the key hashes the whole reply, and a streaming reply has no tools to choose with.
  const kept = useMemo(() => (streaming ? null : readChoice(browserStorage("localStorage") ?? null, reply)), [reply, streaming]);
  const choose = (choice: RecipeChoice) => {
    setChosen({ reply, choice });
    writeChoice(browserStorage("localStorage") ?? null, reply, choice);
  };
  return [chosen !== null && chosen.reply === reply ? chosen.choice : kept, choose];
}

/** A module loaded on demand, once it has loaded: the component renders again when it arrives (its load is shared, not repeated). */
export function useLoaded<T>(module: OnDemand<T>): T | undefined {
  const [loaded, setLoaded] = useState(() => module.loaded);
  useEffect(() => {
    if (loaded === undefined) module.load().then(setLoaded, () => undefined);
  }, [module, loaded]);
  return loaded ?? module.loaded;
}
