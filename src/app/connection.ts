import { DEFAULT_MODEL } from "../core/hugging-face.ts";

/**
 * The visitor's own AI connection, for a page served without our server (a static host). The token
 * stays in this browser: session storage, or local storage when the visitor asks to be remembered.
 */
export type Connection =
  | { kind: "huggingface"; token: string; model: string }
  | { kind: "openai-compatible"; baseUrl: string; token: string; model: string };

export type ConnectionForm = { kind: Connection["kind"]; token: string; baseUrl: string; model: string };

export const CONNECTION_KEY = "ai-chef-connection";

/**
 * What is wrong with a connection form: a token not shaped like a Hugging Face one, no address, an address
 * that is not http(s), no model. Worded by the settings panel (connection-panel.tsx), which alone needs the
 * sentences: a connection kept in storage is only checked here.
 */
export type ConnectionProblem = "token" | "baseUrl" | "scheme" | "model";

export type ConnectionCheck = { ok: true; connection: Connection } | { ok: false; problem: ConnectionProblem };

export function checkConnection(form: ConnectionForm): ConnectionCheck {
  const token = form.token.trim();
  const model = form.model.trim();
  if (form.kind === "huggingface") {
    if (!/^hf_[A-Za-z0-9]{8,}$/.test(token)) return { ok: false, problem: "token" };
    return { ok: true, connection: { kind: "huggingface", token, model: model || DEFAULT_MODEL } };
  }
  let url: URL;
  try {
    url = new URL(form.baseUrl.trim());
  } catch {
    return { ok: false, problem: "baseUrl" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, problem: "scheme" };
  if (model === "") return { ok: false, problem: "model" };
  return { ok: true, connection: { kind: "openai-compatible", baseUrl: url.href.replace(/(?<!\/)\/+$/, ""), token, model } };
}

function parseConnection(raw: string | null): Connection | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConnectionForm>;
    const checked = checkConnection({
      kind: value.kind === "huggingface" ? "huggingface" : "openai-compatible",
      token: String(value.token ?? ""),
      baseUrl: String(value.baseUrl ?? ""),
      model: String(value.model ?? ""),
    });
    return checked.ok ? checked.connection : null;
  } catch {
    return null;
  }
}

export type SavedConnection = { connection: Connection; remembered: boolean } | null;

export function readConnection(session: Storage | undefined, local: Storage | undefined): SavedConnection {
  try {
    const fromSession = parseConnection(session?.getItem(CONNECTION_KEY) ?? null);
    if (fromSession) return { connection: fromSession, remembered: false };
    const fromLocal = parseConnection(local?.getItem(CONNECTION_KEY) ?? null);
    return fromLocal ? { connection: fromLocal, remembered: true } : null;
  } catch {
    return null;
  }
}

export function writeConnection(session: Storage | undefined, local: Storage | undefined, saved: SavedConnection): void {
  try {
    session?.removeItem(CONNECTION_KEY);
    local?.removeItem(CONNECTION_KEY);
    if (saved) (saved.remembered ? local : session)?.setItem(CONNECTION_KEY, JSON.stringify(saved.connection));
  } catch {
    // Storage disabled: the connection lasts as long as the page.
  }
}
