import { InferenceClient } from "@huggingface/inference";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { apiError, errorMessage, httpStatus, type ApiError, type ErrorCode } from "../src/core/errors.ts";
import { buildMessages } from "../src/core/prompt.ts";
import { COOKBOOK_MODEL, encodeEvent, type RecipeEvent } from "../src/core/recipe-stream.ts";
import { activeBackend, type Config } from "./config.server.ts";
import { createLimits } from "./limits.server.ts";
import { createLogger, type Logger } from "./logger.server.ts";
import { createMetrics } from "./metrics.server.ts";
import { parseRecipeRequest } from "./recipe-request.server.ts";
import type { UpstreamEvent } from "../src/core/chat-stream.ts";
import { logRecipe, observed } from "./request-log.server.ts";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { streamUpstream } from "./upstream.server.ts";

// Room for a cut-off recipe sent back to be continued (MAX_CONTINUE_CHARS) besides the list.
export const MAX_BODY_BYTES = 32 * 1024;

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join("; ");

export type AppOptions = {
  /** Folder of the built page; without it only the API is served (dev mode, API tests). */
  staticDir?: string;
  /** Where the log goes; JSON lines on stdout (readable in a terminal) when not given. */
  logger?: Logger;
};

function errorResponse(c: Context, code: ErrorCode, message?: string, headers?: Record<string, string>) {
  const error: ApiError = apiError(code, message ?? errorMessage(code));
  // The code rides to the request log on an internal header, removed before the response leaves.
  return c.json({ error }, httpStatus(code) as 400, { ...headers, "x-ai-chef-code": code });
}

/** The client's address: the socket's, or with AI_CHEF_TRUST_PROXY the one our proxy appended last. */
function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return getConnInfo(c).remote.address ?? "unknown";
}

const encoder = new TextEncoder();

/** Puts the already-read first event back in front of the rest, as one SSE byte stream. */
function eventStream(
  first: RecipeEvent[],
  rest: AsyncGenerator<UpstreamEvent, void, undefined>,
  abort: AbortController,
): ReadableStream<Uint8Array> {
  const queued = [...first];
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = queued.shift();
      if (next) {
        controller.enqueue(encoder.encode(encodeEvent(next)));
        return;
      }
      const { done, value } = await rest.next();
      if (done) {
        controller.close();
        return;
      }
      const event = toRecipeEvent(value);
      controller.enqueue(encoder.encode(encodeEvent(event)));
    },
    cancel() {
      // The visitor went away: stop the upstream call now rather than at its next chunk, and let the
      // stream finish its bookkeeping (the request's log line).
      abort.abort();
      void rest.return();
    },
  });
}

/** Upstream events as the page sees them: usage stays on the server. */
function toRecipeEvent(event: UpstreamEvent): RecipeEvent {
  if (event.type === "error") return { type: "error", error: apiError(event.code) };
  if (event.type === "done") return { type: "done", finishReason: event.finishReason };
  return event;
}

