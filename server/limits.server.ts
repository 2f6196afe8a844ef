import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Logger } from "./logger.server.ts";
import type { Metrics } from "./metrics.server.ts";

/**
 * Per-client limits and daily budgets with rate-limiter-flexible: in this process's memory by default,
 * in Redis when AI_CHEF_REDIS_URL is set, so every instance shares them. Same code path for both
 * stores. When Redis is unreachable the limits fall back to this instance's memory (the library's
 * insurance limiter) and return to Redis on their own once it is back; with AI_CHEF_REDIS_REQUIRED they
 * refuse instead.
 */

export type LimitsConfig = {
  rateLimitPerMinute: number;
  dailyTokenBudget: number | undefined;
  dailyRequestBudget: number | undefined;
  redisUrl: string | undefined;
  redisRequired: boolean;
};

export type Refusal = "rate" | "daily_requests" | "daily_tokens" | "store_unavailable";
export type LimitDecision = { allowed: true } | { allowed: false; refusal: Refusal; retryAfterSeconds: number };
export type StoreState = "memory" | "redis" | "fallback";

const DAY_SECONDS = 24 * 60 * 60;
// Daily keys outlive their day a little, so a clock a few seconds off never resets a count early.
const DAY_KEY_SECONDS = DAY_SECONDS + 3600;

/** The UTC day a budget counts against, and the seconds until the next one starts. */
export function utcDay(now = Date.now()): { key: string; secondsLeft: number } {
  const date = new Date(now);
  const key = date.toISOString().slice(0, 10);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
  return { key, secondsLeft: Math.max(1, Math.ceil((next - now) / 1000)) };
}

function limiter(redis: Redis | null, required: boolean, options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract {
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    ...options,
    // Fail open by default: this instance's own memory counts while Redis is away.
    ...(required ? {} : { insuranceLimiter: memory }),
  });
}

export type Limits = {
  /** One request by this client: refused past AI_CHEF_RATE_LIMIT a minute. */
  checkClient(client: string): Promise<LimitDecision>;
  /** One AI request against the daily budgets (counts it when allowed). */
  checkBudget(): Promise<LimitDecision>;
  /** Tokens an AI request used, counted against the daily token budget. */
  spendTokens(tokens: number): Promise<void>;
  state(): StoreState;
  /** False while Redis is required and unreachable. */
  ready(): boolean;
  close(): Promise<void>;
};

export function createLimits(config: LimitsConfig, logger: Logger, metrics: Metrics): Limits {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        // Fail fast while disconnected instead of queueing: the insurance limiter answers meanwhile.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 1000,
        commandTimeout: 250,
        retryStrategy: (times) => Math.min(times * 250, 2000),
        lazyConnect: false,
      })
    : null;

  // The first requests after start wait (briefly) for the first connection rather than count locally.
  const connected: Promise<void> = redis
    ? new Promise((resolve) => {
        const timer = setTimeout(resolve, 2000);
        redis.once("ready", () => {
          clearTimeout(timer);
          resolve();
        });
      })
    : Promise.resolve();

  let last: StoreState = redis ? "redis" : "memory";
  const state = (): StoreState => (!redis ? "memory" : redis.status === "ready" ? "redis" : "fallback");
  const observe = () => {
    const now = state();
    if (now === last) return;
    if (now === "fallback") {
      logger.warn(
        { store: "redis" },
        config.redisRequired ? "Redis is unreachable: AI requests are refused until it is back" : "Redis is unreachable: limits are kept in this instance's memory until it is back",
      );
    } else if (now === "redis") {
      logger.info({ store: "redis" }, "Redis is back: limits are shared again");
    }
    metrics.redisFallback.set(now === "fallback" ? 1 : 0);
    last = now;
  };
  if (redis) {
    // ioredis reports connection trouble as events; without a listener they would crash the process.
    redis.on("error", () => observe());
    redis.on("ready", () => observe());
    redis.on("close", () => observe());
  }

  const perClient = limiter(redis, config.redisRequired, { keyPrefix: "ai-chef:client", points: config.rateLimitPerMinute, duration: 60 });
  const requests =
    config.dailyRequestBudget === undefined
      ? null
      : limiter(redis, config.redisRequired, { keyPrefix: "ai-chef:day-requests", points: config.dailyRequestBudget, duration: DAY_KEY_SECONDS });
  // Tokens are known only after a reply, so this one is read before and charged after.
  const tokens =
    config.dailyTokenBudget === undefined
      ? null
      : limiter(redis, config.redisRequired, { keyPrefix: "ai-chef:day-tokens", points: config.dailyTokenBudget, duration: DAY_KEY_SECONDS });

  const unavailable: LimitDecision = { allowed: false, refusal: "store_unavailable", retryAfterSeconds: 5 };
  const allowed: LimitDecision = { allowed: true };

  return {
    async checkClient(client) {
      if (redis) await connected;
      observe();
      try {
        await perClient.consume(client);
        return allowed;
      } catch (rejection) {
        observe();
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, refusal: "rate", retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        return unavailable;
      }
    },
    async checkBudget() {
      // No budgets set (the default): nothing to read, not even the date.
      if (!tokens && !requests) return allowed;
      if (redis) await connected;
      const day = utcDay();
      try {
        if (tokens && config.dailyTokenBudget !== undefined) {
          const spent = await tokens.get(day.key);
          if ((spent?.consumedPoints ?? 0) >= config.dailyTokenBudget) return { allowed: false, refusal: "daily_tokens", retryAfterSeconds: day.secondsLeft };
        }
        if (requests) await requests.consume(day.key);
        return allowed;
      } catch (rejection) {
        observe();
        if (rejection instanceof RateLimiterRes) return { allowed: false, refusal: "daily_requests", retryAfterSeconds: day.secondsLeft };
        return unavailable;
      }
    },
    async spendTokens(used) {
      if (!tokens || used <= 0) return;
      try {
        // Penalty adds points without refusing: the request that crosses the budget is already answered.
        await tokens.penalty(utcDay().key, Math.round(used));
      } catch {
        observe();
      }
    },
    state: () => {
      observe();
      return state();
    },
    ready: () => !(config.redisRequired && state() !== "redis"),
    async close() {
      if (redis) {
        redis.removeAllListeners();
        redis.on("error", () => undefined);
        redis.disconnect();
      }
    },
  };
}
