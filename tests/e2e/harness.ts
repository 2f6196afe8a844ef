import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { launchChromium } from "../chromium.ts";
import { serveArgs } from "../serve-command.ts";
import { TIMEOUTS } from "../timeouts.ts";
import { type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, type TestContext } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "../fake-upstream.ts";
import { startStaticHost, type StaticHost } from "../static-host.ts";

const require = createRequire(import.meta.url);

export type Served = { origin: string; process: ChildProcess; output: () => string; stop: () => Promise<number | null> };

/** Every server this test file started, for the failure evidence (see saveFailureEvidence). */
const servers: { served: Served; stoppedAt?: number }[] = [];

/**
 * Starts the production server the way `npm start` does after building, on a free port.
 * `stop()` sends SIGTERM and resolves with the exit code; a server that has not exited within
 * TIMEOUTS.stop is killed and `stop()` rejects, so a stuck shutdown is a clear failure, not a hung hook.
 */
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
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not say it was ready within ${TIMEOUTS.start} ms:\n${output}`));
    }, TIMEOUTS.start);
    const check = () => {
      const match = /ready at (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", check);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const record: (typeof servers)[number] = {
    served: {
      origin,
      process: child,
      output: () => output,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), TIMEOUTS.stop)));
        const code = await Promise.race([exited, late]);
        clearTimeout(timer);
        record.stoppedAt ??= Date.now();
        if (code !== "late") return code;
        child.kill("SIGKILL");
        await exited;
        throw new Error(`server ${origin} did not exit within ${TIMEOUTS.stop} ms of SIGTERM and was killed:\n${output.slice(-2000)}`);
      },
    },
  };
  servers.push(record);
  return record.served;
}

/**
 * Kills every server this file started and nobody stopped (a test that failed before its clean-up),
 * so no process outlives its file. tests/e2e/setup-e2e.ts calls it after all of a file's own hooks.
 */
export async function killLeftoverServers(): Promise<void> {
  const running = servers.map(({ served }) => served.process).filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGKILL");
        }),
    ),
  );
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
  /** Everything the page said: console messages of every kind, uncaught errors, failed requests. */
  log: string[];
};

/** Pages opened and not yet closed, for the failure evidence. */
const livePages = new Set<Watched>();

/**
 * A fresh page that records CSP violations, requests leaving the origin, console errors and
 * everything else it logs. Its waits (locator.waitFor, clicks, navigation) use TIMEOUTS.condition.
 * A test that fails while the page is open leaves a screenshot and the log under test-output/.
 */
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
    /** Runs before the page is first opened: listeners, routes. */
    beforeOpen?: (page: Page) => unknown;
    /** When the first load counts as done (default: Playwright's "load"). */
    waitUntil?: "load" | "domcontentloaded" | "networkidle";
    /**
     * The service worker registers only where a test asks for it ("allow": offline.test.ts). Elsewhere its
     * install, which fetches and caches every part of the page, cost ~0.4 s of Chromium's CPU per page
     * opened (decision 023); the page's registration fails quietly, as on a browser without one.
     */
    serviceWorkers?: "allow" | "block";
  } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: options.reducedMotion ?? "no-preference",
    viewport: options.viewport ?? { width: 1000, height: 700 },
    bypassCSP: options.bypassCSP ?? false,
    serviceWorkers: options.serviceWorkers ?? "block",
  });
  context.setDefaultTimeout(TIMEOUTS.condition);
  context.setDefaultNavigationTimeout(TIMEOUTS.condition);
  const page = await context.newPage();
  const watched: Watched = { page, context, cspViolations: [], foreignRequests: [], consoleErrors: [], log: [] };
  livePages.add(watched);
  context.once("close", () => livePages.delete(watched));
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
    const { url, lineNumber } = message.location();
    watched.log.push(`[console.${message.type()}] ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
    if (message.type() === "error") watched.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => watched.log.push(`[uncaught] ${error.stack ?? error.message}`));
  page.on("requestfailed", (request) => watched.log.push(`[request failed] ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ""}`));
  await options.beforeOpen?.(page);
  await page.goto(options.at ?? origin, options.waitUntil ? { waitUntil: options.waitUntil } : {});
  return watched;
}

