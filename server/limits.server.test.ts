import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { startRedis, type RunningRedis } from "../tests/redis-server.ts";
import { requestsKey, tokensKey, utcDay } from "./daily-budget.server.ts";
import { TIMEOUTS } from "../tests/timeouts.ts";
import { createLimits, type Limits, type LimitsConfig } from "./limits.server.ts";
import { createLogger } from "./logger.server.ts";
import { createMetrics } from "./metrics.server.ts";

const quiet = () => createLogger({ write: () => undefined });
const base: LimitsConfig = {
  rateLimitPerMinute: 3,
  maxTrackedClients: 1000,
  dailyTokenBudget: undefined,
  dailyRequestBudget: undefined,
  budgetFailOpen: false,
  redisUrl: undefined,
  redisRequired: false,
  redisTimeoutMs: TIMEOUTS.redisCommand,
};

let redis: RunningRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

for (const store of ["memory", "redis"] as const) {
  test(`${store}: a client gets exactly the limit per minute, then the seconds to wait; others are unaffected`, async () => {
    await redis.flush();
    const limits = createLimits({ ...base, redisUrl: store === "redis" ? redis.url : undefined }, quiet(), createMetrics());
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limits.checkClient("a"));
    expect(decisions.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(decisions[3]).toMatchObject({ allowed: false, refusal: "rate" });
    const wait = decisions[3]?.allowed === false ? decisions[3].retryAfterSeconds : 0;
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limits.checkClient("b")).toEqual({ allowed: true });
    expect(limits.state()).toBe(store);
    await limits.close();
  });

  test(`${store}: the daily budgets refuse once spent, until the next UTC day`, async () => {
    await redis.flush();
    const limits = createLimits({ ...base, dailyRequestBudget: 2, dailyTokenBudget: 500, redisUrl: store === "redis" ? redis.url : undefined }, quiet(), createMetrics());
    expect(await limits.checkBudget()).toEqual({ allowed: true });
    await limits.spendTokens(499);
    expect(await limits.checkBudget()).toEqual({ allowed: true });
    expect(await limits.checkBudget()).toEqual({ allowed: false, refusal: "daily_requests", retryAfterSeconds: expect.any(Number) as unknown });
    await limits.spendTokens(1);
    expect(await limits.checkBudget()).toMatchObject({ allowed: false, refusal: "daily_tokens" });
    await limits.close();
  });
}

test("the UTC day and the seconds left in it", () => {
  expect(utcDay(Date.UTC(2026, 10, 24, 23, 59, 30))).toEqual({ key: "2026-11-24", secondsLeft: 30 });
  expect(utcDay(Date.UTC(2026, 11, 31, 0, 0, 0))).toEqual({ key: "2026-12-31", secondsLeft: 86_400 });
});

/** The redis-server flags compose.yaml runs Redis with: its `command:`, written as a JSON array. */
async function composeRedisFlags(): Promise<string[]> {
  const compose = await readFile(new URL("../compose.yaml", import.meta.url), "utf8");
  const command = /^ {2}redis:[\s\S]*?^ {4}command: (\[.*\])$/m.exec(compose)?.[1];
  if (!command) throw new Error("compose.yaml has no redis command");
  const [program, ...flags] = JSON.parse(command) as string[];
  expect(program).toBe("redis-server");
  return flags;
}

