import { useId, useRef, useState, type KeyboardEvent, type FocusEvent, type ReactNode, type Ref } from "react";

/** What can be done with any finished reply, recipe or not. */
export type ReplyActions = {
  /** Asks again for the same list; null when the list on screen cannot be asked for. */
  onAnother: (() => void) | null;
  onCopy: () => void;
  onDownload: () => void;
  /** Further actions of the row, before "More" ("Share recipe", say): they reach the row wherever it is drawn. */
  extra?: ReactNode;
  /** What the cook's last action on this reply did ("Recipe copied to the clipboard."), said under the row; "" for nothing. */
  status: string;
  /** Says what an action did, in place of whatever was said before, here or by the page. */
  onStatus: (message: string) => void;
};

/** What can be done with a reply that reads as a recipe. */
export type KitchenActions = {
  shoppingListId: string;
  shoppingListOpen: boolean;
  onStartCooking: () => void;
  onToggleShoppingList: () => void;
  onDownloadCard: () => void;
};

type MenuItem = { label: string; run: () => void };

type Props = {
  /** Null where the recipe is shown without them (the tools on their own). */
  reply: ReplyActions | null;
  /** The cook's actions, when the reply reads as a recipe. */
  kitchen?: KitchenActions | null;
  /** Start cooking, for focus to come back to when cook mode closes. */
  startRef?: Ref<HTMLButtonElement>;
};

/**
 * The few things a cook does with a recipe, in one row: Start cooking, Shopping list, Another recipe;
 * the rest (copy, the two downloads, print) under "More".
 */
export function RecipeActions({ reply, kitchen = null, startRef }: Props) {
  const items: MenuItem[] = [
    ...(reply ? [{ label: "Copy recipe", run: reply.onCopy }, { label: "Download as text (.md)", run: reply.onDownload }] : []),
    ...(kitchen ? [{ label: "Download recipe card (JSON-LD, for recipe apps)", run: kitchen.onDownloadCard }] : []),
    { label: "Print", run: () => window.print() },
  ];
  return (
    <>
    <div className="recipe-actions">
      {kitchen && (
        <>
          <button ref={startRef} type="button" onClick={kitchen.onStartCooking}>
            Start cooking
          </button>
          <button type="button" className="secondary" aria-expanded={kitchen.shoppingListOpen} aria-controls={kitchen.shoppingListId} onClick={kitchen.onToggleShoppingList}>
            Shopping list
          </button>
        </>
      )}
      {reply?.onAnother && (
        <button type="button" className="secondary" onClick={reply.onAnother}>
          Another recipe
        </button>
      )}
      {reply?.extra}
      <MoreMenu items={items} />
    </div>
    {/* One live region for what the row's actions did, beside them: present before anything is said, so it is heard. */}
    {reply && (
      <p role="status" className="notice">
        {reply.status}
      </p>
    )}
    </>
  );
}

/**
 * A disclosure: "More" (aria-expanded) shows a list of buttons below the row. Escape, or choosing
 * one, closes it and puts focus back on "More"; ↑/↓ move between the choices; focus leaving closes it.
 */
export function MoreMenu({ items }: { items: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function choices(): HTMLButtonElement[] {
    return [...(listRef.current?.querySelectorAll("button") ?? [])];
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === "Escape") {
      // Escape means this menu here, not the page's own Escape.
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const buttons = choices();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === "ArrowDown" ? (at + 1) % buttons.length : at <= 0 ? buttons.length - 1 : at - 1;
    buttons[next]?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  function choose(item: MenuItem) {
    close();
    item.run();
  }

  return (
    <div className="more-menu" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button ref={toggleRef} type="button" className="secondary" aria-expanded={open} aria-controls={`${id}-more`} onClick={() => setOpen(!open)}>
        More <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={`${id}-more`} ref={listRef} className="more-list">
          {items.map((item) => (
            <li key={item.label}>
              <button type="button" className="secondary" onClick={() => choose(item)}>
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