/** Where a failed test's evidence goes: test-output/<test file>/<test name>/ (ignored by git). */
export function evidenceFolder(task: TestContext["task"]): string {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 100) || "test";
  const file = relative(join(process.cwd(), "tests"), task.file.filepath).replace(/\.test\.tsx?$/, "");
  return join(process.cwd(), "test-output", file, slug(task.name));
}

const saved = new WeakMap<object, Set<object>>();

/**
 * Keeps what a failed test saw: a full-page screenshot and the log of every page still open, and the
 * output of every server that was running during the test. Never throws: evidence that cannot be
 * taken (a crashed page) is noted in its place, and the test's own failure stays the one reported.
 * The harness calls it by itself (setUpBrowserWorld, and tests/e2e/setup-e2e.ts for any page left open).
 */
export async function saveFailureEvidence(task: TestContext["task"]): Promise<void> {
  const done = saved.get(task) ?? new Set<object>();
  saved.set(task, done);
  const folder = evidenceFolder(task);
  const startedAt = task.result?.startTime ?? 0;
  const written: string[] = [];
  try {
    mkdirSync(folder, { recursive: true });
    let index = done.size;
    for (const watched of livePages) {
      if (done.has(watched)) continue;
      done.add(watched);
      const name = `page-${++index}`;
      const notes = [`url: ${watched.page.url()}`];
      try {
        await watched.page.screenshot({ path: join(folder, `${name}.png`), fullPage: true, timeout: TIMEOUTS.condition });
        written.push(`${name}.png`);
      } catch (error) {
        notes.push(`no screenshot: ${String(error)}`);
      }
      const sections = [
        ["console, uncaught errors, failed requests", watched.log],
        ["CSP violations", watched.cspViolations],
        ["requests leaving the page's origin", watched.foreignRequests],
      ] as const;
      const text = [...notes, ...sections.map(([title, lines]) => `\n## ${title}\n${lines.join("\n") || "(none)"}`)].join("\n");
      writeFileSync(join(folder, `${name}.txt`), `${text}\n`);
      written.push(`${name}.txt`);
    }
    for (const record of servers) {
      if (done.has(record) || (record.stoppedAt !== undefined && record.stoppedAt < startedAt)) continue;
      done.add(record);
      const name = `server-${new URL(record.served.origin).port}.log`;
      writeFileSync(join(folder, name), record.served.output());
      written.push(name);
    }
  } catch (error) {
    written.push(`(could not save evidence: ${String(error)})`);
  }
  if (written.length > 0) process.stderr.write(`Evidence of "${task.name}": ${relative(process.cwd(), folder)}/ ${written.join(", ")}\n`);
}

const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe-core in the page and fails on any serious or critical violation. */
/** Every impact axe reports, for a check that is to be clean of the moderate and minor too (the outline's heading-order). */
export const EVERY_IMPACT = ["minor", "moderate", "serious", "critical"] as const;

export async function expectAccessible(page: Page, state: string, impacts: readonly string[] = ["serious", "critical"]): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (impacts) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations
      .filter((violation) => impacts.includes(violation.impact))
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }, impacts);
  expect(violations, `axe in state "${state}"`).toEqual([]);
}

/**
 * Axe in both colour schemes, the page's own first. The dark theme is the stylesheet's alone: one
 * media query that changes colours, no script, no transition, no layout. So one page in one state
 * shows both themes, and a flow run once is checked in each. The page is left in the scheme it had.
 */
