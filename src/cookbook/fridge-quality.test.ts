import { expect, test } from "vitest";
import { FRIDGE_SETS, ISSUE_12_LISTS, type FridgeSet } from "../../tests/fridge-sets.ts";
import { seededShuffle } from "../../tests/seeded-random.ts";
import { describeFigures, figuresByHalf, fridgeFigures, pickFromCookbook, type SplitList } from "./fridge-figures.ts";

/**
 * The cookbook on realistic fridge lists, with a new visitor's default pantry: a cook should get the
 * dish a friend would suggest, needing at most a couple of things from the shop, built around the
 * ingredient they wanted to use up. Two sets: issue 12's 63 lists (tests/fixtures/fridge-lists.json)
 * and issue 24's 103 (tests/fixtures/fridge-lists-24.json), third 91 (fridge-lists-24-third.json), fourth
 * 50 (fridge-lists-24-fourth.json), fifth 52 (fridge-lists-24-fifth.json), sixth 64
 * (fridge-lists-24-sixth.json), seventh 64 (fridge-lists-24-seventh.json), eighth 64
 * (fridge-lists-24-eighth.json), ninth 64 (fridge-lists-24-ninth.json), tenth 64 (fridge-lists-24-tenth.json) and eleventh 64 (fridge-lists-24-eleventh.json), each halved before anything was tuned:
 * the untouched halves are reported apart, and printed only by `npx tsx scripts/cookbook-figures.ts --untouched`;
 * this file prints nothing of them. The eighth set's tuning half is open to tuning from the second session of
 * 2026-11-28 (evening); the ninth set was kept aside whole that session, and its tuning half is open to tuning from
 * 2026-11-28's fourth session (its untouched half stays untouched). The tenth set, written in that fourth session, was kept
 * aside whole by the lead until 18:50 UTC that session; from then its tuning half is open to tuning. The eleventh set, written
 * at 20:10 UTC before any cookbook change of its session, was kept aside whole by the lead that session (both halves
 * measured three times by the lead, figures only) and is guarded from that session's end at the levels measured; its tuning
 * half is open to tuning from the sixth session of 2026-11-28 (22:55 UTC), its untouched half stays untouched. The seventh, eighth,
 * ninth, tenth and eleventh sets' halves are guarded below at the levels the lead measured (pass or fail; the untouched halves' figures are not printed).
 * The twelfth set (fridge-lists-24-twelfth.json), written at 22:55 UTC of the sixth session of 2026-11-28 before any cookbook change
 * of that session, was kept aside whole by the lead until 00:08 UTC (both halves measured twice, figures only) and is guarded
 * at the levels measured then; from then its tuning half is open to tuning, its untouched half stays untouched.
 * The thirteenth set (fridge-lists-24-thirteenth.json), written at 00:52 UTC of the seventh session (2026-11-29) before any cookbook
 * change of that session, was kept aside whole by the lead until 02:25 UTC (both halves measured twice, figures only) and is
 * guarded at the levels measured then; from then its tuning half is open to tuning, its untouched half stays untouched.
 * The fourteenth set (fridge-lists-24-fourteenth.json), written at 03:31 UTC of the eighth session (2026-11-29) before any cookbook
 * change of that session, was kept aside whole by the lead until 04:35 UTC (both halves measured twice, figures only) and is
 * guarded at the levels measured then; from then its tuning half is open to tuning, its untouched half stays untouched.
 * The fifteenth set (fridge-lists-24-fifteenth.json), written at about 05:38 UTC of the ninth session (2026-11-29) before any
 * cookbook change of that session, was kept aside whole by the lead until 08:00 UTC (both halves measured four times, figures
 * only) and is guarded at the levels measured then; from then its tuning half is open to tuning, its untouched half stays untouched.
 * The sixteenth set (fridge-lists-24-sixteenth.json), written at about 08:02 UTC of the tenth session (2026-11-29) before any
 * cookbook change of that session but one reader fix (two meats typed as one item, 07:58), was kept aside whole by the lead until
 * 10:22 UTC of the eleventh session (both halves measured three times, figures only) and is guarded at the levels measured then;
 * from then its tuning half is open to tuning, its untouched half stays untouched.
 * The seventeenth set (fridge-lists-24-seventeenth.json), written at about 10:25 UTC of the eleventh session (2026-11-29) before any
 * cookbook change of that session, was kept aside whole by the lead until 13:15 UTC of the twelfth session (both halves measured
 * three times, figures only) and is guarded at the levels measured then; from then its tuning half is open to tuning, its
 * untouched half stays untouched.
 * The eighteenth set (fridge-lists-24-eighteenth.json), written at about 13:16 UTC of the twelfth session (2026-11-29) before any
 * cookbook change of that session, is kept aside whole by the lead that session: only its seeded halves are checked here.
 */
