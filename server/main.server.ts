import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.server.ts";
import { activeBackend, loadConfig } from "./config.server.ts";
import { serveApp } from "./http-server.server.ts";

// The built page: beside the built server (dist/server/main.js → dist/client), or from the source
// file during development (server/main.server.ts → dist/client). AI_CHEF_STATIC_DIR points elsewhere.
const builtPage = fileURLToPath(new URL(import.meta.url.endsWith(".ts") ? "../dist/client" : "../client", import.meta.url));

// A .env file in the working directory fills in what the environment does not set.
if (existsSync(".env")) process.loadEnvFile(".env");

const loaded = loadConfig(process.env);
if (!loaded.ok) {
  console.error(`AI Chef cannot start; fix these settings:\n${loaded.problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
const config = loaded.config;
const staticDir = process.env.AI_CHEF_STATIC_DIR?.trim() || builtPage;
if (!existsSync(staticDir)) {
  console.error("AI Chef: the page is not built yet; run `npm start` (or `npm run build` first).");
  process.exit(1);
}

const app = createApp(config, { staticDir });
const log = app.logger;
const server = serveApp(app.fetch, config, (info) => {
  const backend = activeBackend(config);
  const via =
    backend === "cookbook"
      ? "the built-in cookbook (no AI configured: set HF_TOKEN or AI_CHEF_BASE_URL to use one)"
      : backend === "huggingface"
        ? `Hugging Face Inference Providers, model ${config.model}${config.provider ? ` via ${config.provider}` : ""}`
        : `the OpenAI-compatible server at ${config.baseUrl}, model ${config.model}`;
  const host = info.address.includes(":") ? `[${info.address}]` : info.address;
  log.info(`AI Chef is ready at http://${host}:${info.port}`);
  log.info(
    { backend, limits: config.redisUrl ? "redis" : "memory", dailyTokenBudget: config.dailyTokenBudget ?? null, dailyRequestBudget: config.dailyRequestBudget ?? null },
    `Recipes come from ${via}.`,
  );
  if (config.redisUrl && !config.signingKey && backend !== "cookbook") {
    log.warn(
      "AI_CHEF_SIGNING_KEY is not set: a recipe cut off on this instance can be continued only by this instance, until it restarts. Give every instance the same key.",
    );
  }
});

// On SIGTERM/SIGINT: stop taking requests, let streams in flight finish within the grace period, exit 0.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.markStopping();
  log.info(`AI Chef: ${signal} received, finishing requests in flight…`);
  const force = setTimeout(() => {
    server.closeAllConnections();
  }, config.shutdownGraceMs);
  force.unref();
  server.close(() => {
    void app.close().finally(() => {
      log.info("AI Chef stopped.");
      process.exit(0);
    });
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
