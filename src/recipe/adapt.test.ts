import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { expect, test } from "vitest";
import { adaptRecipe, baseServings, scaleIngredientLine } from "./adapt.ts";
import { parseIngredientLine } from "./ingredient-line.ts";
import { formatAmount, metricStep, roundAmount, roundingFor } from "./quantity.ts";
import { NUMBER_WORDS, unitForWord } from "./vocabulary.ts";
import { understandRecipe } from "./understand.ts";
import type { UnitSystem } from "./recipe-model.ts";

const pasta = `# Tomato Pasta

Serves 4

## Ingredients

- 400 g spaghetti
- 1 (14 oz) can chopped tomatoes
- 2-3 cloves garlic, minced
- **1 ½ cups** single cream
- a pinch of chilli flakes
- 1 large onion
- 2 eggs
- salt to taste

## Method

1. Heat the oven to 180°C (350°F).
2. Boil the spaghetti for 10 minutes in a 24 cm pan.
`;

function adapt(markdown: string, servings: number, units: UnitSystem = "as-written") {
  const recipe = understandRecipe(markdown);
  if (recipe === null) throw new Error("not a recipe");
  return adaptRecipe(markdown, recipe, { servings, units });
}

test("doubling rewrites every amount in place, as a cook writes it", () => {
  const adapted = adapt(pasta, 8);
  expect(adapted.amounts).toEqual(["800 g", "2 (14 oz) cans", "4-6 cloves", "3 cups", "2 pinches", "2", "4", null]);
  expect(adapted.markdown).toContain("- 800 g spaghetti");
  expect(adapted.markdown).toContain("- 2 (14 oz) cans chopped tomatoes");
  expect(adapted.markdown).toContain("- **3 cups** single cream");
  expect(adapted.markdown).toContain("- 2 large onions");
  expect(adapted.markdown).toContain("- salt to taste");
  expect(adapted.ingredientTexts[5]).toBe("2 large onions");
  // Steps, times and pan sizes are not scaled.
  expect(adapted.markdown).toContain("in a 24 cm pan");
});

test("halving writes fractions and never scales a count to zero", () => {
  const adapted = adapt(pasta, 1);
  expect(adapted.amounts).toEqual(["100 g", "½ (14 oz) can", "½-1 clove", "⅓ cup", "½ pinch", "½", "½", null]);
  expect(adapted.markdown).toContain("- ½ egg");
});

