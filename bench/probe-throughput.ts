import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { launchChromium } from "../tests/chromium.ts";
import { buildApp } from "./build-app.ts";
import { openPage, speedNamed, startStreaming } from "./speeds-bench.ts";

/**
 * Characters on screen over time, and frames drawn, for one reply at one speed and CPU throttle: whether
 * the page keeps pace and whether its pace falls as the reply grows (issue 25's 1 MB reply).
 * Usage: `npx tsx bench/probe-throughput.ts <sample|recipe|table|megabyte> "<speed name>" [throttle] [seconds] [reuse]`
 * ("reuse" skips the build into node_modules/.cache/ai-chef-probe).
 */
const [kind = "megabyte", speedName = "burst", throttleArg = "1", secondsArg = "240", reuse] = process.argv.slice(2);
const speed = speedNamed(speedName);
const dist = fileURLToPath(new URL("../node_modules/.cache/ai-chef-probe", import.meta.url));
if (reuse !== "reuse") await buildApp(dist);
const { upstream, server } = await startStreaming(dist, speed, kind);
const browser = await launchChromium();
try {
  const page = await openPage(browser, server.url, Number(throttleArg));
  await page.evaluate("window.__frames = 0; (function tick() { window.__frames++; requestAnimationFrame(tick); })();");
  const started = Date.now();
  await page.getByRole("button", { name: "Get a recipe" }).click();
  const copy = page.getByRole("button", { name: "More" });
  while (Date.now() - started < Number(secondsArg) * 1000) {
    await page.waitForTimeout(5_000);
    const [chars, frames] = (await page.evaluate("[document.querySelector('.recipe-body')?.textContent?.length ?? 0, window.__frames]")) as [number, number];
    console.log(`${((Date.now() - started) / 1000).toFixed(0)} s: ${chars} chars shown, ${frames} frames, load ${loadavg()[0]?.toFixed(1)}`);
    if (await copy.isVisible()) {
      console.log("finished");
      break;
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await upstream.stop();
}
