import { connect } from "node:net";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "../fake-upstream.ts";
import { TIMEOUTS } from "../timeouts.ts";
import { startServer, type Served } from "./harness.ts";

/**
 * Caps that hold, on the production server with its production heap (`npm run serve`'s 128 MB): a
 * crowd of forged X-Forwarded-For values neither lifts the per-client limit nor grows the limiter.
 * Before this, 13,071 requests with unique 8 KB values ran that heap out and killed the process.
 */
const FLOOD = 20_000;
const LIMIT = 10;
const INGREDIENTS = JSON.stringify({ ingredients: ["eggs", "spinach", "feta", "onion"] });

let upstream: FakeUpstream;
const running: Served[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterEach(async () => {
  for (const served of running.splice(0)) await served.stop();
  upstream.reset();
});
afterAll(async () => {
  await upstream?.close();
});

async function instance(env: Record<string, string>): Promise<Served> {
  const served = await startServer({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: String(LIMIT), ...env });
  running.push(served);
  return served;
}

async function gauge(origin: string, name: string): Promise<number> {
  const families = parsePrometheusTextFormat(await (await fetch(`${origin}/metrics`)).text());
  return Number(families.find((family) => family.name === name)?.metrics[0]?.value ?? Number.NaN);
}

/** 8 KB of junk unique to request `i`, so no two forged values share a byte pattern V8 could intern. */
function junk(i: number): string {
  return `${i.toString(36)}-`.repeat(Math.ceil(8192 / (i.toString(36).length + 1))).slice(0, 8192);
}

/**
 * Sends `count` recipe requests over `sockets` keep-alive connections, each connection's share written
 * at once (HTTP/1.1 pipelining: the server answers them in order), with X-Forwarded-For `forwardedFor(i)`.
 * A raw socket rather than fetch, so the flood costs the test little beside what it costs the server.
 */
async function flood(origin: string, count: number, forwardedFor: (i: number) => string, sockets = 8): Promise<Map<number, number>> {
  const { hostname, port } = new URL(origin);
  const statuses = new Map<number, number>();
  const body = Buffer.from(INGREDIENTS);
  const one = (i: number) =>
    `POST /api/recipe HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nX-Forwarded-For: ${forwardedFor(i)}\r\n\r\n${INGREDIENTS}`;
  await Promise.all(
    Array.from({ length: sockets }, (_, s) => {
      const mine = Array.from({ length: Math.ceil((count - s) / sockets) }, (_, k) => s + k * sockets);
      return new Promise<void>((resolve, reject) => {
        let answered = 0;
        let pending = "";
        const socket = connect(Number(port), hostname, () => {
          // A few hundred at a time, so neither side holds the whole flood in memory at once.
          let next = 0;
          const write = () => {
            while (next < mine.length) {
              const chunk = mine.slice(next, next + 200).map(one).join("");
              next += 200;
              if (!socket.write(chunk)) return void socket.once("drain", write);
            }
          };
          write();
        });
        socket.setEncoding("latin1");
        socket.on("data", (data: string) => {
          pending += data;
          // Every answer here is short and states its length: count status lines, keep the tail.
          for (let at = pending.indexOf("HTTP/1.1 "); at !== -1 && at + 12 <= pending.length; at = pending.indexOf("HTTP/1.1 ")) {
            const status = Number(pending.slice(at + 9, at + 12));
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            answered++;
            pending = pending.slice(at + 12);
          }
          if (answered === mine.length) socket.end(resolve);
        });
        socket.on("error", reject);
        socket.on("close", () => (answered === mine.length ? resolve() : reject(new Error(`connection closed after ${answered} of ${mine.length} answers`))));
      });
    }),
  );
  return statuses;
}

test(`${FLOOD.toLocaleString("en")} unique 8 KB forged X-Forwarded-For values from an untrusted address: one limit for all, one client counted, heap bounded`, async () => {
  // The operator's proxy is elsewhere; this client reached the instance directly.
  const served = await instance({ AI_CHEF_TRUST_PROXY: "10.255.0.0/16" });
  const started = Date.now();
  await flood(served.origin, 50, () => "198.51.100.1", 1);
  const heapBefore = await gauge(served.origin, "ai_chef_nodejs_heap_size_used_bytes");
  const upstreamBefore = upstream.requests.length;

  // As the red team sent them: each value a unique 8 KB string, the last entry of its header.
  const statuses = await flood(served.origin, FLOOD, (i) => (i % 2 === 0 ? junk(i) : `${junk(i).slice(0, 8000)}, 203.0.${(i >> 8) & 255}.${i & 255}`));

  // The warm-up spent the first minute's limit. On a machine slow enough that the flood outlives that
  // minute, each new minute gives the one shared client its limit again, and no more than that.
  const newMinutes = Math.floor((Date.now() - started) / 60_000);
  const served200 = statuses.get(200) ?? 0;
  expect(served.process.exitCode).toBeNull();
  expect(served200).toBeLessThanOrEqual(LIMIT * newMinutes);
  expect(statuses.get(429)).toBe(FLOOD - served200);
  expect(upstream.requests.length - upstreamBefore).toBe(served200);
  expect(await gauge(served.origin, "ai_chef_rate_limit_clients")).toBe(1);
  const grewMB = ((await gauge(served.origin, "ai_chef_nodejs_heap_size_used_bytes")) - heapBefore) / 1024 / 1024;
  console.log(`forged flood: ${FLOOD} requests, heap ${(heapBefore / 1024 / 1024).toFixed(1)} MB before, grew ${grewMB.toFixed(1)} MB`);
  // The forged values alone were 160 MB; what is left is garbage not yet collected.
  expect(grewMB).toBeLessThan(24);
  expect((await fetch(`${served.origin}/api/health`)).status).toBe(200);
}, TIMEOUTS.heavyTest);
