import { afterEach, expect, test, vi } from "vitest";
import { TIMERS_KEY } from "./kept-timers.ts";
import { createTimerStore, readTimers, timeLeft, type KitchenTimer } from "./timer-store.ts";

/** A page's local storage as far as the store sees it; a reload is a new store over the same one. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

function world(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  let clock = 1_000_000;
  const done: string[] = [];
  const open = () => createTimerStore({ storage, now: () => clock, onDone: (timer) => done.push(timer.id) });
  return { storage, done, open, advance: (ms: number) => (clock += ms), now: () => clock };
}

const simmer = { id: "r1:3:0", step: 3, action: "simmer", seconds: 15 * 60 };
const bake = { id: "r1:5:0", step: 5, action: "bake", seconds: 25 * 60 };
const left = (store: ReturnType<ReturnType<typeof world>["open"]>, id: string, now: number) => {
  const timer = store.getSnapshot().timers.find((candidate) => candidate.id === id);
  return timer ? timeLeft(timer, now) : undefined;
};

afterEach(() => vi.useRealTimers());

test("a started timer is kept in storage and, after a reload, counts from its end time", () => {
  const w = world();
  const store = w.open();
  store.start(simmer);
  w.advance(60_000);
  expect(left(store, simmer.id, w.now())).toBe(14 * 60_000);
  expect(JSON.parse(w.storage.getItem(TIMERS_KEY) ?? "null")).toMatchObject({ version: 1, timers: [{ ...simmer, status: "running", endsAt: 1_000_000 + 15 * 60_000 }] });

  // Five minutes with the page closed: the reloaded store has counted them too.
  w.advance(5 * 60_000);
  const reloaded = w.open();
  expect(left(reloaded, simmer.id, w.now())).toBe(9 * 60_000);
});

test("a paused timer keeps its time left, across a reload and however long it waits", () => {
  const w = world();
  const store = w.open();
  store.start(simmer);
  w.advance(3 * 60_000);
  store.pause(simmer.id);
  w.advance(60 * 60_000);
  const reloaded = w.open();
  expect(reloaded.getSnapshot().timers[0]).toMatchObject({ status: "paused", leftMs: 12 * 60_000 });
  reloaded.resume(simmer.id);
  w.advance(60_000);
  expect(left(reloaded, simmer.id, w.now())).toBe(11 * 60_000);
});

test("+1 minute adds to a running or paused timer, and runs a finished one for a minute", () => {
  const w = world();
  const store = w.open();
  store.start(simmer);
  store.addMinute(simmer.id);
  expect(left(store, simmer.id, w.now())).toBe(16 * 60_000);
  store.pause(simmer.id);
  store.addMinute(simmer.id);
  expect(left(store, simmer.id, w.now())).toBe(17 * 60_000);
  store.resume(simmer.id);
  w.advance(17 * 60_000);
  store.tick();
  expect(store.getSnapshot().timers[0]?.status).toBe("done");
  store.addMinute(simmer.id);
  expect(store.getSnapshot().timers[0]).toMatchObject({ status: "running", endsAt: w.now() + 60_000 });
});

test("starting the same step's timer again restarts it in place instead of adding another", () => {
  const w = world();
  const store = w.open();
  store.start(simmer);
  store.start(bake);
  w.advance(10 * 60_000);
  store.start(simmer);
  expect(store.getSnapshot().timers.map((timer) => timer.id)).toEqual([simmer.id, bake.id]);
  expect(left(store, simmer.id, w.now())).toBe(15 * 60_000);
  expect(left(store, bake.id, w.now())).toBe(15 * 60_000);
});

test("a timer ends once: announced and reported once, and it stays until dismissed", () => {
  const w = world();
  const store = w.open();
  store.start(simmer);
  store.start(bake);
  w.advance(15 * 60_000);
  store.tick();
  store.tick();
  expect(w.done).toEqual([simmer.id]);
  expect(store.getSnapshot().announcement).toBe("Timer done: Step 3 · simmer.");
  w.advance(24 * 60 * 60_000);
  store.tick();
  expect(store.getSnapshot().timers.map((timer) => timer.status)).toEqual(["done", "done"]);
  expect(w.done).toEqual([simmer.id, bake.id]);
  // Read back after a reload it is still done, and not said again.
  const reloaded = w.open();
  reloaded.tick();
  expect(reloaded.getSnapshot().timers.map((timer) => timer.status)).toEqual(["done", "done"]);
  expect(w.done).toEqual([simmer.id, bake.id]);
  reloaded.remove(simmer.id);
  reloaded.remove(bake.id);
  expect(w.storage.getItem(TIMERS_KEY)).toBeNull();
});

test("a timer that ended while the page was closed ends on the first tick after a reload", () => {
  const w = world();
  w.open().start(simmer);
  w.advance(20 * 60_000);
  const reloaded = w.open();
  expect(reloaded.getSnapshot().timers[0]?.status).toBe("running");
  reloaded.tick();
  expect(reloaded.getSnapshot().timers[0]).toMatchObject({ status: "done", endedAt: 1_000_000 + 15 * 60_000 });
  expect(reloaded.getSnapshot().announcement).toBe("Timer done: Step 3 · simmer.");
});

test("the clock runs only while a timer runs and the tray looks", () => {
  vi.useFakeTimers();
  const w = world();
  const store = w.open();
  store.start(simmer);
  const unsubscribe = store.subscribe(() => undefined);
  expect(vi.getTimerCount()).toBe(1);
  store.pause(simmer.id);
  expect(vi.getTimerCount()).toBe(0);
  store.resume(simmer.id);
  expect(vi.getTimerCount()).toBe(1);
  unsubscribe();
  expect(vi.getTimerCount()).toBe(0);
});

const good: KitchenTimer = { ...simmer, status: "running", endsAt: 2_000_000 };
test.each([
  ["not JSON", "{oops", []],
  ["another version", JSON.stringify({ version: 2, timers: [good] }), []],
  ["not a list", JSON.stringify({ version: 1, timers: { 0: good } }), []],
  ["null", "null", []],
  [
    "good and bad records",
    JSON.stringify({
      version: 1,
      timers: [
        good,
        { ...good, id: "" },
        { ...good, id: "b", step: 0 },
        { ...good, id: "c", step: 1.5 },
        { ...good, id: "d", action: "  " },
        { ...good, id: "e", seconds: -5 },
        { ...good, id: "f", seconds: 10 ** 9 },
        { ...good, id: "g", endsAt: "soon" },
        { ...good, id: "h", status: "paused" },
        { ...good, id: "i", status: "paused", leftMs: -1 },
        { ...good, id: "j", status: "done" },
        { ...good, id: "k", status: "ringing" },
        "timer",
        null,
        good,
        { id: "l", step: 2, action: "rest", seconds: 300, status: "paused", leftMs: 120_000 },
      ],
    }),
    [good, { id: "l", step: 2, action: "rest", seconds: 300, status: "paused", leftMs: 120_000 }],
  ],
])("stored timers that are %s are dropped, never a crash", (_name, raw, kept) => {
  const w = world({ [TIMERS_KEY]: raw });
  expect(readTimers(w.storage)).toEqual(kept);
  const store = w.open();
  expect(store.getSnapshot().timers).toEqual(kept);
  store.start(bake);
  expect(readTimers(w.storage)).toEqual([...kept, { ...bake, status: "running", endsAt: w.now() + bake.seconds * 1000 }]);
});

test("storage that throws leaves the timers running for the visit", () => {
  const throwing = {
    getItem: () => {
      throw new Error("denied");
    },
    setItem: () => {
      throw new Error("full");
    },
    removeItem: () => undefined,
  };
  const store = createTimerStore({ storage: throwing, now: () => 0 });
  store.start(simmer);
  expect(store.getSnapshot().timers).toHaveLength(1);
});

test("the same timer ending a second time is said again; with no finished timer left nothing is left to say", () => {
  const w = world();
  const store = w.open();
  store.start(simmer);
  w.advance(15 * 60_000);
  store.tick();
  expect(store.getSnapshot().announcement).toBe("Timer done: Step 3 · simmer.");
  store.start(simmer);
  expect(store.getSnapshot().announcement).toBe("");
  w.advance(15 * 60_000);
  store.tick();
  expect(store.getSnapshot().announcement).toBe("Timer done: Step 3 · simmer.");
  store.remove(simmer.id);
  expect(store.getSnapshot().announcement).toBe("");
});
