import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Browser } from "playwright-core";
import { build } from "vite";
import { launchChromium } from "../tests/chromium.ts";
import type { BenchWindow, Pace, RendererKind, RenderRun } from "./render-page/protocol.ts";
import { sampleReply } from "./sample-reply.ts";
import { startStaticHost } from "../tests/static-host.ts";

export const RENDER_CHUNK_CHARS = 20;
export const RENDER_REPLY_CHARS = 10_240;

/** One renderer at one pace: medians over the rounds. */
export type RenderSummary = {
  kind: RendererKind;
  pace: Pace;
  /** Main-thread task time in the renderer process during the run (Chrome's TaskDuration metric). */
  mainThreadMs: number;
  /** Sum of the synchronous updates: React render and commit, style and layout. */
  updatesMs: number;
  last10Ms: number;
  slowestMs: number;
  longTasks: number;
  blockRenders: number;
};

export type RenderBench = { replyChars: number; chunkChars: number; chunks: number; rounds: number; chromium: string; summaries: RenderSummary[] };

const pageRoot = fileURLToPath(new URL("./render-page/", import.meta.url));

/** Builds the benchmark page (production React, minified) with its own Vite config into `outDir`. */
async function buildRenderPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: pageRoot,
    logLevel: "warn",
    plugins: [react()],
    build: { outDir, emptyOutDir: true, modulePreload: false },
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type Measured = RenderRun & { mainThreadMs: number };

/** One run in a fresh page: a short warm-up (so neither side pays for compiling), then the reply. */
async function measure(browser: Browser, origin: string, kind: RendererKind, pace: Pace, text: string, chunkChars: number): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const taskSeconds = async () =>
      (await cdp.send("Performance.getMetrics")).metrics.find((metric) => metric.name === "TaskDuration")?.value ?? 0;
    await page.evaluate(([k, t]) => (window as unknown as BenchWindow).runRender(k, t, 200, "task"), [kind, text.slice(0, 2000)] as const);
    const before = await taskSeconds();
    const run = await page.evaluate(
      ([k, t, size, p]) => (window as unknown as BenchWindow).runRender(k, t, size, p),
      [kind, text, chunkChars, pace] as const,
    );
    return { ...run, mainThreadMs: ((await taskSeconds()) - before) * 1000 };
  } finally {
    await context.close();
  }
}

function summarise(kind: RendererKind, pace: Pace, runs: Measured[]): RenderSummary {
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  return {
    kind,
    pace,
    mainThreadMs: median(runs.map((run) => run.mainThreadMs)),
    updatesMs: median(runs.map((run) => total(run.updateMs))),
    last10Ms: median(runs.map((run) => total(run.updateMs.slice(-10)))),
    slowestMs: median(runs.map((run) => Math.max(...run.updateMs))),
    longTasks: median(runs.map((run) => run.longTasks)),
    blockRenders: median(runs.map((run) => run.blockRenders)),
  };
}

/**
 * Streams the same reply through RecipeMarkdown and through plain react-markdown + remark-gfm in
 * Chromium, one render per chunk, each run in a fresh page of one browser: chunks one per task
 * (the renderers' own cost) and one per frame (what a steady stream costs, painting included).
 * The two renderers alternate within each round, so machine noise touches both alike.
 */
export async function benchRender(rounds = 3, replyChars = RENDER_REPLY_CHARS, chunkChars = RENDER_CHUNK_CHARS): Promise<RenderBench> {
  const outDir = mkdtempSync(join(tmpdir(), "ai-chef-render-"));
  const text = sampleReply(replyChars);
  const server = await buildRenderPage(outDir).then(() => startStaticHost(outDir));
  const browser = await launchChromium();
  try {
    const configurations = (["task", "frame"] as const).flatMap((pace) => (["blocks", "naive"] as const).map((kind) => ({ kind, pace })));
    const runs = new Map(configurations.map((configuration) => [configuration, [] as Measured[]]));
    for (let round = 0; round < rounds; round++) {
      for (const configuration of configurations) {
        runs.get(configuration)?.push(await measure(browser, server.origin, configuration.kind, configuration.pace, text, chunkChars));
      }
    }
    return {
      replyChars: text.length,
      chunkChars,
      chunks: Math.ceil(text.length / chunkChars),
      rounds,
      chromium: browser.version(),
      summaries: configurations.map((configuration) => summarise(configuration.kind, configuration.pace, runs.get(configuration) ?? [])),
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
