import { createContext, memo, useContext, useRef, useState, type ComponentProps, type CSSProperties, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import type { Components, ExtraProps, Options } from "react-markdown";
import type { IdleStep } from "./idle.ts";
import { createCapper, type Lineage } from "./markdown-caps.ts";
import { createBlockSplitter, emptyBlocks, forgetSplitsOf, linkTransforms, parseMarkdown, liveTailOf, presentableTail, remarkGfmSyntax, splitBlocks, tailOf, type Blocks, type Container, type RootContent } from "./markdown-blocks.ts";
import { renderTree } from "./markdown-tree.ts";
import { urlTransform } from "./markdown-policy.ts";
import type { SectionStarts } from "../recipe/recipe-model.ts";
import { sectionOf } from "../recipe/section-words.ts";
import { useScrollsItself } from "./use-scrolls-itself.ts";

/** Something to show at the end of a list item, found by where the item starts in the whole reply. */
export type DecorateItem = (offset: number) => ReactNode;

// What marks list items (the recipe tools' have/need), and where the block being rendered starts in
// the whole reply. Contexts rather than props: when the marks arrive, only the list items re-render,
// and every block keeps its parse and its DOM.
const DecorateContext = createContext<DecorateItem | undefined>(undefined);
const BlockOffsetContext = createContext(0);

function ListItem({ node, children, ...props }: ComponentProps<"li"> & ExtraProps) {
  const decorateItem = useContext(DecorateContext);
  const blockOffset = useContext(BlockOffsetContext);
  const start = node?.position?.start.offset;
  return (
    <li {...props}>
      {children}
      {decorateItem && start !== undefined ? decorateItem(blockOffset + start) : null}
    </li>
  );
}

// The policy, part 2 (part 1 is urlTransform): links open safely, images show only their alt text.
const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span className="link-without-address">{children}</span>
    ),
  img: ({ alt }) => (alt ? <span className="image-alt">[{alt}]</span> : null),
  li: ListItem,
};

/** How every block is rendered: GFM, the link and image policy, raw HTML dropped. */
export const markdownOptions: Readonly<Options> = {
  remarkPlugins: [remarkGfmSyntax],
  components,
  urlTransform,
  skipHtml: true,
};

// Every kind of block and span a reply uses, one at a time: the parser compiles the code for each
// construct the first time it meets it, and one sample at a time keeps each step short on a slow phone.
const WARM_UP_SAMPLES = [
  "Dish",
  "# Dish",
  "A *quick* and **easy** dinner.",
  "With `salt` and ~~no~~ sugar.",
  "See [the guide](https://example.com) or www.example.com.",
  "- 2 eggs\n- 1 onion",
  "1. Heat the pan.\n2. Cook:\n   - stir",
  "| Step | Time |\n| --- | ---: |\n| Roast | 25 min |",
  "```text\nbake 20 min\n```",
  "> Serve hot.\n\n---",
  "![a photo](https://example.com/a.jpg)",
];

/**
 * A short recipe as a fast reply brings it: a title, an introduction, a list, a numbered method and a
 * table each long enough to be cut into parts, a note.
 */
