import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// Text the browser fetches from /assets. HTML is left out on purpose: index.html is tiny, must be
// revalidated on every load, and is the one file a deploy might rewrite after the build.
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|wasm)$/;
// Below about one TCP packet compression saves nothing a visitor would notice.
const MIN_BYTES = 1024;

/** The maximal gzip and brotli encodings of `data` (slow to make, made once per build). */
export async function compressBoth(data: Buffer): Promise<{ gzip: Buffer; brotli: Buffer }> {
  const [gz, br] = await Promise.all([
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  return { gzip: gz, brotli: br };
}

/**
 * Writes `name.gz` and `name.br` beside every compressible built file, so the server's
 * `serveStatic({ precompressed: true })` sends them as they are instead of compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: "ai-chef:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const data = await readFile(path);
          if (data.length < MIN_BYTES) return;
          const { gzip: gz, brotli: br } = await compressBoth(data);
          if (gz.length < data.length) await writeFile(`${path}.gz`, gz);
          if (br.length < data.length) await writeFile(`${path}.br`, br);
        }),
      );
    },
  };
}
