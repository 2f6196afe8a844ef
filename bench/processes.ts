import { spawn, type ChildProcess } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { serveArgs } from "../tests/serve-command.ts";
import { serverDirFor } from "./build-app.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

export type Child = { process: ChildProcess; url: string; output: () => string; stop: () => Promise<void> };

/**
 * Runs a TypeScript entry as its own Node process (`node --import tsx`, so the pid is the program's
 * own, not a wrapper's) and waits for it to print `pattern`, whose first group is returned as `url`.
 */
export function startChild(entry: string, args: string[], env: Record<string, string>, pattern: RegExp): Promise<Child> {
  return startProcess(["--import", "tsx", `${root}${entry}`, ...args], env, pattern, entry);
}

/** Runs `node <nodeArgs>` and waits for it to print `pattern`, whose first group is returned as `url`. */
async function startProcess(nodeArgs: string[], env: Record<string, string>, pattern: RegExp, entry: string): Promise<Child> {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Should the benchmark itself die, its servers must not outlive it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${entry} did not start:\n${output}`));
    }, 30_000);
    const check = () => {
      const match = pattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.off("exit", onExit);
        resolve(match[1]);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`${entry} exited with ${code}:\n${output}`));
    child.stdout.on("data", check);
    child.on("exit", onExit);
  });
  return {
    process: child,
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The production server exactly as `npm start` runs it (the built server, the same Node flags), on a
 * free loopback port, serving the page built into `staticDir` by buildApp.
 */
export function startProductionServer(staticDir: string, env: Record<string, string> = {}): Promise<Child> {
  return startProcess(serveArgs(serverDirFor(staticDir)), { HOST: "127.0.0.1", PORT: "0", AI_CHEF_STATIC_DIR: staticDir, ...env }, /ready at (http:\/\/[^\s"]+)/, "server");
}

/** Peak resident memory of a process so far (VmHWM), in bytes; Linux only. */
export async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmHWM for process ${pid}`);
  return Number(kb) * 1024;
}
