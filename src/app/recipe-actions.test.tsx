import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { RecipeActions, type ReplyActions } from "./recipe-actions.tsx";

function setup(withKitchen: boolean) {
  const done: string[] = [];
  const reply: ReplyActions = { onAnother: () => done.push("another"), onCopy: () => done.push("copy"), onDownload: () => done.push("download"), status: "", onStatus: () => undefined };
  const kitchen = {
    shoppingListId: "list",
    shoppingListOpen: false,
    onStartCooking: () => done.push("cook"),
    onToggleShoppingList: () => done.push("list"),
    onDownloadCard: () => done.push("card"),
  };
  render(<RecipeActions reply={reply} kitchen={withKitchen ? kitchen : null} />);
  return { user: userEvent.setup(), done };
}

test("a recipe's row: Start cooking, Shopping list, Another recipe, and More holding the rest", async () => {
  const { user, done } = setup(true);
  expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Start cooking", "Shopping list", "Another recipe", "More ▾"]);
  const more = screen.getByRole("button", { name: "More" });
  expect(more).toHaveAttribute("aria-expanded", "false");
  await user.click(more);
  expect(more).toHaveAttribute("aria-expanded", "true");
  const list = document.getElementById(more.getAttribute("aria-controls") ?? "");
  expect(list).not.toBeNull();
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "Copy recipe",
    "Download as text (.md)",
    "Download recipe card (JSON-LD, for recipe apps)",
    "Print",
  ]);
  await user.click(screen.getByRole("button", { name: "Download recipe card (JSON-LD, for recipe apps)" }));
  expect(done).toEqual(["card"]);
  // Choosing closes the menu and puts focus back on More.
  expect(more).toHaveAttribute("aria-expanded", "false");
  expect(more).toHaveFocus();
});

test("More by keyboard: Enter opens, arrows move between the choices, Escape closes and focus returns", async () => {
  const { user, done } = setup(false);
  expect(screen.queryByRole("button", { name: "Start cooking" })).not.toBeInTheDocument();
  await user.tab();
  await user.tab();
  const more = screen.getByRole("button", { name: "More" });
  expect(more).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(screen.queryByRole("button", { name: /recipe card/ })).not.toBeInTheDocument();
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("button", { name: "Copy recipe" })).toHaveFocus();
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("button", { name: "Download as text (.md)" })).toHaveFocus();
  await user.keyboard("{ArrowUp}{ArrowUp}");
  expect(screen.getByRole("button", { name: "Print" })).toHaveFocus();
  await user.keyboard("{Escape}");
  expect(more).toHaveAttribute("aria-expanded", "false");
  expect(screen.queryByRole("button", { name: "Print" })).not.toBeInTheDocument();
  expect(more).toHaveFocus();
  await user.keyboard(" ");
  await user.tab();
  await user.keyboard("{Enter}");
  expect(done).toEqual(["copy"]);
  // Focus leaving the menu closes it.
  await user.click(more);
  expect(more).toHaveAttribute("aria-expanded", "true");
  await user.tab({ shift: true });
  expect(more).toHaveAttribute("aria-expanded", "false");
});