export const WARM_UP_REPLY = [
  "# Lemon Chicken Traybake",
  "",
  "A *bright*, **easy** dinner; see [the guide](https://example.com) or www.example.com.",
  "",
  "Serves 4 · Prep 15 min · Cook 40 min",
  "",
  "## Ingredients",
  "",
  ...[
    "4 chicken thighs, skin on",
    "2 lemons, zested and juiced",
    "500 g new potatoes, halved",
    "1 red onion, cut into wedges",
    "3 cloves garlic, crushed",
    "2 tbsp olive oil",
    "1 tsp dried oregano",
    "150 ml Greek yogurt",
    "1 tbsp chopped dill",
    "a handful of parsley leaves",
    "1 tsp honey",
    "75 g pitted green olives",
    "1 tbsp capers, rinsed",
    "2 sprigs rosemary",
    "4 sprigs thyme",
    "1 bay leaf",
    "100 ml chicken stock",
    "1 tsp smoked paprika",
    "salt and `pepper`",
  ].map((item) => `- ${item}`),
  "",
  "## Method",
  "",
  ...[
    "Heat the oven to 200 °C (180 °C fan, gas 6).",
    "Toss the potatoes, onion and garlic with the oil, then **spread** them in a roasting tin.",
    "Nestle in the chicken, skin up; pour over the lemon juice and scatter the zest.",
    "Roast for 40 minutes, uncovered, until golden:\n   - stir the potatoes halfway",
    "Turn the chicken, add the olives, capers and herbs, and pour in the stock.",
    "Roast for 10 minutes more; rest for 5 minutes before serving.",
    "Mix the yogurt and dill; serve *alongside*.",
  ].map((step, index) => `${index + 1}. ${step}`),
  "",
  "| Per serving | Amount |",
  "| --- | ---: |",
  ...["Energy | 520 kcal", "Protein | 38 g", "Fat | 24 g", "Saturates | 7 g", "Carbohydrate | 35 g", "Sugars | 6 g", "Fibre | 5 g", "Salt | 1.2 g", "Iron | 2.1 mg", "Calcium | 90 mg", "Potassium | 1,050 mg", "Vitamin C | 40 mg", "Folate | 60 µg"].map((row) => `| ${row} |`),
  "",
  "> Tip: thighs stay juicier than breasts.",
  "",
].join("\n");
/** Characters a streamed warm-up update adds. */
export const WARM_UP_UPDATE = 128;

/** The text as it arrives, `size` characters more each time, the last time whole. */
export function prefixesOf(text: string, size: number): string[] {
  const prefixes: string[] = [];
  for (let end = size; end < text.length + size; end += size) prefixes.push(text.slice(0, Math.min(end, text.length)));
  return prefixes;
}

/** What a frame does with a split, as the renderer does it (elements made, nothing mounted). */
function drawSplit(blocks: Blocks): void {
  const trees = blocks.trees;
  for (const nodes of [...(trees?.finished ?? []), trees?.live, trees?.part]) {
    if (!nodes) continue;
    linkTransforms(nodes);
    renderTree(nodes, nodes === trees?.part ? FIRST_PART : markdownOptions);
  }
  presentableTail(liveTailOf(blocks));
}

/**
 * A reply streamed through the capper, the split and the drawing of its blocks, one update a step. Once per kind of block is enough to compile the code, not to make it fast: the engine
 * optimises a function only after it has run many times, and the first frames of the first reply ran
 * that code slowly (at 4× CPU the first five frames took 58-132 ms of CPU time each where later ones
 * took ~35, BENCHMARKS.md §12). The split is called directly, not through a splitter, which would
 * leave the warm-up's split among the recent ones a real reply is matched against.
 */
function streamedWarmUp(reply: string, update: number): IdleStep[] {
  const cap = createCapper();
  let blocks = emptyBlocks;
  let lineage: Lineage | null = null;
  return prefixesOf(reply, update).map((prefix) => () => {
    const text = cap(prefix);
    const known = lineage ? Math.min(lineage.stable, blocks.text.length) : 0;
    lineage = cap.lineage();
    blocks = splitBlocks(text, blocks, known);
    drawSplit(blocks);
  });
}

/**
 * The first reply would otherwise run the parser and renderer cold (not yet compiled), making its
 * first renders on a slow phone 60-100 ms tasks. Run in idle time once the renderer has loaded, each
 * sample is split into blocks in one step and turned into elements in the next (nothing is mounted,
 * and nothing is kept); then a short recipe is streamed through them (see streamedWarmUp), and again
 * through React, its end laid out unseen in the document for one frame (see mountedWarmUp).
 */
