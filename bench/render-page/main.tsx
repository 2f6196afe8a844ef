import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { RecipeMarkdown } from "../../src/app/recipe-markdown.tsx";
import "../../src/styles.css";
import type { BenchWindow, Pace, RendererKind, RenderRun } from "./protocol.ts";

// Collected from page load: long-task entries are delivered asynchronously, after the task.
const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: "longtask", buffered: true });

const remarkPlugins = [remarkGfm];
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
// A new task without the 4 ms clamp of nested timers: chunks from the network each arrive in a task.
const channel = new MessageChannel();
const nextTask = () =>
  new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

async function runRender(kind: RendererKind, text: string, chunkSize: number, pace: Pace): Promise<RenderRun> {
  const container = document.getElementById("root");
  if (!container) throw new Error("#root missing");
  const root = createRoot(container);
  let blockRenders = 0;
  const countBlock = () => {
    blockRenders++;
  };
  const view = (shown: string, streaming: boolean) =>
    kind === "blocks" ? (
      <RecipeMarkdown text={shown} streaming={streaming} onBlockRender={countBlock} />
    ) : (
      // The naive baseline: plain react-markdown re-rendering the whole text on every chunk.
      <div className="markdown">
        <Markdown remarkPlugins={remarkPlugins}>{shown}</Markdown>
      </div>
    );

  await nextFrame();
  const start = performance.now();
  const updateMs: number[] = [];
  for (let end = chunkSize; end < text.length + chunkSize; end += chunkSize) {
    await (pace === "frame" ? nextFrame() : nextTask());
    const t0 = performance.now();
    flushSync(() => root.render(view(text.slice(0, end), end < text.length)));
    // Style and layout now, so each update's cost includes what the browser does with the new DOM.
    void container.offsetHeight;
    updateMs.push(performance.now() - t0);
  }
  // Let the last long-task entries arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const during = longTasks.filter((entry) => entry.startTime >= start);
  root.unmount();
  return {
    updateMs,
    longTasks: during.length,
    longTaskMs: during.reduce((sum, entry) => sum + entry.duration, 0),
    blockRenders,
  };
}

(window as unknown as BenchWindow).runRender = runRender;
