import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, expect, test } from "vitest";
import { addIngredients, setUpBrowserWorld } from "./harness.ts";

/** A copy of the built page, so a test can put a "new build" of the service worker in place. */
const pageCopy = mkdtempSync(join(tmpdir(), "ai-chef-page-"));
cpSync("dist/client", pageCopy, { recursive: true });
const world = setUpBrowserWorld({ AI_CHEF_STATIC_DIR: pageCopy });
afterAll(() => rmSync(pageCopy, { recursive: true, force: true }));

const FOUR = ["salmon", "broccoli", "lemon", "garlic"];

/** The first visit: the service worker installs, precaches the page and takes control after a reload. */
async function visitOnce(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test("installable: the manifest parses with its icons, the service worker controls the page, Chromium reports no installability errors", async () => {
  const { page } = await world.open({ serviceWorkers: "allow" });
  await visitOnce(page);
  const manifest = (await (await fetch(`${world.server.origin}/manifest.webmanifest`)).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "AI Chef", short_name: "AI Chef", display: "standalone", start_url: "/" });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  // The title bar takes the page's colours: the accent in light mode, the page's dark background in dark mode.
  const themeColour = () =>
    page.evaluate(() => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((meta) => matchMedia(meta.media || "all").matches)?.content);
  await page.emulateMedia({ colorScheme: "light" });
  expect(await themeColour()).toBe("#a33b20");
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await themeColour()).toBe("#171412");
  const cdp = await page.context().newCDPSession(page);
  const { errors } = (await cdp.send("Page.getAppManifest")) as { errors: unknown[] };
  expect(errors).toEqual([]);
  const installability = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
  // Test browsers run in incognito-like contexts, where Chromium never offers to install; nothing else may stand in the way.
  expect(installability.installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
});

test("offline after the first visit: a reload shows the page, a recipe comes from the cookbook in the page, and back online the AI answers again", async () => {
  const watched = await world.open({ serviceWorkers: "allow" });
  const { page, context } = watched;
  await visitOnce(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole("heading", { name: "AI Chef" }).waitFor();
  await addIngredients(page, FOUR);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByText("The AI can't be reached right now, so this recipe comes from the built-in cookbook.").waitFor();
  const panel = page.getByRole("region", { name: "Chef recommends" });
  await panel.getByText(/From AI Chef's built-in cookbook/).waitFor();
  expect(((await panel.getByRole("heading", { level: 1 }).textContent()) ?? "").toLowerCase()).toContain("salmon");
  // Cook mode works offline too: its code was precached.
  await panel.getByRole("button", { name: "Start cooking" }).click();
  await page.getByRole("dialog", { name: "Cook mode" }).getByText(/Step 1 of/).waitFor();
  await page.keyboard.press("Escape");
  expect(world.upstream.requests).toHaveLength(0);
  // The browser logs the requests the network refused (the health check, the recipe); nothing else.
  expect(watched.consoleErrors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  watched.consoleErrors.splice(0);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await panel.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  expect(world.upstream.requests).toHaveLength(1);
  expect(await page.getByText("The AI can't be reached right now").count()).toBe(0);
  // What the page asked the API was never kept in a cache.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(5);
  expect(cached.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
});

test("a new build is offered with a Reload prompt, never served silently", async () => {
  const { page } = await world.open({ serviceWorkers: "allow" });
  await visitOnce(page);
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
  // The next deployment: a changed service worker (its precache list would differ).
  writeFileSync(join(pageCopy, "sw.js"), `${readFileSync(join(pageCopy, "sw.js"), "utf8")}\n// next build\n`);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
  const prompt = page.getByRole("status").filter({ hasText: "A new version is ready." });
  await prompt.waitFor();
  // Until the visitor says so, the old version keeps control.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "")).toBe(before);
  await Promise.all([page.waitForEvent("load"), prompt.getByRole("button", { name: "Reload" }).click()]);
  await page.getByRole("heading", { name: "AI Chef" }).waitFor();
  expect(await page.getByText("A new version is ready.").count()).toBe(0);
});
