import type { ServerResponse } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { UpstreamEvent } from "../src/core/chat-stream.ts";
import { encodeEvent, type RecipeEvent } from "../src/core/recipe-stream.ts";

/*
 * How bytes move between Node and the routes in app.server.ts. The app runs under @hono/node-server,
 * whose web Request/Response conversions were most of the time our server added before a recipe's
 * first byte; so the recipe stream is written straight to Node's response, a small body is taken from
 * Node's buffer, and a visitor leaving is heard on Node's response. Each workaround says why below;
 * none of them decides anything about the API, which stays in app.server.ts.
 */

const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

/** Node's response: the app is always served by @hono/node-server, which hands it over. */
function nodeResponse(c: Context<Env>): ServerResponse {
  const outgoing = c.env?.outgoing;
  if (!outgoing) throw new Error("AI Chef's server runs under @hono/node-server, which provides the Node response.");
  return outgoing;
}

/** Waits for the visitor's connection to take more; false when it took nothing for `stallMs`. */
function drained(outgoing: ServerResponse, stallMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (took: boolean) => () => {
      clearTimeout(timer);
      outgoing.off("drain", drain);
      outgoing.off("close", drain);
      resolve(took);
    };
    const drain = done(true);
    const timer = setTimeout(done(false), stallMs);
    outgoing.on("drain", drain);
    outgoing.on("close", drain);
  });
}

type StreamOptions = {
  /** What every response carries besides the stream's own headers (app.server.ts's security headers). */
  headers: Readonly<Record<string, string>>;
  /** How an upstream event reaches the page (a cut-off reply's `done` gains its signature). */
  convert: (event: UpstreamEvent) => RecipeEvent;
  /** How long a visitor may take nothing before the stream is closed on them. */
  stallMs: number;
  /** Called once when that happens: a stalled visitor, not a slow upstream. */
  onStall?: () => void;
};

/**
 * Sends the recipe as server-sent events, written straight to Node's response: the events already
 * read first, then the rest as they come, waiting whenever the visitor's connection is full. Written
 * directly rather than as a web ReadableStream in a Response, whose conversion by the adapter was
 * most of the time our server added before a recipe's first byte. The rest is read to its end even
 * when the visitor has gone (the upstream call is aborted then), so its bookkeeping always runs.
 *
 * The first bytes leave at once. Node holds a response's writes until the queue of pending promise
 * callbacks is empty, and with a fast upstream that queue holds the parsing of everything already
 * received behind the first chunk: the visitor's first words waited for all of it.
 */
export function sendEvents(c: Context<Env>, first: RecipeEvent[], rest: AsyncGenerator<UpstreamEvent, void, undefined>, options: StreamOptions): Response {
  const outgoing = nodeResponse(c);
  outgoing.writeHead(200, { ...EVENT_STREAM_HEADERS, ...options.headers, "X-Request-Id": c.get("requestId") });
  outgoing.cork();
  outgoing.write(first.map(encodeEvent).join(""));
  outgoing.uncork(); // written to the socket now, not after the promise queue
  void (async () => {
    try {
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        if (outgoing.destroyed) continue;
        if (!outgoing.write(encodeEvent(options.convert(next.value))) && !(await drained(outgoing, options.stallMs))) {
          // Closing on them aborts the upstream call (onVisitorGone); the rest is read to its end.
          options.onStall?.();
          outgoing.destroy();
        }
      }
      outgoing.end();
    } catch {
      outgoing.destroy();
    }
  })();
  return RESPONSE_ALREADY_SENT;
}

export async function* fromList<T>(items: T[]): AsyncGenerator<T, void, undefined> {
  yield* items;
}

const utf8 = new TextDecoder();

/**
 * The request body as text. A small JSON body has nearly always arrived whole by the time the handler
 * runs, stated length and all: it is then taken from Node's buffer at once instead of waiting for the
 * stream's events (a few turns of the event loop before every recipe).
 */
export function requestText(c: Context<Env>): string | Promise<string> {
  const incoming = c.env?.incoming;
  const length = Number(c.req.header("content-length") ?? Number.NaN);
  if (incoming && !incoming.readableDidRead && incoming.readableFlowing !== true && incoming.readableEncoding === null && length > 0 && incoming.readableLength === length) {
    return utf8.decode(incoming.read() as Buffer);
  }
  return c.req.text();
}

type Variables = { requestId: string; startedAt: number; loggedByStream: boolean };
export type Env = { Bindings: Partial<HttpBindings>; Variables: Variables };

/**
 * Calls `gone` once if the visitor goes away before the response has been sent. Listens on Node's
 * response: asking for the request's AbortSignal would make the adapter build a full web Request (and
 * an AbortController) for every recipe request.
 */
export function onVisitorGone(c: Context<Env>, gone: () => void): void {
  const outgoing = nodeResponse(c);
  outgoing.once("close", () => {
    if (!outgoing.writableFinished) gone();
  });
}

/**
 * The body limit. A request that states its length (every browser's does) is judged by that
 * header, and its body is then read by the Node adapter's fast path; only a body of unstated length
 * is counted as it streams in (hono's bodyLimit), which needs the adapter's full web Request.
 */
export function limitBody(maxSize: number, onError: (c: Context<Env>) => Response) {
  const streamed = bodyLimit({ maxSize, onError });
  return (c: Context<Env>, next: Next) => {
    const length = c.req.header("content-length");
    if (length !== undefined && /^\d+$/.test(length) && c.req.header("transfer-encoding") === undefined) {
      return Number(length) > maxSize ? onError(c) : next();
    }
    return streamed(c, next);
  };
}
