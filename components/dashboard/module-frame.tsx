"use client";

import { ArrowLeft } from "lucide-react";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { Button } from "@/components/ui/button";
import { dashboardMessages } from "@/messages/dashboard";

/** Every module's frame: a title and the back action to the dashboard (spec §2). */
export function ModuleFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { navigate } = useDashboard();
  return (
    <section aria-labelledby="modul-titel" className="mx-auto w-full max-w-3xl px-4 pt-4 pb-28">
      {/* A long title and the actions share a narrow row: the actions wrap below instead of overflowing. */}
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={dashboardMessages.backToDashboard}
          onClick={() => navigate("home")}
        >
          <ArrowLeft className="size-5" />
        </Button>
        <h1
          id="modul-titel"
          className="min-w-0 flex-[1_1_12rem] text-2xl font-semibold break-words hyphens-auto"
        >
          {title}
        </h1>
        {actions ? <div className="ml-auto">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
