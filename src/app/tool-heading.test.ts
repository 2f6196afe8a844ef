import { expect, test } from "vitest";
import { toolHeading } from "./tool-heading.ts";

test("the tools' headings sit one below the reply's top heading: h2 under a reply's h1, else h3 under the panel's h2", () => {
  const body = "\n\n## Ingredients\n- 2 eggs\n\n## Method\n1. Cook.\n";
  expect(toolHeading(`# Eggs${body}`)).toBe("h2");
  expect(toolHeading(`Eggs\n====${body}`)).toBe("h2");
  expect(toolHeading(`> # Eggs${body}`)).toBe("h2");
  expect(toolHeading(`Intro line.\n\n#\tEggs${body}`)).toBe("h2");
  expect(toolHeading(`## Eggs${body.replace(/## /g, "### ")}`)).toBe("h3");
  expect(toolHeading(`**Eggs**\n\n**Ingredients**\n- 2 eggs\n\n**Method**\n1. Cook.\n`)).toBe("h3");
  // Not headings: a hashtag, a number sign, a rule of "=" under nothing.
  expect(toolHeading(`## Eggs\n\n#breakfast\n\n- #2 grade eggs\n\n====\n`)).toBe("h3");
});
