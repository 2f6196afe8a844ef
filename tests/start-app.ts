import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "./fake-upstream.ts";
import type { Server } from "node:http";
import { createApp, type AppOptions } from "../server/app.server.ts";
import { loadConfig, type Config } from "../server/config.server.ts";
import { serveApp } from "../server/http-server.server.ts";
import { createLogger, type Logger } from "../server/logger.server.ts";
import type { RecipeEvent } from "../src/core/recipe-stream.ts";
import { streamRecipe } from "../src/app/api-client.ts";
import type { RecipeRequestBody } from "../src/core/recipe-request.ts";

export type RunningApp = {
  origin: string;
  config: Config;
  /** The server's log lines so far, parsed. */
  logs: () => Record<string, unknown>[];
  close: () => Promise<void>;
};

/** A logger that keeps its JSON lines for the test to read. */
export function captureLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  return { logger: createLogger({ write: (line: string) => void lines.push(line) }), lines };
}

/** Our real server on a free loopback port, configured as the environment would configure it. */
export async function startApp(
  env: Record<string, string | undefined>,
  overrides: Partial<Config> = {},
  options: AppOptions = {},
): Promise<RunningApp> {
  const loaded = loadConfig(env);
  if (!loaded.ok) throw new Error(loaded.problems.join("; "));
  const config = { ...loaded.config, ...overrides };
  const captured = captureLogger();
  const app = createApp(config, { logger: captured.logger, ...options });
  // Served as main.server.ts serves it: the same connection limits and time limits.
  const server = await new Promise<Server>((resolve) => {
    const started = serveApp(app.fetch, { ...config, host: "127.0.0.1", port: 0 }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    config,
    logs: () => captured.lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await app.close();
    },
  };
}

/** Asks our server for a recipe through the page's own client and collects every event. */
export async function collectRecipe(origin: string, body: RecipeRequestBody, signal = new AbortController().signal) {
  const events: RecipeEvent[] = [];
  await streamRecipe(body, (event) => events.push(event), signal, origin);
  const text = events.map((event) => (event.type === "text" ? event.text : "")).join("");
  return { events, text, last: events.at(-1) };
}

export function postJson(origin: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/api/recipe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const FOUR = ["eggs", "spinach", "feta", "onion"];

export type AppWorld = { upstream: FakeUpstream; server: RunningApp };

/**
 * The world of a suite: a fake upstream and our server in front of it, in this process. Registers its
 * own hooks; the upstream is reset after each test.
 */
export function setUpAppWorld(env: Record<string, string> = {}, overrides: Partial<Config> = {}): AppWorld {
  const world = {} as AppWorld;
  beforeAll(async () => {
    world.upstream = await startFakeUpstream();
    world.server = await startApp(
      { AI_CHEF_BASE_URL: world.upstream.url, AI_CHEF_MODEL: "test/chef-model", AI_CHEF_RATE_LIMIT: "1000", ...env },
      overrides,
    );
  });
  afterEach(() => world.upstream.reset());
  afterAll(async () => {
    await world.server?.close();
    await world.upstream?.close();
  });
  return world;
}
