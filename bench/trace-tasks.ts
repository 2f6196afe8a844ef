/**
 * The page's main-thread tasks in a Chromium trace, and where in a request each one falls (issue 25):
 * pure functions of the trace's events, shared by the speeds bench and its probes.
 */
export type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string; data?: Record<string, unknown> } };

/** A Chromium trace's events, whichever of its two shapes (an object with `traceEvents`, or the bare list). */
export function traceEventsOf(trace: Buffer): TraceEvent[] {
  const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

const mainThreadIds = (events: readonly TraceEvent[]) =>
  new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));

/** The events of the page's main thread (CrRendererMain) that have a duration. */
export function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const main = mainThreadIds(events);
  return events.filter((e) => e.ph === "X" && main.has(`${e.pid}:${e.tid}`));
}

/** The main thread's tasks in time order: Chromium nests a RunTask inside ThreadControllerImpl::RunTask, so only the outermost count. */
export function mainThreadTasks(onMain: readonly TraceEvent[]): TraceEvent[] {
  const runs = onMain.filter((e) => e.name === "ThreadControllerImpl::RunTask" || e.name === "RunTask").sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const outer: TraceEvent[] = [];
  for (const run of runs) {
    const last = outer.at(-1);
    if (last && run.ts < last.ts + (last.dur ?? 0)) continue;
    outer.push(run);
  }
  return outer;
}

/** A task's own CPU time (the thread's time, not the wall time it waited for a core), in ms. */
export const cpuMs = (task: TraceEvent) => (task.tdur ?? 0) / 1000;

/** Whether an event of that name started inside the task. */
export const holds = (onMain: readonly TraceEvent[], task: TraceEvent, name: string) => onMain.some((e) => e.name === name && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));

/** An animation frame's task (the frame pacer renders the reply's text in these). */
export const isFrame = (onMain: readonly TraceEvent[], task: TraceEvent) => holds(onMain, task, "FireAnimationFrame");

/** The task at a moment of the trace (an instant event's), if one was running. */
const taskAt = (tasks: readonly TraceEvent[], ts: number) => tasks.find((task) => task.ts <= ts && ts < task.ts + (task.dur ?? 0));

/** The click's own task: the one holding the click event ("devtools.timeline"), what the page runs before the request goes. */
export function clickTask(onMain: readonly TraceEvent[], tasks: readonly TraceEvent[]): TraceEvent | undefined {
  const click = onMain.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "click");
  return click && taskAt(tasks, click.ts);
}

/**
 * Marks the speeds bench's page sets (`performance.mark`, "blink.user_timing"; see REQUEST_MARKS_SCRIPT in
 * speeds-bench.ts): the commit that ends the reply (the panel no longer busy), and the one that shows the
 * last of the recipe's tools (the tools no longer busy).
 */
export const MARKS = { replyEnded: "ai-chef-bench:reply-ended", toolsShown: "ai-chef-bench:tools-shown" } as const;

/** Where a task falls in a request, from the click until the tools are on screen and after. */
export type Phase =
  | { kind: "before the click" }
  | { kind: "click" }
  | { kind: "before the first words" }
  | { kind: "first text frame" }
  /** `arrived`: characters of the reply received before the frame began (≈: the stream's bytes in proportion). */
  | { kind: "streaming frame"; arrived: number }
  | { kind: "between frames" }
  | { kind: "end of reply to the tools" }
  | { kind: "after the tools" };

export function phaseLabel(phase: Phase): string {
  return phase.kind === "streaming frame" ? `streaming frame (≈${phase.arrived} chars in)` : phase.kind;
}

/**
 * Each main-thread task of a request's trace with its phase: the click's task; the tasks after it
 * until the first animation frame once the reply's first bytes are in (the first text frame); frames
 * after it (streaming frames, with how many of `replyChars` had arrived when each began) and other
 * tasks among them (between frames) until the task in which the reply's end is committed; from there to
 * the task that shows the last of the tools (the end of the reply to the tools), and after it. The
 * reply is the request to `/api/recipe` after the click; its bytes come from "devtools.timeline"'s
 * ResourceReceivedData, the end and the tools from MARKS (without them, every task after the first
 * text frame is streaming).
 */
export function taskPhases(events: readonly TraceEvent[], replyChars: number): { task: TraceEvent; phase: Phase }[] {
  const onMain = mainThreadEvents(events);
  const tasks = mainThreadTasks(onMain);
  const click = clickTask(onMain, tasks);
  const clickedAt = click?.ts ?? -Infinity;
  const request = events.find((e) => e.name === "ResourceSendRequest" && e.ts >= clickedAt && String(e.args?.data?.url ?? "").endsWith("/api/recipe"));
  const received = events.filter((e) => e.name === "ResourceReceivedData" && request && e.args?.data?.requestId === request.args?.data?.requestId);
  const bytes = (e: TraceEvent) => Number(e.args?.data?.encodedDataLength ?? 0);
  const total = received.reduce((sum, e) => sum + bytes(e), 0);
  const arrivedBy = (ts: number) => Math.round((received.filter((e) => e.ts < ts).reduce((sum, e) => sum + bytes(e), 0) / (total || 1)) * replyChars);
  const firstData = received[0]?.ts ?? clickedAt;
  const firstFrame = tasks.find((task) => task.ts >= firstData && task.ts > clickedAt && isFrame(onMain, task));
  const mark = (name: string) => {
    const at = events.find((e) => e.name === name && e.ts >= clickedAt)?.ts;
    return at === undefined ? undefined : (taskAt(tasks, at)?.ts ?? at);
  };
  const ended = mark(MARKS.replyEnded) ?? Infinity;
  const shown = mark(MARKS.toolsShown) ?? Infinity;
  return tasks.map((task) => {
    const phase: Phase =
      task === click ? { kind: "click" }
      : task.ts < clickedAt ? { kind: "before the click" }
      : !firstFrame || task.ts < firstFrame.ts ? { kind: "before the first words" }
      : task === firstFrame ? { kind: "first text frame" }
      : task.ts > shown ? { kind: "after the tools" }
      : task.ts >= ended ? { kind: "end of reply to the tools" }
      : isFrame(onMain, task) ? { kind: "streaming frame", arrived: arrivedBy(task.ts) }
      : { kind: "between frames" };
    return { task, phase };
  });
}
