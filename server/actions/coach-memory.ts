"use server";

import { editFactSchema, factRefSchema, memoryPauseSchema } from "@/lib/validations/coach-memory";
import { profileRefSchema } from "@/lib/validations/profile-ref";
import { authedAction } from "@/server/actions/safe-action";
import { currentSessionKey } from "@/server/journal-lock/session-key";
import { deleteFact, editFact, loadMemory, setMemoryPaused } from "@/server/memory/facts";

/** 'Was der Coach über dich weiß': the profile's facts, its switch and whether the list is full. */
export const getCoachMemory = authedAction("getCoachMemory", profileRefSchema, async ({ profileId }, user) =>
  loadMemory(user.id, profileId, await currentSessionKey()),
);

/** 'Ändern' → 'Eintrag geändert'. */
export const editCoachFact = authedAction("editCoachFact", editFactSchema, (input, user) =>
  editFact(user.id, input),
);

/** 'Löschen' → 'Eintrag gelöscht'. */
export const deleteCoachFact = authedAction("deleteCoachFact", factRefSchema, async ({ factId }, user) => {
  await deleteFact(user.id, factId);
  return { factId };
});

/** 'Erinnern pausieren'. */
export const pauseCoachMemory = authedAction(
  "pauseCoachMemory",
  memoryPauseSchema,
  ({ profileId, paused }, user) => setMemoryPaused(user.id, profileId, paused),
);
