import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { launchChromium } from "../tests/chromium.ts";
import { serverDirFor } from "./build-app.ts";
import { openPage, speedNamed, startStreaming } from "./speeds-bench.ts";
import { mainThreadEvents, mainThreadTasks, phaseLabel, taskPhases, traceEventsOf, type TraceEvent } from "./trace-tasks.ts";

/**
 * What the long tasks of one `speeds` case are made of (issue 25): the page built unminified, one reply
 * streamed at one speed and CPU throttle, with a Chromium trace (tasks, style, layout, paint, GC) and a
 * CPU profile (Profiler domain) recorded together. For every main-thread task over 50 ms it prints the
 * time in each kind of browser work and the functions that took the most of it (self time, and
 * inclusive time of the app's own components and functions).
 * Usage: `npx tsx bench/profile-speeds.ts <sample|recipe|table|megabyte> "<speed name>" [throttle] [trace.json]`.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const [kind = "recipe", speedName = "3k chars/s", throttleArg = "1", traceOut] = process.argv.slice(2);
const speed = speedNamed(speedName);
const throttle = Number(throttleArg);

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

// Browser work by trace event name; JS runs inside FunctionCall / TimerFire / FireAnimationFrame / RunMicrotasks.
const KINDS = ["FunctionCall", "TimerFire", "FireAnimationFrame", "RunMicrotasks", "EventDispatch", "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit", "MinorGC", "MajorGC", "V8.GC_SCAVENGER", "V8.GC_MARK_COMPACTOR", "V8.GC_MC_BACKGROUND_MARKING", "ParseHTML", "EvaluateScript", "v8.compile", "CompileCode", "XHRReadyStateChange"];

// Inside the project (the built server imports its packages from node_modules); kept between runs
// with AI_CHEF_PROFILE_REUSE=1, since building takes longer than a run.
const dist = join(root, "node_modules", ".cache", "ai-chef-profile");
const reuse = process.env.AI_CHEF_PROFILE_REUSE === "1" && existsSync(join(dist, "index.html"));
if (!reuse) {
  mkdirSync(dist, { recursive: true });
  await build({ root, logLevel: "warn", build: { outDir: dist, emptyOutDir: true, minify: false } });
  await build({ root, configFile: `${root}vite.server.config.ts`, logLevel: "warn", build: { outDir: serverDirFor(dist), emptyOutDir: true } });
}
const { upstream, server } = await startStreaming(dist, speed, kind);
const browser = await launchChromium();
try {
  const page = await openPage(browser, server.url, throttle);
  // DOM churn: nodes added and removed under the recipe, per task, to tell a re-render from a remount.
  await page.evaluate(() => {
    const log: { at: number; added: number; removed: number }[] = [];
    (window as unknown as { __churn: typeof log }).__churn = log;
    new MutationObserver((records) => {
      let added = 0;
      let removed = 0;
      for (const record of records) {
        for (const node of record.addedNodes) added += node instanceof Element ? node.querySelectorAll("*").length + 1 : 1;
        for (const node of record.removedNodes) removed += node instanceof Element ? node.querySelectorAll("*").length + 1 : 1;
      }
      log.push({ at: performance.now(), added, removed });
    }).observe(document.body, { childList: true, subtree: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 250 });
  await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute", "disabled-by-default-v8.gc", "blink.user_timing"] });
  await cdp.send("Profiler.start");
  const load = loadavg().map((value) => value.toFixed(1)).join(" / ");
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("button", { name: "More" }).waitFor({ timeout: 600_000 });
  if (kind === "sample" || kind === "recipe") await page.getByRole("spinbutton", { name: "Servings" }).waitFor({ timeout: 60_000 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  await page.waitForTimeout(300);
  const churn = await page.evaluate(() => (window as unknown as { __churn: { at: number; added: number; removed: number }[] }).__churn);
  const bigChurn = churn.filter((entry) => entry.added + entry.removed > 200);
  console.log(`DOM churn: ${churn.length} mutation batches; over 200 nodes: ${bigChurn.map((entry) => `+${entry.added}/-${entry.removed} at ${entry.at.toFixed(0)} ms`).join(", ") || "none"}`);
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
  const traceBuffer = await browser.stopTracing();
  if (traceOut) writeFileSync(traceOut, traceBuffer);
  const events = traceEventsOf(traceBuffer);
  const onMain = mainThreadEvents(events);
  const outer = mainThreadTasks(onMain);
  // Each task's phase (the click, a streaming frame, the end of the reply to the tools…), by its start.
  const phaseAt = new Map(taskPhases(events, 0).map(({ task, phase }) => [task.ts, phaseLabel(phase)]));
  // Over 50 ms of wall time, or of the thread's own CPU time (on a shared machine most of a long
  // wall-clock task can be time the thread waited for a core).
  // Starting and stopping the profiler are tasks of their own, not the page's.
  const profilerTask = (task: TraceEvent) =>
    onMain.some((e) => (e.name === "CpuProfiler::StartProfiling" || e.name === "Receive mojo message") && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && (e.dur ?? 0) > (task.dur ?? 0) * 0.9);
  // AI_CHEF_PROFILE_OVER=<ms>: tasks shorter than 50 ms too (the click, some 30–50 ms at 4×).
  const over = Number(process.env.AI_CHEF_PROFILE_OVER ?? 50) * 1000;
  const tasks = outer.filter((e) => (e.dur ?? 0) > over && !profilerTask(e));
  const cpuLong = outer.filter((e) => !profilerTask(e)).filter((e) => (e.tdur ?? 0) > 50_000).length;
  const longestCpu = Math.max(0, ...outer.filter((e) => !profilerTask(e)).map((e) => (e.tdur ?? 0) / 1000));

  // Samples with their times (µs, the trace's clock).
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (frame: CallFrame) => `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop() ?? ""}:${frame.lineNumber + 1}`;
  let at = profile.startTime;
  // Each sample stands for the time until the next one.
  const samples = profile.samples.map((id, i) => ({ id, at: (at += profile.timeDeltas[i] ?? 0), weight: (profile.timeDeltas[i + 1] ?? 0) / 1000 }));

  console.log(`# ${kind} at ${speed.name}, ${throttle}x CPU; load average ${load}; ${tasks.length} tasks over 50 ms of wall time, ${cpuLong} over 50 ms of CPU time (longest ${longestCpu.toFixed(1)} ms of CPU)`);
  const totalSelf = new Map<string, number>();
  const totalIncl = new Map<string, number>();
  const totalKinds = new Map<string, number>();
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    for (const e of onMain) if (e !== task && e.ts >= start && e.ts < end && KINDS.includes(e.name)) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const self = new Map<string, number>();
    const incl = new Map<string, number>();
    // The app's own frames of each sample, outermost first: which component ends up in the parser.
    const stacks = new Map<string, number>();
    const inWindow = samples.filter((sample) => sample.at >= start && sample.at < end);
    for (const sample of inWindow) {
      const weight = sample.weight;
      const node = byId.get(sample.id);
      if (!node) continue;
      self.set(label(node.callFrame), (self.get(label(node.callFrame)) ?? 0) + weight);
      const path: string[] = [];
      for (let id: number | undefined = sample.id; id !== undefined; id = parent.get(id)) {
        const frame = byId.get(id)?.callFrame;
        if (frame && /^[A-Z]/.test(frame.functionName) && frame.url.includes("/assets/")) path.unshift(frame.functionName);
      }
      stacks.set(path.join(" > "), (stacks.get(path.join(" > ")) ?? 0) + weight);
      const seen = new Set<string>();
      for (let id: number | undefined = sample.id; id !== undefined; id = parent.get(id)) {
        const frame = byId.get(id)?.callFrame;
        if (!frame || !frame.url.includes("/assets/")) continue;
        const name = label(frame);
        if (seen.has(name)) continue;
        seen.add(name);
        incl.set(name, (incl.get(name) ?? 0) + weight);
      }
    }
    const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, ms]) => `${ms.toFixed(1)} ${name}`).join("\n    ");
    console.log(`\n## task at +${((start - (tasks[0]?.ts ?? start)) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms wall, ${((task.tdur ?? 0) / 1000).toFixed(1)} ms CPU (${inWindow.length} samples), ${phaseAt.get(task.ts) ?? "phase unknown"}`);
    console.log(`  kinds: ${[...kinds].sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(", ")}`);
    console.log(`  self:\n    ${top(self, 12)}`);
    console.log(`  inclusive (app code):\n    ${top(incl, 30)}`);
    console.log(`  components on the stack:\n    ${top(stacks, 8)}`);
    for (const [k, v] of kinds) totalKinds.set(k, (totalKinds.get(k) ?? 0) + v);
    for (const [k, v] of self) totalSelf.set(k, (totalSelf.get(k) ?? 0) + v);
    for (const [k, v] of incl) totalIncl.set(k, (totalIncl.get(k) ?? 0) + v);
  }
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([name, ms]) => `${ms.toFixed(1)} ${name}`).join("\n    ");
  console.log(`\n## all long tasks together\n  kinds: ${[...totalKinds].sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(", ")}`);
  console.log(`  self:\n    ${top(totalSelf, 25)}`);
  console.log(`  inclusive (app code):\n    ${top(totalIncl, 40)}`);
  await page.context().close();
} finally {
  await browser.close();
  await server.stop();
  await upstream.stop();
}
