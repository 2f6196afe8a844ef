import { spawn, type ChildProcess } from "node:child_process";
import { connect, createServer } from "node:net";
import { TIMEOUTS } from "./timeouts.ts";

export const REDIS_SERVER = process.env.AI_CHEF_REDIS_SERVER ?? "/usr/bin/redis-server";

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningRedis = {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: a crash, not a clean shutdown). */
  kill: () => Promise<void>;
  /** Starts it again on the same port, with the same settings: empty unless it persists (see startRedis). */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
  /** Empties it (FLUSHALL), so each test starts from zero. */
  flush: () => Promise<void>;
};

function command(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let reply = "";
    socket.on("data", (chunk) => {
      reply += chunk.toString();
      if (reply.endsWith("\r\n")) socket.end();
    });
    socket.on("end", () => resolve(reply));
    socket.on("error", reject);
  });
}

/** No persistence: what a test starts with is all it sees. */
const EPHEMERAL = ["--save", "", "--appendonly", "no"];

export type RedisOptions = {
  /** Persistence flags in place of none, e.g. compose.yaml's `--appendonly yes`. */
  persistence?: string[];
  /** Where it keeps its files (its working directory); a persisting server needs one of its own. */
  dir?: string;
};

function launch(port: number, options: RedisOptions): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const persistence = options.persistence ?? EPHEMERAL;
    const child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", ...persistence, "--protected-mode", "yes"], {
      stdio: ["ignore", "pipe", "pipe"],
      ...(options.dir ? { cwd: options.dir } : {}),
    });
    let output = "";
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), TIMEOUTS.start);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
}

function exited(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/** A real redis-server of our own on a free loopback port; with no persistence unless asked. */
export async function startRedis(options: RedisOptions = {}): Promise<RunningRedis> {
  const port = await freePort();
  let child = await launch(port, options);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => exited(child, "SIGKILL"),
    restart: async () => {
      child = await launch(port, options);
    },
    stop: () => exited(child, "SIGTERM"),
    flush: async () => {
      const reply = await command(port, "FLUSHALL\r\n");
      if (!reply.startsWith("+OK")) throw new Error(`FLUSHALL answered ${reply}`);
    },
  };
}
