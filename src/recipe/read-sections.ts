import type { Span } from "./amount.ts";
import { EMPTY_TEXT, joinTexts, sliceText, type InlineText } from "./inline-text.ts";
import {
  howToMakeTitle,
  isClosingLine,
  isMetaLine,
  isNumberedStepHeading,
  labelOf,
  labelWords,
  readsAsStep,
  sectionOf,
  startsWithAmount,
  stepLabelEnd,
  titleInSentence,
  type Section,
} from "./line-rules.ts";
import type { Block, TableRow } from "./read-blocks.ts";
import { isBareSectionName } from "./section-words.ts";
import type { SectionStarts } from "./recipe-model.ts";

/**
 * The second stage of reading a recipe: blocks → its parts. Sections are found by their headings or
 * labels (any level, bold or plain, emoji and numbering ignored); inside them, ingredient lines (list
 * items, lines of a paragraph, table rows, under any sub-group), steps (numbered items, "Step N:"
 * paragraphs, "**Step N: Title**" with its text, else bullets or paragraphs), and the lines that say
 * servings and times wherever they stand. Pure.
 */

export interface IngredientPiece {
  readonly text: InlineText;
  /** The sub-group it sits under ("For the sauce"), or null. */
  readonly group: string | null;
  /** The list item, line or table row: where the renderer's list item starts, for a list item. */
  readonly span: Span;
}

export interface StepPiece {
  readonly text: InlineText;
  readonly span: Span;
}

export interface RecipeParts {
  readonly title: string | null;
  /** Set when the recipe reads in order (what comes first, the ingredients, then the method): every ingredient after the first start and before the second, every step after it. */
  readonly sections: SectionStarts | null;
  /** Lines that may state servings or times: headings, labels, meta lines, the lines around the lists. */
  readonly meta: readonly InlineText[];
  readonly ingredients: readonly IngredientPiece[];
  readonly steps: readonly StepPiece[];
}

type Where = Section | "start";