/** A Redis of its own, persisting as compose.yaml has it, in a scratch folder. */
async function persistentRedis(): Promise<{ server: RunningRedis; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "ai-chef-redis-"));
  const server = await startRedis({ persistence: await composeRedisFlags(), dir });
  return {
    server,
    dispose: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until the limits are back on Redis (the reconnection is ioredis's own, on a timer). */
async function backOnRedis(limits: Limits): Promise<void> {
  await vi.waitFor(() => expect(limits.state()).toBe("redis"), { interval: 50 });
}

test("a Redis restart keeps the budget spent: compose.yaml's Redis persists every count (append-only file)", async () => {
  const { server, dispose } = await persistentRedis();
  try {
    const limits = createLimits({ ...base, dailyRequestBudget: 10, dailyTokenBudget: 1000, redisUrl: server.url }, quiet(), createMetrics());
    for (let i = 0; i < 10; i++) expect(await limits.checkBudget()).toEqual({ allowed: true });
    await limits.spendTokens(400);
    expect(await limits.checkBudget()).toMatchObject({ allowed: false, refusal: "daily_requests" });

    await server.stop();
    await server.restart();
    await backOnRedis(limits);
    // Before, a restart emptied Redis and a budget of 10 served 30.
    expect(await limits.checkBudget()).toMatchObject({ allowed: false, refusal: "daily_requests" });
    const direct = new Redis(server.url);
    expect(await direct.get(requestsKey(utcDay().key))).toBe("10");
    expect(await direct.get(tokensKey(utcDay().key))).toBe("400");
    direct.disconnect();
    await limits.close();
  } finally {
    await dispose();
  }
});

test("during an outage a budget fails closed while the per-client limit fails open, and tokens spent meanwhile are added back on recovery", async () => {
  const { server, dispose } = await persistentRedis();
  try {
    const limits = createLimits({ ...base, dailyTokenBudget: 1000, redisUrl: server.url }, quiet(), createMetrics());
    expect(await limits.checkBudget()).toEqual({ allowed: true });
    expect(await limits.checkClient("c")).toEqual({ allowed: true });
    await server.stop();
    await vi.waitFor(() => expect(limits.state()).toBe("fallback"));
    // No instance can know what the others spend: no new AI request...
    expect(await limits.checkBudget()).toMatchObject({ allowed: false, refusal: "store_unavailable" });
    expect(limits.refusingAi()).toBe(true);
    // ...while the per-client limit fails open, on this instance's own count.
    expect(await limits.checkClient("c")).toEqual({ allowed: true });
    // A reply that was streaming when Redis went away ends now: its tokens are kept here...
    await limits.spendTokens(900);
    await server.restart();
    await backOnRedis(limits);
    // ...and added to the shared day once Redis is back.
    const direct = new Redis(server.url);
    await vi.waitFor(async () => expect(await direct.get(tokensKey(utcDay().key))).toBe("900"));
    direct.disconnect();
    expect(await limits.checkBudget()).toEqual({ allowed: true });
    await limits.spendTokens(100);
    expect(await limits.checkBudget()).toMatchObject({ allowed: false, refusal: "daily_tokens" });
    await limits.close();
  } finally {
    await dispose();
  }
});

test("with AI_CHEF_BUDGET_FAIL_OPEN, two instances in an outage spend at most the documented bound, and all of it is counted once Redis is back", async () => {
  const { server, dispose } = await persistentRedis();
  try {
    const budget = 6;
    const config = { ...base, dailyRequestBudget: budget, budgetFailOpen: true, redisUrl: server.url };
    const instances = [createLimits(config, quiet(), createMetrics()), createLimits(config, quiet(), createMetrics())];
    // Two requests of the day's six are spent before the outage, one on each instance (each reads the day).
    for (const limits of instances) expect(await limits.checkBudget()).toEqual({ allowed: true });

    await server.stop();
    for (const limits of instances) await vi.waitFor(() => expect(limits.state()).toBe("fallback"));
    let admitted = 0;
    for (let i = 0; i < 20; i++) for (const limits of instances) if ((await limits.checkBudget()).allowed) admitted++;
    // Each instance may spend what was left when it last read Redis: here 6 − 1 and 6 − 2. The bound
    // in the README: at most N × the budget in a day, whatever the outage.
    const spent = 2 + admitted;
    expect(admitted).toBe(5 + 4);
    expect(spent).toBeLessThanOrEqual(instances.length * budget);

    await server.restart();
    for (const limits of instances) await backOnRedis(limits);
    const direct = new Redis(server.url);
    await vi.waitFor(async () => expect(await direct.get(requestsKey(utcDay().key))).toBe(String(spent)));
    direct.disconnect();
    for (const limits of instances) expect(await limits.checkBudget()).toMatchObject({ allowed: false, refusal: "daily_requests" });
    for (const limits of instances) await limits.close();
  } finally {
    await dispose();
  }
});

test("during an outage the per-client limit fails open on each instance's own count: at most N × the limit, and Redis's count holds again after", async () => {
  const { server, dispose } = await persistentRedis();
  try {
    const config = { ...base, rateLimitPerMinute: 5, redisUrl: server.url };
    const instances = [createLimits(config, quiet(), createMetrics()), createLimits(config, quiet(), createMetrics())];
    const ask = async (i: number) => (await (instances[i % 2] as Limits).checkClient("greedy")).allowed;
    let before = 0;
    for (let i = 0; i < 10; i++) if (await ask(i)) before++;
    expect(before).toBe(5);
    await server.stop();
    for (const limits of instances) await vi.waitFor(() => expect(limits.state()).toBe("fallback"));
    let during = 0;
    for (let i = 0; i < 40; i++) if (await ask(i)) during++;
    expect(during).toBe(instances.length * 5);
    await server.restart();
    for (const limits of instances) await backOnRedis(limits);
    // The minute's count survived in Redis: no fresh limit after the outage.
    for (const limits of instances) expect(await limits.checkClient("greedy")).toMatchObject({ allowed: false, refusal: "rate" });
    for (const limits of instances) await limits.close();
  } finally {
    await dispose();
  }
});
