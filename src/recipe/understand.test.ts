import fc from "fast-check";
import { expect, test } from "vitest";
import { isMetaLine, sectionOf } from "./line-rules.ts";
import { understandRecipe } from "./understand.ts";

const shakshuka = `# Shakshuka

Serves 2 · Prep time: 10 minutes · Cook time: 20 minutes

## Ingredients

- 4 eggs
- 1 (14 oz) can chopped tomatoes
- 1 red pepper, sliced
- salt to taste

## Method

1. Soften the pepper in oil for 5 minutes.
2. Add the tomatoes and simmer for 10 minutes.
3. Make four hollows, crack in the eggs, cover and cook 6–8 minutes.
`;

test("a plain recipe: title, servings, times, ingredients and steps", () => {
  const recipe = understandRecipe(shakshuka);
  expect(recipe).toMatchObject({ title: "Shakshuka", servings: 2, prepMinutes: 10, cookMinutes: 20 });
  expect(recipe?.ingredients.map((line) => [line.quantity, line.unit, line.name])).toEqual([
    [4, null, "eggs"],
    [1, "can", "chopped tomatoes"],
    [1, null, "red pepper"],
    [null, null, "salt"],
  ]);
  expect(recipe?.steps.map((step) => step.text)).toEqual([
    "Soften the pepper in oil for 5 minutes.",
    "Add the tomatoes and simmer for 10 minutes.",
    "Make four hollows, crack in the eggs, cover and cook 6–8 minutes.",
  ]);
});

test("spans point at the markdown: the amount can be replaced in place", () => {
  const recipe = understandRecipe(shakshuka);
  const can = recipe?.ingredients[1];
  expect(can?.amountSpan && shakshuka.slice(can.amountSpan.start, can.amountSpan.end)).toBe("1 (14 oz) can");
  const step = recipe?.steps[0];
  expect(step && shakshuka.slice(step.span.start, step.span.end)).toContain("Soften the pepper");
});

test("headings with emoji and numbering, bold amounts and sub-sections", () => {
  const markdown = `## 🍲 Creamy Pumpkin Soup

**Servings:** 4-6

### 1. 🛒 What you need
- **1 kg** pumpkin, peeled
- 1 onion

#### For the topping
- 2 tbsp pumpkin seeds

### 2. 👩‍🍳 Instructions
1. Roast the pumpkin at 200°C for 35 minutes.
2. Blend with the onion.

### 💡 Tips
- Freeze leftovers.
`;
  const recipe = understandRecipe(markdown);
  expect(recipe?.title).toBe("Creamy Pumpkin Soup");
  expect(recipe?.servings).toBe(4);
  expect(recipe?.ingredients.map((line) => [line.quantity, line.unit, line.group])).toEqual([
    [1, "kg", null],
    [1, null, null],
    [2, "tbsp", "For the topping"],
  ]);
  const kilo = recipe?.ingredients[0]?.amountSpan;
  expect(kilo && markdown.slice(kilo.start, kilo.end)).toBe("1 kg");
  expect(recipe?.steps).toHaveLength(2);
});

test("bold section names instead of headings, and a 'For the dressing:' sub-list", () => {
  const markdown = `**Greek Salad**

Makes 4 servings.

**Ingredients:**
- 2 tomatoes
- 200 g feta
- For the dressing:
  - 3 tbsp olive oil
  - 1 tsp dried oregano

**Directions:**
1. Chop the tomatoes.
2. Whisk the dressing and pour it over.
`;
  const recipe = understandRecipe(markdown);
  expect(recipe?.title).toBe("Greek Salad");
  expect(recipe?.servings).toBe(4);
  expect(recipe?.ingredients.map((line) => [line.name, line.group])).toEqual([
    ["tomatoes", null],
    ["feta", null],
    ["olive oil", "For the dressing"],
    ["dried oregano", "For the dressing"],
  ]);
  expect(recipe?.steps).toHaveLength(2);
});

