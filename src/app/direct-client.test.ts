import { afterAll, beforeAll, expect, test } from "vitest";
import { apiError, notFoodError } from "../core/errors.ts";
import type { RecipeEvent } from "../core/recipe-stream.ts";
import { startFakeUpstream, type FakeUpstream } from "../../tests/fake-upstream.ts";
import { streamDirect } from "./direct-client.ts";

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
});

test("own-key mode: a list holding something that is not food is refused before the visitor's AI is asked; the same instruction and avoid sentence reach it otherwise", async () => {
  const connection = { kind: "openai-compatible", baseUrl: upstream.url, token: "", model: "local/chef" } as const;
  const events: RecipeEvent[] = [];
  await streamDirect(connection, { ingredients: ["eggs", "flour", "oven cleaner", "sugar"] }, (event) => events.push(event), new AbortController().signal, apiError, notFoodError);
  expect(events).toEqual([{ type: "error", error: { code: "not_food", message: "Sorry, “oven cleaner” isn't food, so AI Chef won't put it in a recipe." } }]);
  expect(upstream.requests).toHaveLength(0);

  await streamDirect(
    connection,
    { ingredients: ["eggs", "flour", "milk", "sugar"], preferences: { diets: [], avoid: "peanuts", servings: null, minutes: null } },
    () => undefined,
    new AbortController().signal,
    apiError,
    notFoodError,
  );
  expect(upstream.requests).toHaveLength(1);
  const messages = upstream.requests[0]?.body.messages ?? [];
  expect(messages[0]?.content).toMatch(/asks to avoid as a serious allergy/);
  expect(messages.at(-1)?.content).toContain("a way of eating I keep): peanuts. Treat them as allergies and leave them out completely, even as a garnish or an option.");
});
