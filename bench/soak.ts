import { pathToFileURL } from "node:url";
import { runSoak, type SoakReport } from "../tests/soak-run.ts";

export const SOAK_REQUESTS = 10_000;
export const SOAK_CONCURRENCY = 64;

/**
 * The full soak: ten times the requests of the one in `npm test`, twice the concurrency. Mixed valid,
 * invalid, abandoned (midway and before the first byte) and rate-limited requests against our server
 * with a fake upstream on loopback. Throws if any promise broke, so a bench run cannot hide a failure.
 */
export async function benchSoak(requests = SOAK_REQUESTS, concurrency = SOAK_CONCURRENCY): Promise<SoakReport> {
  const report = await runSoak({ requests, concurrency });
  if (report.failures.length > 0) throw new Error(`the soak broke its promises:\n${report.failures.join("\n")}`);
  return report;
}

/** The report as a small markdown table. */
export function soakTable(report: SoakReport): string {
  const rows: [string, string][] = [
    ["requests", `${report.requests} (${Object.entries(report.byKind).map(([kind, n]) => `${n} ${kind}`).join(", ")})`],
    ["concurrency", String(SOAK_CONCURRENCY)],
    ["duration", `${(report.durationMs / 1000).toFixed(1)} s (${Math.round(report.requests / (report.durationMs / 1000))} requests/s)`],
    ["statuses", Object.entries(report.statuses).map(([status, n]) => `${status}: ${n}`).join(", ")],
    ["5xx", String(report.serverErrors)],
    ["upstream calls", String(report.upstreamCalls)],
    ["abandoned by the client / aborted upstream", `${report.abandoned} / ${report.abandonedUpstream}`],
    ["upstream requests in flight afterwards", String(report.upstreamInFlight)],
    ["upstream connections open afterwards", String(report.upstreamOpenConnections)],
    ["greedy client allowed", `${report.greedyAllowed} (limit ${report.rateLimit} per minute, over ${report.greedyWindows} minute(s))`],
    ["heap before / after", `${report.heapBeforeMB} MB / ${report.heapAfterMB} MB${report.gcForced ? " (after a full GC)" : " (no GC available)"}`],
  ];
  return ["| soak | |", "| --- | --- |", ...rows.map(([name, value]) => `| ${name} | ${value} |`)].join("\n");
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  console.log(soakTable(await benchSoak()));
}
