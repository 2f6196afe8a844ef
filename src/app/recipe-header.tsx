import { useId, type ChangeEvent } from "react";
import type { UnitSystem } from "../recipe/recipe-model.ts";

export const MIN_COOK_SERVINGS = 1;
export const MAX_COOK_SERVINGS = 99;

const UNIT_CHOICES: readonly (readonly [UnitSystem, string])[] = [
  ["as-written", "As written"],
  ["metric", "Metric"],
  ["us", "US"],
];

export function servingsProblem(input: string): string {
  const value = input.trim();
  return !/^\d+$/.test(value) || Number(value) < MIN_COOK_SERVINGS || Number(value) > MAX_COOK_SERVINGS
    ? `Enter a whole number of servings from ${MIN_COOK_SERVINGS} to ${MAX_COOK_SERVINGS}.`
    : "";
}

type Props = {
  /** What the cook typed in Servings (kept even when it is not a usable number). */
  servingsInput: string;
  /** The servings the recipe is shown for. */
  servings: number;
  /** The servings the recipe makes as written. */
  base: number;
  units: UnitSystem;
  onServingsInput: (value: string) => void;
  onUnits: (units: UnitSystem) => void;
};

/** How the cook sees the recipe: Servings and Units, with a note on what scaling does. */
export function RecipeHeader({ servingsInput, servings, base, units, onServingsInput, onUnits }: Props) {
  const id = useId();
  const servingsError = servingsProblem(servingsInput);
  return (
    <>
      <div className="recipe-controls">
        <div className="control">
          <label htmlFor={`${id}-servings`}>Servings</label>
          <input
            id={`${id}-servings`}
            type="number"
            inputMode="numeric"
            min={MIN_COOK_SERVINGS}
            max={MAX_COOK_SERVINGS}
            step={1}
            value={servingsInput}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onServingsInput(event.target.value)}
            aria-invalid={servingsError !== ""}
            aria-describedby={servingsError ? `${id}-servings-error` : `${id}-servings-note`}
          />
        </div>
        <div className="control">
          <label htmlFor={`${id}-units`}>Units</label>
          <select id={`${id}-units`} value={units} onChange={(event: ChangeEvent<HTMLSelectElement>) => onUnits(event.target.value as UnitSystem)}>
            {UNIT_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {servingsError ? (
        <p id={`${id}-servings-error`} className="field-error">
          {servingsError}
        </p>
      ) : (
        <p id={`${id}-servings-note`} className="recipe-note">
          {servings === base
            ? `Written for ${base}.`
            : `Amounts scaled from ${base} to ${servings}. Cooking times and pan sizes don't scale in proportion: check as you go.`}
        </p>
      )}
    </>
  );
}