const NUMBERED_LINE = /^\d{1,2}[.)]\s+(?=\S)/;
/** A whole sentence on its own line: a capital first, its full stop (or ! or ?) last. */
const SENTENCE_LINE = /^\p{Lu}.*[.!?]["'’”)]?$/u;

interface Walk {
  readonly blocks: readonly Block[];
  index: number;
  where: Where;
  /** Depth of the heading that opened the section; 7 for a label. */
  depth: number;
  group: string | null;
  /** The level of the list item that opened the group, when its items are nested under it. */
  groupLevel: number | null;
  /** The level of the last ingredient with an amount read from a list item: bullets under it without one are its notes. */
  lastIngredientLevel: number | null;
  title: string | null;
  readonly meta: InlineText[];
  readonly ingredients: IngredientPiece[];
  /** Numbered items, "Step N" paragraphs and step headings of the method. */
  readonly numbered: StepPiece[];
  /** Bullets and paragraphs of the method, used when it has nothing numbered. */
  readonly loose: StepPiece[];
  /** The first numbered list after the ingredients under some other heading ("Variation 1: herby"). */
  readonly otherNumbered: StepPiece[];
  otherListOpen: boolean;
  /** The last steps list added to, for nested bullets to join its last step. */
  lastSteps: StepPiece[] | null;
  /** A step opened by its label ("**Step 2: Roast**", "### Step 2"), which the text after it joins. */
  openStep: { title: InlineText; body: InlineText; span: Span } | null;
  /** Items before any section: the ingredients and steps of a recipe with no headings. */
  readonly unlabelled: Extract<Block, { kind: "item" }>[];
  /** Where the ingredients and the method were first entered. */
  ingredientsAt: number | null;
  methodAt: number | null;
}

/** A step's title and its text read as one: "Scramble the eggs: Whisk them with…". */
function withTitle(title: InlineText, text: InlineText): InlineText {
  if (title.text === "") return text;
  return joinTexts(title, text, /[.:!?]$/.test(title.text) ? " " : ": ");
}

function closeStep(walk: Walk): void {
  const step = walk.openStep;
  walk.openStep = null;
  if (step === null) return;
  const text = withTitle(step.title, step.body);
  if (text.text === "") return;
  walk.numbered.push({ text, span: step.span });
  walk.lastSteps = walk.numbered;
}

/** The first time the walk is in the ingredients or the method, where: for the page to lay them out side by side. */
function noteStart(walk: Walk, section: Where, at: number): void {
  if (section === "ingredients") walk.ingredientsAt ??= at;
  if (section === "steps") walk.methodAt ??= at;
}

/** A section begins where the block holding its heading or label begins (a label's own span starts inside its "**"). */
function enter(walk: Walk, section: Section, depth: number): void {
  noteStart(walk, section, walk.blocks[walk.index]?.span.start ?? 0);
  closeStep(walk);
  // "## Method" then "### Preparation": still the method, at the outer heading's depth.
  walk.depth = walk.where === section ? Math.min(walk.depth, depth) : depth;
  walk.where = section;
  walk.group = null;
  walk.groupLevel = null;
}

/** The blocks after the current one, up to the next heading or label, look like an ingredient list. */
function ingredientsFollow(walk: Walk): boolean {
  for (let at = walk.index + 1; at < walk.blocks.length; at++) {
    const block = walk.blocks[at];
    if (block === undefined || block.kind === "heading" || block.kind === "rule") return false;
    if (block.kind === "table") return true;
    if (block.kind === "item") return startsWithAmount(block.text.text) || (!block.ordered && !readsAsStep(block.text.text));
    if (block.kind === "paragraph") {
      const first = block.lines[0] ?? EMPTY_TEXT;
      if (labelOf(first) !== null || isMetaLine(first.text)) continue;
      return startsWithAmount(first.text);
    }
  }
  return false;
}

/** The blocks after the current one read as more of a method: numbered items, or paragraphs of instructions. */
function stepsFollow(walk: Walk): boolean {
  const block = walk.blocks[walk.index + 1];
  if (block === undefined) return false;
  if (block.kind === "item") return block.ordered;
  if (block.kind === "paragraph") return stepLabelEnd(block.lines[0]?.text ?? "") !== null || readsAsStep(block.lines.map((line) => line.text).join(" "));
  return false;
}

function isBeforeRecipe(walk: Walk): boolean {
  return walk.ingredients.length === 0 && walk.numbered.length === 0 && walk.loose.length === 0;
}

function openStepFrom(walk: Walk, line: InlineText, span: Span): void {
  closeStep(walk);
  const rest = stepLabelEnd(line.text) ?? 0;
  if (walk.where !== "steps") enter(walk, "steps", 7);
  // "**Step 1: Scramble the eggs**" is a title for the text after it; "Step 1: Chop the onion." is the text.
  const after = sliceText(line, rest);
  const titleOnly = labelOf(line) !== null;
  walk.openStep = titleOnly ? { title: after, body: EMPTY_TEXT, span } : { title: EMPTY_TEXT, body: after, span };
}

function appendToStep(walk: Walk, text: InlineText, span: Span): void {
  const step = walk.openStep;
  if (step === null) return;
  walk.openStep = { title: step.title, body: joinTexts(step.body, text), span: { start: step.span.start, end: span.end } };
}

/** A heading's or a label's words, when they name the ingredients and something more: "Sauce ingredients", "Ingredients for the dough". */
function namesSomeIngredients(words: string): boolean {
  return sectionOf(words) === "ingredients" && !isBareSectionName(labelWords(words));
}

/** A heading or a label of a paragraph, after the current block and before the method, names some ingredients. */
function anotherPartFollows(walk: Walk): boolean {
  for (let at = walk.index + 1; at < walk.blocks.length; at++) {
    const block = walk.blocks[at];
    if (block === undefined) return false;
    const labels = block.kind === "heading" ? [block.text.text] : block.kind === "paragraph" ? block.lines.map(labelOf).filter((label) => label !== null) : [];
    for (const label of labels) {
      if (namesSomeIngredients(label)) return true;
      if (sectionOf(label) !== null) return false;
    }
  }
  return false;
}

/**
 * A heading or label naming ingredients and more ("Sauce ingredients:", "Ingredients for the dough") names a part's
 * own list, a sub-group as "For the sauce:" is, when the recipe has more than one part: the ingredients are open
 * already, some were read, or another such label follows. Over the only list, it is the recipe's Ingredients.
 */
function namesAPart(walk: Walk, words: string): boolean {
  return namesSomeIngredients(words) && (walk.where === "ingredients" || walk.ingredients.length > 0 || anotherPartFollows(walk));
}

/** A part's own list begins: its words are the group of the lines under it, in the ingredients. */
function enterPart(walk: Walk, words: string, depth: number, line: InlineText): void {
  if (walk.where !== "ingredients") {
    enter(walk, "ingredients", depth);
    walk.meta.push(line);
  }
  walk.group = words;
  walk.groupLevel = null;
}

function readHeading(walk: Walk, block: Extract<Block, { kind: "heading" }>): void {
  const text = block.text.text;
  closeStep(walk);
  walk.otherListOpen = false;
  if (isMetaLine(text)) {
    walk.meta.push(block.text);
    return;
  }
  const dish = howToMakeTitle(text);
  if (dish !== null && walk.title === null && isBeforeRecipe(walk)) {
    walk.title = dish;
    walk.meta.push(block.text);
    return;
  }
  if (namesAPart(walk, text)) {
    enterPart(walk, labelWords(text), block.depth, block.text);
    return;
  }
  const section = sectionOf(text);
  if (section !== null) {
    enter(walk, section, block.depth);
    walk.meta.push(block.text);
    return;
  }
  if ((walk.where === "steps" || walk.where === "ingredients") && (stepLabelEnd(text) !== null || (walk.where === "steps" && isNumberedStepHeading(text)))) {
    // "### Step 2: Roast", "### 2. Roast": a step, its title the heading.
    const rest = stepLabelEnd(text) ?? (/^\s*\d{1,2}[.)]\s+/.exec(text)?.[0].length ?? 0);
    walk.openStep = { title: sliceText(block.text, rest), body: EMPTY_TEXT, span: block.span };
    noteStart(walk, "steps", block.span.start);
    walk.where = "steps";
    return;
  }
  if ((walk.where === "ingredients" || walk.where === "steps") && ingredientsFollow(walk)) {
    // A sub-group of any name ("### Icing", "## Cream"), or the next part's own ingredients.
    noteStart(walk, "ingredients", block.span.start);
    walk.where = "ingredients";
    walk.group = labelWords(text) || null;
    walk.groupLevel = null;
    return;
  }
  // A part of the method ("### Making the batter") under it or beside it.
  if (walk.where === "steps" && (block.depth > walk.depth || stepsFollow(walk))) return;
  walk.meta.push(block.text);
  if (walk.title === null && isBeforeRecipe(walk)) {
    walk.title = labelWords(text) || null;
    walk.where = "start";
    return;
  }
  enter(walk, "other", block.depth);
}

