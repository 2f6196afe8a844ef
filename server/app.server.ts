import { InferenceClient } from "@huggingface/inference";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { apiError, errorMessage, httpStatus, notFoodError, type ApiError, type ErrorCode } from "../src/core/errors.ts";
import { buildMessages } from "../src/core/prompt.ts";
import { COOKBOOK_MODEL, type RecipeEvent } from "../src/core/recipe-stream.ts";
import { clientOf, type TrustedProxies } from "./client-address.server.ts";
import { CONTINUATION_REFUSED, createSigner, followReply } from "./continuation.server.ts";
import { activeBackend, type Config } from "./config.server.ts";
import { createLimits } from "./limits.server.ts";
import { createLogger, type Logger } from "./logger.server.ts";
import { createMetrics } from "./metrics.server.ts";
import { parseRecipeRequest } from "../src/core/recipe-request.ts";
import { toRecipeEvent, type UpstreamEvent } from "../src/core/chat-stream.ts";
import { firstNonFood } from "../src/food/non-food.ts";
import { logRecipe, observed, type RecipeSummary } from "./request-log.server.ts";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { streamUpstream } from "./upstream.server.ts";
import { fromList, limitBody, onVisitorGone, requestText, sendEvents, type Env } from "./node-stream.server.ts";

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

/**
 * The browser features the page may use: keeping the screen awake in cook mode, nothing else that
 * needs asking (no camera, microphone, location, payment, devices…), for the page and anything it
 * embeds. Only features Chromium knows: an unknown name is reported as an error in the console.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=(self)",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/**
 * What every response carries: hono's secure headers (as its secureHeaders middleware set them for
 * us: same-origin isolation, HSTS, nosniff, no referrer, no framing), our CSP and Permissions-Policy.
 * One list, for responses built by hono and for the event stream written straight to Node.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "Referrer-Policy": "no-referrer",
  "Strict-Transport-Security": "max-age=15552000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Frame-Options": "DENY",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
};

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

/** Who the per-client limit counts this request against (see client-address.server.ts). */
function clientAddress(c: Context, trustProxy: TrustedProxies): string {
  return clientOf(getConnInfo(c).remote.address, c.req.header("x-forwarded-for"), trustProxy);
}

/**
 * The routes: what each path answers, in which order a recipe request is checked (size, type, body,
 * signature, limits, budget) and where it goes (the cookbook or the AI service). How bytes move through
 * Node — the event stream, the request body, a visitor leaving — is node-stream.server.ts, so that the
 * workarounds the adapter needed for speed do not hide the rules of the API.
 */
