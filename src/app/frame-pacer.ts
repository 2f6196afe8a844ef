/**
 * How much new reply text to hand the renderer in one frame. A frame costs a fixed part, whatever it
 * hands over (the split's parse of the part being written, rendering the block being written, reading
 * the reply so far), and a part per new character: ms = fixed + perChar · chars, fitted to the last
 * frames. The new characters get FRAME_BUDGET_MS, or as much time as the fixed part when that is
 * more (while the frame stays within LONG_FRAME_MS), so a fixed cost near the budget means more text a
 * frame, not less: a model of cost per character alone read a fixed cost as a dear character and
 * shrank the share to its floor, where a 1 MB reply showed ~240 characters a frame. A frame's cost is
 * the whole frame's (use-recipe.ts measures it to a task after the frame): the new text's style, layout
 * and paint are part of it. Loaded with the recipe panel (load-recipe-panel.ts), not in the first screen.
 */
export const FRAME_BUDGET_MS = 8;
/** A frame whose fixed part is large may take up to this long (a task over 50 ms is a long one; this leaves room for noise). */
export const LONG_FRAME_MS = 32;
/** Never less than this a frame, so a slow device still moves on (a line or two of a recipe). */
export const MIN_CHARS = 256;
/** Never more than this a frame, nor more than twice the most a frame measured so far. */
export const MAX_CHARS = 32_768;
/**
 * Until something has been measured. The first frame also mounts the panel and parses cold, so it is
 * dearer per character than any later one: 2,048 made it a 170-380 ms task at 4× CPU (a profile of the
 * speeds bench, BENCHMARKS.md §12); the share grows from the second frame on if frames are cheap.
 * At 512 the first text frame was still the task most often over 50 ms of CPU at 4× (32-74 ms, 2026-11-28).
 */
const FIRST_CHARS = 256;
/** Frames the model is fitted to: the last few, as costs change while a reply grows. */
const FRAMES = 12;

export type FramePacer = {
  /** Characters the next frame may hand over. */
  chars(): number;
  /** What handing over `chars` characters cost. */
  took(chars: number, ms: number): void;
};

export function createFramePacer(): FramePacer {
  const frames: [chars: number, ms: number][] = [];
  let fixed = 0;
  let perChar = 0;
  let meanChars = 0;
  let most = FIRST_CHARS;
  // The last frames were of about one size, which cannot tell a fixed cost from a cost per character.
  let alike = false;
  return {
    chars() {
      if (!perChar) return FIRST_CHARS;
      // So the next frame hands over half as much (or, at the floor, twice as much): a probe, not bounded.
      if (alike) return Math.round(meanChars / 2 < MIN_CHARS ? 2 * meanChars : meanChars / 2);
      // No more than the largest of the last frames, grown in proportion to the time a frame may take
      // over the time it took (a larger share costs at most as much a character, its fixed part
      // included). This bounds a fit that the few, noisy frames of a reply's start read as nearly all
      // fixed: at 4x CPU it grew the share 512 -> 1,024 -> 2,048 in three frames, the last 55-70 ms.
      let [n, ms] = [1, 0];
      for (const frame of frames) if (frame[0] >= n) [n, ms] = frame;
      // No frame kept yet, or one measured at 0 ms: nothing to bound by, and the other limits hold.
      const bound = ms > 0 ? (Math.max(LONG_FRAME_MS, fixed + FRAME_BUDGET_MS) * n) / ms : Number.POSITIVE_INFINITY;
      const spend = Math.max(FRAME_BUDGET_MS, Math.min(fixed, LONG_FRAME_MS - fixed));
      return Math.round(Math.min(MAX_CHARS, 2 * most, Math.max(MIN_CHARS, Math.min(bound, spend / perChar))));
    },
    took(chars, ms) {
      // Tiny pieces say nothing about cost per character.
      if (chars < 64 || ms <= 0) return;
      most = Math.max(most, chars);
      // The first frame mounts the panel and parses cold: a bound on a character's cost, not a measure of the frames after it.
      if (!perChar) {
        perChar = ms / chars;
        return;
      }
      if (frames.push([chars, ms]) > FRAMES) frames.shift();
      // Least squares over the last frames.
      meanChars = 0;
      let meanMs = 0;
      for (const [n, t] of frames) {
        meanChars += n / frames.length;
        meanMs += t / frames.length;
      }
      let spread = 0;
      let together = 0;
      for (const [n, t] of frames) {
        spread += (n - meanChars) ** 2;
        together += (n - meanChars) * (t - meanMs);
      }
      // Sizes within about 10 % of each other.
      alike = spread < 0.01 * meanChars ** 2 * frames.length;
      if (alike) return;
      // Per character at most the whole cost (no fixed part), and at least a tenth of it however noisy the fit:
      // a fit that believes a frame nearly all fixed would hand over far more than the frames measured.
      const whole = meanMs / meanChars;
      perChar = Math.min(whole, Math.max(together / spread, whole / 10));
      fixed = meanMs - perChar * meanChars;
    },
  };
}
