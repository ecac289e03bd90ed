"use client";

import { useSearchParams } from "next/navigation";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { ModuleFrame } from "@/components/dashboard/module-frame";
import { JournalEditor } from "@/components/journal/journal-editor";
import { JournalEntryList } from "@/components/journal/journal-entry-list";
import { JournalTypeChoice } from "@/components/journal/journal-type-choice";
import { findJournalType } from "@/content/journal";
import { dashboardMessages } from "@/messages/dashboard";

/**
 * The journal (spec §2 Journal): the type choice and past entries, or the editor of one type. The
 * type lives in the URL (`?modul=journal&typ=loswerden`), so links from the analysis and the chat
 * open the editor directly.
 */
export function JournalModule() {
  const { navigate } = useDashboard();
  const type = findJournalType(useSearchParams().get("typ") ?? "");
  return (
    <ModuleFrame title={dashboardMessages.moduleTitles.journal}>
      {type ? (
        <JournalEditor key={type.id} type={type} onClose={() => navigate("journal")} />
      ) : (
        <>
          <JournalTypeChoice onChoose={(id) => navigate("journal", { typ: id })} />
          <JournalEntryList />
        </>
      )}
    </ModuleFrame>
  );
}