export const warmUpSteps: readonly IdleStep[] = [
  ...WARM_UP_SAMPLES.flatMap((sample) => [() => void splitBlocks(sample), () => void renderTree(parseMarkdown(sample), markdownOptions)]),
  ...streamedWarmUp(WARM_UP_REPLY, WARM_UP_UPDATE),
  ...mountedWarmUp(WARM_UP_REPLY, WARM_UP_UPDATE),
];

/** A block's tree from the split's own parse, and where in the reply its positions count from. */
type Tree = { nodes: RootContent[]; offset: number };

/**
 * The trees of the last finished blocks and parts drawn, by their text, with where their positions count
 * from relative to the block's start. When a finished reply gets its tools, its ingredients and method are
 * drawn again, apart (the same blocks: see runOf in markdown-blocks.ts); they are drawn from these trees,
 * not parsed again. Bounded, as the trees of a long reply would otherwise all stay in memory.
 */
const KEPT_TREES = 256;
const keptTrees = new Map<string, { nodes: RootContent[]; shift: number }>();

function keepTree(source: string, nodes: RootContent[], shift: number): void {
  keptTrees.delete(source);
  keptTrees.set(source, { nodes, shift });
  if (keptTrees.size > KEPT_TREES) keptTrees.delete(keptTrees.keys().next().value ?? "");
}

type BlockProps = {
  source: string;
  index: number;
  /** Where this block starts in the whole reply. */
  offset: number;
  onRender?: ((index: number) => void) | undefined;
  /** How the block is rendered: whole, or as one part of a table or list cut into parts. */
  options?: Readonly<Options>;
  /** `source` as the split parsed it, when it did in this update: rendered without parsing it again. */
  tree?: Tree | null | undefined;
  /** A finished block or part, which will not change: its tree is kept for a later renderer of the same text. */
  finished?: boolean;
};

// A block renders the same from its text or from its tree: the tree only saves a parse, so it does
// not count as a change.
const sameBlock = (a: BlockProps, b: BlockProps) => a.source === b.source && a.offset === b.offset && a.index === b.index && a.onRender === b.onRender && a.options === b.options;

// Where the block being rendered starts in the whole reply (its `offset`), whichever way it is drawn.
const BlockStartContext = createContext(0);

const MarkdownBlock = memo(function MarkdownBlock({ source, index, offset, onRender, options = markdownOptions, tree, finished = false }: BlockProps) {
  onRender?.(index);
  if (tree) linkTransforms(tree.nodes);
  const kept = !tree && finished ? keptTrees.get(source) : undefined;
  const drawn = tree ?? (kept ? { nodes: kept.nodes, offset: offset + kept.shift } : { nodes: parseMarkdown(source), offset });
  if (finished) keepTree(source, drawn.nodes, drawn.offset - offset);
  return (
    <BlockStartContext value={offset}>
      <BlockOffsetContext value={drawn.offset}>{renderTree(drawn.nodes, options)}</BlockOffsetContext>
    </BlockStartContext>
  );
}, sameBlock);

// A part of a table or list cut into parts renders without its own outer table or list element (the
// container supplies one for all parts), and a table's later parts without the header they repeat.
// The outer element is the one that starts where the part does (drawn from its own text, at 0; from
// the split's tree, wherever the split's input had it).
function useIsPart(node: ExtraProps["node"]): boolean {
  const blockOffset = useContext(BlockOffsetContext);
  const blockStart = useContext(BlockStartContext);
  const start = node?.position?.start.offset;
  return start !== undefined && blockOffset + start === blockStart;
}
function PartTable({ node, children, ...props }: ComponentProps<"table"> & ExtraProps) {
  return useIsPart(node) ? children : <table {...props}>{children}</table>;
}
function PartList({ node, children, ...props }: ComponentProps<"ul"> & ExtraProps) {
  return useIsPart(node) ? children : <ul {...props}>{children}</ul>;
}
function PartOrderedList({ node, children, ...props }: ComponentProps<"ol"> & ExtraProps) {
  return useIsPart(node) ? children : <ol {...props}>{children}</ol>;
}
const partComponents = (first: boolean): Components => ({
  ...components,
  table: PartTable,
  thead: ({ node: _node, children, ...props }) => (first ? <thead {...props}>{children}</thead> : null),
  ul: PartList,
  ol: PartOrderedList,
});
const FIRST_PART: Readonly<Options> = { ...markdownOptions, components: partComponents(true) };
const LATER_PART: Readonly<Options> = { ...markdownOptions, components: partComponents(false) };

