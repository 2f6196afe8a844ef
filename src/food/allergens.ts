import allergens from "../../data/allergens.json" with { type: "json" };
import { joinWords } from "../core/join-words.ts";
import { MAX_AVOID_LENGTH, type Diet } from "../core/preferences.ts";
import type { AllergensData, FamilyData } from "./allergens-schema.ts";
import { foodsNamedIn, isMeatOrFish, isReadAsFood, meatFreeWords, namesAnyFood, namesInFamilies, normaliseIngredient, meatStandInsOf, pluralise, readIngredient } from "./ingredient-names.ts";
import { coversAt, phraseAt, phraseOf, PhraseIndex, surface, wordsOf, type Phrase, type Word } from "./phrases.ts";

/**
 * What a cook asked to avoid, read into families, and where a text contains one. The families are data
 * (data/allergens.json, checked against ./allergens-schema.ts): the EU's 14 allergens, groups such as
 * "nuts" and "meat", and common dislikes, each with its members in the names cooks use and the names
 * that only look like members ("butter bean", "cream of tartar", "water chestnut"). Words the data does
 * not know are matched as written: whole words, plural or not, and under their usual ingredient name
 * ("prawns" also finds "shrimp"). Shared by the cookbook (which never offers such a recipe), the recipe
 * tools (which mark it) and nothing else: pure, no React.
 */
const data: AllergensData = allergens;

/** Why a text must not hold something: the cook named it, or a way of eating excludes it (a diet chosen, or "halal" typed). */
export type AvoidReason = { kind: "avoid"; asked: string } | { kind: "diet"; diet: string };

/** One thing read from "Things to avoid": a family, or words matched as written (`family` null). */
export interface AvoidItem {
  /** The cook's own words, tidied ("peanuts", "shellfish"). */
  readonly asked: string;
  /** The family's label, or the words as written. */
  readonly label: string;
  readonly family: string | null;
}

/** Something a text contains that the cook asked to avoid, or that their diet excludes. */
export interface Found {
  /** As written in the text: "roasted peanuts" finds "peanuts". */
  readonly word: string;
  /** What it belongs to: the family's label ("dairy") or the cook's own words ("coriander"). */
  readonly label: string;
  readonly reason: AvoidReason;
  /** The food is often, not always, made with it (`mayHold`: "meatballs" for a cook avoiding pork). */
  readonly maybe?: boolean;
}

interface Group {
  readonly except: readonly Phrase[];
  readonly substitutes: readonly Phrase[];
}

interface Rule {
  readonly label: string;
  readonly reason: AvoidReason;
}

/** The compiled check for one cook's avoid list and diets. */
export interface Avoidance {
  readonly items: readonly AvoidItem[];
  readonly diets: readonly Diet[];
  /** True when there is nothing to check for. */
  readonly empty: boolean;
  /** What the check cannot see for this cook, one sentence each (see `limitsOf`): said beside every recipe it checks. */
  readonly limits: readonly string[];
  /** Every member's name, pointing at its rule: read by this module only. */
  readonly index: PhraseIndex<{ rule: Rule; group: Group }>;
  /** Foods that may hold what is avoided (`mayHold`), by their usual ingredient name, with the rules they may break. */
  readonly maybe: ReadonlyMap<string, readonly Rule[]>;
}

const FAMILIES: ReadonlyMap<string, FamilyData> = new Map(data.families.map((family) => [family.id, family]));
const FILLER: ReadonlySet<string> = new Set(data.fillerWords);
let uncheckable: ReadonlySet<string> | undefined;

// Built at first use: the page reads this module with the recipe tools.
let askedIndex: ReadonlyMap<string, FamilyData> | undefined;
function familyAskedAs(phrase: Phrase): FamilyData | undefined {
  askedIndex ??= new Map(data.families.flatMap((family) => family.askedAs.map((asked) => [phraseOf(asked).join(" "), family] as const)));
  return askedIndex.get(phrase.join(" "));
}

/** A family with every family it takes in ("nuts" → tree nuts, peanuts), each once. */
function expand(family: FamilyData, seen: Set<string> = new Set()): FamilyData[] {
  if (seen.has(family.id)) return [];
  seen.add(family.id);
  return [family, ...family.includes.flatMap((id) => {
    const included = FAMILIES.get(id);
    return included ? expand(included, seen) : [];
  })];
}

