/**
 * Turns the deltas of a chat-completion stream into what the visitor reads (the answer) and what
 * the model thought on the way (reasoning), whichever way a server sends it:
 * - `<think>…</think>` inside the content (DeepSeek-R1 behind Fireworks or Novita, Qwen3, many local
 *   servers), also with a tag split across chunks, a block that never closes, or a stream that
 *   starts inside a block whose `<think>` was part of the prompt template (only `</think>` arrives);
 * - a separate `reasoning_content` field (DeepSeek's API, llama.cpp, LM Studio, vLLM before 0.11);
 * - a separate `reasoning` field (Ollama's OpenAI-compatible endpoint, newer vLLM, OpenRouter).
 * Pure; one instance per stream. The server and own-key mode both use it through streamChat.
 */

export type Delta = {
  content?: string | null;
  reasoning_content?: string | null;
  reasoning?: string | null;
};

export type Piece =
  | { kind: "answer"; text: string }
  | { kind: "reasoning"; text: string }
  /** A lone `</think>` arrived: every answer piece so far was reasoning after all. */
  | { kind: "retract" };

const OPEN = "<think>";
const CLOSE = "</think>";

/** Length of the longest end of `text` that could be the start of `tag` (held back until the next chunk). */
function partialTagAtEnd(text: string, tags: readonly string[]): number {
  let longest = 0;
  for (const tag of tags) {
    for (let length = Math.min(tag.length - 1, text.length); length > longest; length--) {
      if (tag.startsWith(text.slice(text.length - length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}

export interface AnswerSplitter {
  push(delta: Delta): Piece[];
  /** The stream ended: whatever was held back is released (an unclosed block stays reasoning). */
  end(): Piece[];
}

export function createAnswerSplitter(): AnswerSplitter {
  let thinking = false;
  let held = "";
  /** Answer text emitted since the last retract. */
  let answered = false;
  /** Right after a think block the blank lines before the answer are dropped; a plain stream is left as sent. */
  let afterThinking = false;

  function answer(text: string, out: Piece[]) {
    const shown = afterThinking ? text.replace(/^\s+/, "") : text;
    if (shown === "") return;
    answered = true;
    afterThinking = false;
    out.push({ kind: "answer", text: shown });
  }

  function reasoning(text: string, out: Piece[]) {
    if (text !== "") out.push({ kind: "reasoning", text });
  }

  function content(text: string, out: Piece[]) {
    let rest = held + text;
    held = "";
    while (rest !== "") {
      if (thinking) {
        const close = rest.indexOf(CLOSE);
        if (close === -1) {
          const keep = partialTagAtEnd(rest, [CLOSE]);
          reasoning(rest.slice(0, rest.length - keep), out);
          held = rest.slice(rest.length - keep);
          return;
        }
        reasoning(rest.slice(0, close), out);
        thinking = false;
        afterThinking = !answered;
        rest = rest.slice(close + CLOSE.length);
        continue;
      }
      const open = rest.indexOf(OPEN);
      const close = rest.indexOf(CLOSE);
      if (close !== -1 && (open === -1 || close < open)) {
        // The block opened in the prompt template: what came before was thinking, including what was shown.
        if (answered) out.push({ kind: "retract" });
        answered = false;
        afterThinking = true;
        reasoning(rest.slice(0, close), out);
        rest = rest.slice(close + CLOSE.length);
        continue;
      }
      if (open !== -1) {
        answer(rest.slice(0, open), out);
        thinking = true;
        rest = rest.slice(open + OPEN.length);
        continue;
      }
      const keep = partialTagAtEnd(rest, [OPEN, CLOSE]);
      answer(rest.slice(0, rest.length - keep), out);
      held = rest.slice(rest.length - keep);
      return;
    }
  }

  return {
    push(delta) {
      const out: Piece[] = [];
      reasoning(delta.reasoning_content ?? "", out);
      reasoning(delta.reasoning ?? "", out);
      if (delta.content) content(delta.content, out);
      return out;
    },
    end() {
      const out: Piece[] = [];
      if (held !== "") {
        if (thinking) reasoning(held, out);
        else answer(held, out);
        held = "";
      }
      return out;
    },
  };
}

/** The visitor-facing answer and the reasoning of a whole stream of deltas (for tests and replays). */
export function splitAnswer(deltas: readonly Delta[]): { answer: string; reasoning: string } {
  const splitter = createAnswerSplitter();
  let answer = "";
  let reasoning = "";
  const apply = (pieces: Piece[]) => {
    for (const piece of pieces) {
      if (piece.kind === "answer") answer += piece.text;
      else if (piece.kind === "reasoning") reasoning += piece.text;
      else {
        reasoning += answer;
        answer = "";
      }
    }
  };
  for (const delta of deltas) apply(splitter.push(delta));
  apply(splitter.end());
  return { answer, reasoning };
}