test("paragraph steps when the method has no numbered list", () => {
  const markdown = `# Toast

## Ingredients
* 2 slices bread
* butter

## Preparation

Toast the bread until golden.

Spread with butter while hot.
`;
  expect(understandRecipe(markdown)?.steps.map((step) => step.text)).toEqual(["Toast the bread until golden.", "Spread with butter while hot."]);
});

test("a recipe copied as plain text: section names alone on their lines, a sentence a line for the method", () => {
  const markdown = `Thai Green Curry

Yield: 4 servings

Ingredients
1. 1 tbsp coconut oil
2. 2 tbsp green curry paste
3. 1 can (13.5 oz) coconut milk
4. 1 lb chicken thighs, sliced

Directions
Heat the oil in a wok. Fry the paste for 1 minute.
Add half the coconut milk and simmer for 5 minutes.
Add the chicken and cook 10 minutes until cooked through.
Stir in the rest of the coconut milk.
`;
  const recipe = understandRecipe(markdown);
  expect(recipe?.servings).toBe(4);
  expect(recipe?.ingredients.map((line) => line.text)).toEqual(["1 tbsp coconut oil", "2 tbsp green curry paste", "1 can (13.5 oz) coconut milk", "1 lb chicken thighs, sliced"]);
  expect(recipe?.steps.map((step) => step.text)).toEqual([
    "Heat the oil in a wok. Fry the paste for 1 minute.",
    "Add half the coconut milk and simmer for 5 minutes.",
    "Add the chicken and cook 10 minutes until cooked through.",
    "Stir in the rest of the coconut milk.",
  ]);
  // A paragraph wrapped mid-sentence is one step; an ingredient that holds a section's word is no section.
  const wrapped = understandRecipe(markdown.replace("Heat the oil in a wok. Fry the paste for 1 minute.\nAdd half", "Heat the oil in a wok and fry the paste for 1 minute, then add half"));
  expect(wrapped?.steps[0]?.text).toBe("Heat the oil in a wok and fry the paste for 1 minute, then add half the coconut milk and simmer for 5 minutes.");
  expect(understandRecipe(markdown.replace("4. 1 lb chicken", "4. Cooking spray\n5. 1 lb chicken"))?.ingredients.map((line) => line.text)).toContain("Cooking spray");
});

test("step headings ('### Step 1: …') each open a step", () => {
  const markdown = `# Rice

## Ingredients
- 1 cup rice
- 2 cups water

## Steps
### Step 1: Rinse
Rinse the rice.
### Step 2: Cook
Simmer for 12 minutes.
`;
  expect(understandRecipe(markdown)?.steps.map((step) => step.text)).toEqual(["Rinse: Rinse the rice.", "Cook: Simmer for 12 minutes."]);
});

test("without section headings, a bullet list of amounts then a numbered list is a recipe", () => {
  const recipe = understandRecipe("Quick omelette:\n\n- 3 eggs\n- 20 g butter\n\n1. Beat the eggs.\n2. Cook in the butter.\n");
  expect(recipe?.ingredients).toHaveLength(2);
  expect(recipe?.steps).toHaveLength(2);
});

test("replies that are not recipes give nothing", () => {
  expect(understandRecipe("I'm sorry, but I can't help with that request.")).toBeNull();
  expect(understandRecipe("Those ingredients would make a lovely soup. Try simmering them together with some stock until soft.")).toBeNull();
  expect(understandRecipe("## Ingredients\n\n- 2 eggs\n")).toBeNull();
  expect(understandRecipe("")).toBeNull();
});

test("servings written as words and as 'for N people'", () => {
  const body = "\n\n## Ingredients\n- 1 egg\n\n## Steps\n1. Cook it.\n";
  expect(understandRecipe(`# Egg\n\nServes four.${body}`)?.servings).toBe(4);
  expect(understandRecipe(`# Egg\n\nA quick supper for 3 people.${body}`)?.servings).toBe(3);
  expect(understandRecipe(`# Egg\n\nYield: 12 cookies${body}`)?.servings).toBe(12);
  expect(understandRecipe(`# Egg${body}`)?.servings).toBeNull();
});

