import { useId, useState, type FormEvent } from "react";
import { DEFAULT_MODEL } from "../core/hugging-face.ts";
import { testConnection } from "./api-client.ts";
import { checkConnection, type ConnectionForm, type ConnectionProblem, type SavedConnection } from "./connection.ts";
import type { ServerStatus } from "./use-health.ts";

export type ConnectionSettingsProps = {
  server: ServerStatus;
  saved: SavedConnection;
  onSave: (saved: SavedConnection) => void;
};

// What is wrong with the form, said by the field it concerns (aria-describedby).
const PROBLEMS: Record<ConnectionProblem, { field: keyof ConnectionForm; text: string }> = {
  token: { field: "token", text: "A Hugging Face token starts with hf_ followed by letters and digits." },
  baseUrl: { field: "baseUrl", text: "Enter the server's address, such as http://127.0.0.1:11434/v1." },
  scheme: { field: "baseUrl", text: "The address must start with http:// or https://." },
  model: { field: "model", text: "Name the model to use, such as llama3.1." },
};

function formFrom(saved: SavedConnection): ConnectionForm {
  const connection = saved?.connection;
  if (!connection) return { kind: "huggingface", token: "", baseUrl: "http://127.0.0.1:11434/v1", model: "" };
  return connection.kind === "huggingface"
    ? { kind: "huggingface", token: connection.token, baseUrl: "", model: connection.model }
    : { kind: "openai-compatible", token: connection.token, baseUrl: connection.baseUrl, model: connection.model };
}

/** The body of the settings panel; loaded only when the panel opens. */
export function ConnectionPanel({ server, saved, onSave, keepOpen }: ConnectionSettingsProps & { keepOpen: () => void }) {
  const [form, setForm] = useState<ConnectionForm>(() => formFrom(saved));
  const [remember, setRemember] = useState(saved?.remembered ?? false);
  const [status, setStatus] = useState<{ text: string; field?: string } | null>(null);
  const [testing, setTesting] = useState(false);
  const id = useId();
  const standalone = server.status === "absent";

  function handleSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkConnection(form);
    if (!checked.ok) return setStatus(PROBLEMS[checked.problem]);
    onSave({ connection: checked.connection, remembered: remember });
    keepOpen();
    setStatus({ text: remember ? "Saved on this device." : "Saved for this browser session." });
  }

  async function handleTest() {
    const checked = checkConnection(form);
    if (!checked.ok) return setStatus(PROBLEMS[checked.problem]);
    setTesting(true);
    setStatus({ text: "Testing the connection…" });
    const result = await testConnection(checked.connection);
    setTesting(false);
    setStatus({ text: result.ok ? "The connection works." : result.error.message });
  }

  function handleForget() {
    onSave(null);
    keepOpen();
    setForm(formFrom(null));
    setRemember(false);
    setStatus({ text: "Forgotten: nothing of your connection is kept in this browser." });
  }

  const describe = (field: string) => (status?.field === field ? `${id}-status` : undefined);

  return (
    <>
          {server.status === "present" && (
            <p>
              This AI Chef server answers with its own configuration (
              {server.health.backend === "cookbook" ? "the built-in cookbook" : server.health.model}); nothing is needed from you. Your own
              token or local AI server can be used with a copy of AI Chef served without its server, from any static host.
            </p>
          )}
          {standalone && (
            <form onSubmit={handleSave} noValidate>
              <h2>Connect an AI</h2>
              <p>This page runs without its server, so it calls an AI service straight from your browser with your own key.</p>
              <fieldset>
                <legend>AI service</legend>
                <label className="check">
                  <input type="radio" name="kind" checked={form.kind === "huggingface"} onChange={() => setForm({ ...form, kind: "huggingface" })} />
                  Hugging Face Inference Providers
                </label>
                <label className="check">
                  <input
                    type="radio"
                    name="kind"
                    checked={form.kind === "openai-compatible"}
                    onChange={() => setForm({ ...form, kind: "openai-compatible" })}
                  />
                  A server on my machine (Ollama, vLLM, any OpenAI-compatible one)
                </label>
              </fieldset>
              {form.kind === "openai-compatible" && (
                <>
                  <label htmlFor={`${id}-url`}>Server address</label>
                  <input
                    id={`${id}-url`}
                    type="url"
                    value={form.baseUrl}
                    aria-describedby={describe("baseUrl")}
                    onChange={(event) => setForm({ ...form, baseUrl: event.target.value })}
                  />
                  <p className="help">
                    Ollama answers pages from other addresses only when told to: start it with{" "}
                    <code>OLLAMA_ORIGINS={typeof location === "undefined" ? "*" : location.origin}</code>.
                  </p>
                </>
              )}
              <label htmlFor={`${id}-token`}>{form.kind === "huggingface" ? "Hugging Face token" : "Token (if the server needs one)"}</label>
              <input
                id={`${id}-token`}
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={form.token}
                aria-describedby={describe("token")}
                onChange={(event) => setForm({ ...form, token: event.target.value })}
              />
              <label htmlFor={`${id}-model`}>Model</label>
              <input
                id={`${id}-model`}
                type="text"
                placeholder={form.kind === "huggingface" ? DEFAULT_MODEL : "e.g. llama3.1"}
                value={form.model}
                aria-describedby={describe("model")}
                onChange={(event) => setForm({ ...form, model: event.target.value })}
              />
              <label className="check">
                <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
                Remember on this device
              </label>
              <p className="help">Without it, the token is forgotten when you close this browser session. It is only ever sent to the AI service.</p>
              <div className="settings-actions">
                <button type="submit">Save</button>
                <button type="button" className="secondary" onClick={handleTest} disabled={testing}>
                  Test connection
                </button>
                <button type="button" className="secondary" onClick={handleForget}>
                  Forget
                </button>
              </div>
            </form>
          )}
          <p id={`${id}-status`} role="status" className="settings-status">
            {status?.text ?? ""}
          </p>
    </>
  );
}

export default ConnectionPanel;
