import { spawn, type ChildProcess } from "node:child_process";
import { connect, createServer } from "node:net";

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
  /** Starts it again on the same port. Nothing is persisted: it comes back empty. */
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

function launch(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "yes"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
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

/** A real redis-server of our own on a free loopback port, with no persistence. */
export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => exited(child, "SIGKILL"),
    restart: async () => {
      child = await launch(port);
    },
    stop: () => exited(child, "SIGTERM"),
    flush: async () => {
      const reply = await command(port, "FLUSHALL\r\n");
      if (!reply.startsWith("+OK")) throw new Error(`FLUSHALL answered ${reply}`);
    },
  };
}