test("never throws, and every span lies inside the markdown", () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 400 }), (text) => {
      const recipe = understandRecipe(`# T\n\n## Ingredients\n- ${text}\n\n## Steps\n1. ${text}\n`);
      for (const line of recipe?.ingredients ?? []) {
        for (const span of [line.span, line.amountSpan, line.countedSpan]) {
          if (span) expect(span.start <= span.end && span.end <= text.length * 2 + 40).toBe(true);
        }
      }
      expect(() => understandRecipe(text)).not.toThrow();
    }),
  );
});

// ---- The shapes chat models write (issue 19). ----

const boldGroups = `Here's a quick recipe for **Chicken Stir-Fry**:

**Serves:** 2-3 | **Total time:** 25 minutes

**Ingredients:**

**For the chicken:**
- 1 lb chicken breast, sliced
- 1 tbsp soy sauce

**Dough:**
- 200 g flour

For the sauce:
- 1/2 tsp sugar

### Icing
- 100 g icing sugar

**Instructions:**

**Marinate:**
1. Toss the chicken with the soy sauce.
2. Rest for 10 minutes.

**Cook:**
3. Stir-fry for 5 minutes.
4. Add the sauce.

Enjoy! 🍳
`;

test("every sub-group is read, whatever its label, and every step once", () => {
  const recipe = understandRecipe(boldGroups);
  expect(recipe?.title).toBe("Chicken Stir-Fry");
  expect(recipe).toMatchObject({ servings: 2, totalMinutes: 25 });
  expect(recipe?.ingredients.map((line) => [line.quantity, line.unit, line.name, line.group])).toEqual([
    [1, "lb", "chicken breast", "For the chicken"],
    [1, "tbsp", "soy sauce", "For the chicken"],
    [200, "g", "flour", "Dough"],
    [0.5, "tsp", "sugar", "For the sauce"],
    [100, "g", "icing sugar", "Icing"],
  ]);
  expect(recipe?.steps.map((step) => step.text)).toEqual(["Toss the chicken with the soy sauce.", "Rest for 10 minutes.", "Stir-fry for 5 minutes.", "Add the sauce."]);
});

test("a bullet with no amount over nested amounts names their group; nested notes under an amount stay notes", () => {
  const markdown = `### 🍝 Pasta al limone

#### Ingredients
- Pasta
  - 200 g spaghetti
- Sauce
  - 1 lemon
  - 50 ml cream
- 2 tbsp butter
  - unsalted is best

#### Steps
1. Boil the pasta.
2. Mix the sauce.
`;
  const recipe = understandRecipe(markdown);
  expect(recipe?.ingredients.map((line) => [line.text, line.group])).toEqual([
    ["200 g spaghetti", "Pasta"],
    ["1 lemon", "Sauce"],
    ["50 ml cream", "Sauce"],
    ["2 tbsp butter", null],
  ]);
});

test("an ingredient table is read row by row, amounts where they are written", () => {
  const markdown = `# Pancakes

Serves 4

## Ingredients

| Ingredient | Amount | Notes |
| --- | --- | --- |
| Flour | 1 1/2 cups | sifted |
| Milk | 1 ¼ cups | |
| Eggs | 2 | |

## Method

1. Whisk everything.
2. Fry for 2 minutes a side.
`;
  const recipe = understandRecipe(markdown);
  expect(recipe?.ingredients.map((line) => [line.text, line.quantity, line.unit, line.name, line.note])).toEqual([
    ["1 1/2 cups Flour, sifted", 1.5, "cup", "Flour", "sifted"],
    ["1 ¼ cups Milk", 1.25, "cup", "Milk", null],
    ["2 Eggs", 2, null, "Eggs", null],
  ]);
  const flour = recipe?.ingredients[0]?.amountSpan;
  expect(flour && markdown.slice(flour.start, flour.end)).toBe("1 1/2 cups");
});

