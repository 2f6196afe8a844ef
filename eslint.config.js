import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";

/**
 * Imports run one way, from the pure core outwards: core ← food ← recipe/cookbook ← app, and
 * core/food/cookbook ← server. Each zone lists what a folder may not import (import-x/no-restricted-paths).
 */
const oneWayZones = [
  { target: "./src/core", from: ["./src/food", "./src/recipe", "./src/cookbook", "./src/app", "./src/main.tsx", "./server"], message: "src/core is the pure core: it imports nothing else of ours." },
  { target: "./src/food", from: ["./src/recipe", "./src/cookbook", "./src/app", "./src/main.tsx", "./server"], message: "src/food builds on src/core only." },
  { target: ["./src/recipe", "./src/cookbook"], from: ["./src/app", "./src/main.tsx", "./server"], message: "The recipe reader and the cookbook never import the page or the server." },
  { target: ["./src/app", "./src/main.tsx"], from: "./server", message: "Browser code must not import server modules: secrets and Node APIs live there." },
  { target: "./server", from: ["./src/app", "./src/main.tsx", "./src/recipe"], message: "The server builds on src/core, src/food and src/cookbook, never on the page." },
];

export default tseslint.config(
  // Build output and test evidence: never source, and a test run may delete or write them while the lint walks the tree.
  { ignores: ["dist", "node_modules", "coverage", "tests/fixtures", "test-output", "test-results", "playwright-report", "screenshots-tmp"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
    },
    rules: {
      // A cycle makes the order modules start in matter, and two modules that need each other are one
      // module in two files. `import type` is not counted: it is gone at run time. Nor is `import()`,
      // which the page writes only in src/app/on-demand-parts.ts (on-demand-parts.test.ts): a part is
      // fetched on demand, after every module of the first screen has started, and a part that loads
      // another (the panel its renderer, the tools the nutrition table) reaches that list back.
      // Cycles through node_modules are not ours to fix, and following them was most of the lint's time.
      "import-x/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      "import-x/no-restricted-paths": ["error", { zones: oneWayZones }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser never imports server code: secrets and Node APIs live there.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "*.server", "*.server.ts"], message: "Browser code must not import server modules." }] },
      ],
    },
  },
);
