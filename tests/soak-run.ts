import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { DEFAULT_RECIPE, startFakeUpstream, type Behaviour, type FakeUpstream, type RecordedRequest } from "./fake-upstream.ts";
import { startApp } from "./start-app.ts";
import { seededRandom } from "./seeded-random.ts";
import { TIMEOUTS } from "./timeouts.ts";

/**
 * A soak of the recipe API: a fake upstream and our server on loopback, and a crowd of clients sending
 * a mix of valid requests, invalid ones, requests abandoned midway (or before the first byte), and a
 * greedy client over its rate limit. Shared by the soak test (1,000 requests) and `bench/soak.ts`.
 */
export type SoakOptions = { requests: number; concurrency: number; seed?: number };

export type Kind = "valid" | "invalid" | "aborted midway" | "aborted before first byte" | "rate-limited client";

export type SoakReport = {
  requests: number;
  byKind: Record<Kind, number>;
  statuses: Record<string, number>;
  /** 5xx answers, whatever the request. */
  serverErrors: number;
  upstreamCalls: number;
  /** Requests the clients abandoned, and how many of those the server also abandoned upstream. */
  abandoned: number;
  abandonedUpstream: number;
  /** Upstream requests neither finished nor aborted once the soak was over. */
  upstreamInFlight: number;
  /** Upstream connections still open once idle keep-alive connections were closed. */
  upstreamOpenConnections: number;
  greedyAllowed: number;
  rateLimit: number;
  /** The limit's one-minute windows the greedy client's requests spanned (1 unless the run outlived a minute). */
  greedyWindows: number;
  heapBeforeMB: number;
  heapAfterMB: number;
  /** Whether a full garbage collection ran before each heap reading. */
  gcForced: boolean;
  durationMs: number;
  /** Broken promises, each described; empty when the soak passed. */
  failures: string[];
};

const RATE_LIMIT = 10;
// Each ordinary client address sends at most this many requests, well inside the limit.
const REQUESTS_PER_ADDRESS = 5;


function collectGarbage(): boolean {
  let gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    try {
      setFlagsFromString("--expose-gc");
      gc = runInNewContext("gc") as () => void;
    } catch {
      return false;
    }
  }
  for (let i = 0; i < 3; i++) gc();
  return true;
}

const heapMB = () => Math.round((process.memoryUsage().heapUsed / 1024 / 1024) * 10) / 10;

const INVALID_BODIES: { body: string; type: string; status: number }[] = [
  { body: JSON.stringify({ ingredients: ["eggs", "feta"] }), type: "application/json", status: 400 },
  { body: JSON.stringify({ ingredients: "eggs, feta, rice, onion" }), type: "application/json", status: 400 },
  { body: JSON.stringify({ ingredients: ["eggs", "feta", "rice", "on\nion"] }), type: "application/json", status: 400 },
  { body: JSON.stringify({ ingredients: ["eggs", "feta", "rice", "\u200b"] }), type: "application/json", status: 400 },
  { body: "{ingredients", type: "application/json", status: 400 },
  { body: JSON.stringify({ ingredients: ["eggs", "feta", "rice", "onion"] }), type: "text/plain", status: 415 },
  { body: JSON.stringify({ ingredients: ["eggs", "feta", "rice", "onion"], padding: "x".repeat(40_000) }), type: "application/json", status: 413 },
];

