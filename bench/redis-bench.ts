import { Agent, request } from "node:http";
import { startRedis } from "../tests/redis-server.ts";
import { startChild, startProductionServer, type Child } from "./processes.ts";
import { percentiles, timeToFirstByte, type Percentiles } from "./server-bench.ts";

export type RedisBench = {
  samples: number;
  memory: Percentiles;
  redis: Percentiles;
  /** Per request, the Redis instance's time to first byte minus the in-memory one's next to it. */
  added: Percentiles;
  concurrent: { streams: number; instances: number; ok: number; errors: number; wallMs: number };
};

const BODY = JSON.stringify({ ingredients: ["eggs", "spinach", "feta", "onion"] });

function stream(url: string, agent: Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${url}/api/recipe`, { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(BODY) } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve(res.statusCode === 200 && text.includes("event: done")));
      res.on("error", () => resolve(false));
    });
    req.on("error", () => resolve(false));
    req.end(BODY);
  });
}

/**
 * What sharing limits through Redis costs: time to first byte of an instance keeping its limits in
 * memory against one keeping them in a real redis-server (interleaved, same fake upstream), then 200
 * concurrent streams spread over two Redis-backed instances.
 */
export async function benchRedis(staticDir: string, samples = 200, streams = 200): Promise<RedisBench> {
  const upstream = await startChild("bench/fake-upstream-server.ts", ["200", "4", "0"], {}, /fake upstream at (http:\/\/\S+)/);
  const redis = await startRedis();
  const servers: Child[] = [];
  try {
    // The same limits and budget on every instance: only where they are kept differs.
    const env = { AI_CHEF_BASE_URL: upstream.url, AI_CHEF_MODEL: "bench/model", AI_CHEF_RATE_LIMIT: "10000", AI_CHEF_DAILY_TOKEN_BUDGET: "1000000000" };
    const memory = await startProductionServer(staticDir, env);
    servers.push(memory);
    const shared = { ...env, AI_CHEF_REDIS_URL: redis.url };
    const [a, b] = [await startProductionServer(staticDir, shared), await startProductionServer(staticDir, shared)];
    servers.push(a, b);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const inMemory: number[] = [];
    const inRedis: number[] = [];
    const added: number[] = [];
    for (let i = 0; i < samples + 20; i++) {
      const m = await timeToFirstByte(`${memory.url}/api/recipe`, BODY, agent);
      const r = await timeToFirstByte(`${a.url}/api/recipe`, BODY, agent);
      if (i >= 20) {
        inMemory.push(m);
        inRedis.push(r);
        added.push(r - m);
      }
    }
    agent.destroy();
    const wide = new Agent({ keepAlive: true, maxSockets: streams });
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: streams }, (_, i) => stream((i % 2 === 0 ? a : b).url, wide)));
    const wallMs = performance.now() - started;
    wide.destroy();
    const ok = results.filter(Boolean).length;
    return {
      samples,
      memory: percentiles(inMemory),
      redis: percentiles(inRedis),
      added: percentiles(added),
      concurrent: { streams, instances: 2, ok, errors: streams - ok, wallMs: Math.round(wallMs) },
    };
  } finally {
    for (const server of servers) await server.stop();
    await redis.stop();
    await upstream.stop();
  }
}
