import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "../fake-upstream.ts";
import { launchBrowser, openPage, startServer, addIngredients, type Served } from "./harness.ts";

const CANARY = `hf_canary${randomBytes(16).toString("hex")}`;
// The key that signs cut-off replies is a secret too: it must show up nowhere either.
const KEY_CANARY = `signing_canary${randomBytes(16).toString("hex")}`;
let upstream: FakeUpstream;
let server: Served;

beforeAll(async () => {
  upstream = await startFakeUpstream();
  server = await startServer({ HF_TOKEN: CANARY, AI_CHEF_BASE_URL: upstream.url, AI_CHEF_SIGNING_KEY: KEY_CANARY });
});
afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test("the token reaches the upstream as a bearer token and nowhere else", async () => {
  const built = filesUnder("dist/client");
  expect(built.length).toBeGreaterThan(2);
  for (const file of built) expect(readFileSync(file).includes(CANARY) || readFileSync(file).includes(KEY_CANARY), file).toBe(false);

  const browser = await launchBrowser();
  const seen: string[] = [];
  const { page, context } = await openPage(browser, server.origin);
  page.on("response", async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    const body = await response.body().catch(() => Buffer.from(""));
    seen.push(`${response.url()} ${headers} ${body.toString("utf8")}`);
  });
  await page.reload();
  await addIngredients(page, ["eggs", "spinach", "feta", "onion"]);
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("heading", { name: "Spinach and Feta Omelette" }).waitFor();
  // A reply cut off at its length limit: its end comes signed with the key.
  upstream.queue({ kind: "stream", text: "# Half a soup\n\n1. Chop", finishReason: "length" });
  await page.getByRole("button", { name: "Another recipe" }).click();
  await page.getByRole("button", { name: "Continue" }).waitFor();
  upstream.queue({ kind: "status", status: 401, body: { error: { message: `bad token ${CANARY}` } } });
  await page.getByRole("button", { name: "Get a recipe" }).click();
  await page.getByRole("alert").waitFor();
  await context.close();
  await browser.close();

  const extra = await Promise.all(
    ["/", "/api/health", "/api/recipe", "/api/nothing", "/nothing"].map(async (path) => {
      const response = await fetch(`${server.origin}${path}`);
      return `${JSON.stringify([...response.headers])} ${await response.text()}`;
    }),
  );
  expect(seen.length).toBeGreaterThan(3);
  for (const text of [...seen, ...extra]) expect(text.includes(CANARY) || text.includes(KEY_CANARY)).toBe(false);
  expect(seen.some((text) => text.includes('"signature":"v1.'))).toBe(true);
  expect(server.output()).not.toContain(CANARY);
  expect(server.output()).not.toContain(KEY_CANARY);
  expect(upstream.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${CANARY}`, `Bearer ${CANARY}`, `Bearer ${CANARY}`]);
});
