import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { launchChromium } from "../chromium.ts";
import { serveArgs } from "../serve-command.ts";
import { type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "../fake-upstream.ts";

const require = createRequire(import.meta.url);


export type Served = { origin: string; process: ChildProcess; output: () => string; stop: () => Promise<number | null> };

/** Starts the production server the way `npm start` does after building, on a free port. */
export async function startServer(env: Record<string, string>): Promise<Served> {
  // Started from a scratch folder so a developer's own .env cannot change what the test configured.
  const child = spawn(process.execPath, serveArgs(), {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const check = () => {
      const match = /ready at (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", check);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    origin,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
  };
}

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

export type Watched = {
  page: Page;
  context: BrowserContext;
  /** Content-Security-Policy violations the page reported. */
  cspViolations: string[];
  /** Requests that left for any origin but ours. */
  foreignRequests: string[];
  consoleErrors: string[];
};

/** A fresh page that records CSP violations, requests leaving the origin, and console errors. */
export async function openPage(
  browser: Browser,
  origin: string,
  options: {
    colorScheme?: "light" | "dark";
    reducedMotion?: "reduce" | "no-preference";
    viewport?: { width: number; height: number };
    /** Ignore the page's Content-Security-Policy, to test what the page's own code allows without it. */
    bypassCSP?: boolean;
    /** The address to open first, when not the origin itself. */
    at?: string;
  } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: options.reducedMotion ?? "no-preference",
    viewport: options.viewport ?? { width: 1000, height: 700 },
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  const watched: Watched = { page, context, cspViolations: [], foreignRequests: [], consoleErrors: [] };
  await page.exposeFunction("__reportCsp", (text: string) => watched.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  page.on("request", (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith("data:")) watched.foreignRequests.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") watched.consoleErrors.push(message.text());
  });
  await page.goto(options.at ?? origin);
  return watched;
}

const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe-core in the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  });
  expect(violations, `axe in state "${state}"`).toEqual([]);
}

export async function addIngredients(page: Page, items: string[]): Promise<void> {
  const input = page.getByRole("textbox", { name: "Add ingredient" });
  for (const item of items) {
    await input.fill(item);
    await input.press("Enter");
  }
}

/** The names on the visitor's ingredient list, in order. */
export function ingredientNames(page: Page): Promise<string[]> {
  return page.getByRole("region", { name: "Ingredients on hand:" }).getByRole("listitem").locator(":scope > span").allTextContents();
}

export type BrowserWorld = {
  upstream: FakeUpstream;
  server: Served;
  browser: Browser;
  /** A fresh page (see openPage), checked after the test: no CSP violation, no foreign request, no console error. */
  open: (options?: Parameters<typeof openPage>[2], origin?: string) => Promise<Watched>;
};

/**
 * The world of a suite of end-to-end tests: a fake upstream, our production server in front of it,
 * and Chromium. Registers its own hooks; the upstream is reset after each test.
 */
export function setUpBrowserWorld(env: Record<string, string> = {}): BrowserWorld {
  const opened: Watched[] = [];
  const world = {
    open: async (options = {}, origin = world.server.origin) => {
      const watched = await openPage(world.browser, origin, options);
      opened.push(watched);
      return watched;
    },
  } as BrowserWorld;
  beforeAll(async () => {
    world.upstream = await startFakeUpstream();
    world.server = await startServer({ AI_CHEF_BASE_URL: world.upstream.url, AI_CHEF_MODEL: "test/chef-model", AI_CHEF_RATE_LIMIT: "1000", ...env });
    world.browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const watched of opened.splice(0)) {
      await watched.context.close();
      expect(watched.cspViolations, "CSP violations").toEqual([]);
      expect(watched.foreignRequests, "requests leaving the page's origin").toEqual([]);
      expect(watched.consoleErrors, "console errors").toEqual([]);
    }
    world.upstream.reset();
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.server?.stop();
    await world.upstream?.close();
  });
  return world;
}
