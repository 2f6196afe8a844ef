import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { clientOf, parseTrustProxy } from "../server/client-address.server.ts";
import { MAX_TRACKED_CLIENTS } from "../server/config.server.ts";
import { createLimits } from "../server/limits.server.ts";
import { createLogger } from "../server/logger.server.ts";
import { createMetrics } from "../server/metrics.server.ts";

/**
 * `npx tsx bench/limiter-memory.ts`: what the per-client limiter holds in memory (this process's store,
 * as with no Redis or during an outage) after 20,000 requests that each bring a new X-Forwarded-For —
 * forged from an untrusted address, and real clients behind a trusted proxy — and at its cap. Heap
 * after a full collection, before and after.
 */
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const heap = () => {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
};

const junk = (i: number) => `${i.toString(36)}-`.repeat(Math.ceil(8192 / (i.toString(36).length + 1))).slice(0, 8192);
const untrusted = parseTrustProxy("10.255.0.0/16");
const loopback = parseTrustProxy("loopback");
if (!untrusted.ok || !loopback.ok) throw new Error("trust lists");

async function run(name: string, count: number, key: (i: number) => string) {
  const limits = createLimits(
    { rateLimitPerMinute: 10, maxTrackedClients: MAX_TRACKED_CLIENTS, dailyTokenBudget: undefined, dailyRequestBudget: undefined, budgetFailOpen: false, redisUrl: undefined, redisRequired: false, redisTimeoutMs: 250 },
    createLogger({ write: () => undefined }),
    createMetrics(),
  );
  const before = heap();
  for (let i = 0; i < count; i++) await limits.checkClient(key(i));
  const after = heap();
  const grew = after - before;
  console.log(`| ${name} | ${count.toLocaleString("en")} | ${(grew / 1024 / 1024).toFixed(2)} MB | ${Math.round(grew / count)} B |`);
  await limits.close();
}

console.log("| requests, each a new X-Forwarded-For | count | heap grown (after GC) | per request |");
console.log("| --- | --- | --- | --- |");
await run("8 KB forged values from an untrusted address", 20_000, (i) => clientOf("198.51.100.1", `${junk(i)}, 203.0.${(i >> 8) & 255}.${i & 255}`, untrusted.proxies));
await run("distinct IPv4 clients behind a trusted proxy", 20_000, (i) => clientOf("127.0.0.1", `${junk(i)}, 10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, loopback.proxies));
await run("distinct IPv6 /64s behind a trusted proxy", 20_000, (i) => clientOf("127.0.0.1", `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`, loopback.proxies));
await run("addresses in one IPv6 /64", 20_000, (i) => clientOf("127.0.0.1", `2001:db8:1:2::${i.toString(16)}`, loopback.proxies));
await run(`past the cap (${MAX_TRACKED_CLIENTS.toLocaleString("en")} a minute)`, 100_000, (i) => clientOf("127.0.0.1", `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, loopback.proxies));
