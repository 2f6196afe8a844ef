import { connect } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ERROR_CODES } from "../src/core/errors.ts";
import { MAX_TOKENS } from "../src/core/prompt.ts";
import { isNonFood } from "../src/food/non-food.ts";
import { startFakeUpstream, type FakeUpstream } from "../tests/fake-upstream.ts";
import { startApp, type RunningApp } from "../tests/start-app.ts";
import { CONTENT_SECURITY_POLICY, MAX_BODY_BYTES } from "./app.server.ts";
import { TIMEOUTS } from "../tests/timeouts.ts";

/**
 * Bad input, thrown at our real server on loopback by the thousand. Every request must get a 4xx or a
 * 200 (never a 5xx, never a dropped connection), and only a valid one may reach the upstream.
 *
 * What "valid" means is written out here again, from the README's rules, rather than borrowed from
 * the server's own schema: a test that asked the server's code what it accepts could not catch it
 * accepting the wrong thing.
 */

let upstream: FakeUpstream;
let app: RunningApp;
let sent = 0;
let succeeded = 0;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  upstream.setDefault({ kind: "stream", text: "# Soup\n\nStir and serve.", chunkSize: 100 });
  // One client sends all of it: lift the rate limit out of the way (it has its own tests).
  app = await startApp({ AI_CHEF_BASE_URL: upstream.url, HF_TOKEN: "fuzz-token" }, { rateLimitPerMinute: 1_000_000 });
});
afterAll(async () => {
  await app?.close();
  await upstream?.close();
});

// ---------------------------------------------------------------------------------------------------
// The oracle: what the API promises, independent of the server's code.

type Expected = number | "valid-or-400";

// Control characters, the line and paragraph separators, and lone surrogates (half a character).
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\p{Cs}/u;
// Format characters (zero-width spaces and joiners, BOM, bidi marks, soft hyphen) show as nothing.
const INVISIBLE = /\p{Cf}/gu;
// Bidirectional embeddings, overrides and isolates are removed before anything else.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;

function ingredientsProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return "not a list";
  if (value.length < 4 || value.length > 50) return "4 to 50 items";
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== "string") return "not text";
    // Looked for once bidi controls are gone and the ends trimmed: a tab before a name is trimmed with
    // or without a bidi control before it.
    if (CONTROL.test(item.normalize("NFKC").replace(BIDI, "").trim())) return "control character";
    // Compared and measured in one spelling (NFKC): "ｅｇｇｓ" is "eggs".
    const cleaned = item.normalize("NFKC").replace(BIDI, "").trim().replace(/\s+/g, " ");
    const visible = cleaned.replace(INVISIBLE, "").trim();
    if (visible === "") return "blank";
    if (cleaned.length > 80) return "too long";
    const key = cleaned.replace(INVISIBLE, "").toLowerCase().normalize("NFKC");
    if (seen.has(key)) return "duplicate";
    seen.add(key);
  }
  // Something that is not food (the README's not_food) is a 400 too: judged by the shared list of such things.
  if (value.some((item) => isNonFood(item as string))) return "not food";
  return null;
}

/** The status a JSON value sent as the body must get. */
function expectedForJson(value: unknown): Expected {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return 400;
  if (ingredientsProblem((value as { ingredients?: unknown }).ingredients)) return 400;
  // `attempt` and `preferences` have rules of their own (tested beside their schema); a random value
  // under those names may pass or fail, but must still never be a 5xx, and only a 200 may cost a call.
  if ("attempt" in value || "preferences" in value) return "valid-or-400";
  return 200;
}

const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "APPLICATION/JSON", "Application/Json;charset=UTF-8"];
const OTHER_TYPES = [
  "",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/jsonp",
  "application/json-patch+json",
  "application/ld+json",
  "application/xml",
  "text/json",
  "application",
  "json",
  "*/*",
];