type ContainerProps = {
  container: Container;
  /** The part still being written (with a table's head), or null once the container has ended. */
  live: string | null;
  /** The part still being written, as the split parsed it in this update. */
  liveTree?: Tree | null;
  /** The last part, when the split cut it in this update and its tree is the part's own. */
  partTree?: Tree | null;
  index: number;
  offset: number;
  onRender?: ((index: number) => void) | undefined;
};

/**
 * Characters of a table or list per line it takes on screen, roughly: a short ingredient line is one,
 * a long step wraps at a phone's width. See `--block-lines`.
 */
export const CHARS_PER_LINE = 30;

/**
 * A block's height before it is first laid out, in lines (`--block-lines`, read by `.markdown > *` in
 * styles.css as the size a block off screen stands in with). A block is laid out only near the screen
 * (`content-visibility: auto`), and whether it is near is judged first with every new block at that
 * size: at the default of 3 lines, a recipe's ingredients and method drawn anew (as the tools draw them)
 * all looked near, and a long method far below was laid out in full in the same frame (BENCHMARKS.md
 * §12). A table or list in parts is long by construction; its length says roughly how tall it is.
 */
function blockLines(chars: number): CSSProperties {
  return { "--block-lines": Math.max(3, Math.ceil(chars / CHARS_PER_LINE)) } as CSSProperties;
}

/** A table or list cut into parts: one element around parts each parsed and rendered once. */
function ContainerBlock({ container, live, liveTree, partTree, index, offset, onRender }: ContainerProps) {
  const { head, parts } = container;
  const starts: number[] = [];
  let at = offset;
  for (const part of parts) {
    starts.push(at);
    at += part.length;
  }
  // From its parts, not the part being written: the estimate changes as a part is cut, not every frame
  // (a style change of an element that stays on screen is not free, even when it changes nothing seen).
  const style = blockLines(at - offset);
  const rendered = parts.map((part, i) => {
    const partOffset = starts[i] ?? offset;
    return i === 0 ? (
      <MarkdownBlock key={i} source={part} index={index} offset={partOffset} onRender={onRender} options={FIRST_PART} tree={parts.length === 1 ? partTree : null} finished />
    ) : (
      <MarkdownBlock key={i} source={head + part} index={index} offset={partOffset - head.length} onRender={onRender} options={LATER_PART} tree={i === parts.length - 1 ? partTree : null} finished />
    );
  });
  if (live !== null && live !== head) {
    rendered.push(<MarkdownBlock key={parts.length} source={live} index={index} offset={at - head.length} onRender={onRender} options={LATER_PART} tree={liveTree} />);
  }
  if (container.kind === "table") return <table style={style}>{rendered}</table>;
  if (container.ordered) return <ol style={style} start={container.start === 1 ? undefined : (container.start ?? undefined)}>{rendered}</ol>;
  return <ul style={style}>{rendered}</ul>;
}

export type RecipeMarkdownProps = {
  text: string;
  /** While it streams, the reply's generation in the live text (live-text.ts): a longer text of the same one extends the last. */
  generation?: number | undefined;
  /** `text` is capped already, by the capper whose lineage this is (the recipe tools'): not capped again. */
  capped?: Lineage | undefined;
  /** While true, the last block is shown without half-written syntax. */
  streaming: boolean;
  /** Measurement hook for tests and benchmarks: called each time a block renders. */
  onBlockRender?: (index: number) => void;
  /** Marks for list items of a finished reply (have/need beside each ingredient). */
  decorateItem?: DecorateItem;
  /**
   * Where the ingredients and the method start (the recipe tools' reading), or null for one column;
   * left out, they are found by their headings as the reply streams (`headedSections`).
   */
  sections?: SectionStarts | null | undefined;
  /** The recipe tools have the reply: its ingredients are a labelled region, beside the method on a wide screen. */
  read?: boolean;
  /** What comes after the introduction and before the ingredients (the tools' header and actions). */
  between?: ReactNode;
};

