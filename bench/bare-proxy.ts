import { createServer } from "node:http";

/**
 * The floor for the server benchmark: a pass-through with nothing but what any proxy needs — read
 * the request, call the upstream with fetch (as our server does), send its bytes on. Run as its own
 * process with AI_CHEF_BASE_URL set; prints its address like our server does.
 */
const upstream = `${process.env.AI_CHEF_BASE_URL ?? ""}/chat/completions`;
const body = JSON.stringify({ model: "bench/model", messages: [{ role: "user", content: "eggs, spinach, feta, onion" }], max_tokens: 1024, stream: true });

const server = createServer((req, res) => {
  req.resume();
  req.on("end", async () => {
    const response = await fetch(upstream, { method: "POST", headers: { "content-type": "application/json" }, body });
    if (!response.body) return void res.writeHead(502).end();
    res.writeHead(200, { "content-type": "text/event-stream" });
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (!res.write(read.value)) await new Promise((resolve) => res.once("drain", resolve));
    }
    res.end();
  });
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`bare proxy ready at http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => process.exit(0));
