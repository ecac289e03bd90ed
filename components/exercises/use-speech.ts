"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

export type SpeechSupport = "checking" | "ready" | "unavailable";

/**
 * A device without any voice never announces one: its list stays empty. After this long the
 * player stops waiting and says so, instead of staying silent without a word.
 */
const VOICE_WAIT_MS = 1_500;

const hasSpeech = () => typeof window !== "undefined" && "speechSynthesis" in window;

function subscribe(onChange: () => void): () => void {
  if (!hasSpeech()) return () => undefined;
  // Chrome loads its voices asynchronously and announces them with this event.
  window.speechSynthesis.addEventListener("voiceschanged", onChange);
  return () => window.speechSynthesis.removeEventListener("voiceschanged", onChange);
}

/** The German voice's URI, "" when there is none, null while the voice list is still empty. */
function germanVoiceUri(): string | null {
  if (!hasSpeech()) return "";
  const voices = window.speechSynthesis.getVoices();
  if (voices.length === 0) return null;
  return voices.find((voice) => voice.lang.toLowerCase().startsWith("de"))?.voiceURI ?? "";
}

/**
 * Spoken German guidance through the browser's speech synthesis. Without speech synthesis or a
 * German voice it stays silent: an English voice reading German would be worse than none.
 */
export function useSpeech() {
  const voiceUri = useSyncExternalStore(subscribe, germanVoiceUri, () => null);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (voiceUri !== null) return;
    const wait = setTimeout(() => setGaveUp(true), VOICE_WAIT_MS);
    return () => clearTimeout(wait);
  }, [voiceUri]);
  const support: SpeechSupport =
    voiceUri === null ? (gaveUp ? "unavailable" : "checking") : voiceUri ? "ready" : "unavailable";

  useEffect(() => () => (hasSpeech() ? window.speechSynthesis.cancel() : undefined), []);

  const speak = useCallback(
    (text: string) => {
      const voice = window.speechSynthesis.getVoices().find((candidate) => candidate.voiceURI === voiceUri);
      if (!voiceUri || !voice) return;
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = "de-DE";
      utterance.voice = voice;
      utterance.rate = 0.9;
      window.speechSynthesis.speak(utterance);
    },
    [voiceUri],
  );

  const cancel = useCallback(() => {
    if (hasSpeech()) window.speechSynthesis.cancel();
  }, []);

  return { support, speak, cancel };
}