/**
 * Finished blocks are rendered in groups of this many: a group once full is never rendered again, so
 * an update lists at most one group's blocks and the full groups (a 1 MB reply has thousands of blocks).
 */
export const GROUP_BLOCKS = 64;

/** A run of consecutive blocks (the last may be the one being written); no element of its own. */
type Group = { blocks: Blocks; first: number; end: number; offsets: readonly number[]; streaming: boolean };

type GroupProps = { group: Group; onRender?: ((index: number) => void) | undefined };

function BlockGroup({ group, onRender }: GroupProps) {
  const { blocks, first, end, offsets, streaming } = group;
  const trees = blocks.trees;
  // The tree the split made of block `index` in this update, if it made one.
  const treeOf = (index: number, nodes: RootContent[] | null | undefined): Tree | null => (trees && nodes ? { nodes, offset: trees.offset } : null);
  const rendered = [];
  const last = blocks.finished.length;
  for (let index = first; index < Math.min(end, last); index++) {
    const source = blocks.finished[index] as string;
    const offset = offsets[index - first] ?? 0;
    const container = blocks.containers[index];
    rendered.push(
      container ? (
        <ContainerBlock key={index} container={container} live={null} index={index} offset={offset} onRender={onRender} />
      ) : (
        <MarkdownBlock key={index} index={index} source={source} offset={offset} onRender={onRender} tree={treeOf(index, trees?.finished[index - trees.finishedFrom])} finished />
      ),
    );
  }
  if (last < first || last >= end) return rendered;
  const tail = tailOf(blocks);
  const live = liveTailOf(blocks);
  // The tree of the block being written stands for what is shown only when the streaming touches
  // (a closed fence, a hidden half-typed link...) changed nothing.
  const shown = streaming ? presentableTail(blocks.open ? live : tail) : blocks.open ? live : tail;
  const liveTree = shown === (blocks.open ? live : tail) ? treeOf(last, trees?.live) : null;
  if (blocks.open) {
    rendered.push(<ContainerBlock key={last} container={blocks.open} live={shown} liveTree={liveTree} partTree={treeOf(last, trees?.part)} index={last} offset={blocks.tailStart} onRender={onRender} />);
  } else if (tail !== "") {
    rendered.push(<MarkdownBlock key={last} index={last} source={shown} offset={blocks.tailStart} onRender={onRender} tree={liveTree} />);
  }
  return rendered;
}

// A full group of finished blocks renders again only if its blocks are not the same (a new reply).
const sameGroup = (a: GroupProps, b: GroupProps) => {
  if (a.onRender !== b.onRender || a.group.first !== b.group.first || a.group.end !== b.group.end) return false;
  const full = (group: Group) => group.blocks.finished.length >= group.end;
  if (!full(a.group) || !full(b.group) || a.group.offsets[0] !== b.group.offsets[0]) return false;
  for (let index = a.group.first; index < a.group.end; index++) {
    if (a.group.blocks.finished[index] !== b.group.blocks.finished[index] || a.group.blocks.containers[index] !== b.group.blocks.containers[index]) return false;
  }
  return true;
};
const MemoGroup = memo(BlockGroup, sameGroup);

/** The section a heading opens, by the words of its first line (`#` lines only: a reply headed otherwise is read by the tools). */
function headingSection(line: string) {
  return line.startsWith("#") ? sectionOf(line) : null;
}

/** Characters of the block being written looked at for a heading's line: a heading's words are far fewer. */
const HEADING_LINE = 200;

