import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "../fake-upstream.ts";
import { startRedis, type RunningRedis } from "../redis-server.ts";
import { TIMEOUTS } from "../timeouts.ts";
import { cleanUp, startServer, type Served } from "./harness.ts";

/**
 * Running for many people: two real server processes sharing one real redis-server, as in
 * compose.yaml (the proxy aside). Docker is not on the test machines, so this is the same topology as processes.
 */
const TOKEN = "hf_canary_token_0123456789abcdef";
const METRICS_TOKEN = "metrics-token-0123456789";
const INGREDIENTS = ["zucchini-canary", "eggs", "feta", "onion"];

let upstream: FakeUpstream;
let redis: RunningRedis;
const running: Served[] = [];

async function instance(env: Record<string, string>): Promise<Served> {
  const served = await startServer({
    AI_CHEF_BASE_URL: upstream.url,
    HF_TOKEN: TOKEN,
    AI_CHEF_MODEL: "test/chef-model",
    AI_CHEF_REDIS_URL: redis.url,
    // Counts shared through Redis, even when a loaded machine makes a command slower than production's 250 ms.
    AI_CHEF_REDIS_TIMEOUT_MS: String(TIMEOUTS.redisCommand),
    AI_CHEF_METRICS_TOKEN: METRICS_TOKEN,
    ...env,
  });
  running.push(served);
  return served;
}

function ask(origin: string, client: string) {
  return fetch(`${origin}/api/recipe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({ ingredients: INGREDIENTS }),
  }).then(async (response) => ({ status: response.status, body: await response.text(), requestId: response.headers.get("x-request-id") }));
}

async function metrics(origin: string) {
  const response = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  const families = parsePrometheusTextFormat(await response.text());
  const value = (name: string, labels: Record<string, string> = {}) =>
    families
      .find((family) => family.name === name)
      ?.metrics.filter((metric) => Object.entries(labels).every(([key, wanted]) => metric.labels?.[key] === wanted))
      .reduce((total, metric) => total + Number(metric.value ?? 0), 0) ?? 0;
  return { families, value };
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
  redis = await startRedis();
});
afterEach(() =>
  cleanUp([
    ...running.splice(0).map((served) => () => served.stop()),
    () => upstream.reset(),
    // A test that killed Redis brings it back; every test starts from an empty one.
    () => redis.restart().catch(() => undefined),
    () => redis.flush(),
  ]),
);
afterAll(async () => {
  await redis?.stop();
  await upstream?.close();
});

test("two instances sharing one Redis enforce one per-client limit: of 2 × limit requests spread across both, exactly limit pass", async () => {
  const limit = 5;
  const env = { AI_CHEF_RATE_LIMIT: String(limit), AI_CHEF_TRUST_PROXY: "true" };
  const [a, b] = [await instance(env), await instance(env)];
  const statuses: number[] = [];
  for (let i = 0; i < 2 * limit; i++) statuses.push((await ask((i % 2 === 0 ? a : b).origin, "203.0.113.7")).status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
  expect(statuses.filter((status) => status === 429)).toHaveLength(limit);
  // Another client is not affected.
  expect((await ask(a.origin, "203.0.113.8")).status).toBe(200);
  // The counts survive a restart of an instance.
  await a.stop();
  running.splice(running.indexOf(a), 1);
  const again = await instance(env);
  expect((await ask(again.origin, "203.0.113.7")).status).toBe(429);

  const { value } = await metrics(b.origin);
  expect(value("ai_chef_rate_limited_total")).toBe(3);
  expect(value("ai_chef_recipe_requests_total", { outcome: "ok" })).toBe(2);
});

test("the daily token budget is shared: once spent, further AI requests are refused before any upstream call, with the cookbook offered", async () => {
  // One reply (system prompt, list and recipe: about 250 tokens) spends more than the day: the first request passes, no other.
  const env = { AI_CHEF_DAILY_TOKEN_BUDGET: "100", AI_CHEF_RATE_LIMIT: "100" };
  const [a, b] = [await instance(env), await instance(env)];
  expect((await ask(a.origin, "x")).status).toBe(200);
  await expect.poll(() => a.output().includes('"msg":"recipe"')).toBe(true);
  const refused = await ask(b.origin, "x");
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.body)).toEqual({ error: { code: "budget_spent", message: expect.stringContaining("built-in cookbook") as unknown } });
  expect((await ask(a.origin, "x")).status).toBe(429);
  expect(upstream.requests).toHaveLength(1);
  expect((await metrics(a.origin)).value("ai_chef_budget_refused_total", { budget: "tokens" })).toBe(1);
});

test("Redis killed mid-run and restarted: no 5xx, the fallback is logged and visible in /metrics, and the instance returns to Redis by itself", async () => {
  const env = { AI_CHEF_RATE_LIMIT: "1000" };
  const a = await instance(env);
  expect((await ask(a.origin, "y")).status).toBe(200);
  await redis.kill();
  const during = await Promise.all(Array.from({ length: 5 }, () => ask(a.origin, "y")));
  expect(during.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
  expect((await metrics(a.origin)).value("ai_chef_redis_fallback")).toBe(1);
  const ready = await fetch(`${a.origin}/readyz`);
  expect(ready.status).toBe(200);
  expect(a.output()).toContain("Redis is unreachable: limits are kept in this instance's memory until it is back");

  await redis.restart();
  await expect.poll(async () => (await metrics(a.origin)).value("ai_chef_redis_fallback")).toBe(0);
  expect((await ask(a.origin, "y")).status).toBe(200);
  expect(a.output()).toContain("Redis is back");
});

test("with AI_CHEF_REDIS_REQUIRED, a Redis outage refuses AI requests (503) while /readyz stays ready: the cookbook still answers", async () => {
  const a = await instance({ AI_CHEF_REDIS_REQUIRED: "true" });
  await expect.poll(async () => (await fetch(`${a.origin}/readyz`)).status).toBe(200);
  await redis.kill();
  const refused = await ask(a.origin, "z");
  expect(refused.status).toBe(503);
  expect(JSON.parse(refused.body).error.code).toBe("limits_unavailable");
  // Before, every instance reported not ready at once and the load balancer had nowhere to send anyone.
  const ready = await fetch(`${a.origin}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ ready: true, store: "fallback", ai: expect.stringContaining("cookbook") as unknown });
  expect((await fetch(`${a.origin}/api/health`)).status).toBe(200);
});

