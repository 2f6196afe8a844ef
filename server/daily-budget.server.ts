import type { Redis } from "ioredis";
import type { LimitDecision } from "./limits.server.ts";

/**
 * The daily budgets: AI requests and tokens all instances may spend per UTC day. In this process's
 * memory, or in Redis (shared, and with AOF persistence surviving a Redis restart: compose.yaml).
 *
 * While Redis is away a budget fails CLOSED by default: no new AI request is admitted, since no
 * instance can know what the others spend. With `failOpen`, each instance goes on alone, up to what
 * was left of the day when it last read Redis: with N instances the day can then reach at most N ×
 * the budget. Either way nothing spent is forgotten: what an instance counts while Redis is away (the
 * tokens of replies already streaming, and with `failOpen` its own admissions) is kept here and added
 * to Redis once it is back, so the day's total is right again and no more is admitted.
 */

export type BudgetConfig = {
  dailyTokenBudget: number | undefined;
  dailyRequestBudget: number | undefined;
  /** Admit AI requests on this instance's own count while Redis is away (default: refuse them). */
  budgetFailOpen: boolean;
};

const DAY_SECONDS = 24 * 60 * 60;
// Daily keys outlive their day a little, so a clock a few seconds off never resets a count early.
export const DAY_KEY_SECONDS = DAY_SECONDS + 3600;

// The keys rate-limiter-flexible used before (prefix:key): an upgrade keeps the day's count.
export const tokensKey = (day: string) => `ai-chef:day-tokens:${day}`;
export const requestsKey = (day: string) => `ai-chef:day-requests:${day}`;

/** The UTC day a budget counts against, and the seconds until the next one starts. */
export function utcDay(now = Date.now()): { key: string; secondsLeft: number } {
  const date = new Date(now);
  const key = date.toISOString().slice(0, 10);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1);
  return { key, secondsLeft: Math.max(1, Math.ceil((next - now) / 1000)) };
}

type Counts = { tokens: number; requests: number };

// One round trip, atomic: refuse on tokens already spent, else count the request and refuse past
// the request budget (taking that count back, so the key says how many were served).
const ADMIT_SCRIPT = `
local tokens = tonumber(redis.call('GET', KEYS[1]) or '0')
if ARGV[1] ~= '' and tokens >= tonumber(ARGV[1]) then return {'tokens', tokens, 0} end
local requests = 0
if ARGV[2] ~= '' then
  requests = redis.call('INCR', KEYS[2])
  if redis.call('TTL', KEYS[2]) < 0 then redis.call('EXPIRE', KEYS[2], ARGV[3]) end
  if requests > tonumber(ARGV[2]) then
    redis.call('DECR', KEYS[2])
    return {'requests', tokens, requests - 1}
  end
end
return {'ok', tokens, requests}
`;

const ADD_SCRIPT = `
for i = 1, 2 do
  if tonumber(ARGV[i]) > 0 then
    redis.call('INCRBY', KEYS[i], ARGV[i])
    if redis.call('TTL', KEYS[i]) < 0 then redis.call('EXPIRE', KEYS[i], ARGV[3]) end
  end
end
return {tonumber(redis.call('GET', KEYS[1]) or '0'), tonumber(redis.call('GET', KEYS[2]) or '0')}
`;

export type DailyBudget = {
  /** One AI request: admitted and counted, or refused with the reason. */
  check(): Promise<LimitDecision>;
  /** Tokens an admitted request used (known only once its reply ends). */
  spend(tokens: number): Promise<void>;
  /** Adds what was counted here while Redis was away to Redis; called when it is back. */
  flush(): Promise<void>;
  /** True when AI requests are refused while Redis is away (a budget is set and fails closed). */
  closedWhileAway(): boolean;
};

