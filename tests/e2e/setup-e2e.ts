import { afterAll, afterEach } from "vitest";
import { killLeftoverServers, saveFailureEvidence } from "./harness.ts";

// Registered before any test file's own hooks, so it runs after them: it catches what a failed test
// left behind without going through setUpBrowserWorld (a page opened with openPage and never closed,
// a server started in the test), and what a file's own afterEach hooks failed on.
afterEach(async ({ task }) => {
  if (task.result?.state === "fail") await saveFailureEvidence(task);
});

// And after the file: no server it started outlives it, whatever its own hooks managed.
afterAll(() => killLeftoverServers());
