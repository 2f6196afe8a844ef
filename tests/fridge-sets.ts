import oldLists from "./fixtures/fridge-lists.json" with { type: "json" };
import firstLists from "./fixtures/fridge-lists-24.json" with { type: "json" };
import freshLists from "./fixtures/fridge-lists-24-fresh.json" with { type: "json" };
import thirdLists from "./fixtures/fridge-lists-24-third.json" with { type: "json" };
import fourthLists from "./fixtures/fridge-lists-24-fourth.json" with { type: "json" };
import fifthLists from "./fixtures/fridge-lists-24-fifth.json" with { type: "json" };
import sixthLists from "./fixtures/fridge-lists-24-sixth.json" with { type: "json" };
import seventhLists from "./fixtures/fridge-lists-24-seventh.json" with { type: "json" };
import eighthLists from "./fixtures/fridge-lists-24-eighth.json" with { type: "json" };
import ninthLists from "./fixtures/fridge-lists-24-ninth.json" with { type: "json" };
import tenthLists from "./fixtures/fridge-lists-24-tenth.json" with { type: "json" };
import eleventhLists from "./fixtures/fridge-lists-24-eleventh.json" with { type: "json" };
import twelfthLists from "./fixtures/fridge-lists-24-twelfth.json" with { type: "json" };
import thirteenthLists from "./fixtures/fridge-lists-24-thirteenth.json" with { type: "json" };
import fourteenthLists from "./fixtures/fridge-lists-24-fourteenth.json" with { type: "json" };
import fifteenthLists from "./fixtures/fridge-lists-24-fifteenth.json" with { type: "json" };
import sixteenthLists from "./fixtures/fridge-lists-24-sixteenth.json" with { type: "json" };
import seventeenthLists from "./fixtures/fridge-lists-24-seventeenth.json" with { type: "json" };
import eighteenthLists from "./fixtures/fridge-lists-24-eighteenth.json" with { type: "json" };
import { readSplitLists, type FridgeList, type SplitList } from "../src/cookbook/fridge-figures.ts";

/** Issue 12's 63 lists, written and tuned on by the team: never split. */
export const ISSUE_12_LISTS = oldLists.lists as FridgeList[];

/** One of issue 24's sets of fridge lists, halved by its seed when it was written (each file's `about` and `split` say by whom and how). */
export type FridgeSet = {
  /** "issue 24's third lists": how figures and tests name the set. */
  readonly label: string;
  readonly seed: number;
  readonly lists: readonly SplitList[];
};

function setOf(name: string, file: { seed: number; lists: Parameters<typeof readSplitLists>[0] }): FridgeSet {
  return { label: `issue 24's ${name} lists`, seed: file.seed, lists: readSplitLists(file.lists) };
}

/**
 * Issue 24's sets in the order they were written: the one place that reads them, for the figures script
 * (scripts/cookbook-figures.ts) and the tests. Which halves are open to tuning is said where they are measured.
 */
export const FRIDGE_SETS = {
  first: setOf("first", firstLists),
  fresh: setOf("fresh", freshLists),
  third: setOf("third", thirdLists),
  fourth: setOf("fourth", fourthLists),
  fifth: setOf("fifth", fifthLists),
  sixth: setOf("sixth", sixthLists),
  seventh: setOf("seventh", seventhLists),
  eighth: setOf("eighth", eighthLists),
  ninth: setOf("ninth", ninthLists),
  tenth: setOf("tenth", tenthLists),
  eleventh: setOf("eleventh", eleventhLists),
  twelfth: setOf("twelfth", twelfthLists),
  thirteenth: setOf("thirteenth", thirteenthLists),
  fourteenth: setOf("fourteenth", fourteenthLists),
  fifteenth: setOf("fifteenth", fifteenthLists),
  sixteenth: setOf("sixteenth", sixteenthLists),
  seventeenth: setOf("seventeenth", seventeenthLists),
  eighteenth: setOf("eighteenth", eighteenthLists),
} as const satisfies Record<string, FridgeSet>;
