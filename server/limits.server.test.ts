import { afterAll, beforeAll, expect, test } from "vitest";
import { startRedis, type RunningRedis } from "../tests/redis-server.ts";
import { createLimits, utcDay, type LimitsConfig } from "./limits.server.ts";
import { createLogger } from "./logger.server.ts";
import { createMetrics } from "./metrics.server.ts";

const quiet = () => createLogger({ write: () => undefined });
const base: LimitsConfig = { rateLimitPerMinute: 3, dailyTokenBudget: undefined, dailyRequestBudget: undefined, redisUrl: undefined, redisRequired: false };

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
