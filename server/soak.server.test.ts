import { expect, test } from "vitest";
import { runSoak } from "../tests/soak-run.ts";
import { TIMEOUTS } from "../tests/timeouts.ts";

// The lighter soak of `npm test`; `npx tsx bench/soak.ts` runs the same with ten times the requests.
test("1,000 mixed recipe requests: no 5xx, every abandoned request abandoned upstream, nothing left open, memory back", async () => {
  const report = await runSoak({ requests: 1000, concurrency: 32 });
  console.log(
    [
      `soak: ${report.requests} requests in ${report.durationMs} ms (${JSON.stringify(report.byKind)})`,
      `  statuses ${JSON.stringify(report.statuses)}, 5xx: ${report.serverErrors}`,
      `  upstream calls ${report.upstreamCalls}; abandoned ${report.abandoned}, aborted upstream ${report.abandonedUpstream}; still in flight ${report.upstreamInFlight}, connections open ${report.upstreamOpenConnections}`,
      `  greedy client: ${report.greedyAllowed} allowed at a limit of ${report.rateLimit} a minute, over ${report.greedyWindows} minute(s)`,
      `  heap ${report.heapBeforeMB} MB before, ${report.heapAfterMB} MB after${report.gcForced ? " (after a full GC)" : ""}`,
    ].join("\n"),
  );
  expect(report.failures).toEqual([]);
  expect(report.serverErrors).toBe(0);
  expect(report.abandoned).toBeGreaterThan(100);
  expect(report.abandonedUpstream).toBe(report.abandoned);
  expect(report.upstreamInFlight).toBe(0);
  expect(report.upstreamOpenConnections).toBe(0);
  // The limit, once per minute the run lasted: exactly the limit on any machine that finishes in a minute.
  expect(report.greedyAllowed).toBeGreaterThanOrEqual(report.rateLimit);
  expect(report.greedyAllowed).toBeLessThanOrEqual(report.rateLimit * report.greedyWindows);
  expect(report.gcForced).toBe(true);
  // The idle server settles about 3 MB above its warmed-up baseline, at 1,000 requests as at 10,000
  // (bench/soak.ts); a leak of even 10 KB per request would break this bound.
  expect(report.heapAfterMB - report.heapBeforeMB).toBeLessThan(10);
}, TIMEOUTS.heavyTest);
