import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a test fails it unless the test expects it (by spying itself).
let errorSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0 && !errorSpy.getMockName().startsWith("expected")) {
    throw new Error(`console.error was called during the test:\n${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
  }
});
