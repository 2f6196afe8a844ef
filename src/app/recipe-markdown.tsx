import { memo, useState } from "react";
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

type BlockProps = { source: string; index: number; onRender?: ((index: number) => void) | undefined };

const MarkdownBlock = memo(function MarkdownBlock({ source, index, onRender }: BlockProps) {
  onRender?.(index);
  return (
    <Markdown {...markdownOptions}>{source}</Markdown>
  );
});

export type RecipeMarkdownProps = {
  text: string;
  /** While true, the last block is shown without half-written syntax. */
  streaming: boolean;
  /** Measurement hook for tests and benchmarks: called each time a block renders. */
  onBlockRender?: (index: number) => void;
};

/**
 * Renders a growing reply in time linear to its length: finished blocks are parsed and rendered
 * once, only the last block is re-rendered per chunk.
 */
export function RecipeMarkdown({ text, streaming, onBlockRender }: RecipeMarkdownProps) {
  const [split] = useState(createBlockSplitter);
  const blocks = split(text);
  const tail = tailOf(blocks);
  return (
    <div className="markdown">
      {blocks.finished.map((source, index) => (
        <MarkdownBlock key={index} index={index} source={source} onRender={onBlockRender} />
      ))}
      {tail !== "" && (
        <MarkdownBlock
          key={blocks.finished.length}
          index={blocks.finished.length}
          source={streaming ? presentableTail(tail) : tail}
          onRender={onBlockRender}
        />
      )}
    </div>
  );
}

export default RecipeMarkdown;
