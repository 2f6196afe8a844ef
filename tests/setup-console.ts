import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

// A console.error during a test fails it. A test that expects one asserts on it through
// `vi.mocked(console.error)` and then clears the calls with `mockClear()`.
let errorSpy: MockInstance<typeof console.error>;

beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error was called during the test:\n${calls.map((call) => call.map(String).join(" ")).join("\n")}`);
  }
});
