import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { replyOf, type ReplyKind } from "./sample-reply.ts";

/**
 * A minimal OpenAI-compatible streaming chat server on 127.0.0.1, run as its own process so a load
 * run's client and upstream do not share an event loop.
 * Usage: `<tokens> <characters per token> [ms between tokens] [reply kind]`. With a reply kind
 * (bench/sample-reply.ts) the whole of that reply is sent, in as many tokens as it takes.
 *
 * Unlike tests/fake-upstream.ts, which writes a whole reply in one go (so its first byte leaves only
 * after the last frame is built), the first token goes out on its own, as a model's would; the rest
 * follow as fast as the socket takes them (honouring backpressure), or one every few milliseconds.
 */
const charsPerToken = Number(process.argv[3] ?? 4);
const tokenIntervalMs = Number(process.argv[4] ?? 0);
const kind = process.argv[5] as ReplyKind | undefined;
const text = kind ? replyOf(kind) : replyOf("sample", Number(process.argv[2] ?? 1000) * charsPerToken);
const tokens = Math.ceil(text.length / charsPerToken);

function frame(index: number, content: string, finishReason: string | null): string {
  const chunk = {
    id: "chatcmpl-bench",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "bench/model",
    choices: [{ index: 0, delta: index === 0 ? { role: "assistant", content } : { content }, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

const frames = Array.from({ length: tokens }, (_, i) =>
  frame(i, text.slice(i * charsPerToken, (i + 1) * charsPerToken), i === tokens - 1 ? "stop" : null),
);

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    res.write(frames[0]);
    let next = 1;
    const writePaced = () => {
      if (res.destroyed) return;
      if (next < frames.length) {
        res.write(frames[next++]);
        setTimeout(writePaced, tokenIntervalMs);
      } else {
        res.end("data: [DONE]\n\n");
      }
    };
    const writeRest = () => {
      while (next < frames.length) {
        if (res.destroyed) return;
        if (!res.write(frames[next++])) return void res.once("drain", writeRest);
      }
      res.end("data: [DONE]\n\n");
    };
    // A turn of the event loop first, so the first token leaves on its own.
    if (tokenIntervalMs > 0) setTimeout(writePaced, tokenIntervalMs);
    else setImmediate(writeRest);
  });
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  console.log(`fake upstream at http://127.0.0.1:${port}/v1`);
});
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
