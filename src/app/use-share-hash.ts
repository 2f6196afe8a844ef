import { useEffect, useEffectEvent } from "react";
import { decodeShareFragment, encodeShareFragment, isRecipeLink } from "../core/share-link.ts";

/**
 * The ingredient list lives in the address's fragment, so the address is always a link to share; a
 * shared link opened in this tab (the fragment changed in place) hands its list to `onShared`. A
 * recipe link (`#r1=…`), at start or opened in this tab, goes to `onRecipeLink`; while `holdAddress`
 * (a shared recipe is opening or on screen) the address keeps it, so a reload opens it again.
 */
export function useShareHash(
  ingredients: readonly string[],
  onShared: (shared: string[]) => void,
  onRecipeLink: (hash: string) => void,
  holdAddress: boolean,
): void {
  useEffect(() => {
    if (holdAddress) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}${encodeShareFragment(ingredients)}`);
  }, [ingredients, holdAddress]);

  const handleShared = useEffectEvent(onShared);
  const handleRecipeLink = useEffectEvent(onRecipeLink);
  useEffect(() => {
    const onHashChange = () => {
      const { hash } = window.location;
      if (isRecipeLink(hash)) return handleRecipeLink(hash);
      const shared = decodeShareFragment(hash);
      if (shared) handleShared(shared);
    };
    if (isRecipeLink(window.location.hash)) handleRecipeLink(window.location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
}

/** A list shared in the address the page was opened with, if any: it takes precedence over the stored one. */
export function sharedAtStart(): string[] | null {
  return decodeShareFragment(window.location.hash);
}
