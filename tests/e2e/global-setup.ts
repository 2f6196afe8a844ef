import { execFileSync } from "node:child_process";

/** End-to-end tests run against the production build, built once per run exactly as `npm start` builds it. */
export default function setup(): void {
  execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
}