function sseResponse(first: RecipeEvent[], rest: AsyncGenerator<UpstreamEvent, void, undefined>, abort: AbortController): Response {
  return new Response(eventStream(first, rest, abort), {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

async function* fromList<T>(items: T[]): AsyncGenerator<T, void, undefined> {
  yield* items;
}

type Variables = { requestId: string; startedAt: number; loggedByStream: boolean };

export function createApp(config: Config, options: AppOptions = {}) {
  const app = new Hono<{ Variables: Variables }>();
  const logger = options.logger ?? createLogger();
  const metrics = createMetrics();
  const limits = createLimits(config, logger, metrics);
  const client = new InferenceClient(config.hfToken ?? "");
  const backend = activeBackend(config);
  const model = backend === "cookbook" ? COOKBOOK_MODEL : config.model;
  let stopping = false;

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: undefined,
      referrerPolicy: "no-referrer",
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use("*", async (c, next) => {
    await next();
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  });
  // One id per API request, in the response and in its log line; one line per request.
  app.use("/api/*", async (c, next) => {
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.set("startedAt", performance.now());
    c.set("loggedByStream", false);
    await next();
    c.header("X-Request-Id", requestId);
    const code = c.res.headers.get("x-ai-chef-code");
    c.res.headers.delete("x-ai-chef-code");
    if (c.get("loggedByStream")) return;
    const outcome = c.res.status < 400 ? "ok" : (code ?? "error");
    logger.info(
      { reqId: requestId, route: c.req.path, method: c.req.method, status: c.res.status, outcome, totalMs: Math.round((performance.now() - c.get("startedAt")) * 10) / 10 },
      "request",
    );
  });

  app.get("/api/health", (c) => c.json({ status: "ok", backend, model }));
  app.get("/readyz", (c) => {
    const ready = !stopping && limits.ready();
    return c.json({ ready, store: limits.state(), ...(stopping ? { reason: "shutting down" } : !ready ? { reason: "Redis is required and unreachable" } : {}) }, ready ? 200 : 503);
  });
  app.get("/metrics", async (c) => {
    if (config.metricsToken && c.req.header("authorization") !== `Bearer ${config.metricsToken}`) {
      return c.text("Unauthorized", 401, { "WWW-Authenticate": "Bearer" });
    }
    limits.state();
    return c.text(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType });
  });

  app.post(
    "/api/recipe",
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, "payload_too_large") }),
    async (c) => {
      const rate = await limits.checkClient(clientAddress(c, config.trustProxy));
      if (!rate.allowed) {
        if (rate.refusal === "store_unavailable") return errorResponse(c, "limits_unavailable", undefined, { "Retry-After": String(rate.retryAfterSeconds) });
        metrics.rateLimited.inc();
        return errorResponse(c, "rate_limited", undefined, { "Retry-After": String(rate.retryAfterSeconds) });
      }
      if (!/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) {
        return errorResponse(c, "unsupported_media_type");
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return errorResponse(c, "bad_request", "The request body is not valid JSON.");
      }
      const parsed = parseRecipeRequest(body);
      if (!parsed.ok) return errorResponse(c, "bad_request", parsed.message);
      const { ingredients, preferences, continueFrom, attempt, pantry } = parsed.request;
      const content = config.logContent ? { ingredients } : {};

      if (backend === "cookbook") {
        // Loaded (and its index built) on first use: a server with an AI configured never needs it.
        const { cookbookPieces } = await import("../src/cookbook/cookbook-stream.ts");
        const pieces = cookbookPieces(ingredients, attempt, preferences, pantry).map((text): UpstreamEvent => ({ type: "text", text }));
        metrics.requests.inc({ outcome: "ok", backend });
        logger.info({ reqId: c.get("requestId"), route: c.req.path, status: 200, outcome: "ok", backend, ...content }, "recipe");
        c.set("loggedByStream", true);
        return sseResponse([{ type: "meta", backend, model }], fromList([...pieces, { type: "done", finishReason: "stop" }]), new AbortController());
      }

      const budget = await limits.checkBudget();
      if (!budget.allowed) {
        if (budget.refusal === "store_unavailable") return errorResponse(c, "limits_unavailable", undefined, { "Retry-After": String(budget.retryAfterSeconds) });
        metrics.budgetRefused.inc({ budget: budget.refusal === "daily_tokens" ? "tokens" : "requests" });
        return errorResponse(c, "budget_spent", undefined, { "Retry-After": String(budget.retryAfterSeconds) });
      }

      const abort = new AbortController();
      const onGone = () => abort.abort();
      c.req.raw.signal.addEventListener("abort", onGone, { once: true });
      const messages = buildMessages(ingredients, preferences, continueFrom);
      const requestId = c.get("requestId");
      const startedAt = c.get("startedAt");
      metrics.activeStreams.inc();
      let status = 200;
      const events = observed(streamUpstream(config, client, messages, abort.signal), messages, startedAt, async (summary) => {
        metrics.activeStreams.dec();
        metrics.requests.inc({ outcome: summary.outcome, backend });
        if (summary.ttftMs !== null) metrics.timeToFirstToken.observe(summary.ttftMs / 1000);
        metrics.duration.observe(summary.totalMs / 1000);
        metrics.tokens.inc({ direction: "in" }, summary.promptTokens);
        metrics.tokens.inc({ direction: "out" }, summary.completionTokens);
        await limits.spendTokens(summary.promptTokens + summary.completionTokens);
        logRecipe(logger, {
          reqId: requestId,
          route: "/api/recipe",
          status,
          backend,
          summary,
          maxTokens: config.maxTokens,
          content: config.logContent ? { ingredients, text: summary.text } : null,
        });
      });
      c.set("loggedByStream", true);
      // Wait for the first event so a failure before any text gets a real HTTP status.
      const first = await events.next();
      if (first.done || abort.signal.aborted) {
        abort.abort();
        status = 502;
        await events.return();
        return errorResponse(c, "upstream_error");
      }
      if (first.value.type === "error") {
        status = httpStatus(first.value.code);
        await events.return();
        return errorResponse(c, first.value.code);
      }
      return sseResponse([{ type: "meta", backend, model }, toRecipeEvent(first.value)], events, abort);
    },
  );
  app.all("/api/recipe", (c) => errorResponse(c, "method_not_allowed", undefined, { Allow: "POST" }));
  app.all("/api/*", (c) => errorResponse(c, "not_found"));

  if (options.staticDir) {
    const root = options.staticDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
          // Each asset has .br/.gz twins: caches must key on the encoding for the plain copy too.
          c.header("Vary", "Accept-Encoding");
        },
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header("Cache-Control", "no-cache"),
      }),
    );
  }
  app.notFound((c) => c.text("Not found", 404));
  app.onError((error, c) => {
    // A body that broke off mid-upload (the client went away) is not our fault and nobody is left to
    // read the answer: no "unexpected error" in the log, and no 5xx.
    if (c.req.raw.signal.aborted) return errorResponse(c, "bad_request", "The request body was cut off.");
    logger.error({ reqId: c.get("requestId"), route: c.req.path, err: error instanceof Error ? error.message : "unknown" }, "unexpected error");
    return errorResponse(c, "internal_error");
  });
  return Object.assign(app, {
    /** Shutting down: /readyz says not ready, so a load balancer stops sending traffic here. */
    markStopping() {
      stopping = true;
    },
    /** Lets go of Redis. */
    close: () => limits.close(),
    logger,
  });
}
