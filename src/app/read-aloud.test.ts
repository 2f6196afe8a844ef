import { expect, test } from "vitest";
import { pickVoice } from "./read-aloud.ts";

const voice = (name: string, lang: string, localService: boolean, isDefault = false) => ({ name, lang, localService, default: isDefault });

test("a voice on the device in the page's language is chosen, else the browser's default for the language", () => {
  const online = voice("Google UK English", "en-GB", false, true);
  const frenchLocal = voice("Amélie", "fr-FR", true);
  const englishLocal = voice("Daniel", "en-GB", true);
  const englishLocalDefault = voice("Samantha", "en-US", true, true);
  expect(pickVoice([online, frenchLocal, englishLocal, englishLocalDefault], "en")).toBe(englishLocalDefault);
  expect(pickVoice([online, frenchLocal, englishLocal], "en-US")).toBe(englishLocal);
  expect(pickVoice([online, frenchLocal], "en")).toBeNull();
  expect(pickVoice([online], "en")).toBeNull();
  expect(pickVoice([], "en")).toBeNull();
});
