import { useEffect, useState } from "react";
import { fetchHealth, type Health } from "./api-client.ts";

/** Whether our server is there (and which backend and model answer), or the page runs on its own. */
export type ServerStatus =
  | { status: "checking" }
  | { status: "present"; health: Health }
  | { status: "absent" }
  /** The network is down (offline after a visit): asked again when the browser is back online. */
  | { status: "unreachable" };

export function useHealth(apiOrigin = ""): ServerStatus {
  const [status, setStatus] = useState<ServerStatus>({ status: "checking" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void fetchHealth(controller.signal, apiOrigin).then((health) => {
      if (controller.signal.aborted) return;
      setStatus(health === "unreachable" ? { status: "unreachable" } : health ? { status: "present", health } : { status: "absent" });
    });
    const onOnline = () => setAttempt((count) => count + 1);
    window.addEventListener("online", onOnline);
    return () => {
      controller.abort();
      window.removeEventListener("online", onOnline);
    };
  }, [apiOrigin, attempt]);
  return status;
}