export function createApp(config: Config, options: AppOptions = {}) {
  const app = new Hono<Env>();
  const logger = options.logger ?? createLogger();
  const metrics = createMetrics();
  const limits = createLimits(config, logger, metrics);
  const signer = createSigner(config.signingKey);
  const client = new InferenceClient(config.hfToken ?? "");
  const backend = activeBackend(config);
  const model = backend === "cookbook" ? COOKBOOK_MODEL : config.model;
  let stopping = false;

  // A recipe stream written straight to Node (sendEvents) carries these headers and its request id
  // already; its placeholder response is never touched, since reading its headers would build them.
  app.use("*", async (c, next) => {
    await next();
    if (c.res === RESPONSE_ALREADY_SENT) return;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  });
  // One id per API request, in the response and in its log line; one line per request.
  app.use("/api/*", async (c, next) => {
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.set("startedAt", performance.now());
    c.set("loggedByStream", false);
    await next();
    if (c.res === RESPONSE_ALREADY_SENT) return;
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
  // Ready unless shutting down: with Redis away, AI requests may be refused, but the cookbook (and
  // the page) still answer, so a load balancer should keep sending traffic here.
  app.get("/readyz", (c) => {
    const ready = !stopping;
    const refusing = limits.refusingAi();
    return c.json(
      {
        ready,
        store: limits.state(),
        ...(stopping ? { reason: "shutting down" } : {}),
        ...(refusing ? { ai: "AI requests are refused while Redis is unreachable; the cookbook still answers" } : {}),
      },
      ready ? 200 : 503,
    );
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
    limitBody(MAX_BODY_BYTES, (c) => errorResponse(c, "payload_too_large")),
    async (c) => {
      if (!/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) {
        return errorResponse(c, "unsupported_media_type");
      }
      let body: unknown;
      try {
        body = JSON.parse(await requestText(c));
      } catch {
        return errorResponse(c, "bad_request", "The request body is not valid JSON.");
      }
      const parsed = parseRecipeRequest(body);
      if (!parsed.ok) return errorResponse(c, "bad_request", parsed.message);
      const { ingredients, preferences, continueFrom, continueSignature, attempt, pantry } = parsed.request;
      // Refused before any AI call (and before the cookbook): the same check the page makes.
      const notFood = firstNonFood(ingredients);
      if (notFood !== null) return errorResponse(c, "not_food", notFoodError(notFood).message);
      // Only text this server wrote, signed in the `done` event of the reply it continues, may stand
      // as the model's own turn: one message for forged, edited, expired and missing alike.
      if (continueFrom !== undefined && !signer.verify(continueFrom, continueSignature)) return errorResponse(c, "bad_request", CONTINUATION_REFUSED);
      const content = config.logContent ? { ingredients } : {};

      if (backend === "cookbook") {
        // Loaded (and its index built) on first use: a server with an AI configured never needs it.
        const { cookbookPieces } = await import("../src/cookbook/cookbook-stream.ts");
        const pieces = cookbookPieces(ingredients, attempt, preferences, pantry).map((text): UpstreamEvent => ({ type: "text", text }));
        metrics.requests.inc({ outcome: "ok", backend });
        logger.info({ reqId: c.get("requestId"), route: c.req.path, status: 200, outcome: "ok", backend, ...content }, "recipe");
        c.set("loggedByStream", true);
        return sendEvents(c, [{ type: "meta", backend, model }], fromList([...pieces, { type: "done", finishReason: "stop" }]), {
          headers: SECURITY_HEADERS,
          convert: (event) => toRecipeEvent(event, apiError),
          stallMs: config.clientStallTimeoutMs,
        });
      }

      // Only a valid AI request counts against the visitor's limit: a refused one (a cross-site
      // text/plain POST, a bad list) costs nothing, and the cookbook costs the operator nothing.
      const rate = await limits.checkClient(clientAddress(c, config.trustProxy));
      if (!rate.allowed) {
        if (rate.refusal === "store_unavailable") return errorResponse(c, "limits_unavailable", undefined, { "Retry-After": String(rate.retryAfterSeconds) });
        metrics.rateLimited.inc();
        return errorResponse(c, "rate_limited", undefined, { "Retry-After": String(rate.retryAfterSeconds) });
      }
      const budget = await limits.checkBudget();
      if (!budget.allowed) {
        if (budget.refusal === "store_unavailable") return errorResponse(c, "limits_unavailable", undefined, { "Retry-After": String(budget.retryAfterSeconds) });
        metrics.budgetRefused.inc({ budget: budget.refusal === "daily_tokens" ? "tokens" : "requests" });
        return errorResponse(c, "budget_spent", undefined, { "Retry-After": String(budget.retryAfterSeconds) });
      }

      const abort = new AbortController();
      onVisitorGone(c, () => abort.abort());
      const messages = buildMessages(ingredients, preferences, continueFrom);
      const requestId = c.get("requestId");
      const startedAt = c.get("startedAt");
      metrics.activeStreams.inc();
      let status = 200;
      // Set when the visitor stops reading long enough to be cut off: their doing, not the upstream's.
      let stalled = false;
      const events = observed(streamUpstream(config, client, messages, abort.signal), messages, startedAt, async (ended) => {
        const summary: RecipeSummary = stalled ? { ...ended, outcome: "client_stalled" } : ended;
        metrics.activeStreams.dec();
        metrics.requests.inc({ outcome: summary.outcome, backend });
        if (summary.ttftMs !== null) metrics.timeToFirstToken.observe(summary.ttftMs / 1000);
        // How long the upstream took: not a visitor's pause.
        if (!stalled) metrics.duration.observe(summary.totalMs / 1000);
        metrics.tokens.inc({ direction: "in" }, summary.promptTokens);
        metrics.tokens.inc({ direction: "out" }, summary.completionTokens);
        await limits.spendTokens(summary.promptTokens + summary.completionTokens);
        logRecipe(logger, {
          reqId: requestId,
          route: "/api/recipe",
          status,
          backend,
          summary: summary.upstreamSaid === undefined ? summary : { ...summary, upstreamSaid: loggedUpstreamSaid(summary.upstreamSaid, config) },
          maxTokens: config.maxTokens,
          content: config.logContent ? { ingredients, text: summary.text } : null,
        });
      }, config.logContent);
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
      // A reply cut at its length limit ends with the signature of what the page will send back.
      const reply = followReply(continueFrom);
      const convert = (event: UpstreamEvent): RecipeEvent => {
        reply.see(event);
        if (event.type === "done" && event.finishReason === "length") return { type: "done", finishReason: "length", signature: signer.sign(reply.tail()) };
        return toRecipeEvent(event, apiError);
      };
      return sendEvents(c, [{ type: "meta", backend, model }, convert(first.value)], events, {
        headers: SECURITY_HEADERS,
        convert,
        stallMs: config.clientStallTimeoutMs,
        onStall: () => (stalled = true),
      });
    },
  );
  // An address that is there, asked with a method it does not take, says so and names those it takes: a monitor that
  // POSTs to /api/health is told its method is wrong, not that nothing is there. Derived from the routes above.
  const methodsAt = new Map<string, string[]>();
  for (const { method, path } of app.routes) {
    if (method !== "ALL" && !path.includes("*")) methodsAt.set(path, [...(methodsAt.get(path) ?? []), method, ...(method === "GET" ? ["HEAD"] : [])]);
  }
  for (const [path, methods] of methodsAt) app.all(path, (c) => errorResponse(c, "method_not_allowed", undefined, { Allow: [...new Set(methods)].join(", ") }));
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

/**
 * What the upstream said of a failure, as the log may hold it. Its own words may repeat what it was sent, the visitor's
 * ingredients among them: like the ingredients and the recipe, they are logged only with AI_CHEF_LOG_CONTENT, and never with
 * the token. Without it the line keeps the HTTP status ("HTTP 500") or why the connection failed ("fetch failed (ECONNREFUSED)").
 */
export function loggedUpstreamSaid(said: string, config: Pick<Config, "logContent" | "hfToken">): string {
  const shown = config.logContent ? said : said.replace(/^(HTTP \d{3}):.*$/s, "$1");
  return config.hfToken ? shown.replaceAll(config.hfToken, "[redacted]") : shown;
}
