import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A real OpenAI-compatible chat-completions server on 127.0.0.1, for tests and benchmarks.
 * Each request takes the next queued behaviour, or the default one.
 */
export type Behaviour =
  | {
      kind: "stream";
      text: string;
      chunkSize?: number;
      delayMs?: number;
      /** The last chunk's finish_reason, as servers send it ("stop", "length", Mistral's "model_length", OpenAI's "content_filter"…). */
      finishReason?: string;
      /** After this many characters: stall forever, drop the connection, or send a broken frame. */
      breakAfter?: { chars: number; how: "stall" | "reset" | "malformed" };
      /**
       * After this many characters, hold the rest until `until` settles: a reply that is certainly
       * still on its way while the test looks, however slow the machine (see `gate()`). With 0, the
       * whole reply waits (the request is answered, its first words are not).
       */
      pauseAfter?: { chars: number; until: Promise<unknown> };
    }
  | { kind: "json"; text: string }
  /**
   * A recorded provider response, sent byte for byte (in pieces of `chunkBytes`, to split frames and tags).
   * `pauseAfter`: after this many bytes (a piece is cut there), hold the rest until `until` settles, as
   * for a stream: the response is certainly still at that point while the test looks.
   */
  | { kind: "replay"; sse: string; chunkBytes?: number; delayMs?: number; pauseAfter?: { bytes: number; until: Promise<unknown> } }
  | { kind: "status"; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: "hang" };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: ChatBody;
  /** True when the caller went away before the reply was complete. */
  aborted: boolean;
  finished: boolean;
};

export type ChatBody = {
  model?: string;
  messages?: { role: string; content: string }[];
  max_tokens?: number;
  stream?: boolean;
  [key: string]: unknown;
};

export type FakeUpstream = {
  /** Base URL ending in /v1, as AI_CHEF_BASE_URL takes it. */
  url: string;
  requests: RecordedRequest[];
  /** GET /v1/models calls (a connection test), with their Authorization header. */
  modelListRequests: { authorization: string | undefined }[];
  /** When set, GET /v1/models answers 401 unless this bearer token is sent. */
  requireTokenForModels: (token: string | undefined) => void;
  queue: (...behaviours: Behaviour[]) => void;
  setDefault: (behaviour: Behaviour) => void;
  /** Back to a fresh start between tests: no records, nothing queued, the default recipe. */
  reset: () => void;
  /**
   * Chooses the behaviour from the request body, before the queue and the default: for concurrent
   * tests, where the order requests arrive in says nothing about which caller sent them.
   */
  respondWith: (pick: ((body: ChatBody) => Behaviour | undefined) | undefined) => void;
  openConnections: () => number;
  /** Closes keep-alive connections that carry no request, so openConnections() counts live ones only. */
  closeIdleConnections: () => void;
  /** Resolves once `count` requests have arrived. */
  waitForRequests: (count: number) => Promise<void>;
  /** Resolves once request `index` has been aborted by its caller. */
  waitForAbort: (index: number) => Promise<void>;
  close: () => Promise<void>;
};

export const DEFAULT_RECIPE = [
  "# Spinach and Feta Omelette",
  "",
  "A quick omelette using your **eggs**, *spinach* and feta.",
  "",
  "## Ingredients",
  "",
  "- 3 eggs",
  "- 1 handful spinach",
  "- 50 g feta",
  "",
  "## Steps",
  "",
  "1. Whisk the eggs.",
  "2. Wilt the spinach in a pan.",
  "3. Pour in the eggs, add the feta, fold and serve.",
  "",
].join("\n");

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A condition the test opens when it is ready: `pauseAfter: { chars, until: gate.until }`, then `gate.open()`. */
export function gate(): { until: Promise<void>; open: () => void } {
  let open = () => {};
  const until = new Promise<void>((resolve) => (open = resolve));
  return { until, open };
}

