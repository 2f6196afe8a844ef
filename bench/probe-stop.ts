import { loadavg } from "node:os";
import { replyOf, type ReplyKind } from "./sample-reply.ts";
import { openPage, startProbe } from "./speeds-bench.ts";
import { mainThreadEvents, mainThreadTasks, traceEventsOf, type TraceEvent } from "./trace-tasks.ts";

/**
 * What Stop's interaction is made of (issue 25: Stop under 100 ms at 4×): the reply streamed as the
 * speeds bench streams it, Stop clicked at about 40 % of it, then Stop's Event Timing duration (input
 * delay + processing + presentation, as the speeds bench reports it) and every main-thread task of over
 * 2 ms of CPU from Stop's pointerdown until its frame is painted and 300 ms after, with its style,
 * layout, paint, script and collector time (`f`: an animation frame). The page is the production
 * build in `dist` (built there first if absent, or with AI_CHEF_PROBE_BUILD=1). Usage:
 * `npx tsx bench/probe-stop.ts <dist> [recipe|sample] ["3k chars/s"] [throttle] [runs]`.
 */
const { kind, throttle, runs, upstream, server, browser } = await startProbe("bench/probe-stop.ts");
const KINDS = ["UpdateLayoutTree", "Layout", "PrePaint", "Paint", "FunctionCall", "EventDispatch", "RunMicrotasks", "TimerFire", "MinorGC", "MajorGC", "V8.GC_SCAVENGER", "V8.GC_MARK_COMPACTOR"];
type Observed = { events: { name: string; duration: number; startTime: number; processingStart: number; processingEnd: number }[] };
type Profile = { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** The functions from the page's own scripts on the stack in [start, end) (trace µs), by inclusive time. */
function inclusive(profile: Profile, start: number, end: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < start || at >= end) return;
    const weight = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let node = byId.get(id); node; node = byId.get(parent.get(node.id) ?? -1)) {
      const { functionName, url, lineNumber } = node.callFrame;
      if (!url.includes("/assets/")) continue;
      const name = `${functionName || "(anonymous)"} ${url.split("/").pop() ?? ""}:${lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + weight);
    }
  });
  return [...total].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([name, ms]) => `${ms.toFixed(1)} ${name}`);
}

try {
  for (let run = 0; run < runs; run++) {
    const page = await openPage(browser, server.url, throttle);
    await page.evaluate(() => {
      const events: Observed["events"] = [];
      (window as unknown as { __stop: Observed }).__stop = { events };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEventTiming[]) events.push({ name: e.name, duration: e.duration, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd });
      }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    });
    await page.getByRole("button", { name: "Get a recipe" }).click();
    const stop = page.getByRole("button", { name: "Stop" });
    await stop.waitFor({ timeout: 60_000 });
    const total = replyOf(kind as ReplyKind).length;
    const shown = () => page.evaluate(() => document.querySelector(".recipe-body")?.textContent?.length ?? 0);
    while ((await shown()) < total * 0.4 && (await stop.isVisible())) await page.waitForTimeout(20);
    // AI_CHEF_PROBE_PROFILE=1: a CPU profile too (best with an unminified build, as profile-speeds.ts makes), and the
    // app's functions that took the most of Stop's task, inclusive.
    const profiling = process.env.AI_CHEF_PROBE_PROFILE === "1";
    const cdp = profiling ? await page.context().newCDPSession(page) : null;
    if (cdp) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
    }
    await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline", "disabled-by-default-v8.gc"] });
    const load = loadavg()[0]?.toFixed(1);
    try {
      await stop.click({ timeout: 1_000 });
    } catch {
      await browser.stopTracing();
      await page.context().close();
      console.log(`load ${load}: the reply was whole before Stop`);
      continue;
    }
    await page.getByText("You stopped the chef; this is the recipe so far.").waitFor({ timeout: 60_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(300);
    const profile = cdp ? ((await cdp.send("Profiler.stop")) as { profile: Profile }).profile : null;
    const trace = await browser.stopTracing();
    const timing = (await page.evaluate(() => (window as unknown as { __stop: Observed }).__stop)).events.filter((e) => ["pointerdown", "pointerup", "click", "mousedown", "mouseup"].includes(e.name));
    await page.context().close();
    const onMain = mainThreadEvents(traceEventsOf(trace));
    const tasks = mainThreadTasks(onMain);
    const down = onMain.find((e) => e.name === "EventDispatch" && (e.args as { data?: { type?: string } } | undefined)?.data?.type === "pointerdown")?.ts ?? tasks[0]?.ts ?? 0;
    const within = (task: TraceEvent, name: string) => onMain.filter((e) => e.name === name && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0)).reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0);
    const longest = timing.reduce((best, e) => (e.duration > (best?.duration ?? -1) ? e : best), timing[0]);
    const parts = longest ? ` (input delay ${(longest.processingStart - longest.startTime).toFixed(0)}, processing ${(longest.processingEnd - longest.processingStart).toFixed(0)}, to the paint ${(longest.startTime + longest.duration - longest.processingEnd).toFixed(0)})` : "";
    console.log(`load ${load}: Stop ${longest?.duration ?? 0} ms, ${longest?.name ?? "none"}${parts}`);
    for (const task of tasks.filter((t) => t.ts >= down - 50_000 && t.ts <= down + 400_000 && (t.tdur ?? 0) > 2_000)) {
      const isFrame = onMain.some((e) => e.name === "FireAnimationFrame" && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
      const kinds = KINDS.map((name) => [name, within(task, name)] as const).filter(([, ms]) => ms >= 0.5).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(", ");
      console.log(`  ${((task.tdur ?? 0) / 1000).toFixed(1)} ms CPU${isFrame ? " f" : ""} @${((task.ts - down) / 1000).toFixed(0)}: ${kinds}`);
    }
    const stopTask = tasks.find((t) => t.ts <= down && t.ts + (t.dur ?? 0) >= down);
    if (profile && stopTask) console.log(`  Stop's task, inclusive ms of the app's functions:\n    ${inclusive(profile, stopTask.ts, stopTask.ts + (stopTask.dur ?? 0)).join("\n    ")}`);
  }
} finally {
  await browser.close();
  await server.stop();
  await upstream.stop();
}
