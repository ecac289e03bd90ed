"use client";

import { useState } from "react";

import type { MoodMapping } from "@/lib/daylio/mood-mapping";
import { DAYLIO_MAX_BYTES } from "@/lib/daylio/limits";
import type { ActionError } from "@/lib/errors";
import { actionMessages } from "@/messages/common";
import { daylioMessages } from "@/messages/daylio";
import type { DaylioImported, DaylioPreview } from "@/server/journal/daylio-import";

type Answer<T> = { ok: true; data: T } | ActionError;

export type DaylioStep =
  | { kind: "choose"; error: string | null; busy: boolean }
  | { kind: "preview"; preview: DaylioPreview; error: string | null; busy: boolean };

const e = daylioMessages.errors;

async function send<T>(profileId: string, file: File, fields: Record<string, string>): Promise<Answer<T>> {
  const form = new FormData();
  form.set("datei", file);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  try {
    const response = await fetch(`/api/profiles/${profileId}/daylio`, { method: "POST", body: form });
    return (await response.json()) as Answer<T>;
  } catch {
    return { ok: false, code: "unavailable", title: e.title, message: actionMessages.unavailable };
  }
}

/** Choose a file, see the preview with the adjustable mood table, then import; nothing is kept in between but the file. */
export function useDaylioImport(profileId: string, onImported: (result: DaylioImported) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<DaylioStep>({ kind: "choose", error: null, busy: false });
  const [mapping, setMapping] = useState<MoodMapping>({});
  const [acceptBroken, setAcceptBroken] = useState(false);

  const choose = (next: File | null) => {
    setFile(next);
    setAcceptBroken(false);
    setStep({ kind: "choose", error: next && next.size > DAYLIO_MAX_BYTES ? e.tooBig : null, busy: false });
  };

  const preview = async () => {
    if (!file) return setStep({ kind: "choose", error: e.noFile, busy: false });
    if (file.size > DAYLIO_MAX_BYTES) return setStep({ kind: "choose", error: e.tooBig, busy: false });
    setStep({ kind: "choose", error: null, busy: true });
    const answer = await send<DaylioPreview>(profileId, file, { schritt: "vorschau" });
    if (!answer.ok) return setStep({ kind: "choose", error: answer.message, busy: false });
    setMapping(Object.fromEntries(answer.data.moods.map(({ mood, target }) => [mood, target])));
    setStep({ kind: "preview", preview: answer.data, error: null, busy: false });
  };

  const runImport = async () => {
    if (!file || step.kind !== "preview") return;
    setStep({ ...step, error: null, busy: true });
    const answer = await send<DaylioImported>(profileId, file, {
      schritt: "import",
      zuordnung: JSON.stringify(mapping),
      fehlerhafteAuslassen: acceptBroken ? "ja" : "nein",
    });
    if (!answer.ok) return setStep({ ...step, error: answer.message, busy: false });
    choose(null);
    onImported(answer.data);
  };

  return { file, step, mapping, setMapping, acceptBroken, setAcceptBroken, choose, preview, runImport };
}
