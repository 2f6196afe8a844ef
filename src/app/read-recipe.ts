import { startTransition, useEffect, useMemo, useState } from "react";
import { rememberNames } from "../recipe/have-need.ts";
import type { UnderstoodRecipe } from "../recipe/recipe-model.ts";
import { understandRecipe } from "../recipe/understand.ts";

export type ReadRequest = { id: number; text: string };
/** `names`: the recipe's lines' names for the have/need marks (`namesOf`), read in the worker too. */
export type ReadReply = { id: number; recipe: UnderstoodRecipe | null; names: readonly string[] };

type Pending = Map<number, { text: string; resolve: (recipe: UnderstoodRecipe | null) => void }>;

let worker: Worker | null = null;
let broken = false;
let nextId = 1;
const pending: Pending = new Map();

/** Where the page can run a module worker (a browser); not in jsdom or Node. */
export const canReadInWorker = (): boolean => typeof Worker === "function" && !broken;

function readerWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL("./recipe-reader-worker.ts", import.meta.url), { type: "module", name: "recipe-reader" });
  created.onmessage = (event: MessageEvent<ReadReply>) => {
    const { recipe, names } = event.data;
    if (recipe) rememberNames(recipe, names);
    pending.get(event.data.id)?.resolve(recipe);
    pending.delete(event.data.id);
  };
  // A worker that cannot load (a blocked script, say): every read waiting on it, and every later one,
  // is done on the main thread instead, in a task of its own.
  created.onerror = () => {
    broken = true;
    worker = null;
    created.terminate();
    for (const { text, resolve } of pending.values()) setTimeout(() => resolve(readHere(text)));
    pending.clear();
  };
  worker = created;
  return created;
}

/** `text` read as a recipe on this thread, now; null when it is not one (or the reader fails on it). */
export function readHere(text: string): UnderstoodRecipe | null {
  try {
    return understandRecipe(text);
  } catch {
    return null;
  }
}

// The last few readings: the tools, the panel (for what Copy and Share give), the recent recipes list
// and Share recipe all read the reply that just finished, and a 10 KB recipe costs the worker 40-150 ms
// each time. Each is kept with its answer once it has come, for readers that cannot wait for it.
const RECENT_READS = 4;
type Reading = { promise: Promise<UnderstoodRecipe | null>; answer?: { recipe: UnderstoodRecipe | null } };
const recentReads = new Map<string, Reading>();

function remember(text: string, reading: Reading): Reading {
  recentReads.set(text, reading);
  if (recentReads.size > RECENT_READS) recentReads.delete(recentReads.keys().next().value ?? "");
  return reading;
}

function readAnew(text: string): Promise<UnderstoodRecipe | null> {
  if (!canReadInWorker()) return new Promise((resolve) => setTimeout(() => resolve(readHere(text))));
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { text, resolve });
    readerWorker().postMessage({ id, text } satisfies ReadRequest);
  });
}

/** A finished reply read as a recipe, in the reader's worker (or, without one, on the main thread in a task of its own). */
export function readRecipe(text: string): Promise<UnderstoodRecipe | null> {
  const known = recentReads.get(text);
  if (known) return known.promise;
  const reading: Reading = { promise: readAnew(text) };
  // Before any caller's own `then`: whoever was told the answer finds it in `readNow` too.
  void reading.promise.then((recipe) => (reading.answer = { recipe }));
  return remember(text, reading).promise;
}

/**
 * `text` read as a recipe now: the answer a reading already had (the tools' reading of the reply on
 * screen, say), or else read on this thread and remembered.
 */
export function readNow(text: string): UnderstoodRecipe | null {
  const known = recentReads.get(text)?.answer;
  if (known) return known.recipe;
  const recipe = readHere(text);
  remember(text, { promise: Promise.resolve(recipe), answer: { recipe } });
  return recipe;
}

/**
 * `text` read as a recipe; null when it is null or not a recipe; undefined while it is being read. In a
 * browser the reading happens in a worker, so the page stays responsive while a long reply is read;
 * where there are no workers (jsdom), it is read in the render, as a synchronous step.
 */
export function useReadRecipe(text: string | null): UnderstoodRecipe | null | undefined {
  const inWorker = canReadInWorker();
  const inline = useMemo(() => (!inWorker && text !== null ? readNow(text) : null), [inWorker, text]);
  const [read, setRead] = useState<{ text: string; recipe: UnderstoodRecipe | null } | null>(null);
  useEffect(() => {
    if (!inWorker || text === null) return;
    let current = true;
    void readRecipe(text).then((recipe) => {
      // A transition: React renders what the reading brings (the recipe tools) in slices of a few
      // milliseconds, yielding between components, not as one task (at 4× CPU one of 130 ms).
      if (current) startTransition(() => setRead({ text, recipe }));
    });
    return () => {
      current = false;
    };
  }, [inWorker, text]);
  if (!inWorker || text === null) return inline;
  return read !== null && read.text === text ? read.recipe : undefined;
}
