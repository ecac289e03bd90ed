"use client";

import { FileUp, Loader2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/app/toast";

import { useDashboard } from "@/components/dashboard/dashboard-context";
import { DaylioMoodTable } from "@/components/journal/daylio-mood-table";
import { useDaylioImport } from "@/components/journal/use-daylio-import";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatMessage } from "@/lib/format-message";
import { daylioMessages } from "@/messages/daylio";
import type { DaylioPreview } from "@/server/journal/daylio-import";

const t = daylioMessages;

function BrokenRows({ preview }: { preview: DaylioPreview }) {
  if (preview.brokenTotal === 0) return null;
  const more = preview.brokenTotal - preview.broken.length;
  return (
    <section
      aria-labelledby="daylio-broken"
      className="space-y-1 rounded-md border border-destructive/40 p-3"
    >
      <h3 id="daylio-broken" className="text-sm font-semibold text-destructive">
        {t.brokenTitle}
      </h3>
      <ul className="max-h-32 overflow-y-auto text-sm" aria-labelledby="daylio-broken">
        {preview.broken.map((row) => (
          <li key={row.line}>{formatMessage(t.brokenLine, { line: row.line, reason: row.reason })}</li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm">{formatMessage(t.brokenMore, { count: more })}</p> : null}
    </section>
  );
}

/** 'Daylio importieren': choose the CSV export, check the preview and the mood table, import. */
export function DaylioImportDialog({ onImported }: { onImported: () => void }) {
  const { profile } = useDashboard();
  const [open, setOpen] = useState(false);
  const daylio = useDaylioImport(profile.id, (result) => {
    toast.success(t.importedTitle, { description: formatMessage(t.imported, { ...result }) });
    setOpen(false);
    onImported();
  });
  const { step } = daylio;
  const preview = step.kind === "preview" ? step.preview : null;
  const blocked = preview !== null && preview.brokenTotal > 0 && !daylio.acceptBroken;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileUp aria-hidden="true" />
          {t.open}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.intro}</DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor="daylio-file">{t.fileLabel}</Label>
          <Input
            id="daylio-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => daylio.choose(event.target.files?.[0] ?? null)}
          />
        </div>
        {step.error ? (
          <p role="alert" className="text-sm text-destructive">
            {step.error}
          </p>
        ) : null}
        {preview ? (
          <div className="space-y-4">
            <p role="status" className="text-sm">
              {preview.newCheckIns + preview.newEntries === 0
                ? t.nothingNew
                : formatMessage(t.summary, {
                    rows: preview.rows,
                    checkIns: preview.newCheckIns,
                    entries: preview.newEntries,
                  })}
            </p>
            {preview.notices.map((notice) => (
              <p key={notice} className="text-sm text-muted-foreground">
                {notice}
              </p>
            ))}
            <BrokenRows preview={preview} />
            <DaylioMoodTable moods={preview.moods} mapping={daylio.mapping} onChange={daylio.setMapping} />
            {preview.brokenTotal > 0 ? (
              <div className="flex items-start gap-2 text-sm">
                <Checkbox
                  id="daylio-accept"
                  checked={daylio.acceptBroken}
                  onCheckedChange={(checked) => daylio.setAcceptBroken(checked === true)}
                />
                <Label htmlFor="daylio-accept" className="font-normal">
                  {t.acceptBroken}
                </Label>
              </div>
            ) : null}
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t.cancel}
          </Button>
          {preview ? (
            <Button onClick={() => void daylio.runImport()} disabled={step.busy || blocked}>
              {step.busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {step.busy ? t.importing : t.import}
            </Button>
          ) : (
            <Button onClick={() => void daylio.preview()} disabled={step.busy || !daylio.file}>
              {step.busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {step.busy ? t.previewing : t.preview}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
