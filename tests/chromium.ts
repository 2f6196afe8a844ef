import { chromium, type Browser } from "playwright-core";
import { TIMEOUTS } from "./timeouts.ts";

/** Debian's Chromium, as the end-to-end tests use it; never a downloaded browser. */
export const CHROMIUM_PATH = process.env.AI_CHEF_CHROMIUM ?? "/usr/bin/chromium";

/**
 * The flags every test, benchmark and script browser runs with: headless, no sandbox (we run as root),
 * and no background work, whose connections this machine's closed network would refuse.
 */
/**
 * What Playwright's own `--disable-features` switch names (its chromiumSwitches.ts, playwright-core
 * 1.65), repeated because Chromium reads only the last such switch: ours would otherwise undo these.
 * chromium-flags.test.ts fails when Playwright's list has something this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Every new window (each test's page is one) preloads the address bar's WebUI popups, pages of their
 * own with their scripts: ~1 s of Chromium's CPU per page opened on this machine (a browser started,
 * then ten blank pages each open for 1 s: 17.3 s of CPU with them, 6.8–7.6 s without; decision 023).
 * A headless test never shows an address bar.
 */
export const OUR_DISABLED_FEATURES = ["WebUIOmniboxAimPopup", "WebUIOmniboxPopup", "WebUIOmniboxFullPopup"];

export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(",")}`,
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, timeout: TIMEOUTS.start });
}
