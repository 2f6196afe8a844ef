import { createServer } from "vite";
import { createApp } from "./app.server.ts";
import { loadConfig } from "./config.server.ts";
import { serveApp } from "./http-server.server.ts";

// Development: Vite serves the page with hot reload and forwards /api to the real API beside it.
const loaded = loadConfig(process.env);
if (!loaded.ok) {
  console.error(`AI Chef cannot start; fix these settings:\n${loaded.problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
const config = loaded.config;
const apiPort = config.port + 1;
serveApp(createApp(config).fetch, { ...config, host: "127.0.0.1", port: apiPort });
const vite = await createServer({
  server: { host: config.host, port: config.port, strictPort: true, proxy: { "/api": `http://127.0.0.1:${apiPort}` } },
});
await vite.listen();
vite.printUrls();
