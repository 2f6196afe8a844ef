/**
 * What a visitor types, made into one spelling before anything compares or sends it: ingredients,
 * pantry items and the things to avoid. Page and server use these same two functions, so they agree
 * on what a list is and on what reaches the prompt.
 */

// C0 and C1 control characters (newlines included), the Unicode line and paragraph separators (line
// breaks to a model, invisible to a person), and lone surrogates (half a character, which no keyboard
// types and no encoder can write). Any of them is refused, never silently dropped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\p{Cs}/u;

// Bidirectional embeddings, overrides and isolates (LRE…RLO, LRI…PDI): they reorder how text is shown,
// so "gge" could read as "egg". They carry no meaning in a name and are removed.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** True when the text holds a character refused in anything a visitor types (see FORBIDDEN). */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

// eslint-disable-next-line no-control-regex -- FORBIDDEN, a run at a time
const FORBIDDEN_RUNS = /(?:[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\p{Cs})+/gu;

/** The text with each run of refused characters replaced by `by`: how a field takes a paste, and how a kept record is read back. */
export function replaceForbiddenCharacters(text: string, by: string): string {
  return text.replace(FORBIDDEN_RUNS, by);
}

/**
 * One spelling for one text: compatibility-composed (NFKC: "ｅｇｇｓ" is "eggs", a decomposed "é" the
 * composed one, "ﬁ" is "fi") and without bidirectional controls. Idempotent.
 */
export function normaliseText(raw: string): string {
  return raw.normalize("NFKC").replace(BIDI_CONTROLS, "");
}