/** A line that names a section, a sub-group or a step on its own: "**Ingredients:**", "For the sauce:", "**Step 1: Rinse**". */
function readLabel(walk: Walk, line: InlineText, label: string, span: Span, first: boolean): boolean {
  if (stepLabelEnd(label) !== null && walk.where !== "start") {
    openStepFrom(walk, line, span);
    return true;
  }
  if (namesAPart(walk, label)) {
    enterPart(walk, label, 7, line);
    return true;
  }
  const section = sectionOf(label);
  if (section !== null) {
    enter(walk, section, 7);
    walk.meta.push(line);
    return true;
  }
  if (walk.where === "ingredients") {
    walk.group = label;
    walk.groupLevel = null;
    return true;
  }
  if (walk.where === "steps") {
    if (ingredientsFollow(walk)) {
      walk.where = "ingredients";
      walk.group = label;
      return true;
    }
    // "**Make the sauce:**" over a part of the method.
    closeStep(walk);
    return true;
  }
  if (walk.title === null && first && isBeforeRecipe(walk) && line.strong.length > 0) {
    walk.title = label;
    walk.meta.push(line);
    return true;
  }
  return false;
}

function readParagraph(walk: Walk, block: Extract<Block, { kind: "paragraph" }>): void {
  walk.otherListOpen = false;
  let run: InlineText | null = null;
  let runSpan: Span | null = null;
  const flush = () => {
    if (run !== null && runSpan !== null) {
      walk.loose.push({ text: run, span: runSpan });
      walk.lastSteps = walk.loose;
    }
    run = null;
    runSpan = null;
  };
  let prose = false;
  const firstLine = block.lines.findIndex((line) => line.text !== "" && labelOf(line) === null && !isMetaLine(line.text));
  // A method written a sentence a line with no markers (copied from a page, or a plain-text reply): each
  // line a step. A paragraph wrapped mid-sentence is one step, as before.
  const textLines = block.lines.filter((line) => line.text !== "" && labelOf(line) === null && !isMetaLine(line.text));
  const linePerStep = textLines.length >= 2 && textLines.every((line) => SENTENCE_LINE.test(line.text.trim()));
  block.lines.forEach((line, index) => {
    const span = { start: line.starts[0] ?? block.span.start, end: line.ends[line.ends.length - 1] ?? block.span.end };
    const text = line.text;
    if (text === "") return;
    if (isMetaLine(text)) {
      flush();
      walk.meta.push(line);
      return;
    }
    if (walk.where === "start" && walk.title === null && index === 0) {
      // "Here's a quick recipe for **Egg Fried Rice**:" names the dish.
      const name = titleInSentence(line);
      if (name !== null) {
        walk.title = name;
        walk.meta.push(line);
        return;
      }
    }
    const label = labelOf(line);
    if (label !== null && readLabel(walk, line, label, span, index === 0 && walk.index === firstTextBlock(walk))) {
      flush();
      return;
    }
    if (stepLabelEnd(text) !== null && walk.where !== "start") {
      // "Step 1: Chop the onion." or "**Step 1:** Chop the onion.": a step, which the lines after may continue.
      flush();
      openStepFrom(walk, line, span);
      return;
    }
    if (walk.where === "ingredients") {
      // Ingredient lines written without list markers, one a line; a wrapped paragraph of prose is not.
      if (prose || (index === firstLine && !looksLikeIngredientLine(text))) {
        prose = true;
        walk.meta.push(line);
        return;
      }
      if (looksLikeIngredientLine(text)) {
        walk.ingredients.push({ text: line, group: walk.group, span });
      } else walk.meta.push(line);
      return;
    }
    if (walk.where === "steps") {
      if (isClosingLine(text)) {
        flush();
        closeStep(walk);
        walk.meta.push(line);
        return;
      }
      const number = NUMBERED_LINE.exec(text);
      if (number !== null) {
        // "3. Stir-fry…" under a label with no blank line between: the renderer shows it in the
        // label's paragraph, but it is the method's next numbered step.
        flush();
        closeStep(walk);
        walk.openStep = { title: EMPTY_TEXT, body: sliceText(line, number[0].length), span };
        return;
      }
      if (walk.openStep) {
        appendToStep(walk, line, span);
        return;
      }
      if (linePerStep) flush();
      run = run === null ? line : joinTexts(run, line);
      runSpan = runSpan === null ? span : { start: runSpan.start, end: span.end };
      return;
    }
    walk.meta.push(line);
  });
  flush();
}

