import { memo, useMemo, useState, type ReactNode } from "react";
import Markdown, { type Components, type Options } from "react-markdown";
import { createBlockSplitter, presentableTail, remarkGfmSyntax, tailOf } from "./markdown-blocks.ts";
import { urlTransform } from "./markdown-policy.ts";

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
};

/** How every block is rendered: GFM, the link and image policy, raw HTML dropped. */
export const markdownOptions: Readonly<Options> = {
  remarkPlugins: [remarkGfmSyntax],
  components,
  urlTransform,
  skipHtml: true,
};

/** Something to show at the end of a list item, found by where the item starts in the whole reply. */
export type DecorateItem = (offset: number) => ReactNode;

type BlockProps = {
  source: string;
  index: number;
  /** Where this block starts in the whole reply. */
  offset: number;
  decorateItem?: DecorateItem | undefined;
  onRender?: ((index: number) => void) | undefined;
};

const MarkdownBlock = memo(function MarkdownBlock({ source, index, offset, decorateItem, onRender }: BlockProps) {
  onRender?.(index);
  const options = useMemo<Readonly<Options>>(() => {
    if (!decorateItem) return markdownOptions;
    const li: Components["li"] = ({ node, children, className }) => (
      <li className={className}>
        {children}
        {decorateItem(offset + (node?.position?.start.offset ?? -offset - 1))}
      </li>
    );
    return { ...markdownOptions, components: { ...components, li } };
  }, [decorateItem, offset]);
  return <Markdown {...options}>{source}</Markdown>;
});

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
  const blocks = split(text);
  const tail = tailOf(blocks);
  // Blocks are consecutive slices of the reply: each starts where the one before ended.
  const offsets: number[] = [];
  let at = 0;
  for (const source of blocks.finished) {
    offsets.push(at);
    at += source.length;
  }
  return (
    <div className="markdown">
      {blocks.finished.map((source, index) => (
        <MarkdownBlock key={index} index={index} source={source} offset={offsets[index] ?? 0} decorateItem={decorateItem} onRender={onBlockRender} />
      ))}
      {tail !== "" && (
        <MarkdownBlock
          key={blocks.finished.length}
          index={blocks.finished.length}
          source={streaming ? presentableTail(tail) : tail}
          offset={blocks.tailStart}
          decorateItem={decorateItem}
          onRender={onBlockRender}
        />
      )}
    </div>
  );
}

export default RecipeMarkdown;
