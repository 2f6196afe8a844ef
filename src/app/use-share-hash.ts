import { useEffect, useEffectEvent } from "react";
import { decodeShareFragment, encodeShareFragment } from "../core/share-link.ts";

/**
 * The ingredient list lives in the address's fragment, so the address is always a link to share; a
 * shared link opened in this tab (the fragment changed in place) hands its list to `onShared`.
 */
export function useShareHash(ingredients: readonly string[], onShared: (shared: string[]) => void): void {
  useEffect(() => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}${encodeShareFragment(ingredients)}`);
  }, [ingredients]);

  const handleShared = useEffectEvent(onShared);
  useEffect(() => {
    const onHashChange = () => {
      const shared = decodeShareFragment(window.location.hash);
      if (shared) handleShared(shared);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
}

/** A list shared in the address the page was opened with, if any: it takes precedence over the stored one. */
export function sharedAtStart(): string[] | null {
  return decodeShareFragment(window.location.hash);
}
