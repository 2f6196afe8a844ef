import { findInIngredient, type Avoidance } from "../food/allergens.ts";
import { AvoidMark } from "./avoid-alert.tsx";
import type { ToolHeading } from "./tool-heading.ts";

type Props = {
  id: string;
  /** What to buy, one "- item" line each; empty when nothing is missing. */
  missing: string;
  /** The recipe was cut off: the list holds only what it names before that, and says so. */
  incomplete?: boolean;
  onCopy: () => void;
  /** What the cook must avoid: a line that holds it is marked. */
  avoidance?: Avoidance;
  /** Its heading's level in the panel's outline (`toolHeading`). */
  heading?: ToolHeading;
};

/** Only what is missing, as now shown (scaled, converted), with a button to copy it. */
export function ShoppingList({ id, missing, incomplete = false, onCopy, avoidance, heading: Heading = "h3" }: Props) {
  return (
    <section id={id} className="shopping-list" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>Shopping list</Heading>
      {incomplete && <p className="recipe-note">The recipe is incomplete: this lists only what it names before it was cut off, not everything it needs.</p>}
      {missing === "" ? (
        <p>{incomplete ? "You have everything the recipe names so far." : "You have everything this recipe needs."}</p>
      ) : (
        <>
          <ul>
            {missing.split("\n").map((line, index) => (
              // Two lines may read the same ("2-3 chillies" in two groups): the index keeps them apart.
              <li key={index}>
                {line.replace(/^- /, "")}
                {avoidance && <AvoidMark findings={findInIngredient(line, avoidance)} />}
              </li>
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
