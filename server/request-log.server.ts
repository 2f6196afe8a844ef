import type { TokenUsage, UpstreamEvent } from "../src/core/chat-stream.ts";
import type { ErrorCode } from "../src/core/errors.ts";
import type { ChatMessage } from "../src/core/prompt.ts";

/** What one AI request cost and how it ended: one log line per request. */
export type RecipeSummary = {
  outcome: "ok" | "cut_off" | "stopped" | ErrorCode;
  promptTokens: number;
  completionTokens: number;
  /** True when the upstream sent no usage and the counts are estimates. */
  estimated: boolean;
  continued: boolean;
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
  onEnd: (summary: RecipeSummary) => void,
): AsyncGenerator<UpstreamEvent, void, undefined> {
  let outcome: RecipeSummary["outcome"] = "stopped";
  let usage: TokenUsage | undefined;
  let generatedChars = 0;
  try {
    for await (const event of events) {
      if (event.type === "text" || event.type === "reasoning") generatedChars += event.text.length;
      if (event.type === "done") {
        outcome = event.finishReason === "length" ? "cut_off" : "ok";
        usage = event.usage;
      }
      if (event.type === "error") outcome = event.code;
      yield event;
    }
  } finally {
    const promptChars = messages.reduce((total, message) => total + message.content.length, 0);
    onEnd({
      outcome,
      promptTokens: usage?.promptTokens ?? estimateTokens(promptChars),
      completionTokens: usage?.completionTokens ?? estimateTokens(generatedChars),
      estimated: usage === undefined,
      continued: messages.some((message) => message.role === "assistant"),
    });
  }
}

export function logRecipe(summary: RecipeSummary, maxTokens: number): void {
  const tokens = `${summary.promptTokens} in, ${summary.completionTokens} out${summary.estimated ? " (estimated)" : ""}`;
  console.log(`recipe ${summary.outcome}${summary.continued ? " (continued)" : ""}: ${tokens}`);
  if (summary.outcome === "reasoning_only") {
    console.warn(
      `The model used its whole budget of ${maxTokens} tokens reasoning and wrote no recipe. Raise AI_CHEF_MAX_TOKENS or choose a model that does not reason at length.`,
    );
  }
}
