import { execFileSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { TIMEOUTS } from "../timeouts.ts";

/**
 * End-to-end tests run against the production build, exactly as `npm start` builds it, made here once
 * per run, before any test file starts, and shared by every file (`npm test` runs the type check and the
 * lint beside this run). AI_CHEF_E2E_BUILT=1 skips the build when `dist/` is already the tree's own.
 * No test builds again.
 */
export default function setup(): void {
  // Evidence of failures (screenshots, page logs) is of this run only.
  rmSync("test-output", { recursive: true, force: true });
  if (process.env.AI_CHEF_E2E_BUILT === "1") {
    for (const file of ["dist/client/index.html", "dist/server/main.js"]) {
      if (!existsSync(file)) throw new Error(`AI_CHEF_E2E_BUILT=1 but ${file} is missing: run \`npm run build\` first`);
    }
    return;
  }
  execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit", timeout: TIMEOUTS.build });
}