test("a weight in two units, half a piece with its article, and a part finer than a half scale as a cook means them", () => {
  const scaled = (line: string, factor: number) => scaleIngredientLine(line, factor);
  // "1 lb 4 oz" is one amount: both parts scale, not the pounds alone.
  expect(scaled("1 lb 4 oz beef mince", 2)).toBe("2 lb 8 oz beef mince");
  // Cups by the quarter (four spoonfuls), the rest in spoons: fewer measures than "3 cups 6 tbsp".
  expect(scaled("1 cup 2 tbsp milk", 3)).toBe("3 ¼ cups 2 tbsp milk");
  // Its parts carry as a scale and a measuring jug do: never "4 lb 16 oz", "½ lb 2 oz" or "0.5 kg 100 g".
  expect(scaled("2 lb 8 oz potatoes", 2)).toBe("5 lb potatoes");
  expect(scaled("1 lb 4 oz beef mince", 0.5)).toBe("10 oz beef mince");
  expect(scaled("1 lb 4 oz beef mince", 3)).toBe("3 lb 12 oz beef mince");
  expect(scaled("1 pound 4 ounces beef", 0.5)).toBe("10 ounces beef");
  expect(scaled("1lb 4oz beef", 2)).toBe("2lb 8oz beef");
  expect(scaled("1 lb 12 oz pork", 2)).toBe("3 lb 8 oz pork");
  expect(scaled("1 kg 200 g flour", 0.5)).toBe("600 g flour");
  expect(scaled("1 kg 200 g flour", 2)).toBe("2 kg 400 g flour");
  expect(scaled("1 kg 500 g lamb", 2)).toBe("3 kg lamb");
  // Cups are measured in quarters and thirds: the spoons fold into a cup measure when they make one.
  expect(scaled("1 cup 2 tbsp milk", 2)).toBe("2 ¼ cups milk");
  expect(scaled("1 cup 2 tbsp milk", 0.5)).toBe("½ cup 1 tbsp milk");
  expect(scaled("¾ cup 2 tbsp sugar", 2)).toBe("1 ¾ cups sugar");
  expect(scaled("1 tbsp 1 tsp oil", 3)).toBe("4 tbsp oil");
  expect(scaled("1 tbsp 1 tsp oil", 0.5)).toBe("2 tsp oil");
  expect(scaled("3 qts 2 cups water", 2)).toBe("7 qts water");
  expect(scaled("1 gal 1 qt milk", 0.5)).toBe("2 ½ qt milk");
  expect(scaled("1 gal 1 qt milk", 3)).toBe("3 gal 3 qt milk");
  // Converted, it is one amount in the other system.
  expect(scaleIngredientLine("1 lb 4 oz beef mince", 1, "metric")).toBe("570 g beef mince");
  expect(scaleIngredientLine("1 lb 4 oz beef mince", 2, "metric")).toBe("1.13 kg beef mince");
  expect(scaleIngredientLine("1 cup 2 tbsp milk", 1, "metric")).toBe("270 ml milk");
  // What is written beside it scales with the whole ("(540 ml)", "/1150 g"), and a bracket in two units is one amount.
  expect(scaled("1 cup 2 tbsp (270 ml) milk", 2)).toBe("2 ¼ cups (540 ml) milk");
  expect(scaleIngredientLine("1 cup 2 tbsp (270 ml) milk", 2, "metric")).toBe("540 ml milk");
  expect(scaled("1 lb 4 oz/570 g beef", 0.5)).toBe("10 oz/290 g beef");
  expect(scaled("700 g (1 lb 8 oz) tomato purée", 2)).toBe("1400 g (3 lb) tomato purée");
  expect(scaled("700 g (1 lb 8 oz) tomato purée", 0.5)).toBe("350 g (12 oz) tomato purée");
  expect(scaleIngredientLine("700 g (1 lb 8 oz) tomato purée", 2, "us")).toBe("3 lb tomato purée");
  expect(scaled("about 1 lb 4 oz beef", 0.5)).toBe("about 10 oz beef");
  expect(scaled("1 lb, 4 oz ground beef", 2)).toBe("2 lb, 8 oz ground beef");
  expect(scaled("820 g (1 lb, 13 oz) hominy", 2)).toBe("1650 g (3 lb, 10 oz) hominy");
  // A piece with a measure added: both scale ("1 cup plus 2 tablespoons" already did).
  expect(scaled("1 stick plus 2 tbsp butter", 2)).toBe("2 sticks plus 4 tbsp butter");
  expect(scaled("1 cup plus 2 tablespoons flour", 2)).toBe("2 cups plus 4 tablespoons flour");
  // Not two amounts of one kind, nor a smaller unit first.
  expect(scaled("2 cups 1 cup water", 2)).toBe("4 cups 1 cup water");
  // "1/2 a lemon" is half of one lemon, as "half a lemon" is.
  expect(scaled("1/2 a lemon", 2)).toBe("1 lemon");
  expect(scaled("1/2 a cup of milk", 3)).toBe("1 ½ cups of milk");
  // A quarter of a piece stays in quarters and eighths, not rounded to half a piece.
  expect(scaled("quarter of a cucumber", 0.5)).toBe("⅛ cucumber");
  expect(scaled("quarter of a cucumber", 3)).toBe("¾ cucumber");
  // Whole counts still go by halves.
  expect(scaled("3 eggs", 0.5)).toBe("1 ½ eggs");
});

test("equivalents in brackets follow the servings and the units chosen, as the amount does", () => {
  const roast = "# Roast chicken\n\nServes 4\n\n## Ingredients\n\n- 1 whole chicken (about 2 lbs)\n- 1 cup stock\n\n## Method\n\n1. Roast it.\n";
  expect(adapt(roast, 8).ingredientTexts[0]).toBe("2 whole chickens (about 4 lbs)");
  expect(adapt(roast, 4, "metric").ingredientTexts[0]).toBe("1 whole chicken (about 910 g)");
  expect(adapt(roast, 8, "metric").ingredientTexts[0]).toBe("2 whole chickens (about 1.82 kg)");
  expect(adapt(roast, 4, "us").ingredientTexts[0]).toBe("1 whole chicken (about 2 lbs)");
});

