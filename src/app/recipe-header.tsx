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

/** "45 min", "1 h", "1 h 15 min". */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The time the recipe states: its whole time when it says (or prep and cook add up), else the one it gives. */
export type StatedTime = { label: "Time" | "Prep" | "Cook"; minutes: number } | null;

type Props = {
  /** What the cook typed in Servings (kept even when it is not a usable number). */
  servingsInput: string;
  /** The servings the recipe is shown for. */
  servings: number;
  /** The servings the recipe makes as written. */
  base: number;
  units: UnitSystem;
  time: StatedTime;
  /** How many things the shopping list holds, and the list the count opens. */
  toBuy: number;
  shoppingListId: string;
  shoppingListOpen: boolean;
  onToggleShoppingList: () => void;
  onServingsInput: (value: string) => void;
  onUnits: (units: UnitSystem) => void;
};

/**
 * The recipe's row under its title: Servings with − and +, the time it states, Units, and how much
 * there is to buy (which opens the shopping list); then a note on what scaling does.
 */
export function RecipeHeader({ servingsInput, servings, base, units, time, toBuy, shoppingListId, shoppingListOpen, onToggleShoppingList, onServingsInput, onUnits }: Props) {
  const id = useId();
  const servingsError = servingsProblem(servingsInput);
  // −/+ step from what the box says when it is a usable number, else from the servings shown.
  const current = servingsError === "" ? Number(servingsInput.trim()) : servings;
  const atLeast = current <= MIN_COOK_SERVINGS;
  const atMost = current >= MAX_COOK_SERVINGS;
  // aria-disabled, not disabled: the button keeps keyboard focus at a bound, and says why it does nothing.
  function step(by: number, blocked: boolean) {
    if (!blocked) onServingsInput(String(Math.min(MAX_COOK_SERVINGS, Math.max(MIN_COOK_SERVINGS, current + by))));
  }
  return (
    <>
      <div className="recipe-controls">
        <div className="control servings-control">
          <label htmlFor={`${id}-servings`}>Servings</label>
          <div className="stepper">
            <button type="button" className="secondary" aria-label="Decrease servings" aria-controls={`${id}-servings`} aria-disabled={atLeast} onClick={() => step(-1, atLeast)}>
              <span aria-hidden="true">−</span>
            </button>
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
            <button type="button" className="secondary" aria-label="Increase servings" aria-controls={`${id}-servings`} aria-disabled={atMost} onClick={() => step(1, atMost)}>
              <span aria-hidden="true">+</span>
            </button>
          </div>
        </div>
        {time && (
          <div className="control">
            <span className="control-label">{time.label}</span>
            <span className="control-value">{minutesText(time.minutes)}</span>
          </div>
        )}
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
        <button type="button" className="secondary to-buy" aria-expanded={shoppingListOpen} aria-controls={shoppingListId} onClick={onToggleShoppingList}>
          {toBuy === 0 ? "Nothing to buy" : `${toBuy} to buy`}
        </button>
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