type Case = {
  /** A short description for a failure message. */
  kind: string;
  method: string;
  path: string;
  contentType: string;
  body: Uint8Array | undefined;
  /** Send the body as a chunked stream, without a Content-Length. */
  chunked: boolean;
  expected: Expected;
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What a body sent to POST /api/recipe must get, following the order the README gives the checks. */
function expectedForBody(contentType: string, body: Uint8Array): Expected {
  if (body.byteLength > MAX_BODY_BYTES) return 413;
  if (!JSON_TYPES.includes(contentType)) return 415;
  let value: unknown;
  try {
    // As a server reads text: UTF-8, invalid bytes become U+FFFD, a leading BOM is dropped.
    value = JSON.parse(decoder.decode(body));
  } catch {
    return 400;
  }
  return expectedForJson(value);
}

function recipeCase(kind: string, body: Uint8Array, contentType = "application/json", chunked = false): Case {
  return withDescription({ kind, method: "POST", path: "/api/recipe", contentType, body, chunked, expected: expectedForBody(contentType, body) });
}

/** fast-check prints a failing case this way rather than as every byte of a 4 MiB body. */
function withDescription(c: Case): Case {
  return Object.assign(c, { [fc.toStringMethod]: () => describe(c) });
}

// ---------------------------------------------------------------------------------------------------
// Generators.

const nasty = fc.constantFrom(
  "\u0000", "\u0007", "\b", "\t", "\n", "\r", "\u000b", "\u001b", "\u007f", "\u0085", "\u009f",
  "\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202e", "\u2066", "\u00ad", "\u180e",
  " ", "\u00a0", "\u2028", "\u3000", "\ud800", "\udfff", "\"", "\\", "<script>", "{{", "${x}", "%00",
);
const word = fc.constantFrom("eggs", "Eggs", "EGGS", "ｅｇｇｓ", "éggs", "e\u0301ggs", "spinach", "feta", "onion", "tomato", "basil", "rice", "ėggs", "ﬁsh", "🍅", "👩‍🍳", "çà");

/** Ingredient-ish text: words, junk and invisible or control characters, sometimes near the length limit. */
const ingredientText = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.oneof(word, nasty, fc.string({ maxLength: 6 })), { maxLength: 6 }).map((parts) => parts.join("")) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 75, max: 90 }).map((n) => "a".repeat(n)) },
  { weight: 1, arbitrary: fc.tuple(word, nasty).map(([w, n]) => `${n}${w}${n}`) },
);

/** Lists that pass: distinct plain words, 4 to 50 of them. */
const validList = fc
  .uniqueArray(fc.stringMatching(/^[a-z][a-z ]{0,30}[a-z]$/), { minLength: 4, maxLength: 50, selector: (item) => item.replace(/\s+/g, " ").toLowerCase() })
  .filter((list) => ingredientsProblem(list) === null);

/** What a client might add to steer the model or the bill; all of it must be ignored. */
const steering = fc.record(
  {
    model: fc.constantFrom("gpt-4", "someone/else", ""),
    max_tokens: fc.integer(),
    messages: fc.array(fc.record({ role: fc.constantFrom("system", "user"), content: fc.string() }), { maxLength: 3 }),
    stream: fc.boolean(),
    temperature: fc.double(),
    provider: fc.string(),
    __proto__: fc.constant({ polluted: true }),
  },
  { requiredKeys: [] },
);

const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value));

