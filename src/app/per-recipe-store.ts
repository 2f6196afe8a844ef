/**
 * A record per recipe, kept in local storage under one key for the last `most` recipes (the least recently
 * written goes first): cook mode's ticks, the servings and units a cook chose. Read back value by value:
 * a damaged record is dropped, never a crash.
 */

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

const VERSION = 1;
/** Longer keys are no key `recipeKey` writes. */
const MAX_KEY_LENGTH = 40;

export interface PerRecipeStore<T> {
  /** The record kept for this recipe, or null when none is (or it was damaged). */
  read(storage: Storage | null, key: string): T | null;
  /** Keeps the record as the most recent; the oldest beyond `most` are dropped. Storage refused, it holds for this visit. */
  write(storage: Storage | null, key: string, value: T, now?: number): void;
  /** Keeps the record kept under `from` under `to` as well, unless `to` has its own (a recipe continued is the same recipe). */
  carry(storage: Storage | null, from: string, to: string, now?: number): void;
}

/** `readRecord` takes a stored record apart, field by field, or says it is unusable (null). */
export function perRecipeStore<T extends object>(storageKey: string, most: number, readRecord: (record: Record<string, unknown>) => T | null): PerRecipeStore<T> {
  function readAll(storage: Storage | null): Map<string, { value: T; at: number }> {
    const kept = new Map<string, { value: T; at: number }>();
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(storageKey) ?? "null");
      if (typeof parsed !== "object" || parsed === null || (parsed as { version?: unknown }).version !== VERSION) return kept;
      const recipes = (parsed as { recipes?: unknown }).recipes;
      if (typeof recipes !== "object" || recipes === null || Array.isArray(recipes)) return kept;
      for (const [key, stored] of Object.entries(recipes as Record<string, unknown>)) {
        if (typeof stored !== "object" || stored === null || key.length > MAX_KEY_LENGTH) continue;
        const record = stored as Record<string, unknown>;
        const value = readRecord(record);
        if (value !== null) kept.set(key, { value, at: typeof record.at === "number" && Number.isFinite(record.at) ? record.at : 0 });
      }
    } catch {
      // Not JSON, or storage refused: nothing was kept.
    }
    return kept;
  }

  function write(storage: Storage | null, key: string, value: T, now: number = Date.now(), all = readAll(storage)): void {
    all.delete(key);
    all.set(key, { value, at: now });
    const newest = [...all].sort(([, a], [, b]) => b.at - a.at).slice(0, most);
    try {
      storage?.setItem(storageKey, JSON.stringify({ version: VERSION, recipes: Object.fromEntries(newest.map(([key, kept]) => [key, { ...kept.value, at: kept.at }])) }));
    } catch {
      // Private mode or storage full: the record holds for this visit.
    }
  }

  return {
    read: (storage, key) => readAll(storage).get(key)?.value ?? null,
    write: (storage, key, value, now) => write(storage, key, value, now),
    carry: (storage, from, to, now) => {
      const all = readAll(storage);
      const kept = all.get(from);
      if (kept !== undefined && !all.has(to)) write(storage, to, kept.value, now, all);
    },
  };
}
