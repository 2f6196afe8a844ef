/// <reference lib="webworker" />
import { understandRecipe } from "../recipe/understand.ts";
import type { ReadReply, ReadRequest } from "./read-recipe.ts";

/**
 * Reads finished replies as recipes (issue 19's reader) off the page's main thread: a 10 KB recipe is
 * one unbroken task of 40-150 ms there (more on a phone), which would freeze the page just as the
 * reply ends. The answer is plain data (an UnderstoodRecipe), copied back to the page.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<ReadRequest>) => {
  const { id, text } = event.data;
  let reply: ReadReply;
  try {
    reply = { id, recipe: understandRecipe(text) };
  } catch {
    // A reply the reader cannot read gets no tools, as one that is not a recipe.
    reply = { id, recipe: null };
  }
  scope.postMessage(reply);
};
