import { existsSync, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { launchChromium } from "../tests/chromium.ts";
import { serverDirFor } from "./build-app.ts";
import { openPage, speedNamed, startStreaming } from "./speeds-bench.ts";
import { mainThreadEvents, taskPhases, traceEventsOf } from "./trace-tasks.ts";

/**
 * What the first text frame is made of (issue 25 at 4×): the page of the worktree `<root>` built unminified
 * (into its node_modules/.cache, kept between runs with AI_CHEF_PROFILE_REUSE=1), one reply streamed at one
 * speed and throttle, `runs` times, each with a Chromium trace and a CPU profile (Profiler domain, 100 µs).
 * For the first text frame of each run it prints the task's CPU time; the browser's own work in it (style,
 * layout, pre-paint, paint, layerize, commit, garbage collection), with the elements styled and the layout
 * objects laid out; the animation-frame callbacks by function; and the script's samples by what they were
 * doing: the split's parse, React's render (the components' own code, by component, and the reconciler's
 * work around it: fibers, DOM elements made and their properties), React's commit, and the rest. Then the
 * medians over the runs. Usage:
 * `npx tsx bench/profile-first-frame.ts <root> [recipe|sample] ["10k chars/s"] [throttle] [runs]`.
 */
const [rootArg = ".", kind = "recipe", speedName = "10k chars/s", throttleArg = "4", runsArg = "5"] = process.argv.slice(2);
const root = resolve(rootArg);
const dist = join(root, "node_modules", ".cache", "ai-chef-first-frame");
if (!(process.env.AI_CHEF_PROFILE_REUSE === "1" && existsSync(join(dist, "index.html")))) {
  mkdirSync(dist, { recursive: true });
  await build({ root, logLevel: "warn", build: { outDir: dist, emptyOutDir: true, minify: false } });
  await build({ root, configFile: join(root, "vite.server.config.ts"), logLevel: "warn", build: { outDir: serverDirFor(dist), emptyOutDir: true } });
}

type CallFrame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const BROWSER = ["UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit", "MinorGC", "MajorGC"];
// The script's samples by the first of these found on the stack, innermost first.
const PARSE = /^(splitBlocks|fromMarkdown|createSplitAhead|capMarkdown)$/;
const COMMIT = /^(commitRoot|commitRootImpl|flushPassiveEffects|flushLayoutEffects|flushMutationEffects|commitMutationEffectsOnFiber|commitLayoutEffectOnFiber)$/;
const RENDER = /^(renderRootSync|renderRootConcurrent)$/;
const HOST = /^(completeWork|createElement|createInstance|setInitialProperties|setProp|appendAllChildren|createTextNode|finalizeInitialChildren|updateHostComponent|diffProperties|setValueForProperty|setTextContent)$/;

const { upstream, server } = await startStreaming(dist, speedNamed(speedName), kind);
const browser = await launchChromium();
const rows: Record<string, number>[] = [];
try {
  for (let run = 0; run < Number(runsArg); run++) {
    const page = await openPage(browser, server.url, Number(throttleArg));
    // AI_CHEF_PROFILE_WARM=1 (an experiment, not the page's code): a recipe-shaped panel laid out unseen before the click, then removed.
    if (process.env.AI_CHEF_PROFILE_WARM === "1")
      await page.evaluate(async () => {
        const box = document.createElement("section");
        box.className = "suggested-recipe-container";
        box.style.cssText = "position:fixed;visibility:hidden;left:0;top:0;width:300px;pointer-events:none";
        box.setAttribute("aria-hidden", "true");
        box.innerHTML = '<div class="panel-heading"><h2>Chef recommends</h2><button class="secondary small">Stop</button></div><div class="recipe-body"><div class="markdown"><h1>Warm soup</h1><p>Serves <strong>4</strong>, <em>quick</em></p><h2>Ingredients</h2><ul><li>1 egg</li></ul><h3>Method</h3><ol><li>Mix</li></ol></div></div>';
        (document.querySelector("main") ?? document.body).append(box);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        box.remove();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-v8.gc", "blink.user_timing", ...(process.env.AI_CHEF_PROFILE_CATEGORIES?.split(",") ?? [])] });
    await cdp.send("Profiler.start");
    const load = loadavg()[0]?.toFixed(1);
    await page.getByRole("button", { name: "Get a recipe" }).click();
    await page.getByRole("button", { name: "More" }).waitFor({ timeout: 300_000 });
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    const events = traceEventsOf(await browser.stopTracing());
    await page.context().close();
    const onMain = mainThreadEvents(events);
    // AI_CHEF_PROFILE_FRAME=<n>: the nth text frame instead (2: the streaming frame after the first), to compare.
    const nth = Number(process.env.AI_CHEF_PROFILE_FRAME ?? 1);
    const frame = taskPhases(events, 0).filter(({ phase }) => phase.kind === "first text frame" || phase.kind === "streaming frame")[nth - 1]?.task;
    if (!frame) {
      console.log(`run ${run + 1}: no first text frame found`);
      continue;
    }
    const end = frame.ts + (frame.dur ?? 0);
    const inside = onMain.filter((e) => e !== frame && e.ts >= frame.ts && e.ts < end);
    const row: Record<string, number> = { cpu: (frame.tdur ?? 0) / 1000 };
    for (const name of BROWSER) row[name] = inside.filter((e) => e.name === name).reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0);
    row.styled = inside.filter((e) => e.name === "UpdateLayoutTree").reduce((sum, e) => sum + Number((e.args as { elementCount?: number } | undefined)?.elementCount ?? 0), 0);
    row.laidOut = inside.filter((e) => e.name === "Layout").reduce((sum, e) => sum + Number((e.args as { beginData?: { dirtyObjects?: number } } | undefined)?.beginData?.dirtyObjects ?? 0), 0);
    // Style or layout run inside script (forced by a read such as scrollIntoView or offsetHeight), not by the frame's lifecycle.
    const scripts = inside.filter((e) => e.name === "FunctionCall");
    row.forced = inside.filter((e) => (e.name === "Layout" || e.name === "UpdateLayoutTree") && scripts.some((f) => e.ts >= f.ts && e.ts < f.ts + (f.dur ?? 0))).reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0);
    const callbacks = scripts.map((e) => `${String(e.args?.data?.functionName || e.args?.data?.url || "?")} ${((e.tdur ?? e.dur ?? 0) / 1000).toFixed(1)}`);

    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    let at = profile.startTime;
    const samples = profile.samples.map((id, i) => ({ id, at: (at += profile.timeDeltas[i] ?? 0), ms: (profile.timeDeltas[i + 1] ?? 0) / 1000 }));
    const parts = new Map<string, number>();
    const commitStacks = new Map<string, number>();
    const add = (key: string, ms: number) => parts.set(key, (parts.get(key) ?? 0) + ms);
    for (const sample of samples.filter((s) => s.at >= frame.ts && s.at < end)) {
      const stack: CallFrame[] = [];
      for (let id: number | undefined = sample.id; id !== undefined; id = parent.get(id)) {
        const node = byId.get(id);
        if (node) stack.push(node.callFrame);
      }
      const names = stack.map((f) => f.functionName);
      const own = (f: CallFrame) => f.url.includes("/assets/") && /^[A-Z]/.test(f.functionName) && !/^(Profiler|Fragment)$/.test(f.functionName);
      const inner = names[0] ?? "";
      if (["(program)", "(idle)", "(garbage collector)"].includes(inner)) add(`js: ${inner}`, sample.ms);
      else if (names.some((n) => PARSE.test(n))) add("js: parse (split)", sample.ms);
      else if (names.some((n) => COMMIT.test(n))) {
        const key = names.slice(0, 7).join(" < ");
        commitStacks.set(key, (commitStacks.get(key) ?? 0) + sample.ms);
      }
      if (["(program)", "(idle)", "(garbage collector)"].includes(inner) || names.some((n) => PARSE.test(n))) continue;
      else if (names.some((n) => COMMIT.test(n))) add(`js: commit${names.some((n) => /passive/i.test(n)) ? " (passive effects)" : names.some((n) => /Layout/.test(n)) ? " (layout effects)" : ""}`, sample.ms);
      else if (names.some((n) => RENDER.test(n))) {
        const component = stack.find(own)?.functionName;
        if (component) add(`js: render, ${component}`, sample.ms);
        else if (names.some((n) => HOST.test(n))) add("js: render, host elements (completeWork)", sample.ms);
        else add("js: render, reconciler", sample.ms);
      } else add(`js: other (${stack.find((f) => f.url.includes("/assets/"))?.functionName ?? inner})`, sample.ms);
    }
    for (const [key, ms] of parts) row[key] = ms;
    rows.push(row);
    // AI_CHEF_PROFILE_CATEGORIES=<extra trace categories>: every event inside the frame, by name, its time summed.
    if (process.env.AI_CHEF_PROFILE_CATEGORIES) {
      const byName = new Map<string, { ms: number; count: number }>();
      for (const e of inside) {
        const entry = byName.get(e.name) ?? { ms: 0, count: 0 };
        entry.ms += (e.tdur ?? e.dur ?? 0) / 1000;
        entry.count++;
        byName.set(e.name, entry);
      }
      for (const e of inside.filter((e) => /Font|Strike|CompileLazy|ParseFunction|CompileCode/.test(e.name))) console.log(`  ${e.name} ${((e.tdur ?? e.dur ?? 0) / 1000).toFixed(1)} ${JSON.stringify(e.args ?? {}).slice(0, 200)}`);
      for (const [stack, ms] of [...commitStacks].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  commit stack ${ms.toFixed(1)}: ${stack}`);
      console.log(`  events: ${[...byName].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40).map(([name, { ms, count }]) => `${name} ${ms.toFixed(1)}×${count}`).join("; ")}`);
    }
    const top = [...parts].sort((a, b) => b[1] - a[1]).map(([key, ms]) => `${key} ${ms.toFixed(1)}`).join("; ");
    console.log(
      `run ${run + 1}, load ${load}: first text frame ${row.cpu?.toFixed(1)} ms CPU, ${((frame.dur ?? 0) / 1000).toFixed(1)} wall | ${BROWSER.map((name) => `${name} ${row[name]?.toFixed(1)}`).join(", ")} | ${row.styled} elements styled, ${row.laidOut} objects laid out, ${row.forced?.toFixed(1)} ms of style and layout forced by script | callbacks: ${callbacks.join(", ")}\n  ${top}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await upstream.stop();
}
const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`medians over ${rows.length} runs (a part absent from a run counts 0):`);
for (const key of keys.sort((a, b) => median(rows.map((r) => r[b] ?? 0)) - median(rows.map((r) => r[a] ?? 0)))) console.log(`  ${key}: ${median(rows.map((r) => r[key] ?? 0)).toFixed(1)}`);