export function createDailyBudget(config: BudgetConfig, redis: Redis | null, isReady: () => boolean): DailyBudget {
  const { dailyTokenBudget: tokenBudget, dailyRequestBudget: requestBudget } = config;
  const active = tokenBudget !== undefined || requestBudget !== undefined;
  // Counted here and not (yet) in Redis, per day; in memory mode, simply the counts.
  const local = new Map<string, Counts>();
  // The day's totals as Redis last told this instance.
  let known: Counts & { day: string } = { day: "", tokens: 0, requests: 0 };
  let flushing: Promise<void> | null = null;

  const localFor = (day: string): Counts => {
    let counts = local.get(day);
    if (!counts) {
      // Only today and yesterday can matter; older days are gone from Redis too.
      for (const old of local.keys()) if (old < utcDay(Date.now() - DAY_SECONDS * 1000).key) local.delete(old);
      counts = { tokens: 0, requests: 0 };
      local.set(day, counts);
    }
    return counts;
  };

  /** Admits on this instance's own knowledge: memory mode, or Redis away with failOpen. */
  const admitLocally = (day: { key: string; secondsLeft: number }, base: Counts): LimitDecision => {
    const counts = localFor(day.key);
    if (tokenBudget !== undefined && base.tokens + counts.tokens >= tokenBudget) return { allowed: false, refusal: "daily_tokens", retryAfterSeconds: day.secondsLeft };
    if (requestBudget !== undefined && base.requests + counts.requests >= requestBudget) return { allowed: false, refusal: "daily_requests", retryAfterSeconds: day.secondsLeft };
    counts.requests++;
    return { allowed: true };
  };

  const unavailable: LimitDecision = { allowed: false, refusal: "store_unavailable", retryAfterSeconds: 5 };
  const whileAway = (day: { key: string; secondsLeft: number }): LimitDecision =>
    config.budgetFailOpen ? admitLocally(day, known.day === day.key ? known : { tokens: 0, requests: 0 }) : unavailable;

  async function flush(): Promise<void> {
    if (!redis || local.size === 0) return;
    flushing ??= (async () => {
      try {
        for (const [day, counts] of [...local]) {
          const sent = { ...counts };
          if (sent.tokens === 0 && sent.requests === 0) continue;
          const [tokens, requests] = (await redis.eval(ADD_SCRIPT, 2, tokensKey(day), requestsKey(day), sent.tokens, sent.requests, DAY_KEY_SECONDS)) as [number, number];
          // Only what was sent: more may have been counted meanwhile.
          counts.tokens -= sent.tokens;
          counts.requests -= sent.requests;
          if (counts.tokens === 0 && counts.requests === 0) local.delete(day);
          if (day === utcDay().key) known = { day, tokens, requests };
        }
      } catch {
        // Still away: kept for the next try.
      } finally {
        flushing = null;
      }
    })();
    await flushing;
  }

  return {
    async check() {
      if (!active) return { allowed: true };
      const day = utcDay();
      if (!redis) return admitLocally(day, { tokens: 0, requests: 0 });
      if (!isReady()) return whileAway(day);
      await flush();
      try {
        const [verdict, tokens, requests] = (await redis.eval(
          ADMIT_SCRIPT,
          2,
          tokensKey(day.key),
          requestsKey(day.key),
          tokenBudget ?? "",
          requestBudget ?? "",
          DAY_KEY_SECONDS,
        )) as [string, number, number];
        known = { day: day.key, tokens, requests };
        if (verdict === "tokens") return { allowed: false, refusal: "daily_tokens", retryAfterSeconds: day.secondsLeft };
        if (verdict === "requests") return { allowed: false, refusal: "daily_requests", retryAfterSeconds: day.secondsLeft };
        return { allowed: true };
      } catch {
        return whileAway(day);
      }
    },
    async spend(used) {
      if (tokenBudget === undefined || used <= 0) return;
      const day = utcDay().key;
      const tokens = Math.round(used);
      if (redis && isReady()) {
        try {
          const [total] = (await redis.eval(ADD_SCRIPT, 2, tokensKey(day), requestsKey(day), tokens, 0, DAY_KEY_SECONDS)) as [number, number];
          if (known.day === day) known.tokens = total;
          return;
        } catch {
          // Kept below, and added once Redis is back.
        }
      }
      localFor(day).tokens += tokens;
    },
    flush,
    closedWhileAway: () => active && !config.budgetFailOpen,
  };
}