/** A line of an ingredient list without its marker: an amount first, or a few words that are not a sentence. */
function looksLikeIngredientLine(text: string): boolean {
  return startsWithAmount(text) || (!readsAsStep(text) && text.split(" ").length <= 8 && !isClosingLine(text));
}

function firstTextBlock(walk: Walk): number {
  return walk.blocks.findIndex((block) => block.kind !== "rule" && block.kind !== "code");
}

function itemText(block: Extract<Block, { kind: "item" }>): InlineText {
  return block.more.reduce((text, more) => joinTexts(text, more), block.text);
}

function readItem(walk: Walk, block: Extract<Block, { kind: "item" }>): void {
  const text = block.text.text;
  if (walk.groupLevel !== null && block.level <= walk.groupLevel) {
    walk.group = null;
    walk.groupLevel = null;
  }
  if (text !== "" && isMetaLine(text)) {
    walk.meta.push(block.text);
    return;
  }
  const label = labelOf(block.text);
  if (walk.where === "ingredients") {
    if (block.ordered && walk.ingredients.length > 0 && readsAsStep(text) && !startsWithAmount(text)) {
      // A method straight after the list, with no heading of its own.
      enter(walk, "steps", walk.depth);
    } else {
      if (label !== null && !startsWithAmount(text)) {
        walk.lastIngredientLevel = null;
        const next = walk.blocks[walk.index + 1];
        walk.group = label;
        walk.groupLevel = next?.kind === "item" && next.level > block.level ? block.level : null;
        return;
      }
      // "- 4 slices of brioche" / "  - stale bread is perfect": a bullet with no amount under an
      // ingredient with one is its note; under "- Grains (any of these)" the bullets are the grains.
      const parent = walk.lastIngredientLevel;
      if (parent !== null && block.level > parent && !startsWithAmount(text)) return;
      // "- Sauce" over "  - 1 lemon", "  - 50 ml cream": a bullet with no figure over nested amounts names their group.
      const next = walk.blocks[walk.index + 1];
      if (!/\d/.test(text) && next?.kind === "item" && next.level > block.level && startsWithAmount(next.text.text)) {
        walk.group = labelWords(text) || null;
        walk.groupLevel = block.level;
        walk.lastIngredientLevel = null;
        return;
      }
      if (text !== "") walk.ingredients.push({ text: block.text, group: walk.group, span: block.span });
      walk.lastIngredientLevel = startsWithAmount(text) ? block.level : null;
      return;
    }
  }
  if (walk.where === "steps") {
    const step = { text: itemText(block), span: block.span };
    if (block.level > 0 && walk.lastSteps !== null && walk.lastSteps.length > 0) {
      // A bullet under a step is part of it.
      const last = walk.lastSteps[walk.lastSteps.length - 1];
      if (last) walk.lastSteps[walk.lastSteps.length - 1] = { text: joinTexts(last.text, step.text), span: { start: last.span.start, end: block.span.end } };
      return;
    }
    closeStep(walk);
    if (block.ordered) {
      walk.numbered.push(step);
      walk.lastSteps = walk.numbered;
    } else if (label === null && !isClosingLine(text)) {
      walk.loose.push(step);
      walk.lastSteps = walk.loose;
    }
    return;
  }
  if (walk.where === "start") {
    walk.unlabelled.push(block);
    return;
  }
  // Under another heading: the first numbered list after the ingredients may be the method.
  if (block.ordered && block.level === 0 && walk.ingredients.length > 0 && (walk.otherNumbered.length === 0 || walk.otherListOpen)) {
    walk.otherNumbered.push({ text: itemText(block), span: block.span });
    walk.otherListOpen = true;
    return;
  }
  if (block.level > 0 && walk.otherListOpen) {
    const last = walk.otherNumbered[walk.otherNumbered.length - 1];
    if (last) walk.otherNumbered[walk.otherNumbered.length - 1] = { text: joinTexts(last.text, block.text), span: { start: last.span.start, end: block.span.end } };
    return;
  }
  walk.otherListOpen = false;
  walk.meta.push(block.text);
}

