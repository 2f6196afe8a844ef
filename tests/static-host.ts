import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
};

export type StaticHost = { origin: string; requests: { method: string; path: string }[]; close: () => Promise<void> };

/**
 * Any static host, as someone might put AI Chef's built page on one: files only, no API, no
 * security headers. Records what it was asked for.
 */
export async function startStaticHost(folder: string): Promise<StaticHost> {
  const root = resolve(folder);
  const requests: StaticHost["requests"] = [];
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://host").pathname));
    requests.push({ method: req.method ?? "", path });
    const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
    if (req.method !== "GET" || !file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A page host with nothing but 404s: the page "served without its server" (own-key and cookbook modes). */
export async function pageWithoutServer(): Promise<string> {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const host = await startStaticHost(mkdtempSync(join(tmpdir(), "ai-chef-static-")));
  const { onTestFinished } = await import("vitest");
  onTestFinished(() => host.close());
  return host.origin;
}
