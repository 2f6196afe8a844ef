import { expect, test } from "vitest";
import { MAX_TOKENS, SYSTEM_PROMPT, buildMessages } from "./prompt.ts";

test("the request is a system instruction then one user message naming the ingredients", () => {
  const messages = buildMessages(["eggs", "spinach", "feta", "onion"]);
  expect(messages).toHaveLength(2);
  expect(messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
  expect(messages[1]?.role).toBe("user");
  expect(messages[1]?.content).toContain("eggs, spinach, feta, onion");
  expect(messages[1]?.content).toMatch(/recipe/i);
});

test("the system instruction carries the spec's rules", () => {
  expect(SYSTEM_PROMPT).toMatch(/does not have to use every ingredient/);
  expect(SYSTEM_PROMPT).toMatch(/keep such additions few/);
  expect(SYSTEM_PROMPT).toMatch(/markdown/);
  expect(MAX_TOKENS).toBe(1024);
});
