import { Workbox } from "workbox-window";

import { UPDATE_READY_EVENT } from "./update-event.ts";

/**
 * Registers the service worker (built by vite-plugin-pwa with Workbox). It never takes over by
 * itself: when a new version is waiting the page is told, and the visitor's "Reload" activates it.
 * Loaded after the page has loaded, so the first screen carries none of this.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox("/sw.js", { scope: "/" });
  workbox.addEventListener("waiting", () => {
    const reload = () => {
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    window.dispatchEvent(new CustomEvent(UPDATE_READY_EVENT, { detail: reload }));
  });
  void workbox.register().catch(() => undefined);
}
