import { expect, test } from "vitest";
import allergens from "../../data/allergens.json" with { type: "json" };
import { outcomeOf, typings } from "../../tests/allergen-sources.ts";

// Decision 019, addendum "twelfth session, safety33": the names a cook avoids a family by ("red meat", "game meat", "shell
// fish", "pulses") are also what a recipe line may say. Typed as a line, each is flagged for that family or said unreadable
// ("200 g dairy", "spirits"), never passed in silence. Ways of eating ("vegan", "halal") are no food's name.
test("every name a cook avoids a family by, typed as an ingredient line, is flagged for that family or said unreadable", () => {
  const silent: string[] = [];
  let checked = 0;
  for (const family of allergens.families) {
    if ("way" in family) continue;
    for (const asked of family.askedAs) {
      for (const line of typings(asked)) {
        checked += 1;
        if (outcomeOf(line, family.id) === "silent") silent.push(`${family.id}: ${line}`);
      }
    }
  }
  expect(checked).toBeGreaterThan(500);
  expect(silent).toEqual([]);
});
