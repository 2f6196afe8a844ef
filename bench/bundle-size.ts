import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * How much JavaScript a built page sends, measured the way it is served: gzip at level 9 and
 * brotli at quality 11, as the build's precompressed copies are. Shared by `npm run bench` and the
 * bundle budget test, so the figure in BENCHMARKS.md and the one the test guards are the same.
 */
export type ScriptSize = { file: string; bytes: number; gzip: number; brotli: number };

export type BundleSize = {
  /** The scripts index.html loads before anything happens: its entry, modulepreloads and their static imports. */
  firstScreen: ScriptSize[];
  /** Every script in the build, first screen included. */
  all: ScriptSize[];
};

export function sum(sizes: ScriptSize[], key: "bytes" | "gzip" | "brotli"): number {
  return sizes.reduce((total, size) => total + size[key], 0);
}

/** `src` of module scripts and `href` of modulepreload links, as paths under the build folder. */
export function firstScreenEntries(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/gi) ?? [];
  const entries: string[] = [];
  for (const tag of tags) {
    const attribute = (name: string) => new RegExp(`\\b${name}=["']([^"']+)["']`, "i").exec(tag)?.[1];
    const isModuleScript = /^<script/i.test(tag) && attribute("type") === "module" && attribute("src");
    const isPreload = /^<link/i.test(tag) && attribute("rel") === "modulepreload" && attribute("href");
    const path = isModuleScript ? attribute("src") : isPreload ? attribute("href") : undefined;
    if (path) entries.push(path.replace(/^\//, ""));
  }
  return entries;
}

/**
 * Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`, `export … from`),
 * resolved against the chunk's own path. Dynamic `import("…")` is what loads later, so it is not one.
 */
export function staticImports(code: string, file: string): string[] {
  const found = new Set<string>();
  const pattern = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const match of code.matchAll(pattern)) {
    const spec = match[1];
    if (spec) found.add(new URL(spec, `file:///${file}`).pathname.slice(1));
  }
  return [...found];
}

function sizeOf(distDir: string, file: string): ScriptSize {
  const data = readFileSync(join(distDir, file));
  return {
    file,
    bytes: data.length,
    gzip: gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }).length,
  };
}

function scriptsUnder(distDir: string, dir = ""): string[] {
  return readdirSync(join(distDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return scriptsUnder(distDir, path);
    return /\.m?js$/.test(entry.name) ? [path] : [];
  });
}

/** Measures a built page in `distDir` (a folder holding index.html and assets/). */
export function measureBundle(distDir: string): BundleSize {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const firstScreen = new Set<string>();
  const pending = firstScreenEntries(html);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (firstScreen.has(file)) continue;
    firstScreen.add(file);
    pending.push(...staticImports(readFileSync(join(distDir, file), "utf8"), file));
  }
  return {
    firstScreen: [...firstScreen].sort().map((file) => sizeOf(distDir, file)),
    all: scriptsUnder(distDir).sort().map((file) => sizeOf(distDir, file)),
  };
}
