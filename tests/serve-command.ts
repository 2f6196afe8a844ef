import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * The Node arguments `npm run serve` starts the built server with (flags and entry), read from
 * package.json so tests, benchmarks and scripts run exactly what `npm start` runs. `serverDir`
 * points at another build of the server.
 */
export function serveArgs(serverDir = `${root}dist/server`): string[] {
  const pkg = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as { scripts: Record<string, string> };
  const words = (pkg.scripts.serve ?? "").trim().split(/\s+/);
  if (words[0] !== "node" || words.at(-1) !== "dist/server/main.js") throw new Error("the serve script is not `node [flags] dist/server/main.js`");
  return [...words.slice(1, -1), `${serverDir}/main.js`];
}
