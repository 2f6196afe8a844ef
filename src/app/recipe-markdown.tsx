import { createContext, memo, useContext, useState, type ComponentProps, type ReactNode } from "react";
import Markdown, { type Components, type ExtraProps, type Options } from "react-markdown";
import type { IdleStep } from "./idle.ts";
import { createCapper } from "./markdown-caps.ts";
import { createBlockSplitter, liveTailOf, presentableTail, remarkGfmSyntax, splitBlocks, tailOf, type Container } from "./markdown-blocks.ts";
import { urlTransform } from "./markdown-policy.ts";

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
 * The first reply would otherwise run the parser and renderer cold (not yet compiled), making its
 * first renders on a slow phone 60-100 ms tasks. Run in idle time once the renderer has loaded, each
 * sample is split into blocks in one step and turned into elements in the next (nothing is mounted,
 * and nothing is kept).
 */
export const warmUpSteps: readonly IdleStep[] = WARM_UP_SAMPLES.flatMap((sample) => [
  () => void splitBlocks(sample),
  () => void Markdown({ ...markdownOptions, children: sample }),
]);

type BlockProps = {
  source: string;
  index: number;
  /** Where this block starts in the whole reply. */
  offset: number;
  onRender?: ((index: number) => void) | undefined;
  /** How the block is rendered: whole, or as one part of a table or list cut into parts. */
  options?: Readonly<Options>;
};

const MarkdownBlock = memo(function MarkdownBlock({ source, index, offset, onRender, options = markdownOptions }: BlockProps) {
  onRender?.(index);
  return (
    <BlockOffsetContext value={offset}>
      <Markdown {...options}>{source}</Markdown>
    </BlockOffsetContext>
  );
});

// A part of a table or list cut into parts renders without its own outer table or list element (the
// container supplies one for all parts), and a table's later parts without the header they repeat.
const atStart = (node: ExtraProps["node"]) => node?.position?.start.offset === 0;
const partComponents = (first: boolean): Components => ({
  ...components,
  table: ({ node, children, ...props }) => (atStart(node) ? children : <table {...props}>{children}</table>),
  thead: ({ node: _node, children, ...props }) => (first ? <thead {...props}>{children}</thead> : null),
  ul: ({ node, children, ...props }) => (atStart(node) ? children : <ul {...props}>{children}</ul>),
  ol: ({ node, children, ...props }) => (atStart(node) ? children : <ol {...props}>{children}</ol>),
});
const FIRST_PART: Readonly<Options> = { ...markdownOptions, components: partComponents(true) };
const LATER_PART: Readonly<Options> = { ...markdownOptions, components: partComponents(false) };

type ContainerProps = {
  container: Container;
  /** The part still being written (with a table's head), or null once the container has ended. */
  live: string | null;
  index: number;
  offset: number;
  onRender?: ((index: number) => void) | undefined;
};

/** A table or list cut into parts: one element around parts each parsed and rendered once. */
function ContainerBlock({ container, live, index, offset, onRender }: ContainerProps) {
  const { head, parts } = container;
  const starts: number[] = [];
  let at = offset;
  for (const part of parts) {
    starts.push(at);
    at += part.length;
  }
  const rendered = parts.map((part, i) => {
    const partOffset = starts[i] ?? offset;
    return i === 0 ? (
      <MarkdownBlock key={i} source={part} index={index} offset={partOffset} onRender={onRender} options={FIRST_PART} />
    ) : (
      <MarkdownBlock key={i} source={head + part} index={index} offset={partOffset - head.length} onRender={onRender} options={LATER_PART} />
    );
  });
  if (live !== null && live !== head) {
    rendered.push(<MarkdownBlock key={parts.length} source={live} index={index} offset={at - head.length} onRender={onRender} options={LATER_PART} />);
  }
  if (container.kind === "table") return <table>{rendered}</table>;
  if (container.ordered) return <ol start={container.start === 1 ? undefined : (container.start ?? undefined)}>{rendered}</ol>;
  return <ul>{rendered}</ul>;
}

export type RecipeMarkdownProps = {
  text: string;
  /** While true, the last block is shown without half-written syntax. */
  streaming: boolean;
  /** Measurement hook for tests and benchmarks: called each time a block renders. */
  onBlockRender?: (index: number) => void;
  /** Marks for list items of a finished reply (have/need beside each ingredient). */
  decorateItem?: DecorateItem;
};

/**
 * Renders a growing reply in time linear to its length: finished blocks are parsed and rendered
 * once, only the last block is re-rendered per chunk.
 */
export function RecipeMarkdown({ text, streaming, onBlockRender, decorateItem }: RecipeMarkdownProps) {
  const [split] = useState(createBlockSplitter);
  const [cap] = useState(createCapper);
  // The parser only ever sees the reply within the caps on nesting, line length and delimiters.
  const blocks = split(cap(text));
  const tail = tailOf(blocks);
  // Blocks are consecutive slices of the reply: each starts where the one before ended.
  const offsets: number[] = [];
  let at = 0;
  for (const source of blocks.finished) {
    offsets.push(at);
    at += source.length;
  }
  const live = liveTailOf(blocks);
  // One keyed list for the finished blocks and the one being written: when a block finishes it keeps
  // its place (its key) and so its component, its parts and its DOM. As a separate child after the
  // list, a finishing block was remounted, and a 500-row table in parts was parsed and built anew.
  const rendered = blocks.finished.map((source, index) => {
    const container = blocks.containers[index];
    return container ? (
      <ContainerBlock key={index} container={container} live={null} index={index} offset={offsets[index] ?? 0} onRender={onBlockRender} />
    ) : (
      <MarkdownBlock key={index} index={index} source={source} offset={offsets[index] ?? 0} onRender={onBlockRender} />
    );
  });
  const last = blocks.finished.length;
  if (blocks.open) {
    rendered.push(
      <ContainerBlock
        key={last}
        container={blocks.open}
        live={streaming ? presentableTail(live) : live}
        index={last}
        offset={blocks.tailStart}
        onRender={onBlockRender}
      />,
    );
  } else if (tail !== "") {
    rendered.push(<MarkdownBlock key={last} index={last} source={streaming ? presentableTail(tail) : tail} offset={blocks.tailStart} onRender={onBlockRender} />);
  }
  return (
    <DecorateContext value={decorateItem}>
      <div className="markdown">{rendered}</div>
    </DecorateContext>
  );
}

export default RecipeMarkdown;
