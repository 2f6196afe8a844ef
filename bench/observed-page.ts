import type { Browser, Page } from "playwright-core";

/** What the page records of itself: every long task (duration, start) and every event slower than 16 ms. */
export type Observed = { longTasks: number[]; longTaskStarts: number[]; events: { name: string; duration: number }[] };

/**
 * A phone-sized page of `origin` (412 × 915) that records its long tasks and slow events in `window.__observed`, with
 * Chromium's CPU throttled `throttle` times and four ingredients typed in. `before` adds init scripts of a caller's own
 * before the page loads.
 */
export async function openObservedPage(browser: Browser, origin: string, throttle: number, before?: (page: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const observed: Observed = { longTasks: [], longTaskStarts: [], events: [] };
    (window as unknown as { __observed: Observed }).__observed = observed;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        observed.longTasks.push(entry.duration);
        observed.longTaskStarts.push(entry.startTime);
      }
    }).observe({ type: "longtask", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) observed.events.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await before?.(page);
  await page.goto(origin);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  const input = page.getByRole("textbox", { name: "Add ingredient" });
  for (const item of ["eggs", "spinach", "feta", "onion"]) {
    await input.fill(item);
    await input.press("Enter");
  }
  return page;
}

/** What the page has recorded so far. */
export const observed = (page: Page) => page.evaluate(() => (window as unknown as { __observed: Observed }).__observed);

/** How many characters of the recipe are on screen. */
export const shownChars = (page: Page) => page.evaluate(() => document.querySelector(".recipe-body")?.textContent?.length ?? 0);
