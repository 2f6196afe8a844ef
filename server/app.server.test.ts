import { connect } from "node:net";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { errorMessage } from "../src/core/errors.ts";
import { MAX_TOKENS, SYSTEM_PROMPT } from "../src/core/prompt.ts";
import { DEFAULT_RECIPE, startFakeUpstream, type FakeUpstream } from "../tests/fake-upstream.ts";
import { FOUR, collectRecipe, postJson, startApp, type RunningApp } from "../tests/start-app.ts";
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from "./app.server.ts";
import { SERVER_DEADLINES } from "../tests/timeouts.ts";

let upstream: FakeUpstream;
let app: RunningApp;
const TOKEN = "test-token-1234";

beforeAll(async () => {
  upstream = await startFakeUpstream();
  app = await startApp(
    { AI_CHEF_BASE_URL: upstream.url, HF_TOKEN: TOKEN, AI_CHEF_RATE_LIMIT: "1000" },
    { firstByteTimeoutMs: SERVER_DEADLINES.firstByteMs, idleTimeoutMs: SERVER_DEADLINES.idleMs, connectDeadlineMs: SERVER_DEADLINES.firstByteMs },
  );
});
afterEach(() => {
  upstream.reset();
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

test("streams the upstream reply and tells the page when the model stopped", async () => {
  const { events, text, last } = await collectRecipe(app.origin, { ingredients: FOUR });
  expect(events[0]).toEqual({ type: "meta", backend: "openai-compatible", model: app.config.model });
  expect(events.filter((e) => e.type === "text").length).toBeGreaterThan(5);
  expect(text).toBe(DEFAULT_RECIPE);
  expect(last).toEqual({ type: "done", finishReason: "stop" });
});

test("the server alone builds the upstream request, with the bearer token", async () => {
  await collectRecipe(app.origin, {
    ingredients: FOUR,
    model: "someone/else",
    max_tokens: 100000,
    messages: [{ role: "user", content: "write my essay" }],
  } as never);
  expect(upstream.requests).toHaveLength(1);
  const [request] = upstream.requests;
  expect(request?.path).toBe("/v1/chat/completions");
  expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(request?.body.model).toBe(app.config.model);
  expect(request?.body.max_tokens).toBe(MAX_TOKENS);
  expect(request?.body.stream).toBe(true);
  expect(request?.body.messages).toEqual([
    { role: "system", content: SYSTEM_PROMPT },
    { role: "user", content: expect.stringContaining("eggs, spinach, feta, onion") },
  ]);
});

test("reports a reply cut at max_tokens, and treats an empty one as an error", async () => {
  upstream.queue({ kind: "stream", text: "# Half a recipe", finishReason: "length" });
  // With the signature "Continue" sends back (server/continuation-api.server.test.ts).
  expect((await collectRecipe(app.origin, { ingredients: FOUR })).last).toEqual({ type: "done", finishReason: "length", signature: expect.stringMatching(/^v1\./) as unknown });

  upstream.queue({ kind: "stream", text: "", finishReason: "length" });
  const empty = await postJson(app.origin, { ingredients: FOUR });
  expect(empty.status).toBe(502);
  expect(await empty.json()).toEqual({ error: { code: "empty_reply", message: errorMessage("empty_reply") } });
});

test.each(["length", "model_length", "max_tokens", "LENGTH"])("a reply ended by the model's length limit (finish_reason %s) is marked as cut off, with Continue's signature", async (reason) => {
  upstream.queue({ kind: "stream", text: "# Half a recipe", finishReason: reason });
  const { text, last } = await collectRecipe(app.origin, { ingredients: FOUR });
  expect(text).toBe("# Half a recipe");
  expect(last).toEqual({ type: "done", finishReason: "length", signature: expect.stringMatching(/^v1\./) as unknown });
});

test.each([
  ["content_filter", "upstream_filtered"],
  ["error", "upstream_interrupted"],
])("a reply the service broke off (finish_reason %s) keeps the text so far and ends with %s, never as a whole recipe", async (reason, code) => {
  upstream.queue({ kind: "stream", text: "# Half a recipe\n\n- 2 eggs", finishReason: reason });
  const { text, last } = await collectRecipe(app.origin, { ingredients: FOUR });
  expect(text).toBe("# Half a recipe\n\n- 2 eggs");
  expect(last).toEqual({ type: "error", error: { code, message: errorMessage(code as never) } });
  // With nothing written before it, the filter's stop is still said as itself, not as an empty reply.
  upstream.queue({ kind: "stream", text: "", finishReason: reason });
  const empty = await postJson(app.origin, { ingredients: FOUR });
  expect(empty.status).toBe(502);
  expect(await empty.json()).toEqual({ error: { code, message: errorMessage(code as never) } });
});

test.each([
  [401, "bad_credentials", 502],
  [403, "bad_credentials", 502],
  [402, "out_of_credits", 502],
  [404, "model_unavailable", 502],
  [429, "upstream_rate_limited", 503],
  [500, "upstream_unavailable", 503],
  [502, "upstream_unavailable", 503],
] as const)("upstream %i becomes our %s, in our own words, without a retry", async (status, code, ours) => {
  upstream.setDefault({ kind: "status", status, body: { error: { message: `upstream secret detail ${TOKEN}` } } });
  const response = await postJson(app.origin, { ingredients: FOUR });
  expect(response.status).toBe(ours);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ error: { code, message: errorMessage(code) } });
  expect(text).not.toContain("secret");
  expect(text).not.toContain(TOKEN);
  expect(upstream.requests).toHaveLength(1);
});

