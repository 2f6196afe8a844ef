import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "../tests/fake-upstream.ts";
import { FOUR, collectRecipe, postJson, startApp } from "../tests/start-app.ts";
import { activeBackend, loadConfig } from "./config.server.ts";

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
});

test("Hugging Face mode sends the token as bearer and picks the provider by model suffix", async () => {
  const app = await startApp(
    { HF_TOKEN: "hf_canarycanarycanary", AI_CHEF_MODEL: "org/some-model", AI_CHEF_PROVIDER: "fireworks-ai" },
    { routerUrl: upstream.url },
  );
  const before = upstream.requests.length;
  const { last, events } = await collectRecipe(app.origin, { ingredients: FOUR });
  expect(last?.type).toBe("done");
  expect(events[0]).toMatchObject({ type: "meta", backend: "huggingface", model: "org/some-model" });
  const request = upstream.requests[before];
  expect(request?.headers.authorization).toBe("Bearer hf_canarycanarycanary");
  expect(request?.body.model).toBe("org/some-model:fireworks-ai");
  await app.close();
});

test("a self-hosted server without a token gets no Authorization header", async () => {
  const app = await startApp({ AI_CHEF_BASE_URL: `${upstream.url}/` });
  const before = upstream.requests.length;
  await collectRecipe(app.origin, { ingredients: FOUR });
  expect(upstream.requests[before]?.path).toBe("/v1/chat/completions");
  expect(upstream.requests[before]?.headers.authorization).toBeUndefined();
  await app.close();
});

