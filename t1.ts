import { typedStarNames, isNotADish } from "./src/cookbook/star-coverage.ts";
import { readIngredient, ingredientFamily } from "./src/food/ingredient-names.ts";
import { ingredientKind } from "./src/food/ingredient-kinds.ts";
const t = typedStarNames();
const stars = [...new Set(t.map(readIngredient))].filter((n) => !isNotADish(n)).sort();
console.log(t.length, stars.length);
const by = new Map<string, string[]>();
for (const s of stars) { const k = ingredientKind(s); by.set(k, [...(by.get(k) ?? []), `${s}${ingredientFamily(s) ? "<" + ingredientFamily(s) : ""}`]); }
for (const [k, v] of by) console.log(k, v.length, v.join(", "));
