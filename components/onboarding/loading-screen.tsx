"use client";

import { AnimatePresence, domAnimation, LazyMotion, m, useReducedMotion } from "framer-motion";
import { useEffect, useRef, useState } from "react";

import { appMessages } from "@/messages/app";
import { startAnalysis } from "@/server/actions/analysis";

const t = appMessages.loading;

/** Spec §2, §9: the next message every 3.5 s, stopping at the last; done after 12 s. */
export const LOADING_MESSAGE_MS = 3_500;
export const LOADING_DURATION_MS = 12_000;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The full-screen loading animation after the first save. While it shows, the
 * first analysis is computed; the screen completes after 12 s, or when the
 * analysis is done if that takes longer. A failed analysis does not hold it
 * up: the dashboard then shows its empty state.
 */
export function LoadingScreen({ profileId, onComplete }: { profileId: string; onComplete: () => void }) {
  const [index, setIndex] = useState(0);
  const reduceMotion = useReducedMotion();
  const started = useRef(false);
  const complete = useRef(onComplete);

  useEffect(() => {
    complete.current = onComplete;
  }, [onComplete]);

  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => Math.min(current + 1, t.messages.length - 1)),
      LOADING_MESSAGE_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    // Once per mount, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    const analysis = startAnalysis({ profileId }).catch(() => undefined);
    void Promise.all([analysis, wait(LOADING_DURATION_MS)]).then(() => complete.current());
  }, [profileId]);

  const message = t.messages[index] ?? t.messages[0];
  return (
    <LazyMotion features={domAnimation} strict>
      <main
        id="inhalt"
        data-stage="loading"
        className="relative flex min-h-dvh flex-col items-center justify-center gap-10 overflow-hidden px-6 text-center"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(circle_at_50%_40%,var(--aura-from),transparent_60%),radial-gradient(circle_at_50%_70%,var(--aura-to),transparent_55%)] opacity-50"
        />
        <m.div
          aria-hidden
          className="size-40 rounded-full bg-[radial-gradient(circle,var(--aura-from),var(--aura-to))] shadow-[0_0_80px_var(--aura-from)]"
          animate={reduceMotion ? undefined : { scale: [1, 1.12, 1], opacity: [0.75, 1, 0.75] }}
          transition={{ duration: 3.5, repeat: Infinity, ease: "easeInOut" }}
        />
        <h1 className="sr-only">{t.label}</h1>
        <div role="status" aria-live="polite" className="min-h-16 max-w-md">
          <AnimatePresence mode="wait">
            <m.p
              key={message}
              className="font-display text-2xl"
              initial={reduceMotion ? false : { opacity: 0, y: 8 }}
              animate={{ opacity: 1, y: 0 }}
              exit={reduceMotion ? undefined : { opacity: 0, y: -8 }}
              transition={{ duration: 0.4 }}
            >
              {message}
            </m.p>
          </AnimatePresence>
        </div>
      </main>
    </LazyMotion>
  );
}