// Built at first use, once a family: its own members, every name of the food data's families it takes in and, where
// it says so, every name that cooks as one of its or its included families' members.
const allMembers = new Map<string, readonly string[]>();
function membersOf(family: FamilyData): readonly string[] {
  let names = allMembers.get(family.id);
  if (names === undefined) {
    const own = [...family.members, ...namesInFamilies(family.vocabularyFamilies ?? [])];
    const whole = family.standIns ? new Set(expand(family).flatMap((member) => (member === family ? own : membersOf(member)))) : new Set<string>();
    names = [...new Set([...own, ...meatStandInsOf(whole)])];
    allMembers.set(family.id, names);
  }
  return names;
}

// The meat families (meat and every family it takes in): a word the reader takes to say a food is made without meat
// ("Linda McCartney sausages", "Quorn mince") makes it a stand-in for each of them, from the reader's one list of such words.
let meatFamilies: ReadonlySet<string> | undefined;
function groupOf(family: FamilyData): Group {
  const meat = FAMILIES.get("meat");
  meatFamilies ??= new Set(meat === undefined ? [] : expand(meat).map((member) => member.id));
  const substitutes = meatFamilies.has(family.id) ? [...new Set([...family.substitutes, ...meatFreeWords()])] : family.substitutes;
  return {
    except: family.except.map(phraseOf),
    substitutes: substitutes.map(phraseOf),
  };
}

function contains(phrase: Phrase, part: Phrase): boolean {
  for (let at = 0; at + part.length <= phrase.length; at += 1) {
    if (part.every((key, index) => phrase[at + index] === key)) return true;
  }
  return false;
}

/** Words the data does not know: matched as written, with the exceptions any family knows for them. */
function termGroups(phrases: readonly Phrase[]): Group {
  const except: Phrase[] = [];
  const substitutes: Phrase[] = [];
  for (const family of data.families) {
    const members = membersOf(family).map(phraseOf);
    for (const phrase of phrases) {
      except.push(...family.except.map(phraseOf).filter((name) => contains(name, phrase)));
      if (members.some((member) => member.join(" ") === phrase.join(" "))) substitutes.push(...groupOf(family).substitutes);
    }
  }
  return { except, substitutes };
}

// Lists are split at punctuation first; "and"/"or" split only what is not itself a family ("fish and shellfish").
const LIST_BREAK = /[,;/\n&+•·|]+/;
const WORD_BREAK = /\s+(?:and|or|nor)\s+/i;

function meaningful(words: readonly Word[]): Word[] {
  return words.filter((word) => !FILLER.has(word.form) && !FILLER.has(word.key));
}

/** The avoid field as a list of things to avoid, in the order written, each once. */
export function readAvoid(text: string): AvoidItem[] {
  const items: AvoidItem[] = [];
  const seen = new Set<string>();
  const add = (part: string): void => {
    const all = wordsOf(part);
    const words = meaningful(all);
    const first = words[0];
    const last = words.at(-1);
    if (first === undefined || last === undefined) return;
    const asked = surface(part, all, all.indexOf(first), all.indexOf(last) + 1);
    const family = familyAskedAs(words.map((word) => word.key)) ?? familyAskedAs(all.map((word) => word.key));
    const key = family ? `family:${family.id}` : `term:${words.map((word) => word.key).join(" ")}`;
    if (seen.has(key)) return;
    seen.add(key);
    items.push(family ? { asked, label: family.label, family: family.id } : { asked, label: asked.toLowerCase(), family: null });
  };
  for (const piece of text.split(LIST_BREAK)) {
    const words = meaningful(wordsOf(piece));
    if (words.length === 0) continue;
    if (familyAskedAs(words.map((word) => word.key))) add(piece);
    else for (const part of piece.split(WORD_BREAK)) add(part);
  }
  return items;
}