test("a daily budget fails closed while Redis is away, on every instance, and a cookbook server is unaffected", async () => {
  const env = { AI_CHEF_DAILY_REQUEST_BUDGET: "100", AI_CHEF_RATE_LIMIT: "100" };
  const [a, b] = [await instance(env), await instance(env)];
  const cookbook = await instance({ AI_CHEF_BASE_URL: "", HF_TOKEN: "", AI_CHEF_REDIS_REQUIRED: "true" });
  expect((await ask(a.origin, "q")).status).toBe(200);
  await redis.kill();
  for (const served of [a, b]) {
    const refused = await ask(served.origin, "q");
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body).error.code).toBe("limits_unavailable");
    expect((await fetch(`${served.origin}/readyz`)).status).toBe(200);
  }
  expect((await ask(cookbook.origin, "q")).status).toBe(200);
  expect(upstream.requests).toHaveLength(1);
});

test("/metrics parses as Prometheus text, its counters match the requests made, and it needs its token", async () => {
  const a = await instance({ AI_CHEF_RATE_LIMIT: "1000" });
  for (let i = 0; i < 3; i++) expect((await ask(a.origin, "m")).status).toBe(200);
  upstream.queue({ kind: "status", status: 503 }, { kind: "status", status: 503 }, { kind: "status", status: 503 });
  expect((await ask(a.origin, "m")).status).toBe(503);
  expect((await fetch(`${a.origin}/metrics`)).status).toBe(401);
  const { families, value } = await metrics(a.origin);
  expect(value("ai_chef_recipe_requests_total", { outcome: "ok" })).toBe(3);
  expect(value("ai_chef_recipe_requests_total", { outcome: "upstream_unavailable" })).toBe(1);
  expect(value("ai_chef_tokens_total", { direction: "out" })).toBeGreaterThan(0);
  expect(value("ai_chef_active_streams")).toBe(0);
  for (const name of ["ai_chef_upstream_time_to_first_token_seconds", "ai_chef_upstream_duration_seconds", "ai_chef_process_cpu_seconds_total", "ai_chef_redis_fallback"]) {
    expect(families.some((family) => family.name === name), name).toBe(true);
  }
});

test("one JSON log line per request with its id; never the token, never the ingredients", async () => {
  const a = await instance({ AI_CHEF_RATE_LIMIT: "1000" });
  const { requestId } = await ask(a.origin, "l");
  await ask(a.origin, "l");
  await expect.poll(() => a.output().split("\n").filter((line) => line.includes('"msg":"recipe"')).length).toBe(2);
  const lines = a.output().split("\n").filter((line) => line.startsWith("{"));
  const recipe = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.reqId === requestId);
  expect(recipe).toMatchObject({ msg: "recipe", route: "/api/recipe", status: 200, outcome: "ok", backend: "openai-compatible" });
  expect(recipe?.tokensIn).toBeGreaterThan(0);
  expect(recipe?.totalMs).toBeGreaterThan(0);
  expect(a.output()).not.toContain(TOKEN);
  expect(a.output()).not.toContain("zucchini-canary");
});
