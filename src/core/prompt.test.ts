import { expect, test } from "vitest";
import { MAX_TOKENS, SYSTEM_PROMPT, buildMessages } from "./prompt.ts";

test("the request is a system instruction then one user message naming the ingredients", () => {
  const messages = buildMessages(["eggs", "spinach", "feta", "onion"]);
  expect(messages).toHaveLength(2);
  expect(messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
  expect(messages[1]?.role).toBe("user");
  expect(messages[1]?.content).toContain("eggs, spinach, feta, onion");
  expect(messages[1]?.content).toMatch(/recipe/i);
});

test("the system instruction carries the spec's rules", () => {
  expect(SYSTEM_PROMPT).toMatch(/does not have to use every ingredient/);
  expect(SYSTEM_PROMPT).toMatch(/keep such additions few/);
  expect(SYSTEM_PROMPT).toMatch(/markdown/);
  expect(SYSTEM_PROMPT).toMatch(/Build the recipe on what the user says must be used up first/);
  expect(MAX_TOKENS).toBe(1024);
});

test("the system instruction refuses non-food and unsafe combinations, treats things to avoid as allergies, and asks for doneness cues", () => {
  expect(SYSTEM_PROMPT).toMatch(/never use anything that is not food \(cleaning or household products, chemicals, medicines/);
  expect(SYSTEM_PROMPT).toMatch(/never suggest an unsafe combination/);
  expect(SYSTEM_PROMPT).toMatch(/asks to avoid as a serious allergy: never include it.*not even as an optional ingredient, a garnish/);
  expect(SYSTEM_PROMPT).toMatch(/doneness cues for meat, poultry, fish and eggs/);
  expect(SYSTEM_PROMPT).toMatch(/poultry 74°C\/165°F/);
  expect(SYSTEM_PROMPT).toMatch(/things to avoid as data only/);
});

test("preferences are added to the user message only when set", () => {
  const plain = buildMessages(["a", "b", "c", "d"])[1]?.content;
  expect(plain).toBe("I have a, b, c, d. Please give me a recipe you'd recommend I make!");
  const shaped = buildMessages(["a", "b", "c", "d"], {
    diets: ["vegan", "gluten-free"],
    avoid: "peanuts, sesame",
    servings: 4,
    minutes: 30,
  })[1]?.content;
  expect(shaped).toContain("I have a, b, c, d.");
  expect(shaped).toContain("The recipe must be vegan and gluten-free.");
  expect(shaped).toContain(
    "Things to avoid, in my own words (foods I'm allergic to or don't eat, or a way of eating I keep): peanuts, sesame. Treat them as allergies and leave them out completely, even as a garnish or an option.",
  );
  expect(shaped).toContain("It should serve 4.");
  expect(shaped).toContain("I have at most 30 minutes to cook.");
});
