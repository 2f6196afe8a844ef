import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { addIngredients, expectAccessible, setUpBrowserWorld } from "./harness.ts";

const world = setUpBrowserWorld();

const PASTA = [
  "# Tomato Spaghetti",
  "",
  "Serves 2",
  "",
  "## Ingredients",
  "",
  "- 200 g spaghetti",
  "- 2 cloves garlic",
  "- 400 g chopped tomatoes",
  "- 2 tbsp olive oil",
  "",
  "## Method",
  "",
  "1. Boil the spaghetti in salted water for 10 minutes.",
  "2. Meanwhile fry the garlic in the olive oil, add the tomatoes, cover and simmer for 15 minutes.",
  "3. Toss the spaghetti with the sauce and serve.",
  "",
].join("\n");

const SOUP = ["# Tomato Soup", "", "## Ingredients", "", "- 400 g chopped tomatoes", "- 1 onion", "", "## Method", "", "1. Soften the onion for 5 minutes.", "2. Add the tomatoes and blend.", ""].join("\n");

/**
 * The browser's speech synthesis, stubbed at its boundary (headless Chromium has no voices): it records
 * what the page asks it to say and with which voice, and offers one online and one on-device voice.
 */
function stubSpeech() {
  const spoken: { text: string; voice: string | null; lang: string }[] = [];
  (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
  class Utterance {
    text: string;
    lang = "";
    voice: { name: string } | null = null;
    constructor(text: string) {
      this.text = text;
    }
  }
  const voices = [
    { name: "Online English", lang: "en-US", localService: false, default: true, voiceURI: "online" },
    { name: "Device English", lang: "en-GB", localService: true, default: false, voiceURI: "device" },
  ];
  Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true, writable: true });
  Object.defineProperty(window, "speechSynthesis", {
    configurable: true,
    value: {
      speak: (utterance: Utterance) => spoken.push({ text: utterance.text, voice: utterance.voice?.name ?? null, lang: utterance.lang }),
      cancel: () => undefined,
      getVoices: () => voices,
    },
  });
}

async function openKitchen(colorScheme: "light" | "dark" = "light") {
  const watched = await world.open({
    colorScheme,
    viewport: { width: 390, height: 800 },
    beforeOpen: async (page) => {
      await page.clock.install();
      await page.addInitScript(stubSpeech);
    },
  });
  return watched;
}

async function recipeOnScreen(page: Page, text: string) {
  world.upstream.queue({ kind: "stream", text });
  await addIngredients(page, ["spaghetti", "garlic", "tomatoes", "olive oil"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("button", { name: "Start cooking" }).waitFor();
}

const tray = (page: Page) => page.getByRole("region", { name: "Timers" });
const timerRows = (page: Page) => tray(page).getByRole("listitem").allTextContents();
const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: { text: string; voice: string | null }[] }).__spoken);