/**
 * Where a streaming reply's ingredients and method start, by its headings ("## Ingredients", then
 * "## Method"): the blocks are drawn in the parents the recipe tools will give them, so that when the
 * tools take over the reply its lines keep their elements rather than being built again in their section
 * (the largest task at the end of the reply at 4× CPU, BENCHMARKS.md §12). Null until the ingredients
 * heading has arrived, and until then the reply is drawn as any other, in one parent. A heading counts
 * from the moment its line has ended, while it is still the block being written: counted only once the
 * next block began, it was drawn before the ingredients and drawn again in their part. Among the first
 * `GROUP_BLOCKS` blocks only, so an update looks at no more than that; a reply headed otherwise (a bold
 * label, a bare list) is given its parts when the tools have read it, as before.
 */
export function headedSections(blocks: Blocks): SectionStarts | null {
  const { finished } = blocks;
  let at = 0;
  let ingredients: number | null = null;
  for (let index = 0; index < Math.min(finished.length, GROUP_BLOCKS); index++) {
    const source = finished[index] as string;
    const section = headingSection(source.slice(0, source.indexOf("\n") + 1 || undefined));
    if (ingredients === null && section === "ingredients") ingredients = at;
    else if (ingredients !== null && section === "steps") return { ingredients, method: at };
    at += source.length;
  }
  // An ATX heading is one line: once its line has ended, its words are all there.
  const head = finished.length < GROUP_BLOCKS ? blocks.text.slice(blocks.tailStart, blocks.tailStart + HEADING_LINE) : "";
  const line = head.slice(0, head.indexOf("\n") + 1);
  const section = headingSection(line);
  if (ingredients === null) return section === "ingredients" ? { ingredients: blocks.tailStart, method: Infinity } : null;
  return { ingredients, method: section === "steps" ? blocks.tailStart : Infinity };
}

/**
 * Renders a growing reply in time linear to its length: finished blocks are parsed and rendered
 * once, only the last block is re-rendered per chunk, and from the split's own tree when it has one.
 * A recipe's blocks are drawn in one parent until its ingredients heading arrives (as any reply), then
 * the ingredients' section and, from its heading, the method are parents of their own after what came
 * before, which keeps its elements: the tools add around the three parts and rebuild none.
 */
export function RecipeMarkdown({ text, generation, capped, streaming, onBlockRender, decorateItem, sections, read = false, between = null }: RecipeMarkdownProps) {
  const [split] = useState(createBlockSplitter);
  const [cap] = useState(createCapper);
  // The parser only ever sees the reply within the caps on nesting, line length and delimiters. The
  // lineage tells the split which lines are unchanged, so it compares only the last line, not the reply.
  const blocks = capped ? split(text, capped) : split(cap(text, generation), cap.lineage());
  const starts = sections === undefined ? headedSections(blocks) : sections;
  const ingredientsRef = useRef<HTMLElement>(null);
  // A Tab stop only while it scrolls in its own box (beside the method, on a wide screen).
  const ingredientsScroll = useScrollsItself(ingredientsRef, read && starts !== null);
  // One keyed list of groups of blocks per part, the one being written last in the last group: when a
  // block finishes it keeps its place (its group and key) and so its component, its parts and its DOM.
  // As a separate child after the finished ones, a finishing block was remounted, and a 500-row table in
  // parts was parsed and built anew. A group ends at a multiple of GROUP_BLOCKS or where a part does.
  const count = blocks.finished.length + 1;
  const parts: ReactNode[][] = [[], [], []];
  const partOf = (offset: number) => (starts === null ? 0 : offset >= starts.method ? 2 : offset >= starts.ingredients ? 1 : 0);
  let at = 0;
  let first = 0;
  while (first < count) {
    const part = partOf(first < blocks.finished.length ? at : blocks.tailStart);
    // Blocks are consecutive slices of the reply: each starts where the one before ended.
    const offsets: number[] = [];
    let end = first;
    const limit = (Math.floor(first / GROUP_BLOCKS) + 1) * GROUP_BLOCKS;
    let next = at;
    while (end < Math.min(limit, count)) {
      const source = blocks.finished[end];
      if (partOf(source === undefined ? blocks.tailStart : next) !== part) break;
      if (source !== undefined) {
        offsets.push(next);
        next += source.length;
      }
      end++;
    }
    // A full group ends at its limit: a group that ends at a part's start is full once that block is.
    const groupEnd = end === count ? limit : end;
    parts[part]?.push(<MemoGroup key={first} group={{ blocks, first, end: groupEnd, offsets, streaming }} onRender={onBlockRender} />);
    first = end;
    at = next;
  }
  const [intro, ingredients, method] = parts;
  return (
    <DecorateContext value={decorateItem}>
      <div className="markdown">{intro}</div>
      {between}
      {starts !== null && (
        <div className={read ? "recipe-columns" : undefined}>
          <section ref={ingredientsRef} className={read ? "recipe-ingredients" : undefined} aria-label={read ? "Ingredients" : undefined} tabIndex={ingredientsScroll ? 0 : undefined}>
            <div className="markdown">{ingredients}</div>
          </section>
          {method && method.length > 0 && (
            <div className={read ? "recipe-method" : undefined}>
              <div className="markdown">{method}</div>
            </div>
          )}
        </div>
      )}
    </DecorateContext>
  );
}

