import { availableParallelism } from "node:os";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./vite-precompress.ts";
import { TIMEOUTS } from "./tests/timeouts.ts";

/**
 * Installable and offline after the first visit: a web app manifest and a Workbox service worker
 * that precaches the page and every lazily loaded part (the renderer, the recipe tools, the cookbook),
 * never caches the API, and waits for the visitor to accept an update (see src/app/service-worker.ts).
 */
const pwa = VitePWA({
  registerType: "prompt",
  // Registered by our own code, after the page has loaded, so the first screen carries none of it.
  injectRegister: false,
  includeAssets: ["favicon.svg", "robots.txt", "icons/apple-touch-icon.png"],
  manifest: {
    name: "AI Chef",
    short_name: "AI Chef",
    description: "List the ingredients you have and get a recipe you can cook with them.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#faf7f2",
    theme_color: "#a33b20",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    // The cookbook chunk holds all 750 recipes.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: "/index.html",
    // The API, metrics and health are always asked of the network, never answered from a cache.
    navigateFallbackDenylist: [/^\/api\//, /^\/metrics/, /^\/readyz/],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
  },
});

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
  plugins: [productionBuild, react(), pwa, precompress()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the page targets preloads modules natively; the polyfill would ride in the entry.
    modulePreload: { polyfill: false },
    // The first screen's script names every chunk it may load (their imports, and what each preloads),
    // so each hash character is paid for ~30 times there: 6 of them (36 bits, plenty to tell two
    // versions of a chunk apart) saved 59 B gzip of it against the default 8.
    rolldownOptions: { output: { chunkFileNames: "assets/[name]-[hash:6].js" } },
  },
  test: {
    // Two workers even on 2 cores: many tests spend much of their time waiting on a stream or a
    // browser, and a second worker fills that time. (Vitest's default is one worker fewer than the
    // cores.) A third was tried on 2 cores and made an idle run slower (7 min 10 s against 6 min 59 s for two, same code):
    // every file took about 1.6 times as long, the browsers and the property tests contending for the cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Limits, never pauses: every wait ends when its condition holds. One place sets them: tests/timeouts.ts.
    testTimeout: TIMEOUTS.test,
    hookTimeout: TIMEOUTS.hook,
    teardownTimeout: TIMEOUTS.hook,
    expect: { poll: { timeout: TIMEOUTS.condition } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          // Files share a worker's modules instead of importing them afresh: the cookbook, the food tables
          // and the parsers load once per worker, not once per file (unit 141 → 110 s of CPU, component
          // 68 → 48 s). Nothing here keeps state between files: every file's set-up and clean-up restores
          // what it changes (timers, spies, globals); shuffled file orders check it (tests/README.md).
          isolate: false,
          include: ["src/**/*.test.ts", "server/**/*.test.ts", "bench/**/*.test.ts"],
          setupFiles: ["tests/setup-console.ts", "tests/setup-waits.ts", "tests/setup-fast-check.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          environment: "jsdom",
          isolate: false,
          include: ["src/**/*.test.tsx"],
          setupFiles: ["tests/setup-console.ts", "tests/setup-waits.ts", "tests/setup-fast-check.ts", "tests/setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          // Each file still starts its own upstream, server and browser (harness.ts); only the modules
          // (Playwright's client among them) are loaded once per worker. `npm test`, top CPU share on a
          // shared machine: 5 min 27 s and 602 s of CPU with isolated files, 4 min 40 s and 520 s without.
          isolate: false,
          include: ["tests/e2e/**/*.test.ts"],
          // One production build for every end-to-end file (skipped when `npm test` has just built).
          globalSetup: ["tests/e2e/global-setup.ts"],
          // A failed browser test leaves a screenshot, the page's log and the server's output in test-output/.
          setupFiles: ["tests/setup-console.ts", "tests/setup-waits.ts", "tests/setup-fast-check.ts", "tests/e2e/setup-e2e.ts"],
          testTimeout: TIMEOUTS.e2eTest,
        },
      },
    ],
  },
});
