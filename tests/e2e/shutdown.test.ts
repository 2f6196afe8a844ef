import { randomBytes } from "node:crypto";
import { get } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { DEFAULT_RECIPE, gate, startFakeUpstream, type FakeUpstream } from "../fake-upstream.ts";
import { startServer, type Served } from "./harness.ts";

// Shutdown is logged: the token must not be.
const CANARY = `hf_shutdowncanary${randomBytes(12).toString("hex")}`;
let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

/** A recipe request whose stream the test reads at its own pace. */
async function startRecipe(origin: string) {
  const response = await fetch(`${origin}/api/recipe`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ingredients: ["eggs", "spinach", "feta", "onion"] }),
  });
  expect(response.status).toBe(200);
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error("no stream");
  let received = "";
  return {
    /** Reads until `text` has arrived; false if the stream ended first. */
    async readUntil(text: string): Promise<boolean> {
      while (!received.includes(text)) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return false;
        received += value;
      }
      return true;
    },
    /** Reads to the end, or to the point where the connection broke. */
    async readAll(): Promise<string> {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) return received;
        received += value;
      }
    },
  };
}

/** The recipe text carried by an SSE body. */
function recipeText(sse: string): string {
  return [...sse.matchAll(/^event: text\ndata: (.*)$/gm)].map((match) => (JSON.parse(match[1] ?? "{}") as { text: string }).text).join("");
}

/** Whether a brand-new connection to the server is refused (not merely answered slowly). */
function refused(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(`${origin}/api/health`, { agent: false }, (response) => {
      response.resume();
      resolve(false);
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

function exitCode(served: Served): Promise<number | null> {
  const child = served.process;
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test("on SIGTERM the server refuses new connections, finishes the stream in flight, then exits 0", async () => {
  upstream.requests.length = 0;
  // The upstream holds the rest of the reply until the test has checked the door.
  const rest = gate();
  upstream.queue({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 20, pauseAfter: { chars: 60, until: rest.until } });
  const served = await startServer({ HF_TOKEN: CANARY, AI_CHEF_BASE_URL: upstream.url, AI_CHEF_SHUTDOWN_GRACE_MS: "30000" });
  const exited = exitCode(served);
  const stream = await startRecipe(served.origin);
  expect(await stream.readUntil("event: text")).toBe(true);

  served.process.kill("SIGTERM");
  await expect.poll(() => refused(served.origin), { interval: 50 }).toBe(true);
  // The door is shut while the recipe is still on its way.
  expect(upstream.requests[0]?.finished).toBe(false);
  rest.open();

  const sse = await stream.readAll();
  expect(recipeText(sse)).toBe(DEFAULT_RECIPE);
  expect(sse).toMatch(/event: done\ndata: \{"finishReason":"stop"\}\n\n$/);
  expect(await exited).toBe(0);
  expect(upstream.requests[0]?.aborted).toBe(false);
  expect(served.output()).toContain("SIGTERM received");
  expect(served.output()).not.toMatch(/error/i);
  expect(served.output()).not.toContain(CANARY);
});

test("a stream that never ends is cut after the grace period, and the server still exits 0", async () => {
  upstream.requests.length = 0;
  upstream.queue({ kind: "stream", text: DEFAULT_RECIPE, chunkSize: 20, breakAfter: { chars: 40, how: "stall" } });
  // A long idle limit, so only the shutdown grace can end this stream.
  const served = await startServer({
    HF_TOKEN: CANARY,
    AI_CHEF_BASE_URL: upstream.url,
    AI_CHEF_SHUTDOWN_GRACE_MS: "500",
    AI_CHEF_IDLE_TIMEOUT_MS: "120000",
  });
  const exited = exitCode(served);
  const stream = await startRecipe(served.origin);
  expect(await stream.readUntil("event: text")).toBe(true);

  served.process.kill("SIGTERM");
  expect(await exited).toBe(0);
  const sse = await stream.readAll();
  expect(sse).not.toContain("event: done");
  // The upstream call went with the process: nothing is left running on the operator's bill.
  await upstream.waitForAbort(0);
  expect(served.output()).not.toContain(CANARY);
});
