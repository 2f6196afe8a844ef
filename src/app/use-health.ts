import { useEffect, useState } from "react";
import { fetchHealth, type Health } from "./api-client.ts";

/** Which backend and model answer, for the footer; null until known or when unreachable. */
export function useHealth(apiOrigin = ""): Health | null {
  const [health, setHealth] = useState<Health | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchHealth(controller.signal, apiOrigin).then((result) => {
      if (!controller.signal.aborted) setHealth(result);
    });
    return () => controller.abort();
  }, [apiOrigin]);
  return health;
}
