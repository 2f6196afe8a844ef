/**
 * Every part of the page that is not in the first screen's script, in one list: each is a chunk of
 * its own, fetched by its import here and by no other (on-demand-parts.test.ts fails on an import()
 * anywhere else in the page). The first screen holds only what a visitor needs before asking for a
 * recipe, 80 kB gzip at most (tests/e2e/bundle-budget.test.ts). When a part is fetched, and what
 * stands in if it cannot be, is its loader's business (load-*.ts, or the component that shows it);
 * on-demand.ts fetches a part once and warms it up in idle time. One part is not here: the recipe
 * reader's worker (read-recipe.ts), since the bundler finds a worker only inside `new Worker(…)`.
 */

// The recipe on screen, fetched ahead once a list is begun.
/** The recipe's panel (notes, actions, the reasoning disclosure): shown only with a recipe. */
export const importRecipePanel = () => import("./recipe-panel.tsx");
/** The markdown renderer: most of the page's JavaScript, and only a recipe needs it. */
export const importRecipeMarkdown = () => import("./recipe-markdown.tsx");
/** The server's event-stream parser: needed only once a recipe streams. */
export const importStreamParser = () => import("eventsource-parser");
/** The recipe tools and the recipe reader under them: servings, units, have/need, cook mode, nutrition. */
export const importRecipeTools = () => import("./recipe-tools.tsx");
/** The USDA nutrition table, data only: read only by the nutrition panel and the recipe card. */
export const importNutritionTable = () => import("../food/nutrition.generated.json");
/** The timers tray, its store and its sound: only once a timer is kept or started. */
export const importTimersTray = () => import("./timers-tray.tsx");

// Where a recipe comes from when our server's AI does not write it.
/** The built-in cookbook and its 758 recipes: only when it answers (no AI, offline, or asked for). */
export const importCookbook = () => import("../cookbook/cookbook-stream.ts");
/** Own-key mode's client and its AI client library: only for a visitor who brings their own key. */
export const importDirectClient = () => import("./direct-client.ts");

// Around the list, for some visitors only, or once they reach for it.
/** The non-food check and its list: fetched when the ingredient field is first focused. */
export const importNonFood = () => import("../food/non-food.ts");
/** A pasted list's reader: only when more than one line is pasted into the ingredient field. */
export const importPastedList = () => import("../food/pasted-list.ts");
/** The preference fields: most visitors never open Preferences. */
export const importPreferenceFields = () => import("./preference-fields.tsx");
/** The own-key settings form: most visitors never open Settings. */
export const importConnectionPanel = () => import("./connection-panel.tsx");
/** Recent recipes: only a returning visitor has some. */
export const importRecentRecipes = () => import("./recent-recipes.tsx");
/** A recipe link's reader and its note: only when the address carries one. */
export const importSharedRecipe = () => import("./shared-recipe.tsx");
/** The offline worker's registration: once the page has loaded. */
export const importServiceWorker = () => import("./service-worker.ts");