test("two timers from different steps outlive cook mode, another recipe and a reload; paused keeps its time; the finished one is announced and stays until dismissed", async () => {
  const { page } = await openKitchen();
  await recipeOnScreen(page, PASTA);
  const start = page.getByRole("button", { name: "Start cooking" });
  await start.click();
  const dialog = page.getByRole("dialog", { name: "Cook mode" });
  await dialog.getByRole("button", { name: "Start 10-minute timer" }).click();
  await page.keyboard.press("ArrowRight");
  await dialog.getByText("Step 2 of 3").waitFor();
  await dialog.getByRole("button", { name: "Start 15-minute timer" }).click();
  // Inside the dialog (the page behind is inert), named by step and action.
  await expect.poll(() => dialog.getByRole("region", { name: "Timers" }).getByRole("listitem").allTextContents()).toEqual([
    expect.stringMatching(/^Step 1 · boil · (10:00|9:5\d)/),
    expect.stringMatching(/^Step 2 · simmer · (15:00|14:5\d)/),
  ]);
  await expectAccessible(page, "cook mode with two timers (light)");
  // Starting it again is a restart, never a second timer.
  await dialog.getByRole("button", { name: "Restart 15-minute timer" }).click();
  expect(await dialog.getByRole("region", { name: "Timers" }).getByRole("listitem").count()).toBe(2);
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.count()).toBe(0);

  // On the page, fixed to the foot of the screen, with room left under the page for it.
  await tray(page).waitFor();
  expect(await tray(page).evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
  const room = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom));
  expect(room).toBeGreaterThanOrEqual(await tray(page).evaluate((element) => element.getBoundingClientRect().height - 1));
  await expectAccessible(page, "timers tray on the page (light)");

  // Paused, it keeps its time left however long the cook waits.
  await tray(page).getByRole("button", { name: "Pause Step 2 · simmer" }).click();
  const paused = (await timerRows(page))[1] ?? "";
  expect(paused).toMatch(/^Step 2 · simmer · \d+:\d\d \(paused\)/);
  await page.clock.fastForward("03:00");
  await expect.poll(async () => (await timerRows(page))[0]).toMatch(/^Step 1 · boil · [67]:\d\d/);
  expect((await timerRows(page))[1]).toBe(paused);
  await tray(page).getByRole("button", { name: "Resume Step 2 · simmer" }).click();
  await tray(page).getByRole("button", { name: "Pause Step 2 · simmer" }).waitFor();

  // Another recipe, then a reload: both timers are still there, counted from their end times.
  world.upstream.queue({ kind: "stream", text: SOUP });
  await page.getByRole("button", { name: "Another recipe" }).click();
  await page.getByRole("heading", { name: "Tomato Soup" }).waitFor();
  expect(await timerRows(page)).toEqual([expect.stringMatching(/^Step 1 · boil/), expect.stringMatching(/^Step 2 · simmer/)]);
  await page.reload();
  await tray(page).waitFor();
  await expect.poll(() => timerRows(page)).toEqual([expect.stringMatching(/^Step 1 · boil · [67]:\d\d/), expect.stringMatching(/^Step 2 · simmer · 1[45]:\d\d/)]);

  // The boil ends: said once, assertively, and kept on screen until dismissed.
  await page.clock.fastForward("08:00");
  await expect.poll(() => tray(page).locator("[aria-live=assertive]").textContent()).toBe("Timer done: Step 1 · boil.");
  await expect.poll(async () => (await timerRows(page))[0]).toMatch(/^Step 1 · boil · done/);
  await page.clock.fastForward("02:00");
  expect((await timerRows(page))[0]).toMatch(/^Step 1 · boil · done/);
  await expectAccessible(page, "a finished timer (light)");
  await tray(page).getByRole("button", { name: "Dismiss Step 1 · boil" }).click();
  await expect.poll(() => timerRows(page)).toEqual([expect.stringMatching(/^Step 2 · simmer/)]);
  await tray(page).getByRole("button", { name: "Cancel Step 2 · simmer" }).click();
  await expect.poll(() => tray(page).count()).toBe(0);
  // Nothing kept, so the next visit's first screen loads nothing for timers.
  expect(await page.evaluate(() => localStorage.getItem("ai-chef:timers"))).toBeNull();
});

