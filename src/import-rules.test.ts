import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { expect, test } from "vitest";

// The project's own lint configuration, run through ESLint's Node API on files made to break it.
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });
const fixture = (name: string) => join("tests/fixtures/import-cycle", name);

async function ruleIds(text: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

test("two modules that import each other fail the lint, from either side", async () => {
  const results = await eslint.lintFiles([fixture("chicken.ts"), fixture("hen.ts")]);
  expect(results).toHaveLength(2);
  for (const result of results) {
    expect(result.messages.map((message) => message.ruleId), result.filePath).toContain("import-x/no-cycle");
  }
});

test("the same pair with the cycle taken out passes", async () => {
  const hen = readFileSync(fixture("hen.ts"), "utf8");
  const withoutCycle = hen.replace(/^import .*\n/m, "").replace("chicken()", '"a chicken"');
  expect(withoutCycle).not.toMatch(/^import /m);
  expect(await ruleIds(withoutCycle, fixture("hen.ts"))).toEqual([]);
});

test("imports run one way: the core may not import the page, the page may not import the server", async () => {
  expect(await ruleIds('import { App } from "../app/app.tsx";\nexport const app = App;\n', "src/core/probe.ts")).toContain("import-x/no-restricted-paths");
  expect(await ruleIds('import { cookbookPieces } from "../cookbook/cookbook-stream.ts";\nexport const pieces = cookbookPieces;\n', "src/food/probe.ts")).toContain(
    "import-x/no-restricted-paths",
  );
  expect(await ruleIds('import { createApp } from "../../server/app.server.ts";\nexport const app = createApp;\n', "src/app/probe.ts")).toContain("import-x/no-restricted-paths");
  expect(await ruleIds('import { App } from "../src/app/app.tsx";\nexport const app = App;\n', "server/probe.ts")).toContain("import-x/no-restricted-paths");
  // The allowed direction passes.
  expect(await ruleIds('import { apiError } from "../core/errors.ts";\nexport const error = apiError;\n', "src/app/probe.ts")).toEqual([]);
});
