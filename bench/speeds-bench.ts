import { existsSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../tests/chromium.ts";
import { buildApp } from "./build-app.ts";
import { startChild, startProductionServer } from "./processes.ts";
import { replyOf, type ReplyKind } from "./sample-reply.ts";
import { longestTraceTask } from "./streaming-bench.ts";
import { observed, openObservedPage, shownChars } from "./observed-page.ts";
import { cpuMs, MARKS, phaseLabel, taskPhases, traceEventsOf } from "./trace-tasks.ts";

/**
 * The page's main-thread tasks over 50 ms of the thread's own CPU time, and the longest, from a
 * Chromium trace ("toplevel"): on a shared machine a task's wall time includes the time its thread
 * waited for a core (at a load average of 15 on 2 cores, most of it), its CPU time does not — it is
 * about what the same task takes on an idle machine. With "devtools.timeline" and the page's marks
 * (REQUEST_MARKS_SCRIPT), each of those tasks' phase and CPU time too ("first text frame 62"; see taskPhases).
 */
export function traceTaskCpu(trace: Buffer, replyChars = 0): { over50: number; longestMs: number; phases: string[] } {
  const phased = taskPhases(traceEventsOf(trace), replyChars);
  const long = phased.filter(({ task }) => cpuMs(task) > 50);
  return {
    over50: long.length,
    longestMs: Math.round(Math.max(0, ...phased.map(({ task }) => cpuMs(task))) * 10) / 10,
    phases: long.map(({ task, phase }) => `${phaseLabel(phase)} ${cpuMs(task).toFixed(0)}`),
  };
}

/**
 * Marks the reply's end and the last of its tools in the trace (MARKS), from the panel's and the tools'
 * `aria-busy` (a screen reader's cue that they are complete): an observer of that attribute alone, which
 * runs a handful of times a request, so it adds nothing to the tasks it measures.
 */
export const REQUEST_MARKS_SCRIPT = (marks: typeof MARKS) => {
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target as Element;
      if (element.getAttribute("aria-labelledby") === "recipe-heading" && element.getAttribute("aria-busy") === "false" && record.oldValue === "true") performance.mark(marks.replyEnded);
      if (element.classList.contains("recipe-tools") && !element.hasAttribute("aria-busy") && record.oldValue === "true") performance.mark(marks.toolsShown);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-busy"], attributeOldValue: true });
};

/**
 * Issue 25: the real page from the production server, the same reply streamed at 1k, 3k, 10k and
 * 30k characters a second and as one burst, with Chromium's CPU at 1× and throttled 4×
 * (Emulation.setCPUThrottlingRate). For each: tasks over 50 ms (PerformanceObserver) and the longest
 * task (Chromium trace) from the click until the recipe tools have rendered, and, in a second run,
 * Stop's interaction delay (Event Timing: input delay + processing + presentation) clicked at about
 * 40 % of the reply. Issue 27's huge replies (1 MB, a 500-row table) at 1× too.
 */
export type Speed = { name: string; charsPerToken: number; intervalMs: number };

/** One piece every 10 ms (a fast provider's pace of network frames), sized for the speed; a burst is the whole reply at once. */
export const SPEEDS: Speed[] = [
  { name: "1k chars/s", charsPerToken: 10, intervalMs: 10 },
  { name: "3k chars/s", charsPerToken: 30, intervalMs: 10 },
  { name: "10k chars/s", charsPerToken: 100, intervalMs: 10 },
  { name: "30k chars/s", charsPerToken: 300, intervalMs: 10 },
  { name: "burst", charsPerToken: 4_000, intervalMs: 0 },
];

export type SpeedRun = {
  reply: ReplyKind;
  chars: number;
  speed: string;
  throttle: number;
  longTasks: number;
  longestTaskMs: number;
  /** Tasks over 50 ms of CPU time, and the longest task's CPU time (see traceTaskCpu). */
  cpuLongTasks: number;
  longestCpuMs: number;
  /** Each of those tasks' phase and CPU time, in order ("streaming frame (≈4100 chars in) 55"). */
  cpuLongTaskPhases: string[];
  /** Stop's interaction delay, or null when the reply was on screen whole before Stop could be clicked. */
  stopMs: number | null;
  seconds: number;
};

/** A page as openObservedPage gives it, with the request's marks, once the renderer and the tools it fetched are warm. */
export async function openPage(browser: Browser, origin: string, throttle: number): Promise<Page> {
  const page = await openObservedPage(browser, origin, throttle, async (fresh) => {
    await fresh.addInitScript(REQUEST_MARKS_SCRIPT, MARKS);
  });
  // The renderer and the tools are fetched and warmed up once a list is begun: let that finish first.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  await page.waitForTimeout(1_000);
  return page;
}

async function wholeStream(browser: Browser, origin: string, throttle: number, isRecipe: boolean, chars: number) {
  const page = await openPage(browser, origin, throttle);
  const before = (await observed(page)).longTasks.length;
  await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline", "blink.user_timing"] });
  const clickedAt = Date.now();
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("button", { name: "More" }).waitFor({ timeout: 300_000 });
  const seconds = (Date.now() - clickedAt) / 1000;
  if (isRecipe) await page.getByRole("spinbutton", { name: "Servings" }).waitFor({ timeout: 60_000 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  await page.waitForTimeout(300);
  const trace = await browser.stopTracing();
  const tasks = (await observed(page)).longTasks.slice(before);
  await page.context().close();
  const cpu = traceTaskCpu(trace, chars);
  return { longTasks: tasks.filter((duration) => duration > 50).length, longestTaskMs: longestTraceTask(trace), cpuLongTasks: cpu.over50, longestCpuMs: cpu.longestMs, cpuLongTaskPhases: cpu.phases, seconds };
}

async function stopDelay(browser: Browser, origin: string, throttle: number, total: number): Promise<number | null> {
  const page = await openPage(browser, origin, throttle);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const stop = page.getByRole("button", { name: "Stop" });
  const deadline = Date.now() + 300_000;
  while ((await shownChars(page)) < total * 0.4 && (await stop.isVisible()) && Date.now() < deadline) await page.waitForTimeout(20);
  const seen = (await observed(page)).events.length;
  try {
    await stop.click({ timeout: 1_000 });
  } catch {
    await page.context().close();
    return null;
  }
  // The reply's actions come once it has ended, stopped or not: a click that landed after its end (the
  // reply whole, Stop not yet gone from the screen) stopped nothing, and there is no Stop to measure.
  await page.getByRole("button", { name: "More" }).waitFor({ timeout: 60_000 });
  if (!(await page.getByText("You stopped the chef; this is the recipe so far.").isVisible())) {
    await page.context().close();
    return null;
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(300);
  const events = (await observed(page)).events.slice(seen).filter((event) => ["pointerdown", "pointerup", "click", "mousedown", "mouseup"].includes(event.name));
  await page.context().close();
  return Math.max(0, ...events.map((event) => event.duration));
}

export type SpeedCase = { reply: ReplyKind; speeds: Speed[]; throttles: number[]; stop: boolean; isRecipe: boolean };

export const CASES: SpeedCase[] = [
  { reply: "sample", speeds: SPEEDS, throttles: [1, 4], stop: true, isRecipe: true },
  { reply: "recipe", speeds: SPEEDS, throttles: [1, 4], stop: true, isRecipe: true },
  { reply: "table", speeds: SPEEDS.filter((speed) => speed.name === "10k chars/s" || speed.name === "burst"), throttles: [1], stop: false, isRecipe: false },
  { reply: "megabyte", speeds: SPEEDS.filter((speed) => speed.name === "burst"), throttles: [1], stop: false, isRecipe: false },
];

/**
 * The cases named in `only` ("recipe", "recipe@4", "megabyte", comma-separated: a reply, optionally at
 * one throttle), or all of them: a subset is measured in minutes rather than a quarter of an hour.
 */
export function selectCases(only: string | undefined, cases: SpeedCase[] = CASES): SpeedCase[] {
  if (!only) return cases;
  const wanted = only.split(",").map((entry) => entry.trim().split("@"));
  return cases.flatMap((speedCase) => {
    const throttles = speedCase.throttles.filter((throttle) => wanted.some(([reply, at]) => reply === speedCase.reply && (at === undefined || Number(at) === throttle)));
    return throttles.length > 0 ? [{ ...speedCase, throttles }] : [];
  });
}

/** A speed by its name ("3k chars/s"), or an error that names the speeds there are. */
export function speedNamed(name: string): Speed {
  const speed = SPEEDS.find((candidate) => candidate.name === name);
  if (!speed) throw new Error(`no speed "${name}": ${SPEEDS.map((candidate) => candidate.name).join(", ")}`);
  return speed;
}

/** The fake upstream streaming `reply` at `speed`, and the production server of `staticDir` asking it. Stop both. */
export async function startStreaming(staticDir: string, speed: Speed, reply: string) {
  const upstream = await startChild("bench/fake-upstream-server.ts", ["0", String(speed.charsPerToken), String(speed.intervalMs), reply], {}, /fake upstream at (http:\/\/\S+)/);
  const server = await startProductionServer(staticDir, { AI_CHEF_BASE_URL: upstream.url, AI_CHEF_MODEL: "bench/model", AI_CHEF_RATE_LIMIT: "10000" });
  return { upstream, server };
}

/**
 * A probe's start, from its command line `<dist> [reply] [speed] [throttle] [runs]`: the production build in `dist` (built
 * first if absent, or with AI_CHEF_PROBE_BUILD=1), the reply streaming at the speed, and a browser. Stop all three.
 */
export async function startProbe(script: string) {
  const [dist, kind = "recipe", speedName = "3k chars/s", throttleArg = "4", runsArg = "2"] = process.argv.slice(2);
  if (!dist) throw new Error(`usage: npx tsx ${script} <dist> [reply] [speed] [throttle] [runs]`);
  if (process.env.AI_CHEF_PROBE_BUILD === "1" || !existsSync(`${dist}/index.html`)) await buildApp(dist);
  const { upstream, server } = await startStreaming(dist, speedNamed(speedName), kind);
  return { kind, throttle: Number(throttleArg), runs: Number(runsArg), upstream, server, browser: await launchChromium() };
}

export async function benchSpeeds(staticDir: string, cases: SpeedCase[] = CASES): Promise<SpeedRun[]> {
  const browser = await launchChromium();
  const runs: SpeedRun[] = [];
  try {
    for (const { reply, speeds, throttles, stop, isRecipe } of cases) {
      const chars = replyOf(reply).length;
      for (const speed of speeds) {
        const { upstream, server } = await startStreaming(staticDir, speed, reply);
        try {
          for (const throttle of throttles) {
            const whole = await wholeStream(browser, server.url, throttle, isRecipe, chars);
            const stopMs = stop ? await stopDelay(browser, server.url, throttle, chars) : null;
            runs.push({ reply, chars, speed: speed.name, throttle, ...whole, stopMs });
            console.error(`speeds: ${reply} ${speed.name} ${throttle}x: ${JSON.stringify(runs.at(-1))}`);
          }
        } finally {
          await server.stop();
          await upstream.stop();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return runs;
}
