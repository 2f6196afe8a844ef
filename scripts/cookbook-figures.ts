/**
 * Prints the cookbook's figures on the fridge lists: issue 12's 63; issue 24's first 103 (the first untouched
 * half was measured once and is now "seen once": never tuned on, printed only with --untouched); and the fresh 95
 * (tests/fixtures/fridge-lists-24-fresh.json): its tuning half always, its untouched half only with
 * --untouched, which is for the baseline and the final measure, never for tuning; the same for the third 91
 * (tests/fixtures/fridge-lists-24-third.json, 2026-11-27), the fourth 50 (fridge-lists-24-fourth.json, 2026-11-28)
 * the fifth 52 (fridge-lists-24-fifth.json, 2026-11-28 morning), the sixth 64 (fridge-lists-24-sixth.json, 2026-11-28 day)
 * the seventh 64 (fridge-lists-24-seventh.json, 2026-11-28 late morning, written before any cookbook change of that session)
 * and the eighth 64 (fridge-lists-24-eighth.json, 2026-11-28 midday, written before any cookbook change of that session; kept
 * aside whole in that session, its tuning half open to tuning from the second session of 2026-11-28, evening).
 * The ninth 64 (fridge-lists-24-ninth.json, 2026-11-28 second session's evening, written before any cookbook change of that
 * session) was kept aside whole by the lead that session (both halves only with --untouched); from 2026-11-28's fourth session
 * (17:45 UTC) its tuning half is open to tuning (printed with the others and in --lists) and its untouched half stays untouched.
 * The tenth 64 (fridge-lists-24-tenth.json, 2026-11-28's fourth session, written before any cookbook change of that session)
 * was kept aside whole until 18:50 UTC that session (both halves only with --untouched; looked at three times, figures only); from then
 * its tuning half is open to tuning (printed with the others and in --lists) and its untouched half stays untouched.
 * The eleventh 64 (fridge-lists-24-eleventh.json, 2026-11-28, 20:10 UTC, written before any cookbook change of that session)
 * was kept aside whole by the lead that session (both halves only with --untouched; looked at three times, figures only); from
 * 2026-11-28's sixth session (22:55 UTC) its tuning half is open to tuning (printed with the others and in --lists) and its
 * untouched half stays untouched.
 * The twelfth 64 (fridge-lists-24-twelfth.json, 2026-11-28's sixth session, 22:55 UTC, written before any cookbook change of
 * that session) was kept aside whole by the lead until 00:08 UTC (both halves only with --untouched; looked at twice, figures
 * only); from then its tuning half is open to tuning (printed with the others and in --lists) and its untouched half stays
 * untouched.
 * The thirteenth 64 (fridge-lists-24-thirteenth.json, 2026-11-29's seventh session, 00:52 UTC, written before any cookbook change
 * of that session) was kept aside whole by the lead until 02:25 UTC (both halves only with --untouched; looked at twice, figures
 * only); from then its tuning half is open to tuning (printed with the others and in --lists) and its untouched half stays
 * untouched.
 * The fourteenth 64 (fridge-lists-24-fourteenth.json, 2026-11-29's eighth session, 03:31 UTC, written before any cookbook change
 * of that session) was kept aside whole by the lead until 04:35 UTC (both halves only with --untouched; looked at twice, figures
 * only); from then its tuning half is open to tuning (printed with the others and in --lists) and its untouched half stays
 * untouched.
 * The fifteenth 64 (fridge-lists-24-fifteenth.json, 2026-11-29's ninth session, about 05:38 UTC, written before any cookbook change
 * of that session) was kept aside whole by the lead until 08:00 UTC of the tenth session (both halves only with --untouched;
 * looked at four times, figures only); from then its tuning half is open to tuning (printed with the others and in --lists)
 * and its untouched half stays untouched.
 * The sixteenth 64 (fridge-lists-24-sixteenth.json, 2026-11-29's tenth session, about 08:02 UTC, written before any cookbook change
 * of that session but one reader fix) was kept aside whole by the lead until 10:22 UTC of the eleventh session (both halves only
 * with --untouched; looked at three times, figures only); from then its tuning half is open to tuning (printed with the others
 * and in --lists) and its untouched half stays untouched.
 * The seventeenth 64 (fridge-lists-24-seventeenth.json, 2026-11-29's eleventh session, about 10:25 UTC, written before any cookbook
 * change of that session) was kept aside whole by the lead until 13:15 UTC of the twelfth session (both halves only with --untouched;
 * looked at three times, figures only); from then its tuning half is open to tuning (printed with the others and in --lists)
 * and its untouched half stays untouched.
 * The eighteenth 64 (fridge-lists-24-eighteenth.json, 2026-11-29's twelfth session, about 13:16 UTC, written before any cookbook
 * change of that session) is kept aside whole by the lead this session (`ASIDE_WHOLE`): both its halves are printed only with
 * --untouched, and it is not in `sets` (nor --lists). At about 14:03 UTC a helper's own comparison script, looping over every
 * set, printed once the recipe picked for each list of its TUNING half (and what each buys): no list, star or figure; the
 * output was deleted and nothing was tuned on it. Its untouched half was never printed.
 * Usage: npm run cookbook && npx tsx scripts/cookbook-figures.ts [--untouched] [--lists] [--told] [--vocabulary] [--pairs] [--stars] [--cooccur] [--family]
 * (with --told, each list again with its star marked as the cook would mark it: whether the cookbook can build on the
 * star at all, apart from guessing which item it is; untouched halves too only with --untouched, figures only).
 * (with --vocabulary, the checks over the whole vocabulary of src/cookbook/star-coverage.ts: how many of the
 * protein and produce names a cook can type get no dish built on them, by kind and by food, and the stars whose
 * simplest dish needs three things or more beyond a common pantry, and the stand-ins recipes name that the tables do
 * not read as giving the line).
 * (with --pairs, a check no list decides: each of 20 everyday proteins as typed with each of 16 everyday sides,
 * an onion and garlic, 320 plain lists: how many picks leave the protein unused or need three things or more, how many pairs any dish needs both of, and per protein the sides none does).
 * (with --stars, a check of the star no list decides, src/cookbook/star-check.ts: every cookable star name with
 * everyday items drawn by a fixed seed from the open recipe corpus's most used names, then in cooks' forms; the share
 * of lists whose pick uses the star, by group, the worst names, and the forms that lose the star).
 * (with --cooccur, a second check no list decides, src/cookbook/cooccur.ts: the pairs of perishables the open recipe
 * corpus's recipes most often hold together, read from two thirds of it (a third held aside by a seed): for each, how many
 * cookbook dishes need both and what the cookbook picks for the two with an onion and garlic; then the held third's
 * figures only, the measure nobody aimed at).
 * (with --family, a third check no list decides, src/cookbook/family-check.ts: the names of fish and shellfish, cuts
 * and grades of meat, cured pork, vegetables and fruit in USDA SR28's and IFCT 2017's food data, each typed as a star
 * beside an onion and garlic and beside two everyday items: the share the reader reads at all and the share of picks
 * that use it, by class; a seeded third of the names held aside, printed as figures only; then the same for a third
 * source, the Open Food Facts ingredients taxonomy's English names (data/sources/off-ingredients-en.tsv), whose own
 * seeded third is printed, figures only, only with --off-held).
 * (with --lists, every list of the sets open to tuning — issue 12's and every tuning half — whose star is
 * not used or that needs more than two extras, with its pick, what it uses and what it needs).
 */
