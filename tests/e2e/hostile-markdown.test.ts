import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "../fake-upstream.ts";
import { ALLOWED_SCHEMES, batches, findMarkupProblems, hostilePayloads, replyFor, sentinel, type Payload } from "../hostile-markdown-corpus.ts";
import { addIngredients, launchBrowser, openPage, startServer, type Served } from "./harness.ts";

/** The attacker's server, on loopback: any request that reaches it is data leaving the page. */
type Recorder = { origin: string; hits: string[]; close: () => Promise<void> };

async function startRecorder(): Promise<Recorder> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let upstream: FakeUpstream;
let server: Served;
let browser: Browser;
let evil: Recorder;
let payloads: Payload[];

beforeAll(async () => {
  evil = await startRecorder();
  payloads = hostilePayloads(evil.origin);
  upstream = await startFakeUpstream();
  server = await startServer({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: "1000" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await upstream?.close();
  await evil?.close();
});

/**
 * Runs in the page before any of its own code: records, for the whole visit, every element that could
 * fetch or run something, every event-handler attribute and every link with another scheme, even if
 * it exists only for a moment while the reply streams in.
 */
function watchTheDocument({ origin, schemes }: { origin: string; schemes: string[] }) {
  const findings: string[] = [];
  (window as unknown as { __findings: string[] }).__findings = findings;
  const risky = /^(img|picture|source|video|audio|track|iframe|frame|frameset|object|embed|base|meta|link|script|style|svg|math|template|noscript|portal)$/;
  const describe = (element: Element) => element.outerHTML.slice(0, 160);
  let parsed = false;
  document.addEventListener("DOMContentLoaded", () => (parsed = true));
  const ours = (element: Element) => {
    // The page's own: index.html as served, the bundle's later preloads, the chef icon in the header.
    if (!parsed && element.closest("head")) return true;
    if (element.localName === "img") return element.parentElement?.localName === "header";
    const address = element.getAttribute("src") ?? element.getAttribute("href") ?? "";
    return /^(script|link)$/.test(element.localName) && new URL(address, origin).href.startsWith(`${origin}/assets/`);
  };
  const inspect = (element: Element) => {
    if (risky.test(element.localName) && !ours(element) && !(element.localName === "meta" && !element.hasAttribute("http-equiv"))) {
      findings.push(`element: ${describe(element)}`);
    }
    for (const { name } of element.attributes) if (name.startsWith("on")) findings.push(`handler: ${describe(element)}`);
    if (element.localName === "a" && element.hasAttribute("href")) {
      const scheme = new URL(element.getAttribute("href") ?? "", origin).protocol;
      if (!schemes.includes(scheme)) findings.push(`link: ${describe(element)}`);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes" && record.target instanceof Element) inspect(record.target);
      for (const node of record.addedNodes) {
        if (node instanceof Element) [node, ...node.querySelectorAll("*")].forEach(inspect);
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/** The whole document, once the dust settles: nothing foreign in it anywhere. */
function inspectTheDocument(origin: string): string[] {
  const problems: string[] = [];
  for (const element of document.querySelectorAll("*")) {
    for (const { name } of element.attributes) if (name.startsWith("on")) problems.push(`handler: ${element.outerHTML.slice(0, 160)}`);
  }
  for (const element of document.querySelectorAll("base, iframe, frame, object, embed, svg, math, video, audio, meta[http-equiv], style, template")) {
    problems.push(`element: ${element.outerHTML.slice(0, 160)}`);
  }
  for (const element of document.querySelectorAll<HTMLScriptElement>("script")) {
    if (!element.src.startsWith(`${origin}/assets/`)) problems.push(`not ours: ${element.outerHTML.slice(0, 160)}`);
  }
  // The one picture on the page is the chef icon in the header.
  for (const element of document.querySelectorAll("img")) {
    if (element.parentElement?.localName !== "header") problems.push(`image: ${element.outerHTML.slice(0, 160)}`);
  }
  if (`${location.origin}${location.pathname}` !== `${origin}/`) problems.push(`navigated to ${location.href}`);
  return problems;
}

async function openWatched(bypassCSP: boolean) {
  const watched = await openPage(browser, server.origin, { bypassCSP });
  const ran: string[] = [];
  await watched.page.exposeFunction("__xss", (id: string) => ran.push(id));
  await watched.page.addInitScript(watchTheDocument, { origin: server.origin, schemes: ALLOWED_SCHEMES });
  await watched.page.reload();
  return { ...watched, ran };
}

/**
 * Lets handlers that fire late (an image's onerror, a meta refresh, a focus) have their chance: two
 * frames painted, then the page idle — every task the reply queued has run.
 */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

async function expectInertRecipe(page: Page, group: Payload[], label: string) {
  const panel = page.getByRole("region", { name: "Chef recommends" });
  expect(await panel.locator("img, iframe, object, embed, form, base, meta, script, style, svg").count(), label).toBe(0);
  expect(await panel.locator(".markdown").evaluate(findMarkupProblems, ALLOWED_SCHEMES), label).toEqual([]);
  const shown = (await panel.textContent()) ?? "";
  const hrefs = await panel.getByRole("link").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  for (const payload of group) {
    if (!payload.swallowsRest) expect(shown, `${label}: ${payload.id} ${payload.name} swallowed what followed it`).toContain(sentinel(payload));
    for (const prefix of payload.keeps ?? []) {
      expect(hrefs.some((href) => href.startsWith(prefix)), `${label}: ${payload.id} ${payload.name} keeps ${prefix}`).toBe(true);
    }
  }
  // A visitor clicking what used to be a link: it has no address, so nothing may happen. A span inside a
  // link the policy kept (an image's alt text inside an https link) is left alone: clicking it follows
  // the link, in a new tab that would leave this page in the background, drawing a frame a second.
  await panel
    .locator(".markdown span")
    .evaluateAll((spans) => spans.filter((span) => span.closest("a[href]") === null).forEach((span) => (span as HTMLElement).click()));
  expect(page.context().pages(), `${label}: a click opened another page`).toHaveLength(1);
}

async function feedTheCorpus(bypassCSP: boolean) {
  const { page, context, ran, cspViolations, foreignRequests } = await openWatched(bypassCSP);
  await addIngredients(page, ["eggs", "spinach", "feta", "onion"]);
  const replies = batches(payloads, 16);
  for (const [index, group] of replies.entries()) {
    const label = `reply ${index + 1} (${group[0]?.id}–${group.at(-1)?.id})`;
    const before = upstream.requests.length;
    upstream.queue({ kind: "stream", text: replyFor(group), chunkSize: 64 });
    await page.getByRole("button", { name: "Get a recipe" }).click();
    await expect.poll(() => upstream.requests[before]?.finished ?? false).toBe(true);
    await page.getByRole("region", { name: "Chef recommends" }).getByRole("button", { name: "More" }).waitFor();
    await settle(page);
    await expectInertRecipe(page, group, label);
  }

  // The last reply is kept and shown again after a reload: stored text is no safer than streamed text.
  await page.reload();
  await page.getByRole("region", { name: "Chef recommends" }).getByRole("heading", { name: "Hostile recipe" }).waitFor();
  await settle(page);
  await expectInertRecipe(page, replies.at(-1) ?? [], "after a reload");

  expect(await page.evaluate(inspectTheDocument, server.origin)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __findings: string[] }).__findings)).toEqual([]);
  expect(ran, "payloads whose script ran").toEqual([]);
  expect(foreignRequests, "requests leaving the page's origin").toEqual([]);
  expect(evil.hits, "requests that reached the attacker's server").toEqual([]);
  expect(cspViolations, "CSP violations").toEqual([]);
  await context.close();
  return replies.length;
}

test("every hostile payload renders inert under the page's CSP, and the CSP never has to step in", async () => {
  const replies = await feedTheCorpus(false);
  console.log(`hostile markdown: ${payloads.length} payloads in ${replies} replies, with the CSP`);
  expect(payloads.length).toBeGreaterThanOrEqual(60);
});

test("without the CSP, the markdown policy alone still lets nothing run, load or leave", async () => {
  const replies = await feedTheCorpus(true);
  console.log(`hostile markdown: ${payloads.length} payloads in ${replies} replies, CSP bypassed`);
});
