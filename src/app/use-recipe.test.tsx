import { act, renderHook, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { DEFAULT_RECIPE, gate } from "../../tests/fake-upstream.ts";
import { FOUR, setUpAppWorld } from "../../tests/start-app.ts";
import { useRecipe } from "./use-recipe.ts";

const world = setUpAppWorld();

// A render-count budget (deterministic, so a test; speed lives in the benchmark): the page around the
// recipe re-rendered once a frame while a reply streamed, its list, forms and settings included.
test("while a reply streams, the page's state changes at its turns only; the text of every frame goes to the live text", async () => {
  const held = gate();
  const firstWords = 60;
  // The rest arrives in 5-character pieces, many frames' worth, once the test has counted.
  world.upstream.queue({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 5, delayMs: 5, pauseAfter: { chars: firstWords, until: held.until } });
  let renders = 0;
  const { result } = renderHook(() => {
    renders++;
    return useRecipe();
  });
  const live = result.current.live;
  const seen: string[] = [];
  live.subscribe(() => seen.push(live.get()));
  act(() => result.current.request({ ingredients: FOUR }, { kind: "server", apiOrigin: world.server.origin }));
  await waitFor(() => expect(live.get().length).toBeGreaterThanOrEqual(firstWords));
  expect(result.current.state).toMatchObject({ status: "streaming" });
  const rendersBefore = renders;
  const seenBefore = seen.length;
  held.open();
  await waitFor(() => expect(result.current.state.status).toBe("done"));
  expect(result.current.state).toMatchObject({ status: "done", text: DEFAULT_RECIPE, finishReason: "stop" });
  expect(live.get()).toBe(DEFAULT_RECIPE);
  // However many frames the rest took, the page rendered once more: for the end.
  expect(seen.length).toBeGreaterThan(seenBefore);
  expect(renders - rendersBefore).toBe(1);
});

test("Stop hands the page the text shown so far, in the same render as the stop", async () => {
  const held = gate();
  world.upstream.queue({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 5, delayMs: 5, pauseAfter: { chars: 120, until: held.until } });
  const { result } = renderHook(() => useRecipe());
  const live = result.current.live;
  act(() => result.current.request({ ingredients: FOUR }, { kind: "server", apiOrigin: world.server.origin }));
  await waitFor(() => expect(live.get().length).toBeGreaterThanOrEqual(120));
  const shown = live.get();
  act(() => result.current.stop());
  expect(result.current.state).toMatchObject({ status: "done", text: shown, finishReason: "stopped" });
  held.open();
});

// Issue 25: with the panel mounted before the first words (it follows the live text), the frame of the
// first words renders the panel alone; the page (list, forms, status) renders them in a task after it.
test("when something follows the live text, the first words reach the page's state in a task after their frame", async () => {
  const held = gate();
  world.upstream.queue({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 5, delayMs: 5, pauseAfter: { chars: 40, until: held.until } });
  const { result } = renderHook(() => useRecipe());
  const live = result.current.live;
  // What the page's state held once the frame that brought the first words had ended (a microtask after it).
  let atFirstWords: string | null = null;
  live.subscribe(() => {
    if (atFirstWords === null && live.get() !== "") queueMicrotask(() => (atFirstWords ??= result.current.state.status === "streaming" ? result.current.state.text : ""));
  });
  act(() => result.current.request({ ingredients: FOUR }, { kind: "server", apiOrigin: world.server.origin }));
  await waitFor(() => expect(atFirstWords).not.toBeNull());
  expect(atFirstWords).toBe("");
  await waitFor(() => expect(result.current.state).toMatchObject({ status: "streaming", text: expect.stringMatching(/^# /) as unknown }));
  held.open();
  await waitFor(() => expect(result.current.state).toMatchObject({ status: "done", text: DEFAULT_RECIPE }));
});

// Issue 25: a follower that prepares for a text before it is shown (the recipe tools split it) is told
// the next frame's text in a task after a frame, and that frame then shows exactly that text.
test("with a backlog, each frame's text is told ahead to the live text's follower, and the next frame shows exactly it", async () => {
  const held = gate();
  const reply = `${DEFAULT_RECIPE}\n${DEFAULT_RECIPE}\n${DEFAULT_RECIPE}\n${DEFAULT_RECIPE}`;
  // A backlog: the rest arrives at once when the gate opens, more than a frame hands over.
  world.upstream.queue({ kind: "stream", text: reply, chunkSize: 400, delayMs: 0, pauseAfter: { chars: 40, until: held.until } });
  const { result } = renderHook(() => useRecipe());
  const live = result.current.live;
  // In order: the texts told ahead and the texts shown.
  const events: { told?: string; shown?: string }[] = [];
  live.prepare((text) => events.push({ told: text }));
  live.subscribe(() => events.push({ shown: live.get() }));
  act(() => result.current.request({ ingredients: FOUR }, { kind: "server", apiOrigin: world.server.origin }));
  await waitFor(() => expect(live.get().length).toBeGreaterThanOrEqual(40));
  held.open();
  await waitFor(() => expect(result.current.state.status).toBe("done"));
  expect(live.get()).toBe(reply);
  const told = events.flatMap((event, at) => (event.told === undefined ? [] : [{ text: event.told, next: events.slice(at + 1).find((later) => later.shown !== undefined)?.shown }]));
  expect(told.length).toBeGreaterThan(0);
  for (const { text, next } of told) expect(next).toBe(text);
});
