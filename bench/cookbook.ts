import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { answerFromCookbook } from "../src/cookbook/match.ts";
import { allRecipes, type Diet } from "../src/cookbook/recipe.ts";
import { seededRandom } from "../tests/seeded-random.ts";

export interface CookbookBenchResult {
  name: string;
  medianMicros: number;
  p95Micros: number;
  queries: number;
}

const QUERIES = 2_000;
const WARM_UP = 500;

// Regional, plural and mixed-case spellings on top of every canonical name, as visitors type them.
const TYPED_EXTRAS = [
  "Eggs", "Spring Onions", "aubergine", "courgettes", "tinned tomatoes", "minced beef", "prawns",
  "coriander", "chicken thighs", "Greek yoghurt", "double cream", "plain flour", "rocket",
  "chilli flakes", "2 cloves garlic", "500g mince", "a handful of fresh basil", "🍅", "",
];
const DIET_CHOICES: readonly (readonly Diet[])[] = [[], [], [], ["vegetarian"], ["vegan"], ["gluten-free", "dairy-free"]];


function buildQueries(count: number): { ingredients: string[]; diets: readonly Diet[]; attempt: number }[] {
  const vocabulary = [...new Set(allRecipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => ingredient.name)))];
  vocabulary.push(...TYPED_EXTRAS);
  const random = seededRandom(20_240_601);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return Array.from({ length: count }, () => ({
    ingredients: Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(vocabulary)),
    diets: pick(DIET_CHOICES),
    attempt: random() < 0.2 ? 1 + Math.floor(random() * 3) : 0,
  }));
}

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** Time of one `answerFromCookbook` call over the whole collection, in microseconds. */
export async function benchCookbook(): Promise<CookbookBenchResult> {
  const queries = buildQueries(QUERIES);
  for (const query of queries.slice(0, WARM_UP)) answerFromCookbook(query.ingredients, query);

  const timings: number[] = [];
  for (const query of queries) {
    const start = performance.now();
    answerFromCookbook(query.ingredients, query);
    timings.push((performance.now() - start) * 1000);
  }
  timings.sort((a, b) => a - b);
  return {
    name: `answerFromCookbook (${allRecipes.length} recipes)`,
    medianMicros: Math.round(percentile(timings, 0.5) * 10) / 10,
    p95Micros: Math.round(percentile(timings, 0.95) * 10) / 10,
    queries: timings.length,
  };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const result = await benchCookbook();
  console.log("| Benchmark | Queries | Median (µs) | p95 (µs) |");
  console.log("| --- | ---: | ---: | ---: |");
  console.log(`| ${result.name} | ${result.queries} | ${result.medianMicros} | ${result.p95Micros} |`);
}
