import { performance } from "node:perf_hooks";
import type { TokenUsage, UpstreamEvent } from "../src/core/chat-stream.ts";
import type { ErrorCode } from "../src/core/errors.ts";
import type { ChatMessage } from "../src/core/prompt.ts";
import type { Logger } from "./logger.server.ts";

/** What one AI request cost and how it ended: the fields of its log line and its metrics. */
export type RecipeSummary = {
  /** `client_stalled`: the visitor stopped reading and the stream was closed on them (not the upstream's fault). */
  outcome: "ok" | "cut_off" | "stopped" | "client_stalled" | ErrorCode;
  promptTokens: number;
  completionTokens: number;
  /** True when the upstream sent no usage and the counts are estimates. */
  estimated: boolean;
  continued: boolean;
  /** From the request to the first text or reasoning; null when none came. */
  ttftMs: number | null;
  totalMs: number;
  /** What the upstream said of its failure (chat-stream.ts's upstreamSaid), for the operator; absent when it did not fail. */
  upstreamSaid?: string;
  /** The reply as sent to the visitor, kept only with AI_CHEF_LOG_CONTENT (to be logged); else "". */
  text: string;
};

/** About four characters per token for English text: good enough to budget with when no usage is sent. */
export function estimateTokens(chars: number): number {
  return Math.ceil(chars / 4);
}

/**
 * Passes the upstream events through and, when the stream ends (or the visitor leaves), reports what
 * it cost: the upstream's own usage when it sent one, else an estimate from the characters seen.
 */
export async function* observed(
  events: AsyncGenerator<UpstreamEvent, void, undefined>,
  messages: readonly ChatMessage[],
  startedAt: number,
  /** Awaited before the stream closes, so what a request cost is counted before its visitor sees the end. */
  onEnd: (summary: RecipeSummary) => Promise<void> | void,
  /** Keep the recipe's text for the summary: only when the operator logs content, else it stays "". */
  keepText = false,
): AsyncGenerator<UpstreamEvent, void, undefined> {
  let outcome: RecipeSummary["outcome"] = "stopped";
  let usage: TokenUsage | undefined;
  let generatedChars = 0;
  let ttftMs: number | null = null;
  let text = "";
  let said: string | undefined;
  try {
    for await (const event of events) {
      if (event.type === "text" || event.type === "reasoning") {
        ttftMs ??= performance.now() - startedAt;
        generatedChars += event.text.length;
        if (keepText && event.type === "text") text += event.text;
      }
      if (event.type === "retract") text = "";
      if (event.type === "done") {
        outcome = event.finishReason === "length" ? "cut_off" : "ok";
        usage = event.usage;
      }
      if (event.type === "error") {
        outcome = event.code;
        said = event.said;
      }
      yield event;
    }
  } finally {
    const promptChars = messages.reduce((total, message) => total + message.content.length, 0);
    await onEnd({
      outcome,
      promptTokens: usage?.promptTokens ?? estimateTokens(promptChars),
      completionTokens: usage?.completionTokens ?? estimateTokens(generatedChars),
      estimated: usage === undefined,
      continued: messages.some((message) => message.role === "assistant"),
      ttftMs: ttftMs === null ? null : Math.round(ttftMs * 10) / 10,
      totalMs: Math.round((performance.now() - startedAt) * 10) / 10,
      text,
      ...(said === undefined ? {} : { upstreamSaid: said }),
    });
  }
}

export type RecipeLogLine = {
  reqId: string;
  route: string;
  status: number;
  backend: string;
  summary: RecipeSummary;
  maxTokens: number;
  /** Only with AI_CHEF_LOG_CONTENT: what the visitor listed and what they were shown. */
  content: { ingredients: readonly string[]; text: string } | null;
};

/** One line per AI request; never the token, and the visitor's words only when the operator asked. */
export function logRecipe(logger: Logger, line: RecipeLogLine): void {
  const { summary } = line;
  logger.info(
    {
      reqId: line.reqId,
      route: line.route,
      status: line.status,
      outcome: summary.outcome,
      backend: line.backend,
      ttftMs: summary.ttftMs,
      totalMs: summary.totalMs,
      tokensIn: summary.promptTokens,
      tokensOut: summary.completionTokens,
      tokensEstimated: summary.estimated,
      continued: summary.continued,
      ...(summary.upstreamSaid === undefined ? {} : { upstreamSaid: summary.upstreamSaid }),
      ...(line.content ? { ingredients: line.content.ingredients, text: line.content.text } : {}),
    },
    "recipe",
  );
  if (summary.outcome === "client_stalled") {
    logger.warn(
      { reqId: line.reqId },
      "A visitor stopped reading the recipe stream, so it was closed and the AI request aborted; the AI service was not at fault.",
    );
  }
  if (summary.outcome === "reasoning_only") {
    logger.warn(
      { reqId: line.reqId, maxTokens: line.maxTokens },
      `The model used its whole budget of ${line.maxTokens} tokens reasoning and wrote no recipe. Raise AI_CHEF_MAX_TOKENS or choose a model that does not reason at length.`,
    );
  }
}
