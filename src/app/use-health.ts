import { useEffect, useState } from "react";
import { fetchHealth, type Health } from "./api-client.ts";

/** Whether our server is there (and which backend and model answer), or the page runs on its own. */
export type ServerStatus = { status: "checking" } | { status: "present"; health: Health } | { status: "absent" };

export function useHealth(apiOrigin = ""): ServerStatus {
  const [status, setStatus] = useState<ServerStatus>({ status: "checking" });
  useEffect(() => {
    const controller = new AbortController();
    void fetchHealth(controller.signal, apiOrigin).then((health) => {
      if (!controller.signal.aborted) setStatus(health ? { status: "present", health } : { status: "absent" });
    });
    return () => controller.abort();
  }, [apiOrigin]);
  return status;
}
