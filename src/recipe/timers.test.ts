import fc from "fast-check";
import { expect, test } from "vitest";
import { formatRemaining, timerName } from "./timer-text.ts";
import { findTimers, readMinutes } from "./timers.ts";
import { FALLBACK_ACTION, TIMER_ACTIONS } from "./vocabulary.ts";

test.each([
  ["Simmer for 10 minutes, stirring.", 600, "Start 10-minute timer", "Simmer for 10 minutes", "simmer"],
  ["Bake 25–30 min until golden.", 1500, "Start 25-minute timer", "Bake 25–30 min", "bake"],
  ["Roast for 1 hour.", 3600, "Start 1-hour timer", "Roast for 1 hour", "roast"],
  ["Cook for 1 ½ hours.", 5400, "Start 1-hour 30-minute timer", "Cook for 1 ½ hours", "cook"],
  ["Rest 1 hr 15 mins, then slice.", 4500, "Start 1-hour 15-minute timer", "Rest 1 hr 15 mins", "rest"],
  ["Whisk for 30 seconds.", 30, "Start 30-second timer", "Whisk for 30 seconds", "whisk"],
  ["Bake for an hour and a half.", 5400, "Start 1-hour 30-minute timer", "Bake for an hour and a half", "bake"],
  ["Fry 5 to 7 minutes per side.", 300, "Start 5-minute timer", "Fry 5 to 7 minutes", "fry"],
])("%j gives a timer", (step, seconds, label, source, action) => {
  expect(findTimers(step)).toEqual([{ seconds, label, source, action }]);
});

test.each([
  // The verb governing the duration, not the first word nor the last noun of the clause.
  ["In an ovenproof frying pan, fry the onion for 6 minutes.", ["fry"]],
  ["Add the stock, cover and simmer gently for 20 minutes.", ["simmer"]],
  ["Leave to rise for 1 hour.", ["rise"]],
  ["Set aside for 10 minutes.", ["set aside"]],
  ["Keep stirring for 2 minutes.", ["stir"]],
  ["Cook the quinoa in boiling water for 12 minutes.", ["cook"]],
  ["Toast the seeds in a dry frying pan for 3 minutes.", ["toast"]],
  ["Heat the oil over a medium heat for 2 minutes.", ["heat"]],
  ["After 5 minutes, flip the pancake.", ["flip"]],
  ["Boil the pasta for 8 minutes; meanwhile fry the garlic for 1 minute.", ["boil", "fry"]],
  ["Sear in a very hot pan for 2 minutes a side and rest for 5 minutes.", ["sear", "rest"]],
  // Nothing to name it by in its sentence: the step's earlier verb, then the vocabulary's fallback.
  ["Roast the squash. Add the onion for the last 10 minutes.", ["roast"]],
  ["Wait 10 minutes.", [FALLBACK_ACTION]],
])("%j: the timers are named by %j", (step, actions) => {
  expect(findTimers(step).map((timer) => timer.action)).toEqual(actions);
});

test("a timer is called by its step and action", () => {
  expect(timerName(3, "simmer")).toBe("Step 3 · simmer");
});

// Steps of words, verbs from the vocabulary (inflected or not) and durations in any order: every
// timer found has a short action, one of the vocabulary's or its fallback, and a step to be named by.
const stepWord = fc.oneof(
  fc.constantFrom("the", "onion", "a", "pan", "over", "medium", "heat", "and", "until", "golden", "then", "in", "oil", "water", ",", "."),
  fc.constantFrom(...TIMER_ACTIONS),
  fc.constantFrom(...TIMER_ACTIONS).map((verb) => `${verb}ing`),
  fc.tuple(fc.integer({ min: 1, max: 90 }), fc.constantFrom("minutes", "min", "hours", "seconds")).map(([amount, unit]) => `for ${amount} ${unit}`),
);
test("every timer found has a short action from the vocabulary and a step number", () => {
  fc.assert(
    fc.property(fc.array(stepWord, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 40 }), (words, step) => {
      for (const timer of findTimers(words.join(" "))) {
        expect(timer.action.length).toBeGreaterThan(0);
        expect(timer.action.split(" ").length).toBeLessThanOrEqual(2);
        expect([...TIMER_ACTIONS, FALLBACK_ACTION]).toContain(timer.action);
        expect(timerName(step, timer.action)).toMatch(new RegExp(`^Step ${step} · \\S`));
      }
    }),
  );
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
