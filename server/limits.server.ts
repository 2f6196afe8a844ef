import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { createDailyBudget, type BudgetConfig } from "./daily-budget.server.ts";
import type { Logger } from "./logger.server.ts";
import type { Metrics } from "./metrics.server.ts";

/**
 * The per-client limit (rate-limiter-flexible) and the daily budgets (daily-budget.server.ts): in this
 * process's memory by default, in Redis when AI_CHEF_REDIS_URL is set, so every instance shares them.
 *
 * While Redis is unreachable the per-client limit fails OPEN: each instance counts its clients in its
 * own memory (the library's insurance limiter), so with N instances a client may get up to N × the
 * limit a minute until Redis is back; with AI_CHEF_REDIS_REQUIRED it refuses instead. A daily budget
 * fails CLOSED unless AI_CHEF_BUDGET_FAIL_OPEN is set. Both return to Redis on their own.
 */

export type LimitsConfig = BudgetConfig & {
  rateLimitPerMinute: number;
  /** Distinct clients counted apart per minute by this instance; past them, newcomers share one count. */
  maxTrackedClients: number;
  redisUrl: string | undefined;
  redisRequired: boolean;
  /** A Redis command slower than this fails, and the insurance limiter counts the request instead. */
  redisTimeoutMs: number;
};

export type Refusal = "rate" | "daily_requests" | "daily_tokens" | "store_unavailable";
export type LimitDecision = { allowed: true } | { allowed: false; refusal: Refusal; retryAfterSeconds: number };
export type StoreState = "memory" | "redis" | "fallback";

/** The key all clients past the cap of one minute share. */
export const OVERFLOW_CLIENT = "overflow";

/**
 * Bounds how many clients are counted apart: at most `max` distinct keys per minute (window), so the
 * limiter's memory (and Redis's) stays bounded however many addresses a crowd brings. Past the cap,
 * newcomers until the minute ends share one count: the limit still holds for them, together.
 */
function clientWindow(max: number) {
  let seen = new Set<string>();
  let endsAt = 0;
  return {
    admit(client: string, now = Date.now()): string {
      if (now >= endsAt) {
        seen = new Set();
        endsAt = now + 60_000;
      }
      if (seen.has(client)) return client;
      if (seen.size >= max) return OVERFLOW_CLIENT;
      seen.add(client);
      return client;
    },
    size: () => seen.size,
  };
}

export type Limits = {
  /** One AI request by this client: refused past AI_CHEF_RATE_LIMIT a minute. */
  checkClient(client: string): Promise<LimitDecision>;
  /** One AI request against the daily budgets (counts it when allowed). */
  checkBudget(): Promise<LimitDecision>;
  /** Tokens an AI request used, counted against the daily token budget. */
  spendTokens(tokens: number): Promise<void>;
  state(): StoreState;
  /** True while AI requests are refused because Redis is away (required, or a budget failing closed). */
  refusingAi(): boolean;
  close(): Promise<void>;
};

export function createLimits(config: LimitsConfig, logger: Logger, metrics: Metrics): Limits {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        // Fail fast while disconnected instead of queueing: the insurance limiter answers meanwhile.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 1000,
        commandTimeout: config.redisTimeoutMs,
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

  const state = (): StoreState => (!redis ? "memory" : redis.status === "ready" ? "redis" : "fallback");
  const budget = createDailyBudget(config, redis, () => redis?.status === "ready");
  const refusingAi = () => state() === "fallback" && (config.redisRequired || budget.closedWhileAway());

  let last: StoreState = redis ? "redis" : "memory";
  const observe = () => {
    const now = state();
    if (now === last) return;
    if (now === "fallback") {
      logger.warn(
        { store: "redis" },
        refusingAi()
          ? "Redis is unreachable: AI requests are refused until it is back (the cookbook still answers)"
          : "Redis is unreachable: limits are kept in this instance's memory until it is back",
      );
    } else if (now === "redis") {
      logger.info({ store: "redis" }, "Redis is back: limits are shared again");
      // What this instance counted meanwhile goes back into the shared day.
      void budget.flush();
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

  const memory = new RateLimiterMemory({ keyPrefix: "ai-chef:client", points: config.rateLimitPerMinute, duration: 60 });
  const perClient: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: "ai-chef:client",
        points: config.rateLimitPerMinute,
        duration: 60,
        // Fail open by default: this instance's own memory counts while Redis is away.
        ...(config.redisRequired ? {} : { insuranceLimiter: memory }),
      })
    : memory;
  const clients = clientWindow(config.maxTrackedClients);

  const unavailable: LimitDecision = { allowed: false, refusal: "store_unavailable", retryAfterSeconds: 5 };
  const allowed: LimitDecision = { allowed: true };

  return {
    async checkClient(client) {
      if (redis) await connected;
      observe();
      const key = clients.admit(client);
      metrics.trackedClients.set(clients.size());
      try {
        await perClient.consume(key);
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
      if (redis) await connected;
      observe();
      return budget.check();
    },
    async spendTokens(used) {
      await budget.spend(used);
      observe();
    },
    state: () => {
      observe();
      return state();
    },
    refusingAi: () => {
      observe();
      return refusingAi();
    },
    async close() {
      if (redis) {
        redis.removeAllListeners();
        redis.on("error", () => undefined);
        redis.disconnect();
      }
    },
  };
}
