import { lazy, Suspense, useId, useState } from "react";
import type { ConnectionSettingsProps } from "./connection-panel.tsx";
import { importConnectionPanel } from "./on-demand-parts.ts";

// Most visitors never open the settings: their form loads on demand.
const ConnectionPanel = lazy(importConnectionPanel);

/** Where recipes come from; own-key settings for a page served without our server. */
export function ConnectionSettings({ server, saved, onSave }: ConnectionSettingsProps) {
  // Until the visitor toggles it, the panel is open only where it is needed: no server, no connection.
  const [open, setOpen] = useState<boolean | null>(null);
  const id = useId();
  const expanded = open ?? (server.status === "absent" && !saved);
  return (
    <section className="connection-settings" aria-label="Settings">
      <button type="button" className="secondary small" aria-expanded={expanded} aria-controls={`${id}-panel`} onClick={() => setOpen(!expanded)}>
        Settings
      </button>
      {expanded && (
        <div id={`${id}-panel`} className="settings-panel">
          <Suspense fallback={<p>Loading settings…</p>}>
            <ConnectionPanel server={server} saved={saved} onSave={onSave} keepOpen={() => setOpen(true)} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
