import { lazy, Suspense, useState, type SyntheticEvent } from "react";
import { hasPreferences } from "../core/preferences.ts";
import { lazyModule, onDemand } from "./on-demand.ts";
import { importPreferenceFields } from "./on-demand-parts.ts";
import type { PreferenceFieldsProps } from "./preference-fields.tsx";

// The fields are most of this form's bytes and most visitors never open it: they load when it is
// first opened (or at once when preferences are set, since it then opens by itself), fetched ahead
// as soon as a pointer or the keyboard reaches its summary, so that opening it rarely waits.
const fields = onDemand(importPreferenceFields);
const PreferenceFields = lazy(() => lazyModule(fields));

type Props = PreferenceFieldsProps;

/** The Preferences disclosure: open by itself while any preference is set. */
export function PreferencesForm({ preferences, onChange }: Props) {
  const set = hasPreferences(preferences);
  const [opened, setOpened] = useState(set);
  const fetchAhead = () => void fields.load().catch(() => undefined);
  return (
    <details className="preferences" open={set || undefined} onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => event.currentTarget.open && setOpened(true)}>
      <summary onPointerEnter={fetchAhead} onFocus={fetchAhead}>
        Preferences{set ? " (set)" : ""}
      </summary>
      {(opened || set) && (
        <Suspense fallback={<p className="field-hint">Loading preferences…</p>}>
          <PreferenceFields preferences={preferences} onChange={onChange} />
        </Suspense>
      )}
    </details>
  );
}
