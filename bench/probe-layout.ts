import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "../tests/chromium.ts";
import { openPage, speedNamed, startStreaming } from "./speeds-bench.ts";

/**
 * What the browser lays out as the recipe tools appear (issue 25): the 10 KB recipe streamed at 3k
 * characters a second into the page built by `bench/profile-speeds.ts` (run that first: it leaves the
 * unminified build in node_modules/.cache/ai-chef-profile), then every style recalculation, layout,
 * pre-paint and paint of over 3 ms of CPU time from a Chromium trace, with the elements styled and the
 * layout objects laid out (dirty) of all there are.
 * Usage: `npx tsx bench/probe-layout.ts [throttle]`.
 */
type TraceEvent = { name: string; ph: string; ts: number; tdur?: number; pid: number; tid: number; args?: { name?: string; elementCount?: number; beginData?: { dirtyObjects?: number; totalObjects?: number } } };

const dist = join(fileURLToPath(new URL("..", import.meta.url)), "node_modules", ".cache", "ai-chef-profile");
const throttle = Number(process.argv[2] ?? "4");
const { upstream, server } = await startStreaming(dist, speedNamed("3k chars/s"), "recipe");
const browser = await launchChromium();
try {
  const page = await openPage(browser, server.url, throttle);
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"] });
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("spinbutton", { name: "Servings" }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1_500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const main = new Set(traceEvents.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const onMain = traceEvents.filter((e) => e.ph === "X" && main.has(`${e.pid}:${e.tid}`));
  const start = Math.min(...onMain.map((e) => e.ts));
  for (const e of onMain.filter((e) => ["UpdateLayoutTree", "Layout", "PrePaint", "Paint"].includes(e.name) && (e.tdur ?? 0) > 3_000)) {
    const objects = e.args?.beginData?.dirtyObjects === undefined ? "" : ` ${e.args.beginData.dirtyObjects} of ${e.args.beginData.totalObjects ?? "?"} layout objects`;
    const elements = e.args?.elementCount === undefined ? "" : ` ${e.args.elementCount} elements`;
    console.log(`+${((e.ts - start) / 1000).toFixed(0)} ms ${e.name}: ${((e.tdur ?? 0) / 1000).toFixed(1)} ms CPU${elements}${objects}`);
  }
} finally {
  await browser.close();
  await server.stop();
  await upstream.stop();
}