const { first, fresh, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth, thirteenth, fourteenth, fifteenth, sixteenth, seventeenth, eighteenth } = FRIDGE_SETS;

function expectSeededHalves(set: readonly SplitList[], seed: number, least: number): void {
  const order = seededShuffle(set.map((_, index) => index), seed);
  const tuning = new Set(order.slice(0, Math.floor(set.length / 2)));
  expect(set.map((entry) => entry.half)).toEqual(set.map((_, index) => (tuning.has(index) ? "tuning" : "untouched")));
  expect(set.length).toBeGreaterThanOrEqual(least);
  for (const entry of set) {
    expect(entry.list, entry.cook).toContain(entry.star);
    expect(entry.list.length, entry.cook).toBeGreaterThanOrEqual(4);
    expect(entry.list.length, entry.cook).toBeLessThanOrEqual(7);
  }
}

// Each set as written: its seed, and the fewest lists it holds.
const SEEDED: readonly { set: FridgeSet; least: number }[] = [
  { set: first, least: 80 },
  { set: fresh, least: 60 },
  { set: third, least: 60 },
  { set: fourth, least: 40 },
  { set: fifth, least: 40 },
  { set: sixth, least: 50 },
  { set: seventh, least: 50 },
  { set: eighth, least: 50 },
  { set: ninth, least: 50 },
  { set: tenth, least: 50 },
  { set: eleventh, least: 50 },
  { set: twelfth, least: 60 },
  { set: thirteenth, least: 60 },
  { set: fourteenth, least: 60 },
  { set: fifteenth, least: 60 },
  { set: sixteenth, least: 60 },
  { set: seventeenth, least: 60 },
  { set: eighteenth, least: 60 },
];
for (const { set, least } of SEEDED) {
  test(`${set.label} keep the halves the seed gave them when they were written`, () => expectSeededHalves(set.lists, set.seed, least));
}

test("issue 12's lists: few extras to buy, the star ingredient used, most of each list used", () => {
  const set = ISSUE_12_LISTS;
  const figures = fridgeFigures(set, pickFromCookbook);
  console.log(describeFigures("issue 12's lists", figures));
  expect(figures.lists).toBeGreaterThanOrEqual(60);
  expect(figures.medianExtras).toBeLessThanOrEqual(2);
  expect(figures.atMostTwoExtras).toBeGreaterThanOrEqual(0.7);
  expect(figures.starUsed).toBeGreaterThanOrEqual(0.9);
  expect(figures.listUsed).toBeGreaterThanOrEqual(0.6);
});

/**
 * Each set's halves apart: a recipe for every list, few extras, the star used. `untouchedStar` is the
 * level measured on the untouched half at the end of the session that wrote the set, never tuned to
 * (issue 24's goal is 90 %; docs/decisions/015-cookbook-ranking.md); `atMostTwo` is checked where both
 * halves met it when measured; `medianExtras` (2 unless given) is issue 24's goal, or the level measured where a
 * half missed it.
 */