/** The check for this cook: what they asked to avoid, and what their diets exclude. */
export function avoidanceFor(avoid: string, diets: readonly Diet[] = []): Avoidance {
  const index = new PhraseIndex<{ rule: Rule; group: Group }>();
  const maybe = new Map<string, Rule[]>();
  const items = readAvoid(avoid);
  const addFamily = (family: FamilyData, rule: Rule) => {
    indexFamily(index, family, rule);
    for (const member of expand(family)) {
      for (const name of member.mayHold ?? []) {
        const rules = maybe.get(name) ?? [];
        if (!rules.includes(rule)) maybe.set(name, [...rules, rule]);
      }
    }
  };
  for (const item of items) {
    const family = item.family === null ? undefined : FAMILIES.get(item.family);
    // "halal" or "vegan" typed is a way of eating, said as a diet chosen is: "which isn't halal".
    const rule: Rule = { label: item.label, reason: family?.way ? { kind: "diet", diet: family.way } : { kind: "avoid", asked: item.asked } };
    if (family) {
      addFamily(family, rule);
      continue;
    }
    const written = phraseOf(item.asked);
    const canonical = phraseOf(normaliseIngredient(item.asked));
    const phrases = canonical.length > 0 && canonical.join(" ") !== written.join(" ") ? [written, canonical] : [written];
    const group = termGroups(phrases);
    for (const phrase of phrases) index.add(phrase, { rule, group });
  }
  for (const diet of diets) {
    for (const id of data.diets[diet]) {
      const family = FAMILIES.get(id);
      if (family) addFamily(family, { label: family.label, reason: { kind: "diet", diet } });
    }
  }
  return { items, diets, empty: items.length === 0 && diets.length === 0, limits: limitsOf(items), index, maybe };
}

// Each family's group and its members' phrases, read once: a check is built for every request, the families never change.
const familyPhrases = new Map<string, { readonly group: Group; readonly phrases: readonly Phrase[] }>();
function phrasesOfFamily(family: FamilyData): { readonly group: Group; readonly phrases: readonly Phrase[] } {
  let read = familyPhrases.get(family.id);
  if (read === undefined) familyPhrases.set(family.id, (read = { group: groupOf(family), phrases: membersOf(family).map(phraseOf) }));
  return read;
}

function indexFamily(index: PhraseIndex<{ rule: Rule; group: Group }>, family: FamilyData, rule: Rule): void {
  for (const member of expand(family)) {
    const { group, phrases } = phrasesOfFamily(member);
    for (const phrase of phrases) index.add(phrase, { rule, group });
  }
}

// Every family at once, whatever this cook avoids: what the data can name at all. Built at the first line the reader
// does not know.
let everyFamily: Avoidance | undefined;
function everyFamilyAvoidance(): Avoidance {
  if (everyFamily !== undefined) return everyFamily;
  const index = new PhraseIndex<{ rule: Rule; group: Group }>();
  for (const family of FAMILIES.values()) indexFamily(index, family, { label: family.label, reason: { kind: "avoid", asked: family.id } });
  return (everyFamily = { items: [], diets: [], empty: false, limits: [], index, maybe: new Map() });
}

/**
 * Whether the check can read what an ingredient line holds: the reader knows a word or phrase of it, or a family of the
 * data names it. A line it cannot read ("2 tbsp patis, to taste", "2 dryfish", "ponmo") may hold anything a cook avoids:
 * the page says so rather than keep silent (recipe-check.ts).
 */
export function canReadIngredient(line: PreparedIngredient): boolean {
  return namesAnyFood(line.written.text) || findInIngredient(line, everyFamilyAvoidance()).length > 0;
}

// What says a food is without something after its name as well as before it (data/allergens.json `saidAfter`).
const SAID_AFTER: ReadonlySet<string> = new Set(data.saidAfter.map((said) => phraseOf(said).join(" ")));
const isDenial = (phrase: Phrase) => SAID_AFTER.has(phrase.join(" "));

// Said right after the name and closing the text or its bracket: "cheese, dairy free", "milk (non-dairy)", "mayonnaise -
// vegan". Not where more follows ("parmesan (vegan if needed)"): that may be the food itself.
function deniedAfter(text: string, words: readonly Word[], end: number, group: Group): boolean {
  const name = words[end - 1];
  const next = words[end];
  if (name === undefined || next === undefined || !/^[\s,(:–—-]*$/.test(text.slice(name.end, next.start))) return false;
  return group.substitutes.some((phrase) => {
    const closing = words[end + phrase.length - 1];
    return closing !== undefined && isDenial(phrase) && phraseAt(words, end, phrase) && /^\s*(?:\)|[.;!]?\s*$)/.test(text.slice(closing.end));
  });
}

// A line read under its usual name keeps what the cook wrote of it: "dairy-free spread" read as butter is no dairy.
function deniedIn(words: readonly Word[], group: Group): boolean {
  return group.substitutes.some((phrase) => isDenial(phrase) && words.some((_, at) => phraseAt(words, at, phrase)));
}

