import { expect, test } from "vitest";
import oldLists from "../../tests/fixtures/fridge-lists.json";
import newLists from "../../tests/fixtures/fridge-lists-24.json";
import freshLists from "../../tests/fixtures/fridge-lists-24-fresh.json";
import thirdLists from "../../tests/fixtures/fridge-lists-24-third.json";
import fourthLists from "../../tests/fixtures/fridge-lists-24-fourth.json";
import fifthLists from "../../tests/fixtures/fridge-lists-24-fifth.json";
import { seededRandom } from "../../tests/seeded-random.ts";
import { describeFigures, figuresByHalf, fridgeFigures, pickFromCookbook, readSplitLists, type FridgeList, type SplitList } from "./fridge-figures.ts";

/**
 * The cookbook on realistic fridge lists, with a new visitor's default pantry: a cook should get the
 * dish a friend would suggest, needing at most a couple of things from the shop, built around the
 * ingredient they wanted to use up. Two sets: issue 12's 63 lists (tests/fixtures/fridge-lists.json)
 * and issue 24's 103 (tests/fixtures/fridge-lists-24.json), third 91 (fridge-lists-24-third.json), fourth
 * 50 (fridge-lists-24-fourth.json) and fifth 52 (fridge-lists-24-fifth.json), each
 * halved before anything was tuned: the untouched halves are reported apart, and printed only by
 * `npx tsx scripts/cookbook-figures.ts --untouched`; this file prints nothing of them.
 */
const entries = readSplitLists(newLists.lists);
const fresh = readSplitLists(freshLists.lists);
const third = readSplitLists(thirdLists.lists);
const fourth = readSplitLists(fourthLists.lists);
const fifth = readSplitLists(fifthLists.lists);

function expectSeededHalves(set: readonly SplitList[], seed: number, least: number): void {
  const order = set.map((_, index) => index);
  const random = seededRandom(seed);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
  }
  const tuning = new Set(order.slice(0, Math.floor(set.length / 2)));
  expect(set.map((entry) => entry.half)).toEqual(set.map((_, index) => (tuning.has(index) ? "tuning" : "untouched")));
  expect(set.length).toBeGreaterThanOrEqual(least);
  for (const entry of set) {
    expect(entry.list, entry.cook).toContain(entry.star);
    expect(entry.list.length, entry.cook).toBeGreaterThanOrEqual(4);
    expect(entry.list.length, entry.cook).toBeLessThanOrEqual(7);
  }
}

test("issue 24's lists keep the halves the seed gave them when they were written", () => {
  expectSeededHalves(entries, newLists.seed, 80);
});

test("issue 24's fresh lists keep the halves the seed gave them when they were written", () => {
  expectSeededHalves(fresh, freshLists.seed, 60);
});

test("issue 24's third lists keep the halves the seed gave them when they were written", () => {
  expectSeededHalves(third, thirdLists.seed, 60);
});

test("issue 24's fourth lists keep the halves the seed gave them when they were written", () => {
  expectSeededHalves(fourth, fourthLists.seed, 40);
});

test("issue 24's fifth lists keep the halves the seed gave them when they were written", () => {
  expectSeededHalves(fifth, fifthLists.seed, 40);
});

test("issue 12's lists: few extras to buy, the star ingredient used, most of each list used", () => {
  const set = oldLists.lists as FridgeList[];
  const figures = fridgeFigures(set, pickFromCookbook);
  console.log(describeFigures("issue 12's lists", figures));
  expect(figures.lists).toBeGreaterThanOrEqual(60);
  expect(figures.medianExtras).toBeLessThanOrEqual(2);
  expect(figures.atMostTwoExtras).toBeGreaterThanOrEqual(0.7);
  expect(figures.starUsed).toBeGreaterThanOrEqual(0.9);
  expect(figures.listUsed).toBeGreaterThanOrEqual(0.6);
});

test("issue 24's lists, each half apart: a recipe for every list, few extras, the star used", () => {
  const figures = figuresByHalf(entries, pickFromCookbook);
  console.log(describeFigures("issue 24's tuning half", figures.tuning));
  for (const halfFigures of Object.values(figures)) {
    expect(halfFigures.lists).toBeGreaterThanOrEqual(40);
    expect(halfFigures.answered).toBe(halfFigures.lists);
    expect(halfFigures.medianExtras).toBeLessThanOrEqual(2);
    expect(halfFigures.atMostTwoExtras).toBeGreaterThanOrEqual(0.7);
  }
  expect(figures.tuning.starUsed).toBeGreaterThanOrEqual(0.9);
  // Issue 24's goal for the untouched half is 90 %; measured once at the end of the first session 86.5 %
  // (45 of 52), and 90.4 % (47 of 52) at the end of the third (2026-11-27). This guards that level; it was
  // not tuned to (docs/decisions/015-cookbook-ranking.md).
  expect(figures.untouched.starUsed).toBeGreaterThanOrEqual(0.9);
});

test("issue 24's third lists, each half apart: a recipe for every list, few extras, the star used", () => {
  const figures = figuresByHalf(third, pickFromCookbook);
  for (const halfFigures of Object.values(figures)) {
    expect(halfFigures.lists).toBeGreaterThanOrEqual(45);
    expect(halfFigures.answered).toBe(halfFigures.lists);
    expect(halfFigures.medianExtras).toBeLessThanOrEqual(2);
    expect(halfFigures.atMostTwoExtras).toBeGreaterThanOrEqual(0.7);
  }
  expect(figures.tuning.starUsed).toBeGreaterThanOrEqual(0.9);
  // Measured once at the end (87.0 %, 40 of 46; the goal is 90 %): this guards that level, it was not tuned to.
  expect(figures.untouched.starUsed).toBeGreaterThanOrEqual(40 / 46);
});

test("issue 24's fourth lists, each half apart: a recipe for every list, the star used", () => {
  const figures = figuresByHalf(fourth, pickFromCookbook);
  for (const halfFigures of Object.values(figures)) {
    expect(halfFigures.lists).toBeGreaterThanOrEqual(25);
    expect(halfFigures.answered).toBe(halfFigures.lists);
    expect(halfFigures.medianExtras).toBeLessThanOrEqual(2);
  }
  expect(figures.tuning.starUsed).toBeGreaterThanOrEqual(0.9);
  // Measured once, at the end of the session that wrote them (84.0 %, 21 of 25; the goal is 90 %): this
  // guards that level, it was not tuned to (docs/decisions/015-cookbook-ranking.md, 2026-11-28).
  expect(figures.untouched.starUsed).toBeGreaterThanOrEqual(21 / 25);
});

test("issue 24's fifth lists, each half apart: a recipe for every list, the star used", () => {
  const figures = figuresByHalf(fifth, pickFromCookbook);
  for (const halfFigures of Object.values(figures)) {
    expect(halfFigures.lists).toBeGreaterThanOrEqual(26);
    expect(halfFigures.answered).toBe(halfFigures.lists);
    expect(halfFigures.medianExtras).toBeLessThanOrEqual(2);
  }
  expect(figures.tuning.starUsed).toBeGreaterThanOrEqual(0.88);
  // Measured at the end of the session that wrote them (76.9 %, 20 of 26; the goal is 90 %): this guards
  // that level, it was not tuned to (docs/decisions/015-cookbook-ranking.md, 2026-11-28 morning).
  expect(figures.untouched.starUsed).toBeGreaterThanOrEqual(20 / 26);
});