test("over the rate limit: 429 with Retry-After before any upstream call, even for a concurrent burst", async () => {
  const app = await startApp({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: "3" });
  const before = upstream.requests.length;
  const responses = await Promise.all(Array.from({ length: 12 }, () => postJson(app.origin, { ingredients: FOUR })));
  await Promise.all(responses.map((response) => response.text()));
  const statuses = responses.map((response) => response.status).sort();
  expect(statuses.filter((status) => status === 200)).toHaveLength(3);
  expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  const limited = responses.find((response) => response.status === 429);
  expect(Number(limited?.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(upstream.requests.length - before).toBe(3);
  await app.close();
});

test("X-Forwarded-For picks the client only when AI_CHEF_TRUST_PROXY is set", async () => {
  const direct = await startApp({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: "1" });
  const a = await postJson(direct.origin, { ingredients: FOUR }, { "X-Forwarded-For": "203.0.113.1" });
  await a.text();
  const b = await postJson(direct.origin, { ingredients: FOUR }, { "X-Forwarded-For": "203.0.113.2" });
  expect(b.status).toBe(429);
  await direct.close();

  const proxied = await startApp({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: "1", AI_CHEF_TRUST_PROXY: "1" });
  const c = await postJson(proxied.origin, { ingredients: FOUR }, { "X-Forwarded-For": "198.51.100.7, 203.0.113.1" });
  await c.text();
  const d = await postJson(proxied.origin, { ingredients: FOUR }, { "X-Forwarded-For": "203.0.113.2" });
  await d.text();
  const e = await postJson(proxied.origin, { ingredients: FOUR }, { "X-Forwarded-For": "198.51.100.9, 203.0.113.1" });
  expect([c.status, d.status, e.status]).toEqual([200, 200, 429]);
  await proxied.close();
});

test("configuration: empty counts as unset, bad values are named, conflicting ones refused", () => {
  const empty = loadConfig({ HF_TOKEN: "", AI_CHEF_BASE_URL: " ", AI_CHEF_RATE_LIMIT: "" });
  expect(empty.ok && activeBackend(empty.config)).toBe("cookbook");
  expect(empty.ok && empty.config.rateLimitPerMinute).toBe(10);
  expect(empty.ok && empty.config.port).toBe(8080);

  const bad = loadConfig({ AI_CHEF_BASE_URL: "ftp://x", AI_CHEF_RATE_LIMIT: "lots", PORT: "99999" });
  expect(bad.ok).toBe(false);
  if (!bad.ok) expect(bad.problems.join("\n")).toMatch(/AI_CHEF_BASE_URL[\s\S]*AI_CHEF_RATE_LIMIT[\s\S]*PORT|PORT/);

  const both = loadConfig({ AI_CHEF_BASE_URL: "http://127.0.0.1:11434/v1", AI_CHEF_PROVIDER: "fireworks-ai" });
  expect(both.ok).toBe(false);

  const hf = loadConfig({ HF_TOKEN: "hf_x" });
  expect(hf.ok && activeBackend(hf.config)).toBe("huggingface");
  const trust = loadConfig({ AI_CHEF_TRUST_PROXY: "false" });
  expect(trust.ok && trust.config.trustProxy).toEqual([]);
  const redisTimeout = loadConfig({});
  expect(redisTimeout.ok && redisTimeout.config.redisTimeoutMs).toBe(250);
  for (const value of ["0", "slow", "600000"]) {
    const badTimeout = loadConfig({ AI_CHEF_REDIS_TIMEOUT_MS: value });
    expect(badTimeout.ok || badTimeout.problems.join(" ")).toMatch(/^AI_CHEF_REDIS_TIMEOUT_MS: /);
  }
  const badTrust = loadConfig({ AI_CHEF_TRUST_PROXY: "my-proxy" });
  expect(badTrust.ok).toBe(false);
  if (!badTrust.ok) expect(badTrust.problems.join(" ")).toMatch(/^AI_CHEF_TRUST_PROXY: "my-proxy" is not an IP address or CIDR range/);
});

test("forged X-Forwarded-For from an address that is not a trusted proxy: every forgery shares one limit", async () => {
  // The proxy the operator trusts is elsewhere; this client reaches the instance directly.
  const app = await startApp({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: "3", AI_CHEF_TRUST_PROXY: "10.0.0.0/8" });
  const before = upstream.requests.length;
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const response = await postJson(app.origin, { ingredients: FOUR }, { "X-Forwarded-For": `10.0.0.1, 203.0.113.${i + 1}` });
    statuses.push(response.status);
    await response.text();
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(3);
  expect(upstream.requests.length - before).toBe(3);
  await app.close();
});

test("behind a trusted proxy, one address spelt twelve ways is one client, and an IPv6 /64 is one client", async () => {
  const app = await startApp({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: "2", AI_CHEF_TRUST_PROXY: "loopback" });
  const spellings = ["198.51.100.7", "0306.063.0144.07", "0xc6.0x33.0x64.0x07", "0xc6336407", "3325256711", "198.3367943", "198.51.25607", "::ffff:198.51.100.7", "::ffff:c633:6407", "[::ffff:198.51.100.7]:80", "198.51.100.007", "198.51.100.7:5000"];
  const statuses: number[] = [];
  for (const spelling of spellings) {
    const response = await postJson(app.origin, { ingredients: FOUR }, { "X-Forwarded-For": spelling });
    statuses.push(response.status);
    await response.text();
  }
  expect(statuses).toEqual([200, 200, ...Array.from({ length: 10 }, () => 429)]);
  const v6: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const response = await postJson(app.origin, { ingredients: FOUR }, { "X-Forwarded-For": `2001:db8:aa:bb::${i.toString(16)}` });
    v6.push(response.status);
    await response.text();
  }
  expect(v6).toEqual([200, 200, 429, 429, 429, 429]);
  await app.close();
});

test("only a valid AI request spends the limit: cross-site text/plain posts (415) and bad lists (400) cost nothing", async () => {
  const app = await startApp({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: "2" });
  for (let i = 0; i < 10; i++) {
    const crossSite = await fetch(`${app.origin}/api/recipe`, { method: "POST", headers: { "Content-Type": "text/plain;charset=UTF-8" }, body: JSON.stringify({ ingredients: FOUR }) });
    expect(crossSite.status).toBe(415);
    const bad = await postJson(app.origin, { ingredients: ["eggs"] });
    expect(bad.status).toBe(400);
    const broken = await postJson(app.origin, "{not json");
    expect(broken.status).toBe(400);
  }
  const valid = [];
  for (let i = 0; i < 3; i++) {
    const response = await postJson(app.origin, { ingredients: FOUR });
    valid.push(response.status);
    await response.text();
  }
  expect(valid).toEqual([200, 200, 429]);
  await app.close();
});

test("past the cap of clients counted apart in a minute, newcomers share one count, so memory stays bounded and the limit still holds", async () => {
  const app = await startApp({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: "1", AI_CHEF_TRUST_PROXY: "loopback" }, { maxTrackedClients: 5 });
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const response = await postJson(app.origin, { ingredients: FOUR }, { "X-Forwarded-For": `192.0.2.${i}` });
    statuses.push(response.status);
    await response.text();
  }
  // Five counted apart; the seven after them share one limit of one.
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429]);
  const metrics = await (await fetch(`${app.origin}/metrics`)).text();
  expect(metrics).toMatch(/^ai_chef_rate_limit_clients 5$/m);
  await app.close();
});

