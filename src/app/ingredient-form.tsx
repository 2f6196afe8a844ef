import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent } from "react";
import { addIngredientMessage, addToList, checkIngredient, cleanIngredient, type AddIngredientProblem } from "../core/ingredients.ts";
import { importPastedList } from "./on-demand-parts.ts";
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
  // The list as it is now: a list read once its reader has arrived goes after what was added meanwhile.
  const listRef = useRef(ingredients);
  useEffect(() => {
    listRef.current = ingredients;
  });
  const hintId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    inputRef.current?.focus();
    // "eggs, milk, flour": a list typed on one line is read as a pasted one, a food an item; unread, one item as typed.
    if (!value.includes(",")) return add(value);
    // The field is free for the next item while the list is read; unread, the item as typed.
    setValue("");
    readList(value, "", () => add(value));
  }

  function add(raw: string) {
    const list = listRef.current;
    const result = addToList(list, raw);
    if (!result.ok) {
      // What the visitor typed stays in the field so nothing is lost.
      setValue(raw);
      setProblem({ kind: result.problem, raw, list });
      return;
    }
    setProblem(null);
    setValue("");
    onAdd(result.ingredients);
  }

  // Read into items by the list reader, fetched on demand: what could not go on the list stays in the field (which
  // shows `shown` while it is read).
  function readList(text: string, shown: string, unread: () => void) {
    importPastedList().then(({ readPaste }) => {
      const list = listRef.current;
      const read = readPaste({ add: addToList, clean: cleanIngredient, check: checkIngredient }, text, list);
      // Unless the cook has typed on meanwhile.
      setValue((now) => (now === shown ? read.value : now));
      setProblem(read.problem && { ...read.problem, list: read.next });
      if (read.next.length > list.length) onAdd(read.next);
    }, unread);
  }

  // A one-line field drops a pasted list's line breaks and would make the whole list one item: each line is one.
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData("text/plain");
    const { selectionStart, selectionEnd } = event.currentTarget;
    if (!/[\n\r\v\f\u0085\u2028\u2029]/.test(pasted)) return;
    event.preventDefault();
    const text = value.slice(0, selectionStart ?? value.length) + pasted + value.slice(selectionEnd ?? value.length);
    // Not fetched (offline, nothing cached): the text as the browser would have pasted it, on one line.
    readList(text, value, () => setValue(text.replace(/\s+/g, " ")));
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
          onPaste={handlePaste}
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
