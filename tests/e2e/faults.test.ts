import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { errorMessage, type ErrorCode } from "../../src/core/errors.ts";
import { DEFAULT_RECIPE, startFakeUpstream, type Behaviour, type FakeUpstream } from "../fake-upstream.ts";
import { SERVER_DEADLINES } from "../timeouts.ts";
import { addIngredients, launchBrowser, openPage, saveFailureEvidence, startServer, type Served, type Watched } from "./harness.ts";

// The operator's token and the upstream's own wording: neither may reach the page, a response or a log.
const CANARY = `hf_faultcanary${randomBytes(12).toString("hex")}`;
const UPSTREAM_DETAIL = "UPSTREAM-INTERNAL-DETAIL";
const upstreamError = (status: number, message: string, headers?: Record<string, string>): Behaviour => ({
  kind: "status",
  status,
  body: { error: { message: `${message} ${UPSTREAM_DETAIL} ${CANARY}`, type: "internal" } },
  ...(headers ? { headers } : {}),
});

const LIST = ["eggs", "spinach", "feta", "onion"];
let upstream: FakeUpstream;
let server: Served;
let browser: Browser;
let watched: (Watched & { bodies: string[] }) | undefined;
let faultsInjected = 0;
// One visitor goes through the faults one after another, as a person retrying would; a test that
// fails leaves its page behind and the next test starts a fresh one.
let shared: Page | undefined;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  // Short time limits, so the hang and the stall cost a few seconds each.
  server = await startServer({
    HF_TOKEN: CANARY,
    AI_CHEF_BASE_URL: upstream.url,
    AI_CHEF_RATE_LIMIT: "1000",
    AI_CHEF_FIRST_BYTE_TIMEOUT_MS: String(SERVER_DEADLINES.firstByteMs),
    AI_CHEF_IDLE_TIMEOUT_MS: String(SERVER_DEADLINES.idleMs),
  });
  browser = await launchBrowser();
});
afterEach(async ({ task, expect: expectInTest }) => {
  upstream.reset();
  // Soft checks: each is reported, none stops the clean-up, and a failed test's own error comes first.
  if (watched) {
    expectInTest.soft(watched.cspViolations, "CSP violations").toEqual([]);
    expectInTest.soft(watched.foreignRequests, "requests leaving the page's origin").toEqual([]);
    for (const body of watched.bodies.splice(0)) {
      expectInTest.soft(body).not.toContain(CANARY);
      expectInTest.soft(body).not.toContain(UPSTREAM_DETAIL);
    }
  }
  expectInTest.soft(server.output(), "the server's log").not.toContain(CANARY);
  expectInTest.soft(server.output(), "the server's log").not.toContain(UPSTREAM_DETAIL);
  if (task.result?.state === "fail") await saveFailureEvidence(task);
  if (watched && shared !== watched.page) {
    const closing = watched.context;
    watched = undefined;
    shared = undefined;
    await closing.close();
  }
});
afterAll(async () => {
  console.log(`upstream faults: ${faultsInjected} injected through the page`);
  await browser?.close();
  await server?.stop();
  await upstream?.close();
});

/** A visitor with four ingredients listed, every response body the page receives recorded. */
async function visitor(origin = server.origin): Promise<Page> {
  await watched?.context.close();
  const opened = await openPage(browser, origin);
  const bodies: string[] = [];
  opened.page.on("response", async (response) => {
    bodies.push(`${JSON.stringify(await response.allHeaders())} ${(await response.body().catch(() => Buffer.from(""))).toString("utf8")}`);
  });
  watched = { ...opened, bodies };
  await addIngredients(opened.page, LIST);
  return opened.page;
}

async function expectListKept(page: Page) {
  const list = page.getByRole("region", { name: "Ingredients on hand:" });
  expect(await list.getByRole("listitem").count()).toBe(LIST.length);
  for (const item of LIST) expect(await list.getByRole("button", { name: `Remove ${item}` }).count(), item).toBe(1);
}

