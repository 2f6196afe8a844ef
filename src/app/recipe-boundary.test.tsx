import { render, screen } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { RECIPE_FAILED_NOTE, RecipeBoundary } from "./recipe-boundary.tsx";

function Unrenderable(): never {
  throw new RangeError("Maximum call stack size exceeded");
}

test("when rendering the recipe fails, its text stays on screen as plain text, and another reply renders again", () => {
  const { rerender } = render(
    <RecipeBoundary text={"# Soup\n\n- 2 eggs"}>
      <Unrenderable />
    </RecipeBoundary>,
  );
  expect(screen.getByText(/# Soup\s+- 2 eggs/)).toBeInTheDocument();
  expect(screen.getByText(RECIPE_FAILED_NOTE)).toBeInTheDocument();
  // React reports the caught error; that is expected here.
  expect(vi.mocked(console.error)).toHaveBeenCalled();
  vi.mocked(console.error).mockClear();

  // More of the same reply stays plain (no failing render per chunk)...
  rerender(
    <RecipeBoundary text={"# Soup\n\n- 2 eggs\n- 1 onion"}>
      <Unrenderable />
    </RecipeBoundary>,
  );
  expect(screen.getByText(/- 1 onion/)).toBeInTheDocument();
  expect(vi.mocked(console.error)).not.toHaveBeenCalled();

  // ...another reply is rendered formatted again.
  rerender(
    <RecipeBoundary text="# Salad">
      <p>formatted</p>
    </RecipeBoundary>,
  );
  expect(screen.getByText("formatted")).toBeInTheDocument();
  expect(screen.queryByText(RECIPE_FAILED_NOTE)).toBeNull();
});
