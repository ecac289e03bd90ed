"use client";

import { HeartHandshake } from "lucide-react";

import { CrisisNumbers } from "@/components/safety/crisis-numbers";
import { chatMessages } from "@/messages/chat";

const t = chatMessages.crisis;

/** The safety net's answer to crisis language: a caring text and tap-to-call numbers. */
export function CrisisCard({ content }: { content: string }) {
  return (
    <div
      role="alert"
      className="w-full rounded-2xl border-2 border-destructive/50 bg-destructive/5 p-4 text-foreground"
      data-kind="crisis"
    >
      <p className="mb-2 flex items-center gap-2 font-semibold">
        <HeartHandshake aria-hidden className="size-5 text-destructive" />
        {t.title}
      </p>
      <p className="text-sm whitespace-pre-wrap">{content}</p>
      <CrisisNumbers />
    </div>
  );
}
