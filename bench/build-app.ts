import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Builds the page exactly as `npm run build` does (the project's vite.config.ts), but into `outDir`,
 * so a benchmark never races another build of dist/ in the same tree.
 */
export async function buildApp(outDir: string): Promise<void> {
  await build({ root, logLevel: "warn", build: { outDir, emptyOutDir: true } });
  await build({ root, configFile: `${root}vite.server.config.ts`, logLevel: "warn", build: { outDir: serverDirFor(outDir), emptyOutDir: true } });
}

/** Where buildApp puts the built server for a page built into `outDir`. */
export function serverDirFor(outDir: string): string {
  return `${outDir}.server`;
}