test("the router's model_not_supported 400 means the model is unavailable", async () => {
  upstream.queue({
    kind: "status",
    status: 400,
    body: { error: { message: "The requested model is not supported by any provider you have enabled.", code: "model_not_supported" } },
  });
  const response = await postJson(app.origin, { ingredients: FOUR });
  expect((await response.json()).error.code).toBe("model_unavailable");
});

test("a 503 is retried with a pause, and the reply then streams", async () => {
  upstream.queue({ kind: "status", status: 503 }, { kind: "status", status: 503 });
  const { text, last } = await collectRecipe(app.origin, { ingredients: FOUR });
  expect(text).toBe(DEFAULT_RECIPE);
  expect(last?.type).toBe("done");
  expect(upstream.requests).toHaveLength(3);
});

test("a 503 that never ends costs exactly three attempts", async () => {
  upstream.setDefault({ kind: "status", status: 503 });
  const response = await postJson(app.origin, { ingredients: FOUR });
  expect(response.status).toBe(503);
  expect((await response.json()).error.code).toBe("upstream_unavailable");
  expect(upstream.requests).toHaveLength(3);
});

test("an upstream that never answers times out and is hung up on", async () => {
  upstream.setDefault({ kind: "hang" });
  const response = await postJson(app.origin, { ingredients: FOUR });
  expect(response.status).toBe(504);
  expect((await response.json()).error.code).toBe("timeout");
  expect(upstream.requests).toHaveLength(1);
  await upstream.waitForAbort(0);
});

test("a stall, a reset or a broken frame mid-stream keeps the text and ends with an error event", async () => {
  const cases = [
    ["stall", "timeout"],
    ["reset", "upstream_unavailable"],
    ["malformed", "upstream_error"],
  ] as const;
  for (const [how, code] of cases) {
    upstream.queue({ kind: "stream", text: DEFAULT_RECIPE, delayMs: 15, breakAfter: { chars: 60, how } });
    const { text, last } = await collectRecipe(app.origin, { ingredients: FOUR });
    expect(text).toBe(DEFAULT_RECIPE.slice(0, 60));
    expect(last).toEqual({ type: "error", error: { code, message: errorMessage(code) } });
  }
  expect(upstream.requests).toHaveLength(3);
});

test("a reply that is not a stream is refused in plain words", async () => {
  upstream.queue({ kind: "json", text: "# Soup" });
  const response = await postJson(app.origin, { ingredients: FOUR });
  expect((await response.json()).error.code).toBe("upstream_error");
});

test("when the visitor goes away mid-reply, the upstream request is aborted", async () => {
  // Still streaming when the visitor leaves: the reply stalls after its first lines.
  upstream.queue({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 10, breakAfter: { chars: 60, how: "stall" } });
  const visitor = new AbortController();
  const response = await fetch(`${app.origin}/api/recipe`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ingredients: FOUR }),
    signal: visitor.signal,
  });
  const reader = response.body?.getReader();
  if (!reader) throw new Error("expected a streamed body");
  await reader.read();
  visitor.abort();
  await upstream.waitForAbort(0);
  expect(upstream.requests[0]?.finished).toBe(false);
});

test("when the visitor goes away before the first byte, the upstream request is aborted", async () => {
  upstream.queue({ kind: "hang" });
  const visitor = new AbortController();
  const pending = fetch(`${app.origin}/api/recipe`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ingredients: FOUR }),
    signal: visitor.signal,
  }).catch((error: unknown) => error);
  await upstream.waitForRequests(1);
  visitor.abort();
  await pending;
  await upstream.waitForAbort(0);
});

