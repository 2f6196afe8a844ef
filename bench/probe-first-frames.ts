import { loadavg } from "node:os";
import { openPage, startProbe } from "./speeds-bench.ts";
import { clickTask, cpuMs as cpu, isFrame as isFrameOf, mainThreadEvents, mainThreadTasks, traceEventsOf, type TraceEvent } from "./trace-tasks.ts";

/**
 * The main thread's tasks from the click on, in the thread's own CPU time, for one reply at one speed
 * and throttle (issue 25 at 4×): the tasks over 50 ms (marked `f` when an animation frame, i.e. the frame
 * pacer's render, with when they began after the click), the click's own task and the first frames' CPU
 * time in order — the part of the speeds bench's count that a warm-up or the first frame's share can
 * move. The page is the production build in `dist` (built there first if absent, or with AI_CHEF_PROBE_BUILD=1);
 * AI_CHEF_PROBE_WAIT=<ms> waits that much longer than the speeds bench before the click (to see a page
 * whose idle warm-up has finished). Usage:
 * `npx tsx bench/probe-first-frames.ts <dist> [recipe|sample] ["3k chars/s"] [throttle] [runs]`.
 */
const { kind, throttle, runs, upstream, server, browser } = await startProbe("bench/probe-first-frames.ts");
try {
  for (let run = 0; run < runs; run++) {
    const page = await openPage(browser, server.url, throttle);
    if (process.env.AI_CHEF_PROBE_WAIT) await page.waitForTimeout(Number(process.env.AI_CHEF_PROBE_WAIT));
    await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline"] });
    const load = loadavg()[0]?.toFixed(1);
    await page.getByRole("button", { name: "Get a recipe" }).click();
    await page.getByRole("button", { name: "More" }).waitFor({ timeout: 300_000 });
    if (kind === "recipe" || kind === "sample") await page.getByRole("spinbutton", { name: "Servings" }).waitFor({ timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    await page.waitForTimeout(300);
    const trace = await browser.stopTracing();
    await page.context().close();
    const onMain = mainThreadEvents(traceEventsOf(trace));
    const tasks = mainThreadTasks(onMain);
    // From the first input event (Playwright's pointer moves and the click).
    const clicked = onMain.find((e) => e.name === "EventDispatch")?.ts ?? tasks[0]?.ts ?? 0;
    const isFrame = (task: TraceEvent) => isFrameOf(onMain, task);
    const after = tasks.filter((task) => task.ts >= clicked);
    const frames = after.filter(isFrame).map(cpu);
    const long = after.filter((task) => cpu(task) > 50).map((task) => `${cpu(task).toFixed(0)}${isFrame(task) ? "f" : ""}@${((task.ts - clicked) / 1000).toFixed(0)}`);
    // The click's own task (the one holding the click event): what the page runs before the request goes.
    const clicks = clickTask(onMain, tasks);
    const median = [...frames].sort((a, b) => a - b)[Math.floor(frames.length / 2)] ?? 0;
    // AI_CHEF_PROBE_TASKS=1: every task over 2 ms of CPU until the fourth frame, with what it held (to see where a mount went).
    if (process.env.AI_CHEF_PROBE_TASKS === "1") {
      const fourth = after.filter(isFrame)[3]?.ts ?? Infinity;
      const inside = (task: TraceEvent, name: string) => onMain.filter((e) => e.name === name && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0)).reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0);
      for (const task of after.filter((t) => t.ts <= fourth && cpu(t) > 2)) {
        const kinds = ["UpdateLayoutTree", "Layout", "PrePaint", "Paint"].map((name) => `${name} ${inside(task, name).toFixed(1)}`).join(", ");
        console.log(`  ${cpu(task).toFixed(1)} ms${isFrame(task) ? " f" : ""} @${((task.ts - clicked) / 1000).toFixed(0)}: ${kinds}`);
      }
    }
    console.log(`load ${load}: click ${clicks ? cpu(clicks).toFixed(0) : "?"} ms CPU; ${long.length} tasks over 50 ms of CPU (ms CPU @ ms after the click): ${long.join(" ")} | first frames (ms CPU) ${frames.slice(0, 8).map((ms) => ms.toFixed(0)).join(" ")} | ${frames.length} frames, median ${median.toFixed(0)}`);
  }
} finally {
  await browser.close();
  await server.stop();
  await upstream.stop();
}
