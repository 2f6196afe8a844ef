import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

// A console.error during a test fails it, unless the test said it expects one (console-guard.ts).
let errorSpy: MockInstance<typeof console.error>;

beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
  globalThis.__aiChefConsoleErrorsExpected = false;
});

afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0 && !globalThis.__aiChefConsoleErrorsExpected) {
    throw new Error(`console.error was called during the test:\n${calls.map((call) => call.map(String).join(" ")).join("\n")}`);
  }
});

declare global {
  var __aiChefConsoleErrorsExpected: boolean;
}
