"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import { DaylioImportDialog } from "@/components/journal/daylio-import-dialog";
import { JournalEditor } from "@/components/journal/journal-editor";
import { JournalEntryList } from "@/components/journal/journal-entry-list";
import { JournalTypeChoice } from "@/components/journal/journal-type-choice";
import { SafetyNotice } from "@/components/safety/safety-notice";
import { SAFETY_PLAN_HREF } from "@/config/site";
import { findJournalType } from "@/content/journal";
import type { SafetyNotice as Notice } from "@/lib/safety/check";
import { dashboardMessages } from "@/messages/dashboard";
import { safetyPlanMessages } from "@/messages/safety-plan";

/**
 * The journal (spec §2 Journal): the type choice and past entries, or the editor of one type. The
 * type lives in the URL (`?modul=journal&typ=loswerden`), so links from the analysis and the chat
 * open the editor directly.
 */
export function JournalModule() {
  const { navigate } = useDashboard();
  const type = findJournalType(useSearchParams().get("typ") ?? "");
  // What the safety net found in the entry just saved: shown above the list until the next entry.
  const [notice, setNotice] = useState<Notice | null>(null);
  // An import adds entries the list has not loaded: a new key reloads it.
  const [imports, setImports] = useState(0);
  return (
    <ModuleFrame
      title={dashboardMessages.moduleTitles.journal}
      actions={type ? undefined : <DaylioImportDialog onImported={() => setImports((count) => count + 1)} />}
    >
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
          <JournalEntryList key={imports} />
        </>
      )}
    </ModuleFrame>
  );
}
