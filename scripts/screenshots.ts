/**
 * The README's screenshots: builds the page, starts the production server with the built-in cookbook
 * (no key, no network) on a free loopback port, and photographs a real recipe in Chromium, light and
 * dark, desktop (1,280 px: ingredients beside the method) and phone, cook mode, the timers tray and the
 * first screen. Run with `npm run screenshots`; writes docs/screenshots/*.png.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { launchChromium } from "../tests/chromium.ts";
import { serveArgs } from "../tests/serve-command.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = `${root}docs/screenshots`;
mkdirSync(out, { recursive: true });
execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });

// Started from a scratch folder, so a .env in the project cannot switch an AI on for the pictures.
const server = spawn(process.execPath, serveArgs(), {
  cwd: tmpdir(),
  env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0" },
  stdio: ["ignore", "pipe", "inherit"],
});
const origin = await new Promise<string>((resolve, reject) => {
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    const match = /ready at (http:\/\/[^\s"]+)/.exec(output);
    if (match?.[1]) resolve(match[1]);
  });
  server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
});

const browser = await launchChromium();
const shots = [
  { name: "desktop-light", colorScheme: "light", viewport: { width: 1280, height: 1400 } },
  { name: "desktop-dark", colorScheme: "dark", viewport: { width: 1280, height: 1400 } },
  { name: "phone-light", colorScheme: "light", viewport: { width: 360, height: 1500 } },
] as const;
for (const shot of shots) {
  const context = await browser.newContext({ colorScheme: shot.colorScheme, viewport: shot.viewport, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(origin);
  const input = page.getByRole("textbox", { name: "Add ingredient" });
  for (const item of ["chicken thighs", "rice", "garlic", "ginger", "spring onions"]) {
    await input.fill(item);
    await input.press("Enter");
  }
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("region", { name: "Chef recommends" }).getByRole("heading", { name: "Method" }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${out}/${shot.name}.png` });
  await context.close();
  console.log(`wrote docs/screenshots/${shot.name}.png`);
}
// Cook mode on a phone propped on the counter: a step, its ingredients, a running timer.
for (const colorScheme of ["light", "dark"] as const) {
  const context = await browser.newContext({ colorScheme, viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(origin);
  const input = page.getByRole("textbox", { name: "Add ingredient" });
  for (const item of ["salmon", "broccoli", "lemon", "garlic"]) {
    await input.fill(item);
    await input.press("Enter");
  }
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("button", { name: "Start cooking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cook mode" });
  await dialog.getByText(/Step 1 of/).waitFor();
  // The first step with a duration in it, with its timer started.
  for (let step = 0; step < 8 && (await dialog.getByRole("button", { name: /^Start .* timer$/ }).count()) === 0; step++) {
    await page.keyboard.press("ArrowRight");
  }
  const timer = dialog.getByRole("button", { name: /^Start .* timer$/ }).first();
  if ((await timer.count()) > 0) await timer.click();
  await page.screenshot({ path: `${out}/cook-mode-${colorScheme}.png` });
  console.log(`wrote docs/screenshots/cook-mode-${colorScheme}.png`);
  // Out of cook mode the running timer stays in view, in the tray at the foot of the page.
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByRole("region", { name: "Timers" }).first().waitFor();
  await page.screenshot({ path: `${out}/timers-${colorScheme}.png` });
  await context.close();
  console.log(`wrote docs/screenshots/timers-${colorScheme}.png`);
}
// The first screen on a phone, three ingredients in: it says what a fourth unlocks.
{
  const context = await browser.newContext({ colorScheme: "light", viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(origin);
  const input = page.getByRole("textbox", { name: "Add ingredient" });
  for (const item of ["eggs", "spinach", "feta"]) {
    await input.fill(item);
    await input.press("Enter");
  }
  await page.getByText(/Add one more ingredient/).waitFor();
  await page.screenshot({ path: `${out}/first-screen-light.png` });
  await context.close();
  console.log("wrote docs/screenshots/first-screen-light.png");
}
await browser.close();
server.kill("SIGTERM");