test("'**Step N: Title**' and its text are one step; meta and closing lines are never steps", () => {
  const markdown = `### Scrambled Eggs

**Ingredients**
- 3 eggs
- nagaimo: 160 g

**Step 1: Scramble the eggs**
Whisk the eggs with a fork.

**Step 2: Cook**

Cook in butter for 2 minutes.

**Serves:** 2 | **Total time:** 15 minutes

Enjoy! 🍳

---

Tip: add chives.
`;
  const recipe = understandRecipe(markdown);
  expect(recipe?.steps.map((step) => step.text)).toEqual(["Scramble the eggs: Whisk the eggs with a fork.", "Cook: Cook in butter for 2 minutes."]);
  expect(recipe).toMatchObject({ title: "Scrambled Eggs", servings: 2, totalMinutes: 15 });
  expect(recipe?.ingredients.map((line) => [line.name, line.quantity, line.unit])).toEqual([
    ["eggs", 3, null],
    ["nagaimo", 160, "g"],
  ]);
});

test("'Step N:' paragraphs, one step each", () => {
  const recipe = understandRecipe("**Lemonade**\n\nIngredients:\n1. 4 lemons\n2. 1 cup sugar\n\nSteps:\nStep 1: Juice the lemons.\nStep 2: Stir in the sugar.\n");
  expect(recipe?.title).toBe("Lemonade");
  expect(recipe?.ingredients.map((line) => line.name)).toEqual(["lemons", "sugar"]);
  expect(recipe?.steps.map((step) => step.text)).toEqual(["Juice the lemons.", "Stir in the sugar."]);
});

test("'How to make X' names the dish, and the servings after it are read", () => {
  const recipe = understandRecipe("## How to make Pulled Pork\n\nServes 6\n\n### Ingredients\n- 2 kg pork shoulder\n\n### Instructions\n1. Roast for 6 hours.\n");
  expect(recipe).toMatchObject({ title: "Pulled Pork", servings: 6 });
  expect(recipe?.steps).toHaveLength(1);
});

test("servings from meta lines anywhere, in the shapes recipes say them", () => {
  const body = "\n\n## Ingredients\n- 1 egg\n\n## Steps\n1. Cook it.\n";
  expect(understandRecipe(`# Egg\n\n**Serves:** 2-3 | **Total time:** 15 minutes${body}`)?.servings).toBe(2);
  expect(understandRecipe(`# Egg\n\nMakes 12${body}`)?.servings).toBe(12);
  expect(understandRecipe(`# Egg\n\nYield: 4 servings${body}`)?.servings).toBe(4);
  expect(understandRecipe(`# Egg${body}\nServes 4\n`)?.servings).toBe(4);
  // What a recipe makes is not what it serves when the line says both.
  expect(understandRecipe(`# Egg\n\nMakes 16 meatballs (4 servings)${body}`)?.servings).toBe(4);
  expect(understandRecipe(`# Egg\n\nYield: 24 bars (12 servings)${body}`)?.servings).toBe(12);
  expect(understandRecipe(`# Egg\n\nMakes 6 (1-cup) servings${body}`)?.servings).toBe(6);
  expect(understandRecipe(`# Egg\n\nMakes about 8 cups (8 servings)${body}`)?.servings).toBe(8);
  expect(understandRecipe(`# Egg\n\nYield: 8 (1 cup) servings${body}`)?.servings).toBe(8);
});

test("steps with bold lead words and nested bullets are one step each", () => {
  const recipe = understandRecipe("# Soup\n\n## Ingredients\n- 1 onion\n\n## Instructions\n1. **Prep:** Chop the onion.\n   - Keep the skins for stock.\n2. **Cook:** Simmer for 20 minutes.\n");
  expect(recipe?.steps.map((step) => step.text)).toEqual(["Prep: Chop the onion. Keep the skins for stock.", "Cook: Simmer for 20 minutes."]);
});

