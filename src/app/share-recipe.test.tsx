import { afterEach, expect, test } from "vitest";
import { shareRecipe, type RecipeShare } from "./share-recipe.ts";

// The browser's APIs, stood in for at their boundary (jsdom has no Web Share and no clipboard).
const installed: (keyof Navigator)[] = [];
function give<K extends keyof Navigator>(name: K, value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
  installed.push(name);
}
afterEach(() => {
  for (const name of installed.splice(0)) Reflect.deleteProperty(navigator, name);
});

const recipe: RecipeShare = { title: "Shakshuka", text: "# Shakshuka\n\n- 4 eggs\n\n1. Simmer.", url: "https://chef.example/#r1=zAbc" };

function clipboard() {
  const copied: string[] = [];
  give("clipboard", { writeText: async (text: string) => void copied.push(text) });
  return copied;
}

test("with Web Share, the share sheet gets the title, the text and the link", async () => {
  const shared: ShareData[] = [];
  give("share", async (data: ShareData) => void shared.push(data));
  give("canShare", () => true);
  const copied = clipboard();
  expect(await shareRecipe(recipe)).toBe("Recipe shared.");
  expect(shared).toEqual([recipe]);
  expect(copied).toEqual([]);
});

test("the cook closing the share sheet is their choice: nothing copied, nothing said", async () => {
  give("share", async () => {
    throw new DOMException("Share canceled", "AbortError");
  });
  const copied = clipboard();
  expect(await shareRecipe(recipe)).toBe("");
  expect(copied).toEqual([]);
});

test("without Web Share, when it cannot share this, or when it refuses, the link is copied", async () => {
  let copied = clipboard();
  expect(await shareRecipe(recipe)).toMatch(/^Link copied\./);
  expect(copied).toEqual([recipe.url]);

  give("share", async () => {
    throw new Error("should not be called");
  });
  give("canShare", () => false);
  copied = clipboard();
  expect(await shareRecipe(recipe)).toMatch(/^Link copied\./);
  expect(copied).toEqual([recipe.url]);

  give("canShare", () => true);
  give("share", async () => {
    throw new DOMException("No user activation", "NotAllowedError");
  });
  copied = clipboard();
  expect(await shareRecipe(recipe)).toMatch(/^Link copied\./);
  expect(copied).toEqual([recipe.url]);
});

test("with neither, it says it couldn't", async () => {
  give("clipboard", {
    writeText: async () => {
      throw new DOMException("denied", "NotAllowedError");
    },
  });
  expect(await shareRecipe(recipe)).toBe("Couldn't copy the link here.");
});
