import { vi } from "vitest";
import { TIMEOUTS } from "./timeouts.ts";

// vi.waitFor and vi.waitUntil give up after 1 s unless told otherwise, which a loaded machine easily
// needs; here they take the suite's one limit for a condition (tests/timeouts.ts) unless a test passes
// its own options.
type WaitOptions = number | { timeout?: number; interval?: number } | undefined;
const withLimit = (options: WaitOptions) =>
  typeof options === "number" ? { timeout: options } : { timeout: TIMEOUTS.condition, ...options };
const { waitFor, waitUntil } = vi;
vi.waitFor = ((callback: Parameters<typeof waitFor>[0], options?: WaitOptions) => waitFor(callback, withLimit(options))) as typeof waitFor;
vi.waitUntil = ((callback: Parameters<typeof waitUntil>[0], options?: WaitOptions) => waitUntil(callback, withLimit(options))) as typeof waitUntil;
