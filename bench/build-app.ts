import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Builds the page exactly as `npm run build` does (the project's vite.config.ts), but into `outDir`,
 * so a benchmark never races another build of dist/ in the same tree.
 */
export async function buildApp(outDir: string): Promise<void> {
  await build({ root, logLevel: "warn", build: { outDir, emptyOutDir: true } });
}
