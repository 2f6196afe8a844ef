import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Config } from "./config.server.ts";

type Fetch = Parameters<typeof serve>[0]["fetch"];

/**
 * The HTTP server every entry point runs the app in (main, dev, tests), with the connection limits of
 * issue 27: a request's headers, and the whole request, within AI_CHEF_REQUEST_TIMEOUT_MS (a slow
 * client answered 408 and cut, instead of being held 86 s for its headers and 326 s for its body), and
 * at most AI_CHEF_MAX_CONNECTIONS connections at once (more are closed on arrival). A response that
 * streams for minutes is not affected: once a request has arrived, these clocks stop.
 */
export function serveApp(fetch: Fetch, config: Pick<Config, "host" | "port" | "headersTimeoutMs" | "requestTimeoutMs" | "maxConnections">, onListening?: (info: AddressInfo) => void): Server {
  const server = serve(
    {
      fetch,
      hostname: config.host,
      port: config.port,
      serverOptions: {
        headersTimeout: config.headersTimeoutMs,
        requestTimeout: config.requestTimeoutMs,
        // Node checks those clocks every 30 s by default, which would let a slow client stay twice as long.
        connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(config.headersTimeoutMs / 4))),
      },
    },
    onListening,
  ) as Server;
  server.maxConnections = config.maxConnections;
  return server;
}