// A name does not run across a list's separator or a bracket: "sausage (meat free)" holds no "sausage meat", "oyster,
// mushroom" no "oyster mushroom".
function runsOn(text: string, words: readonly Word[], start: number, end: number): boolean {
  for (let at = start; at + 1 < end; at += 1) {
    const gap = text.slice(words[at]?.end ?? 0, words[at + 1]?.start ?? 0);
    if (/[,;:()[\]{}/|]/.test(gap)) return false;
  }
  return true;
}

function exempt(text: string, words: readonly Word[], start: number, end: number, group: Group): boolean {
  // "nut-free", "dairy free": the text says it is without it. Like a name, neither runs across a comma ("oats, milk").
  if (words[end]?.key === "free" && runsOn(text, words, start, end + 1)) return true;
  if (group.substitutes.some((prefix) => phraseAt(words, start - prefix.length, prefix) && runsOn(text, words, start - prefix.length, end))) return true;
  if (deniedAfter(text, words, end, group)) return true;
  return group.except.some((name) => coversAt(words, start, end, name).some((from) => runsOn(text, words, from, from + name.length)));
}

interface TextCheck {
  readonly found: Found[];
  /** Rules whose members the text names only as substitutes or false friends ("vegan butter"). */
  readonly exempted: ReadonlySet<Rule>;
}

/** A text read into words once, to be checked against many cooks' lists (the cookbook's recipes). */
export interface PreparedText {
  readonly text: string;
  readonly words: readonly Word[];
}

export function prepareText(text: string): PreparedText {
  return { text, words: wordsOf(text) };
}

function check(input: string | PreparedText, avoidance: Avoidance, written?: PreparedText): TextCheck {
  const exempted = new Set<Rule>();
  const text = typeof input === "string" ? input : input.text;
  if (avoidance.empty || text === "") return { found: [], exempted };
  const words = typeof input === "string" ? wordsOf(text) : input.words;
  const hits: { start: number; end: number; rule: Rule }[] = [];
  const spared: { start: number; end: number; rule: Rule }[] = [];
  for (const { start, end, value } of avoidance.index.find(words)) {
    if (!runsOn(text, words, start, end)) continue;
    const hit = { start, end, rule: value.rule };
    if (exempt(text, words, start, end, value.group) || (written !== undefined && deniedIn(written.words, value.group))) {
      exempted.add(value.rule);
      spared.push(hit);
    } else hits.push(hit);
  }
  // A name within one the text says is without it is without it too: "wheat" of "wheat flour, gluten free".
  const unspared = hits.filter((hit) => !spared.some((other) => other.rule === hit.rule && other.start <= hit.start && hit.end <= other.end));
  // A longer name at the same place says it better: "peanut butter", not also "peanut".
  const kept = unspared.filter(
    (hit) => !unspared.some((other) => other.rule === hit.rule && other.start <= hit.start && hit.end <= other.end && other.end - other.start > hit.end - hit.start),
  );
  const found = uniqueFindings(kept.map(({ start, end, rule }) => ({ word: surface(text, words, start, end), label: rule.label, reason: rule.reason })));
  return { found, exempted };
}

/** What a piece of text (a step, a sentence, a title) contains that the cook must avoid. */
export function findInText(text: string | PreparedText, avoidance: Avoidance): Found[] {
  return check(text, avoidance).found;
}

/** An ingredient line read into words once, as written, under its usual name (null when it has none), and the foods its phrases name. */
export interface PreparedIngredient {
  readonly written: PreparedText;
  readonly canonical: PreparedText | null;
  /**
   * Each food a phrase of the line is read as (`foodsNamedIn`: "steamed spiny scorpionfish" names rockfish): the foods
   * that let the check say it can read the line, so each is checked, not only the whole line's usual name.
   */
  readonly named: readonly PreparedText[];
}

export function prepareIngredient(line: string): PreparedIngredient {
  const usual = normaliseIngredient(line);
  // Where the usual name keeps words the reader reads past ("2 smoked rashers" → "smoked rasher", "200 g filet mignon,
  // grilled" → "filet mignon grilled"), it names no food the tables know: the check reads the food the reader reads the
  // line as (bacon, beef), so that the two agree on what the line holds.
  const read = usual !== "" && !isReadAsFood(usual) ? readIngredient(line) : usual;
  const canonical = isReadAsFood(read) ? read : usual;
  const named = [...new Set(foodsNamedIn(line))].filter((food) => food !== canonical).map(prepareText);
  return { written: prepareText(line), canonical: canonical === "" ? null : prepareText(canonical), named };
}