type Outcome = { kind: Kind; marker: string; status: number | "aborted"; complete: boolean; retryAfter: string | null };

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const seed = options.seed ?? 20_261_121;
  const next = seededRandom(seed);
  const upstream: FakeUpstream = await startFakeUpstream();
  // Abandoned requests stream slowly, then stall: only an abort from our server ends them.
  upstream.respondWith((body) => {
    const content = body.messages?.[1]?.content ?? "";
    if (content.includes("midway")) return { kind: "stream", text: DEFAULT_RECIPE, chunkSize: 40, breakAfter: { chars: 80, how: "stall" } } satisfies Behaviour;
    if (content.includes("early")) return { kind: "hang" } satisfies Behaviour;
    return undefined;
  });
  upstream.setDefault({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 200 });
  // Long time limits: a request must end because its client left, never because a timer fired.
  const app = await startApp(
    { AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: String(RATE_LIMIT), AI_CHEF_TRUST_PROXY: "1" },
    { firstByteTimeoutMs: 60_000, idleTimeoutMs: 60_000, connectDeadlineMs: 60_000 },
  );

  const mix = (count: number): Kind[] =>
    Array.from({ length: count }, () => {
      const roll = next();
      return roll < 0.4 ? "valid" : roll < 0.7 ? "invalid" : roll < 0.82 ? "aborted midway" : roll < 0.9 ? "aborted before first byte" : "rate-limited client";
    });
  const failures: string[] = [];
  const fail = (why: string) => failures.length < 20 && failures.push(why);

  let greedyAddress = "198.51.100.66";
  // When the greedy client's first request was sent and its last answer read: a run that outlives the
  // limit's minute (a loaded machine) gives the client its limit again, and only that.
  let greedyFirst = Number.POSITIVE_INFINITY;
  let greedyLast = 0;

  async function send(index: number, kind: Kind): Promise<Outcome> {
    const marker = `${kind === "aborted midway" ? "midway" : kind === "aborted before first byte" ? "early" : kind === "rate-limited client" ? "greedy" : "plain"} ${index}`;
    // Every ordinary request comes from an address that stays far under the limit; the greedy client is one address.
    const address = kind === "rate-limited client" ? greedyAddress : `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${Math.floor(index / REQUESTS_PER_ADDRESS) & 255}`;
    const invalid = kind === "invalid" ? INVALID_BODIES[index % INVALID_BODIES.length] : undefined;
    const body = invalid?.body ?? JSON.stringify({ ingredients: ["eggs", "spinach", "feta", marker] });
    const visitor = new AbortController();
    const headers = { "Content-Type": invalid?.type ?? "application/json", "X-Forwarded-For": address };
    if (kind === "rate-limited client") greedyFirst = Math.min(greedyFirst, Date.now());
    try {
      if (kind === "aborted before first byte") {
        const pending = fetch(`${app.origin}/api/recipe`, { method: "POST", headers, body, signal: visitor.signal });
        pending.catch(() => undefined);
        await upstreamRequestFor(marker);
        visitor.abort();
        await pending.catch(() => undefined);
        return { kind, marker, status: "aborted", complete: false, retryAfter: null };
      }
      const response = await fetch(`${app.origin}/api/recipe`, { method: "POST", headers, body, signal: visitor.signal });
      if (kind === "aborted midway" && response.ok && response.body) {
        const reader = response.body.getReader();
        let seen = "";
        const decoder = new TextDecoder();
        while (!seen.includes("event: text")) {
          const { done, value } = await reader.read();
          if (done) break;
          seen += decoder.decode(value);
        }
        visitor.abort();
        await reader.cancel().catch(() => undefined);
        return { kind, marker, status: response.status, complete: false, retryAfter: null };
      }
      const text = await response.text();
      if (kind === "rate-limited client") greedyLast = Math.max(greedyLast, Date.now());
      return { kind, marker, status: response.status, complete: text.includes("event: done"), retryAfter: response.headers.get("retry-after") };
    } catch (error) {
      fail(`${kind} #${index}: ${error instanceof Error ? error.message : String(error)}`);
      return { kind, marker, status: "aborted", complete: false, retryAfter: null };
    }
  }

  // Upstream requests by the marker their last ingredient carries, indexed as they arrive.
  const byMarker = new Map<string, RecordedRequest>();
  let indexed = 0;
  const findRecord = (marker: string): RecordedRequest | undefined => {
    for (; indexed < upstream.requests.length; indexed++) {
      const record = upstream.requests[indexed];
      const found = /, ([a-z]+ \d+)\. Please/.exec(record?.body.messages?.[1]?.content ?? "")?.[1];
      if (record && found) byMarker.set(found, record);
    }
    return byMarker.get(marker);
  };

  // Resolves once the upstream has the request carrying `marker` (polled: many callers wait at once).
  async function upstreamRequestFor(marker: string): Promise<RecordedRequest> {
    for (;;) {
      const record = findRecord(marker);
      if (record) return record;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Sends requests `first`, `first + 1`, … of the given kinds, `concurrency` at a time. */
  async function runPhase(first: number, kinds: Kind[]): Promise<Outcome[]> {
    const outcomes = new Array<Outcome>(kinds.length);
    let cursor = 0;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (cursor < kinds.length) {
          const at = cursor++;
          const kind = kinds[at];
          if (kind) outcomes[at] = await send(first + at, kind);
        }
      }),
    );
    return outcomes;
  }

  /** Every abandoned request must be abandoned upstream too, promptly; returns how many were. */
  async function abandonedUpstreamOf(abandoned: Outcome[]): Promise<number> {
    let count = 0;
    await Promise.all(
      abandoned.map(async (outcome) => {
        const record = findRecord(outcome.marker);
        if (!record) return fail(`${outcome.kind} ${outcome.marker}: never reached the upstream`);
        const deadline = Date.now() + TIMEOUTS.condition;
        while (!record.aborted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
        if (record.aborted) count++;
        else fail(`${outcome.kind} ${outcome.marker}: still open upstream ${TIMEOUTS.condition} ms after the client left`);
      }),
    );
    return count;
  }
  const isAbandoned = (outcome: Outcome) => outcome.kind === "aborted midway" || outcome.kind === "aborted before first byte";

  // Warm up on the same mix (JIT, connection pools, caches), from other addresses, then let it settle
  // and forget it, so the baseline is the server's steady state.
  greedyAddress = "198.51.100.65";
  const warmup = await runPhase(options.requests, mix(Math.max(100, Math.round(options.requests / 5))));
  await abandonedUpstreamOf(warmup.filter(isAbandoned));
  upstream.requests.length = 0;
  byMarker.clear();
  indexed = 0;
  greedyAddress = "198.51.100.66";
  greedyFirst = Number.POSITIVE_INFINITY;
  greedyLast = 0;
  const gcForced = collectGarbage();
  const heapBeforeMB = heapMB();

  const kinds = mix(options.requests);
  const started = performance.now();
  const outcomes = await runPhase(0, kinds);
  const durationMs = Math.round(performance.now() - started);
  const abandonedOutcomes = outcomes.filter(isAbandoned);
  const abandonedUpstream = await abandonedUpstreamOf(abandonedOutcomes);

  upstream.closeIdleConnections();
  const settleBy = Date.now() + TIMEOUTS.condition;
  while (upstream.openConnections() > 0 && Date.now() < settleBy) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    upstream.closeIdleConnections();
  }
  const upstreamOpenConnections = upstream.openConnections();
  const upstreamInFlight = upstream.requests.filter((record) => !record.finished && !record.aborted).length;

  const statuses: Record<string, number> = {};
  let serverErrors = 0;
  for (const outcome of outcomes) {
    statuses[String(outcome.status)] = (statuses[String(outcome.status)] ?? 0) + 1;
    if (typeof outcome.status === "number" && outcome.status >= 500) {
      serverErrors++;
      fail(`${outcome.kind} ${outcome.marker}: ${outcome.status}`);
    }
    if (outcome.kind === "valid" && !(outcome.status === 200 && outcome.complete)) fail(`valid ${outcome.marker}: ${outcome.status}, complete ${outcome.complete}`);
    if (outcome.kind === "invalid" && !(typeof outcome.status === "number" && outcome.status >= 400 && outcome.status < 500 && outcome.status !== 429)) {
      fail(`invalid ${outcome.marker}: ${outcome.status}`);
    }
    if (outcome.kind === "aborted midway" && outcome.status !== 200) fail(`aborted midway ${outcome.marker}: ${outcome.status}`);
  }
  const greedy = outcomes.filter((outcome) => outcome.kind === "rate-limited client");
  const greedyAllowed = greedy.filter((outcome) => outcome.status === 200 && outcome.complete).length;
  const greedyRefused = greedy.filter((outcome) => outcome.status === 429 && Number(outcome.retryAfter) > 0).length;
  const greedyWindows = greedy.length === 0 ? 1 : Math.floor((greedyLast - greedyFirst) / 60_000) + 1;
  if (greedyAllowed < Math.min(RATE_LIMIT, greedy.length) || greedyAllowed > RATE_LIMIT * greedyWindows) {
    fail(`the greedy client got ${greedyAllowed} recipes, limit ${RATE_LIMIT} a minute over ${greedyWindows} minute(s)`);
  }
  if (greedyAllowed + greedyRefused !== greedy.length) fail("a greedy request got neither a recipe nor a 429 with Retry-After");
  findRecord("");
  const greedyUpstream = [...byMarker.keys()].filter((marker) => marker.startsWith("greedy")).length;
  if (greedyUpstream !== greedyAllowed) fail(`${greedyUpstream} greedy requests reached the upstream, ${greedyAllowed} were allowed`);

  const upstreamCalls = upstream.requests.length;
  const expectedCalls = outcomes.filter((outcome) => outcome.kind === "valid").length + abandonedOutcomes.length + greedyAllowed;
  if (upstreamCalls !== expectedCalls) fail(`${upstreamCalls} upstream calls, expected ${expectedCalls}: an invalid or refused request reached it, or one was retried`);
  if (upstreamInFlight > 0) fail(`${upstreamInFlight} upstream requests still in flight`);
  if (upstreamOpenConnections > 0) fail(`${upstreamOpenConnections} upstream connections still open`);

  // Measured with the server still up and idle, against the warmed-up baseline; what the test itself
  // kept (outcomes, the fake upstream's records) is dropped first, so what remains is the server's.
  outcomes.length = 0;
  upstream.requests.length = 0;
  byMarker.clear();
  collectGarbage();
  const heapAfterMB = heapMB();
  await app.close();
  await upstream.close();

  const byKind = { valid: 0, invalid: 0, "aborted midway": 0, "aborted before first byte": 0, "rate-limited client": 0 } satisfies Record<Kind, number>;
  for (const kind of kinds) byKind[kind]++;
  return {
    requests: options.requests,
    byKind,
    statuses,
    serverErrors,
    upstreamCalls,
    abandoned: abandonedOutcomes.length,
    abandonedUpstream,
    upstreamInFlight,
    upstreamOpenConnections,
    greedyAllowed,
    rateLimit: RATE_LIMIT,
    greedyWindows,
    heapBeforeMB,
    heapAfterMB,
    gcForced,
    durationMs,
    failures,
  };
}
