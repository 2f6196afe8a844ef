import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { TIMEOUTS } from "./timeouts.ts";

// findBy… and waitFor wait for their condition up to the suite's one limit (Testing Library's own is 1 s).
configure({ asyncUtilTimeout: TIMEOUTS.condition });

afterEach(() => {
  cleanup();
  // The page remembers things across reloads; each test starts as a first visit.
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

// jsdom lays nothing out, so it has no scrolling; tests spy on this to see the page scroll.
Element.prototype.scrollIntoView = function scrollIntoView() {};