const HALVES: readonly { set: FridgeSet; leastPerHalf: number; atMostTwo: boolean; tuningStar: number; untouchedStar: number; medianExtras?: number }[] = [
  // Measured once at the end of the first session 86.5 % (45 of 52), and 90.4 % (47 of 52) at the end of the third (2026-11-27).
  { set: first, leastPerHalf: 40, atMostTwo: true, tuningStar: 0.9, untouchedStar: 0.9 },
  // Measured once at the end (87.0 %, 40 of 46); 89.1 % (41 of 46) at the end of cookbook6 (2026-11-28 late morning).
  // At the end of the eighth session's merges (2026-11-29, 04:35 UTC, 1,024 recipes): 93.5 % (43 of 46).
  { set: third, leastPerHalf: 45, atMostTwo: true, tuningStar: 0.9, untouchedStar: 43 / 46 },
  // Measured once, at the end of the session that wrote them (84.0 %, 21 of 25; 2026-11-28); 88.0 % (22 of 25) at
  // the end of cookbook6 (2026-11-28 late morning).
  { set: fourth, leastPerHalf: 25, atMostTwo: false, tuningStar: 0.9, untouchedStar: 22 / 25 },
  // Measured at the end of the session that wrote them (76.9 %, 20 of 26; 2026-11-28 morning). The tuning half
  // fell from 23 to 22 of 26 when onions and stock cubes joined the default pantry (2026-11-28 day): "kale,
  // potatoes, smoked sausage" now gets bangers and mash, the sausage as perishable as the kale and the
  // gravy's stock in the cupboard (decision 015). After cookbook6's second key (2026-11-28 late morning): tuning
  // 23 of 26, untouched 80.8 % (21 of 26), measured once.
  { set: fifth, leastPerHalf: 26, atMostTwo: false, tuningStar: 23 / 26, untouchedStar: 21 / 26 },
  // Measured once, at the end of the session that wrote them (90.6 %, 29 of 32; 2026-11-28 day). Its untouched
  // half then needed a median of 3 things. At the end of cookbook6 (2026-11-28 late morning, the default pantry
  // with onions and stock cubes): untouched 93.8 % (30 of 32), median 2; tuning 26 of 32.
  // At the end of the seventh session (2026-11-29, 02:21 UTC, 1,015 recipes): untouched 96.9 % (31 of 32).
  { set: sixth, leastPerHalf: 32, atMostTwo: false, tuningStar: 26 / 32, untouchedStar: 31 / 32 },
  // Measured at the end of the session that wrote them (2026-11-28 late morning: untouched 81.3 %, 26 of 32) and
  // at the lead's end-of-session measures since (81.3 % each time, 2026-11-28 evening and night); tuning 31 of 32.
  { set: seventh, leastPerHalf: 32, atMostTwo: true, tuningStar: 31 / 32, untouchedStar: 26 / 32 },
  // Kept aside whole for a session; at its end (2026-11-28 evening) untouched 75.0 % (24 of 32) and the other half
  // 81.3 % (26 of 32), which from then on is open to tuning. At the end of the next (night): untouched 84.4 % (27 of
  // 32), tuning 96.9 % (31 of 32).
  { set: eighth, leastPerHalf: 32, atMostTwo: true, tuningStar: 31 / 32, untouchedStar: 27 / 32 },
  // Kept aside whole the session it was written (2026-11-28 night); at its end 78.1 % (25 of 32) on the first half and
  // 87.5 % (28 of 32) on the second, 84.4 % of each within two extras (baseline 75.0 and 78.1 %). The first half, open to
  // tuning from the next session (2026-11-28's fourth), reached 100 % (32 of 32) at 18:48 UTC; guarded at 31 of 32,
  // one list's room, as the eighth's; the untouched half 87.5 % (28 of 32) still, and 90.6 % (29 of 32) at 21:11 UTC of
  // the fifth session (after cookbook21 and 22: proteins that are not meat, families the cookbook cannot cook).
  { set: ninth, leastPerHalf: 32, atMostTwo: true, tuningStar: 31 / 32, untouchedStar: 29 / 32 },
  // Kept aside whole the session it was written (2026-11-28's fourth) until 18:50 UTC, measured three times: baseline
  // (17:53, the cookbook unchanged) 78.1 % (25 of 32) on the first half and 71.9 % (23 of 32) on the second; at 18:48,
  // after that session's first three cookbook branches, 81.3 % (26 of 32) and 71.9 % (23 of 32), 78.1 % of each within
  // two extras. From 18:50 its first half is open to tuning: at 19:28 (cookbook19 and 20) it reached 100 % (32 of 32),
  // guarded at 31 of 32; the untouched half stayed at 71.9 % (23 of 32).
  // At the end of the sixth session of 2026-11-28 (00:04 UTC, 934 recipes): untouched 75.0 % (24 of 32).
  // At the end of the seventh (2026-11-29, 02:21 UTC, 1,015 recipes): untouched 78.1 % (25 of 32).
  { set: tenth, leastPerHalf: 32, atMostTwo: true, tuningStar: 31 / 32, untouchedStar: 25 / 32 },
  // Written in the fifth session (2026-11-28, 20:10 UTC) and kept aside whole that session, measured three times: baseline
  // (20:10, the cookbook unchanged) 90.6 % (29 of 32) on the first half and 81.3 % (26 of 32) on the second, 78.1 and 93.8 %
  // within two extras; at 21:11 and 22:02, after that session's cookbook branches, the same. Guarded at those levels.
  // At the end of the seventh session (2026-11-29, 02:21 UTC, 1,015 recipes): tuning 93.8 % (30 of 32), untouched 84.4 % (27 of 32).
  { set: eleventh, leastPerHalf: 32, atMostTwo: true, tuningStar: 30 / 32, untouchedStar: 27 / 32 },
  // Written in the sixth session (2026-11-28, 22:55 UTC) and kept aside whole that session, measured twice: baseline (22:56,
  // 909 recipes) 53.1 % (17 of 32) on the first half and 71.9 % (23 of 32) on the second, 78.1 and 84.4 % within two extras;
  // at the end (00:04, 934 recipes) the same picks' star used 50.0 % (16 of 32) and 68.8 % (22 of 32) counted as the figures
  // now count it (a star the pick takes only as a garnish is not used: one list a half), 53.1 and 71.9 % as before. Guarded there.
  // Its first half, opened to tuning at 00:08, reached 65.6 % (21 of 32) at 00:29 (cookbook24d's local names); the untouched
  // half stayed at 68.8 % (22 of 32).
  // At the end of the seventh session (2026-11-29, 02:21 UTC, 1,015 recipes): tuning 78.1 % (25 of 32), untouched 71.9 % (23 of 32).
  { set: twelfth, leastPerHalf: 32, atMostTwo: true, tuningStar: 25 / 32, untouchedStar: 23 / 32 },
  // Written in the seventh session (2026-11-29, 00:52 UTC) and kept aside whole that session, measured twice: baseline (00:53,
  // 954 recipes) 71.9 % (23 of 32) on the first half and 68.8 % (22 of 32) on the second, 84.4 and 78.1 % within two extras;
  // at 02:21 (1,015 recipes) the same stars, 87.5 and 81.3 % within two extras. Its first half opened to tuning at 02:25;
  // at 02:40, after cookbook25h (where an item came from; names from that half), 78.1 % (25 of 32) and 71.9 % (23 of 32).
  // At the end of the ninth session (2026-11-29, 07:16 UTC) the untouched half 75.0 % (24 of 32); the same at 08:00.
  { set: thirteenth, leastPerHalf: 32, atMostTwo: true, tuningStar: 25 / 32, untouchedStar: 24 / 32 },
  // Written in the eighth session (2026-11-29, 03:31 UTC) and kept aside whole until 04:35, measured twice: baseline (03:33, 1,015
  // recipes) 75.0 % (24 of 32) on the first half and 68.8 % (22 of 32) on the second, 75.0 and 78.1 % within two extras; at 04:35
  // (1,024 recipes, the session's branches merged) the same. Guarded there; its first half opened to tuning at 04:35. At 04:47,
  // after cookbook26d (names from that half), the first half 87.5 % (28 of 32); the untouched half still 68.8 % (22 of 32).
  // At the end of the ninth session (07:16 UTC) the untouched half 78.1 % (25 of 32); the same at 08:00.
  { set: fourteenth, leastPerHalf: 32, atMostTwo: true, tuningStar: 28 / 32, untouchedStar: 25 / 32 },
  // Written in the ninth session (2026-11-29, about 05:38 UTC) and kept aside whole until 08:00, measured four times: baseline
  // (05:39, 1,024 recipes) 68.8 % (22 of 32) on the first half and 81.3 % (26 of 32) on the second, 84.4 and 93.8 % within two
  // extras; at the ninth session's end (07:16) and at 08:00 (tenth session, 260f545) 71.9 % (23 of 32) and 81.3 % (26 of 32),
  // 84.4 and 87.5 % within two extras. Guarded there; its first half opened to tuning at 08:00.
  { set: fifteenth, leastPerHalf: 32, atMostTwo: true, tuningStar: 23 / 32, untouchedStar: 26 / 32 },
  // Written in the tenth session (2026-11-29, about 08:02 UTC) and kept aside whole until 10:22 of the eleventh, measured three
  // times: baseline (08:03, 1,024 recipes), the tenth session's end (09:30, 1,026) and 10:21 (6675c96) alike: 68.8 % (22 of 32)
  // on the first half and 81.3 % (26 of 32) on the second, 84.4 and 78.1 % within two extras. Guarded there; its first half
  // opened to tuning at 10:22.
  { set: sixteenth, leastPerHalf: 32, atMostTwo: true, tuningStar: 22 / 32, untouchedStar: 26 / 32 },
  // Written in the eleventh session (2026-11-29, about 10:25 UTC) and kept aside whole until 13:15 of the twelfth, measured three
  // times: baseline (10:26, 1,026 recipes), the eleventh session's end (12:17, 1,030) and 13:12 (f13f11f) alike: 84.4 % (27 of
  // 32) on the first half and 81.3 % (26 of 32) on the second, 81.3 and 90.6 % within two extras. Guarded there; its first half
  // opened to tuning at 13:15.
  { set: seventeenth, leastPerHalf: 32, atMostTwo: true, tuningStar: 27 / 32, untouchedStar: 26 / 32 },
  // The fresh set (2026-11-27), not guarded by halves before: at the end of the sixth session of 2026-11-28 (00:29 UTC), tuning
  // 100 % (47 of 47), untouched 91.7 % (44 of 48), 85.1 and 85.4 % within two extras.
  { set: fresh, leastPerHalf: 47, atMostTwo: true, tuningStar: 46 / 47, untouchedStar: 44 / 48 },
];

for (const { set, leastPerHalf, atMostTwo, tuningStar, untouchedStar, medianExtras = 2 } of HALVES) {
  test(`${set.label}, each half apart: a recipe for every list, few extras, the star used`, () => {
    const figures = figuresByHalf(set.lists, pickFromCookbook);
    console.log(describeFigures(`${set.label}, tuning half`, figures.tuning));
    for (const halfFigures of Object.values(figures)) {
      expect(halfFigures.lists).toBeGreaterThanOrEqual(leastPerHalf);
      expect(halfFigures.answered).toBe(halfFigures.lists);
      expect(halfFigures.medianExtras).toBeLessThanOrEqual(medianExtras);
      if (atMostTwo) expect(halfFigures.atMostTwoExtras).toBeGreaterThanOrEqual(0.7);
    }
    expect(figures.tuning.starUsed).toBeGreaterThanOrEqual(tuningStar);
    expect(figures.untouched.starUsed).toBeGreaterThanOrEqual(untouchedStar);
  });
}