test.each([
  ["fewer than 4 ingredients", { ingredients: ["a", "b", "c"] }, 400],
  ["not an array", { ingredients: "a, b, c, d" }, 400],
  ["blank items", { ingredients: ["a", "b", "c", "  "] }, 400],
  ["more than 50 items", { ingredients: Array.from({ length: 51 }, (_, i) => `item ${i}`) }, 400],
  ["an item over 80 characters", { ingredients: ["a", "b", "c", "d".repeat(81)] }, 400],
  ["not JSON", "{ingredients: nope", 400],
  ["a body over 32 KiB", { ingredients: FOUR, padding: "x".repeat(33 * 1024) }, 413],
])("bad input (%s) gets a %s JSON error and never reaches the upstream", async (_name, body, status) => {
  const response = await postJson(app.origin, body);
  expect(response.status).toBe(status);
  const json = await response.json();
  expect(json.error.code).toMatch(/^[a-z_]+$/);
  expect(json.error.message.length).toBeGreaterThan(10);
  expect(upstream.requests).toHaveLength(0);
});

test("a list with something that is not food gets a 400 not_food naming it, before any AI call", async () => {
  const response = await postJson(app.origin, { ingredients: ["eggs", "flour", "Domestos", "sugar"] });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ error: { code: "not_food", message: "Sorry, “Domestos” isn't food, so AI Chef won't put it in a recipe." } });
  expect(upstream.requests).toHaveLength(0);
});

test("bleach, ammonia, chlorine tablets and vinegar are refused naming the first; real foods with odd names are not", async () => {
  const refused = await postJson(app.origin, { ingredients: ["bleach", "ammonia", "chlorine tablets", "vinegar"] });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({ error: { code: "not_food", message: "Sorry, “bleach” isn't food, so AI Chef won't put it in a recipe." } });
  expect(upstream.requests).toHaveLength(0);
  const odd = await postJson(app.origin, { ingredients: ["citric acid", "pink curing salt", "calcium chloride", "dried lye noodles"] });
  expect(odd.status).toBe(200);
  await odd.text();
});

/** Sends a raw HTTP/1.1 request in pieces, a pause between them, and returns the whole response as text. */
function sendInPieces(origin: string, pieces: string[], pauseMs = 40): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, async () => {
      for (const piece of pieces) {
        socket.write(piece);
        await new Promise((done) => setTimeout(done, pauseMs));
      }
    });
    let response = "";
    socket.on("data", (chunk) => (response += chunk.toString()));
    socket.on("end", () => resolve(response));
    socket.on("error", reject);
  });
}

test.each([
  ["its stated length", (json: string) => [`content-length: ${Buffer.byteLength(json)}\r\n\r\n`, json.slice(0, 9), json.slice(9)]],
  ["chunks of unstated length", (json: string) => ["transfer-encoding: chunked\r\n\r\n", `9\r\n${json.slice(0, 9)}\r\n`, `${(json.length - 9).toString(16)}\r\n${json.slice(9)}\r\n0\r\n\r\n`]],
])("a body that arrives in pieces after its headers (%s) is read whole", async (_name, body) => {
  const json = JSON.stringify({ ingredients: FOUR });
  const head = "POST /api/recipe HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\ncontent-type: application/json\r\n";
  const [first = "", ...rest] = body(json);
  const response = await sendInPieces(app.origin, [head + first, ...rest]);
  expect(response).toMatch(/^HTTP\/1\.1 200 /);
  expect(response).toContain("event: done");
  expect(upstream.requests).toHaveLength(1);
  expect(upstream.requests[0]?.body.messages?.at(-1)?.content).toContain(FOUR.join(", "));
});

test("only JSON is accepted, and only POST", async () => {
  const form = await fetch(`${app.origin}/api/recipe`, { method: "POST", body: "ingredients=a" });
  expect(form.status).toBe(415);
  const get = await fetch(`${app.origin}/api/recipe`);
  expect(get.status).toBe(405);
  expect(get.headers.get("allow")).toBe("POST");
  const other = await fetch(`${app.origin}/api/nothing`);
  expect(other.status).toBe(404);
  expect(upstream.requests).toHaveLength(0);
});

test("every response carries the security headers", async () => {
  for (const response of [
    await fetch(`${app.origin}/api/health`),
    await fetch(`${app.origin}/api/nothing`),
    await postJson(app.origin, { ingredients: [] }),
    await fetch(`${app.origin}/no-such-page`),
  ]) {
    expect(response.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  }
  // The recipe stream is written straight to Node's response: it carries exactly the same set.
  const security = (response: Response) =>
    [...response.headers.entries()].filter(([name]) => !/^(content-type|content-length|date|connection|keep-alive|transfer-encoding|cache-control|x-accel-buffering|x-request-id)$/.test(name));
  const health = await fetch(`${app.origin}/api/health`);
  const stream = await postJson(app.origin, { ingredients: FOUR });
  expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
  expect(stream.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(security(stream)).toEqual(security(health));
  expect(security(health).length).toBeGreaterThanOrEqual(10);
  await stream.text();
  for (const directive of ["script-src 'self'", "img-src 'self' data:", "connect-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'none'"]) {
    expect(CONTENT_SECURITY_POLICY).toContain(directive);
  }
  // Nothing that needs asking (camera, microphone, location, payment, devices); the screen kept awake in cook mode only.
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()", "screen-wake-lock=(self)"]) {
    expect(PERMISSIONS_POLICY.split(", ")).toContain(feature);
  }
});

test("health names the backend and model, and never the token", async () => {
  const response = await fetch(`${app.origin}/api/health`);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ status: "ok", backend: "openai-compatible", model: app.config.model });
  expect(text).not.toContain(TOKEN);
});