test("where the ingredients and the method begin: at their heading or label, for the page to lay them side by side", () => {
  const headed = "# Soup\n\nServes 2\n\n## Ingredients\n\n- 1 onion\n- 2 cups stock\n\n## Method\n\n1. Chop the onion.\n2. Simmer in the stock.\n";
  const read = understandRecipe(headed);
  expect(read?.sections).toEqual({ ingredients: headed.indexOf("## Ingredients"), method: headed.indexOf("## Method") });
  const labelled = "**Soup**\n\n**Ingredients:**\n- 1 onion\n- 2 cups stock\n\n**Instructions:**\n1. Chop the onion.\n2. Simmer in the stock.\n";
  expect(understandRecipe(labelled)?.sections).toEqual({ ingredients: labelled.indexOf("**Ingredients:**"), method: labelled.indexOf("**Instructions:**") });
  const bare = "Soup for two.\n\n- 1 onion\n- 2 cups stock\n\n1. Chop the onion.\n2. Simmer in the stock.\n";
  expect(understandRecipe(bare)?.sections).toEqual({ ingredients: bare.indexOf("- 1 onion"), method: bare.indexOf("1. Chop") });
  // Out of order, or ingredients named inside the method: no sides to lay out.
  expect(understandRecipe("# Soup\n\n## Method\n\n1. Chop the onion.\n\n## Ingredients\n\n- 1 onion\n")?.sections ?? null).toBeNull();
});

test.each([
  ["Serves 4 · Prep 20 minutes · Cook 40 minutes", 20, 40],
  ["Serves 4 | Prep 20 min | Cook 40 min", 20, 40],
  ["Serves 4 • Prep: 20 mins • Cooking 1 hour", 20, 60],
  ["Serves 4, prep 15 min, cook 25 min", 15, 25],
  ["Makes 12 · Bake 25 minutes", null, 25],
])("a meta line's parts are read each on its own, a bare 'Cook 40 minutes' too: %s", (meta, prep, cook) => {
  const recipe = understandRecipe(shakshuka.replace("Serves 2 · Prep time: 10 minutes · Cook time: 20 minutes", meta));
  expect(recipe).toMatchObject({ prepMinutes: prep, cookMinutes: cook });
  // A step that begins "Cook" is a step, not a time.
  expect(recipe?.steps).toHaveLength(3);
});

// A part's own list, labelled with the word "ingredients" in any of the ways cooks write it: a sub-group, as "For the
// sauce:" is, not the Ingredients heading again (which dropped the group: nutrition then counted a marinade's
// "Marinade ingredients:" as eaten, and a step naming the sauce found no lines).
const PART_LABELS: readonly ((part: string) => string)[] = [
  (part) => `**${part[0]?.toUpperCase()}${part.slice(1)} ingredients:**`,
  (part) => `${part[0]?.toUpperCase()}${part.slice(1)} ingredients:`,
  (part) => `### ${part[0]?.toUpperCase()}${part.slice(1)} ingredients`,
  (part) => `**Ingredients for the ${part}:**`,
  (part) => `Ingredients for the ${part}:`,
  (part) => `#### Ingredients for the ${part}`,
  (part) => `**For the ${part} ingredients**`,
];
const PART_NAME = fc.oneof(
  fc.constantFrom("sauce", "marinade", "dough", "filling", "topping", "dressing", "glaze", "crust", "batter", "salsa", "curry paste"),
  // Any word that names no section itself ("method", "notes") and says no servings ("serves").
  fc.stringMatching(/^[a-z]{4,9}$/).filter((word) => sectionOf(word) === null && !isMetaLine(`${word} 4`) && !/ingredient|need/.test(word)),
);

