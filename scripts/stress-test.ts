/**
 * `npm run test:stress`: runs the whole suite (`npm test`) several times in a row while a second
 * process keeps every core busy, and prints each run's wall time, result and load average as a
 * markdown table (BENCHMARKS.md keeps the figures). A suite that passes here passes on a shared
 * machine; one that fails here has a wait that depends on the machine's speed.
 *
 *   npm run test:stress                       # 3 runs of npm test, one busy thread per core
 *   npm run test:stress -- --runs 1 --burn 0  # one run on a machine left alone (the idle figure)
 *   npm run test:stress -- --command "npm run test:e2e"
 *
 * Arguments: --runs N (default 3), --burn N busy threads (default: one per core), --command "…".
 */
import { spawn, type ChildProcess } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    burn: { type: "string", default: String(availableParallelism()) },
    command: { type: "string", default: "npm test" },
  },
});
const runs = Number(values.runs);
const threads = Number(values.burn);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(threads) || threads < 0) {
  console.error("--runs must be 1 or more and --burn 0 or more");
  process.exit(2);
}

/** One process, one spinning thread per core: as much CPU as the suite wants, taken at the same priority. */
const BURNER = `
const { Worker } = require("node:worker_threads");
for (let i = 0; i < ${threads}; i++) new Worker("for (;;) {}", { eval: true });
`;

let burner: ChildProcess | undefined;
function stopBurner() {
  if (burner && burner.exitCode === null && burner.signalCode === null) burner.kill("SIGKILL");
}
process.on("exit", stopBurner);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopBurner();
    process.exit(130);
  });
}

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "inherit", "inherit"] });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(" ");
const rows: string[] = [];
if (threads > 0) {
  burner = spawn(process.execPath, ["-e", BURNER], { stdio: "ignore" });
  console.log(`stress: ${threads} busy thread(s) in process ${burner.pid}`);
}
let failures = 0;
for (let index = 1; index <= runs; index++) {
  const before = load();
  // The 1-minute load average, sampled through the run.
  const samples: number[] = [loadavg()[0] ?? 0];
  const sampler = setInterval(() => samples.push(loadavg()[0] ?? 0), 5000);
  const started = performance.now();
  console.log(`\nstress: run ${index} of ${runs}: ${values.command} (load average ${before})`);
  const code = await run(values.command);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  if (code !== 0) failures++;
  rows.push(`| ${index} | ${code === 0 ? "passed" : `failed (exit ${code})`} | ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s | ${before} | ${mean.toFixed(2)} | ${load()} |`);
}
stopBurner();

console.log(`\n${values.command}, ${runs} run(s), ${threads} busy thread(s) beside it, ${availableParallelism()} cores:\n`);
console.log("| run | result | wall time | load average before (1, 5, 15 min) | mean 1-min load during | load average after |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
process.exit(failures === 0 ? 0 : 1);
