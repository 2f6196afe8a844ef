import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkSync } from "recheck";
import ts from "typescript";
import { expect, test } from "vitest";
import { z } from "zod";
import { TIMEOUTS } from "../../tests/timeouts.ts";

/**
 * Issue 27: every pattern run on a reply's text must take time linear in it. A backtracking pattern
 * (the old code-fence pattern took 1.3 s on 52 characters of nested quote markers, and doubled with
 * every two more) freezes the page on one line of model output. recheck (a ReDoS checker) decides,
 * for each pattern in the modules that read replies, whether a backtracking engine such as V8's can
 * take super-linear steps on some input; none may.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const FOLDERS = ["src/app", "src/recipe"];
const FILES = ["src/core/reasoning.ts"];

function sourceFiles(): string[] {
  const inFolders = FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => `${folder}/${name}`),
  );
  return [...inFolders, ...FILES];
}

type Found = { where: string; source: string; flags: string };

/** Every regular-expression literal in a file, with its line. */
function literalsIn(file: string): Found[] {
  const text = readFileSync(join(root, file), "utf8");
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(tree);
      const end = literal.lastIndexOf("/");
      found.push({ where: `${file}:${tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1}`, source: literal.slice(1, end), flags: literal.slice(end + 1) });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Patterns built with `new RegExp` as a module loads (from constant pieces), caught as they are built. */
async function builtOnLoad(files: string[]): Promise<Found[]> {
  const found: Found[] = [];
  const Original = RegExp;
  globalThis.RegExp = new Proxy(Original, {
    construct(target, args: [string | RegExp, string?]) {
      const made = Reflect.construct(target, args) as RegExp;
      const frames = new Error().stack?.split("\n").slice(2) ?? [];
      const caller = frames.map((frame) => /\((\/[^)]*\/src\/[^):]+)/.exec(frame)?.[1]).find((path) => path !== undefined && !path.includes(".test."));
      if (caller) found.push({ where: `${caller.slice(root.length)} (built)`, source: made.source, flags: made.flags });
      return made;
    },
  });
  try {
    for (const file of files) {
      if (readFileSync(join(root, file), "utf8").includes("new RegExp(")) await import(/* @vite-ignore */ join(root, file));
    }
  } finally {
    globalThis.RegExp = Original;
  }
  return found;
}

// A fixed seed: where the automaton check does not apply (lookbehind, large patterns), recheck's
// fuzzer decides, and it must decide the same way every run.
// No time limits either: with them, how far the fuzzer got depended on how busy the machine was, and
// a busy run once called a linear pattern polynomial. Its step limits alone bound it.
const CHECK_OPTIONS = {
  randomSeed: 1,
  timeout: null,
  seedingTimeout: null,
  incubationTimeout: null,
  attackTimeout: null,
  recallTimeout: null,
} as const;

function verdict({ source, flags }: Found): string {
  const result = checkSync(source, flags, CHECK_OPTIONS);
  if (result.status === "safe") return "linear";
  return result.status === "vulnerable" ? `${result.complexity.type}: ${result.attack.pattern}` : `unknown (${result.error.kind})`;
}

/**
 * Verdicts already reached, committed as data: with a fixed seed and no time limits, recheck's verdict
 * depends only on the pattern, its flags, recheck's version and these options, so a pattern found
 * linear before is not checked again (the whole audit took 20-47 s on a busy machine). A pattern that
 * is new or changed is checked afresh; a version or options change checks every one again.
 * `AI_CHEF_WRITE_VERDICTS=1 npx vitest run src/app/reply-patterns.test.ts` checks all and rewrites it.
 */
const VERDICTS = join(root, "tests/fixtures/reply-pattern-verdicts.json");
const verdictsSchema = z.object({ recheck: z.string(), options: z.string(), linear: z.array(z.string()) });
const recheckVersion = (JSON.parse(readFileSync(join(root, "node_modules/recheck/package.json"), "utf8")) as { version: string }).version;
const optionsKey = JSON.stringify(CHECK_OPTIONS);
const keyOf = ({ source, flags }: Found) => `/${source}/${flags}`;

function knownLinear(): Set<string> {
  if (process.env.AI_CHEF_WRITE_VERDICTS === "1") return new Set();
  const known = verdictsSchema.parse(JSON.parse(readFileSync(VERDICTS, "utf8")));
  return known.recheck === recheckVersion && known.options === optionsKey ? new Set(known.linear) : new Set();
}

test("every pattern in the modules that read replies runs in linear time", async () => {
  const files = sourceFiles();
  const patterns = [...files.flatMap(literalsIn), ...(await builtOnLoad(files))];
  expect(patterns.length).toBeGreaterThan(60);
  const known = knownLinear();
  const checked = patterns.map((pattern) => ({ ...pattern, verdict: known.has(keyOf(pattern)) ? "linear" : verdict(pattern) }));
  const slow = checked.filter((pattern) => pattern.verdict !== "linear");
  expect(slow.map(({ where, source, verdict: why }) => `${where} /${source}/ ${why}`)).toEqual([]);
  if (process.env.AI_CHEF_WRITE_VERDICTS === "1") {
    const linear = [...new Set(checked.map(keyOf))].sort();
    writeFileSync(VERDICTS, `${JSON.stringify({ recheck: recheckVersion, options: optionsKey, linear }, null, 2)}\n`);
  }
}, TIMEOUTS.heavyTest);

test("the committed verdicts are recheck's: a sample of them checked afresh agrees", () => {
  const known = verdictsSchema.parse(JSON.parse(readFileSync(VERDICTS, "utf8")));
  expect(known.linear.length).toBeGreaterThan(60);
  // A fixed stride over the sorted list (a test decides the same way every run): the data and the
  // checker it stands for cannot drift apart unseen.
  const sample = known.linear.filter((_, index) => index % 16 === 0);
  for (const key of sample) {
    const end = key.lastIndexOf("/");
    expect(verdict({ where: "verdicts", source: key.slice(1, end), flags: key.slice(end + 1) }), key).toBe("linear");
  }
}, TIMEOUTS.heavyTest);