test("one piece's weight in brackets keeps its size while the count follows the servings; it converts with the units", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 20, max: 900 }),
      fc.constantFrom("salmon fillets", "chicken breasts", "tuna steaks", "sweet potatoes"),
      fc.constantFrom("each", "apiece"),
      fc.constantFrom(2, 3, 0.5, 4),
      (count, grams, food, word, k) => {
        const line = `${count} ${food} (about ${grams} g ${word})`;
        const out = scaleIngredientLine(line, k);
        // The piece keeps its weight, whatever the count becomes.
        expect(out.endsWith(`(about ${grams} g ${word})`), `${line} × ${k} → ${out}`).toBe(true);
        expect(out).not.toBe(line);
      },
    ),
  );
  // The whole amount's weight ("about 1 kg") still follows the servings.
  expect(scaleIngredientLine("6 chicken thighs (about 1 kg)", 2)).toBe("12 chicken thighs (about 2 kg)");
  const fish = "# Fish\n\nServes 2\n\n## Ingredients\n\n- 2 salmon fillets (about 150 g each)\n\n## Method\n\n1. Bake.\n";
  expect(adapt(fish, 4, "us").ingredientTexts[0]).toBe("4 salmon fillets (about 5 ¼ oz each)");
});

test("the servings stated are the base; unchanged servings leave the markdown untouched", () => {
  const recipe = understandRecipe(pasta);
  expect(recipe && baseServings(recipe, 2)).toBe(4);
  expect(adapt(pasta, 4).markdown).toBe(pasta);
});

test("every servings figure a servings line states follows the servings wanted, not only the first", () => {
  const body = "\n\n## Ingredients\n- 2 eggs\n\n## Method\n1. Cook.\n";
  const metaAt = (meta: string, servings: number) => adapt(`# Egg\n\n${meta}${body}`, servings).markdown.split("\n")[2];
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 12 }),
      fc.constantFrom(2, 3, 0.5),
      fc.constantFrom(
        (a: number, b: string) => `Serves: ${a} (as a main) or ${b} (as a side)`,
        (a: number, b: string) => `Serves ${a} as a main, ${b} as a starter`,
        (a: number, b: string) => `**Serves:** ${a} as a main or ${b} as a side · Prep 20 minutes`,
        (a: number, b: string) => `Makes ${b} meatballs (${a} servings)`,
      ),
      (a, b, k, write) => {
        const wanted = Math.max(1, Math.round(a * k));
        const other = String(Math.max(1, Math.round(b * (wanted / a))));
        expect(metaAt(write(a, String(b)), wanted)).toBe(wanted === a ? write(a, String(b)) : write(wanted, other));
      },
    ),
  );
  // A range follows as a whole; a time, a size or a temperature on the line stays.
  expect(metaAt("Serves 4 as a main or 6-8 as a side", 8)).toBe("Serves 8 as a main or 12-16 as a side");
  expect(metaAt("Serves 4 · Prep 20 minutes · Cook 1 hour", 8)).toBe("Serves 8 · Prep 20 minutes · Cook 1 hour");
  expect(metaAt("Serves 4, in a 20 cm tin, ready in 45 minutes", 8)).toBe("Serves 8, in a 20 cm tin, ready in 45 minutes");
  expect(metaAt("Makes 6 (1-cup) servings", 12)).toBe("Makes 12 (1-cup) servings");
  // Only what is said with the servings: a section's number before them stays.
  expect(adapt("# Egg\n\n### 1. Ingredients (serves 4)\n- 2 eggs\n\n### 2. Method\n1. Cook.\n", 8).markdown).toContain("### 1. Ingredients (serves 8)");
});

// Each count a servings line states may be written as a figure or a word ("Serves four, or six as a side"): every
// one follows the servings wanted as its figure would, and is written as a figure when it changes.
const COUNT_WORD_OF = new Map([...NUMBER_WORDS].filter(([word, value]) => Number.isInteger(value) && value >= 1 && value <= 12 && /^[a-z]+$/.test(word) && !/^(?:an?|dozen|single|couple|pair)$/.test(word)).map(([word, value]) => [value, word]));

