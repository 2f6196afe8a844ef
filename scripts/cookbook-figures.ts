/**
 * Prints the cookbook's figures on the fridge lists: issue 12's 63, and issue 24's tuning half, and with
 * --untouched its untouched half too. Usage: npm run cookbook && npx tsx scripts/cookbook-figures.ts
 * [--untouched] [--lists] (with --lists, each list of the tuning half with its pick, what it uses and
 * what it needs, and the issue 12 lists whose star is not used).
 */
import oldLists from "../tests/fixtures/fridge-lists.json" with { type: "json" };
import newLists from "../tests/fixtures/fridge-lists-24.json" with { type: "json" };
import { describeFigures, fridgeFigures, pickFromCookbook, type FridgeList } from "../src/cookbook/fridge-figures.ts";
import { answerFromCookbook } from "../src/cookbook/match.ts";
import { isDiet } from "../src/core/preferences.ts";

const entries = newLists.lists.map((entry) => ({ ...entry, diets: (entry as { diets?: string[] }).diets?.filter(isDiet) ?? [] }));
console.log(describeFigures("issue 12's lists", fridgeFigures(oldLists.lists as FridgeList[], pickFromCookbook)));
// The untouched half is measured only when asked (--untouched), so tuning never watches it.
for (const half of process.argv.includes("--untouched") ? ["tuning", "untouched"] : ["tuning"]) {
  console.log(describeFigures(`issue 24's ${half} half`, fridgeFigures(entries.filter((entry) => entry.half === half), pickFromCookbook)));
}
if (process.argv.includes("--lists")) {
  const half = "tuning";
  for (const entry of entries.filter((candidate) => candidate.half === half)) {
    const answer = answerFromCookbook(entry.list, { diets: entry.diets });
    const picked = answer.kind === "match" ? `${answer.recipe.id} | uses ${answer.used.join(", ")} | buy ${answer.missing.join(", ") || "-"}` : "NO MATCH";
    console.log(`[${entry.star}] ${entry.list.join(", ")}\n    → ${picked}`);
  }
}
if (process.argv.includes("--lists")) {
  for (const entry of oldLists.lists as FridgeList[]) {
    const answer = answerFromCookbook(entry.list);
    if (answer.kind === "match" && answer.used.some((item) => item.toLowerCase() === entry.star.toLowerCase() || item.toLowerCase().includes(entry.star.toLowerCase()))) continue;
    const picked = answer.kind === "match" ? `${answer.recipe.id} | uses ${answer.used.join(", ")} | buy ${answer.missing.join(", ") || "-"}` : "NO MATCH";
    console.log(`old [${entry.star}] ${entry.list.join(", ")}\n    → ${picked}`);
  }
}
