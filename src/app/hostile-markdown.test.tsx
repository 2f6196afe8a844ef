import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { ALLOWED_SCHEMES, batches, findMarkupProblems, hostilePayloads, replyFor, sentinel } from "../../tests/hostile-markdown-corpus.ts";
import { RecipeMarkdown } from "./recipe-markdown.tsx";

// The same corpus the end-to-end test feeds Chromium, here through the renderer alone in jsdom: fast
// enough to render every stage of each reply as it streams in, where half-written syntax is shown.
const payloads = hostilePayloads("http://127.0.0.1:9");
const replies = batches(payloads, 16);

test("the corpus is big enough to mean something", () => {
  expect(payloads.length).toBeGreaterThanOrEqual(60);
  expect(new Set(payloads.map((payload) => payload.id)).size).toBe(payloads.length);
});

test.each(replies.map((group, index) => [index + 1, group] as const))("hostile reply %i renders as inert markdown at every stage", (_n, group) => {
  const text = replyFor(group);
  const { container, rerender } = render(<RecipeMarkdown text="" streaming />);
  const markdown = () => container.querySelector(".markdown");
  for (let end = 48; end < text.length; end += 48) {
    rerender(<RecipeMarkdown text={text.slice(0, end)} streaming />);
    const root = markdown();
    if (root) expect(findMarkupProblems(root, ALLOWED_SCHEMES), `after ${end} characters`).toEqual([]);
  }
  rerender(<RecipeMarkdown text={text} streaming={false} />);
  const root = markdown();
  if (!root) throw new Error("no markdown rendered");
  expect(findMarkupProblems(root, ALLOWED_SCHEMES)).toEqual([]);
  const shown = root.textContent ?? "";
  for (const payload of group) {
    if (!payload.swallowsRest) expect(shown, `${payload.id} ${payload.name} swallowed what followed it`).toContain(sentinel(payload));
    for (const prefix of payload.keeps ?? []) {
      const hrefs = [...root.querySelectorAll("a")].map((link) => link.href);
      expect(hrefs.some((href) => href.startsWith(prefix)), `${payload.id} ${payload.name} keeps ${prefix}`).toBe(true);
    }
  }
});