test("a count a servings line writes as a word follows the servings as a figure does", () => {
  const body = "\n\n## Ingredients\n- 2 eggs\n\n## Method\n1. Cook.\n";
  const metaAt = (meta: string, servings: number) => adapt(`# Egg\n\n${meta}${body}`, servings).markdown.split("\n")[2];
  const written = (value: number, word: boolean, capital: boolean) => {
    const text = word ? (COUNT_WORD_OF.get(value) ?? String(value)) : String(value);
    return capital ? `${text[0]?.toUpperCase()}${text.slice(1)}` : text;
  };
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 6 }),
      // "one" beside the servings is an article ("all in one pan"), not another count: it stays as written.
      fc.integer({ min: 2, max: 6 }),
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
      fc.constantFrom(2, 3),
      fc.constantFrom(
        (a: string, b: string) => `Serves ${a}, or ${b} as a side.`,
        (a: string, b: string) => `Serves ${a} as a main or ${b} as a side`,
        (a: string, b: string) => `Serves ${a} (or ${b} as a starter)`,
        (a: string, b: string) => `**Serves:** ${a}, or ${b} with rice`,
        (a: string, b: string) => `Serves: ${a} (as a main) or ${b} (as a side)`,
        (a: string, b: string) => `Feeds ${a} as a main, ${b} as a starter`,
      ),
      (a, b, wordA, wordB, capital, k, write) => {
        const figures = metaAt(write(String(a), String(b)), a * k);
        expect(figures).toBe(write(String(a * k), String(b * k)));
        expect(metaAt(write(written(a, wordA, capital), written(b, wordB, capital)), a * k)).toBe(figures);
      },
    ),
  );
  expect(metaAt("Serves 4, all in one pan", 8)).toBe("Serves 8, all in one pan");
  expect(metaAt("Serves six (makes two 20 cm cakes)", 12)).toBe("Serves 12 (makes two 20 cm cakes)");
  // A range written in words follows as a whole.
  expect(metaAt("Makes 12 (serves six)", 12)).toBe("Makes 24 (serves 12)");
  expect(metaAt("Serves six to eight", 12)).toBe("Serves 12 to 16");
  expect(metaAt("Serves four to six", 8)).toBe("Serves 8 to 12");
});

test("a recipe that states no servings scales from the base it is given", () => {
  const markdown = "# Eggs\n\n## Ingredients\n- 2 eggs\n\n## Steps\n1. Boil.\n";
  const recipe = understandRecipe(markdown);
  if (!recipe) throw new Error("not a recipe");
  expect(adaptRecipe(markdown, recipe, { servings: 6, units: "as-written", baseServings: 3 }).amounts).toEqual(["4"]);
});

test("metric converts cups and ounces, and keeps only the °C of an oven temperature", () => {
  const adapted = adapt(pasta, 4, "metric");
  expect(adapted.amounts[3]).toBe("350 ml");
  expect(adapted.stepTexts[0]).toBe("Heat the oven to 180°C.");
  expect(adapt("# X\n\n## Ingredients\n- 1 lb beef\n- 8 oz cheese\n\n## Steps\n1. Bake at 400°F for 20 minutes.\n", 2, "metric").stepTexts[0]).toBe(
    "Bake at 200°C for 20 minutes.",
  );
});

test("metric writes a weight or volume in the unit a scale or jug reads at its size: kilograms and litres from a thousand, grams and millilitres below", () => {
  expect(scaleIngredientLine("1200 g flour", 1, "metric")).toBe("1.2 kg flour");
  expect(scaleIngredientLine("1200 g flour", 2, "metric")).toBe("2.4 kg flour");
  expect(scaleIngredientLine("750 ml stock", 2, "metric")).toBe("1.5 l stock");
  expect(scaleIngredientLine("1 kg potatoes", 0.5, "metric")).toBe("500 g potatoes");
  expect(scaleIngredientLine("1.5 litres water", 0.5, "metric")).toBe("750 ml water");
  expect(scaleIngredientLine("700 g (1 lb 8 oz) tomato purée", 2, "metric")).toBe("1.4 kg (3 lb) tomato purée");
  // As written keeps the recipe's own unit; decilitres, centilitres and milligrams are not a scale's steps and stay.
  expect(scaleIngredientLine("1200 g flour", 2)).toBe("2400 g flour");
  expect(scaleIngredientLine("2 dl cream", 1, "metric")).toBe("2 dl cream");
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4000 }),
      fc.constantFrom(["g", 1], ["grams", 1], ["kg", 1000], ["ml", 1], ["millilitres", 1], ["l", 1000], ["litres", 1000]) as fc.Arbitrary<[string, number]>,
      fc.constantFrom(0.25, 0.5, 1, 1.5, 2, 3, 4),
      (n, [word, base], k) => {
        const value = base === 1 ? n : n / 1000;
        const line = `${value} ${word} thing`;
        const out = scaleIngredientLine(line, k, "metric");
        const amount = parseIngredientLine(out).amount;
        const wanted = value * base * k;
        const read = (amount?.quantity ?? 0) * (amount?.unit?.baseFactor ?? 0);
        // Read back, it is the amount scaled, to a scale's step (and a kilogram's two decimals), both at once at most: 2675 g
        // × 1.5 is 4012.5 g, on the step 4025 g, written 4.03 kg, 17.5 g off, give or take a float's last bit (seed 1357849982).
        expect(Math.abs(read - wanted), `${line} × ${k} → ${out}`).toBeLessThanOrEqual(metricStep(wanted) / 2 + 5 + 1e-9);
        // The unit is chosen by the amount as the scale reads it (998 g is "1 kg"), not by the text: unscaled, an amount
        // already in the unit it reads in is left as written ("0.995 litres" reads 1000 ml: litres; sweep31, seed 54792518).
        const scaleReads = roundAmount(wanted, { kind: "metric", base: 1 });
        expect(amount?.unit?.name, `${line} × ${k} → ${out}`).toBe(scaleReads >= 1000 ? (amount?.unit?.type === "mass" ? "kg" : "l") : amount?.unit?.type === "mass" ? "g" : "ml");
      },
    ),
  );
});

