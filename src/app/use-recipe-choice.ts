import { useEffect, useMemo, useRef, useState } from "react";
import { browserStorage } from "./browser.ts";
import { carryProgress, recipeKey } from "./cook-progress.ts";
import { readChoice, writeChoice } from "./kept-choices.ts";
import type { OnDemand } from "./on-demand.ts";
import type { RecipeChoice } from "./recipe-choice.ts";

/**
 * The cook's choice of servings, units and shopping list for the reply on screen; null while the
 * recipe is as written. A continued recipe is the same recipe: the choice made for its cut-off text, or
 * kept for it from before a reload, holds once the rest has arrived, and is kept under its whole text.
 * Nothing is chosen while a reply streams. The servings and units are kept for that reply across
 * reloads (kept-choices.ts), read once it has ended.
 */
export function useRecipeChoice(reply: string, streaming: boolean): [RecipeChoice | null, (choice: RecipeChoice) => void] {
  const [chosen, setChosen] = useState<{ reply: string; choice: RecipeChoice } | null>(null);
  // Not while it streams: the key hashes the whole reply, and a streaming reply has no tools to choose with.
  const kept = useMemo(() => (streaming ? null : readChoice(browserStorage("localStorage") ?? null, reply)), [reply, streaming]);
  const own = chosen !== null && chosen.reply === reply ? chosen.choice : kept;
  // A choice kept from before a reload is this panel's from now on, so that it too holds when the reply is continued.
  if (own !== null && own !== chosen?.choice) setChosen({ reply, choice: own });
  // The reply continued (a continuation appends to the text it was sent, even after a retract) and ended with no
  // choice of its own: the one shown before it continued. A recipe reopened in its place is another recipe.
  const carried = own === null && !streaming && chosen !== null && reply.startsWith(chosen.reply) ? chosen.choice : null;
  useEffect(() => {
    if (carried !== null) writeChoice(browserStorage("localStorage") ?? null, reply, carried);
  }, [reply, carried]);
  const choose = (choice: RecipeChoice) => {
    setChosen({ reply, choice });
    writeChoice(browserStorage("localStorage") ?? null, reply, choice);
  };
  return [own ?? carried, choose];
}

/**
 * Cook mode's ticks follow a continued recipe as its choice does: when a reply ends that continues the one that ended
 * before it in this panel (it begins with that text), the progress kept for the text before is kept for the whole.
 */
export function useProgressCarried(reply: string, streaming: boolean): void {
  const before = useRef<string | null>(null);
  useEffect(() => {
    if (streaming) return;
    const from = before.current;
    before.current = reply;
    if (from !== null && from !== reply && reply.startsWith(from)) carryProgress(browserStorage("localStorage") ?? null, recipeKey(from), recipeKey(reply));
  }, [reply, streaming]);
}

/** A module loaded on demand, once it has loaded: the component renders again when it arrives (its load is shared, not repeated). */
export function useLoaded<T>(module: OnDemand<T>): T | undefined {
  const [loaded, setLoaded] = useState(() => module.loaded);
  useEffect(() => {
    if (loaded === undefined) module.load().then(setLoaded, () => undefined);
  }, [module, loaded]);
  return loaded ?? module.loaded;
}
