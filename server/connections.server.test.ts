import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { gate, startFakeUpstream, type FakeUpstream } from "../tests/fake-upstream.ts";
import { FOUR, collectRecipe, startApp } from "../tests/start-app.ts";
import { SERVER_DEADLINES } from "../tests/timeouts.ts";
import { MAX_CONNECTIONS, REQUEST_TIMEOUT_MS, loadConfig } from "./config.server.ts";

/**
 * Connections: slow clients are cut at the request time limit, connections are capped, and the idle
 * limit measures the upstream only — a visitor who stops reading is closed on and logged as such.
 */
let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterEach(() => upstream.reset());
afterAll(async () => {
  await upstream?.close();
});

// The request time limit in these tests: short, yet never reached by a healthy request on a loaded machine.
const QUICK = { headersTimeoutMs: SERVER_DEADLINES.idleMs, requestTimeoutMs: SERVER_DEADLINES.idleMs };

type RawClient = { socket: Socket; received: () => string; closed: Promise<void> };

function rawClient(origin: string): Promise<RawClient> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let text = "";
    const socket = connect(Number(port), hostname, () => resolve({ socket, received: () => text, closed }));
    const closed = new Promise<void>((done) => socket.on("close", () => done()));
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("error", reject);
  });
}

test("the production limits: 15 s for a request's headers and for the whole request, 512 connections, and nginx holds the same", () => {
  const loaded = loadConfig({});
  expect(loaded.ok && [loaded.config.headersTimeoutMs, loaded.config.requestTimeoutMs, loaded.config.maxConnections]).toEqual([15_000, 15_000, 512]);
  const nginx = readFileSync(new URL("../deploy/nginx.conf", import.meta.url), "utf8");
  const seconds = `${REQUEST_TIMEOUT_MS / 1000}s`;
  expect(nginx).toMatch(new RegExp(`^\\s*client_header_timeout ${seconds};`, "m"));
  expect(nginx).toMatch(new RegExp(`^\\s*client_body_timeout ${seconds};`, "m"));
  // Two instances behind it, each taking MAX_CONNECTIONS.
  expect(nginx).toMatch(new RegExp(`^\\s*limit_conn ai_chef_total ${2 * MAX_CONNECTIONS};`, "m"));
  expect(nginx).toMatch(new RegExp(`^\\s*server app1:8080 max_conns=${MAX_CONNECTIONS}`, "m"));
  expect(nginx).toMatch(new RegExp(`^\\s*server app2:8080 max_conns=${MAX_CONNECTIONS}`, "m"));
});

test.each([
  ["its headers", "POST /api/recipe HTTP/1.1\r\nHost: x\r\nContent-Type: appl"],
  ["its body", "POST /api/recipe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"ingredients\": [\"eg"],
])("a client that sends %s slowly is cut at the time limit with a 408", async (_what, start) => {
  const app = await startApp({ AI_CHEF_BASE_URL: upstream.url }, QUICK);
  try {
    const client = await rawClient(app.origin);
    client.socket.write(start);
    // A byte now and then does not buy more time: the clock is for the whole request.
    const drip = setInterval(() => client.socket.write(" "), 100);
    await client.closed;
    clearInterval(drip);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(upstream.requests).toHaveLength(0);
  } finally {
    await app.close();
  }
});

test("a recipe that streams for longer than the request time limit is not cut: the clock stops once the request has arrived", async () => {
  const app = await startApp({ AI_CHEF_BASE_URL: upstream.url }, QUICK);
  try {
    const rest = gate();
    upstream.queue({ kind: "stream", text: "# Slow soup\n\nStir, then stir again, then serve.", chunkSize: 4, pauseAfter: { chars: 8, until: rest.until } });
    const recipe = collectRecipe(app.origin, { ingredients: FOUR });
    await upstream.waitForRequests(1);
    // A slow client started after it is cut at the limit: by then the recipe has streamed for longer.
    const slow = await rawClient(app.origin);
    slow.socket.write("POST /api/recipe HTTP/1.1\r\nHost: x\r\n");
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    rest.open();
    const { last, text } = await recipe;
    expect(last).toEqual({ type: "done", finishReason: "stop" });
    expect(text).toContain("serve.");
  } finally {
    await app.close();
  }
});

test("at most AI_CHEF_MAX_CONNECTIONS connections at once: the next is closed on arrival, and room comes back", async () => {
  const app = await startApp({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_MAX_CONNECTIONS: "3" });
  try {
    expect(app.config.maxConnections).toBe(3);
    const held = [await rawClient(app.origin), await rawClient(app.origin), await rawClient(app.origin)];
    const extra = await rawClient(app.origin);
    extra.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
    await extra.closed;
    expect(extra.received()).toBe("");
    held[0]?.socket.destroy();
    await held[0]?.closed;
    await vi.waitFor(async () => expect((await fetch(`${app.origin}/api/health`, { headers: { Connection: "close" } })).status).toBe(200));
    for (const client of held) client.socket.destroy();
  } finally {
    await app.close();
  }
});

/** A reply far larger than every buffer between the server and a visitor who has stopped reading. */
const FLOOD_REPLY = `# Endless stew\n\n${"Stir the pot and taste it. ".repeat(320_000)}`;

/** Asks for a recipe over a raw socket and stops reading once the stream has begun. */
async function stopReading(origin: string): Promise<RawClient> {
  const client = await rawClient(origin);
  const body = JSON.stringify({ ingredients: FOUR });
  // Paused at the first text, before the visitor's buffers have grown with reading.
  const paused = new Promise<void>((resolve) => {
    const check = () => {
      if (!client.received().includes("event: text")) return;
      client.socket.pause();
      client.socket.off("data", check);
      resolve();
    };
    client.socket.on("data", check);
  });
  client.socket.write(`POST /api/recipe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
  await paused;
  return client;
}

test("a visitor who stops reading is cut at the stall limit and logged as a stalled client: the upstream is not blamed", async () => {
  const app = await startApp({ AI_CHEF_BASE_URL: upstream.url }, { idleTimeoutMs: SERVER_DEADLINES.idleMs, clientStallTimeoutMs: SERVER_DEADLINES.idleMs });
  try {
    upstream.queue({ kind: "stream", text: FLOOD_REPLY, chunkSize: 65_536 });
    const client = await stopReading(app.origin);
    // The server closes its end (what was already sent still sits in the buffers, unread).
    await vi.waitFor(() => expect(app.logs()).toContainEqual(expect.objectContaining({ msg: "recipe", outcome: "client_stalled" })));
    client.socket.destroy();
    expect(app.logs().some((line) => /stopped reading/.test(String(line.msg)))).toBe(true);
    const metrics = await (await fetch(`${app.origin}/metrics`)).text();
    expect(metrics).toMatch(/^ai_chef_recipe_requests_total\{outcome="client_stalled",backend="openai-compatible"\} 1$/m);
    expect(metrics).not.toMatch(/outcome="timeout"/);
  } finally {
    await app.close();
  }
});
