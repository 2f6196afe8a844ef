import { chromium, type Browser } from "playwright-core";
import { TIMEOUTS } from "./timeouts.ts";

/** Debian's Chromium, as the end-to-end tests use it; never a downloaded browser. */
export const CHROMIUM_PATH = process.env.AI_CHEF_CHROMIUM ?? "/usr/bin/chromium";

/**
 * The flags every test, benchmark and script browser runs with: headless, no sandbox (we run as root),
 * and no background work, whose connections this machine's closed network would refuse.
 */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, timeout: TIMEOUTS.start });
}
