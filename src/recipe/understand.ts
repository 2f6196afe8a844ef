import type { Heading, List, ListItem, Nodes, Paragraph, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { parseIngredientLine, parseIngredientLines } from "./ingredient-line.ts";
import type { IngredientLine, RecipeStep, Span, UnderstoodRecipe } from "./recipe-model.ts";
import { readMinutes } from "./timers.ts";

/**
 * Reads finished markdown (an AI reply, a cookbook answer, a reopened recent recipe) as a
 * recipe, from its syntax tree: sections are found by their headings (or bold lines used as
 * headings), ingredients are the list items under "Ingredients", steps the numbered items
 * under "Method"/"Steps"/… Returns null for a reply that is not a recipe. Pure.
 */

type Section = "ingredients" | "steps" | "other";

const INGREDIENT_WORDS = /\b(?:ingredients?|what you(?:['’]ll)? need|you(?:['’]ll)? need|shopping list|you will need)\b/i;
const STEP_WORDS =
  /\b(?:directions?|instructions?|method|steps?|preparation|procedure|how to (?:make|cook|prepare)(?: it)?|to make|cooking|let['’]s cook|make it)\b/i;
const OTHER_WORDS =
  /\b(?:tips?|notes?|nutrition(?:al)?|variations?|storage|store|serving suggestions?|to serve|enjoy|substitutions?|equipment|faq|why this works|make ahead|leftovers|pairing|chef['’]s)\b/i;

const NUMBER_WORD = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";
const COUNT = `(\\d+|${NUMBER_WORD})`;
const SERVINGS_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\b(?:serves|servings|serving|feeds|portions|yields?|makes)\\b(?!\\s*size)\\s*(?:[:\\-–]\\s*)?(?:about |approximately |approx\\.? |up to |around )?${COUNT}`, "i"),
  new RegExp(`\\bfor ${COUNT}(?:\\s*(?:-|–|to)\\s*\\d+)? (?:people|persons|servings|guests|portions)\\b`, "i"),
  new RegExp(`\\b${COUNT}(?:\\s*(?:-|–|to)\\s*\\d+)?\\s+(?:servings|portions|people)\\b`, "i"),
];
const WORD_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  NUMBER_WORD.split("|").map((word, index) => [word, index + 1]),
);

const TIME_PATTERNS = {
  prep: /\bprep(?:aration)?(?: time)?\s*(?:[:\-–]\s*)?(.{1,40})/i,
  cook: /\b(?:cook(?:ing)?|bak(?:e|ing)) time\s*(?:[:\-–]\s*)?(.{1,40})/i,
  total: /\b(?:total(?: time)?|ready in|takes)\s*(?:[:\-–]\s*)?(.{1,40})/i,
} as const;

/** Plain text of a node with a map back to markdown offsets: emphasis markers dropped, text kept. */
interface PlainText {
  readonly text: string;
  /** Markdown offset of each character of `text`. */
  readonly offsets: readonly number[];
}

function collect(node: Nodes, markdown: string, into: { text: string; offsets: number[] }): void {
  if (node.type === "text" || node.type === "inlineCode") {
    const start = node.position?.start.offset ?? 0;
    const end = node.position?.end.offset ?? start;
    const raw = markdown.slice(start, end);
    const exact = node.type === "text" && raw === node.value;
    const inner = node.type === "inlineCode" ? start + raw.indexOf(node.value) : start;
    for (let i = 0; i < node.value.length; i++) into.offsets.push(exact ? start + i : Math.min(inner + i, end - 1));
    into.text += node.value;
    return;
  }
  if (node.type === "break") {
    into.text += "\n";
    into.offsets.push(node.position?.start.offset ?? 0);
    return;
  }
  if (node.type === "html" || node.type === "image") return;
  if ("children" in node) {
    node.children.forEach((child, index) => {
      // Paragraphs and list items inside a list item read as separate sentences.
      if (index > 0 && (child.type === "paragraph" || child.type === "list") && into.text !== "" && !/\s$/.test(into.text)) {
        into.text += " ";
        into.offsets.push(child.position?.start.offset ?? 0);
      }
      collect(child, markdown, into);
    });
  }
}

function plainText(node: Nodes, markdown: string): PlainText {
  const into = { text: "", offsets: [] as number[] };
  collect(node, markdown, into);
  return into;
}

function clean(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Heading words without emoji, numbering and trailing colon: "🥘 2. Ingredients:" → "Ingredients". */
function label(text: string): string {
  return clean(
    text
      .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, "")
      .replace(/^\s*(?:step\s*)?\d+[.):]?\s+/i, "")
      .replace(/[:：]\s*$/, ""),
  );
}

function classify(text: string): Section | null {
  const words = label(text);
  if (words.length > 60) return null;
  if (INGREDIENT_WORDS.test(words)) return "ingredients";
  if (OTHER_WORDS.test(words)) return "other";
  if (STEP_WORDS.test(words)) return "steps";
  return null;
}

function spanOf(node: Nodes): Span {
  return { start: node.position?.start.offset ?? 0, end: node.position?.end.offset ?? 0 };
}

/** A paragraph used as a heading: "**Ingredients:**", "Method:", "**For the sauce**". */
function paragraphLabel(paragraph: Paragraph, markdown: string): string | null {
  const text = clean(plainText(paragraph, markdown).text);
  if (text === "" || text.length > 60) return null;
  const first = paragraph.children[0];
  const boldOnly = paragraph.children.every((child) => child.type === "strong" || (child.type === "text" && /^[\s:：]*$/.test(child.value)));
  if (boldOnly && first?.type === "strong") return text;
  if (/[:：]$/.test(text) && !/\d/.test(text.slice(0, 3))) return text;
  return null;
}

interface Reader {
  readonly markdown: string;
  title: string | null;
  ingredients: PendingLine[];
  steps: RecipeStep[];
  /** Unordered items and paragraphs under a steps heading, used when it has no numbered list. */
  looseSteps: RecipeStep[];
  /** The first numbered list after the ingredients under some other heading ("Variation 1: herby"). */
  otherNumbered: RecipeStep[];
  section: Section | null;
  sectionDepth: number;
  group: string | null;
  /** Step headings ("### Step 1: Prep") open a step that following paragraphs extend. */
  openStep: { text: string; span: { start: number; end: number } } | null;
  meta: string[];
}

/** An ingredient line read from the tree, waiting for the one batch pass of the line parser. */
interface PendingLine {
  readonly plain: PlainText;
  readonly text: string;
  readonly group: string | null;
  readonly span: Span;
  /** Lines split out of a paragraph have no exact offsets, so their amounts are not rewritten. */
  readonly exact: boolean;
}

function ingredientFrom(item: ListItem | Paragraph, reader: Reader, group: string | null, exact = true): void {
  const first = item.type === "listItem" ? item.children.find((child) => child.type === "paragraph") : item;
  if (!first) return;
  const plain = plainText(first, reader.markdown);
  const text = clean(plain.text);
  if (text !== "") reader.ingredients.push({ plain, text, group, span: spanOf(item), exact });
}

function resolveIngredients(pending: readonly PendingLine[]): IngredientLine[] {
  const parsed = parseIngredientLines(pending.map((line) => line.plain.text));
  return pending.map((line, index) => {
    const read = parsed[index] ?? parseIngredientLine(line.plain.text);
    const at = (offset: number) => line.plain.offsets[Math.min(offset, line.plain.offsets.length - 1)] ?? 0;
    const spanFor = (range: { start: number; end: number } | null) =>
      range && line.exact ? { start: at(range.start), end: at(range.end - 1) + 1 } : null;
    return {
      text: line.text,
      quantity: read.quantity,
      quantityUpper: read.quantityUpper,
      unit: read.unit,
      name: read.name,
      note: read.note,
      group: line.group,
      amountSpan: spanFor(read.amount),
      countedSpan: spanFor(read.countedWord),
      span: line.span,
    };
  });
}

function readIngredientList(list: List, reader: Reader, group: string | null): void {
  for (const item of list.children) {
    const nested = item.children.filter((child): child is List => child.type === "list");
    const own = item.children.find((child) => child.type === "paragraph");
    const ownText = own ? clean(plainText(own, reader.markdown).text) : "";
    if (nested.length > 0 && (/[:：]$/.test(ownText) || /^for\b/i.test(ownText) || !/\d/.test(ownText))) {
      for (const sub of nested) readIngredientList(sub, reader, label(ownText) || group);
      continue;
    }
    if (/^for\b.*[:：]$/i.test(ownText)) {
      // "For the dressing:" as an item of its own: the items after it belong to it.
      group = label(ownText);
      continue;
    }
    ingredientFrom(item, reader, group);
    for (const sub of nested) readIngredientList(sub, reader, group);
  }
}

function stepFrom(node: ListItem | Paragraph, reader: Reader): RecipeStep | null {
  const text = clean(plainText(node, reader.markdown).text);
  return text === "" ? null : { text, span: spanOf(node) };
}

function closeOpenStep(reader: Reader): void {
  if (reader.openStep) {
    reader.steps.push({ text: clean(reader.openStep.text), span: reader.openStep.span });
    reader.openStep = null;
  }
}

function enter(reader: Reader, text: string, depth: number): void {
  const kind = classify(text);
  if (kind !== null) {
    closeOpenStep(reader);
    reader.section = kind;
    reader.sectionDepth = depth;
    reader.group = null;
    if (kind === "ingredients" || kind === "other") reader.meta.push(text);
    return;
  }
  if (reader.section === "ingredients" && depth > reader.sectionDepth) {
    reader.group = label(text);
    return;
  }
  if (reader.section === "steps" && depth > reader.sectionDepth) return;
  closeOpenStep(reader);
  reader.meta.push(text);
  if (reader.title === null && reader.ingredients.length === 0) {
    reader.title = label(text) || null;
    return;
  }
  reader.section = "other";
  reader.sectionDepth = depth;
}

function readBlock(node: RootContent, reader: Reader): void {
  const { markdown } = reader;
  if (node.type === "heading") {
    const text = plainText(node, markdown).text;
    // "### Step 2: Roast" or "### 2. Roast" opens a step; "### 3. Serving suggestion" is a section of its own.
    if (reader.section === "steps" && /^\s*step\s*\d+|^\s*\d+[.):]\s/i.test(text) && classify(text) === null) {
      closeOpenStep(reader);
      reader.openStep = { text: label(text.replace(/^\s*step\s*\d+\s*[:.)–-]?\s*/i, "")), span: spanOf(node) };
      return;
    }
    enter(reader, text, (node as Heading).depth);
    return;
  }
  if (node.type === "paragraph") {
    const heading = paragraphLabel(node, markdown);
    if (heading !== null && (classify(heading) !== null || reader.section === "ingredients" || reader.section === "steps")) {
      enter(reader, heading, 7);
      return;
    }
    const text = plainText(node, markdown).text;
    if (reader.openStep) {
      reader.openStep.text += " " + text;
      reader.openStep.span = { start: reader.openStep.span.start, end: spanOf(node).end };
      return;
    }
    if (reader.section === "steps") {
      const step = stepFrom(node, reader);
      if (step) reader.looseSteps.push(step);
      return;
    }
    if (reader.section === "ingredients" && /^\s*(?:\d|[½¼¾⅓⅔⅛])/.test(text) && !/[.!?]$/.test(text.trim())) {
      // Ingredients written one per line without list markers.
      for (const line of text.split("\n")) {
        ingredientFrom({ ...node, children: [{ type: "text", value: line }] }, reader, reader.group, false);
      }
      return;
    }
    if (reader.title === null && reader.ingredients.length === 0 && reader.section === null && node.children[0]?.type === "strong") {
      reader.title = label(plainText(node.children[0], markdown).text) || null;
    }
    reader.meta.push(text);
    return;
  }
  if (node.type === "list") {
    if (reader.openStep) {
      reader.openStep.text += " " + plainText(node, markdown).text;
      return;
    }
    if (reader.section === "ingredients") readIngredientList(node, reader, reader.group);
    else if (reader.section === "steps") {
      const target = node.ordered ? reader.steps : reader.looseSteps;
      for (const item of node.children) {
        const step = stepFrom(item, reader);
        if (step) target.push(step);
      }
    } else if (reader.section === null || reader.section === "other") {
      if (node.ordered && reader.ingredients.length > 0 && reader.otherNumbered.length === 0) {
        for (const item of node.children) {
          const step = stepFrom(item, reader);
          if (step) reader.otherNumbered.push(step);
        }
      }
      reader.meta.push(plainText(node, markdown).text);
    }
    return;
  }
  if (node.type === "blockquote") {
    for (const child of node.children) readBlock(child, reader);
  }
}

/** Without headings: a bullet list of amounts then a numbered list reads as ingredients then steps. */
function readUnlabelled(children: readonly RootContent[], reader: Reader): void {
  const lists = children.filter((node): node is List => node.type === "list");
  const ingredientList = lists.find(
    (list) => !list.ordered && list.children.filter((item) => /^\s*(?:\d|[½¼¾⅓⅔⅛]|an?\s)/i.test(plainText(item, reader.markdown).text)).length >= list.children.length / 2,
  );
  if (!ingredientList) return;
  readIngredientList(ingredientList, reader, null);
  const stepsList = lists.find((list) => list.ordered && (list.position?.start.offset ?? 0) > (ingredientList.position?.start.offset ?? 0));
  for (const item of stepsList?.children ?? []) {
    const step = stepFrom(item, reader);
    if (step) reader.steps.push(step);
  }
}

function readServings(texts: readonly string[]): number | null {
  for (const text of texts) {
    for (const pattern of SERVINGS_PATTERNS) {
      const match = pattern.exec(text);
      const count = match?.[1]?.toLowerCase();
      if (count === undefined) continue;
      const value = WORD_VALUES[count] ?? Number(count);
      if (Number.isInteger(value) && value > 0 && value <= 100) return value;
    }
  }
  return null;
}

function readTime(texts: readonly string[], pattern: RegExp): number | null {
  for (const text of texts) {
    const match = pattern.exec(text);
    if (match?.[1] !== undefined) {
      const minutes = readMinutes(match[1]);
      if (minutes !== null) return minutes;
    }
  }
  return null;
}

/**
 * The markdown cut at its top-level ATX headings ("## Method"), outside fenced code: each piece
 * parses to the same tree it would inside the whole document, so pieces after the recipe's own
 * sections (tips, variations, nutrition) need not be parsed at all.
 */
export function headingSections(markdown: string): { start: number; text: string }[] {
  const pieces: { start: number; text: string }[] = [];
  let start = 0;
  let fence: string | null = null;
  let at = 0;
  while (at < markdown.length) {
    const end = markdown.indexOf("\n", at);
    const lineEnd = end === -1 ? markdown.length : end;
    const line = markdown.slice(at, lineEnd);
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (fenceMark !== undefined && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
    } else if (fenceMark !== undefined) {
      fence = fenceMark;
    } else if (at > start && /^#{1,6}(?:[ \t]|$)/.test(line)) {
      pieces.push({ start, text: markdown.slice(start, at) });
      start = at;
    }
    at = lineEnd + 1;
  }
  pieces.push({ start, text: markdown.slice(start) });
  return pieces;
}

function shiftPositions(node: Nodes, offset: number): void {
  if (node.position) {
    node.position.start.offset = (node.position.start.offset ?? 0) + offset;
    node.position.end.offset = (node.position.end.offset ?? 0) + offset;
  }
  if ("children" in node) for (const child of node.children) shiftPositions(child, offset);
}

function finished(reader: Reader): boolean {
  const hasSteps = reader.steps.length > 0 || reader.looseSteps.length > 0 || reader.otherNumbered.length > 0;
  return reader.ingredients.length > 0 && hasSteps && reader.section === "other" && reader.openStep === null;
}

export function understandRecipe(markdown: string): UnderstoodRecipe | null {
  const reader: Reader = {
    markdown,
    title: null,
    ingredients: [],
    steps: [],
    looseSteps: [],
    otherNumbered: [],
    section: null,
    sectionDepth: 0,
    group: null,
    openStep: null,
    meta: [],
  };
  const blocks: RootContent[] = [];
  for (const piece of headingSections(markdown)) {
    // Once ingredients and steps are read and a later section has begun, the rest is notes.
    if (finished(reader)) break;
    const tree = fromMarkdown(piece.text);
    if (piece.start > 0) shiftPositions(tree, piece.start);
    for (const node of tree.children) {
      blocks.push(node);
      readBlock(node, reader);
    }
  }
  closeOpenStep(reader);
  if (reader.ingredients.length === 0) readUnlabelled(blocks, reader);
  // Steps are the numbered list under the steps heading, else its bullets or paragraphs, else the
  // first numbered list after the ingredients under a heading no one would call "Method".
  const steps = [reader.steps, reader.looseSteps, reader.otherNumbered].find((candidate) => candidate.length > 0) ?? [];
  if (reader.ingredients.length === 0 || steps.length === 0) return null;
  const meta = reader.meta.map(clean);
  return {
    title: reader.title,
    servings: readServings(meta),
    prepMinutes: readTime(meta, TIME_PATTERNS.prep),
    cookMinutes: readTime(meta, TIME_PATTERNS.cook),
    totalMinutes: readTime(meta, TIME_PATTERNS.total),
    ingredients: resolveIngredients(reader.ingredients),
    steps,
  };
}
