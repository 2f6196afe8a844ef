import { describeFindings, markText, type Found } from "../food/allergens.ts";
import { unreadNote, type RecipeCheck } from "../recipe/recipe-check.ts";
import type { UnderstoodRecipe, UnitSystem } from "../recipe/recipe-model.ts";
import { applyEdits } from "../recipe/amount.ts";
import { ovenTable, temperatureEdits } from "../recipe/temperature.ts";

type AvoidAlertProps = {
  check: RecipeCheck;
  /** Asks the AI again, naming what to leave out; absent when the recipe did not come from an AI. */
  onAskAgain?: ((leaveOut: readonly string[]) => void) | null;
};

/**
 * Above a recipe that holds something the cook asked to avoid (or that their diet excludes): says what,
 * in plain words, and offers to ask the AI again without it. Then, found or not, what the check could not
 * see ("halal" asks how the meat was slaughtered; "FODMAP" is no food it knows), and the foods of lines it could not
 * read ("patis"): never silence about an avoidance it cannot check. Nothing when the recipe is clear and everything
 * could be checked.
 */
export function AvoidAlert({ check, onAskAgain }: AvoidAlertProps) {
  const found = check.contains.length > 0 || check.mentions.length > 0;
  const unread = unreadNote(check.unread);
  if (!found && check.limits.length === 0 && unread === null) return null;
  const sentences = [...describeFindings(check.contains), ...describeFindings(check.mentions, "Mentions")];
  const words = [...new Set([...check.contains, ...check.mentions].map((each) => each.word.toLowerCase()))];
  return (
    <>
      {found && (
        <div role="alert" className="avoid-alert">
          {sentences.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
          {check.contains.length > 0 && <p className="recipe-note">The marked lines and steps hold it. Check every ingredient&apos;s label before you cook.</p>}
          {onAskAgain && (
            <button type="button" onClick={() => onAskAgain(words)}>
              Ask again without it
            </button>
          )}
        </div>
      )}
      {check.limits.map((limit) => (
        <p key={limit} className="recipe-note avoid-limit">
          {limit}
        </p>
      ))}
      {unread !== null && <p className="recipe-note avoid-limit">{unread}</p>}
    </>
  );
}

/** The mark on a line or step that holds something to avoid: " — contains peanuts (avoid)". */
export function AvoidMark({ findings }: { findings: readonly Found[] | undefined }) {
  if (!findings || findings.length === 0) return null;
  return <strong className="avoid-mark"> — {markText(findings)}</strong>;
}

/**
 * Where each step's list item starts in the markdown as shown (scaled, converted): found in order after
 * the last ingredient, as the step was written with its temperatures converted. -1 for a step that is
 * not a list item of its own, or not found.
 */
export function stepStarts(markdown: string, shown: string, recipe: UnderstoodRecipe, units: UnitSystem, afterOffset: number): number[] {
  let from = afterOffset;
  const table = units === "as-written" ? undefined : ovenTable(markdown);
  return recipe.steps.map((step) => {
    const written = markdown.slice(step.span.start, step.span.end);
    const converted = units === "as-written" ? written : applyEdits(written, temperatureEdits(written, units, table));
    const at = shown.indexOf(converted, from);
    if (at >= 0) from = at + converted.length;
    return at;
  });
}
