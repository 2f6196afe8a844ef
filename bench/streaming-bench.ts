import type { Browser } from "playwright-core";
import { launchChromium } from "../tests/chromium.ts";
import { observed, openObservedPage, shownChars } from "./observed-page.ts";
import { startChild, startProductionServer, type Child } from "./processes.ts";

/**
 * Issue 14: the real page, served by the production server, rendering a streamed 10 KB reply in
 * 20-character chunks at a model's pace (one every 15 ms), with Chromium's CPU throttled 4× (a
 * mid-range phone). Long tasks come from a PerformanceObserver; the Stop button's interaction is
 * read from Event Timing (input delay + processing + presentation, what INP counts), clicking it at
 * a quarter, half and three quarters of the stream.
 */
/** One whole stream, from the click on "Get a recipe" until the recipe tools have rendered. */
export type WholeStream = {
  /** How long after the fourth ingredient the visitor asks: at once, or after a pause. */
  askedAfterMs: number;
  /** Tasks over 50 ms (PerformanceObserver, as a page sees them) while the visitor pauses before asking. */
  longTasksBeforeAsking: number;
  /** Tasks over 50 ms during the stream, and each one's length and start from the click. */
  longTasks: number;
  longTaskTimes: string[];
  /** The longest main-thread task of the stream, from a Chromium trace (the observer sees only those over 50 ms). */
  longestTaskMs: number;
  streamSeconds: number;
};

export type StreamingBench = {
  chunks: number;
  chunkChars: number;
  intervalMs: number;
  cpuThrottle: number;
  streams: WholeStream[];
  /** Stop's interaction-to-next-paint at each point of the stream. */
  stop: { at: string; inpMs: number }[];
};

const CHUNK_CHARS = 20;
const CHUNKS = 512;
const INTERVAL_MS = 15;
const THROTTLE = 4;
/**
 * Asking at once (fetching and warming up the code competes with the first words), half a second
 * after the fourth ingredient (about as fast as a person adds it and reaches the button), and after a
 * pause.
 */
const ASK_AFTER_MS = [0, 500, 3000];

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } };

/** The longest task on the page's main thread in a Chromium trace ("toplevel" category), in ms. */
export function longestTraceTask(trace: Buffer): number {
  const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mainThreads = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  let longest = 0;
  for (const e of events) {
    if (e.ph === "X" && (e.name === "ThreadControllerImpl::RunTask" || e.name === "RunTask") && mainThreads.has(`${e.pid}:${e.tid}`)) longest = Math.max(longest, (e.dur ?? 0) / 1000);
  }
  return Math.round(longest * 10) / 10;
}

/** One whole stream: every long task from the click to the recipe tools, and the longest task of all. */
async function wholeStream(browser: Browser, origin: string, askedAfterMs: number): Promise<WholeStream> {
  const page = await openObservedPage(browser, origin, THROTTLE);
  const listedAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(askedAfterMs);
  const before = (await observed(page)).longTasks.length;
  await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline"] });
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("button", { name: "More" }).waitFor({ timeout: 120_000 });
  const endedAt = await page.evaluate(() => performance.now());
  // The recipe tools come after the reply ends: their loading and rendering count too.
  await page.getByRole("spinbutton", { name: "Servings" }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const trace = await browser.stopTracing();
  const all = await observed(page);
  const tasks = all.longTasks.slice(before);
  const where = all.longTaskStarts.slice(before).map((start, index) => `${Math.round(tasks[index] ?? 0)} ms at ${((start - clickedAt) / 1000).toFixed(1)} s`);
  await page.context().close();
  return {
    askedAfterMs,
    // Buffered from the page's start: those of loading the page and typing the list come first.
    longTasksBeforeAsking: all.longTaskStarts.slice(0, before).filter((start) => start >= listedAt).length,
    longTasks: tasks.filter((duration) => duration > 50).length,
    longTaskTimes: where,
    longestTaskMs: longestTraceTask(trace),
    streamSeconds: Math.round((endedAt - clickedAt) / 100) / 10,
  };
}

export async function benchStreaming(staticDir: string): Promise<StreamingBench> {
  const upstream: Child = await startChild("bench/fake-upstream-server.ts", [String(CHUNKS), String(CHUNK_CHARS), String(INTERVAL_MS)], {}, /fake upstream at (http:\/\/\S+)/);
  const server = await startProductionServer(staticDir, { AI_CHEF_BASE_URL: upstream.url, AI_CHEF_MODEL: "bench/model", AI_CHEF_RATE_LIMIT: "10000" });
  const browser = await launchChromium();
  try {
    const streams: WholeStream[] = [];
    for (const askedAfterMs of ASK_AFTER_MS) streams.push(await wholeStream(browser, server.url, askedAfterMs));

    const stop: StreamingBench["stop"] = [];
    const total = CHUNKS * CHUNK_CHARS;
    for (const fraction of [0.25, 0.5, 0.75]) {
      const page = await openObservedPage(browser, server.url, THROTTLE);
      await page.getByRole("button", { name: "Get a recipe" }).click();
      const deadline = Date.now() + 120_000;
      while ((await shownChars(page)) < total * fraction * 0.9 && Date.now() < deadline) await page.waitForTimeout(50);
      const seen = (await observed(page)).events.length;
      await page.getByRole("button", { name: "Stop" }).click();
      await page.getByText("You stopped the chef; this is the recipe so far.").waitFor();
      await page.waitForTimeout(300);
      const events = (await observed(page)).events.slice(seen).filter((event) => ["pointerdown", "pointerup", "click", "mousedown", "mouseup"].includes(event.name));
      stop.push({ at: `${Math.round(fraction * 100)} %`, inpMs: Math.max(0, ...events.map((event) => event.duration)) });
      await page.context().close();
    }
    return {
      chunks: CHUNKS,
      chunkChars: CHUNK_CHARS,
      intervalMs: INTERVAL_MS,
      cpuThrottle: THROTTLE,
      streams,
      stop,
    };
  } finally {
    await browser.close();
    await server.stop();
    await upstream.stop();
  }
}
