/**
 * Cook mode reads a step aloud with the browser's own speech synthesis: nothing is sent anywhere by this
 * page, and a voice the device holds (`localService`) is preferred, so it works offline and its
 * speech stays on the device where the browser says so.
 */

type Voice = Pick<SpeechSynthesisVoice, "lang" | "localService" | "default">;

/** Whether this browser can speak at all; cook mode explains it cannot when not. */
export function canReadAloud(): boolean {
  return typeof window !== "undefined" && typeof (window.speechSynthesis as SpeechSynthesis | undefined)?.speak === "function" && typeof window.SpeechSynthesisUtterance === "function";
}

/**
 * The voice to read with: on the device and in the page's language (its default first), else none, and
 * the browser picks one for the language (maybe online). A voice on the device in another language
 * would read an English step with a French accent, or not at all.
 */
export function pickVoice<V extends Voice>(voices: readonly V[], lang: string): V | null {
  const language = lang.toLowerCase().split("-")[0] ?? "";
  const local = voices.filter((voice) => voice.localService);
  const inLanguage = (voice: V) => voice.lang.toLowerCase().split(/[-_]/)[0] === language;
  return local.find((voice) => inLanguage(voice) && voice.default) ?? local.find(inLanguage) ?? null;
}

/** Reads `text` aloud, cutting off whatever was being read. */
export function readAloud(text: string): void {
  if (!canReadAloud()) return;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  const lang = document.documentElement.lang || "en";
  const voice = pickVoice(synth.getVoices(), lang);
  utterance.lang = voice?.lang ?? lang;
  if (voice) utterance.voice = voice;
  synth.speak(utterance);
}

export function stopReading(): void {
  if (canReadAloud()) window.speechSynthesis.cancel();
}