async function expectAlert(page: Page, code: ErrorCode) {
  const alert = page.getByRole("alert");
  await expect.poll(() => alert.textContent()).toContain(errorMessage(code));
  expect(await page.getByRole("region", { name: "Chef recommends" }).count(), "the recipe panel is hidden").toBe(0);
  const shown = (await page.locator("body").textContent()) ?? "";
  expect(shown).not.toContain(UPSTREAM_DETAIL);
  expect(shown).not.toContain("fake status");
}

/** The server still answers, and the page recovers: the same list gets a recipe on "Try again". */
async function expectRecovery(page: Page) {
  const health = await fetch(`${server.origin}/api/health`);
  expect(health.status).toBe(200);
  await health.body?.cancel();
  await page.getByRole("alert").getByRole("button", { name: "Try again" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  expect(await page.getByRole("alert").count()).toBe(0);
  await expectListKept(page);
}

const slowRecipe = (breakAfter: { chars: number; how: "stall" | "reset" | "malformed" }): Behaviour => ({
  kind: "stream",
  text: DEFAULT_RECIPE,
  chunkSize: 20,
  delayMs: 10,
  breakAfter,
});

type Fault = [name: string, behaviours: Behaviour[], code: ErrorCode, upstreamCalls: number];

const FAULTS: Fault[] = [
  ["401: the token is refused", [upstreamError(401, "Invalid username or password.")], "bad_credentials", 1],
  ["402: out of credits", [upstreamError(402, "You have exceeded your monthly included credits.")], "out_of_credits", 1],
  ["403: the token lacks permission", [upstreamError(403, "Forbidden.")], "bad_credentials", 1],
  ["404: the model is not served", [upstreamError(404, "Model not found.")], "model_unavailable", 1],
  [
    "400 model_not_supported: the router serves the model nowhere",
    [{ kind: "status", status: 400, body: { error: { message: `not supported by any provider you have enabled ${UPSTREAM_DETAIL}`, code: "model_not_supported" } } }],
    "model_unavailable",
    1,
  ],
  ["429: the upstream rate-limits us", [upstreamError(429, "Too many requests.", { "retry-after": "30" })], "upstream_rate_limited", 1],
  ["500: the upstream fails", [upstreamError(500, "Internal error.")], "upstream_unavailable", 1],
  ["502: the upstream's gateway fails", [upstreamError(502, "Bad gateway.")], "upstream_unavailable", 1],
  ["503 forever: three attempts, then a plain answer", [upstreamError(503, "Overloaded."), upstreamError(503, "Overloaded."), upstreamError(503, "Overloaded.")], "upstream_unavailable", 3],
  ["a hang before the first byte", [{ kind: "hang" }], "timeout", 1],
  ["an empty reply", [{ kind: "stream", text: "" }], "empty_reply", 1],
  ["a reply cut at max_tokens before any text", [{ kind: "stream", text: "", finishReason: "length" }], "empty_reply", 1],
  ["a plain JSON reply where a stream was asked for", [{ kind: "json", text: "# Soup" }], "upstream_error", 1],
];

test.each(FAULTS)("%s: the page says so in plain words, keeps the list, and recovers", async (_name, behaviours, code, calls) => {
  const page = shared ?? (await visitor());
  shared = undefined;
  upstream.queue(...behaviours);
  faultsInjected++;
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await expectAlert(page, code);
  await expectListKept(page);
  expect(upstream.requests, "upstream calls").toHaveLength(calls);
  // A request we gave up on is hung up on, not left open.
  if (code === "timeout") await upstream.waitForAbort(0);
  await expectRecovery(page);
  shared = page;
});

test("503 then success: the retry is invisible, the recipe arrives", async () => {
  const page = shared ?? (await visitor());
  shared = undefined;
  upstream.queue(upstreamError(503, "Overloaded."), { kind: "stream", text: "# Second-Try Soup\n\nSimmer everything.\n" });
  faultsInjected++;
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("heading", { name: "Second-Try Soup" }).waitFor();
  expect(await page.getByRole("alert").count()).toBe(0);
  expect(upstream.requests).toHaveLength(2);
  await expectListKept(page);
  shared = page;
});

// After text has arrived, a fault ends the recipe where it is: the text stays, with the reason beside it.
const MID_STREAM: Fault[] = [
  ["a stall mid-stream", [slowRecipe({ chars: 60, how: "stall" })], "timeout", 1],
  ["a connection reset mid-stream", [slowRecipe({ chars: 60, how: "reset" })], "upstream_unavailable", 1],
  ["malformed SSE mid-stream", [slowRecipe({ chars: 60, how: "malformed" })], "upstream_error", 1],
];

test.each(MID_STREAM)("%s: the recipe so far stays, with the reason in plain words", async (_name, behaviours, code, calls) => {
  const page = shared ?? (await visitor());
  shared = undefined;
  upstream.queue(...behaviours);
  faultsInjected++;
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByText(errorMessage(code)).waitFor();
  await panel.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  expect(await page.getByRole("alert").count()).toBe(0);
  expect((await page.locator("body").textContent()) ?? "").not.toContain(UPSTREAM_DETAIL);
  expect(upstream.requests, "upstream calls").toHaveLength(calls);
  await expectListKept(page);
  shared = page;
});

test("a reply cut at max_tokens after some text: shown, marked as cut off", async () => {
  const page = shared ?? (await visitor());
  shared = undefined;
  upstream.queue({ kind: "stream", text: "# Half a Stew\n\n1. Brown the onion.\n2. Add the", finishReason: "length" });
  faultsInjected++;
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByText("This recipe was cut off because the model reached its length limit.").waitFor();
  await panel.getByRole("heading", { name: "Half a Stew" }).waitFor();
  expect(await page.getByRole("alert").count()).toBe(0);
  await expectListKept(page);
  shared = page;
});

test("an upstream that cannot be reached: retried, then a plain answer, and the server carries on", async () => {
  // A port that was free a moment ago and has nothing listening on it now.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const unreachable = await startServer({
    HF_TOKEN: CANARY,
    AI_CHEF_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_CHEF_FIRST_BYTE_TIMEOUT_MS: String(SERVER_DEADLINES.firstByteMs),
  });
  try {
    const page = await visitor(unreachable.origin);
    faultsInjected++;
    await page.getByRole("button", { name: "Get a recipe" }).click();
    await expectAlert(page, "upstream_unavailable");
    await expectListKept(page);
    const health = await fetch(`${unreachable.origin}/api/health`);
    expect(health.status).toBe(200);
    await health.body?.cancel();
    expect(unreachable.output()).not.toContain(CANARY);
  } finally {
    expect(await unreachable.stop()).toBe(0);
  }
});

test("bad requests get our own JSON errors: never the token, never a 5xx, nothing in the log", async () => {
  const json = { "Content-Type": "application/json" };
  const requests: [string, RequestInit][] = [
    ["/api/recipe", { method: "POST", headers: json, body: "{not json" }],
    ["/api/recipe", { method: "POST", headers: json, body: JSON.stringify({ ingredients: ["eggs"] }) }],
    ["/api/recipe", { method: "POST", headers: json, body: JSON.stringify({ ingredients: ["a", "b", "c", "d"], padding: "x".repeat(40_000) }) }],
    ["/api/recipe", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "eggs" }],
    ["/api/recipe", { method: "GET" }],
    ["/api/recipe", { method: "POST", headers: { ...json, Authorization: `Bearer ${CANARY}` }, body: "[]" }],
    ["/api/nothing", { method: "GET" }],
    ["/api/health", { method: "GET" }],
  ];
  for (const [path, init] of requests) {
    const response = await fetch(`${server.origin}${path}`, init);
    const text = await response.text();
    expect(response.status, `${init.method} ${path}`).toBeLessThan(500);
    expect(`${JSON.stringify([...response.headers])} ${text}`).not.toContain(CANARY);
  }
  expect(upstream.requests).toHaveLength(0);
});
