import { z } from "zod";
import type { Backend } from "../src/core/recipe-stream.ts";
import { parseTrustProxy, type TrustedProxies } from "./client-address.server.ts";

import { DEFAULT_MODEL, HF_ROUTER_URL } from "../src/core/hugging-face.ts";
import { MAX_TOKENS } from "../src/core/prompt.ts";

export type Config = {
  host: string;
  port: number;
  hfToken: string | undefined;
  model: string;
  provider: string | undefined;
  baseUrl: string | undefined;
  /** Where Hugging Face mode sends requests; only tests point it elsewhere. */
  routerUrl: string;
  rateLimitPerMinute: number;
  /** Distinct clients counted apart per minute (memory bound); past them newcomers share one count. */
  maxTrackedClients: number;
  /** The reverse proxies whose X-Forwarded-For names the client (AI_CHEF_TRUST_PROXY); none by default. */
  trustProxy: TrustedProxies;
  firstByteTimeoutMs: number;
  idleTimeoutMs: number;
  /** Overall budget for the attempts before the first byte, retries included. */
  connectDeadlineMs: number;
  /** How long a visitor may take none of the stream before it is closed on them (the idle limit, by default). */
  clientStallTimeoutMs: number;
  /** Time allowed to receive a request's headers, and the whole request (AI_CHEF_REQUEST_TIMEOUT_MS). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Connections open at once; more are closed on arrival (AI_CHEF_MAX_CONNECTIONS). */
  maxConnections: number;
  shutdownGraceMs: number;
  /** Reply budget in tokens, reasoning included (AI_CHEF_MAX_TOKENS). */
  maxTokens: number;
  /** Sampling temperature, when the operator sets one (AI_CHEF_TEMPERATURE); else the model's default. */
  temperature: number | undefined;
  /** Shared limits and budgets live here when set (AI_CHEF_REDIS_URL); else in this process's memory. */
  redisUrl: string | undefined;
  /** Refuse AI requests while Redis is unreachable, instead of falling back to local limits. */
  redisRequired: boolean;
  /** How long one Redis command may take before this instance counts the request itself (AI_CHEF_REDIS_TIMEOUT_MS). */
  redisTimeoutMs: number;
  /** Admit AI requests on this instance's own count while Redis is away (default: a budget fails closed). */
  budgetFailOpen: boolean;
  /** Global caps per UTC day, shared by all instances. */
  dailyTokenBudget: number | undefined;
  dailyRequestBudget: number | undefined;
  /** When set, GET /metrics needs `Authorization: Bearer <this>`. */
  metricsToken: string | undefined;
  /** Log ingredients and recipe text too (off by default). */
  logContent: boolean;
  /**
   * The key that signs the text of a reply cut off at its length limit, so only what this server
   * wrote can be continued (AI_CHEF_SIGNING_KEY); unset, one is drawn at random when the process starts.
   */
  signingKey: string | undefined;
};

/**
 * A slow client's headers and body must arrive within this (Node's own defaults hold them 60 s and
 * 300 s). deploy/nginx.conf holds its side to the same figure.
 */
export const REQUEST_TIMEOUT_MS = 15_000;
/**
 * Connections at once: a recipe stream costs about 160 KB of heap, so 512 of them stay inside the
 * 128 MB `npm run serve` gives it. deploy/nginx.conf caps each instance's share the same.
 */
export const MAX_CONNECTIONS = 512;

/**
 * Far more distinct networks than a small server meets in a minute. A client counted apart costs about
 * 500 bytes of heap (npx tsx bench/limiter-memory.ts), and a minute's entries outlive it by up to a
 * minute: at most about 20 MB, whatever a crowd brings.
 */
export const MAX_TRACKED_CLIENTS = 20_000;

export const MIN_MAX_TOKENS = 256;
export const MAX_MAX_TOKENS = 32_768;

// An empty variable counts as unset, as in most deployment tools' forms.
const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const flag = optional.transform((value) => value !== undefined && !/^(0|false|no|off)$/i.test(value));

const positiveInt = (fallback: number, max: number) =>
  optional.pipe(z.coerce.number<string>().int().min(1).max(max).optional()).transform((value) => value ?? fallback);

