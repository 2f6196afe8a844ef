import type { InferenceClient } from "@huggingface/inference";
import type { ApiError, ErrorCode } from "./errors.ts";
import { MAX_TOKENS, type ChatMessage } from "./prompt.ts";
import { createAnswerSplitter, type Piece } from "./reasoning.ts";
import type { FinishReason, RecipeEvent } from "./recipe-stream.ts";

/**
 * Where and how to stream a chat completion: any OpenAI-compatible endpoint. The server uses it with
 * its own configuration; the page uses it in own-key mode, straight from the browser.
 */
export type ChatTarget = {
  /** The full URL, ending in /chat/completions. */
  endpointUrl: string;
  model: string;
  firstByteTimeoutMs: number;
  idleTimeoutMs: number;
  /** Overall budget for the attempts before the first byte, retries included. */
  connectDeadlineMs: number;
  /** Reply budget in tokens, reasoning included; the spec's 1024 when not set. */
  maxTokens?: number;
  temperature?: number;
};

/** Tokens one request used, as the upstream reported them in its final usage chunk. */
export type TokenUsage = { promptTokens: number; completionTokens: number };

export type UpstreamEvent =
  | { type: "text"; text: string }
  /** What a reasoning model thinks before (or instead of) answering: never part of the recipe. */
  | { type: "reasoning"; text: string }
  /** Every text event so far was reasoning after all (a stream that began inside a think block). */
  | { type: "retract" }
  // usage is absent when the upstream did not report it; the server then estimates.
  | { type: "done"; finishReason: FinishReason; usage?: TokenUsage }
  /** `said`: what the upstream itself said of the failure (upstreamSaid), for the operator's log; never sent to a visitor. */
  | { type: "error"; code: ErrorCode; said?: string };

/**
 * An upstream event as the page sees it, from our server or (own-key mode) straight from the AI
 * service: token usage stays behind, and an error code becomes the error the page shows — `toError`
 * is errors.ts's apiError, or in own-key mode a wording that speaks of the visitor's own key.
 */
export function toRecipeEvent(event: UpstreamEvent, toError: (code: ErrorCode) => ApiError): RecipeEvent {
  if (event.type === "error") return { type: "error", error: toError(event.code) };
  if (event.type === "done") return { type: "done", finishReason: event.finishReason };
  return event;
}

/**
 * How the service says a reply ended, read from its last `finish_reason`: at the model's length limit (OpenAI's "length",
 * Mistral's "model_length", "max_tokens"), broken off by the service itself (a content filter; Mistral's "error"), or at the
 * model's own end (anything else: "stop", TGI's "eos_token" and "stop_sequence", "tool_calls"). A reply broken off is never
 * shown as a whole recipe: it ends as the error it is, after the text so far.
 */
export function endingOf(finishReason: string): FinishReason | Extract<ErrorCode, "upstream_filtered" | "upstream_interrupted"> {
  const reason = finishReason.toLowerCase();
  if (reason === "length" || reason === "model_length" || reason === "max_tokens") return "length";
  if (reason === "content_filter") return "upstream_filtered";
  if (reason === "error") return "upstream_interrupted";
  return "stop";
}

export const MAX_ATTEMPTS = 3;
const BACKOFF_BASE_MS = 250;

