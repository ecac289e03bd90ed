"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";

import {
  type DictationLanguage,
  type DictationProblem,
  DICTATION_LANGUAGES,
  dictationProblem,
  fallbackLanguage,
  type RecognitionResultLike,
  readResults,
} from "@/lib/dictation";

// The part of the Web Speech API's SpeechRecognition dictation uses (Chromium and Safari ship
// it as webkitSpeechRecognition; TypeScript's DOM types do not describe it).
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<RecognitionResultLike> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

const noSubscription = () => () => undefined;

// A browser that refused de-AT once is asked for de-DE for the rest of the visit.
let preferredLanguage: DictationLanguage = DICTATION_LANGUAGES[0];

export interface Dictation {
  /** The browser has speech recognition; false on the server and while hydrating. */
  supported: boolean;
  listening: boolean;
  /** What is being said and not yet final. */
  interim: string;
  /** Why dictation stopped, when the user can do something about it. */
  problem: DictationProblem | null;
  toggle: () => void;
  /** Stops at once and drops what was not final yet (the text is being sent). */
  cancel: () => void;
}

/**
 * German dictation into a text field: `onFinal` receives each finished phrase, to be appended to
 * what was typed. Used by the chat input and the journal editor.
 */
export function useDictation(onFinal: (phrase: string) => void): Dictation {
  const supported = useSyncExternalStore(
    noSubscription,
    () => recognitionConstructor() !== null,
    () => false,
  );
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState("");
  const [problem, setProblem] = useState<DictationProblem | null>(null);
  const recognition = useRef<Recognition | null>(null);
  // The latest callback, so a phrase is appended to the text as it is now.
  const deliver = useRef(onFinal);
  useLayoutEffect(() => {
    deliver.current = onFinal;
  });

  const begin = useCallback((lang: DictationLanguage) => {
    const listen = (language: DictationLanguage) => {
      const Constructor = recognitionConstructor();
      if (!Constructor) return;
      const current = new Constructor();
      let retryWith: DictationLanguage | null = null;
      current.lang = language;
      current.continuous = true;
      current.interimResults = true;
      current.onresult = (event) => {
        const { final, interim: spoken } = readResults(event.results, event.resultIndex);
        if (final) deliver.current(final);
        setInterim(spoken);
      };
      current.onerror = ({ error }) => {
        if (error === "language-not-supported") {
          retryWith = fallbackLanguage(language);
          if (retryWith) preferredLanguage = retryWith;
          // Neither kind of German: say so rather than stop without a word.
          else return setProblem("unavailable");
        }
        setProblem(dictationProblem(error));
      };
      current.onend = () => {
        if (recognition.current !== current) return;
        recognition.current = null;
        setInterim("");
        if (retryWith) listen(retryWith);
        else setListening(false);
      };
      recognition.current = current;
      setListening(true);
      try {
        current.start();
      } catch {
        // Another recognition is still running in this tab: nothing to dictate into now.
        recognition.current = null;
        setListening(false);
        setProblem("unavailable");
      }
    };
    listen(lang);
  }, []);

  const stop = useCallback((discard: boolean) => {
    const current = recognition.current;
    if (!current) return;
    if (discard) {
      recognition.current = null;
      setListening(false);
      setInterim("");
      current.abort();
    } else {
      // Stopping delivers what was said so far as final before the end event.
      current.stop();
    }
  }, []);

  const toggle = useCallback(() => {
    if (recognition.current) return stop(false);
    setProblem(null);
    begin(preferredLanguage);
  }, [begin, stop]);

  const cancel = useCallback(() => stop(true), [stop]);

  useEffect(
    () => () => {
      const current = recognition.current;
      recognition.current = null;
      current?.abort();
    },
    [],
  );

  return { supported, listening, interim, problem, toggle, cancel };
}
