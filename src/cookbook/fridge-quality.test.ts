import { expect, test } from "vitest";
import lists from "../../tests/fixtures/fridge-lists.json";
import { fridgeFigures, type FridgeList } from "./fridge-figures.ts";
import { answerFromCookbook } from "./match.ts";

/**
 * Issue 12's figures on realistic fridge lists (tests/fixtures/fridge-lists.json), with a new
 * visitor's default pantry: a cook should get the dish a friend would suggest, needing at most a
 * couple of things from the shop, built around the ingredient they wanted to use up.
 */
test("fridge lists: few extras to buy, the star ingredient used, most of each list used", () => {
  const set = lists.lists as FridgeList[];
  const figures = fridgeFigures(set, (list) => {
    const answer = answerFromCookbook(list);
    return answer.kind === "match" ? answer : null;
  });
  console.log(
    `cookbook on ${figures.lists} fridge lists: median extras ${figures.medianExtras}, ${(figures.atMostTwoExtras * 100).toFixed(1)}% need ≤ 2, ` +
      `star used in ${(figures.starUsed * 100).toFixed(1)}%, ${(figures.listUsed * 100).toFixed(1)}% of each list used on average`,
  );
  expect(figures.lists).toBeGreaterThanOrEqual(60);
  for (const entry of set) {
    expect(entry.list.length).toBeGreaterThanOrEqual(4);
    expect(entry.list.length).toBeLessThanOrEqual(7);
  }
  expect(figures.medianExtras).toBeLessThanOrEqual(2);
  expect(figures.atMostTwoExtras).toBeGreaterThanOrEqual(0.7);
  expect(figures.starUsed).toBeGreaterThanOrEqual(0.9);
  expect(figures.listUsed).toBeGreaterThanOrEqual(0.6);
});