type Chunk = {
  choices?: { delta?: { content?: string | null; reasoning_content?: string | null; reasoning?: string | null }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
};

// Endpoints that refused `stream_options` (older TGI, some local servers): asked without it from then on.
const refusesStreamOptions = new Set<string>();

function isStreamOptionsRefusal(error: unknown): boolean {
  const response = (error as { httpResponse?: { status?: unknown; body?: unknown } } | null)?.httpResponse;
  return response?.status === 400 && /stream_options|include_usage/i.test(JSON.stringify(response.body ?? ""));
}

function usageOf(chunk: Chunk): TokenUsage | undefined {
  const usage = chunk.usage;
  if (!usage || typeof usage.prompt_tokens !== "number" || typeof usage.completion_tokens !== "number") return undefined;
  return { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens };
}

function toEvent(piece: Piece): UpstreamEvent {
  return piece.kind === "retract" ? { type: "retract" } : { type: piece.kind === "answer" ? "text" : "reasoning", text: piece.text };
}

/** Why an attempt ended in an exception, as a value. */
type Failure = { code: ErrorCode; retryable: boolean; said?: string };

const MAX_SAID_CHARS = 300;

/**
 * What the upstream said of a failure, in a line for the operator's log: its HTTP status and its own words ("HTTP 500:
 * CUDA out of memory"), or why the connection failed ("fetch failed (ECONNREFUSED)"). Our codes say which kind of
 * failure; this says which failure, which a self-hoster needs to mend their model server. Bounded, on one line.
 */
export function upstreamSaid(error: unknown): string {
  const response = (error as { httpResponse?: { status?: unknown; body?: unknown } } | null)?.httpResponse;
  let said: string;
  if (typeof response?.status === "number") {
    const body = response.body as { error?: { message?: unknown } | string; message?: unknown } | string | undefined | null;
    const error = typeof body === "object" && body !== null ? body.error : undefined;
    const words = typeof body === "string" ? body : typeof error === "string" ? error : typeof error?.message === "string" ? error.message : typeof body === "object" && body !== null && typeof body.message === "string" ? body.message : JSON.stringify(body ?? "");
    said = `HTTP ${response.status}: ${words}`;
  } else if (error instanceof Error) {
    const cause = (error.cause as { code?: unknown } | undefined)?.code;
    said = typeof cause === "string" ? `${error.message} (${cause})` : error.message;
  } else {
    said = String(error);
  }
  // eslint-disable-next-line no-control-regex -- a log line is one line
  return said.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").slice(0, MAX_SAID_CHARS);
}

/**
 * Streams one chat completion from the configured OpenAI-compatible service.
 *
 * Never throws: failures arrive as one `error` event. Before the first chunk, 503s and connection
 * failures are retried (at most MAX_ATTEMPTS, jittered backoff, inside the connect deadline); once
 * text has flowed nothing is retried. Ending the iteration early, or aborting `signal`, aborts the
 * upstream request at once.
 */
export async function* streamChat(
  target: ChatTarget,
  client: InferenceClient,
  messages: ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<UpstreamEvent, void, undefined> {
  const deadline = Date.now() + target.connectDeadlineMs;
  for (let attempt = 1; ; attempt++) {
    const controller = new AbortController();
    const abortFromOutside = () => controller.abort(signal.reason);
    signal.addEventListener("abort", abortFromOutside, { once: true });
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The time limits measure the upstream only: while our consumer holds an event (a visitor who
    // has stopped reading), the clock that runs out is theirs, not the AI service's. The allowance
    // runs from the upstream's last chunk, or from when we read on after a hold, whichever is later.
    let held = false;
    let allowance = 0;
    let since = 0;
    const expire = () => {
      const left = allowance - (Date.now() - since);
      if (held || left > 0) {
        timer = setTimeout(expire, held ? allowance : left);
        return;
      }
      timedOut = true;
      controller.abort();
    };
    const armTimer = (ms: number) => {
      clearTimeout(timer);
      allowance = ms;
      since = Date.now();
      timer = setTimeout(expire, ms);
    };
    // Anything received means the request was served: from then on nothing is retried.
    let received = false;
    // The reply was read to its end: nothing is left to close, and aborting would only cost an error object.
    let readToEnd = false;
    let answerChars = 0;
    let reasoningChars = 0;
    let ending: ReturnType<typeof endingOf> = "stop";
    let usage: TokenUsage | undefined;
    let retryAfterFailure: Failure | undefined;
    const askUsage = !refusesStreamOptions.has(target.endpointUrl);
    const splitter = createAnswerSplitter();
    // Counts what a piece adds; a plain function rather than a generator delegated to with `yield*`,
    // which in an async generator costs a round of promises per piece.
    const count = (piece: Piece): UpstreamEvent => {
      if (piece.kind === "answer") answerChars += piece.text.length;
      else if (piece.kind === "reasoning") reasoningChars += piece.text.length;
      else answerChars = 0;
      return toEvent(piece);
    };
    try {
      armTimer(Math.max(1, Math.min(target.firstByteTimeoutMs, deadline - Date.now())));
      const chunks = client.chatCompletionStream(
        {
          endpointUrl: target.endpointUrl,
          model: target.model,
          messages,
          max_tokens: target.maxTokens ?? MAX_TOKENS,
          ...(target.temperature === undefined ? {} : { temperature: target.temperature }),
          ...(askUsage ? { stream_options: { include_usage: true } } : {}),
        },
        { signal: controller.signal, retry_on_error: false },
      );
      for await (const chunk of chunks as AsyncIterable<Chunk>) {
        received = true;
        armTimer(target.idleTimeoutMs);
        usage = usageOf(chunk) ?? usage;
        const choice = chunk.choices?.[0];
        if (typeof choice?.finish_reason === "string") ending = endingOf(choice.finish_reason);
        if (choice?.delta) {
          for (const piece of splitter.push(choice.delta)) {
            held = true;
            yield count(piece);
            held = false;
            since = Date.now();
          }
        }
      }
      readToEnd = true;
      for (const piece of splitter.end()) yield count(piece);
      if (ending !== "stop" && ending !== "length") {
        yield { type: "error", code: ending };
        return;
      }
      if (answerChars === 0) {
        // Only thinking arrived: say so, rather than "empty".
        yield { type: "error", code: reasoningChars > 0 ? "reasoning_only" : "empty_reply" };
        return;
      }
      yield { type: "done", finishReason: ending, ...(usage ? { usage } : {}) };
      return;
    } catch (error) {
      if (signal.aborted) return;
      if (askUsage && !received && isStreamOptionsRefusal(error)) {
        refusesStreamOptions.add(target.endpointUrl);
        continue;
      }
      const failure: Failure = timedOut ? { code: "timeout", retryable: false } : { ...classify(error), said: upstreamSaid(error) };
      const canRetry = failure.retryable && !received && attempt < MAX_ATTEMPTS;
      if (!canRetry) {
        // Text already shown stays shown: the page keeps it and marks the recipe as interrupted.
        for (const piece of splitter.end()) yield count(piece);
        yield { type: "error", code: failure.code, ...(failure.said === undefined ? {} : { said: failure.said }) };
        return;
      }
      retryAfterFailure = failure;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener("abort", abortFromOutside);
      // Also closes the upstream connection when the consumer stops early.
      if (!readToEnd) controller.abort();
    }
    const delay = backoffMs(attempt);
    if (Date.now() + delay >= deadline) {
      yield { type: "error", code: retryAfterFailure.code, ...(retryAfterFailure.said === undefined ? {} : { said: retryAfterFailure.said }) };
      return;
    }
    if (!(await sleep(delay, signal))) return;
  }
}

/** Full jitter: a random wait between half and all of an exponentially growing step. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const step = BACKOFF_BASE_MS * 2 ** (attempt - 1);
  return Math.round(step / 2 + (random() * step) / 2);
}

function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** Maps what the client library throws to our codes; upstream wording never reaches a visitor. */
export function classify(error: unknown): Failure {
  // Duck-typed rather than `instanceof` so this module needs no runtime import of the client library.
  const response = (error as { httpResponse?: { status?: unknown; body?: unknown } } | null)?.httpResponse;
  if (typeof response?.status === "number") {
    const { status, body } = response;
    if (status === 200) {
      // A 200 whose stream carried an error object (TGI when generation fails part-way), or a 200 that is no stream at all.
      const inStream = typeof body === "object" && body !== null && "error" in body;
      return { code: inStream ? "upstream_interrupted" : "upstream_error", retryable: false };
    }
    return { code: codeForStatus(status, body), retryable: status === 503 };
  }
  // undici reports refused, reset and unreachable connections as a TypeError("fetch failed").
  if (error instanceof TypeError) return { code: "upstream_unavailable", retryable: true };
  return { code: "upstream_error", retryable: false };
}

export function codeForStatus(status: number, body: unknown): ErrorCode {
  if (status === 401 || status === 403) return "bad_credentials";
  if (status === 402) return "out_of_credits";
  if (status === 404) return "model_unavailable";
  if (status === 429) return "upstream_rate_limited";
  if (status === 400 && /model_not_supported|not supported by any provider/i.test(JSON.stringify(body ?? ""))) {
    return "model_unavailable";
  }
  if (status >= 500) return "upstream_unavailable";
  return "upstream_error";
}
