/** What the render benchmark page exposes on `window` and returns to the driver. */
export type RendererKind = "blocks" | "naive";

/**
 * How chunks arrive: each in its own task as fast as they can be rendered (the renderer's cost
 * alone), or one per animation frame (a steady stream, where every chunk is also painted).
 */
export type Pace = "task" | "frame";

export type RenderRun = {
  /** Synchronous time of each update: React render and commit, then style and layout. */
  updateMs: number[];
  longTasks: number;
  longTaskMs: number;
  /** Every block render reported by RecipeMarkdown's onBlockRender (0 for the naive renderer). */
  blockRenders: number;
};

export type BenchWindow = {
  runRender: (kind: RendererKind, text: string, chunkSize: number, pace: Pace) => Promise<RenderRun>;
};