test("US converts grams and millilitres, and oven °C to °F in 25° steps", () => {
  const adapted = adapt("# X\n\nServes 2\n\n## Ingredients\n- 250 g flour\n- 500 ml milk\n- 5 ml vanilla\n\n## Steps\n1. Bake at 180°C for 20 minutes.\n", 2, "us");
  expect(adapted.amounts).toEqual(["8 ¾ oz", "2 cups", "1 tsp"]);
  expect(adapted.stepTexts[0]).toBe("Bake at 350°F for 20 minutes.");
  expect(adapted.markdown).toContain("1. Bake at 350°F for 20 minutes.");
});

// Amounts a recipe writes: whole and kitchen-fraction spoons and cups, counts, 5 g steps.
const cookAmount = fc.oneof(
  fc.record({ value: fc.constantFrom(0.25, 0.5, 0.75, 1, 1.5, 2, 3), unit: fc.constantFrom("cup", "tbsp", "tsp") }),
  fc.record({ value: fc.integer({ min: 1, max: 6 }), unit: fc.constant("") }),
  fc.record({ value: fc.integer({ min: 4, max: 40 }).map((n) => n * 5), unit: fc.constant("g") }),
);

test("scaling by k and then by 1/k gives back the original amounts", () => {
  fc.assert(
    fc.property(fc.array(cookAmount, { minLength: 1, maxLength: 6 }), fc.constantFrom(2, 3, 4), (lines, k) => {
      const markdown = `# R\n\nServes 2\n\n## Ingredients\n${lines
        .map(({ value, unit }, index) => `- ${formatAmount(value, roundingFor(unitForWord(unit) ?? null))}${unit ? ` ${unit}` : ""} thing${index}`)
        .join("\n")}\n\n## Steps\n1. Cook.\n`;
      const up = adapt(markdown, 2 * k);
      const recipe = understandRecipe(up.markdown);
      if (!recipe) throw new Error("scaled recipe not understood");
      const down = adaptRecipe(up.markdown, recipe, { servings: 2, units: "as-written", baseServings: 2 * k });
      expect(understandRecipe(down.markdown)?.ingredients.map((line) => line.quantity)).toEqual(lines.map(({ value }) => value));
    }),
  );
});

test("each ingredient's start in the adapted markdown is where a fresh reading of that markdown finds it", () => {
  const folder = new URL("../../tests/fixtures/recipes/", import.meta.url);
  const files = ["people", "models"].flatMap((kind) => readdirSync(new URL(`${kind}/`, folder)).filter((file) => file.endsWith(".md")).map((file) => new URL(`${kind}/${file}`, folder)));
  let checked = 0;
  for (const file of files) {
    const markdown = readFileSync(file, "utf8");
    const recipe = understandRecipe(markdown);
    if (!recipe) continue;
    for (const [servings, units] of [[7, "metric"], [1, "us"], [3, "as-written"]] as const) {
      const adapted = adaptRecipe(markdown, recipe, { servings, units, baseServings: baseServings(recipe, 2) });
      const reread = understandRecipe(adapted.markdown);
      expect(adapted.ingredientStarts, `${file.pathname} at ${servings} ${units}`).toEqual(reread?.ingredients.map((line) => line.span.start));
      if (adapted.markdown !== markdown) checked++;
    }
  }
  // Most of them had something rewritten, so starts really moved.
  expect(checked).toBeGreaterThan(200);
});
