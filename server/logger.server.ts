import { pino, type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";

export type { Logger };

/**
 * The server's log: one JSON object per line (for log collectors), or readable lines when a person
 * watches a terminal (`npm start`). Never the token: the configuration is never logged whole, and the
 * paths that could hold secrets are redacted should anyone log them.
 */
export function createLogger(destination: DestinationStream | undefined = undefined, tty = process.stdout.isTTY === true): Logger {
  const options = {
    level: process.env.AI_CHEF_LOG_LEVEL?.trim() || "info",
    base: undefined,
    redact: { paths: ["hfToken", "config.hfToken", "signingKey", "config.signingKey", "headers.authorization", "req.headers.authorization"], censor: "[redacted]" },
  };
  if (destination) return pino(options, destination);
  // In-process pretty printing (no worker thread), so the bundled server needs nothing extra.
  return tty ? pino(options, pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" })) : pino(options);
}