const arbitraries = {
  "any JSON value": fc.jsonValue().map((value) => recipeCase("any JSON value", jsonBytes(value))),
  "any object under `ingredients`": fc
    .record({ ingredients: fc.oneof(fc.jsonValue(), fc.array(fc.oneof({ weight: 5, arbitrary: ingredientText }, { weight: 1, arbitrary: fc.jsonValue() }), { maxLength: 60 })) })
    .map((value) => recipeCase("ingredients of any shape", jsonBytes(value))),
  "lists of nasty strings": fc
    .array(ingredientText, { minLength: 3, maxLength: 8 })
    .map((list) => recipeCase("nasty strings", jsonBytes({ ingredients: list }))),
  "valid lists with steering fields": fc
    .tuple(validList, steering)
    .map(([list, extra]) => recipeCase("valid with steering fields", jsonBytes({ ...extra, ingredients: list }))),
  "random bytes": fc
    .tuple(fc.uint8Array({ maxLength: 600 }), fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES))
    .map(([bytes, type]) => recipeCase("random bytes", bytes, type)),
  "invalid UTF-8 inside a list": fc
    .tuple(validList, fc.nat(), fc.constantFrom([0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf4, 0x90, 0x80, 0x80], [0x80], [0xef, 0xbb, 0xbf]))
    .map(([list, at, bad]) => {
      const bytes = jsonBytes({ ingredients: list });
      // Inside the first string, so the JSON stays well-formed and only its text is broken.
      const start = bytes.indexOf(0x22, 15) + 1 + (at % 2);
      return recipeCase("invalid UTF-8", new Uint8Array([...bytes.slice(0, start), ...bad, ...bytes.slice(start)]));
    }),
  "wrong content types": fc
    .tuple(validList, fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES))
    .map(([list, type]) => recipeCase("content type", jsonBytes({ ingredients: list }), type)),
  "bodies around the size limit": fc
    .tuple(validList, fc.integer({ min: MAX_BODY_BYTES - 200, max: MAX_BODY_BYTES + 200 }), fc.boolean())
    .map(([list, size, chunked]) => {
      const bare = JSON.stringify({ ingredients: list, padding: "" });
      const padded = JSON.stringify({ ingredients: list, padding: "x".repeat(Math.max(0, size - bare.length)) });
      return recipeCase(chunked ? "size limit, chunked" : "size limit", encoder.encode(padded), "application/json", chunked);
    }),
  "deeply nested bodies": fc
    .tuple(fc.integer({ min: 50, max: 12_000 }), fc.constantFrom("array", "object", "ingredients"))
    .map(([depth, shape]) => {
      const body =
        shape === "array"
          ? `${"[".repeat(depth)}${"]".repeat(depth)}`
          : shape === "object"
            ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`
            : `{"ingredients":${"[".repeat(depth)}"eggs"${"]".repeat(depth)}}`;
      return recipeCase(`nested ${shape} ${depth}`, encoder.encode(body));
    }),
  "other methods and paths": fc
    .tuple(fc.constantFrom("GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "POST"), fc.constantFrom("/api/recipe", "/api/recipes", "/api/", "/api/health/x", "/api/recipe/1", "/api/%2e%2e/recipe", "/api/recipe?x=1"))
    .map(([method, path]): Case => {
      const recipe = new URL(path, "http://x").pathname === "/api/recipe";
      const expected = recipe ? (method === "POST" ? 400 : 405) : 404;
      const body = method === "GET" || method === "HEAD" ? undefined : encoder.encode("{}");
      return withDescription({ kind: `${method} ${path}`, method, path, contentType: "application/json", body, chunked: false, expected });
    }),
};

// ---------------------------------------------------------------------------------------------------
// Sending and checking.

type Reply = { status: number; contentType: string; csp: string | null; text: string };

/** The request a case makes, built afresh for each try (a streamed body can be read once). */
function requestInit(c: Case): RequestInit & { duplex?: "half" } {
  const headers: Record<string, string> = c.contentType ? { "Content-Type": c.contentType } : {};
  const body = c.body;
  const init: RequestInit & { duplex?: "half" } = { method: c.method, headers };
  if (body && c.chunked) {
    init.body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < body.length; i += 4096) controller.enqueue(body.slice(i, i + 4096));
        controller.close();
      },
    });
    init.duplex = "half";
  } else if (body) {
    // A copy, typed as backed by a plain ArrayBuffer, which is what fetch accepts.
    init.body = body.slice();
  }
  return init;
}

async function send(c: Case): Promise<Reply> {
  sent++;
  const response = await fetchOnce(`${app.origin}${c.path}`, () => requestInit(c));
  const text = await response.text();
  if (response.status === 200) succeeded++;
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", csp: response.headers.get("content-security-policy"), text };
}

/** The error code under fetch's "fetch failed" (ECONNRESET, …), if any. */
function causeCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === "string" ? cause.code : undefined;
}

/**
 * fetch, sent again once if the connection was reset before any answer. fetch reuses idle keep-alive
 * connections and drops them a second before the server's 5 s keep-alive ends; on a starved machine
 * that timer runs late, and a request goes out on a connection the server has just closed (seen in
 * `npm run test:stress`: 2 of 10,000). The server never saw that request, so it is sent again; a
 * request the server itself resets would be reset again, and fail.
 */
async function fetchOnce(url: string, init: () => RequestInit): Promise<Response> {
  try {
    return await fetch(url, init());
  } catch (error) {
    if (causeCode(error) !== "ECONNRESET") throw error;
    return fetch(url, init());
  }
}

/**
 * For bodies far over the limit, over a bare socket: the server answers 413 without reading them and
 * closes the connection, which HTTP clients report as a failure of their own upload even though the
 * answer arrived. The socket shows what the server actually said.
 */
function sendOverSocket(c: Case): Promise<Reply> {
  sent++;
  const url = new URL(app.origin);
  const body = Buffer.from(c.body ?? new Uint8Array());
  return new Promise((resolve, reject) => {
    let received = "";
    const socket = connect(Number(url.port), url.hostname, async () => {
      const framing = c.chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${body.length}`;
      socket.write(`${c.method} ${c.path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: ${c.contentType}\r\n${framing}\r\n\r\n`);
      for (let i = 0; i < body.length && !socket.destroyed && !received; i += 64 * 1024) {
        const piece = body.subarray(i, i + 64 * 1024);
        const more = socket.write(c.chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]) : piece);
        if (!more) await new Promise((resolve) => socket.once("drain", resolve));
      }
      if (c.chunked && !socket.destroyed) socket.write("0\r\n\r\n");
    });
    const timer = setTimeout(() => socket.destroy(), TIMEOUTS.condition);
    socket.on("data", (chunk) => {
      received += chunk.toString("utf8");
      const [head = "", text = ""] = received.split("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? NaN);
      if (Buffer.byteLength(text) >= length) socket.destroy();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const [head = "", text = ""] = received.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? NaN);
      if (Number.isNaN(status)) return reject(new Error(`no answer: ${JSON.stringify(received.slice(0, 200))}`));
      if (status === 200) succeeded++;
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim() ?? null;
      resolve({ status, contentType: header("content-type") ?? "", csp: header("content-security-policy"), text });
    });
  });
}

