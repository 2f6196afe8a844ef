import { readFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import autocannon from "autocannon";
import { peakRss, startChild, startProductionServer, type Child } from "./processes.ts";

/**
 * Tokens in each fake reply: 1,000 by default. BENCH_REPLY_TOKENS=5 measures a request's own cost
 * apart from what streaming the previous 1,000-token reply leaves behind in the processes: with long
 * replies the bare pass-through's time rises too, and every round's figures scatter more.
 */
export const REPLY_TOKENS = Number(process.env.BENCH_REPLY_TOKENS ?? 1000);
const CHARS_PER_TOKEN = 4;
const INGREDIENTS = { ingredients: ["eggs", "spinach", "feta", "onion"] };
/** 200 tokens a second: a fast provider; a 1,000-token reply then streams for about 5 s. */
const PACED_TOKEN_MS = 5;

export type Percentiles = { p50: number; p99: number };

export type LoadRun = {
  /** Milliseconds between upstream tokens; 0 sends each reply as fast as the sockets take it. */
  tokenIntervalMs: number;
  connections: number;
  requests: number;
  durationS: number;
  requestsPerSecond: number;
  megabytesPerSecond: number;
  latency: Percentiles;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** VmRSS of the server before the run, and its VmHWM (peak since it started) after. */
  rssBeforeBytes: number;
  peakRssBytes: number;
};

export type ServerBench = {
  tokens: number;
  samples: number;
  /** Time to the first byte of the body, in ms: straight at the upstream, through a bare proxy, through our server. */
  direct: Percentiles;
  viaBareProxy: Percentiles;
  viaServer: Percentiles;
  /** Per request, through our server (or the bare proxy) minus straight at the upstream, in interleaved triples. */
  added: Percentiles;
  addedByBareProxy: Percentiles;
  /**
   * Ours over the bare pass-through in each round of interleaved triples, every round with fresh
   * processes: one round's figure moves by a few tenths of a millisecond with how the processes
   * happen to share two cores, so the goal is judged on the median round.
   */
  rounds: OursOverBare[];
  loads: LoadRun[];
};

/** p50 of ours minus p50 of the bare pass-through (ms), and p99 of ours over p99 of the bare one. */
export type OursOverBare = { p50DifferenceMs: number; p99Ratio: number };

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

/** POSTs `body` and resolves with ms to the first byte of the response body, once the body has ended. */
export function timeToFirstByte(url: string, body: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    let first: bigint | undefined;
    const req = request(
      url,
      { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        res.on("data", () => {
          first ??= process.hrtime.bigint();
        });
        res.on("end", () => resolve(Number((first ?? process.hrtime.bigint()) - start) / 1e6));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function vmRss(pid: number): Promise<number> {
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(await readFile(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb ?? Number.NaN) * 1024;
}

const OUR_BODY = JSON.stringify(INGREDIENTS);

/** A fake upstream and our production server in front of it, each its own process. */
async function withServer<T>(staticDir: string, tokenIntervalMs: number, run: (upstream: Child, server: Child, pid: number) => Promise<T>): Promise<T> {
  const upstream = await startChild(
    "bench/fake-upstream-server.ts",
    [String(REPLY_TOKENS), String(CHARS_PER_TOKEN), String(tokenIntervalMs)],
    {},
    /fake upstream at (http:\/\/\S+)/,
  );
  let server: Child | undefined;
  try {
    server = await startProductionServer(staticDir, {
      AI_CHEF_BASE_URL: upstream.url,
      AI_CHEF_MODEL: "bench/model",
      // The limit is per client, and every request here comes from 127.0.0.1.
      AI_CHEF_RATE_LIMIT: "10000",
    });
    if (server.process.pid === undefined) throw new Error("server has no pid");
    return await run(upstream, server, server.process.pid);
  } finally {
    await server?.stop();
    await upstream.stop();
  }
}

async function timeToFirstBytes(upstream: Child, server: Child, bare: Child, samples: number) {
  // The same chat request our server makes, sent straight to the upstream.
  const directBody = JSON.stringify({
    model: "bench/model",
    messages: [{ role: "user", content: "eggs, spinach, feta, onion" }],
    max_tokens: 1024,
    stream: true,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const direct: number[] = [];
  const bareTimes: number[] = [];
  const via: number[] = [];
  for (let i = 0; i < samples + 20; i++) {
    // Interleaved, so drift (GC, CPU frequency) touches all three alike; the first 20 warm up.
    const d = await timeToFirstByte(`${upstream.url}/chat/completions`, directBody, agent);
    const b = await timeToFirstByte(`${bare.url}/`, OUR_BODY, agent);
    const v = await timeToFirstByte(`${server.url}/api/recipe`, OUR_BODY, agent);
    if (i >= 20) {
      direct.push(d);
      bareTimes.push(b);
      via.push(v);
    }
  }
  agent.destroy();
  return {
    direct: percentiles(direct),
    viaBareProxy: percentiles(bareTimes),
    viaServer: percentiles(via),
    added: percentiles(via.map((v, i) => v - (direct[i] ?? 0))),
    addedByBareProxy: percentiles(bareTimes.map((b, i) => b - (direct[i] ?? 0))),
  };
}

function oursOverBare(ttfb: Awaited<ReturnType<typeof timeToFirstBytes>>): OursOverBare {
  return { p50DifferenceMs: ttfb.added.p50 - ttfb.addedByBareProxy.p50, p99Ratio: ttfb.added.p99 / ttfb.addedByBareProxy.p99 };
}

async function withBareProxy<T>(upstream: Child, run: (bare: Child) => Promise<T>): Promise<T> {
  const bare = await startChild("bench/bare-proxy.ts", [], { AI_CHEF_BASE_URL: upstream.url }, /ready at (http:\/\/[^\s"]+)/);
  try {
    return await run(bare);
  } finally {
    await bare.stop();
  }
}

async function loadRun(server: Child, pid: number, tokenIntervalMs: number, connections: number, amount: number): Promise<LoadRun> {
  const rssBeforeBytes = await vmRss(pid);
  const result = await autocannon({
    url: `${server.url}/api/recipe`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: OUR_BODY,
    connections,
    amount,
    timeout: 60,
  });
  return {
    tokenIntervalMs,
    connections,
    requests: result.requests.total,
    durationS: result.duration,
    requestsPerSecond: result.requests.average,
    megabytesPerSecond: result.throughput.average / 1e6,
    latency: { p50: result.latency.p50, p99: result.latency.p99 },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rssBeforeBytes,
    peakRssBytes: await peakRss(pid),
  };
}

/**
 * The recipe stream through our production server against a fake upstream on loopback: time to
 * first byte with and without our server in the path, then load runs of concurrent streams, each
 * against a fresh server so its peak memory is its own: replies as fast as possible, then paced
 * like a fast model.
 */
export async function benchServer(staticDir: string, samples = 500, connections = 200, rounds = 5): Promise<ServerBench> {
  const { ttfb, burst } = await withServer(staticDir, 0, (upstream, server, pid) =>
    withBareProxy(upstream, async (bare) => ({
      ttfb: await timeToFirstBytes(upstream, server, bare, samples),
      burst: await loadRun(server, pid, 0, connections, connections * 5),
    })),
  );
  const more = [];
  for (let round = 1; round < rounds; round++) {
    more.push(await withServer(staticDir, 0, (upstream, server) => withBareProxy(upstream, (bare) => timeToFirstBytes(upstream, server, bare, samples))));
  }
  const paced = await withServer(staticDir, PACED_TOKEN_MS, (_upstream, server, pid) =>
    loadRun(server, pid, PACED_TOKEN_MS, connections, connections * 2),
  );
  return { tokens: REPLY_TOKENS, samples, ...ttfb, rounds: [ttfb, ...more].map(oursOverBare), loads: [burst, paced] };
}