test("cook mode by keyboard and by swipe to Done, with ticks that survive a reload, larger text, and steps read aloud", async () => {
  const { page } = await openKitchen();
  await recipeOnScreen(page, PASTA);
  const start = page.getByRole("button", { name: "Start cooking" });
  await start.click();
  const dialog = page.getByRole("dialog", { name: "Cook mode" });
  const progress = dialog.getByText(/^Step \d of 3/);
  expect(await progress.getAttribute("aria-live")).toBe("polite");

  // Read aloud: off until asked, then each step on screen is read, with the voice on the device.
  const readAloud = dialog.getByRole("button", { name: "Read aloud" });
  expect(await readAloud.getAttribute("aria-pressed")).toBe("false");
  await readAloud.click();
  expect(await readAloud.getAttribute("aria-pressed")).toBe("true");
  await expect.poll(() => spoken(page)).toEqual([{ text: "Boil the spaghetti in salted water for 10 minutes.", voice: "Device English", lang: "en-GB" }]);

  // By keyboard: a tick, a larger size, the next step.
  const sizeBefore = await dialog.locator(".cook-mode-step").evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  await dialog.getByRole("button", { name: "Larger text" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => dialog.locator(".cook-mode-step").evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThan(sizeBefore);
  await dialog.getByRole("checkbox", { name: "Step 1 done" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await progress.filter({ hasText: "Step 2 of 3" }).waitFor();
  await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe("Meanwhile fry the garlic in the olive oil, add the tomatoes, cover and simmer for 15 minutes.");
  await dialog.getByRole("list", { name: "In this step" }).getByRole("checkbox", { name: "2 cloves garlic" }).check();

  // By swipe, as a finger on a touch screen: left for the next step, right for the one before.
  const swipe = async (fromX: number, toX: number) => {
    await dialog.dispatchEvent("pointerdown", { pointerId: 5, pointerType: "touch", isPrimary: true, clientX: fromX, clientY: 400, bubbles: true });
    await dialog.dispatchEvent("pointerup", { pointerId: 5, pointerType: "touch", isPrimary: true, clientX: toX, clientY: 410, bubbles: true });
  };
  await swipe(320, 80);
  await progress.filter({ hasText: "Step 3 of 3" }).waitFor();
  await swipe(80, 320);
  await progress.filter({ hasText: "Step 2 of 3" }).waitFor();
  await swipe(320, 80);
  await progress.filter({ hasText: "Step 3 of 3" }).waitFor();
  await expectAccessible(page, "cook mode at the last step (light)");
  expect(await dialog.getByRole("button", { name: "Next step" }).count()).toBe(0);
  // Done, by keyboard too: it closes cook mode and focus returns to Start cooking.
  await dialog.getByRole("button", { name: "Done" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await start.evaluate((element) => element === document.activeElement)).toBe(true);

  // After a reload: the same step, the same ticks, the same size, still reading aloud.
  await page.reload();
  await page.getByRole("button", { name: "Start cooking" }).click();
  await progress.filter({ hasText: "Step 3 of 3" }).waitFor();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await progress.filter({ hasText: "Step 1 of 3 · done" }).waitFor();
  expect(await dialog.getByRole("checkbox", { name: "Step 1 done" }).isChecked()).toBe(true);
  await dialog.getByText(/All ingredients \(1 of 4 ready\)/).click();
  expect(await dialog.getByRole("list", { name: "All ingredients" }).getByRole("checkbox", { name: "2 cloves garlic" }).isChecked()).toBe(true);
  expect(await dialog.getByRole("button", { name: "Read aloud" }).getAttribute("aria-pressed")).toBe("true");
  await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe("Boil the spaghetti in salted water for 10 minutes.");
  expect(await dialog.evaluate((element) => element.style.getPropertyValue("--cook-text-scale"))).toBe("1.2");
});

test("where the browser cannot speak, read aloud is not offered and cook mode says why", async () => {
  const { page } = await world.open({
    viewport: { width: 390, height: 800 },
    beforeOpen: (page) => page.addInitScript(() => Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true })),
  });
  await recipeOnScreen(page, PASTA);
  await page.getByRole("button", { name: "Start cooking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cook mode" });
  await dialog.getByText("This browser can't read steps aloud.").waitFor();
  expect(await dialog.getByRole("button", { name: "Read aloud" }).count()).toBe(0);
});

test("the tray and cook mode with a timer pass axe in dark mode at 390 px", async () => {
  const { page } = await openKitchen("dark");
  await recipeOnScreen(page, PASTA);
  await page.getByRole("button", { name: "Start cooking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cook mode" });
  await dialog.getByRole("button", { name: "Start 10-minute timer" }).click();
  await dialog.getByRole("region", { name: "Timers" }).waitFor();
  await expectAccessible(page, "cook mode with a timer (dark)");
  await page.keyboard.press("Escape");
  await tray(page).waitFor();
  await tray(page).getByRole("button", { name: "Pause Step 1 · boil" }).click();
  await expectAccessible(page, "a paused timer in the tray (dark)");
  await page.clock.fastForward("02:00");
  await tray(page).getByRole("button", { name: "Resume Step 1 · boil" }).click();
  await page.clock.fastForward("11:00");
  await expect.poll(async () => (await timerRows(page))[0]).toMatch(/done/);
  await expectAccessible(page, "a finished timer (dark)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a keyboard cook's focus is never hidden under the timers tray (320 px)", async () => {
  const { page } = await world.open({ colorScheme: "dark", viewport: { width: 320, height: 640 }, beforeOpen: (opened) => opened.clock.install() });
  await recipeOnScreen(page, PASTA);
  await page.getByRole("button", { name: "Start cooking" }).click();
  await page.getByRole("dialog", { name: "Cook mode" }).getByRole("button", { name: "Start 10-minute timer" }).click();
  await page.keyboard.press("Escape");
  await tray(page).waitFor();
  await page.getByRole("textbox", { name: "Add ingredient" }).focus();
  const obscured: string[] = [];
  // Every control from the field to the end of the page, once each: none may sit under the tray when focused.
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press("Tab");
    const under = await page.evaluate(() => {
      const focused = document.activeElement;
      const trayBox = document.querySelector('[aria-label="Timers"]')?.getBoundingClientRect();
      if (!(focused instanceof HTMLElement) || focused === document.body || !trayBox || focused.closest('[aria-label="Timers"]')) return null;
      const box = focused.getBoundingClientRect();
      // A region taller than what the tray leaves of the screen cannot be shown whole; its top is what counts.
      const fits = box.height < trayBox.top;
      return (fits ? box.bottom : box.top) > trayBox.top + 1 ? `${focused.tagName} ${focused.getAttribute("aria-label") ?? focused.textContent?.trim().slice(0, 30)}` : null;
    });
    if (under) obscured.push(under);
  }
  expect(obscured).toEqual([]);
});
