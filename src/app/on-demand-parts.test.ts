import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

const LIST = "src/app/on-demand-parts.ts";

/** Every module of the page and the code it shares (tests aside), as paths from the repository's root. */
function pageModules(dir = "src"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(".", path)] : [];
  });
}

const dynamicImport = /\bimport\s*\(/;

test("the page imports on demand only through the one list of its parts", () => {
  const modules = pageModules();
  expect(modules).toContain(LIST);
  expect(modules.filter((path) => dynamicImport.test(readFileSync(path, "utf8")))).toEqual([LIST]);
});

test("each part in the list is exported alone, with the reason it waits", () => {
  const lines = readFileSync(LIST, "utf8").split("\n");
  const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);
  const parts = lines.flatMap((line, index) => (dynamicImport.test(line) && !isComment(line) ? [index] : []));
  expect(parts.length).toBeGreaterThan(10);
  for (const index of parts) {
    expect(lines[index], `line ${index + 1}`).toMatch(/^export const import\w+ = \(\) => import\("[^"]+"\);$/);
    expect(lines[index - 1], `the reason above line ${index + 1}`).toMatch(/^\/\*\* .+: .+\. \*\/$/);
  }
});
