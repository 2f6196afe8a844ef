import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { precompress } from "./vite-precompress.ts";

/**
 * Vitest sets NODE_ENV=test, and the e2e global setup's `npm run build` inherits it: Vite would then
 * build development React (140 kB gzipped instead of 78) and the tests would not see what `npm start`
 * serves. A build made under the test runner is still a production build.
 */
const productionBuild: Plugin = {
  name: "ai-chef:production-build",
  apply: "build",
  config() {
    if (process.env.NODE_ENV === "test") process.env.NODE_ENV = "production";
  },
};

export default defineConfig({
  plugins: [productionBuild, react(), precompress()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the page targets preloads modules natively; the polyfill would ride in the entry.
    modulePreload: { polyfill: false },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts", "server/**/*.test.ts"],
          setupFiles: ["tests/setup-console.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "jsdom",
          include: ["src/**/*.test.tsx"],
          setupFiles: ["tests/setup-console.ts", "tests/setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          setupFiles: ["tests/setup-console.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