const envSchema = z
  .object({
    HOST: optional.transform((value) => value ?? "127.0.0.1"),
    PORT: optional.pipe(z.coerce.number<string>().int().min(0).max(65535).optional()).transform((value) => value ?? 8080),
    HF_TOKEN: optional,
    AI_CHEF_MODEL: optional.transform((value) => value ?? DEFAULT_MODEL),
    AI_CHEF_PROVIDER: optional.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]+$/, "must be a provider name such as fireworks-ai, or a policy: fastest, cheapest")
        .optional(),
    ),
    AI_CHEF_BASE_URL: optional.pipe(
      z
        .url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://127.0.0.1:11434/v1" })
        .optional(),
    ),
    AI_CHEF_RATE_LIMIT: positiveInt(10, 10_000),
    AI_CHEF_TRUST_PROXY: optional.transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.proxies;
      context.addIssue({ code: "custom", message: parsed.problem });
      return z.NEVER;
    }),
    AI_CHEF_FIRST_BYTE_TIMEOUT_MS: positiveInt(60_000, 600_000),
    AI_CHEF_IDLE_TIMEOUT_MS: positiveInt(30_000, 600_000),
    AI_CHEF_SHUTDOWN_GRACE_MS: positiveInt(10_000, 600_000),
    AI_CHEF_REQUEST_TIMEOUT_MS: positiveInt(REQUEST_TIMEOUT_MS, 600_000),
    AI_CHEF_MAX_CONNECTIONS: positiveInt(MAX_CONNECTIONS, 100_000),
    AI_CHEF_MAX_TOKENS: optional
      .pipe(
        z.coerce
          .number<string>()
          .int()
          .min(MIN_MAX_TOKENS, `must be at least ${MIN_MAX_TOKENS}: a recipe needs room`)
          .max(MAX_MAX_TOKENS, `must be at most ${MAX_MAX_TOKENS}`)
          .optional(),
      )
      .transform((value) => value ?? MAX_TOKENS),
    AI_CHEF_TEMPERATURE: optional.pipe(z.coerce.number<string>().min(0).max(2, "must be between 0 and 2").optional()),
    AI_CHEF_REDIS_URL: optional.pipe(
      z
        .url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" })
        .optional(),
    ),
    AI_CHEF_REDIS_REQUIRED: flag,
    AI_CHEF_REDIS_TIMEOUT_MS: positiveInt(250, 60_000),
    AI_CHEF_BUDGET_FAIL_OPEN: flag,
    AI_CHEF_DAILY_TOKEN_BUDGET: optional.pipe(z.coerce.number<string>().int().min(1).max(1e12).optional()),
    AI_CHEF_DAILY_REQUEST_BUDGET: optional.pipe(z.coerce.number<string>().int().min(1).max(1e9).optional()),
    AI_CHEF_METRICS_TOKEN: optional.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    AI_CHEF_LOG_CONTENT: flag,
    AI_CHEF_SIGNING_KEY: optional.pipe(z.string().min(32, "must be at least 32 characters: a random secret, e.g. from `openssl rand -hex 32`").optional()),
  })
  .refine((env) => !(env.AI_CHEF_REDIS_REQUIRED && !env.AI_CHEF_REDIS_URL), {
    message: "AI_CHEF_REDIS_REQUIRED needs AI_CHEF_REDIS_URL",
    path: ["AI_CHEF_REDIS_REQUIRED"],
  })
  .refine((env) => !(env.AI_CHEF_BASE_URL && env.AI_CHEF_PROVIDER), {
    message: "AI_CHEF_PROVIDER applies to Hugging Face Inference Providers only; unset it when AI_CHEF_BASE_URL is set",
    path: ["AI_CHEF_PROVIDER"],
  });

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

export function loadConfig(env: Record<string, string | undefined>): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      host: e.HOST,
      port: e.PORT,
      hfToken: e.HF_TOKEN,
      model: e.AI_CHEF_MODEL,
      provider: e.AI_CHEF_PROVIDER,
      baseUrl: e.AI_CHEF_BASE_URL?.replace(/\/+$/, ""),
      routerUrl: HF_ROUTER_URL,
      rateLimitPerMinute: e.AI_CHEF_RATE_LIMIT,
      maxTrackedClients: MAX_TRACKED_CLIENTS,
      trustProxy: e.AI_CHEF_TRUST_PROXY,
      firstByteTimeoutMs: e.AI_CHEF_FIRST_BYTE_TIMEOUT_MS,
      idleTimeoutMs: e.AI_CHEF_IDLE_TIMEOUT_MS,
      connectDeadlineMs: e.AI_CHEF_FIRST_BYTE_TIMEOUT_MS,
      clientStallTimeoutMs: e.AI_CHEF_IDLE_TIMEOUT_MS,
      headersTimeoutMs: e.AI_CHEF_REQUEST_TIMEOUT_MS,
      requestTimeoutMs: e.AI_CHEF_REQUEST_TIMEOUT_MS,
      maxConnections: e.AI_CHEF_MAX_CONNECTIONS,
      shutdownGraceMs: e.AI_CHEF_SHUTDOWN_GRACE_MS,
      maxTokens: e.AI_CHEF_MAX_TOKENS,
      temperature: e.AI_CHEF_TEMPERATURE,
      redisUrl: e.AI_CHEF_REDIS_URL,
      redisRequired: e.AI_CHEF_REDIS_REQUIRED,
      redisTimeoutMs: e.AI_CHEF_REDIS_TIMEOUT_MS,
      budgetFailOpen: e.AI_CHEF_BUDGET_FAIL_OPEN,
      dailyTokenBudget: e.AI_CHEF_DAILY_TOKEN_BUDGET,
      dailyRequestBudget: e.AI_CHEF_DAILY_REQUEST_BUDGET,
      metricsToken: e.AI_CHEF_METRICS_TOKEN,
      logContent: e.AI_CHEF_LOG_CONTENT,
      signingKey: e.AI_CHEF_SIGNING_KEY,
    },
  };
}

/** Which service answers: a base URL wins, then a token, else the built-in cookbook. */
export function activeBackend(config: Config): Backend {
  if (config.baseUrl) return "openai-compatible";
  if (config.hfToken) return "huggingface";
  return "cookbook";
}

/** The full chat-completions URL for the AI backends. */
export function chatCompletionsUrl(config: Config): string {
  return `${config.baseUrl ?? config.routerUrl}/chat/completions`;
}

/** The model string as sent; Inference Providers choose a provider by a `:provider` suffix. */
export function upstreamModel(config: Config): string {
  return config.provider && !config.baseUrl ? `${config.model}:${config.provider}` : config.model;
}
