import { expect, test } from "vitest";
import { MARKS, phaseLabel, taskPhases, type TraceEvent } from "./trace-tasks.ts";

const MAIN = { pid: 1, tid: 1 };
const WORKER = { pid: 1, tid: 2 };
const meta = (thread: typeof MAIN, name: string): TraceEvent => ({ name: "thread_name", ph: "M", ...thread, ts: 0, args: { name } });
/** A main-thread task from `ms` lasting `dur` ms, with `cpu` ms of CPU, and the events it holds (at its start). */
function task(ms: number, dur: number, cpu: number, ...inside: string[]): TraceEvent[] {
  const ts = ms * 1000;
  return [
    { name: "ThreadControllerImpl::RunTask", ph: "X", ...MAIN, ts, dur: dur * 1000, tdur: cpu * 1000 },
    ...inside.map((name): TraceEvent => (name === "click" ? { name: "EventDispatch", ph: "X", ...MAIN, ts: ts + 1, dur: 10, args: { data: { type: "click" } } } : name.startsWith("ai-chef") ? { name, ph: "I", ...MAIN, ts: ts + 2 } : { name, ph: "X", ...MAIN, ts: ts + 1, dur: 10 })),
  ];
}
const data = (ms: number, bytes: number, requestId = "r1"): TraceEvent => ({ name: "ResourceReceivedData", ph: "I", ...MAIN, ts: ms * 1000, args: { data: { requestId, encodedDataLength: bytes } } });
const request = (ms: number, url: string, requestId: string): TraceEvent => ({ name: "ResourceSendRequest", ph: "I", ...MAIN, ts: ms * 1000, args: { data: { url, requestId } } });

const trace: TraceEvent[] = [
  meta(MAIN, "CrRendererMain"),
  meta(WORKER, "DedicatedWorker thread"),
  ...task(0, 5, 4),
  ...task(10, 20, 18, "click"),
  request(30, "http://127.0.0.1:1/api/recipe", "r1"),
  request(31, "http://127.0.0.1:1/assets/panel.js", "r2"),
  data(32, 900, "r2"),
  // A frame before the reply's first bytes (a scroll's, say) is not its first text frame.
  ...task(40, 8, 8, "FireAnimationFrame"),
  ...task(60, 20, 20),
  data(100, 100),
  ...task(110, 60, 55, "FireAnimationFrame"),
  ...task(180, 5, 5),
  data(190, 300),
  ...task(200, 70, 60, "FireAnimationFrame"),
  ...task(280, 30, 52),
  data(300, 600),
  ...task(320, 60, 51, "FireAnimationFrame"),
  ...task(400, 80, 70, MARKS.replyEnded),
  ...task(500, 10, 9, "FireAnimationFrame"),
  ...task(520, 60, 58, MARKS.toolsShown),
  ...task(600, 90, 90),
  // The worker's tasks are not the page's main thread.
  { name: "ThreadControllerImpl::RunTask", ph: "X", ...WORKER, ts: 450_000, dur: 200_000, tdur: 200_000 },
];

test("every main-thread task of a request has its phase, from the click to after the tools", () => {
  const phases = taskPhases(trace, 2_000).map(({ task, phase }) => `${task.ts / 1000}: ${phaseLabel(phase)}`);
  expect(phases).toEqual([
    "0: before the click",
    "10: click",
    "40: before the first words",
    "60: before the first words",
    "110: first text frame",
    "180: between frames",
    "200: streaming frame (≈800 chars in)",
    "280: between frames",
    "320: streaming frame (≈2000 chars in)",
    "400: end of reply to the tools",
    "500: end of reply to the tools",
    "520: end of reply to the tools",
    "600: after the tools",
  ]);
});

test("without the page's marks, every task after the first text frame is streaming", () => {
  const unmarked = trace.filter((e) => !e.name.startsWith("ai-chef"));
  const phases = taskPhases(unmarked, 2_000).slice(-4).map(({ phase }) => phaseLabel(phase));
  expect(phases).toEqual(["between frames", "streaming frame (≈2000 chars in)", "between frames", "between frames"]);
});
