import { serve } from "@hono/node-server";
import { createApp } from "../server/app.server.ts";
import { loadConfig } from "../server/config.server.ts";

/**
 * The production server (createApp from server/, configured from the environment) serving a build
 * from the folder given as the first argument, for benchmarks that build into a scratch folder.
 * server/main.server.ts always serves dist/client; this is the same app with nothing else changed.
 */
const staticDir = process.argv[2];
if (!staticDir) throw new Error("usage: production-server.ts <built page folder>");
const loaded = loadConfig(process.env);
if (!loaded.ok) throw new Error(loaded.problems.join("; "));
const app = createApp(loaded.config, { staticDir });
serve({ fetch: app.fetch, hostname: loaded.config.host, port: loaded.config.port }, (info) => {
  console.log(`AI Chef is ready at http://${info.address}:${info.port}`);
});
process.on("SIGTERM", () => process.exit(0));
