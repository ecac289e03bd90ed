"use client";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useState } from "react";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import { DaylioImportDialog } from "@/components/journal/daylio-import-dialog";
import { JournalEditor } from "@/components/journal/journal-editor";
import { JournalEntryList } from "@/components/journal/journal-entry-list";
import { JournalLockProvider, useJournalLock } from "@/components/journal/journal-lock-context";
import { JournalLockMenu } from "@/components/journal/journal-lock-menu";
import { JournalTypeChoice } from "@/components/journal/journal-type-choice";
import { SafetyNotice } from "@/components/safety/safety-notice";
import { SAFETY_PLAN_HREF } from "@/config/app-paths";
import { findJournalType } from "@/content/journal";
import type { SafetyNotice as Notice } from "@/lib/safety/check";
import { dashboardMessages } from "@/messages/dashboard";
import { safetyPlanMessages } from "@/messages/safety-plan";
import type { EntryPage } from "@/server/journal/list-entries";
import type { JournalLockView } from "@/server/journal-lock/lock-settings";

// The PIN screen (its form with zod and react-hook-form) loads only for a locked journal.
// next/dynamic, not lazyComponent: the server renders it (a locked journal), and next/dynamic sends
// its code with the page, so it hydrates with the page and a choice made before that is not lost.
const JournalLockScreen = dynamic(() =>
  import("@/components/journal/journal-lock-screen").then((m) => m.JournalLockScreen),
);

/**
 * The journal (spec §2 Journal): the type choice and past entries, or the editor of one type. The
 * type lives in the URL (`?modul=journal&typ=loswerden`), so links from the analysis and the chat
 * open the editor directly. A journal locked with a PIN shows the PIN screen instead (issue 16).
 */
export function JournalModule({ lock, firstPage }: { lock: JournalLockView; firstPage: EntryPage | null }) {
  const { profile } = useDashboard();
  // Another profile is another journal with its own lock: nothing of the last one's state is kept.
  return (
    <JournalLockProvider key={profile.id} profileId={profile.id} initial={lock}>
      <JournalContent firstPage={firstPage} />
    </JournalLockProvider>
  );
}

function JournalContent({ firstPage }: { firstPage: EntryPage | null }) {
  const { navigate } = useDashboard();
  const lock = useJournalLock();
  const type = findJournalType(useSearchParams().get("typ") ?? "");
  // What the safety net found in the entry just saved: shown above the list until the next entry.
  const [notice, setNotice] = useState<Notice | null>(null);
  // An import adds entries the list has not loaded: a new key reloads it.
  const [imports, setImports] = useState(0);
  if (!lock) return null;
  if (!lock.open) {
    return (
      <ModuleFrame title={dashboardMessages.moduleTitles.journal}>
        <JournalLockScreen lock={lock} />
      </ModuleFrame>
    );
  }
  const actions = (
    <div className="flex flex-wrap justify-end gap-2">
      <JournalLockMenu lock={lock} />
      <DaylioImportDialog onImported={() => setImports((count) => count + 1)} />
    </div>
  );
  return (
    <ModuleFrame title={dashboardMessages.moduleTitles.journal} actions={type ? undefined : actions}>
      {type ? (
        <JournalEditor
          key={type.id}
          type={type}
          onClose={(saved) => {
            setNotice(saved ?? null);
            navigate("journal");
          }}
        />
      ) : (
        <>
          {notice ? (
            <SafetyNotice
              notice={notice}
              saved={safetyPlanMessages.notice.savedJournal}
              planHref={SAFETY_PLAN_HREF}
            />
          ) : null}
          <JournalTypeChoice onChoose={(id) => navigate("journal", { typ: id })} />
          {/* The server's first page until an import adds entries it does not have. */}
          <JournalEntryList key={imports} initial={imports === 0 ? firstPage : null} />
        </>
      )}
    </ModuleFrame>
  );
}
