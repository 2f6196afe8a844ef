/**
 * Compiles the cookbook: every cookbook/recipes/<id>.json, checked against the one schema
 * (src/cookbook/recipe-schema.ts) and for canonical, unique names, into one compact index,
 * src/cookbook/cookbook.generated.json, which the server and (on demand) the page load. A recipe that
 * fails stops the build with its file name and the field. Run by `npm run build`, `npm test` and `npm run dev`.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { normaliseIngredient } from "../src/food/ingredient-names.ts";
import { describeProblems, recipeFileSchema, type RecipeFile } from "../src/cookbook/recipe-schema.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const folder = `${root}cookbook/recipes/`;
const out = `${root}src/cookbook/cookbook.generated.json`;

export function compileCookbook(): { recipes: RecipeFile[]; problems: string[] } {
  const problems: string[] = [];
  const recipes: RecipeFile[] = [];
  const files = readdirSync(folder).filter((file) => file.endsWith(".json")).sort();
  for (const file of files) {
    const where = `cookbook/recipes/${file}`;
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(folder + file, "utf8"));
    } catch (error) {
      problems.push(`${where}: not valid JSON (${error instanceof Error ? error.message : "unreadable"})`);
      continue;
    }
    const parsed = recipeFileSchema.safeParse(data);
    if (!parsed.success) {
      problems.push(...describeProblems(parsed.error).map((problem) => `${where}: ${problem}`));
      continue;
    }
    const recipe = parsed.data;
    if (`${recipe.id}.json` !== file) problems.push(`${where}: id: must match the file name ("${file.replace(/\.json$/, "")}")`);
    recipe.ingredients.forEach((ingredient, index) => {
      const canonical = normaliseIngredient(ingredient.name);
      if (canonical !== ingredient.name) problems.push(`${where}: ingredients.${index}.name: "${ingredient.name}" is not canonical (it reads as "${canonical}")`);
    });
    recipes.push(recipe);
  }
  const titles = new Map<string, string>();
  for (const recipe of recipes) {
    const seen = titles.get(recipe.title.toLowerCase());
    if (seen) problems.push(`cookbook/recipes/${recipe.id}.json: title: "${recipe.title}" is also the title of ${seen}`);
    titles.set(recipe.title.toLowerCase(), recipe.id);
  }
  return { recipes, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { recipes, problems } = compileCookbook();
  if (problems.length > 0) {
    console.error(`The cookbook has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  writeFileSync(out, `${JSON.stringify(recipes)}\n`);
  console.log(`Cookbook compiled: ${recipes.length} recipes → src/cookbook/cookbook.generated.json`);
}
