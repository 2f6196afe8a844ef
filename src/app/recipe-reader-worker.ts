/// <reference lib="webworker" />
import { namesOf } from "../recipe/have-need.ts";
import { understandRecipe } from "../recipe/understand.ts";
import type { ReadReply, ReadRequest } from "./read-recipe.ts";

/**
 * Reads finished replies as recipes (issue 19's reader) off the page's main thread: a 10 KB recipe is
 * one unbroken task of 40-150 ms there (more on a phone), which would freeze the page just as the
 * reply ends. The answer is plain data (an UnderstoodRecipe, and its lines' names for the have/need
 * marks), copied back to the page.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<ReadRequest>) => {
  const { id, text } = event.data;
  let reply: ReadReply;
  try {
    const recipe = understandRecipe(text);
    // The names the have/need marks go by, read here too: on the page they were most of the task that
    // shows the tools (a 75-line recipe of unknown names, 80 ms at 4× CPU).
    reply = { id, recipe, names: recipe ? namesOf(recipe) : [] };
  } catch {
    // A reply the reader cannot read gets no tools, as one that is not a recipe.
    reply = { id, recipe: null, names: [] };
  }
  scope.postMessage(reply);
};
