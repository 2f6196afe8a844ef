import { useId } from "react";
import {
  DEFAULT_PANTRY,
  MAX_PANTRY_LENGTH,
  DIETS,
  MAX_AVOID_LENGTH,
  MAX_SERVINGS,
  MIN_SERVINGS,
  TIME_CHOICES,
  hasPreferences,
  isTimeChoice,
  noPreferences,
  type Diet,
  type Preferences,
} from "../core/preferences.ts";
import { replaceForbiddenCharacters } from "../core/text-input.ts";

export type PreferenceFieldsProps = {
  preferences: Preferences;
  onChange: (next: Preferences) => void;
};

const DIET_LABELS: Record<Diet, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
};

const SERVINGS = Array.from({ length: MAX_SERVINGS - MIN_SERVINGS + 1 }, (_, i) => MIN_SERVINGS + i);

/** Diets, things to avoid, servings, time and the pantry: loaded when Preferences is first opened. */
export function PreferenceFields({ preferences, onChange }: PreferenceFieldsProps) {
  const id = useId();

  function toggleDiet(diet: Diet, on: boolean) {
    const diets = on ? [...preferences.diets, diet] : preferences.diets.filter((d) => d !== diet);
    onChange({ ...preferences, diets: DIETS.filter((d) => diets.includes(d)) });
  }

  return (
    <>
      <fieldset>
        <legend>Diet</legend>
        {DIETS.map((diet) => (
          <label key={diet} className="check">
            <input type="checkbox" checked={preferences.diets.includes(diet)} onChange={(event) => toggleDiet(diet, event.target.checked)} />
            {DIET_LABELS[diet]}
          </label>
        ))}
      </fieldset>
      <div className="preference-fields">
        <label htmlFor={`${id}-avoid`}>Avoid (allergies, dislikes)</label>
        <input
          id={`${id}-avoid`}
          type="text"
          maxLength={MAX_AVOID_LENGTH}
          placeholder="e.g. peanuts, coriander"
          value={preferences.avoid}
          onChange={(event) => onChange({ ...preferences, avoid: replaceForbiddenCharacters(event.target.value, " ") })}
        />
        <label htmlFor={`${id}-servings`}>Servings wanted</label>
        <select
          id={`${id}-servings`}
          value={preferences.servings ?? ""}
          onChange={(event) => onChange({ ...preferences, servings: event.target.value === "" ? null : Number(event.target.value) })}
        >
          <option value="">Any</option>
          {SERVINGS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-time`}>Time available</label>
        <select
          id={`${id}-time`}
          value={preferences.minutes ?? ""}
          onChange={(event) => {
            const minutes = Number(event.target.value);
            onChange({ ...preferences, minutes: isTimeChoice(minutes) ? minutes : null });
          }}
        >
          <option value="">Any</option>
          {TIME_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes < 60 ? `${minutes} minutes` : minutes === 60 ? "1 hour" : `${minutes / 60} hours`}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-pantry`}>My pantry</label>
        <input
          id={`${id}-pantry`}
          type="text"
          maxLength={MAX_PANTRY_LENGTH}
          aria-describedby={`${id}-pantry-hint`}
          value={preferences.pantry ?? DEFAULT_PANTRY.join(", ")}
          onChange={(event) => onChange({ ...preferences, pantry: replaceForbiddenCharacters(event.target.value, ", ") })}
        />
        <p id={`${id}-pantry-hint`} className="field-hint pantry-hint">
          Always in your kitchen; cookbook recipes won't ask you to buy these.
        </p>
      </div>
      {hasPreferences(preferences) && (
        <button type="button" className="secondary small" onClick={() => onChange(noPreferences)}>
          Reset preferences
        </button>
      )}
    </>
  );
}

export default PreferenceFields;