function frame(content: string, finishReason: string | null, index: number): string {
  const chunk = {
    id: `chatcmpl-fake-${index}`,
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "fake-model",
    choices: [{ index: 0, delta: index === 0 ? { role: "assistant", content } : { content }, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

async function respond(behaviour: Behaviour, res: ServerResponse, record: RecordedRequest): Promise<void> {
  switch (behaviour.kind) {
    case "hang":
      return;
    case "status":
      res.writeHead(behaviour.status, { "content-type": "application/json", ...behaviour.headers });
      res.end(JSON.stringify(behaviour.body ?? { error: { message: `fake status ${behaviour.status}` } }));
      return;
    case "replay": {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const bytes = Buffer.from(behaviour.sse, "utf8");
      const size = behaviour.chunkBytes ?? bytes.length;
      const pause = behaviour.pauseAfter;
      for (let at = 0; at < bytes.length; ) {
        if (record.aborted) return;
        const end = pause && at < pause.bytes && at + size > pause.bytes ? pause.bytes : Math.min(at + size, bytes.length);
        res.write(bytes.subarray(at, end));
        at = end;
        if (behaviour.delayMs) await wait(behaviour.delayMs);
        if (pause && at === pause.bytes) await pause.until;
      }
      res.end();
      return;
    }
    case "json":
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: 1_700_000_000,
          model: "fake-model",
          choices: [{ index: 0, message: { role: "assistant", content: behaviour.text }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    case "stream": {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const size = behaviour.chunkSize ?? 20;
      let sent = 0;
      let index = 0;
      while (sent < behaviour.text.length || index === 0) {
        if (index === 0 && behaviour.pauseAfter?.chars === 0) await behaviour.pauseAfter.until;
        if (record.aborted) return;
        const brk = behaviour.breakAfter;
        if (brk && sent >= brk.chars) {
          if (brk.how === "stall") return;
          if (brk.how === "reset") {
            res.socket?.destroy();
            return;
          }
          res.end("data: {not json\n\n");
          return;
        }
        const piece = behaviour.text.slice(sent, sent + size);
        sent += piece.length;
        const last = sent >= behaviour.text.length;
        res.write(frame(piece, last ? (behaviour.finishReason ?? "stop") : null, index++));
        if (behaviour.delayMs) await wait(behaviour.delayMs);
        const pause = behaviour.pauseAfter;
        if (pause && sent >= pause.chars && sent - piece.length < pause.chars) await pause.until;
      }
      res.end("data: [DONE]\n\n");
      return;
    }
  }
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const modelListRequests: { authorization: string | undefined }[] = [];
  let requireToken: string | undefined;
  const pending: Behaviour[] = [];
  let fallback: Behaviour = { kind: "stream", text: DEFAULT_RECIPE };
  let picker: ((body: ChatBody) => Behaviour | undefined) | undefined;
  const sockets = new Set<Socket>();
  // Sockets with a request in progress; the others are idle keep-alive or not yet used.
  const busy = new Set<Socket>();
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((check) => check());

  const server = createServer(async (req, res) => {
    // Like Ollama with OLLAMA_ORIGINS set: pages on other origins may call it (own-key mode).
    if (req.headers.origin) {
      res.setHeader("Access-Control-Allow-Origin", req.headers.origin);
      res.setHeader("Access-Control-Allow-Headers", "authorization, content-type, user-agent");
      res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    if (req.method === "GET" && req.url === "/v1/models") {
      modelListRequests.push({ authorization: req.headers.authorization });
      const ok = !requireToken || req.headers.authorization === `Bearer ${requireToken}`;
      res.writeHead(ok ? 200 : 401, { "content-type": "application/json" });
      res.end(JSON.stringify(ok ? { object: "list", data: [{ id: "fake-model", object: "model" }] } : { error: { message: "bad token" } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: ChatBody = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatBody;
    } catch {
      body = {};
    }
    const record: RecordedRequest = {
      method: req.method ?? "",
      path: req.url ?? "",
      headers: req.headers,
      body,
      aborted: false,
      finished: false,
    };
    requests.push(record);
    const socket = req.socket;
    busy.add(socket);
    res.on("close", () => {
      busy.delete(socket);
      if (!res.writableFinished) record.aborted = true;
      notify();
    });
    res.on("finish", () => {
      record.finished = true;
      notify();
    });
    notify();
    await respond(picker?.(body) ?? pending.shift() ?? fallback, res, record);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => {
      sockets.delete(socket);
      notify();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (done()) {
          waiters.delete(check);
          resolve();
        }
      };
      waiters.add(check);
      check();
    });

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    modelListRequests,
    requireTokenForModels: (token) => {
      requireToken = token;
    },
    queue: (...behaviours) => pending.push(...behaviours),
    reset: () => {
      requests.length = 0;
      modelListRequests.length = 0;
      pending.length = 0;
      fallback = { kind: "stream", text: DEFAULT_RECIPE };
      picker = undefined;
      requireToken = undefined;
    },
    setDefault: (behaviour) => {
      fallback = behaviour;
    },
    respondWith: (pick) => {
      picker = pick;
    },
    openConnections: () => sockets.size,
    closeIdleConnections: () => {
      // Not server.closeIdleConnections(): Node counts a connection that has not sent a request yet
      // as busy, and a client's pool opens such connections ahead of need.
      for (const socket of sockets) if (!busy.has(socket)) socket.destroy();
    },
    waitForRequests: (count) => until(() => requests.length >= count),
    waitForAbort: (index) => until(() => requests[index]?.aborted === true),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