test("a label naming a part's ingredients, in any wording, is that part's group, with or without an Ingredients heading over it", () => {
  fc.assert(
    fc.property(PART_NAME, PART_NAME, fc.constantFrom(...PART_LABELS), fc.boolean(), (first, second, wording, headed) => {
      fc.pre(first !== second);
      const one = wording(first);
      const two = wording(second);
      const markdown = `# Dish\n\nServes 4\n\n${headed ? "## Ingredients\n\n" : ""}${one}\n- 2 tbsp oil\n- 1 lemon\n\n${two}\n- 200 g flour\n\n## Method\n\n1. Mix the ${first}.\n2. Make the ${second}.\n`;
      const recipe = understandRecipe(markdown);
      const group = (label: string) => label.replace(/^#+ /, "").replace(/\*\*/g, "").replace(/:$/, "");
      expect(recipe?.ingredients.map((line) => [line.text, line.group])).toEqual([
        ["2 tbsp oil", group(one)],
        ["1 lemon", group(one)],
        ["200 g flour", group(two)],
      ]);
      expect(recipe?.steps).toHaveLength(2);
      expect(recipe?.sections?.ingredients).toBe(markdown.indexOf(headed ? "## Ingredients" : one));
    }),
  );
});

test("one list under a label naming its ingredients is the recipe's Ingredients, not a group", () => {
  for (const label of ["**Pancake ingredients:**", "Ingredients for the pancakes:", "### Cake ingredients", "**Main ingredients**"]) {
    const recipe = understandRecipe(`# Dish\n\n${label}\n- 200 g flour\n- 2 eggs\n\n## Method\n\n1. Mix.\n`);
    expect(recipe?.ingredients.map((line) => [line.text, line.group])).toEqual([
      ["200 g flour", null],
      ["2 eggs", null],
    ]);
  }
});

test("what a line says it makes is not what it serves when it says both, however it says them", () => {
  for (const [line, servings] of [
    ["Makes 12 (serves 6)", 6],
    ["Makes 12 muffins · serves six", 6],
    ["Makes about 20 cookies; feeds 10", 10],
    ["Makes 16 meatballs (4 servings)", 4],
    ["Makes 12", 12],
    ["Serves 4. Makes 2 loaves", 4],
    // A recipe card's "Servings" field holds what the recipe makes as often as whom it feeds.
    ["Servings: 1 dinosaur cake enough for 10-15 people", 10],
    ["Servings: 2 loaves (16 servings)", 16],
    ["Yield: 1 pie, serves 8", 8],
    ["Servings: 12 muffins", 12],
    ["Servings: 4 people", 4],
    ["Servings: 2-3", 2],
  ] as const) {
    expect(understandRecipe(`# Dish\n\n${line}\n\n## Ingredients\n- 2 eggs\n\n## Method\n1. Cook.\n`)?.servings, line).toBe(servings);
  }
});

// Chat models name the method in the imperative as often as with a noun ("**Do this**", "Here's how:"): each such label, in
// each shape, opens the steps, and the lines under "You'll need" stay the ingredients.
test("a method labelled in the imperative, in any shape, opens the steps", () => {
  for (const words of ["Do this", "What to do", "Here's how", "Here’s what to do", "How it's done", "Get cooking", "Then do this"]) {
    for (const label of [`**${words}**`, `**${words}:**`, `## ${words}`, `${words}:`]) {
      const markdown = `### Lentil Soup (Serves 4-6)\n\n**You'll need**\n1 onion, chopped\n2-3 carrots\n200 g red lentils\n\n${label}\nFry the onion and carrots for 5 minutes.\nAdd the lentils and simmer for 20 minutes.\n`;
      const recipe = understandRecipe(markdown);
      expect(recipe?.ingredients.map((line) => line.text), label).toEqual(["1 onion, chopped", "2-3 carrots", "200 g red lentils"]);
      expect(recipe?.steps.length, label).toBeGreaterThan(0);
    }
  }
});