const INGREDIENT_HEADER = /\b(?:ingredients?|items?|what|food|component)\b/i;
const AMOUNT_HEADER = /\b(?:amounts?|quantity|quantities|qty|measures?|how much|weight|volume|us|metric|grams)\b/i;
const NOTE_HEADER = /\b(?:notes?|prep(?:aration)?|comments?|details?)\b/i;
const META_HEADER = /\b(?:servings?|serves|yield|portions|prep(?:aration)? time|cook(?:ing)? time|total time)\b/i;
const STEP_HEADER = /\b(?:steps?|instructions?|directions?|method|action|what to do)\b/i;

/** An ingredient row as one line, amount first: "| Flour | 200 g | sifted |" → "200 g Flour, sifted". */
function rowAsLine(row: TableRow, columns: { ingredient: number; amount: number; note: number }): InlineText {
  const cell = (index: number) => (index >= 0 ? (row.cells[index] ?? EMPTY_TEXT) : EMPTY_TEXT);
  const name = cell(columns.ingredient);
  const amount = cell(columns.amount);
  const note = cell(columns.note);
  const line = columns.amount >= 0 && amount.text !== "" && !/^(?:-|–|—|n\/a)$/i.test(amount.text) ? joinTexts(amount, name) : name;
  return note.text === "" ? line : joinTexts(line, note, ", ");
}

function readTable(walk: Walk, block: Extract<Block, { kind: "table" }>): void {
  closeStep(walk);
  walk.otherListOpen = false;
  const header = block.header.map((cell) => cell.text);
  const find = (pattern: RegExp, except: number[] = []) => header.findIndex((cell, index) => !except.includes(index) && pattern.test(cell));
  const ingredient = find(INGREDIENT_HEADER);
  const amount = find(AMOUNT_HEADER, [ingredient]);
  const note = find(NOTE_HEADER, [ingredient, amount]);
  const step = find(STEP_HEADER);
  if (ingredient >= 0 || (walk.where === "ingredients" && step < 0 && !/nutri|calor|per serving/i.test(header.join(" ")))) {
    if (walk.where !== "ingredients") enter(walk, "ingredients", walk.depth);
    const columns = { ingredient: ingredient >= 0 ? ingredient : amount === 0 ? 1 : 0, amount, note };
    for (const row of block.rows) {
      const text = rowAsLine(row, columns);
      if (text.text !== "") walk.ingredients.push({ text, group: walk.group, span: row.span });
    }
    return;
  }
  if (META_HEADER.test(header.join(" ")) && block.rows.length <= 2) {
    // "| Category | Servings | Difficulty |" over "| Soups | 4 | 2 |": each column read as "Servings: 4".
    for (const row of block.rows) {
      block.header.forEach((cell, index) => {
        const value = row.cells[index];
        if (value && value.text !== "") walk.meta.push(joinTexts(cell, value, ": "));
      });
    }
    return;
  }
  if (step >= 0 && walk.where === "steps") {
    // The method's own column, else the one that says most ("| Step | What to do |").
    const instruction = find(/\b(?:instructions?|directions?|what to do|details?|description)\b/i);
    const longest = header
      .map((_, index) => ({ index, length: block.rows.reduce((sum, row) => sum + (row.cells[index]?.text.length ?? 0), 0) }))
      .sort((a, b) => b.length - a.length)[0]?.index;
    const column = instruction >= 0 ? instruction : (longest ?? step);
    for (const row of block.rows) {
      const text = row.cells[column] ?? EMPTY_TEXT;
      if (text.text !== "") walk.numbered.push({ text, span: row.span });
    }
    walk.lastSteps = walk.numbered;
  }
}