export async function expectAccessibleLightAndDark(page: Page, state: string): Promise<void> {
  const isDark = () => page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
  const had = (await isDark()) ? "dark" : "light";
  for (const colorScheme of had === "dark" ? (["dark", "light"] as const) : (["light", "dark"] as const)) {
    await page.emulateMedia({ colorScheme });
    // The page's own reading of the scheme says the theme is on.
    await expect.poll(isDark).toBe(colorScheme === "dark");
    await expectAccessible(page, `${state} (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: had });
}

export async function addIngredients(page: Page, items: string[]): Promise<void> {
  const input = page.getByRole("textbox", { name: "Add ingredient" });
  for (const item of items) {
    await input.fill(item);
    await input.press("Enter");
  }
}

/**
 * Waits for a recipe's tools to be on screen whole. They come a stage a frame (recipe-tools.tsx: the text,
 * the header and actions, the marks, nutrition), busy until the last, so Servings alone does not say the
 * marks are there yet.
 */
export async function toolsShown(page: Page): Promise<void> {
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByRole("spinbutton", { name: "Servings" }).waitFor();
  await expect.poll(() => panel.locator('[aria-busy="true"]').count()).toBe(0);
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
  /**
   * The built page on a plain static host with no API (own-key mode), for this test. It is closed after
   * the test's pages, so nothing the page still loads (the service worker's precache) is cut off under it.
   */
  staticHost: (folder?: string) => Promise<StaticHost>;
};

/**
 * Runs every clean-up step even when one fails, then reports the failures together: a file's own
 * afterEach/afterAll uses it so one stuck step never leaves the next test a dirty world.
 */
export async function cleanUp(steps: (() => Promise<unknown> | unknown)[]): Promise<void> {
  const failures: unknown[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, "several clean-up steps failed");
}

/**
 * The world of a file of end-to-end tests: a fake upstream, our production server in front of it,
 * and one Chromium, all started once for the file. Each test opens its own pages with `open()`; after
 * the test they are closed and checked, and the upstream is reset. A failed test leaves its evidence
 * (screenshots, page logs, server output) under test-output/, and the checks that follow a failure
 * never replace it as the reported error.
 */
export function setUpBrowserWorld(env: Record<string, string> = {}): BrowserWorld {
  const opened: Watched[] = [];
  const hosts: StaticHost[] = [];
  const world = {
    open: async (options = {}, origin = world.server.origin) => {
      const watched = await openPage(world.browser, origin, options);
      opened.push(watched);
      return watched;
    },
    staticHost: async (folder = "dist/client") => {
      const host = await startStaticHost(folder);
      hosts.push(host);
      return host;
    },
  } as BrowserWorld;
  beforeAll(async () => {
    world.upstream = await startFakeUpstream();
    world.server = await startServer({ AI_CHEF_BASE_URL: world.upstream.url, AI_CHEF_MODEL: "test/chef-model", AI_CHEF_RATE_LIMIT: "1000", ...env });
    world.browser = await launchBrowser();
  });
  afterEach(async ({ task, expect: expectInTest }) => {
    const pages = opened.splice(0);
    const failed = task.result?.state === "fail";
    // What the pages did during the test, taken before closing them: closing cuts off what they
    // were still loading, and that is the teardown's doing, not the page's.
    const seen = pages.map((watched) => ({ csp: [...watched.cspViolations], foreign: [...watched.foreignRequests], errors: [...watched.consoleErrors] }));
    if (failed || seen.some((page) => page.csp.length + page.foreign.length + page.errors.length > 0)) await saveFailureEvidence(task);
    await cleanUp([
      () => world.upstream?.reset(),
      ...pages.map((watched) => () => watched.context.close()),
      ...hosts.splice(0).map((host) => () => host.close()),
      () => {
        // After a failure these lists are in the evidence; the test's own error is the one to read.
        if (failed) return;
        for (const page of seen) {
          expectInTest.soft(page.csp, "CSP violations").toEqual([]);
          expectInTest.soft(page.foreign, "requests leaving the page's origin").toEqual([]);
          expectInTest.soft(page.errors, "console errors").toEqual([]);
        }
      },
    ]);
  });
  afterAll(() => cleanUp([() => world.browser?.close(), () => world.server?.stop(), () => world.upstream?.close()]));
  return world;
}