/**
 * The same reply rendered by React, one update a step, then ended and unmounted. streamedWarmUp makes
 * elements but mounts none: the first reply's first frames still ran cold the code that mounts and
 * updates the blocks (the components here, React's commit of each element and of its changed
 * properties), and its second frame was a long task at 4× CPU (BENCHMARKS.md §12). The updates go into
 * an element outside the document (nothing laid out while they run); the ended reply is drawn with that
 * element in the document, unseen and unheard (see `unseenInDocument`), and it is unmounted and taken out
 * after the next frame has laid it out (in a hidden tab, once it is shown). That layout is a part of a
 * reply's first text frame that no later frame does and no detached warm-up reaches: the browser's first
 * layout of the reply's kinds of text, a font size and weight of the blocks met for the first time (a new
 * font strike, 0.6–6 ms of that frame's CPU at 4×, BENCHMARKS.md §12, "sixth session, smooth16").
 * `container` is for the test.
 */
export function mountedWarmUp(reply: string, update: number, container?: HTMLElement): IdleStep[] {
  let root: Root | null = null;
  const element = container ?? document.createElement("div");
  const draw = (text: string, streaming: boolean) => {
    root ??= createRoot(element);
    const into = root;
    flushSync(() => into.render(<RecipeMarkdown text={text} streaming={streaming} />));
  };
  const end = () => {
    root?.unmount();
    root = null;
    element.remove();
  };
  const steps: IdleStep[] = prefixesOf(reply, update).map((prefix) => () => draw(prefix, true));
  steps.push(() => {
    unseenInDocument(element);
    draw(reply, false);
  });
  // A frame's callbacks run before its layout, so a task queued from one runs after it.
  steps.push(() => {
    // Its splitter's splits are among the recent ones (see streamedWarmUp): not kept. It draws nothing more.
    forgetSplitsOf(reply);
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(end));
    else end();
  });
  return steps;
}

/**
 * Puts `element` in the document where the browser lays it out as it would the recipe (at the top of the
 * viewport, the page's own fonts, so that the blocks' `content-visibility: auto` does not skip them), but
 * where nobody meets it: not painted (`visibility: hidden`), not in the accessibility tree, no keyboard or
 * pointer stop, and outside the page's flow (fixed, its layout contained), so nothing on the page moves.
 */
function unseenInDocument(element: HTMLElement): void {
  element.setAttribute("aria-hidden", "true");
  element.inert = true;
  element.style.cssText = "position:fixed;top:0;left:0;right:0;visibility:hidden;pointer-events:none;contain:layout style;z-index:-1";
  document.body.append(element);
}

export default RecipeMarkdown;
