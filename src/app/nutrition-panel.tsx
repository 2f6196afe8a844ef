import { useId, useMemo } from "react";
import table from "../food/nutrition.generated.json" with { type: "json" };
import { estimateNutrition, formatAmount, nutritionInformation, saltFromSodium, type NutritionTable, type SkipReason } from "../food/nutrition.ts";
import type { UnderstoodRecipe } from "../recipe/recipe-model.ts";

// The table (USDA SR28, built by scripts/build-nutrition.ts) rides in this chunk, loaded with the recipe tools.
const nutritionTable: NutritionTable = table as unknown as NutritionTable;

export type NutritionPanelProps = {
  recipe: UnderstoodRecipe;
  /** Servings the recipe makes as written. */
  baseServings: number;
  /** Servings the cook has chosen. */
  servings: number;
};

const REASONS: Record<SkipReason, string> = {
  "no-amount": "no amount",
  "to-taste": "to taste",
  optional: "optional",
  "unknown-food": "not in the table",
  "unknown-weight": "weight not known",
};

/** Nutrition per serving, estimated from the ingredient lines: per serving stays, the whole recipe follows Servings. */
export function NutritionPanel({ recipe, baseServings, servings }: NutritionPanelProps) {
  const id = useId();
  const estimate = useMemo(() => estimateNutrition(recipe, nutritionTable, baseServings), [recipe, baseServings]);
  const [kcal, protein, fat, saturated, carbohydrate, sugars, fibre, sodium] = estimate.perServing;
  const skipped = estimate.lines.filter((line) => line.kind === "skipped");
  const counted = estimate.lines.length - skipped.length;
  const rows: [string, string, boolean][] = [
    ["Energy", `≈ ${Math.round(kcal)} kcal`, false],
    ["Protein", `${formatAmount(protein)} g`, false],
    ["Carbohydrate", `${formatAmount(carbohydrate)} g`, false],
    ["of which sugars", `${formatAmount(sugars)} g`, true],
    ["Fat", `${formatAmount(fat)} g`, false],
    ["of which saturates", `${formatAmount(saturated)} g`, true],
    ["Fibre", `${formatAmount(fibre)} g`, false],
    ["Salt", `${formatAmount(saltFromSodium(sodium))} g`, false],
  ];
  return (
    <section className="nutrition-panel" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Nutrition per serving</h3>
      <p className="recipe-note">
        An estimate from USDA data for the {counted} of {estimate.lines.length} ingredient lines it could count. Whole recipe ({servings}{" "}
        {servings === 1 ? "serving" : "servings"}): ≈ {Math.round(kcal * servings)} kcal.
      </p>
      <table>
        <tbody>
          {rows.map(([label, value, sub]) => (
            <tr key={label} className={sub ? "sub" : undefined}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {skipped.length > 0 && (
        <>
          <p className="recipe-note">Not counted:</p>
          <ul className="nutrition-skipped" aria-label="Not counted">
            {skipped.map((line, index) => (
              <li key={`${index}-${line.text}`}>
                {line.text} ({REASONS[line.reason]})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** schema.org `nutrition` for the recipe card: one serving, which Servings does not change. */
export function nutritionFor(recipe: UnderstoodRecipe, baseServings: number): Record<string, string> {
  return nutritionInformation(estimateNutrition(recipe, nutritionTable, baseServings).perServing);
}

export default NutritionPanel;