/**
 * What an ingredient line contains: as written, and under its usual name ("courgettes" is "zucchini",
 * "mince" is "ground beef"), unless the line names it only as a substitute ("vegan butter").
 */
export function findInIngredient(line: string | PreparedIngredient, avoidance: Avoidance): Found[] {
  if (avoidance.empty) return [];
  const prepared = typeof line === "string" ? prepareIngredient(line) : line;
  const written = check(prepared.written, avoidance);
  const readings = prepared.canonical === null ? prepared.named : [prepared.canonical, ...prepared.named];
  const extra = readings.flatMap((reading) => check(reading, avoidance, prepared.written).found).filter(
    (found) =>
      ![...written.exempted].some((rule) => rule.label === found.label && rule.reason === found.reason) &&
      !written.found.some((known) => known.label === found.label && known.reason === found.reason),
  );
  const definite = uniqueFindings([...written.found, ...extra]);
  return [...definite, ...mayContain(prepared, avoidance, definite)];
}

/** Whether a food by its usual name may hold what this cook avoids ("sausage" for one avoiding beef): see `mayContain`. */
export function mayHold(name: string, avoidance: Avoidance): boolean {
  return avoidance.maybe.has(name);
}

// The words that say a food is made without meat ("vegan meatballs"), as the check reads them: built at the first may.
let meatFreeGroup: Group | undefined;

/**
 * What a line may hold that the cook avoids: its food is one often made with it ("12 meatballs" for a cook avoiding pork) and
 * the line names no meat or fish of its own ("beef meatballs" holds beef, not pork; "4 chicken kebabs" no lamb). Said as a
 * may, never passed in silence, and never where the line is already found to hold it or says it is without it.
 */
function mayContain(prepared: PreparedIngredient, avoidance: Avoidance, definite: readonly Found[]): Found[] {
  const name = prepared.canonical?.text;
  const rules = name === undefined ? undefined : avoidance.maybe.get(name);
  if (rules === undefined || name === undefined) return [];
  if (prepared.written.words.some((word) => isMeatOrFish(word.key) && !phraseOf(name).includes(word.key))) return [];
  meatFreeGroup ??= { except: [], substitutes: meatFreeWords().map(phraseOf) };
  if (deniedIn(prepared.written.words, meatFreeGroup)) return [];
  return rules
    .filter((rule) => !definite.some((known) => known.label === rule.label && sameReason(known.reason, rule.reason)))
    .map((rule) => ({ word: name, label: rule.label, reason: rule.reason, maybe: true }));
}

export function sameReason(a: AvoidReason, b: AvoidReason): boolean {
  return a.kind === "avoid" ? b.kind === "avoid" && a.asked === b.asked : b.kind === "diet" && a.diet === b.diet;
}

/** Whether two findings' words name one thing: "Noodle" and "noodles" do, in any case or number. */
export function sameWord(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase() || phraseOf(a).join(" ") === phraseOf(b).join(" ");
}

/** Each distinct finding once, in the order first found, as first written. */
export function uniqueFindings(findings: Iterable<Found>): Found[] {
  const unique: Found[] = [];
  for (const found of findings) {
    if (!unique.some((known) => known.label === found.label && sameReason(known.reason, found.reason) && sameWord(known.word, found.word))) unique.push(found);
  }
  return unique;
}

/**
 * One sentence per thing to avoid: "Contains peanuts, which you asked to avoid.", "Contains butter and
 * cream (dairy), which you asked to avoid.", "Contains chicken, which isn't vegetarian."
 */
