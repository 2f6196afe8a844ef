import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { covers, isMeatOrFish, readIngredient } from "./ingredient-names.ts";
import { ingredientKind } from "./ingredient-kinds.ts";

// A hot chilli is often sold and typed by its variety, and called a "pepper" where it is grown: a scotch bonnet or a goat
// pepper (the Bahamas), a bird pepper, a wiri wiri, a habanero pepper. Read as a bell pepper it weighs as a vegetable to use
// up; read by its first word ("goat", "fish") it is a meat. It is a chilli, a seasoning (a jalapeño, fresh produce, is a chilli too) (decision 015, twelfth session, cookbook33).

/** The Open Food Facts taxonomy's chillies: every name and synonym filed under "Chili pepper" (data/sources/off-ingredients-en.tsv). */
function offChillies(): string[] {
  const rows = readFileSync(new URL("../../data/sources/off-ingredients-en.tsv", import.meta.url), "utf8").split("\n").map((line) => line.split("\t"));
  // Not fresh chillies as cooks type them: a spice, a preserve or a purée filed under chillies, and the sweet pimiento.
  // "Peri-peri" and "pili pili" alone are, to most cooks who type them, the sauce ("hot sauce"): with "pepper" or "chilli" they are the chilli (below).
  // Chipotle, a jalapeño smoked and dried, is bought as a spice or in adobo and kept as one (its own name, a spice).
  const notAChilli = /allspice|all spice|jamaica|myrtle|vinegar|puree|preserved|pimiento|pimento|chipotle|^p[ie]ri-? ?p[ie]ri$|^pili-? ?pili$/i;
  return rows
    .filter(([, parents]) => (parents ?? "").split("|").some((parent) => parent === "en:chili-pepper" || parent === "en:jalapeno-pepper"))
    .flatMap(([, , name, synonyms]) => [name ?? "", ...(synonyms ?? "").split("|")])
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "" && !notAChilli.test(name));
}

// Varieties cooks type that the taxonomy lacks, each a hot chilli by general cooking knowledge (Caribbean, West and
// southern African, Guyanese, Floridian, South Asian kitchens).
const VARIETIES = ["scotch bonnet", "goat", "bird", "birds eye", "bird's eye", "habanero", "ghost", "bhut jolokia", "datil", "wiri wiri", "fish", "thai", "ata rodo", "kambuzi", "piri piri", "peri peri", "fresno", "jalapeno", "serrano", "red chile", "green chile"];
// Varieties whose word alone is another food, a cuisine or a sauce: a chilli only with "pepper" or "chilli" after it.
const NOT_ALONE = new Set(["goat", "bird", "birds eye", "bird's eye", "ghost", "datil", "fish", "thai", "kambuzi", "piri piri", "peri peri", "fresno", "jalapeno", "serrano"]);

const WORDINGS = ["{}", "{} pepper", "{} peppers", "2 {} peppers", "{} chilli", "{} chillies", "a few {} peppers", "{} pepper x3", "{} peppers (red)"];

test("every chilli the Open Food Facts taxonomy names reads as a chilli, never a bell pepper or a meat", () => {
  const names = offChillies();
  expect(names.length).toBeGreaterThan(25);
  const wrong = names.filter((name) => !covers(readIngredient(name), "chilli")).map((name) => `${name} → ${readIngredient(name)}`);
  expect(wrong).toEqual([]);
});

test("a chilli typed by its variety, as a pepper or a chilli, in many wordings, is a chilli and a seasoning", () => {
  const wrong: string[] = [];
  for (const variety of VARIETIES) {
    for (const wording of WORDINGS) {
      if (wording === "{}" && NOT_ALONE.has(variety)) continue;
      const typed = wording.replace("{}", variety);
      const read = readIngredient(typed);
      if (!covers(read, "chilli") || isMeatOrFish(read) || !["aromatic", "fresh-produce"].includes(ingredientKind(read)) || read === "bell pepper") wrong.push(`${typed} → ${read} (${ingredientKind(read)})`);
    }
  }
  expect(wrong).toEqual([]);
});

test("a sweet pepper stays a bell pepper, and the meats a chilli is named after stay meats", () => {
  for (const typed of ["sweet pepper", "red pepper", "green peppers", "bell pepper", "capsicum", "2 yellow peppers"]) expect(readIngredient(typed), typed).toBe("bell pepper");
  for (const typed of ["goat", "goat meat", "goat shoulder", "fish fillets", "white fish fillets"]) expect(isMeatOrFish(readIngredient(typed)), typed).toBe(true);
});