import { FRIDGE_SETS, ISSUE_12_LISTS } from "../tests/fridge-sets.ts";
import { describeFigures, fridgeFigures, halfOf, pickFromCookbook, starUsed, withStarTold, type FridgeList } from "../src/cookbook/fridge-figures.ts";
import { answerFromCookbook } from "../src/cookbook/match.ts";
import { cookableStars, coverageOf, isNotADish, NAMED_NOT_A_STAND_IN, namedStandIns, NOT_A_DISH, simplestDishExtras, typedStarNames } from "../src/cookbook/star-coverage.ts";
import { foodKind, normaliseIngredient, readIngredient } from "../src/food/ingredient-names.ts";
import { typedWeight } from "../src/cookbook/weights.ts";
import { readFileSync } from "node:fs";
import { checkStarList, dishNeedsBoth, everydayItems, formLists, plainStarLists, reachedByFamilyOnly, shareUsed, starGroup, STAR_CHECK_SEED, type StarResult } from "../src/cookbook/star-check.ts";
import { openCorpusIngredientLines } from "../bench/nutrition-corpus.ts";
import { checkFamilyName, FAMILY_CLASSES, FAMILY_SEED, familyNames, familyShares, OFF_SEED, offNames, splitNames, type FamilyResult } from "../src/cookbook/family-check.ts";
import { checkPair, COOCCUR_SEED, LEAST_SHARED, MANY_SHARE, pairShares, sharedPairs, splitCorpus, starUsed as pairStarUsed, TOP_PAIRS, type PairCheck } from "../src/cookbook/cooccur.ts";

