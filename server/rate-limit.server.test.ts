import { expect, test } from "vitest";
import { createRateLimiter } from "./rate-limit.server.ts";

test("allows the limit within a minute, then refuses with the seconds to wait", () => {
  let now = 1_000_000;
  const limiter = createRateLimiter(3, () => now);
  expect(limiter.check("a")).toEqual({ allowed: true });
  now += 10_000;
  expect(limiter.check("a")).toEqual({ allowed: true });
  expect(limiter.check("a")).toEqual({ allowed: true });
  expect(limiter.check("a")).toEqual({ allowed: false, retryAfterSeconds: 50 });
  expect(limiter.check("b")).toEqual({ allowed: true });
});

test("the window slides: no burst at a boundary gets past the limit", () => {
  let now = 0;
  const limiter = createRateLimiter(2, () => now);
  now = 59_000;
  expect(limiter.check("a").allowed).toBe(true);
  expect(limiter.check("a").allowed).toBe(true);
  now = 61_000;
  expect(limiter.check("a").allowed).toBe(false);
  now = 119_001;
  expect(limiter.check("a").allowed).toBe(true);
});

test("clients not seen for a minute are forgotten", () => {
  let now = 0;
  const limiter = createRateLimiter(5, () => now);
  for (let i = 0; i < 999; i++) limiter.check(`client-${i}`);
  expect(limiter.size()).toBe(999);
  now = 61_000;
  limiter.check("late");
  expect(limiter.size()).toBe(1);
});