function describe(c: Case): string {
  const preview = c.body ? decoder.decode(c.body.slice(0, 160)) : "";
  return `${c.kind}: ${c.method} ${c.path} [${c.contentType}] ${c.body?.byteLength ?? 0} bytes${c.chunked ? " chunked" : ""} ${JSON.stringify(preview)}`;
}

/** Throws, naming the case, if the reply breaks a promise. */
function check(c: Case, reply: Reply): void {
  const fail = (why: string) => {
    throw new Error(`${why}\n  case: ${describe(c)}\n  got ${reply.status}: ${reply.text.slice(0, 200)}`);
  };
  if (reply.status >= 500) fail("a 5xx for bad input");
  if (reply.csp !== CONTENT_SECURITY_POLICY) fail("no security headers");
  if (c.expected === "valid-or-400" ? reply.status !== 200 && reply.status !== 400 : reply.status !== c.expected) {
    fail(`expected ${c.expected}`);
  }
  if (reply.status === 200) {
    if (!reply.contentType.startsWith("text/event-stream")) fail("a 200 that is not a stream");
    if (!/event: done\n/.test(reply.text)) fail("a stream without its end");
    return;
  }
  // HEAD has no body, and outside /api/ there is no JSON API (`..` in a path is resolved before sending).
  if (c.method === "HEAD" || !new URL(c.path, app.origin).pathname.startsWith("/api/")) return;
  let error: { code?: unknown; message?: unknown } | undefined;
  try {
    error = (JSON.parse(reply.text) as { error?: { code?: unknown; message?: unknown } }).error;
  } catch {
    fail("an error that is not JSON");
  }
  if (!(ERROR_CODES as readonly unknown[]).includes(error?.code) || typeof error?.message !== "string") fail("an error without code and message");
}

async function sendAndCheck(c: Case): Promise<void> {
  // A body over the limit is answered 413 before it is read; whether fetch sees that answer or a reset
  // depends on how fast the machine is (see sendOverSocket), so such bodies go over a bare socket.
  check(c, (c.body?.byteLength ?? 0) > MAX_BODY_BYTES ? await sendOverSocket(c) : await send(c));
}