/**
 * Sets kept aside whole in the session that wrote them: both halves printed only with --untouched, neither in --lists. A
 * session that writes a new set names it here; the eighteenth, written at about 13:16 UTC on 2026-11-29.
 */
const ASIDE_WHOLE: ReadonlySet<string> = new Set(["eighteenth"]);
type Entry = FridgeList & { readonly half?: string; readonly cook?: string };
const sets: [string, Entry[]][] = [
  ["issue 12's lists", ISSUE_12_LISTS],
  ...Object.entries(FRIDGE_SETS)
    .filter(([name]) => !ASIDE_WHOLE.has(name))
    .map(([, { label, lists }]): [string, Entry[]] => [`${label}, tuning half`, halfOf(lists, "tuning")]),
];
for (const [label, set] of sets) console.log(describeFigures(label, fridgeFigures(set, pickFromCookbook)));
// Every set's untouched half (and a set kept aside whole, both halves) is measured only
// when asked, so tuning never watches them.
const untouched = process.argv.includes("--untouched");
const withheld: [string, Entry[]][] = untouched
  ? Object.entries(FRIDGE_SETS).flatMap(([name, { label, lists }]): [string, Entry[]][] => [
      ...(ASIDE_WHOLE.has(name) ? [[`${label}, tuning half (kept aside this session)`, halfOf(lists, "tuning")] as [string, Entry[]]] : []),
      [`${label}, UNTOUCHED half`, halfOf(lists, "untouched")],
    ])
  : [];
