import { expect, test } from "vitest";
import { avoidingAlso, MAX_AVOID_LENGTH } from "./preferences.ts";

test("Ask again without it: what the recipe held is added to the things to avoid, each once, within the limit", () => {
  expect(avoidingAlso("nuts", ["pesto"])).toBe("nuts, pesto");
  expect(avoidingAlso(" peanuts ", ["Peanuts", "satay"])).toBe("peanuts, satay");
  expect(avoidingAlso("", ["chicken"])).toBe("chicken");
  const long = "x".repeat(MAX_AVOID_LENGTH - 3);
  expect(avoidingAlso(long, ["chicken"])).toBe(long);
});
