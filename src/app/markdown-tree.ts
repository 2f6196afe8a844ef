import type { Nodes as HastNodes, Parents as HastParents } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { urlAttributes } from "html-url-attributes";
import type { RootContent } from "mdast";
import { toHast } from "mdast-util-to-hast";
import type { ReactElement } from "react";
import { defaultUrlTransform, type Options } from "react-markdown";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { visit } from "unist-util-visit";

/**
 * A markdown tree already parsed (the block split's own, markdown-blocks.ts), rendered as react-markdown
 * renders the tree it parses: mdast to hast with raw HTML kept as `raw` nodes, then raw nodes dropped
 * (`skipHtml`) or shown as text, every URL attribute through `urlTransform`, and the components. The same
 * steps as react-markdown 10's own (`post` in its lib/index.js), so a block renders the same whichever
 * way it comes (tested against `<Markdown>` on every block of the renderer's tests and hostile replies),
 * without parsing the text a second time. Only the options the page uses: components, urlTransform,
 * skipHtml (no allowed or disallowed elements, no rehype plugins).
 */
export function renderTree(nodes: RootContent[], options: Readonly<Options>): ReactElement {
  const hast = toHast({ type: "root", children: nodes }, { allowDangerousHtml: true });
  const urlTransform = options.urlTransform ?? defaultUrlTransform;
  visit(hast, (node: HastNodes, index: number | undefined, parent: HastParents | undefined) => {
    if (node.type === "raw" && parent && typeof index === "number") {
      if (options.skipHtml) parent.children.splice(index, 1);
      else parent.children[index] = { type: "text", value: node.value };
      return index;
    }
    if (node.type === "element") {
      // The element's own few properties looked up among the URL attributes, not every URL attribute
      // looked for on every element (the same result; a tenth of a 10 KB recipe's render at 4× CPU).
      for (const key of Object.keys(node.properties)) {
        const tags = Object.hasOwn(urlAttributes, key) ? urlAttributes[key] : undefined;
        if (tags !== undefined && (tags === null || tags.includes(node.tagName))) {
          node.properties[key] = urlTransform(String(node.properties[key] || ""), key, node) ?? undefined;
        }
      }
    }
    return undefined;
  });
  return toJsxRuntime(hast, { Fragment, components: options.components ?? undefined, ignoreInvalidStyle: true, jsx, jsxs, passKeys: true, passNode: true });
}
