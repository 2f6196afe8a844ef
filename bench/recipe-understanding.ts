import { performance } from "node:perf_hooks";
import { adaptRecipe } from "../src/recipe/adapt.ts";
import { understandRecipe } from "../src/recipe/understand.ts";
import { recipeReply as allRecipe, sampleReply } from "./sample-reply.ts";

export interface RecipeBenchRow {
  readonly name: string;
  readonly chars: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  /** The process's own CPU time per run, median: what the run costs without the waits for a core on a shared machine. */
  readonly cpuMedianMs: number;
}

const RUNS = 300;
const WARM_UP = 50;

function quantile(sorted: readonly number[], fraction: number): number {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0) * 100) / 100;
}

function time(run: () => unknown): { median: number; p95: number; cpuMedian: number } {
  for (let i = 0; i < WARM_UP; i++) run();
  const timings: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    run();
    const used = process.cpuUsage(cpuStart);
    timings.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  timings.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { median: quantile(timings, 0.5), p95: quantile(timings, 0.95), cpuMedian: quantile(cpu, 0.5) };
}

/** Understanding and adapting a model-like 10 KB recipe (bench/sample-reply.ts), warm, in milliseconds. */
export function benchRecipeUnderstanding(): RecipeBenchRow[] {
  const markdown = sampleReply(10_240);
  const recipe = understandRecipe(markdown);
  if (recipe === null) throw new Error("the sample reply is not understood as a recipe");
  const understood = time(() => understandRecipe(markdown));
  const doubled = time(() => adaptRecipe(markdown, recipe, { servings: (recipe.servings ?? 2) * 2, units: "as-written" }));
  const metric = time(() => adaptRecipe(markdown, recipe, { servings: recipe.servings ?? 2, units: "us" }));
  const long = allRecipe(10_240);
  const longRecipe = understandRecipe(long);
  if (longRecipe === null) throw new Error("the long recipe is not understood");
  const everything = time(() => understandRecipe(long));
  return [
    { name: `understandRecipe, all ingredients and steps (${longRecipe.ingredients.length} + ${longRecipe.steps.length})`, chars: long.length, medianMs: everything.median, p95Ms: everything.p95, cpuMedianMs: everything.cpuMedian },
    { name: `understandRecipe, model-like reply with variations (${recipe.ingredients.length} ingredients, ${recipe.steps.length} steps)`, chars: markdown.length, medianMs: understood.median, p95Ms: understood.p95, cpuMedianMs: understood.cpuMedian },
    { name: "adaptRecipe, servings doubled", chars: markdown.length, medianMs: doubled.median, p95Ms: doubled.p95, cpuMedianMs: doubled.cpuMedian },
    { name: "adaptRecipe, converted to US units", chars: markdown.length, medianMs: metric.median, p95Ms: metric.p95, cpuMedianMs: metric.cpuMedian },
  ];
}
