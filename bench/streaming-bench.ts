import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../tests/chromium.ts";
import { startChild, startProductionServer, type Child } from "./processes.ts";

/**
 * Issue 14: the real page, served by the production server, rendering a streamed 10 KB reply in
 * 20-character chunks at a model's pace (one every 15 ms), with Chromium's CPU throttled 4× (a
 * mid-range phone). Long tasks come from a PerformanceObserver; the Stop button's interaction is
 * read from Event Timing (input delay + processing + presentation, what INP counts), clicking it at
 * a quarter, half and three quarters of the stream.
 */
export type StreamingBench = {
  chunks: number;
  chunkChars: number;
  intervalMs: number;
  cpuThrottle: number;
  /** Over one whole stream: tasks over 50 ms and the longest task. */
  longTasks: number;
  longestTaskMs: number;
  /** Each long task: its length and when it began, from the click on "Get a recipe". */
  longTaskTimes: string[];
  streamSeconds: number;
  /** Stop's interaction-to-next-paint at each point of the stream. */
  stop: { at: string; inpMs: number }[];
};

const CHUNK_CHARS = 20;
const CHUNKS = 512;
const INTERVAL_MS = 15;
const THROTTLE = 4;

type Observed = { longTasks: number[]; longTaskStarts: number[]; events: { name: string; duration: number }[] };

async function openThrottled(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const observed: Observed = { longTasks: [], longTaskStarts: [], events: [] };
    (window as unknown as { __observed: Observed }).__observed = observed;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        observed.longTasks.push(entry.duration);
        observed.longTaskStarts.push(entry.startTime);
      }
    }).observe({ type: "longtask", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) observed.events.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await page.goto(origin);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  const input = page.getByRole("textbox", { name: "Add ingredient" });
  for (const item of ["eggs", "spinach", "feta", "onion"]) {
    await input.fill(item);
    await input.press("Enter");
  }
  return page;
}

const observed = (page: Page) => page.evaluate(() => (window as unknown as { __observed: Observed }).__observed);
const shownChars = (page: Page) => page.evaluate(() => document.querySelector(".recipe-body")?.textContent?.length ?? 0);

export async function benchStreaming(staticDir: string): Promise<StreamingBench> {
  const upstream: Child = await startChild("bench/fake-upstream-server.ts", [String(CHUNKS), String(CHUNK_CHARS), String(INTERVAL_MS)], {}, /fake upstream at (http:\/\/\S+)/);
  const server = await startProductionServer(staticDir, { AI_CHEF_BASE_URL: upstream.url, AI_CHEF_MODEL: "bench/model", AI_CHEF_RATE_LIMIT: "10000" });
  const browser = await launchChromium();
  try {
    // One whole stream: every long task from the click to the end of the reply.
    const whole = await openThrottled(browser, server.url);
    const before = (await observed(whole)).longTasks.length;
    const clickedAt = await whole.evaluate(() => performance.now());
    await whole.getByRole("button", { name: "Get a recipe" }).click();
    await whole.getByRole("button", { name: "Copy recipe" }).waitFor({ timeout: 120_000 });
    const endedAt = await whole.evaluate(() => performance.now());
    // The recipe tools come after the reply ends: their loading and rendering count too.
    await whole.getByRole("spinbutton", { name: "Servings" }).waitFor({ timeout: 60_000 });
    await whole.waitForTimeout(500);
    const all = await observed(whole);
    const tasks = all.longTasks.slice(before);
    const where = all.longTaskStarts.slice(before).map((start, index) => `${Math.round(tasks[index] ?? 0)} ms at ${((start - clickedAt) / 1000).toFixed(1)} s`);
    await whole.context().close();

    const stop: StreamingBench["stop"] = [];
    const total = CHUNKS * CHUNK_CHARS;
    for (const fraction of [0.25, 0.5, 0.75]) {
      const page = await openThrottled(browser, server.url);
      await page.getByRole("button", { name: "Get a recipe" }).click();
      const deadline = Date.now() + 120_000;
      while ((await shownChars(page)) < total * fraction * 0.9 && Date.now() < deadline) await page.waitForTimeout(50);
      const seen = (await observed(page)).events.length;
      await page.getByRole("button", { name: "Stop" }).click();
      await page.getByText("You stopped the chef").waitFor();
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
      longTasks: tasks.filter((duration) => duration > 50).length,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      longTaskTimes: where,
      streamSeconds: Math.round((endedAt - clickedAt) / 100) / 10,
      stop,
    };
  } finally {
    await browser.close();
    await server.stop();
    await upstream.stop();
  }
}
