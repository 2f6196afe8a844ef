import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { formatSavedAt, RecentRecipes } from "./recent-recipes.tsx";

test("a kept recipe says when, in local time, as day, month, year and 24-hour time", () => {
  expect(formatSavedAt(new Date(2026, 10, 25, 14, 5).getTime())).toBe("25 Nov 2026, 14:05");
  expect(formatSavedAt(new Date(2027, 0, 3, 7, 30).getTime())).toBe("3 Jan 2027, 07:30");
  expect(formatSavedAt(new Date(2026, 11, 31, 0, 0).getTime())).toBe("31 Dec 2026, 00:00");
});

test("each recent recipe shows its list and when it was kept, with a machine-readable time", () => {
  const savedAt = new Date(2026, 4, 9, 18, 45).getTime();
  render(
    <RecentRecipes
      history={[{ id: "r1", text: "# Shakshuka\n\nEggs in sauce.", ingredients: ["eggs", "tomatoes", "onion", "pepper"], backend: "cookbook", model: null, finishReason: "stop", savedAt }]}
      onOpen={() => undefined}
      onDelete={() => undefined}
    />,
  );
  const item = screen.getByRole("listitem");
  expect(within(item).getByRole("button", { name: "Open Shakshuka" })).toBeInTheDocument();
  expect(item).toHaveTextContent("eggs, tomatoes, onion, pepper · 9 May 2026, 18:45");
  expect(item.querySelector("time")?.getAttribute("datetime")).toBe(new Date(savedAt).toISOString());
});