/** An error with its cause: fetch's own message is only "fetch failed". */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message} (${describeError(error.cause)})`;
}

/** Runs `cases` with at most `width` in flight; collects failures instead of stopping at the first. */
async function runConcurrently(cases: Case[], width: number): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < cases.length) {
        const c = cases[next++];
        if (!c) break;
        await sendAndCheck(c).catch((error: unknown) => failures.push(`${describe(c)}: ${describeError(error)}`));
      }
    }),
  );
  return failures;
}

// ---------------------------------------------------------------------------------------------------
// Raw HTTP: what fetch refuses to send.

const RAW_REQUESTS = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 200 }).map((junk) => `${junk}\r\n\r\n`),
  fc.constantFrom(
    "POST /api/recipe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n{}",
    "POST /api/recipe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}",
    "POST /api/recipe HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "POST /api/recipe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
    "POST /api/recipe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}GARBAGE\r\n\r\n",
    "POST /api/recipe HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n",
    "POST /api/recipe HTTP/1.1\r\nHost: x\r\nX: \u0000\r\n\r\n",
    "POST /api/recipe HTTP/9.9\r\nHost: x\r\n\r\n",
    "POST /api/recipe\r\n\r\n",
    "POST /api/re cipe HTTP/1.1\r\nHost: x\r\n\r\n",
    `POST /api/recipe HTTP/1.1\r\nHost: x\r\nX-Long: ${"a".repeat(20_000)}\r\n\r\n`,
    `POST /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  ),
);

/** Sends raw bytes, returns every status the server wrote back before closing. */
function sendRaw(request: string): Promise<number[]> {
  const url = new URL(app.origin);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = "";
    const timer = setTimeout(() => socket.destroy(), TIMEOUTS.condition);
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve([...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1])));
    });
    socket.on("connect", () => socket.end(Buffer.from(request, "latin1")));
  });
}

// ---------------------------------------------------------------------------------------------------

const PROPERTY_RUNS = 150;

test.each(Object.entries(arbitraries))("property: %s never gets a 5xx, and gets exactly the status the API promises", async (_name, arbitrary) => {
  await fc.assert(fc.asyncProperty(arbitrary, sendAndCheck), { numRuns: PROPERTY_RUNS });
});

test("property: huge bodies, declared or streamed, get a 413 and never reach the upstream", async () => {
  const huge = fc
    .tuple(fc.integer({ min: 64 * 1024, max: 4 * 1024 * 1024 }), fc.boolean(), fc.constantFrom(...JSON_TYPES, "text/plain"))
    .map(([size, chunked, type]) => {
      const list = JSON.stringify({ ingredients: ["eggs", "spinach", "feta", "onion"], padding: "" });
      const body = encoder.encode(`${list.slice(0, -2)}${"x".repeat(size)}"}`);
      return recipeCase(`huge ${size}`, body, type, chunked);
    });
  await fc.assert(
    fc.asyncProperty(huge, async (c) => check(c, await sendOverSocket(c))),
    { numRuns: 30 },
  );
});

test("property: raw, malformed HTTP gets a 4xx or a closed connection, never a 5xx", async () => {
  await fc.assert(
    fc.asyncProperty(RAW_REQUESTS, async (request) => {
      sent++;
      const statuses = await sendRaw(request);
      for (const status of statuses) expect(status, JSON.stringify(request.slice(0, 120))).toBeLessThan(500);
    }),
    { numRuns: 200 },
  );
});

test("fuzz: thousands of mixed bad and good requests, concurrently, against one server", async () => {
  const total = 10_000 - sent;
  // The suite's seed when one is fixed (CI, or FC_SEED replaying a run: tests/setup-fast-check.ts), so that this
  // sample too is the one checked before a commit; a new one on every other run.
  const seed = fc.readConfigureGlobal().seed ?? (Date.now() | 0);
  const cases = fc.sample(fc.oneof(...Object.values(arbitraries)), { numRuns: total, seed });
  const failures = await runConcurrently(cases, 16);
  expect(failures.slice(0, 5), `fuzz seed ${seed}, ${failures.length} failures`).toEqual([]);
}, TIMEOUTS.heavyTest);

test("only valid requests reached the upstream, each exactly as the server builds it, and the server still answers", async () => {
  const health = await fetch(`${app.origin}/api/health`);
  expect(health.status).toBe(200);
  await health.text();
  console.log(`API fuzz: ${sent} requests, ${succeeded} valid (200), ${sent - succeeded} refused with a 4xx, 0 with a 5xx`);
  expect(sent).toBeGreaterThanOrEqual(10_000);
  expect(upstream.requests).toHaveLength(succeeded);
  for (const request of upstream.requests) {
    expect(Object.keys(request.body).sort()).toEqual(["max_tokens", "messages", "model", "stream", "stream_options"]);
    expect(request.body.model).toBe(app.config.model);
    expect(request.body.max_tokens).toBe(MAX_TOKENS);
    expect(request.body.messages?.map((message) => message.role)).toEqual(["system", "user"]);
  }
});
