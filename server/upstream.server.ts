import type { InferenceClient } from "@huggingface/inference";
import { streamChat, type ChatTarget } from "../src/core/chat-stream.ts";
import type { ChatMessage } from "../src/core/prompt.ts";
import { chatCompletionsUrl, upstreamModel, type Config } from "./config.server.ts";

export function chatTarget(config: Config): ChatTarget {
  return {
    endpointUrl: chatCompletionsUrl(config),
    model: upstreamModel(config),
    firstByteTimeoutMs: config.firstByteTimeoutMs,
    idleTimeoutMs: config.idleTimeoutMs,
    connectDeadlineMs: config.connectDeadlineMs,
    maxTokens: config.maxTokens,
    ...(config.temperature === undefined ? {} : { temperature: config.temperature }),
  };
}

/** The server's upstream call: its configuration, its token (inside `client`). */
export function streamUpstream(config: Config, client: InferenceClient, messages: ChatMessage[], signal: AbortSignal) {
  return streamChat(chatTarget(config), client, messages, signal);
}
