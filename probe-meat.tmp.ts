import vocab from "./data/food-vocabulary.json" with { type: "json" };
import names from "./data/ingredient-names.json" with { type: "json" };
import { avoidanceFor, findInIngredient } from "./src/food/allergens.ts";
import { isMeatOrFish, ingredientFamily } from "./src/food/ingredient-names.ts";
const meat = avoidanceFor("meat");
const fish = avoidanceFor("fish, shellfish");
const si = (names as any).standsInFor as Record<string, string>;
const candidates = new Set<string>([...(vocab as any).kinds.protein, ...Object.keys(si)]);
const missed: string[] = [];
for (const name of candidates) {
  if (!isMeatOrFish(name) && !isMeatOrFish(si[name] ?? "")) continue;
  const line = `500 g ${name}`;
  if (findInIngredient(line, meat).length === 0 && findInIngredient(line, fish).length === 0) missed.push(`${name} → ${si[name] ?? ""} fam:${ingredientFamily(name) ?? ""}`);
}
console.log(missed.length); console.log(missed.join("\n"));
