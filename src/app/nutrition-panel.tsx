import { useEffect, useId, useMemo, useState } from "react";
import { formatAmount, saltFromSodium, type NutritionTable } from "../food/nutrition.ts";
import { estimateLine, estimateNutrition, isFoodLine, type LineEstimate, type SkipReason } from "../recipe/nutrition.ts";
import type { UnderstoodRecipe } from "../recipe/recipe-model.ts";
import { useNutritionTable } from "./load-nutrition.ts";
import type { ToolHeading } from "./tool-heading.ts";

export type NutritionPanelProps = {
  recipe: UnderstoodRecipe;
  /** USDA SR28 per food (src/food/nutrition.generated.json, its own chunk). */
  table: NutritionTable;
  /** Servings the recipe makes as written. */
  baseServings: number;
  /** Servings the cook has chosen. */
  servings: number;
  /** Why the reply is not a whole recipe, or null: then only the lines written so far are counted, and it says so. */
  unfinished?: string | null;
  /** The recipe's lines' estimates, when read already (`estimateLine` of each); else read in the render. */
  read?: readonly LineEstimate[];
  /** Its heading's level in the panel's outline (`toolHeading`). */
  heading?: ToolHeading;
};

const REASONS: Record<SkipReason, string> = {
  "no-amount": "no amount",
  "to-taste": "to taste",
  optional: "optional",
  discarded: "discarded",
  "unknown-food": "not in the table",
  "unknown-weight": "weight not known",
  "counted-above": "counted above",
  equipment: "not food",
};

/** "salt to taste" needs no "(to taste)" after it; "2 tbsp yuzu kosho" needs "(not in the table)". */
function withReason(text: string, reason: string): string {
  return text.toLowerCase().includes(reason) ? text : `${text} (${reason})`;
}

/** Nutrition per serving, estimated from the ingredient lines: per serving stays, the whole recipe follows Servings. */
export function NutritionPanel({ recipe, table, baseServings, servings, unfinished = null, read, heading: Heading = "h3" }: NutritionPanelProps) {
  const id = useId();
  const estimate = useMemo(() => estimateNutrition(recipe, table, baseServings, read), [recipe, table, baseServings, read]);
  const [kcal, protein, fat, saturated, carbohydrate, sugars, fibre, sodium] = estimate.perServing;
  // Skewers and baking paper are no food: neither listed as not counted nor among the lines to count.
  const food = estimate.lines.filter(isFoodLine);
  const skipped = food.filter((line) => line.kind === "skipped");
  const counted = food.length - skipped.length;
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
      <Heading id={`${id}-heading`}>Nutrition per serving</Heading>
      <p className="recipe-note">
        An estimate from USDA data for the {counted} of {food.length} ingredient lines it could count. Whole recipe ({servings}{" "}
        {servings === 1 ? "serving" : "servings"}): ≈ {Math.round(kcal * servings)} kcal.
      </p>
      {unfinished !== null && <p className="recipe-note">Only the ingredients written so far are counted: {unfinished}.</p>}
      <dl className="nutrition-values">
        {rows.map(([label, value, sub]) => (
          <div key={label} className={sub ? "sub" : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {skipped.length > 0 && (
        <>
          <p className="recipe-note">Not counted:</p>
          <ul className="nutrition-skipped" aria-label="Not counted">
            {skipped.map((line, index) => (
              <li key={`${index}-${line.text}`}>{withReason(line.text, REASONS[line.reason])}</li>
            ))}
          </ul>
        </>
      )}
      {/* The ODbL asks whoever shows what its data made to say so where it is seen (data/sources/README.md). */}
      <p className="recipe-note">
        Foods read with names from USDA FoodData Central and <a href="https://world.openfoodfacts.org/">Open Food Facts</a>, under
        the <a href="https://opendatacommons.org/licenses/odbl/1-0/">Open Database License</a>.
      </p>
    </section>
  );
}

/** Lines estimated in each task: a 75-line recipe's estimate was one task of 70 ms at 4× CPU. */
const LINES_A_TASK = 12;

/**
 * The recipe's lines estimated a few at a time, each few in a task of its own, the first a task after
 * the render that asks (the tools' first render is long enough); null until all are.
 */
function useLinesRead(recipe: UnderstoodRecipe, table: NutritionTable | null): readonly LineEstimate[] | null {
  const [done, setDone] = useState<{ recipe: UnderstoodRecipe; table: NutritionTable; read: readonly LineEstimate[] } | null>(null);
  const current = done !== null && done.recipe === recipe && done.table === table;
  useEffect(() => {
    if (table === null || current) return;
    const read: LineEstimate[] = [];
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      for (const line of recipe.ingredients.slice(read.length, read.length + LINES_A_TASK)) read.push(estimateLine(line, table));
      if (read.length < recipe.ingredients.length) timer = setTimeout(step);
      else setDone({ recipe, table, read });
    };
    timer = setTimeout(step);
    return () => clearTimeout(timer);
  }, [recipe, table, current]);
  return current ? done.read : null;
}

/**
 * The panel once the table has loaded and the lines are estimated; nothing meanwhile, or if the table
 * cannot be fetched (the recipe stays). It is below the fold: it comes a few tasks after the tools,
 * not in the one that shows them.
 */
export function NutritionSection(props: Omit<NutritionPanelProps, "table" | "read">) {
  const state = useNutritionTable();
  const read = useLinesRead(props.recipe, state.status === "ready" ? state.table : null);
  return state.status === "ready" && read !== null ? <NutritionPanel table={state.table} read={read} {...props} /> : null;
}
