/**
 * How much new reply text to hand the renderer in one frame. Rendering costs about the same per
 * character of new text (finished blocks are never touched again), so the pacer measures that cost as
 * it goes and hands over what fits in FRAME_BUDGET_MS; the rest waits for the next frame. A slow phone
 * gets smaller shares, a fast laptop larger ones, and neither gets a frame as long as a backlog.
 */
export const FRAME_BUDGET_MS = 8;
/** Never less than this a frame, so a slow device still moves on (a line or two of a recipe). */
export const MIN_CHARS = 256;
/** Never more than this a frame, whatever one cheap frame suggested. */
export const MAX_CHARS = 32_768;
/**
 * Until something has been measured. The first frame also mounts the panel and parses cold, so it is
 * dearer per character than any later one: 2,048 made it a 170-380 ms task at 4× CPU (a profile of the
 * speeds bench, BENCHMARKS.md §12); the share grows from the second frame on if frames are cheap.
 */
const FIRST_CHARS = 512;

export type FramePacer = {
  /** Characters the next frame may hand over. */
  chars(): number;
  /** What handing over `chars` characters cost. */
  took(chars: number, ms: number): void;
};

export function createFramePacer(): FramePacer {
  // Milliseconds per character, smoothed; null until the first measurable frame.
  let cost: number | null = null;
  return {
    chars() {
      if (cost === null) return FIRST_CHARS;
      return Math.round(Math.min(MAX_CHARS, Math.max(MIN_CHARS, FRAME_BUDGET_MS / cost)));
    },
    took(chars, ms) {
      // Tiny pieces say more about fixed costs than about cost per character.
      if (chars < 64 || ms <= 0) return;
      const measured = ms / chars;
      // The last frame counts most; a spike (a garbage collection) is halved at once, not believed whole.
      cost = cost === null ? measured : cost * 0.5 + measured * 0.5;
    },
  };
}
