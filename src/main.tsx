import { Fragment, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { importServiceWorker } from "./app/on-demand-parts.ts";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("AI Chef: #root is missing from index.html");
// StrictMode's double effects are a development check; in this React build they also run in
// production (each request on mount went out twice), so they stay in development only.
const Checks = import.meta.env.DEV ? StrictMode : Fragment;
createRoot(root).render(
  <Checks>
    <App />
  </Checks>,
);

// Offline after the first visit: the service worker registers once the page has loaded, from its own chunk.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    void importServiceWorker().then((module) => module.registerServiceWorker()).catch(() => undefined);
  });
}