for (const [label, set] of withheld) console.log(describeFigures(label, fridgeFigures(set, pickFromCookbook)));
// With --told, each open list again with its star marked as the cook would mark it ("cream (use today)"): the star used then
// says whether the cookbook can build on it at all; the difference from the figure above is which item to build on, often said
// only in the cook's note and not in the list (with --untouched, the untouched halves too, figures only).
if (process.argv.includes("--told")) {
  const toldLine = (label: string, lists: readonly Entry[]) => {
    const plain = fridgeFigures(lists, pickFromCookbook);
    const told = fridgeFigures(lists.map(withStarTold), pickFromCookbook);
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    console.log(`${label}: star used ${percent(plain.starUsed)}, with the star told ${percent(told.starUsed)} (at most two extras ${percent(told.atMostTwoExtras)})`);
  };
  for (const [label, set] of [...sets, ...withheld]) toldLine(label, set);
}
if (process.argv.includes("--lists")) {
  for (const [label, set] of sets.filter(([name]) => !name.includes("untouched"))) {
    for (const entry of set) {
      const answer = answerFromCookbook(entry.list, { diets: entry.diets ?? [] });
      const pick = pickFromCookbook(entry);
      if (pick !== null && starUsed(entry, pick) && pick.missing.length <= 2) continue;
      const picked = answer.kind === "match" ? `${answer.recipe.id} | uses ${answer.used.join(", ")} | buy ${answer.missing.join(", ") || "-"}` : "NO MATCH";
      console.log(`${label.slice(0, 24)} [${entry.star}] ${entry.list.join(", ")}\n    → ${picked}`);
    }
  }
}
if (process.argv.includes("--vocabulary")) {
  const entries = typedStarNames().map(coverageOf);
  const failing = entries.filter((entry) => !entry.main && !isNotADish(entry.name));
  console.log(`Vocabulary: ${entries.length} protein and produce names a cook can type; ${failing.length} get no dish built on them; ${Object.values(NOT_A_DISH).flat().length} foods no home recipe is built on (reasoned, src/cookbook/star-coverage.ts).`);
  const byKind = new Map<string, number>();
  for (const entry of failing) byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + 1);
  for (const [kind, count] of byKind) console.log(`  ${kind}: ${count}`);
  const byFood = new Map<string, string[]>();
  for (const entry of failing) byFood.set(entry.name, [...(byFood.get(entry.name) ?? []), `${entry.typed} → ${entry.recipe ?? "nothing"}`]);
  for (const [food, typed] of [...byFood].sort((a, b) => b[1].length - a[1].length)) console.log(`  ${food} (${typed.length}): ${typed.join("; ")}`);
  const stars = [...new Set(entries.map((entry) => readIngredient(entry.typed)))].filter((name) => !isNotADish(name));
  const hard = stars.map((name) => ({ name, ...simplestDishExtras(name) })).filter((entry) => entry.extras > 2);
  console.log(`Stars: ${stars.length}; ${hard.length} whose simplest dish needs 3 or more beyond a common pantry.`);
  for (const entry of hard) console.log(`  ${entry.name}: ${entry.recipe ?? "no dish"} needs ${entry.needs.join(", ")}`);
  const named = namedStandIns();
  const reasoned = new Set(Object.values(NAMED_NOT_A_STAND_IN).flat());
  const unread = named.filter((entry) => !entry.covers && !reasoned.has(`${entry.recipe}: ${entry.named}`));
  console.log(`Stand-ins recipes name: ${named.length}; ${unread.length} the tables do not read as giving the line (${reasoned.size} reasoned exceptions).`);
  for (const entry of unread) console.log(`  ${entry.recipe}: ${entry.named} (${entry.reads}) for ${entry.line}`);
}
if (process.argv.includes("--pairs")) {
  const proteins = ["chicken breasts", "chicken thighs", "beef mince", "steak", "pork chops", "pork mince", "lamb chops", "lamb mince", "sausages", "bacon", "salmon fillets", "cod fillets", "prawns", "tofu", "halloumi", "smoked haddock", "tuna steaks", "gammon", "duck breasts", "turkey mince"];
  const sides = ["potatoes", "rice", "pasta", "peas", "green beans", "broccoli", "carrots", "spinach", "mushrooms", "tomatoes", "peppers", "courgette", "cabbage", "sweet potatoes", "noodles", "leeks"];
  const picks = proteins.flatMap((protein) => sides.map((side) => ({ protein, side, answer: answerFromCookbook([protein, side, "onion", "garlic"]) })));
  const unused = picks.filter(({ protein, answer }) => answer.kind !== "match" || !answer.used.includes(protein)).length;
  const over = picks.filter(({ answer }) => answer.kind !== "match" || answer.missing.length > 2).length;
  console.log(`Protein and side pairs: ${picks.length} lists; ${unused} leave the protein unused; ${over} need three things or more.`);
  // Whether the cookbook holds a dish for each pair at all: where none does, the pick must leave one of the two out.
  const withDish = proteins.flatMap((protein) => sides.filter((side) => dishNeedsBoth(readIngredient(protein), readIngredient(side))).map((side) => `${protein} + ${side}`));
  console.log(`  ${withDish.length} of ${picks.length} pairs have a dish needing both; with none: ${proteins.map((protein) => `${protein} ${sides.filter((side) => !withDish.includes(`${protein} + ${side}`)).length}`).join(", ")}.`);
  // Where a dish needs both, whether the pick is one: the list's side left out although a dish would have used it.
  const sideLeft = picks.filter(({ protein, side, answer }) => withDish.includes(`${protein} + ${side}`) && (answer.kind !== "match" || !answer.used.includes(side)));
  console.log(`  of those ${withDish.length}, the pick leaves the side out in ${sideLeft.length}: ${sideLeft.map(({ protein, side }) => `${protein} + ${side}`).join(", ")}.`);
  for (const protein of proteins) {
    const none = sides.filter((side) => !withDish.includes(`${protein} + ${side}`));
    if (none.length > 0) console.log(`    ${protein}: ${none.join(", ")}`);
  }
}
if (process.argv.includes("--stars")) {
  const items = everydayItems(openCorpusIngredientLines());
  console.log(`Everyday items (${items.length}, in 5+ of ${openCorpusIngredientLines().length} open-corpus recipes): ${items.map((item) => `${item.name} ${item.recipes}`).join(", ")}`);
  const stars = cookableStars();
  const plain = plainStarLists(stars, items).map(checkStarList);
  const groups = usdaGroups();
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const describe = (label: string, results: readonly StarResult[]) => {
    const { lists, used, share } = shareUsed(results);
    const main = results.filter((result) => result.main).length;
    console.log(`  ${label}: ${used}/${lists} star used (${percent(share)}), star a main ${percent(main / Math.max(1, lists))}, ≤ 2 extras ${percent(results.filter((result) => result.extras <= 2).length / Math.max(1, lists))}`);
  };
  console.log(`Stars: ${stars.length} names, ${plain.length} plain lists (seed ${STAR_CHECK_SEED}).`);
  describe("all", plain);
  describe("the star weighs most", plain.filter((result) => result.heaviest));
  describe("an item weighs as much or more", plain.filter((result) => !result.heaviest));
  const familyOnly = new Set(stars.filter(reachedByFamilyOnly));
  describe(`reached only through a family or a kind (${familyOnly.size} stars no recipe line names)`, plain.filter((result) => familyOnly.has(result.star)));
  const byGroup = new Map<string, StarResult[]>();
  for (const result of plain) byGroup.set(starGroup(result.star, groups), [...(byGroup.get(starGroup(result.star, groups)) ?? []), result]);
  for (const [group, results] of [...byGroup].sort((a, b) => shareUsed(a[1]).share - shareUsed(b[1]).share)) describe(group, results);
  const byStar = new Map<string, StarResult[]>();
  for (const result of plain) byStar.set(result.star, [...(byStar.get(result.star) ?? []), result]);
  const worst = [...byStar].filter(([, results]) => shareUsed(results).share < 1).sort((a, b) => shareUsed(a[1]).share - shareUsed(b[1]).share || (a[0] < b[0] ? -1 : 1));
  const misses = plain.filter((result) => !result.used);
  const rivalled = misses.filter((result) => !result.heaviest);
  const withDish = rivalled.filter((result) => result.list.slice(1).some((item) => typedWeight(readIngredient(item), item) >= typedWeight(result.reads, result.typed) && dishNeedsBoth(result.reads, readIngredient(item))));
  console.log(`Misses: ${misses.length}; ${rivalled.length} where another item weighs as much or more, of which ${withDish.length} have a dish needing both the star and that item.`);
  console.log(`Stars not used in every list: ${worst.length}`);
  const verbose = process.argv.includes("--verbose");
  for (const [star, results] of worst.slice(0, verbose ? worst.length : 40)) {
    const missed = results.filter((result) => !result.used);
    console.log(`  ${star} [${starGroup(star, groups)}] ${shareUsed(results).used}/${results.length}: ${missed.map((result) => `${result.recipe ?? "nothing"} (${result.list.slice(1).join(", ")})`).join("; ")}`);
  }
  const forms = formLists(plain).map(checkStarList);
  const plainUsed = new Map<string, boolean>(plain.map((result) => [`${result.star}|${result.list.slice(1).join(",")}`, result.used]));
  const lost = forms.filter((result) => plainUsed.get(`${result.star}|${result.list.slice(1).join(",")}`) === true && !result.used);
  console.log(`Forms: ${forms.length} lists, star used ${percent(shareUsed(forms).share)}; ${lost.length} lose a star the plain name kept; ${forms.filter((result) => result.reads !== result.star).length} read as another name.`);
  const byForm = new Map<string, StarResult[]>();
  for (const result of forms) byForm.set(result.form, [...(byForm.get(result.form) ?? []), result]);
  for (const [form, results] of byForm) {
    const lostHere = lost.filter((result) => result.form === form);
    describe(`${form} (${lostHere.length} lost, ${lostHere.filter((result) => result.heaviest).length} of them where it weighs most; read otherwise ${results.filter((result) => result.reads !== result.star).length})`, results);
  }
  for (const result of lost.slice(0, verbose ? lost.length : 60)) console.log(`  lost: ${result.typed} (reads ${result.reads}) → ${result.recipe ?? "nothing"} | ${result.list.slice(1).join(", ")}`);
}
if (process.argv.includes("--cooccur")) {
  const { choosing, held } = splitCorpus(openCorpusIngredientLines());
  const perishable = new Set(cookableStars());
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const describe = (label: string, checks: readonly PairCheck[]) => {
    const { pairs, covered, both, star } = pairShares(checks);
    if (pairs === 0) return console.log(`  ${label}: no pairs`);
    console.log(`  ${label}: ${pairs} pairs; a dish needs both ${percent(covered)}; the pick uses both ${percent(both)}, the star (the heavier, or either of two as heavy) ${percent(star)}`);
  };
  const checks = sharedPairs(choosing, perishable).map(checkPair);
  console.log(`Pairs of perishables corpus recipes hold together (seed ${COOCCUR_SEED}: ${choosing.length} recipes choose, ${held.length} held aside; the top ${TOP_PAIRS} pairs ${LEAST_SHARED}+ recipes share):`);
  describe("choosing two thirds", checks);
  describe(`choosing two thirds, pairs ${MANY_SHARE}+ recipes share`, checks.filter((check) => check.recipes >= MANY_SHARE));
  for (const check of checks) {
    const uses = check.usesFirst && check.usesSecond ? "both" : check.usesFirst ? check.first : check.usesSecond ? check.second : "neither";
    console.log(`    ${check.recipes} ${check.first} + ${check.second}: ${check.dishes} dishes need both; pick ${check.recipe ?? "nothing"} uses ${uses}; star ${check.star ?? "either"} ${pairStarUsed(check) ? "used" : "NOT used"}`);
  }
  // The held third: figures only, never its pairs, so no dish is chosen for them.
  const heldChecks = sharedPairs(held, perishable).map(checkPair);
  describe("HELD third", heldChecks);
  describe(`HELD third, pairs ${MANY_SHARE}+ recipes share`, heldChecks.filter((check) => check.recipes >= MANY_SHARE));
}
if (process.argv.includes("--family")) {
  const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
  const names = familyNames(read("../data/sources/usda-sr28-foods.tsv"), read("../data/sources/ifct2017-foods.tsv"));
  const { choosing, held } = splitNames(names);
  const items = everydayItems(openCorpusIngredientLines()).filter((item) => item.name !== "onion" && item.name !== "garlic");
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
  const describe = (label: string, results: readonly FamilyResult[]) => {
    const shares = familyShares(results);
    console.log(`  ${label}: ${shares.names} names; read ${percent(shares.read)} (as its class ${percent(shares.rightFamily)}); used with an onion and garlic ${percent(shares.withOnion)}, with two everyday items ${percent(shares.withEveryday)}`);
  };
  const report = (label: string, results: readonly FamilyResult[]) => {
    describe(label, results);
    for (const family of FAMILY_CLASSES) {
      const ofClass = results.filter((result) => result.family === family);
      if (ofClass.length > 0) describe(`  ${family}`, ofClass);
    }
  };
  console.log(`Names of the food data (USDA SR28, IFCT 2017; seed ${FAMILY_SEED}: ${choosing.length} choose, ${held.length} held aside):`);
  const chosen = choosing.map((entry) => checkFamilyName(entry, items));
  report("choosing two thirds", chosen);
  const missed = chosen.filter((result) => !result.usedWithOnion || !result.rightFamily);
  for (const result of missed.slice(0, process.argv.includes("--verbose") ? missed.length : 80)) {
    console.log(`    [${result.family}] ${result.typed} (reads ${result.reads}${result.read ? (result.rightFamily ? "" : ", not as its class") : ", unread"}) → ${result.recipeWithOnion ?? "nothing"}`);
  }
  // The held third: figures only, never its names, so no rule is chosen for them. The food vocabulary is built from the
  // whole of both sources, so the held names it holds as they are typed measure that build; the others, the rules.
  const heldResults = held.map((entry) => checkFamilyName(entry, items));
  report("HELD third", heldResults);
  const inVocabulary = (result: FamilyResult) => foodKind(normaliseIngredient(result.typed)) !== undefined;
  describe("HELD third, names data/food-vocabulary.json holds as typed", heldResults.filter(inVocabulary));
  describe("HELD third, names read by rule or not at all", heldResults.filter((result) => !inVocabulary(result)));
  // The third source, Open Food Facts' ingredients taxonomy (data/sources/off-ingredients-en.tsv), with its own held third.
  const off = splitNames(offNames(read("../data/sources/off-ingredients-en.tsv")), OFF_SEED);
  console.log(`Names of the Open Food Facts ingredients taxonomy (seed ${OFF_SEED}: ${off.choosing.length} choose, ${off.held.length} held aside):`);
  const offChosen = off.choosing.map((entry) => checkFamilyName(entry, items));
  report("OFF choosing two thirds", offChosen);
  const offMissed = offChosen.filter((result) => !result.usedWithOnion || !result.rightFamily);
  for (const result of offMissed.slice(0, process.argv.includes("--verbose") ? offMissed.length : 80)) {
    console.log(`    [${result.family}] ${result.typed} (reads ${result.reads}${result.read ? (result.rightFamily ? "" : ", not as its class") : ", unread"}) → ${result.recipeWithOnion ?? "nothing"}`);
  }
  // Its held third only with --off-held: figures only, printed once, at the end of the work that chose by the rest.
  if (process.argv.includes("--off-held")) report("OFF HELD third", off.held.map((entry) => checkFamilyName(entry, items)));
}

/** USDA's food group of each name its table holds ("Fish, mackerel, raw" → fish), for the star check's groups. */
function usdaGroups(): Map<string, string> {
  const label: Record<string, string> = { "0500": "meat", "1000": "meat", "1300": "meat", "1700": "meat", "1500": "fish and shellfish", "0900": "fruit", "1100": "vegetable", "1600": "plant protein" };
  const tsv = readFileSync(new URL("../data/sources/usda-sr28-foods.tsv", import.meta.url), "utf8");
  const groups = new Map<string, string>();
  for (const [, group = "", description = ""] of tsv.trim().split("\n").slice(1).map((line) => line.split("\t"))) {
    const segments = description.split(",").map((segment) => segment.trim());
    const head = /^(?:fish|mollusks|crustaceans|game meat)$/i.test(segments[0] ?? "") ? segments[1] : segments[0];
    const name = readIngredient(head ?? "");
    if (name !== "" && label[group] !== undefined && !groups.has(name)) groups.set(name, label[group]);
  }
  return groups;
}