test("with no AI configured, recipes come from the built-in cookbook through the same stream", async () => {
  const app = await startApp({ HF_TOKEN: "", AI_CHEF_BASE_URL: "" });
  const before = upstream.requests.length;
  const health = await (await fetch(`${app.origin}/api/health`)).json();
  expect(health).toEqual({ status: "ok", backend: "cookbook", model: "built-in cookbook" });
  const { events, text, last } = await collectRecipe(app.origin, { ingredients: ["eggs", "spinach", "feta", "onion"] });
  expect(events[0]).toEqual({ type: "meta", backend: "cookbook", model: "built-in cookbook" });
  expect(events.filter((event) => event.type === "text").length).toBeGreaterThan(5);
  expect(text).toMatch(/^# .+\n/);
  expect(text).toMatch(/## Ingredients/);
  expect(last).toEqual({ type: "done", finishReason: "stop" });
  const again = await collectRecipe(app.origin, { ingredients: ["eggs", "spinach", "feta", "onion"], attempt: 1 });
  expect(again.text).not.toBe(text);
  const vegan = await collectRecipe(app.origin, {
    ingredients: ["eggs", "spinach", "feta", "onion"],
    preferences: { diets: ["vegan"], avoid: "", servings: null, minutes: null },
  });
  expect(vegan.text).not.toMatch(/\beggs?\b|feta/i);
  // The things to avoid reach the cookbook: the curry it would give comes without its peanuts.
  const curry = ["pumpkin", "coconut milk", "onion", "red curry paste"];
  expect((await collectRecipe(app.origin, { ingredients: curry })).text).toMatch(/peanut/i);
  const avoiding = await collectRecipe(app.origin, { ingredients: curry, preferences: { diets: [], avoid: "peanuts", servings: null, minutes: null } });
  expect(avoiding.text).toMatch(/^# .+\n/);
  expect(avoiding.text).not.toMatch(/peanut/i);
  const notFood = await postJson(app.origin, { ingredients: ["bleach", "ammonia", "vinegar", "lemon"] });
  expect(notFood.status).toBe(400);
  expect((await notFood.json()).error.code).toBe("not_food");
  const nothing = await collectRecipe(app.origin, { ingredients: ["xylophone", "granite", "velvet", "kryptonite"] });
  expect(nothing.last?.type).toBe("done");
  expect(nothing.text.length).toBeGreaterThan(50);
  const bad = await postJson(app.origin, { ingredients: ["a"] });
  expect(bad.status).toBe(400);
  expect(upstream.requests.length).toBe(before);
  await app.close();
});

test("without AI_CHEF_TRUST_PROXY, a concurrent burst that forges a new X-Forwarded-For each time still gets only the limit", async () => {
  const app = await startApp({ AI_CHEF_BASE_URL: upstream.url, AI_CHEF_RATE_LIMIT: "3" });
  const before = upstream.requests.length;
  const responses = await Promise.all(
    Array.from({ length: 30 }, (_, i) => postJson(app.origin, { ingredients: FOUR }, { "X-Forwarded-For": `203.0.113.${i + 1}`, "X-Real-IP": `198.51.100.${i + 1}` })),
  );
  await Promise.all(responses.map((response) => response.text()));
  expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
  expect(responses.filter((response) => response.status === 429)).toHaveLength(27);
  expect(upstream.requests.length - before).toBe(3);
  await app.close();
});

test("the reply budget and temperature are validated: the spec's 1024 by default, a clear message otherwise", () => {
  const plain = loadConfig({});
  expect(plain.ok && [plain.config.maxTokens, plain.config.temperature]).toEqual([1024, undefined]);
  const set = loadConfig({ AI_CHEF_MAX_TOKENS: "8192", AI_CHEF_TEMPERATURE: "0.7" });
  expect(set.ok && [set.config.maxTokens, set.config.temperature]).toEqual([8192, 0.7]);
  for (const env of [{ AI_CHEF_MAX_TOKENS: "100" }, { AI_CHEF_MAX_TOKENS: "lots" }, { AI_CHEF_MAX_TOKENS: "99999" }, { AI_CHEF_TEMPERATURE: "3" }]) {
    const bad = loadConfig(env);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.join(" ")).toMatch(/AI_CHEF_(MAX_TOKENS|TEMPERATURE)/);
  }
});
