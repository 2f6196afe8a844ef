import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium, as the end-to-end tests use it; never a downloaded browser. */
export const CHROMIUM_PATH = process.env.AI_CHEF_CHROMIUM ?? "/usr/bin/chromium";

/** The flags every benchmark browser runs with: headless, offline-quiet, no background work. */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