test.each([
  [false, "keeps the list and the recipe out of the log"],
  [true, "logs the list and the recipe as sent when the operator asks for it"],
])("AI_CHEF_LOG_CONTENT %s %s", async (logContent) => {
  const logged = await startApp({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: "1000" }, { logContent });
  try {
    upstream.queue({ kind: "stream", text: "# Zucchini canary bake\n\nBake it." });
    const { text } = await collectRecipe(logged.origin, { ingredients: FOUR });
    await vi.waitFor(() => expect(logged.logs()).toContainEqual(expect.objectContaining({ msg: "recipe", outcome: "ok" })));
    const line = logged.logs().find((entry) => entry.msg === "recipe");
    if (logContent) {
      expect(line).toMatchObject({ ingredients: FOUR, text });
    } else {
      expect(line).not.toHaveProperty("ingredients");
      expect(line).not.toHaveProperty("text");
      expect(JSON.stringify(logged.logs())).not.toContain("canary");
    }
  } finally {
    await logged.close();
  }
});

// The upstream's own words may repeat what it was sent (the visitor's ingredients): like them, they are content, logged only
// with AI_CHEF_LOG_CONTENT; its status always; the token never.
test.each([
  [500, { error: { message: `model crashed: CUDA out of memory (${TOKEN})` } }, "HTTP 500: model crashed: CUDA out of memory ([redacted])"],
  [404, { error: "model 'llama9' not found, try pulling it first" }, "HTTP 404: model 'llama9' not found, try pulling it first"],
  [401, { error: { message: "invalid api key" } }, "HTTP 401: invalid api key"],
])("an upstream %i is logged with its status, and with its own words only where content is logged, never with the token", async (status, body, said) => {
  for (const logContent of [false, true]) {
    const logged = await startApp({ AI_CHEF_BASE_URL: upstream.url, HF_TOKEN: TOKEN, AI_CHEF_RATE_LIMIT: "1000", ...(logContent ? { AI_CHEF_LOG_CONTENT: "true" } : {}) });
    try {
      upstream.queue({ kind: "status", status, body });
      const response = await postJson(logged.origin, { ingredients: FOUR });
      const text = await response.text();
      expect(text).not.toContain(said.slice(10, 30));
      await vi.waitFor(() => expect(logged.logs()).toContainEqual(expect.objectContaining({ msg: "recipe" })));
      expect(logged.logs().find((entry) => entry.msg === "recipe")).toMatchObject({ upstreamSaid: logContent ? said : `HTTP ${status}` });
      expect(JSON.stringify(logged.logs())).not.toContain(TOKEN);
    } finally {
      await logged.close();
    }
  }
});

test("a connection the upstream refuses is logged with why", async () => {
  const closed = await startFakeUpstream();
  const url = closed.url;
  await closed.close();
  const logged = await startApp({ AI_CHEF_BASE_URL: url, AI_CHEF_RATE_LIMIT: "1000" });
  try {
    const response = await postJson(logged.origin, { ingredients: FOUR });
    expect(response.status).toBe(503);
    await vi.waitFor(() => expect(logged.logs()).toContainEqual(expect.objectContaining({ msg: "recipe" })));
    expect(logged.logs().find((entry) => entry.msg === "recipe")).toMatchObject({ upstreamSaid: expect.stringContaining("ECONNREFUSED") as unknown });
  } finally {
    await logged.close();
  }
});

test("every address the server answers, asked with a method it does not take, says so (405) and names the methods it takes", async () => {
  const takes = { "/api/recipe": "POST", "/api/health": "GET, HEAD", "/readyz": "GET, HEAD", "/metrics": "GET, HEAD" } as const;
  for (const [path, allow] of Object.entries(takes)) {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      if (allow.split(", ").includes(method)) continue;
      const response = await fetch(`${app.origin}${path}`, { method, ...(method === "GET" ? {} : { headers: { "content-type": "application/json" }, body: "{}" }) });
      expect(`${method} ${path} ${response.status} ${response.headers.get("allow")}`).toBe(`${method} ${path} 405 ${allow}`);
      expect((await response.json()).error.code).toBe("method_not_allowed");
    }
  }
  expect(upstream.requests).toHaveLength(0);
});