export function describeFindings(findings: readonly Found[], verb = "Contains"): string[] {
  const groups: { label: string; reason: AvoidReason; maybe: boolean; words: string[] }[] = [];
  for (const found of uniqueFindings(findings)) {
    const maybe = found.maybe === true;
    const group = groups.find((known) => known.label === found.label && sameReason(known.reason, found.reason) && known.maybe === maybe);
    const word = maybe ? pluralOf(found.word.toLowerCase()) : found.word.toLowerCase();
    if (group) {
      if (!group.words.some((known) => sameWord(known, word))) group.words.push(word);
    } else groups.push({ label: found.label, reason: found.reason, maybe, words: [word] });
  }
  return groups.map(({ label, reason, maybe, words }) => {
    const named = words.length === 1 && phraseOf(words[0] ?? "").join(" ") === phraseOf(label).join(" ") ? words[0] : `${joinWords(words)} (${label})`;
    if (reason.kind === "avoid") return `${maybe ? `May ${verb.toLowerCase().replace(/s$/, "")}` : verb} ${named}, which you asked to avoid.`;
    return `${verb} ${joinWords(words)}, which ${maybe ? "may not be" : "isn't"} ${reason.diet}.`;
  });
}

// A food that may hold something is named as cooks name it on a list: "meatballs", "sausages" (its usual name is singular).
function pluralOf(name: string): string {
  return name.replace(/\S+$/, (last) => pluralise(last));
}

/**
 * What the check cannot see for this cook, one sentence each, to be said beside every recipe it checks:
 * what a way of eating asks beyond its foods ("how the meat was slaughtered"), and rules that name no
 * food at all ("low FODMAP", "keto", "pregnancy"), which no list of foods can check. A food's name the families do not
 * know but the reader does ("dashi") is checked as written, and needs no such sentence; words neither knows ("MSG") are
 * looked for as written too, and the cook is told that is all the check could do.
 */
function limitsOf(items: readonly AvoidItem[]): string[] {
  uncheckable ??= new Set(data.uncheckable.map((rule) => phraseOf(rule).join(" ")));
  const limits: string[] = [];
  for (const item of items) {
    const family = item.family === null ? undefined : FAMILIES.get(item.family);
    if (family?.unchecked) limits.push(family.unchecked);
    else if (item.family === null && uncheckable.has(phraseOf(item.asked).join(" "))) {
      limits.push(`AI Chef can't check a recipe for “${item.asked}”: it can only look for foods by name. Check the recipe yourself.`);
    } else if (item.family === null && !canReadIngredient(prepareIngredient(item.asked))) {
      // Words no table knows ("MSG", "nitrates", "red dye") are still looked for as written, but which foods hold them the
      // check cannot know: the stock cube that holds MSG passes. Said, never silent.
      limits.push(`AI Chef doesn't know which foods hold “${item.asked}”, so it only looked for the word itself. Check the recipe yourself.`);
    }
  }
  return limits;
}

/** A short mark for a line or step: "contains peanuts — you asked to avoid it", "contains chicken — not vegetarian". */
export function markText(findings: readonly Found[]): string {
  const unique = uniqueFindings(findings);
  const definite = unique
    .filter((found) => found.maybe !== true)
    .map((found) => (found.reason.kind === "avoid" ? `${found.word.toLowerCase()} (avoid)` : `${found.word.toLowerCase()} (not ${found.reason.diet})`));
  // What the line only may hold is said by what it may hold: "may contain pork (avoid)", "may not be halal".
  const maybe = unique.filter((found) => found.maybe === true);
  const mayHold = maybe.flatMap((found) => (found.reason.kind === "avoid" ? [`${found.label} (avoid)`] : []));
  const mayNotBe = maybe.flatMap((found) => (found.reason.kind === "diet" ? [found.reason.diet] : []));
  return [
    ...(definite.length > 0 ? [`contains ${joinWords([...new Set(definite)])}`] : []),
    ...(mayHold.length > 0 ? [`may contain ${joinWords([...new Set(mayHold)])}`] : []),
    ...(mayNotBe.length > 0 ? [`may not be ${joinWords([...new Set(mayNotBe)])}`] : []),
  ].join("; ");
}

/**
 * The avoid text with more things added ("Ask again without it"), each once, as far as the length limit
 * allows: what a recipe held that the cook must avoid, named for the next request.
 */
export function avoidingAlso(avoid: string, more: readonly string[]): string {
  let text = avoid.trim();
  const has = (word: string) => text.toLowerCase().split(/\s*[,;]\s*/).includes(word.toLowerCase());
  for (const word of more.map((each) => each.trim()).filter((each) => each !== "")) {
    if (has(word)) continue;
    const next = text === "" ? word : `${text}, ${word}`;
    if (next.length > MAX_AVOID_LENGTH) break;
    text = next;
  }
  return text;
}
