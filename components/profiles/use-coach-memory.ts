"use client";

import { useCallback, useEffect, useState } from "react";

import type { ActionError } from "@/lib/errors";
import { coachMemoryMessages } from "@/messages/coach-memory";
import { actionMessages } from "@/messages/common";
import { getCoachMemory } from "@/server/actions/coach-memory";
import type { MemoryView } from "@/server/memory/facts";

export type MemoryStatus =
  | { kind: "loading" }
  | { kind: "ready"; memory: MemoryView }
  | { kind: "error"; error: Pick<ActionError, "title" | "message"> };

const unreachable = { title: actionMessages.unexpectedTitle, message: coachMemoryMessages.loadFailed };

/**
 * The profile's memory through a server action. `update` changes what is shown after an edit, a
 * deletion or the switch without loading again; `retry` shows the loading state and loads again.
 */
export function useCoachMemory(profileId: string) {
  const [status, setStatus] = useState<MemoryStatus>({ kind: "loading" });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getCoachMemory({ profileId })
      .then((result) => {
        if (cancelled) return;
        setStatus(result.ok ? { kind: "ready", memory: result.data } : { kind: "error", error: result });
      })
      .catch(() => {
        if (!cancelled) setStatus({ kind: "error", error: unreachable });
      });
    return () => {
      cancelled = true;
    };
  }, [profileId, generation]);

  const update = useCallback(
    (change: (memory: MemoryView) => MemoryView) =>
      setStatus((current) =>
        current.kind === "ready" ? { kind: "ready", memory: change(current.memory) } : current,
      ),
    [],
  );
  const retry = useCallback(() => {
    setStatus({ kind: "loading" });
    setGeneration((value) => value + 1);
  }, []);
  return { status, update, retry };
}
