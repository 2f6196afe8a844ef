/**
 * Prints the cookbook's figures on the fridge lists: issue 12's 63, and issue 24's tuning and untouched
 * halves apart. Usage: npm run cookbook && npx tsx scripts/cookbook-figures.ts [--lists] (with --lists,
 * each list of issue 24 with its pick, what it uses and what it needs).
 */
import oldLists from "../tests/fixtures/fridge-lists.json" with { type: "json" };
import newLists from "../tests/fixtures/fridge-lists-24.json" with { type: "json" };
import { describeFigures, fridgeFigures, pickFromCookbook, type FridgeList } from "../src/cookbook/fridge-figures.ts";
import { answerFromCookbook } from "../src/cookbook/match.ts";
import { isDiet } from "../src/core/preferences.ts";

const entries = newLists.lists.map((entry) => ({ ...entry, diets: (entry as { diets?: string[] }).diets?.filter(isDiet) ?? [] }));
console.log(describeFigures("issue 12's lists", fridgeFigures(oldLists.lists as FridgeList[], pickFromCookbook)));
for (const half of ["tuning", "untouched"]) {
  console.log(describeFigures(`issue 24's ${half} half`, fridgeFigures(entries.filter((entry) => entry.half === half), pickFromCookbook)));
}
if (process.argv.includes("--lists")) {
  const half = process.argv.includes("--untouched") ? "untouched" : "tuning";
  for (const entry of entries.filter((candidate) => candidate.half === half)) {
    const answer = answerFromCookbook(entry.list, { diets: entry.diets });
    const picked = answer.kind === "match" ? `${answer.recipe.id} | uses ${answer.used.join(", ")} | buy ${answer.missing.join(", ") || "-"}` : "NO MATCH";
    console.log(`[${entry.star}] ${entry.list.join(", ")}\n    → ${picked}`);
  }
}
