"use client";

import { Stethoscope } from "lucide-react";

import { chatMessages } from "@/messages/chat";

/** A medical or veterinary red flag: 'please see a doctor/vet now' comes first and stands out. */
export function RedFlagCard({ content }: { content: string }) {
  return (
    <div
      role="alert"
      className="w-full rounded-2xl border-2 border-warning/60 bg-warning/10 p-4"
      data-kind="red_flag"
    >
      <p className="mb-2 flex items-center gap-2 font-semibold">
        <Stethoscope aria-hidden className="size-5" />
        {chatMessages.redFlag.title}
      </p>
      <p className="text-sm whitespace-pre-wrap">{content}</p>
    </div>
  );
}
