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
import { createRateLimiter } from "./rate-limit.server.ts";
import { parseRecipeRequest } from "./recipe-request.server.ts";
import type { UpstreamEvent } from "../src/core/chat-stream.ts";
import { logRecipe, observed } from "./request-log.server.ts";
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
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join("; ");

export type AppOptions = {
  /** Folder of the built page; without it only the API is served (dev mode, API tests). */
  staticDir?: string;
};

function errorResponse(c: Context, code: ErrorCode, message?: string, headers?: Record<string, string>) {
  const error: ApiError = apiError(code, message ?? errorMessage(code));
  return c.json({ error }, httpStatus(code) as 400, headers);
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

export function createApp(config: Config, options: AppOptions = {}) {
  const app = new Hono();
  const limiter = createRateLimiter(config.rateLimitPerMinute);
  const client = new InferenceClient(config.hfToken ?? "");
  const backend = activeBackend(config);
  const model = backend === "cookbook" ? COOKBOOK_MODEL : config.model;

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

  app.get("/api/health", (c) => c.json({ status: "ok", backend, model }));

  app.post(
    "/api/recipe",
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, "payload_too_large") }),
    async (c) => {
      const rate = limiter.check(clientAddress(c, config.trustProxy));
      if (!rate.allowed) {
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

      if (backend === "cookbook") {
        // Loaded (and its index built) on first use: a server with an AI configured never needs it.
        const { cookbookPieces } = await import("../src/cookbook/cookbook-stream.ts");
        const { ingredients, attempt, preferences } = parsed.request;
        const pieces = cookbookPieces(ingredients, attempt, preferences).map((text): UpstreamEvent => ({ type: "text", text }));
        return sseResponse([{ type: "meta", backend, model }], fromList([...pieces, { type: "done", finishReason: "stop" }]), new AbortController());
      }

      const abort = new AbortController();
      const onGone = () => abort.abort();
      c.req.raw.signal.addEventListener("abort", onGone, { once: true });
      const { ingredients, preferences, continueFrom } = parsed.request;
      const messages = buildMessages(ingredients, preferences, continueFrom);
      const events = observed(streamUpstream(config, client, messages, abort.signal), messages, (summary) => logRecipe(summary, config.maxTokens));
      // Wait for the first event so a failure before any text gets a real HTTP status.
      const first = await events.next();
      if (first.done || abort.signal.aborted) {
        abort.abort();
        return errorResponse(c, "upstream_error");
      }
      if (first.value.type === "error") {
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
    console.error("Unexpected error:", error instanceof Error ? error.message : "unknown");
    return errorResponse(c, "internal_error");
  });
  return app;
}
