type Props = {
  id: string;
  /** What to buy, one "- item" line each; empty when nothing is missing. */
  missing: string;
  onCopy: () => void;
};

/** Only what is missing, as now shown (scaled, converted), with a button to copy it. */
export function ShoppingList({ id, missing, onCopy }: Props) {
  return (
    <section id={id} className="shopping-list" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Shopping list</h3>
      {missing === "" ? (
        <p>You have everything this recipe needs.</p>
      ) : (
        <>
          <ul>
            {missing.split("\n").map((line) => (
              <li key={line}>{line.replace(/^- /, "")}</li>
            ))}
          </ul>
          <button type="button" className="secondary" onClick={onCopy}>
            Copy shopping list
          </button>
        </>
      )}
    </section>
  );
}
