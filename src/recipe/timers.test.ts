import { expect, test } from "vitest";
import { findTimers, formatRemaining, readMinutes } from "./timers.ts";

test.each([
  ["Simmer for 10 minutes, stirring.", 600, "Start 10-minute timer", "Simmer for 10 minutes"],
  ["Bake 25–30 min until golden.", 1500, "Start 25-minute timer", "Bake 25–30 min"],
  ["Roast for 1 hour.", 3600, "Start 1-hour timer", "Roast for 1 hour"],
  ["Cook for 1 ½ hours.", 5400, "Start 1-hour 30-minute timer", "Cook for 1 ½ hours"],
  ["Rest 1 hr 15 mins, then slice.", 4500, "Start 1-hour 15-minute timer", "Rest 1 hr 15 mins"],
  ["Whisk for 30 seconds.", 30, "Start 30-second timer", "Whisk for 30 seconds"],
  ["Bake for an hour and a half.", 5400, "Start 1-hour 30-minute timer", "Bake for an hour and a half"],
  ["Fry 5 to 7 minutes per side.", 300, "Start 5-minute timer", "Fry 5 to 7 minutes"],
])("%j gives a timer", (step, seconds, label, source) => {
  expect(findTimers(step)).toEqual([{ seconds, label, source }]);
});

test("lengths, temperatures and counts are not durations", () => {
  expect(findTimers("Cut into 10 cm pieces and heat the oven to 350 degrees with 2 trays.")).toEqual([]);
});

test("a step with two durations gives two timers, in order", () => {
  expect(findTimers("Boil the pasta for 8 minutes; meanwhile fry the garlic for 1 minute.").map((timer) => timer.seconds)).toEqual([480, 60]);
});

test("stated times read as minutes", () => {
  expect(readMinutes("1 hr 15 mins")).toBe(75);
  expect(readMinutes("45 minutes")).toBe(45);
  expect(readMinutes("soon")).toBeNull();
});

test("remaining time reads like a kitchen timer", () => {
  expect(formatRemaining(599.2)).toBe("10:00");
  expect(formatRemaining(61)).toBe("1:01");
  expect(formatRemaining(3725)).toBe("1:02:05");
  expect(formatRemaining(-3)).toBe("0:00");
});
