import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/chromium.ts";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

export type LighthouseRun = {
  formFactor: "mobile" | "desktop";
  /** 0–100 per category. */
  scores: Record<Category, number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits that cost points: id and title, for the notes. */
  failing: string[];
};

type Chromium = { port: number; close: () => Promise<void> };

/** Debian's Chromium with a DevTools port for Lighthouse, in its own profile and process group. */
async function launchForLighthouse(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), "ai-chef-lh-profile-"));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  // The whole group: the browser and the renderer processes it started.
  const killGroup = () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGKILL");
  };
  // Should the benchmark itself die, the browser must not outlive it.
  process.once("exit", killGroup);
  let stderr = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup();
      reject(new Error(`Chromium did not start:\n${stderr}`));
    }, 30_000);
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on("exit", (code) => reject(new Error(`Chromium exited with ${code}:\n${stderr}`)));
  });
  return {
    port,
    close: async () => {
      process.off("exit", killGroup);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        if (child.pid) process.kill(-child.pid, "SIGTERM");
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Lighthouse 12 through its Node API, mobile (its default, simulated slow 4G) then desktop. */
export async function benchLighthouse(url: string): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (const formFactor of ["mobile", "desktop"] as const) {
    const chromium = await launchForLighthouse();
    try {
      const result = await lighthouse(
        url,
        { port: chromium.port, output: "json", logLevel: "error", onlyCategories: [...LIGHTHOUSE_CATEGORIES] },
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      if (!result) throw new Error("Lighthouse returned nothing");
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scored = new Set(
        LIGHTHOUSE_CATEGORIES.flatMap((id) => (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)),
      );
      runs.push({
        formFactor,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          "best-practices": score("best-practices"),
          seo: score("seo"),
        },
        metrics: {
          fcpMs: numeric("first-contentful-paint"),
          lcpMs: numeric("largest-contentful-paint"),
          tbtMs: numeric("total-blocking-time"),
          cls: numeric("cumulative-layout-shift"),
          speedIndexMs: numeric("speed-index"),
        },
        failing: Object.values(lhr.audits)
          .filter((audit) => scored.has(audit.id) && audit.score !== null && audit.score < 1)
          .map((audit) => `${audit.id} (${audit.score})`),
      });
    } finally {
      await chromium.close();
    }
  }
  return runs;
}
