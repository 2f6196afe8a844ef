import { useId, useRef, useState, type FormEvent } from "react";
import { addIngredient, addIngredientMessage, type AddIngredientProblem } from "../core/ingredients.ts";
import { preloadFoodCheck } from "./load-food-check.ts";

type Props = {
  ingredients: string[];
  onAdd: (next: string[]) => void;
  /** Why the list was not sent for a recipe (something on it is not food), if it was not. */
  refusal?: string | null;
};

export function IngredientForm({ ingredients, onAdd, refusal = null }: Props) {
  const [value, setValue] = useState("");
  // Said about the list as it was: once the list changes (an item removed, the list cleared) it no longer holds.
  const [judged, setProblem] = useState<{ kind: AddIngredientProblem; raw: string; list: string[] } | null>(null);
  const problem = judged?.list === ingredients ? judged : null;
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = addIngredient(ingredients, value);
    inputRef.current?.focus();
    if (!result.ok) {
      // What the visitor typed stays in the field so nothing is lost.
      setProblem({ kind: result.problem, raw: value, list: ingredients });
      return;
    }
    setProblem(null);
    setValue("");
    onAdd(result.ingredients);
  }

  return (
    <form className="add-ingredient-form" onSubmit={handleSubmit} noValidate>
      {ingredients.length === 0 && <p className="first-hint">Add what you have (four things or more) and a chef writes a recipe with them. Say what must go first: “spinach, going soft”.</p>}
      <div className="add-ingredient-row">
        <input
          ref={inputRef}
          type="text"
          name="ingredient"
          placeholder="e.g. tomato"
          aria-label="Add ingredient"
          aria-describedby={hintId}
          aria-invalid={(problem !== null && problem.kind !== "duplicate") || refusal !== null}
          autoComplete="off"
          enterKeyHint="done"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onFocus={preloadFoodCheck}
        />
        <button type="submit">Add ingredient</button>
      </div>
      <p id={hintId} className={problem ? `field-hint field-hint-${problem.kind}` : refusal ? "field-hint field-hint-not-food" : "field-hint"} aria-live="polite">
        {problem ? addIngredientMessage(problem.kind, problem.raw) : refusal}
      </p>
    </form>
  );
}