/** Front matter: its title, and its other lines as meta ("servings: 4", "prep_time: 10"). */
function readFrontMatter(walk: Walk, block: Extract<Block, { kind: "front" }>): void {
  for (const line of block.lines) {
    const title = /^title:/i.test(line.text) ? line.text.slice(6).trim().replace(/^(["'])(.*)\1$/, "$2") : "";
    if (title !== "") walk.title ??= title;
    else walk.meta.push({ ...line, text: line.text.replace(/_/g, " ") });
  }
}

/** Without headings: a bullet list of amounts then a numbered list reads as ingredients then steps. */
function readUnlabelled(walk: Walk): void {
  const items = walk.unlabelled;
  const bullets = items.filter((item) => !item.ordered && item.level === 0);
  const amounts = bullets.filter((item) => startsWithAmount(item.text.text));
  if (amounts.length === 0 || amounts.length < bullets.length / 2) return;
  const firstBullet = bullets[0]?.span.start ?? 0;
  noteStart(walk, "ingredients", firstBullet);
  for (const item of bullets) walk.ingredients.push({ text: item.text, group: null, span: item.span });
  for (const item of items) {
    if (item.ordered && item.level === 0 && item.span.start > firstBullet) {
      noteStart(walk, "steps", item.span.start);
      walk.numbered.push({ text: itemText(item), span: item.span });
    }
  }
}

/** The parts of a recipe in its blocks. */
export function readSections(blocks: readonly Block[]): RecipeParts {
  const walk: Walk = {
    blocks,
    index: 0,
    where: "start",
    depth: 0,
    group: null,
    groupLevel: null,
    lastIngredientLevel: null,
    title: null,
    meta: [],
    ingredients: [],
    numbered: [],
    loose: [],
    otherNumbered: [],
    otherListOpen: false,
    lastSteps: null,
    openStep: null,
    unlabelled: [],
    ingredientsAt: null,
    methodAt: null,
  };
  for (walk.index = 0; walk.index < blocks.length; walk.index++) {
    const block = blocks[walk.index];
    if (block === undefined) continue;
    if (block.kind !== "item") walk.lastIngredientLevel = null;
    if (block.kind === "heading") readHeading(walk, block);
    else if (block.kind === "front") readFrontMatter(walk, block);
    else if (block.kind === "paragraph") readParagraph(walk, block);
    else if (block.kind === "item") readItem(walk, block);
    else if (block.kind === "table") readTable(walk, block);
    else if (block.kind === "rule") {
      closeStep(walk);
      // "---" after the method: what follows are notes.
      if (walk.where === "steps" && (walk.numbered.length > 0 || walk.loose.length > 0)) enter(walk, "other", 0);
    }
  }
  closeStep(walk);
  if (walk.ingredients.length === 0) readUnlabelled(walk);
  const steps = [walk.numbered, walk.loose, walk.otherNumbered].find((candidate) => candidate.length > 0) ?? [];
  return { title: walk.title, sections: inOrder(walk, steps), meta: walk.meta, ingredients: walk.ingredients, steps };
}

/** The two starts, when the ingredients all sit between them and the steps all after the second. */
function inOrder(walk: Walk, steps: readonly StepPiece[]): SectionStarts | null {
  const { ingredientsAt: ingredients, methodAt: method } = walk;
  if (ingredients === null || method === null || ingredients >= method) return null;
  const between = walk.ingredients.every((piece) => piece.span.start >= ingredients && piece.span.start < method);
  return between && steps.every((step) => step.span.start >= method) ? { ingredients, method } : null;
}
