/**
 * Draws the app icons from public/favicon.svg in Chromium: 192 and 512 px "any" icons (the chef's hat
 * on the page's accent colour, rounded), a 512 px maskable one (the hat inside the safe zone on a
 * full-bleed background) and a 180 px apple-touch icon. Run by hand when the favicon changes:
 * `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { launchChromium } from "../tests/chromium.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const svg = readFileSync(`${root}public/favicon.svg`, "utf8");
const ACCENT = "#a33b20";

const icons = [
  { file: "icon-192.png", size: 192, hat: 0.78, radius: 0.18 },
  { file: "icon-512.png", size: 512, hat: 0.78, radius: 0.18 },
  // Maskable: anything outside the central 80 % circle may be cut off, so the hat keeps to the middle.
  { file: "icon-maskable-512.png", size: 512, hat: 0.56, radius: 0 },
  { file: "apple-touch-icon.png", size: 180, hat: 0.72, radius: 0 },
];

mkdirSync(`${root}public/icons`, { recursive: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const hat = Math.round(icon.size * icon.hat);
    await page.setContent(
      `<body style="margin:0;background:transparent"><div style="width:${icon.size}px;height:${icon.size}px;background:${ACCENT};border-radius:${icon.radius * 100}%;display:grid;place-items:center"><div style="width:${hat}px;height:${hat}px">${svg.replace("<svg ", `<svg width="${hat}" height="${hat}" `)}</div></div></body>`,
    );
    await page.screenshot({ path: `${root}public/icons/${icon.file}`, omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
